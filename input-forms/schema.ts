// The part of an OpenAPI 3.1 document that reading request bodies needs: schemas, component
// references, and the branches a field's schema offers (the canonical ones, and the input
// forms the build added beside them, each marked `x-input-form`).

/** A JSON Schema (2020-12) as the generated documents write it, with the project's extensions. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  required?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  contentMediaType?: string;
  contentSchema?: Schema;
  /** Marks a branch the build added for a form real clients send (input-forms/expand.ts). */
  "x-input-form"?: InputFormKind;
  /** A name-spelling branch: the enum components whose values it spells. */
  "x-spells"?: string[];
  /** The server downloads the URL this field holds (e-mail attachments). */
  "x-fetched-by-server"?: boolean;
  [extension: `x-${string}`]: unknown;
};

/**
 * The forms the build describes beside a field's canonical schema:
 * - `absent`: `null` or `""` on an optional field that takes neither: the field was not sent;
 * - `json-text`: a string holding the JSON of the array or object the field takes;
 * - `name-spelling`: a name of a closed list in another case, with surrounding spaces or in
 *   another Unicode composition.
 */
export type InputFormKind = "absent" | "json-text" | "name-spelling";

/** What a document must have for its schemas to be read. */
export interface SchemaDocument {
  readonly components?: { readonly schemas?: Record<string, Schema> };
}

export const COMPONENT_PREFIX = "#/components/schemas/";

/** The component name a `$ref` points at, if it points at one. */
export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith(COMPONENT_PREFIX) ? schema.$ref.slice(COMPONENT_PREFIX.length) : undefined;
}

/** The schema a `$ref` leads to (through chains of references), or the schema itself. */
export function deref(doc: SchemaDocument, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let i = 0; current?.$ref && i < 32; i++) current = doc.components?.schemas?.[refName(current) ?? ""];
  return current;
}

/** A schema of any of the project's schema types: what the helpers below read of it. */
interface Branching<S> {
  anyOf?: S[];
}

/** Whether a branch was added for an input form rather than being the field's own type. */
export function isFormBranch(schema: object | undefined): boolean {
  return (schema as Schema | undefined)?.["x-input-form"] !== undefined;
}

/** The form branches of a field's schema, by kind (the build puts them in the field's own anyOf). */
export function formBranches(schema: Branching<object> | undefined): Partial<Record<InputFormKind, Schema>> {
  const out: Partial<Record<InputFormKind, Schema>> = {};
  for (const branch of (schema?.anyOf ?? []) as Schema[]) {
    const kind = branch["x-input-form"];
    if (kind) out[kind] = branch;
  }
  return out;
}

/** The field's schema without its form branches: what a canonical value must match. */
export function canonicalOf<S extends Branching<S>>(schema: S): S {
  if (!schema.anyOf?.some(isFormBranch)) return schema;
  const anyOf = schema.anyOf.filter((b) => !isFormBranch(b));
  const { anyOf: _forms, ...rest } = schema;
  return (anyOf.length === 1 ? { ...rest, ...anyOf[0] } : { ...rest, anyOf }) as S;
}
