// Renders request and response schemas as nested field lists (HTML), following $ref, allOf
// and unions, and lists the fields of a schema for the search index.
import type { OpenApiDocument, SchemaObject } from "./openapi.ts";
import { canonicalOf, formBranches } from "@invoicing/input-forms";
import { escapeHtml } from "./render.ts";

export interface Schema extends SchemaObject {
  required?: string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

const REF = "#/components/schemas/";
const MAX_DEPTH = 3;

export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith(REF) ? schema.$ref.slice(REF.length) : undefined;
}

export function deref(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) s = doc.components?.schemas?.[refName(s) ?? ""] as Schema | undefined;
  return s;
}

/** Properties and required names, merged through allOf and object branches of unions. */
export function shapeOf(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  depth = 0,
): { properties: Record<string, Schema>; required: Set<string> } {
  const s = deref(doc, schema);
  const properties: Record<string, Schema> = { ...(s?.properties ?? {}) };
  const required = new Set(s?.required ?? []);
  if (!s || depth > 5) return { properties, required };
  for (const part of s.allOf ?? []) {
    const inner = shapeOf(doc, part, depth + 1);
    Object.assign(properties, inner.properties);
    inner.required.forEach((r) => required.add(r));
  }
  for (const branch of s.anyOf ?? s.oneOf ?? []) {
    const inner = shapeOf(doc, branch, depth + 1);
    for (const [k, v] of Object.entries(inner.properties)) properties[k] ??= v;
  }
  return { properties, required };
}

/** A short type label: `string`, `Decimal5 | ""`, `array of SaleLine` (the field's own type, without its input forms). */
export function typeLabel(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  if (!schema || depth > 3) return "any";
  schema = canonicalOf(schema);
  const name = refName(schema);
  if (name) {
    const target = deref(doc, schema);
    if (target?.maxLength === 0 && target.type === "string") return '""';
    return name;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeLabel(doc, s, depth + 1)).join(" | ");
  if (schema.allOf?.length === 1) return typeLabel(doc, schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum)
    return schema.enum.length <= 6
      ? schema.enum.map((v) => JSON.stringify(v)).join(" | ")
      : `enum (${schema.enum.length} values)`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes("array")) return `array of ${typeLabel(doc, schema.items, depth + 1)}`;
  if (schema.maxLength === 0) return '""';
  return types.join(" | ") || (schema.properties ? "object" : "any");
}

/** The object schema inside a field (itself, or the items of an array), when it has properties. */
function nestedObject(doc: OpenApiDocument, schema: Schema): Schema | undefined {
  const s = deref(doc, schema);
  if (!s) return undefined;
  const candidates = [s, deref(doc, s.items), ...(s.allOf ?? []), ...(s.anyOf ?? s.oneOf ?? [])].map((c) =>
    deref(doc, c),
  );
  for (const c of candidates) {
    if (!c) continue;
    if (Object.keys(shapeOf(doc, c).properties).length > 0) return c;
    const items = deref(doc, c.items);
    if (items && Object.keys(shapeOf(doc, items).properties).length > 0) return items;
  }
  return undefined;
}

/** The forms a field also accepts (input-forms/expand.ts), as a short note; "" when none. */
export function formsNote(schema: Schema): string {
  const forms = formBranches(schema);
  const notes: string[] = [];
  const absent = forms.absent?.enum ?? [];
  if (absent.length > 0) notes.push(`${absent.map((v) => JSON.stringify(v)).join(" or ")} (not given)`);
  if (forms["json-text"]) notes.push("its JSON as text");
  if (forms["name-spelling"]) notes.push("any letter case");
  return notes.length > 0 ? `also ${notes.join(", ")}` : "";
}

export interface FieldRenderOptions {
  /** Renders a description (Markdown) to HTML; receives the schema and property names. */
  describe(description: string, schemaName: string | undefined, path: string): string;
  /** Fields to leave out (v1 `api_token` is shown once, in the try-it console). */
  skip?: readonly string[];
}

/** Nested field list of an object schema. */
export function fieldsHtml(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  o: FieldRenderOptions,
  depth = 0,
  prefix = "",
): string {
  const { properties, required } = shapeOf(doc, schema);
  const owner = refName(schema);
  const names = Object.keys(properties).filter((n) => depth > 0 || !o.skip?.includes(n));
  if (names.length === 0) return "";
  const ordered = [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
  const rows = ordered.map((name) => {
    const stated = properties[name]!;
    const field = canonicalOf(stated);
    const forms = formsNote(stated);
    const description = field.description ?? deref(doc, field)?.description ?? "";
    const nested = depth < MAX_DEPTH ? nestedObject(doc, field) : undefined;
    const inner = nested
      ? fieldsHtml(doc, nested, o, depth + 1, `${prefix}${name}${deref(doc, field)?.items ? "[]" : ""}.`)
      : "";
    return `<li class="field"><div class="field-head"><code class="name">${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeLabel(doc, field))}</span>${
      forms ? ` <span class="forms">${escapeHtml(forms)}</span>` : ""
    }${
      required.has(name) ? ' <span class="required">required</span>' : ""
    }</div>${description ? `<div class="field-desc">${o.describe(description, owner, prefix + name)}</div>` : ""}${
      inner
        ? `<details class="nested"><summary>Fields of <code>${escapeHtml(name)}</code></summary>${inner}</details>`
        : ""
    }</li>`;
  });
  return `<ul class="fields">${rows.join("")}</ul>`;
}

/** Every field of an object schema, nested ones as `items[].price`, for the search index. */
export function fieldList(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  prefix = "",
  depth = 0,
): { name: string; description: string }[] {
  const { properties } = shapeOf(doc, schema);
  const out: { name: string; description: string }[] = [];
  for (const [name, stated] of Object.entries(properties)) {
    const field = canonicalOf(stated);
    const path = prefix + name;
    out.push({ name: path, description: field.description ?? deref(doc, field)?.description ?? "" });
    const nested = depth < 1 ? nestedObject(doc, field) : undefined;
    if (nested) out.push(...fieldList(doc, nested, `${path}${deref(doc, field)?.items ? "[]" : ""}.`, depth + 1));
  }
  return out;
}
