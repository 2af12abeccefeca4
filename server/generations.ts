// The API generations the toolkit builds and serves: where their documents land and where they are mounted.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder with a package.json above `dir`: the project, whether run from scripts/ or from a bundle in dist/. */
function projectRoot(dir: string): string {
  if (existsSync(join(dir, "package.json"))) return dir;
  const parent = dirname(dir);
  if (parent === dir) throw new Error("No package.json above the server's code: cannot find the project's files.");
  return projectRoot(parent);
}

export const ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));

/** The generations by short name: the newest, v2, first; legacy, the oldest, last. */
export type GenerationName = "v2" | "v1" | "legacy";

export interface Generation {
  /** Short name used for files and URLs. */
  readonly name: GenerationName;
  /** Title shown in the docs. */
  readonly title: string;
  /** File name TypeSpec emits under generated/openapi. */
  readonly openapiFile: string;
  /** Base path the server mounts the generation on. */
  readonly basePath: string;
}

export const GENERATIONS: readonly Generation[] = [
  { name: "v2", title: "Invoicing API v2", openapiFile: "Invoicing.V2.openapi.yaml", basePath: "/api/v2" },
  { name: "v1", title: "Invoicing API v1", openapiFile: "Invoicing.V1.openapi.yaml", basePath: "/api/v1" },
  { name: "legacy", title: "Invoicing API (legacy)", openapiFile: "Invoicing.Legacy.openapi.yaml", basePath: "/api" },
];
