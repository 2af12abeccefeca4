// The parts of an OpenAPI 3.1 document the docs build reads, and a plain-words summary of a
// schema's accepted forms (used to render the input-forms guide from the v1 components).

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  properties?: Record<string, SchemaObject>;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, SchemaObject>; [key: string]: unknown };
  [key: string]: unknown;
}

export function assertOpenApiDocument(value: unknown, file: string): asserts value is OpenApiDocument {
  const doc = value as Partial<OpenApiDocument> | null;
  if (
    !doc ||
    typeof doc !== "object" ||
    typeof doc.openapi !== "string" ||
    !doc.info ||
    typeof doc.info.title !== "string"
  ) {
    throw new Error(`${file} is not an OpenAPI document (no openapi version or info.title)`);
  }
}

const REF_PREFIX = "#/components/schemas/";
const MAX_LISTED_VALUES = 8;

function code(value: string): string {
  return "`" + value + "`";
}

function listWords(items: string[], last = "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

function enumForm(values: unknown[]): string {
  const shown = values.map((v) => code(JSON.stringify(v)));
  if (shown.length <= MAX_LISTED_VALUES)
    return shown.length === 1 ? `exactly ${shown[0]}` : `one of ${listWords(shown)}`;
  return `one of ${shown.length} listed values, e.g. ${shown.slice(0, 3).join(", ")}`;
}

/**
 * The alternatives a schema accepts, each in a few words (e.g. "a JSON number", "a string
 * matching `^[0-9]+$`"). References to other named schemas are followed so that a union
 * of scalars reads as the forms it really accepts.
 */
export function acceptedForms(schema: SchemaObject, schemas: Record<string, SchemaObject>, depth = 0): string[] {
  if (depth > 4) return ["see the reference"];
  if (schema.$ref) {
    const name = schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : schema.$ref;
    const target = schemas[name];
    if (!target || target.properties) return [`a ${code(name)}`];
    if (target.enum) return [`a ${code(name)}, ${enumForm(target.enum)}`];
    return acceptedForms(target, schemas, depth + 1);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap((s) => acceptedForms(s, schemas, depth + 1));
  if (schema.allOf && schema.allOf.length === 1) return acceptedForms(schema.allOf[0]!, schemas, depth + 1);
  if (schema.const !== undefined) return [`exactly ${code(JSON.stringify(schema.const))}`];
  if (schema.enum) {
    const kind = schema.enum.every((v) => typeof v === "string")
      ? "a string"
      : schema.enum.every((v) => typeof v === "number")
        ? "a JSON number"
        : "a value";
    return [`${kind}, ${enumForm(schema.enum)}`];
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? ["an object"] : ["any JSON value"];
  return types.map((type) => typeForm(type, schema));
}

function typeForm(type: string, schema: SchemaObject): string {
  switch (type) {
    case "string": {
      if (schema.maxLength === 0) return `the empty string ${code('""')}`;
      const limits: string[] = [];
      if (schema.pattern) limits.push(`matching ${code(schema.pattern)}`);
      if (schema.format) limits.push(`in the format ${code(schema.format)}`);
      if (schema.minLength !== undefined && schema.maxLength !== undefined)
        limits.push(`of ${schema.minLength} to ${schema.maxLength} characters`);
      else if (schema.maxLength !== undefined) limits.push(`of at most ${schema.maxLength} characters`);
      else if (schema.minLength !== undefined) limits.push(`of at least ${schema.minLength} characters`);
      return ["a string", ...limits].join(" ");
    }
    case "number":
      return "a JSON number" + rangeWords(schema);
    case "integer":
      return "a JSON integer" + rangeWords(schema);
    case "boolean":
      return `a JSON boolean (${code("true")} or ${code("false")})`;
    case "null":
      return code("null");
    case "array":
      return "an array";
    case "object":
      return "an object";
    default:
      return `a ${code(type)}`;
  }
}

function rangeWords(schema: SchemaObject): string {
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    return ` from ${schema.minimum} to ${schema.maximum}`;
  if (schema.minimum !== undefined) return ` of at least ${schema.minimum}`;
  if (schema.maximum !== undefined) return ` of at most ${schema.maximum}`;
  return "";
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  [key: string]: unknown;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/**
 * The refusal code a failure example shows: the body's `code` in v1 and legacy; in v2, whose
 * failure body is a bare string, the `Refusal-Code` its description names.
 */
export function refusalCodeOfExample(example: { value?: unknown; description?: string }): string | undefined {
  const code = (example.value as { code?: unknown } | null | undefined)?.code;
  if (typeof code === "string") return code;
  return /Refusal-Code: `([a-z0-9_.]+)`/.exec(example.description ?? "")?.[1];
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): { path: string; method: string; operation: OperationObject }[] {
  const ops: { path: string; method: string; operation: OperationObject }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && typeof operation === "object")
        ops.push({ path, method, operation: operation as OperationObject });
    }
  }
  return ops;
}
