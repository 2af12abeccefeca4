// Lists longer than the spec allows, found before the request validators run. Ajv with
// allErrors (as express-openapi-validator and the compiled path run it) validates every
// element of a list it refuses anyway and joins each element's errors to the ones before, so
// its time grows with the square of the list's length: a sale of 100,000 lines took a minute.
// A body holding such a list is refused for it alone, in the validator's own error form, so
// the refusal is worded as the validator's would be; its other faults go unreported.
import { branches, deref, type OpenApiDocument, type Schema } from "./openapi-document.ts";

/** An error in express-openapi-validator's form (`/body/<path>`, `<keyword>.openapi.validation`). */
export interface ListBoundError {
  readonly path: string;
  readonly message: string;
  readonly errorCode: "maxItems.openapi.validation";
}

/** Deeper than any request schema of the spec: the walk follows the schema, never the body alone. */
const MAX_DEPTH = 16;

/** The lists of `body` longer than their `maxItems` under `schema` (none when the schema is silent). */
export function oversizeLists(doc: OpenApiDocument, schema: Schema | undefined, body: unknown): ListBoundError[] {
  const found: ListBoundError[] = [];
  walk(doc, schema ? [schema] : [], body, "/body", 0, found);
  return found;
}

function walk(
  doc: OpenApiDocument,
  schemas: readonly Schema[],
  value: unknown,
  path: string,
  depth: number,
  found: ListBoundError[],
): void {
  if (depth > MAX_DEPTH || schemas.length === 0 || value === null || typeof value !== "object") return;
  const variants = schemas.flatMap((s) => branches(doc, s));
  if (Array.isArray(value)) {
    const lists = variants.filter((v) => v.type === "array" || v.items !== undefined);
    if (lists.length === 0) return;
    // Several list shapes: the longest bound of them; a shape without one bounds nothing.
    const bounds = lists.map((v) => v.maxItems);
    if (bounds.every((b): b is number => typeof b === "number")) {
      const max = Math.max(...bounds);
      if (value.length > max) {
        found.push({ path, message: `must NOT have more than ${max} items`, errorCode: "maxItems.openapi.validation" });
        return;
      }
    }
    const items = lists.flatMap((v) => (v.items ? [v.items] : []));
    value.forEach((element, i) => walk(doc, items, element, `${path}/${i}`, depth + 1, found));
    return;
  }
  for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
    const own = variants.flatMap((v) => {
      const p = v.properties?.[name];
      return p ? [deref(doc, p) ?? p] : [];
    });
    walk(doc, own, property, `${path}/${name}`, depth + 1, found);
  }
}
