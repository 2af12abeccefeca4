// The generated OpenAPI documents as the server uses them: the list of operations to route,
// and schema lookup by JSON path so that validation messages quote the spec's own words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { isFormBranch, type InputFormsPolicy, type Schema } from "@invoicing/input-forms";

export type { Schema } from "@invoicing/input-forms";

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; "x-input-forms"?: InputFormsPolicy };
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface OperationObject {
  operationId: string;
  summary?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  /** The operation writes nothing (spec/common/operation-facts.tsp). */
  "x-read-only"?: boolean;
  /** The operation writes, but never a reference table (spec/common/operation-facts.tsp). */
  "x-reference-read-only"?: boolean;
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** OpenAPI path template, e.g. `/customers/{id}/update`. */
  readonly path: string;
  /** Express route path, e.g. `/customers/:id/update`. */
  readonly routePath: string;
  readonly object: OperationObject;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export function loadDocument(file: string): OpenApiDocument {
  return parse(readFileSync(file, "utf8")) as OpenApiDocument;
}

export function generatedDocumentPath(root: string, fileName: string): string {
  return join(root, "generated", "openapi", fileName);
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const object = item[method];
      if (!object) continue;
      result.push({
        operationId: object.operationId,
        method,
        path,
        routePath: path.replace(/\{(\w+)\}/g, ":$1"),
        object,
      });
    }
  }
  return result;
}

/** The header an operation that writes declares (spec/common/idempotency.tsp). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** An operation's parameters, references to components.parameters resolved. */
export function parametersOf(doc: OpenApiDocument, operation: OperationObject): Parameter[] {
  return (operation.parameters ?? []).flatMap((p) => {
    if (!("$ref" in p)) return [p];
    const found = doc.components?.parameters?.[p.$ref.replace("#/components/parameters/", "")];
    return found ? [found] : [];
  });
}

/**
 * Whether the spec marks an operation as writing nothing (`x-read-only`): the server runs it
 * without a transaction (Store.read), where a write would fail loudly. The build refuses a mark
 * that contradicts the operation's Idempotency-Key header (spec/common/operation-facts.js).
 */
export function isReadOnly(operation: OperationObject): boolean {
  return operation["x-read-only"] === true;
}

/**
 * Whether the operation never changes a reference table (store/reference-data.ts), so that it
 * may read them cached: one that writes nothing, or a write the spec marks `x-reference-read-only`.
 */
export function keepsReferenceTables(operation: OperationObject): boolean {
  return isReadOnly(operation) || operation["x-reference-read-only"] === true;
}

/**
 * Whether an operation writes: it declares the `Idempotency-Key` header (spec/README.md).
 * The server keeps the answers of such operations per key, the client sends a key with them
 * and retries them only with one, and the docs list the header on them.
 */
export function isWrite(doc: OpenApiDocument, operation: OperationObject): boolean {
  return parametersOf(doc, operation).some(
    (p) => p.in === "header" && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
  );
}

export function deref(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let i = 0; current?.$ref && i < 20; i++) {
    const name = current.$ref.replace("#/components/schemas/", "");
    current = doc.components?.schemas?.[name];
  }
  return current;
}

/**
 * Sub-schemas a value may match: the branches of anyOf/oneOf/allOf, dereferenced, without the
 * input forms the build states beside a field (a value is read out of those before validation).
 */
export function branches(doc: OpenApiDocument, schema: Schema | undefined): Schema[] {
  const s = deref(doc, schema);
  if (!s) return [];
  const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].filter((p) => !isFormBranch(p));
  if (parts.length === 0) return [s];
  return [s, ...parts.flatMap((p) => branches(doc, p))];
}

/** The schema at a path of segments below `root` (property names and array indexes). */
export function schemaAt(
  doc: OpenApiDocument,
  root: Schema | undefined,
  segments: readonly string[],
): Schema | undefined {
  let current: Schema | undefined = root;
  for (const segment of segments) {
    const candidates = branches(doc, current);
    let next: Schema | undefined;
    for (const c of candidates) {
      if (/^[0-9]+$/.test(segment) && c.items) next = c.items;
      else if (c.properties?.[segment]) next = c.properties[segment];
      if (next) break;
    }
    if (!next) return undefined;
    current = next;
  }
  return current;
}

/**
 * Where a request body holds URLs the server downloads (fields marked `x-fetched-by-server`
 * in the spec): paths of property names, `*` standing for every element of an array.
 */
export function fetchedUrlPaths(doc: OpenApiDocument, operation: OperationObject): string[][] {
  const paths: string[][] = [];
  const walk = (schema: Schema | undefined, path: string[], seen: ReadonlySet<Schema>): void => {
    for (const s of branches(doc, schema)) {
      if (seen.has(s)) continue;
      const inner = new Set(seen).add(s);
      if (s["x-fetched-by-server"] && !paths.some((p) => p.join("/") === path.join("/"))) paths.push(path);
      for (const [name, property] of Object.entries(s.properties ?? {})) walk(property, [...path, name], inner);
      if (s.items) walk(s.items, [...path, "*"], inner);
    }
  };
  walk(operation.requestBody?.content["application/json"]?.schema, [], new Set());
  return paths;
}

/** The string values at a path of fetchedUrlPaths in a body. */
export function valuesAt(value: unknown, path: readonly string[]): string[] {
  if (path.length === 0) return typeof value === "string" ? [value] : [];
  const [head, ...rest] = path;
  if (head === "*") return Array.isArray(value) ? value.flatMap((v) => valuesAt(v, rest)) : [];
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? valuesAt((value as Record<string, unknown>)[head!], rest)
    : [];
}

/** A short statement of what a schema accepts, from the spec's own descriptions and enums. */
export function expectation(doc: OpenApiDocument, schema: Schema | undefined): string | undefined {
  const all = branches(doc, schema);
  const enums = all.flatMap((s) => s.enum ?? []).filter((v) => v !== "" && typeof v === "string");
  const described = all.map((s) => s.description).filter((d): d is string => !!d && !/^Empty string/.test(d));
  const typeDescription = described.find((d) => /^(A|An|The) /.test(d)) ?? described[0];
  if (enums.length > 0 && enums.length <= 16) return `one of ${enums.map((e) => `"${String(e)}"`).join(", ")}`;
  // Descriptions are Markdown with notes on decisions; a message keeps the plain statement.
  if (typeDescription) {
    return typeDescription
      .split(/\*{0,2}Inferred:?\*{0,2}/)[0]!
      .replace(/[`*]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  }
  const s = deref(doc, schema);
  if (s?.type) return `a value of type ${Array.isArray(s.type) ? s.type.join(" or ") : s.type}`;
  return undefined;
}
