// The client examples the READMEs and the typed-clients guide show (client/examples/*.ts) run
// as an app runs them, in a process of their own that imports the package by name, against a
// running server; the typecheck compiles them. The documents quote the files verbatim. The v2
// examples run against a fake of /api/v2 that answers as the v2 document says (v2-fake.ts),
// until the reference server serves v2.
import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { example as documentExample, failureExample, serveFake, success, V2Fake, type Script } from "./v2-fake.ts";

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
  /** Runs an example against a fake of /api/v2 answering by `script`; the fake's calls after it. */
  async function againstV2(name: string, script: Script): Promise<{ lines: string[]; fake: V2Fake }> {
    const fake = new V2Fake(script);
    const served = await serveFake(fake);
    try {
      const lines = await example(name, { INVOICING_URL: served.url, INVOICING_API_TOKEN: "chave-v2" });
      expect(fake.violations, "what the v2 document does not allow").toEqual([]);
      return { lines, fake };
    } finally {
      await served.close();
    }
  }

  it("v2-quick-start creates what its finds do not find, issues an invoice and gets its PDF", async () => {
    const finished = documentExample("Sales_create", /^Finished/) as { document_number: string; grand_total: number };
    const { lines, fake } = await againstV2("v2-quick-start.ts", (call) => {
      if (call.operationId.endsWith("_find")) return failureExample(call.operationId, 404);
      if (call.operationId === "Sales_create") return success("Sales_create", finished);
      return undefined;
    });
    expect(lines).toEqual([
      `${finished.document_number}: ${finished.grand_total.toFixed(2)} EUR`,
      `PDF at ${documentExample("Sales_download") as string}`,
    ]);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /items/find",
      "POST /items",
      "POST /customers/find",
      "POST /customers",
      "POST /sales",
      `POST /sales/${(documentExample("Sales_create", /^Finished/) as { id: number }).id}/download`,
    ]);
    // The sale names the records the creates answered.
    const customer = documentExample("Customers_create") as { id: number };
    const item = documentExample("Items_create") as { id: number };
    expect(fake.callsOf("Sales_create")[0]!.body).toMatchObject({
      customer: customer.id,
      items: [{ id: item.id }],
    });
    expect(new Set(fake.calls.map((c) => c.headers.get("authorization")))).toEqual(new Set(["Bearer chave-v2"]));
  });

  it("v2-errors shows a refusal's code from Refusal-Code and a NotFoundError", async () => {
    const refused = failureExample("Customers_create", 400);
    const { lines } = await againstV2("v2-errors.ts", (call) =>
      call.operationId === "Customers_create" ? refused : failureExample(call.operationId, 404),
    );
    expect(lines).toEqual([
      `Refused (400 vat_number.invalid): ${refused.body as string}`,
      expect.stringMatching(/^Not found: sale\.not_found \(request [0-9a-f-]{36}\)$/),
    ]);
  });
});
