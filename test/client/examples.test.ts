// The client examples the READMEs and the typed-clients guide show (client/examples/*.ts) run
// as an app runs them, in a process of their own that imports the package by name, against a
// running server (v2's too); the typecheck compiles them. The documents quote the files
// verbatim.
import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const run = promisify(execFile);
const EXAMPLES = join(ROOT, "client", "examples");

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  await s.close();
});

/** Runs an example as `node app.ts` would with tsx, the package resolved to its sources. */
async function example(name: string, env: Record<string, string> = {}): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ["--conditions=invoicing-source", "--import", "tsx", join(EXAMPLES, name)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        INVOICING_URL: s.baseUrl,
        INVOICING_API_TOKEN: s.account.api_token,
        INVOICING_LEGACY_KEY: s.account.legacy_key,
        INVOICING_LEGACY_SECRET: s.account.legacy_secret,
        ...env,
      },
    },
  );
  return stdout.trim().split("\n");
}

describe("client examples", () => {
  it("quick-start issues an invoice and gets its PDF", async () => {
    const [invoice, pdf] = await example("quick-start.ts");
    expect(invoice).toMatch(/^FT \S+\/1: 26\.50 EUR$/);
    expect(pdf).toMatch(/^PDF at http:\/\/127\.0\.0\.1:\d+\/files\//);
  });

  it("errors shows a refusal's code and field, a NotFoundError and the return mode", async () => {
    expect(await example("errors.ts")).toEqual([
      expect.stringMatching(/^Refused, vat_number: .*valid/i),
      expect.stringMatching(/^Not found: sale\.not_found \(request [0-9a-f-]{36}\)$/),
      expect.stringMatching(/^AuthenticationError: /),
    ]);
  });

  it("pagination walks every customer", async () => {
    const lines = await example("pagination.ts");
    expect(lines.at(-1)).toMatch(/^\d+ customers$/);
    expect(Number(lines.at(-1)!.split(" ")[0])).toBeGreaterThan(0);
  });

  it("retries logs each answer, replays a keyed create and lists under a signal", async () => {
    const lines = await example("retries.ts");
    expect(lines).toContain("true true");
    expect(lines.filter((l) => l.startsWith("Customers_create -> 200"))).toEqual([
      expect.stringMatching(/^Customers_create -> 200 [0-9a-f-]{36}$/),
      expect.stringMatching(/^Customers_create -> 200 \(replayed\) [0-9a-f-]{36}$/),
    ]);
    expect(lines.at(-1)).toMatch(/^\d+ sales on the first page$/);
  });

  it("legacy creates and finds a customer, then shows the refusal of a taken code", async () => {
    expect(await example("legacy.ts")).toEqual([
      expect.stringMatching(/^\d+ Padaria Central, Lda$/),
      "422 customer.code.taken (codigo)",
    ]);
  });

  it("covers every example file, and the client README quotes each one verbatim", async () => {
    const files = (await readdir(EXAMPLES)).filter((f) => f.endsWith(".ts")).sort();
    expect(files).toEqual([
      "errors.ts",
      "legacy.ts",
      "pagination.ts",
      "quick-start.ts",
      "retries.ts",
      "v2-errors.ts",
      "v2-quick-start.ts",
    ]);
    const readme = await readFile(join(ROOT, "client", "README.md"), "utf8");
    for (const file of files) {
      const source = (await readFile(join(EXAMPLES, file), "utf8")).trimEnd();
      expect(readme, `client/README.md quotes examples/${file}`).toContain(`\`\`\`ts\n${source}\n\`\`\``);
    }
  });
});

describe("v2 client examples", () => {
  it("v2-quick-start creates what its finds do not find, issues an invoice and gets its PDF", async () => {
    const first = await example("v2-quick-start.ts");
    expect(first).toEqual([
      expect.stringMatching(/^FT \S+\/\d+: 26\.50 EUR$/),
      expect.stringMatching(/^PDF at http:\/\/127\.0\.0\.1:\d+\/files\/.+\.pdf$/),
    ]);
    // Run again, its finds find what the first run created, and a second invoice is issued.
    const again = await example("v2-quick-start.ts");
    expect(again[0]).toMatch(/^FT \S+\/\d+: 26\.50 EUR$/);
    expect(again[0]).not.toBe(first[0]);
    expect(await s.v2Api().customers.find({ value: "513284923", search_in: "Vat Number" })).toMatchObject({
      name: "Padaria Central, Lda",
    });
  });

  it("v2-errors shows a refusal's code from Refusal-Code and a NotFoundError", async () => {
    expect(await example("v2-errors.ts")).toEqual([
      expect.stringMatching(/^Refused \(400 vat_number\.invalid\): .+/),
      expect.stringMatching(/^Not found: sale\.not_found \(request [0-9a-f-]{36}\)$/),
    ]);
  });
});
