// Regenerates everything derived from spec/: the OpenAPI documents, TypeScript types and client
// facades under generated/ (committed) and the docs site under dist/docs (served at /docs).
//   tsx scripts/build.ts [--out DIR] [--no-docs]
// --out writes the generated tree elsewhere (the drift test compares it with generated/).
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildDocsSite } from "../docs/build.ts";
import { GENERATIONS, ROOT } from "./generations.ts";
import { facadeSource } from "./client-facade.ts";
import type { OpenApiDocument } from "../server/http/openapi-document.ts";
import { parse } from "yaml";

/** Body fields each generation's client fills in itself. */
const CLIENT_HIDDEN_FIELDS: Record<string, readonly string[]> = { v1: ["api_token"], legacy: [] };


function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export async function buildGenerated(outDir: string): Promise<void> {
  const openapiDir = join(outDir, "openapi");
  const typesDir = join(outDir, "types");
  const clientDir = join(outDir, "client");
  rmSync(openapiDir, { recursive: true, force: true });
  rmSync(typesDir, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
  mkdirSync(typesDir, { recursive: true });
  mkdirSync(clientDir, { recursive: true });

  const tsp = join(ROOT, "node_modules", "@typespec", "compiler", "cmd", "tsp.js");
  try {
    execFileSync(
      process.execPath,
      [tsp, "compile", join(ROOT, "spec"), "--warn-as-error", "--option", `@typespec/openapi3.emitter-output-dir=${openapiDir}`],
      { stdio: "pipe", encoding: "utf8" },
    );
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    throw new Error(`TypeSpec compilation failed:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }

  const emitted = readdirSync(openapiDir).sort();
  for (const gen of GENERATIONS) {
    if (!emitted.includes(gen.openapiFile)) throw new Error(`TypeSpec did not emit ${gen.openapiFile} (got ${emitted.join(", ")})`);
    const source = readFileSync(join(openapiDir, gen.openapiFile), "utf8");
    // defaultNonNullable off: a request field with a default stays optional for clients.
    const ast = await openapiTS(source, { alphabetize: false, exportType: false, defaultNonNullable: false });
    const header = `// Generated from generated/openapi/${gen.openapiFile} by scripts/build.ts. Do not edit.\n`;
    writeFileSync(join(typesDir, `${gen.name}.ts`), header + astToString(ast));
    const facade = facadeSource(parse(source) as OpenApiDocument, { name: gen.name, openapiFile: gen.openapiFile, hiddenFields: CLIENT_HIDDEN_FIELDS[gen.name] ?? [] });
    writeFileSync(join(clientDir, `${gen.name}.ts`), facade);
  }
}

async function main(): Promise<void> {
  const out = resolve(arg("--out") ?? join(ROOT, "generated"));
  await buildGenerated(out);
  if (!process.argv.includes("--no-docs")) await buildDocsSite(join(out, "openapi"), join(ROOT, "dist", "docs"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
