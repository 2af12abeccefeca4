// The generated OpenAPI document of every generation the spec describes, for the spec-level
// tests: the contract checkers (support/contract.ts) know only the generations the server serves.
import { ROOT } from "../../server/generations.ts";
import { generatedDocumentPath, loadDocument, type OpenApiDocument } from "../../server/http/openapi-document.ts";
import { SPEC_GENERATIONS, type SpecGeneration } from "../../scripts/spec-generations.ts";

export interface SpecDocument {
  readonly generation: SpecGeneration;
  readonly document: OpenApiDocument;
}

export const SPEC_DOCUMENTS: readonly SpecDocument[] = SPEC_GENERATIONS.map((generation) => ({
  generation,
  document: loadDocument(generatedDocumentPath(ROOT, generation.openapiFile)),
}));

/** The document of the generation named `name` (`v1`, `legacy`, `v2`). */
export function specDocument(name: string): OpenApiDocument {
  const found = SPEC_DOCUMENTS.find((d) => d.generation.name === name);
  if (!found) throw new Error(`The spec describes no generation ${name}`);
  return found.document;
}
