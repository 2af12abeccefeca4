// The two API generations the toolkit builds: where their documents land and how they are served.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface Generation {
  /** Short name used for files and URLs: `v1` or `legacy`. */
  readonly name: "v1" | "legacy";
  /** Title shown in the docs. */
  readonly title: string;
  /** File name TypeSpec emits under generated/openapi. */
  readonly openapiFile: string;
  /** Base path the server mounts the generation on. */
  readonly basePath: string;
}

export const GENERATIONS: readonly Generation[] = [
  { name: "v1", title: "Invoicing API v1", openapiFile: "Invoicing.V1.openapi.yaml", basePath: "/api/v1" },
  { name: "legacy", title: "Invoicing API (legacy)", openapiFile: "Invoicing.Legacy.openapi.yaml", basePath: "/api" },
];
