// The client as an app developer installs it: `npm pack` of client/ (its prepack builds dist),
// installed offline into an empty project with nothing but its own dependencies, then used
// by a plain .mjs script and by a strict TypeScript project against a running server.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const run = promisify(execFile);
const CLIENT = join(ROOT, "client");

let s: TestServer;
let work: string;
let app: string;
let tarball: string;
/** The client's runtime dependencies, transitively: what installing it may bring along. */
let dependencies: string[];

/** Names of `name`'s dependencies and theirs, from the repository's install. */
async function dependencyClosure(packageDir: string, seen = new Set<string>()): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (seen.has(name)) continue;
    seen.add(name);
    await dependencyClosure(join(ROOT, "node_modules", name), seen);
  }
  return seen;
}

async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run("npm", args, { cwd, env: { ...process.env, npm_config_update_notifier: "false" } });
  return stdout;
}

beforeAll(async () => {
  s = await startTestServer();
  work = await mkdtemp(join(tmpdir(), "invoicing-client-"));
  // The client's own tarball, built by its prepack; its dependencies packed from the
  // repository's install, so that the install below needs no network and no npm cache.
  const packed = JSON.parse(await npm(["pack", "--json", "--pack-destination", work], CLIENT)) as {
    filename: string;
  }[];
  tarball = join(work, packed[0]!.filename);
  dependencies = [...(await dependencyClosure(CLIENT))];
  const tarballs = [tarball];
  for (const name of dependencies) {
    const [dep] = JSON.parse(
      await npm(
        ["pack", "--json", "--ignore-scripts", "--pack-destination", work, join(ROOT, "node_modules", name)],
        work,
      ),
    ) as { filename: string }[];
    tarballs.push(join(work, dep!.filename));
  }
  app = join(work, "app");
  await mkdir(app);
  await writeFile(join(app, "package.json"), JSON.stringify({ name: "shop-app", private: true, type: "module" }));
  await npm(["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", ...tarballs], app);
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    INVOICING_URL: s.baseUrl,
    INVOICING_API_TOKEN: s.account.api_token,
    INVOICING_LEGACY_KEY: s.account.legacy_key,
    INVOICING_LEGACY_SECRET: s.account.legacy_secret,
  };
}

describe("npm pack of the client", () => {
  it("holds the built JavaScript and declarations, and no server code", async () => {
    const { stdout } = await run("tar", ["-tzf", tarball]);
    const files = stdout.split("\n").filter(Boolean);
    for (const entry of ["index", "v2", "v1", "legacy"]) {
      expect(files).toContain(`package/dist/${entry}.js`);
      expect(files).toContain(`package/dist/${entry}.d.ts`);
    }
    // The generated types and facades the entry points import travel inside the package.
    for (const generated of ["facade/v2", "facade/v1", "facade/legacy", "types/v2", "types/v1", "types/legacy"])
      expect(files).toContain(`package/dist/generated/${generated}.d.ts`);
    expect(files).toContain("package/README.md");
    expect(
      files.filter(
        (f) => !/^package\/(dist\/(generated\/(facade|types)\/)?[\w.-]+\.(js|d\.ts)|package\.json|README\.md)$/.test(f),
      ),
    ).toEqual([]);
    expect(files.some((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toBe(false);
  });

  it("installs with its own dependencies only: openapi-fetch, not the server's", async () => {
    expect(dependencies).toContain("openapi-fetch");
    const installed: string[] = [];
    for (const entry of await readdir(join(app, "node_modules"))) {
      if (entry.startsWith(".")) continue;
      if (entry.startsWith("@"))
        for (const scoped of await readdir(join(app, "node_modules", entry))) installed.push(`${entry}/${scoped}`);
      else installed.push(entry);
    }
    expect(installed.sort()).toEqual(["@invoicing/client", ...dependencies].sort());
  });

  it("serves a plain .mjs script: facade, typed errors, request ids, both generations", async () => {
    await writeFile(
      join(app, "app.mjs"),
      `import { createV1Api, createLegacyApi, RefusalError } from "@invoicing/client";
const v1 = createV1Api({ baseUrl: process.env.INVOICING_URL, apiToken: process.env.INVOICING_API_TOKEN, language: "en" });
const created = await v1.customers.create({ name: "Loja do Pacote", vat_number: "999999990", type: "Particular", vat_type: "Debitar IVA" });
const ids = [];
for await (const customer of v1.customers.listAll()) ids.push(customer.id);
const refused = await v1.customers.create({ name: "Loja", vat_number: "123456780", type: "Empresarial", vat_type: "Debitar IVA" }).catch((e) => e);
const legacy = createLegacyApi({ baseUrl: process.env.INVOICING_URL, key: process.env.INVOICING_LEGACY_KEY, secret: process.env.INVOICING_LEGACY_SECRET });
const cliente = await legacy.clientes.criar({ codigo: "C-MJS", nome: "Loja do Script" });
console.log(JSON.stringify({
  created: created.data.id,
  ids,
  requestId: created.$response.requestId,
  refusal: refused instanceof RefusalError ? [refused.status, refused.code, refused.field, typeof refused.requestId] : String(refused),
  legacy: typeof cliente.id,
}));
`,
    );
    const { stdout } = await run(process.execPath, ["app.mjs"], { cwd: app, env: env() });
    const out = JSON.parse(stdout) as {
      created: number;
      ids: number[];
      requestId: string;
      refusal: unknown[];
      legacy: string;
    };
    expect(out.ids).toContain(out.created);
    expect(out.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.refusal).toEqual([403, "vat_number.invalid", "vat_number", "string"]);
    expect(out.legacy).toBe("number");
  });

  it("serves a strict TypeScript project: the types come from the .d.ts, and they bite", async () => {
    await writeFile(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022", "DOM"],
          types: [],
          strict: true,
          skipLibCheck: false,
          outDir: "out",
        },
        files: ["shop.ts"],
      }),
    );
    await writeFile(
      join(app, "shop.ts"),
      `import { createV1Api, ApiError, type RefusalCode } from "@invoicing/client";
import { createV1Client } from "@invoicing/client/v1";
import type { LegacyApi } from "@invoicing/client/legacy";
import type { V2Api } from "@invoicing/client/v2";

const v1 = createV1Api({ baseUrl: process.env.INVOICING_URL ?? "", apiToken: process.env.INVOICING_API_TOKEN ?? "" });
const item = await v1.items.create({ reference: "TS-1", description: "Artigo tipado", unit: "UN", vat: "23.00", type: "Mercadorias" });
const id: number = item.data.id;
// @ts-expect-error a misspelled field does not compile
await v1.items.create({ reference: "TS-2", descripton: "Erro", unit: "UN", vat: "23.00", type: "Mercadorias" }).catch(() => undefined);
const code: RefusalCode = "vat_number.invalid";
const failure = await v1.customers.create({ name: "X", vat_number: "123456780", type: "Empresarial", vat_type: "Debitar IVA" }).catch((e: unknown) => e);
const raw = await createV1Client({ baseUrl: process.env.INVOICING_URL ?? "", apiToken: process.env.INVOICING_API_TOKEN ?? "" }).POST("/items/list", { body: {} });
const legacyClientes: keyof LegacyApi = "clientes";
// @ts-expect-error v2 has no envelope: a find answers the record, or null
const v2Name: (v: V2Api) => Promise<string> = async (v) => (await v.customers.find({ value: "1", search_in: "ID" })).data.name;
void v2Name;
console.log(JSON.stringify({ id, matches: failure instanceof ApiError && failure.code === code, listed: raw.data?.data.length, legacyClientes }));
declare const process: { env: Record<string, string | undefined> };
`,
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    await run(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: app }).catch((e: { stdout?: string }) => {
      throw new Error(`tsc failed:\n${e.stdout ?? String(e)}`);
    });
    const { stdout } = await run(process.execPath, ["out/shop.js"], { cwd: app, env: env() });
    expect(JSON.parse(stdout)).toEqual({
      id: expect.any(Number),
      matches: true,
      listed: 1,
      legacyClientes: "clientes",
    });
  });
});
