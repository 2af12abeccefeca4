// Regenerates everything derived from spec/: the OpenAPI documents, TypeScript types and the
// server's handler interfaces under generated/ (committed), the client package's own copy of
// the types with its facades under client/generated/ (committed, so that the package builds
// from its folder alone) and the docs site under dist/docs (served at /docs).
//   tsx scripts/build.ts [--out DIR] [--client-out DIR] [--spec DIR] [--no-docs]
// --out and --client-out write the two trees elsewhere (the drift test compares them with the
// committed ones).
// Every step writes into a staging directory beside its target; the targets are replaced only
// once every step has succeeded, so a failing build leaves the previous output as it was and
// names the step and the file that failed.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { buildDocsSite } from "../docs/build.ts";
import { ROOT } from "../server/generations.ts";
import { facadeSource } from "./client-facade.ts";
import { handlerInterfacesSource } from "./handler-interfaces.ts";
import { boundsIntoBranches } from "./nullable-bounds.ts";
import { SPEC_GENERATIONS } from "./spec-generations.ts";
import type { OpenApiDocument } from "../server/http/openapi-document.ts";
import { expandInputForms, type ExpandableDocument } from "@invoicing/input-forms";
import { parse, stringify } from "yaml";

/**
 * The generations whose typed client the package ships, with the body fields the client fills
 * in itself. A generation of the spec without an entry gets its types and handler interfaces
 * under generated/ but no client files.
 */
const CLIENT_HIDDEN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  v1: ["api_token"],
  legacy: [],
  v2: [],
};

/** A build step that failed: which one, on which file, and what its tool said. */
export class BuildError extends Error {
  constructor(
    readonly step: string,
    readonly file: string | undefined,
    readonly detail: string,
  ) {
    super(
      `Build step "${step}" failed${file ? ` on ${file}` : ""}:\n${detail.trimEnd()}\nThe previous output was left as it was.`,
    );
    this.name = "BuildError";
  }
}

export interface BuildOptions {
  /** The TypeSpec project to compile (default spec/). */
  readonly specDir?: string;
  /** Where the client package's generated types and facades go; undefined writes none. */
  readonly clientDir?: string;
  /** Where the docs site goes; undefined builds no docs. */
  readonly docsDir?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const DIAGNOSTIC = /^(\S+\.tsp):(\d+):(\d+) - (error|warning) (\S+): (.*)$/;

/** The compiler's diagnostics, one line each (without the code frames), and the first file named. */
function typespecFailure(output: string): BuildError {
  // Colours are asked off, and stripped anyway: a CI environment (`CI` set) turns them on.
  const lines = stripVTControlCharacters(output).split("\n");
  const diagnostics = lines.filter((line) => DIAGNOSTIC.test(line));
  const first = diagnostics[0] === undefined ? undefined : DIAGNOSTIC.exec(diagnostics[0]);
  const file = first ? `${first[1]}:${first[2]}:${first[3]}` : undefined;
  const shown = diagnostics.slice(0, 20);
  const more = diagnostics.length > shown.length ? `\n... and ${diagnostics.length - shown.length} more` : "";
  return new BuildError("TypeSpec compile", file, shown.length > 0 ? shown.join("\n") + more : output.trim());
}

/** Runs one step, turning any failure into a BuildError that names it. */
async function step<T>(name: string, file: string | undefined, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof BuildError) throw err;
    throw new BuildError(name, file, err instanceof Error ? err.message : String(err));
  }
}

/** A fresh directory beside `target` (same file system, so that it can be renamed over it). */
function stagingBeside(target: string): string {
  mkdirSync(dirname(target), { recursive: true });
  return mkdtempSync(join(dirname(target), `.${basename(target)}.build-`));
}

/** Puts `staged` in place of `target`; the previous `target` is restored if the swap fails. */
function replaceDir(target: string, staged: string): void {
  const previous = `${target}.previous-${process.pid}`;
  rmSync(previous, { recursive: true, force: true });
  const had = existsSync(target);
  if (had) renameSync(target, previous);
  try {
    renameSync(staged, target);
  } catch (err) {
    if (had) renameSync(previous, target);
    throw err;
  }
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Compiles the spec and derives the types into `outDir` and, when given, the client's types and
 * facades into `clientOut` (each a directory of its own, fresh).
 */
async function emitGenerated(outDir: string, specDir: string, clientOut: string | undefined): Promise<void> {
  const openapiDir = join(outDir, "openapi");
  const typesDir = join(outDir, "types");
  mkdirSync(typesDir, { recursive: true });
  // The client gets the same types as a copy of its own: a published package cannot reach
  // generated/, and the server keeps importing generated/ without depending on the client.
  const clientTypesDir = clientOut === undefined ? undefined : join(clientOut, "types");
  const facadeDir = clientOut === undefined ? undefined : join(clientOut, "facade");
  if (clientTypesDir !== undefined) mkdirSync(clientTypesDir, { recursive: true });
  if (facadeDir !== undefined) mkdirSync(facadeDir, { recursive: true });

  const tsp = join(ROOT, "node_modules", "@typespec", "compiler", "cmd", "tsp.js");
  try {
    execFileSync(
      process.execPath,
      [
        tsp,
        "compile",
        specDir,
        "--warn-as-error",
        "--pretty",
        "false",
        "--option",
        `@typespec/openapi3.emitter-output-dir=${openapiDir}`,
      ],
      { cwd: ROOT, stdio: "pipe", encoding: "utf8" },
    );
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    throw typespecFailure(`${e.stdout ?? ""}${e.stderr ?? ""}`);
  }

  const emitted = existsSync(openapiDir) ? readdirSync(openapiDir).sort() : [];
  for (const gen of SPEC_GENERATIONS) {
    const file = `generated/openapi/${gen.openapiFile}`;
    if (!emitted.includes(gen.openapiFile))
      throw new BuildError(
        "TypeSpec compile",
        file,
        `TypeSpec did not emit ${gen.openapiFile} (got ${emitted.join(", ") || "nothing"})`,
      );
    // TypeSpec writes each field's own type; the published document also states, beside it, the
    // forms real clients send there (input-forms/expand.ts). The client's types and facade are
    // made from the former, so that typed code is guided to the canonical forms.
    const source = stringify(boundsIntoBranches(parse(readFileSync(join(openapiDir, gen.openapiFile), "utf8"))), {
      lineWidth: 0,
      aliasDuplicateObjects: false,
    });
    await step("input forms", file, () => {
      const expanded = expandInputForms(parse(source) as ExpandableDocument);
      writeFileSync(
        join(openapiDir, gen.openapiFile),
        stringify(expanded, { lineWidth: 0, aliasDuplicateObjects: false }),
      );
    });
    await step("openapi-typescript", file, async () => {
      // defaultNonNullable off: a request field with a default stays optional for clients.
      const ast = await openapiTS(source, { alphabetize: false, exportType: false, defaultNonNullable: false });
      const header = `// Generated from ${file} by scripts/build.ts. Do not edit.\n`;
      const types = header + astToString(ast);
      writeFileSync(join(typesDir, `${gen.name}.ts`), types);
      const hiddenFields = CLIENT_HIDDEN_FIELDS[gen.name];
      if (clientTypesDir === undefined || facadeDir === undefined || hiddenFields === undefined) return;
      writeFileSync(join(clientTypesDir, `${gen.name}.ts`), types);
      const facade = facadeSource(parse(source) as OpenApiDocument, {
        name: gen.name,
        openapiFile: gen.openapiFile,
        hiddenFields,
      });
      writeFileSync(join(facadeDir, `${gen.name}.ts`), facade);
    });
    await step("handler interfaces", file, () => {
      const handlers = handlerInterfacesSource(parse(source) as OpenApiDocument, gen);
      writeFileSync(join(typesDir, `${gen.name}-handlers.ts`), handlers);
    });
  }
}

/**
 * Builds generated/ (into `outDir`) and, when asked, the client's generated files and the docs
 * site, each in a staging directory; only when every step succeeded do they replace the
 * previous output.
 */
export async function build(outDir: string, options: BuildOptions = {}): Promise<void> {
  const out = resolve(outDir);
  const specDir = resolve(options.specDir ?? join(ROOT, "spec"));
  const staged: { target: string; staging: string }[] = [];
  try {
    const generated = stagingBeside(out);
    staged.push({ target: out, staging: generated });
    let client: string | undefined;
    if (options.clientDir !== undefined) {
      const target = resolve(options.clientDir);
      client = stagingBeside(target);
      staged.push({ target, staging: client });
    }
    await emitGenerated(generated, specDir, client);
    if (options.docsDir !== undefined) {
      const docs = resolve(options.docsDir);
      const site = stagingBeside(docs);
      staged.push({ target: docs, staging: site });
      await step("docs site", relative(ROOT, docs) || docs, () => buildDocsSite(join(generated, "openapi"), site));
    }
  } catch (err) {
    for (const s of staged) rmSync(s.staging, { recursive: true, force: true });
    throw err;
  }
  for (const s of staged) replaceDir(s.target, s.staging);
}

/** The generated trees alone (OpenAPI documents and types; the client's files when asked) into `outDir`. */
export async function buildGenerated(outDir: string, options: Omit<BuildOptions, "docsDir"> = {}): Promise<void> {
  await build(outDir, options);
}

async function main(): Promise<void> {
  const out = resolve(arg("--out") ?? join(ROOT, "generated"));
  const spec = arg("--spec");
  await build(out, {
    clientDir: resolve(arg("--client-out") ?? join(ROOT, "client", "generated")),
    ...(spec ? { specDir: resolve(spec) } : {}),
    ...(process.argv.includes("--no-docs") ? {} : { docsDir: join(ROOT, "dist", "docs") }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
