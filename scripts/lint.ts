// `npm run lint`: the TypeSpec linter (configured in spec/tspconfig.yaml) with warnings as
// errors, then Redocly's lint of every generated OpenAPI document (rules in redocly.yaml) and
// Spectral's OWASP API Security rules (.spectral.yaml, with its reasoned exceptions), which
// fail on any finding.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../server/generations.ts";
import { SPEC_GENERATIONS } from "./spec-generations.ts";

function run(label: string, args: string[]): void {
  try {
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: "pipe", encoding: "utf8" });
    process.stdout.write(`${label}: ok\n`);
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    process.stderr.write(`${label} failed:\n${e.stdout ?? ""}${e.stderr ?? ""}\n`);
    process.exit(1);
  }
}

run("TypeSpec lint", [
  join(ROOT, "node_modules", "@typespec", "compiler", "cmd", "tsp.js"),
  "compile",
  "spec",
  "--no-emit",
  "--warn-as-error",
]);
run("OpenAPI lint (Redocly)", [
  join(ROOT, "node_modules", "@redocly", "cli", "lib", "index.js"),
  "lint",
  "--format",
  "stylish",
]);
run("OpenAPI security lint (Spectral OWASP)", [
  join(ROOT, "node_modules", "@stoplight", "spectral-cli", "dist", "index.js"),
  "lint",
  "--ruleset",
  join(ROOT, ".spectral.yaml"),
  "--fail-severity",
  "hint",
  "--display-only-failures",
  ...SPEC_GENERATIONS.map((g) => join("generated", "openapi", g.openapiFile)),
]);
