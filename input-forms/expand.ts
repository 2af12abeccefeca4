// The build's expansion of the forms real clients send into standard JSON Schema: every field
// of a request body gets, beside its own schema, a branch for each form its generation's policy
// (`info.x-input-forms`) accepts there, marked `x-input-form`, so that any JSON Schema 2020-12
// validator accepts exactly what the server reads. Answers are left as TypeSpec wrote them.
import { deref, refName, type InputFormKind, type Schema, type SchemaDocument } from "./schema.ts";

/** How a generation reads a request body before validating it (spec/common/scalars.tsp InputForms). */
export interface InputFormsPolicy {
  /** An array or object field also accepts a string holding its JSON. */
  readonly jsonText?: boolean;
  /** `null` on an optional field that does not take null means the field is absent. */
  readonly nullMeansAbsent?: boolean;
  /** `""` on an optional field that does not take it means absent (its default applies). */
  readonly emptyMeansAbsent?: boolean;
  /** A key with leading or trailing spaces names the field it spells. */
  readonly trimKeys?: boolean;
  /** Schemas (by component name) of amounts that accept a comma thousands separator: `"1,234.60"`. */
  readonly thousandsSeparator?: readonly string[];
  /** Schemas (by component name) of closed lists of names whose values match regardless of case and surrounding spaces. */
  readonly mixedNames?: readonly string[];
}

interface Operation {
  readonly requestBody?: { readonly content?: Record<string, { schema?: Schema }> };
  readonly responses?: Record<string, { readonly content?: Record<string, { schema?: Schema }> }>;
}

export interface ExpandableDocument extends SchemaDocument {
  readonly info: { readonly "x-input-forms"?: InputFormsPolicy };
  readonly paths: Record<string, Record<string, unknown>>;
}

/** Longest JSON text a field takes: far above what the bounded values it decodes to can need. */
export const JSON_TEXT_MAX_LENGTH = 262_144;

const HTTP_METHODS = ["get", "put", "post", "delete", "patch"];

/** Keywords that describe a field rather than constrain its value: they stay on the field. */
function isAnnotation(key: string): boolean {
  return (
    key.startsWith("x-") ||
    ["description", "title", "default", "examples", "example", "deprecated", "readOnly", "writeOnly"].includes(key)
  );
}

export function policyOf(document: { info: { "x-input-forms"?: InputFormsPolicy } }): InputFormsPolicy {
  return document.info["x-input-forms"] ?? {};
}

function operationsOf(document: ExpandableDocument): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    HTTP_METHODS.map((m) => item[m] as Operation | undefined).filter((op): op is Operation => op !== undefined),
  );
}

/** The components a set of schemas reaches through references. */
function reachable(document: SchemaDocument, roots: readonly (Schema | undefined)[]): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach(walk);
    const schema = value as Schema;
    const name = refName(schema);
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      walk(document.components?.schemas?.[name]);
    }
    for (const [key, inner] of Object.entries(schema)) if (key !== "examples" && key !== "example") walk(inner);
  };
  roots.forEach(walk);
  return seen;
}

/** What a field's schema takes, read through references and unions (not into its properties). */
interface Takes {
  null: boolean;
  empty: boolean;
  string: boolean;
  array: boolean;
  object: boolean;
  /** Components of closed lists of names (policy.mixedNames) among the branches. */
  names: Set<string>;
}

function takesOf(document: SchemaDocument, schema: Schema, mixedNames: ReadonlySet<string>): Takes {
  const takes: Takes = { null: false, empty: false, string: false, array: false, object: false, names: new Set() };
  const visit = (s: Schema | undefined, depth: number): void => {
    if (!s || depth > 16) return;
    const name = refName(s);
    if (name !== undefined && mixedNames.has(name)) takes.names.add(name);
    const d = deref(document, s);
    if (!d) return;
    const types = d.type === undefined ? [] : Array.isArray(d.type) ? d.type : [d.type];
    const combined = [...(d.anyOf ?? []), ...(d.oneOf ?? []), ...(d.allOf ?? [])];
    const values = d.enum ?? ("const" in d ? [d.const] : undefined);
    if (values) {
      if (values.includes(null)) takes.null = true;
      if (values.includes("")) takes.empty = true;
      if (values.some((v) => typeof v === "string")) takes.string = true;
    } else if (types.length === 0 && combined.length === 0 && !d.properties && !d.items) {
      // No constraint on the type: any value, null and "" included.
      Object.assign(takes, { null: true, empty: true, string: true });
    }
    if (types.includes("null")) takes.null = true;
    if (types.includes("array") || d.items) takes.array = true;
    if (types.includes("object") || d.properties) takes.object = true;
    if (types.includes("string") && !values) {
      takes.string = true;
      const emptyFits =
        (d.minLength ?? 0) === 0 &&
        d.format === undefined &&
        (d.pattern === undefined || new RegExp(d.pattern, "u").test(""));
      if (emptyFits) takes.empty = true;
    }
    for (const part of combined) visit(part, depth + 1);
  };
  visit(schema, 0);
  return takes;
}

/** A regular expression source matching `char` in either case and either Unicode composition. */
function charPattern(char: string): string {
  const variants = new Set<string>();
  for (const c of [char, char.toLocaleLowerCase("pt"), char.toLocaleUpperCase("pt")]) {
    variants.add(c.normalize("NFC"));
    variants.add(c.normalize("NFD"));
  }
  const escape = (s: string) =>
    [...s].map((c) => (/[A-Za-z0-9 ]/.test(c) ? c : `\\u${c.codePointAt(0)!.toString(16).padStart(4, "0")}`)).join("");
  const list = [...variants].sort();
  if (list.every((v) => [...v].length === 1))
    return list.length === 1 ? escape(list[0]!) : `[${list.map(escape).join("")}]`;
  return `(?:${list.map(escape).join("|")})`;
}

/**
 * A pattern matching each of `values` regardless of case, surrounding spaces and Unicode
 * composition: how the service matches names (`"factura"` is `Factura`, `" m07"` is `M07`).
 */
export function spellingPattern(values: readonly string[]): string {
  const alternatives = [...new Set(values.map((v) => v.normalize("NFC")))]
    .sort()
    .map((v) => [...v].map(charPattern).join(""));
  return `^\\s*(?:${alternatives.join("|")})\\s*$`;
}

function stringValues(document: SchemaDocument, name: string): string[] {
  return (document.components?.schemas?.[name]?.enum ?? []).filter((v): v is string => typeof v === "string");
}

/** The field's schema with a branch for each form the policy accepts there; the same schema when none applies. */
function withForms(
  document: SchemaDocument,
  field: Schema,
  required: boolean,
  policy: InputFormsPolicy,
  mixedNames: ReadonlySet<string>,
): Schema {
  const takes = takesOf(document, field, mixedNames);
  const annotations: Record<string, unknown> = {};
  const constraint: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field)) (isAnnotation(key) ? annotations : constraint)[key] = value;
  const keys = Object.keys(constraint);
  const canonical: Schema[] =
    keys.length === 1 && keys[0] === "allOf" && field.allOf!.length === 1
      ? [field.allOf![0]!]
      : keys.length === 1 && keys[0] === "anyOf"
        ? [...field.anyOf!]
        : [constraint as Schema];

  const forms: Schema[] = [];
  const form = (kind: InputFormKind, schema: Schema): void => {
    forms.push({ ...schema, "x-input-form": kind });
  };
  if (policy.jsonText && (takes.array || takes.object) && !takes.string) {
    const opening = takes.array && takes.object ? "[\\[{]" : takes.array ? "\\[" : "\\{";
    form("json-text", {
      type: "string",
      pattern: `^\\s*${opening}`,
      maxLength: JSON_TEXT_MAX_LENGTH,
      contentMediaType: "application/json",
      contentSchema: structuredClone(canonical.length === 1 ? canonical[0]! : { anyOf: canonical }),
    });
  }
  if (!required) {
    const absent: unknown[] = [];
    if (policy.nullMeansAbsent && !takes.null) absent.push(null);
    if (policy.emptyMeansAbsent && !takes.empty) absent.push("");
    if (absent.length > 0) form("absent", { enum: absent });
  }
  if (takes.names.size > 0) {
    const names = [...takes.names].sort();
    const values = names.flatMap((n) => stringValues(document, n));
    const longest = Math.max(...values.map((v) => v.normalize("NFD").length));
    form("name-spelling", {
      type: "string",
      maxLength: longest + 32,
      pattern: spellingPattern(values),
      "x-spells": names,
    });
  }
  if (forms.length === 0) return field;
  return { ...annotations, anyOf: [...canonical, ...forms] };
}

/**
 * The document with the input forms of its policy stated in every request field's schema.
 * Object components reached by request bodies are rewritten in place, so none may also be
 * reached by an answer (the build fails naming it): answers keep their exact schemas.
 */
export function expandInputForms<D extends ExpandableDocument>(source: D): D {
  const document = structuredClone(source) as D;
  const policy = policyOf(document);
  const mixedNames = new Set(policy.mixedNames ?? []);
  const operations = operationsOf(document);
  const requestRoots = operations.flatMap((op) => Object.values(op.requestBody?.content ?? {}).map((m) => m.schema));
  const answerRoots = operations.flatMap((op) =>
    Object.values(op.responses ?? {}).flatMap((r) => Object.values(r.content ?? {}).map((m) => m.schema)),
  );
  const inAnswers = reachable(document, answerRoots);
  const visited = new Set<string>();

  const walk = (schema: Schema | undefined, depth: number): void => {
    if (!schema || depth > 64) return;
    const name = refName(schema);
    if (name !== undefined) {
      if (visited.has(name)) return;
      visited.add(name);
      const target = document.components?.schemas?.[name];
      if (target?.properties && inAnswers.has(name))
        throw new Error(
          `The component ${name} is used by a request body and by an answer: a request's input forms would loosen the answer. Give the request its own model.`,
        );
      return walk(target, depth + 1);
    }
    if (schema.properties) {
      const required = new Set(schema.required ?? []);
      for (const [key, field] of Object.entries(schema.properties)) {
        walk(field, depth + 1);
        schema.properties[key] = withForms(document, field, required.has(key), policy, mixedNames);
      }
    }
    walk(schema.items, depth + 1);
    if (typeof schema.additionalProperties === "object") walk(schema.additionalProperties, depth + 1);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(part, depth + 1);
  };
  requestRoots.forEach((root) => walk(root, 0));
  return document;
}
