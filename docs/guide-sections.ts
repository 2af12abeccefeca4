// Sections of the guides generated from the OpenAPI documents and the project's sources,
// named in the Markdown by `<!-- generated: NAME -->` lines.
import type { Generation } from "../scripts/generations.ts";
import type { OpenApiDocument } from "./openapi.ts";

export interface SectionInput {
  readonly gen: Generation;
  readonly doc: OpenApiDocument;
}

/** The Markdown of a generated section, or undefined when no section has that name. */
export function guideSection(name: string, loaded: readonly SectionInput[]): string | undefined {
  void loaded;
  switch (name) {
    default:
      return undefined;
  }
}
