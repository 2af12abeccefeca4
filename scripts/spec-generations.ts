// The generations the spec describes, one OpenAPI document each: what the build derives types
// and handler interfaces from, and what lint, spec:breaking and the spec-level tests check. The
// server's GENERATIONS are those it serves; a generation the spec describes before the server
// serves it is listed here as well, and drops out of this list once the server lists it.
import { GENERATIONS } from "../server/generations.ts";

export interface SpecGeneration {
  /** Short name used for files and URLs: `v1`, `legacy`, `v2`. */
  readonly name: string;
  /** Title shown in the docs. */
  readonly title: string;
  /** File name TypeSpec emits under generated/openapi. */
  readonly openapiFile: string;
  /** Base path the generation is served on. */
  readonly basePath: string;
}

/** Generations of the spec the server does not serve (yet). */
const DESCRIBED_ONLY: readonly SpecGeneration[] = [
  { name: "v2", title: "Invoicing API v2", openapiFile: "Invoicing.V2.openapi.yaml", basePath: "/api/v2" },
];

export const SPEC_GENERATIONS: readonly SpecGeneration[] = [
  ...GENERATIONS,
  ...DESCRIBED_ONLY.filter((d) => !GENERATIONS.some((g) => g.name === d.name)),
];
