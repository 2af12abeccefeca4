// `npm start`: builds what a fresh clone lacks (the docs site; generated/ is committed but
// rebuilt when spec/ is newer), then runs the server in this same process. package.json runs
// it as `exec node --import tsx ...`, so that no shell or tsx wrapper stands between npm and
// the server: npm forwards SIGTERM/SIGINT to its child, which is the server itself.
// BUILD_ON_START=0 serves what is built as it is (images built beforehand, tests).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { GENERATIONS, ROOT } from "./generations.ts";

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function needsBuild(): boolean {
  if (!existsSync(join(ROOT, "dist", "docs", "index.html"))) return true;
  const outputs = GENERATIONS.map((g) => join(ROOT, "generated", "openapi", g.openapiFile));
  if (outputs.some((f) => !existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return newest(join(ROOT, "spec")) > built;
}

if (process.env.BUILD_ON_START !== "0" && needsBuild()) {
  process.stdout.write("Building generated/ and the docs site first...\n");
  execFileSync(
    process.execPath,
    [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, "scripts", "build.ts")],
    { stdio: "inherit" },
  );
}
await import("../server/main.ts");
