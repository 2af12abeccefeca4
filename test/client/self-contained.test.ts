// The client package stands on its own folder: a copy of client/ with nothing beside it but its
// declared dependencies builds with its own `npm run build`, and the result runs; and no source
// under client/ imports a file outside it or a package it does not declare.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";

const run = promisify(execFile);
const CLIENT = join(ROOT, "client");
const manifest = JSON.parse(readFileSync(join(CLIENT, "package.json"), "utf8")) as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** What a checkout's client/ holds, less what a build or an install puts there. */
const skipped = (name: string) => name === "dist" || name === "node_modules" || name.endsWith(".tgz");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (skipped(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|mts|js|mjs)$/.test(e.name) ? [path] : [];
  });
}

const work = mkdtempSync(join(tmpdir(), "client-alone-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the client package is self-contained", () => {
  it("every import of client/ stays in the folder or names a package the client declares", () => {
    // The package itself by name: the examples import it as an app does.
    const allowed = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
    const outside: string[] = [];
    const files = sources(CLIENT);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      for (const { fileName: spec } of [...info.importedFiles, ...info.referencedFiles]) {
        const where = `${relative(ROOT, file)} imports ${spec}`;
        if (spec.startsWith(".") || spec.startsWith("/")) {
          const target = resolve(dirname(file), spec);
          if (!target.startsWith(CLIENT + sep)) outside.push(where);
        } else {
          const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
          if (!allowed.has(name)) outside.push(where);
        }
      }
    }
    expect(outside, "imports that leave client/: the package must build from its own folder").toEqual([]);
  });

  it("a copy of client/ alone builds with its own npm run build, and the built package runs", async () => {
    const copy = join(work, "client");
    cpSync(CLIENT, copy, { recursive: true, filter: (src) => !skipped(src.split(sep).pop()!) });
    // Only the packages the client declares, from the repository's install; nothing else is
    // reachable from the copy, so an import of the repository's files fails the build.
    const modules = join(copy, "node_modules");
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      mkdirSync(dirname(join(modules, name)), { recursive: true });
      symlinkSync(join(ROOT, "node_modules", name), join(modules, name), "dir");
    }
    mkdirSync(join(modules, ".bin"));
    symlinkSync(join(ROOT, "node_modules", "typescript", "bin", "tsc"), join(modules, ".bin", "tsc"));

    await run("npm", ["run", "build"], {
      cwd: copy,
      env: { ...process.env, npm_config_update_notifier: "false" },
    }).catch((e: { stdout?: string; stderr?: string }) => {
      throw new Error(`the client alone does not build:\n${e.stdout ?? ""}${e.stderr ?? String(e)}`);
    });

    // The entry points the package exports exist, and the facade runs from the built files.
    const exported = ["index", "v2", "v1", "legacy"].flatMap((entry) => [`dist/${entry}.js`, `dist/${entry}.d.ts`]);
    expect(exported.filter((f) => !existsSync(join(copy, f)))).toEqual([]);
    const built = (await import(pathToFileURL(join(copy, "dist", "index.js")).href)) as Record<string, unknown>;
    const v1 = (built.createV1Api as (o: object) => { sales: { create: unknown; listAll: unknown } })({
      baseUrl: "http://127.0.0.1:9",
      apiToken: "x",
    });
    expect(typeof v1.sales.create).toBe("function");
    expect(typeof v1.sales.listAll).toBe("function");
    expect(typeof built.createLegacyApi).toBe("function");
    // v2's find answers null on "nothing matched", from the built facade's table.
    const asked: string[] = [];
    const v2 = (built.createV2Api as (o: object) => { customers: { find: (body: object) => Promise<unknown> } })({
      baseUrl: "http://127.0.0.1:9",
      token: "x",
      fetch: (request: Request) => {
        asked.push(`${request.method} ${request.url} ${request.headers.get("authorization")}`);
        return Promise.resolve(
          new Response(JSON.stringify("Nenhum cliente encontrado"), {
            status: 404,
            headers: { "Content-Type": "application/json", "Refusal-Code": "customer.search.no_results" },
          }),
        );
      },
    });
    expect(await v2.customers.find({ value: "1", search_in: "ID" })).toBeNull();
    expect(asked).toEqual(["POST http://127.0.0.1:9/api/v2/customers/find Bearer x"]);
  }, 60_000);
});
