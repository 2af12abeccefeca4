// Copies the documents the runner works from into the package before `npm pack`/`npm publish`
// (the generated OpenAPI documents and the workflows next to the spec), and removes them after.
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const assets = join(root, "assets");
rmSync(assets, { recursive: true, force: true });
if (!process.argv.includes("--clean")) {
  cpSync(join(root, "..", "generated", "openapi"), join(assets, "openapi"), { recursive: true });
  cpSync(join(root, "..", "spec", "workflows"), join(assets, "workflows"), { recursive: true });
}
