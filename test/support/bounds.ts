// The bounds the spec states on the fields of every request body, read from the generated
// documents: for each bounded field of each operation, a value at the bound and values one
// past it, in the field's canonical form (the input forms beside it are not bounds).
import { canonicalOf, deref, isFormBranch, type Schema } from "@invoicing/input-forms";
import type { OpenApiDocument, Operation } from "../../server/http/openapi-document.ts";

export type Segment = string | number;

export interface BoundCase {
  /** Path of the field in the body (`items`, 0, `price`), or `{id}` parameters as `["(path)", name]`. */
  readonly path: readonly Segment[];
  /** What is bounded, for the test's name: `maxLength 210`, `maximum 2147483647`, `maxItems 100`. */
  readonly bound: string;
  /** A value at the bound: the form the spec accepts. */
  readonly at: unknown;
  /** Values one past the bound: the spec refuses each. */
  readonly past: readonly unknown[];
  /** The body the value is set in: a request example of the operation (of the field's shape). */
  readonly base: unknown;
}

/** A field's path as the wire names it: `items[0].price`. */
export function wirePath(path: readonly Segment[]): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : (i > 0 ? "." : "") + s)).join("");
}

/** The decimal strings of the spec's amounts, by component: the largest, and one past it in size and in places. */
const DECIMAL_STRINGS: Readonly<Record<string, { at: string; past: string[] }>> = {
  Decimal5String: { at: "9999999999.99999", past: ["10000000000", "1.123456"] },
  Decimal2String: { at: "9999999999.99", past: ["10000000000", "1.123"] },
};

/** The branches of a field's canonical schema, through references and unions. */
function branches(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): { schema: Schema; name?: string }[] {
  if (!schema || depth > 8 || isFormBranch(schema)) return [];
  const name = schema.$ref?.replace("#/components/schemas/", "");
  const s = deref(doc, schema);
  if (!s) return [];
  const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  return [{ schema: s, name }, ...parts.flatMap((p) => branches(doc, p, depth + 1))];
}

function typesOf(s: Schema): string[] {
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

/** The bound cases of one field's schema at `path`. */
function fieldCases(
  doc: OpenApiDocument,
  field: Schema,
  path: readonly Segment[],
  example: unknown,
  base: unknown,
): BoundCase[] {
  const cases: BoundCase[] = [];
  const all = branches(doc, canonicalOf(field));
  const seen = new Set<string>();
  const add = (c: Omit<BoundCase, "base">) => {
    if (seen.has(c.bound)) return;
    seen.add(c.bound);
    cases.push({ ...c, base });
  };
  for (const { schema: s, name } of all) {
    const types = typesOf(s);
    if (name && DECIMAL_STRINGS[name]) {
      const d = DECIMAL_STRINGS[name];
      add({ path, bound: `${name} ${d.at}`, at: d.at, past: d.past });
      continue;
    }
    if (
      types.includes("string") &&
      s.maxLength !== undefined &&
      s.maxLength > 0 &&
      !s.pattern &&
      !s.format &&
      !s.enum
    ) {
      // Free text: letters only, so that no other rule of the field (a name's characters) is met first.
      add({
        path,
        bound: `maxLength ${s.maxLength}`,
        at: "a".repeat(s.maxLength),
        past: ["a".repeat(s.maxLength + 1)],
      });
    }
    if ((types.includes("integer") || types.includes("number")) && s.maximum !== undefined) {
      add({ path, bound: `maximum ${s.maximum}`, at: s.maximum, past: [s.maximum + 1] });
    }
    if ((types.includes("integer") || types.includes("number")) && s.minimum !== undefined) {
      add({ path, bound: `minimum ${s.minimum}`, at: s.minimum, past: [s.minimum - 1] });
    }
    if ((types.includes("array") || s.items) && s.maxItems !== undefined) {
      const entry = Array.isArray(example) && example.length > 0 ? example[0] : undefined;
      if (entry !== undefined)
        add({
          path,
          bound: `maxItems ${s.maxItems}`,
          at: Array.from({ length: s.maxItems }, () => structuredClone(entry)),
          past: [Array.from({ length: s.maxItems + 1 }, () => structuredClone(entry))],
        });
    }
  }
  return cases;
}

/** Properties of an object schema (merged through allOf and union shapes), canonical. */
function propertiesOf(doc: OpenApiDocument, schema: Schema | undefined): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const { schema: s } of branches(doc, schema ? canonicalOf(schema) : undefined))
    for (const [k, v] of Object.entries(s.properties ?? {})) out[k] ??= v;
  return out;
}

function itemsOf(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  return branches(doc, schema ? canonicalOf(schema) : undefined).find((b) => b.schema.items)?.schema.items;
}

/**
 * Every bounded field of an operation's request body (JSON), nested fields through the first
 * element of arrays (`items[0].price`), each with the request example it is set in (one that
 * gives array entries for `maxItems`); a body that is one of several shapes (legacy
 * documentos/criar: a document or a receipt) is walked shape by shape, each with an example
 * of its own, as fields of another shape are unknown keys of this one.
 */
export function boundCases(
  doc: OpenApiDocument,
  op: Operation,
  examples: readonly unknown[],
  skip: readonly string[],
): BoundCase[] {
  const root = op.object.requestBody?.content["application/json"]?.schema;
  const cases: BoundCase[] = [];
  const walk = (schema: Schema | undefined, path: Segment[], sample: unknown, base: unknown, depth: number): void => {
    if (!schema || depth > 4) return;
    for (const [name, field] of Object.entries(propertiesOf(doc, schema))) {
      if (depth === 0 && skip.includes(name)) continue;
      const value = sample && typeof sample === "object" ? (sample as Record<string, unknown>)[name] : undefined;
      cases.push(...fieldCases(doc, field, [...path, name], value, base));
      const items = itemsOf(doc, field);
      if (items) walk(items, [...path, name, 0], Array.isArray(value) ? value[0] : undefined, base, depth + 1);
      else if (Object.keys(propertiesOf(doc, field)).length > 0) walk(field, [...path, name], value, base, depth + 1);
    }
  };
  const fits = (shape: Schema, example: unknown) => {
    const fields = Object.keys(propertiesOf(doc, shape));
    return Object.keys((example as Record<string, unknown>) ?? {}).every((k) => fields.includes(k));
  };
  const shapes = deref(doc, root)?.oneOf ?? [];
  if (shapes.length > 0)
    for (const shape of shapes) {
      const example = examples.find((e) => fits(shape, e)) ?? {};
      walk(shape, [], example, example, 0);
    }
  else walk(root, [], examples[0] ?? {}, examples[0] ?? {}, 0);
  for (const p of op.object.parameters ?? []) {
    if (!("in" in p) || p.in !== "path" || !p.schema) continue;
    cases.push(...fieldCases(doc, p.schema, ["(path)", p.name], undefined, examples[0] ?? {}));
  }
  return cases;
}

/** `body` with `value` at `path`, creating the objects and arrays on the way. */
export function setPath(body: unknown, path: readonly Segment[], value: unknown): Record<string, unknown> {
  const root = (body && typeof body === "object" ? structuredClone(body) : {}) as Record<string | number, unknown>;
  let current: Record<string | number, unknown> = root;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      current[segment] = value;
      return;
    }
    const next = current[segment];
    if (next === null || typeof next !== "object") current[segment] = typeof path[i + 1] === "number" ? [{}] : {};
    else if (Array.isArray(next) && next.length === 0) next.push({});
    current = current[segment] as Record<string | number, unknown>;
  });
  return root as Record<string, unknown>;
}
