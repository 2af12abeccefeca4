// `npm start`: builds what a fresh clone lacks, then runs the server in this same process from
// dist/server.mjs, plain JavaScript (scripts/bundle-server.ts says why). The docs site and
// generated/ are built when missing or older than spec/; the server bundle when missing or
// older than any of the sources it is made of. package.json runs it as `exec node ...`, so that
// no shell or loader stands between npm and the server: npm forwards SIGTERM/SIGINT to its
// child, which is the server itself. BUILD_ON_START=0 serves what is built as it is (images
// built beforehand with `npm run build`, tests).
// Plain JavaScript on purpose: a TypeScript start script would load the tsx loader into the
// server's process.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BUNDLE = join(ROOT, "dist", "server.mjs");

/** Modification time of the newest file under `path` (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function siteNeedsBuild() {
  if (!existsSync(join(ROOT, "dist", "docs", "index.html"))) return true;
  const openapi = join(ROOT, "generated", "openapi");
  const documents = existsSync(openapi) ? readdirSync(openapi).filter((f) => f.endsWith(".yaml")) : [];
  if (documents.length === 0) return true;
  const built = Math.min(...documents.map((f) => statSync(join(openapi, f)).mtimeMs));
  return newest(join(ROOT, "spec")) > built;
}

function bundleNeedsBuild() {
  if (!existsSync(BUNDLE)) return true;
  const sources = ["server", "scripts", "docs", "generated", "package.json"].map((p) => newest(join(ROOT, p)));
  return Math.max(...sources) > statSync(BUNDLE).mtimeMs;
}

/** Runs one of the project's TypeScript scripts in a child process (tsx stays out of this one). */
function runScript(name) {
  execFileSync(process.execPath, [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, "scripts", name)], {
    stdio: "inherit",
  });
}

if (process.env.BUILD_ON_START !== "0") {
  if (siteNeedsBuild()) {
    process.stdout.write("Building generated/ and the docs site first...\n");
    runScript("build.ts");
  }
  if (bundleNeedsBuild()) runScript("bundle-server.ts");
} else if (!existsSync(BUNDLE)) {
  console.error("dist/server.mjs is missing: build it with `npm run build` (or start without BUILD_ON_START=0).");
  process.exit(1);
}
await import(pathToFileURL(BUNDLE).href);
