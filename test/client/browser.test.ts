// The client in a browser: bundled with esbuild as a browser app's bundler would (platform
// browser, the package resolved by name), loaded by a page in headless Chromium and used
// against the reference server across origins, which the server allows by CORS_ORIGINS.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { requireChromium, skipBrowserTests } from "../support/chromium.ts";

const SUITE = "the client's browser test";
const SKIP_BROWSER = skipBrowserTests(SUITE);

/** The app's code: imports the package by name and exposes one scenario for the test to run. */
const APP = `
import { createV1Api, createLegacyApi, ConnectionError, NotFoundError, RefusalError } from "@invoicing/client";

async function scenario(baseUrl, apiToken, legacyKey, legacySecret) {
  const responses = [];
  const v1 = createV1Api({ baseUrl, apiToken, language: "en", onResponse: (e) => responses.push(e.status) });
  const customer = await v1.customers.create({ name: "Loja do Browser", vat_number: "999999990", type: "Particular", vat_type: "Debitar IVA" });
  const ids = [];
  for await (const c of v1.customers.listAll()) ids.push(c.id);
  const refused = await v1.customers.create({ name: "Loja", vat_number: "123456780", type: "Empresarial", vat_type: "Debitar IVA" }).catch((e) => e);
  const missing = await v1.sales.find({ value: 999999, search_in: "ID" }).catch((e) => e);
  const key = "browser-" + crypto.randomUUID();
  const first = await v1.items.create({ reference: "WEB-1", description: "Artigo do browser", unit: "UN", vat: "23.00", type: "Mercadorias" }, { idempotencyKey: key });
  const again = await v1.items.create({ reference: "WEB-1", description: "Artigo do browser", unit: "UN", vat: "23.00", type: "Mercadorias" }, { idempotencyKey: key });
  const legacy = createLegacyApi({ baseUrl, key: legacyKey, secret: legacySecret });
  const cliente = await legacy.clientes.criar({ codigo: "C-WEB", nome: "Loja Web" });
  return {
    customer: customer.data.id,
    listed: ids.includes(customer.data.id),
    requestId: customer.$response.requestId,
    refusal: refused instanceof RefusalError ? [refused.status, refused.code, refused.field, refused.message, typeof refused.requestId] : String(refused),
    notFound: missing instanceof NotFoundError,
    sameItem: first.data.id === again.data.id,
    replayed: [first.$response.replayed, again.$response.replayed],
    legacy: typeof cliente.id,
    responses,
  };
}

async function denied(baseUrl, apiToken) {
  const v1 = createV1Api({ baseUrl, apiToken, maxAttempts: 1 });
  const error = await v1.customers.list().catch((e) => e);
  return error instanceof ConnectionError ? "ConnectionError" : String(error);
}

Object.assign(window, { scenario, denied });
`;

let s: TestServer;
let pages: Server;
let browser: Browser;
/** The page's origin, allowed by the server, and the same page at an origin that is not. */
let allowed: string;
let other: string;

async function openPage(origin: string): Promise<Page> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${origin}/`);
  await page
    .waitForFunction(() => "scenario" in window)
    .catch(() => {
      throw new Error(`the bundle did not load: ${errors.join("; ")}`);
    });
  return page;
}

beforeAll(async () => {
  if (SKIP_BROWSER) return;
  const executablePath = requireChromium(SUITE);
  const bundle = await build({
    stdin: { contents: APP, resolveDir: ROOT, sourcefile: "app.js", loader: "js" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // The package's TypeScript sources (its exports' invoicing-source condition): the same
    // code its dist holds, without building it first.
    conditions: ["invoicing-source"],
    write: false,
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]!.text;
  const html = `<!doctype html><meta charset="utf-8"><title>Shop</title><script type="module" src="/app.js"></script>`;
  pages = createServer((req, res) => {
    if (req.url === "/app.js") res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else res.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const port = (pages.address() as AddressInfo).port;
  allowed = `http://127.0.0.1:${port}`;
  other = `http://localhost:${port}`;
  s = await startTestServer({ config: { corsOrigins: [allowed] } });
  browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (pages) await new Promise<void>((resolve) => pages.close(() => resolve()));
  await s?.close();
});

describe.skipIf(SKIP_BROWSER)("the client in Chromium", () => {
  it("calls both generations from an allowed origin: facade, pagination, typed errors, idempotency, request ids", async () => {
    const page = await openPage(allowed);
    const result = await page.evaluate(
      ([baseUrl, token, key, secret]) =>
        (window as unknown as { scenario: (...a: string[]) => Promise<unknown> }).scenario(
          baseUrl!,
          token!,
          key!,
          secret!,
        ),
      [s.baseUrl, s.account.api_token, s.account.legacy_key, s.account.legacy_secret],
    );
    expect(result).toMatchObject({
      customer: expect.any(Number),
      listed: true,
      // X-Request-Id and Idempotent-Replayed are exposed to the page by CORS.
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      refusal: [403, "vat_number.invalid", "vat_number", expect.stringMatching(/valid/i), "string"],
      notFound: true,
      sameItem: true,
      replayed: [false, true],
      legacy: "number",
    });
    await page.close();
  });

  it("gets no answer from an origin the server does not allow", async () => {
    const page = await openPage(other);
    const result = await page.evaluate(
      ([baseUrl, token]) =>
        (window as unknown as { denied: (...a: string[]) => Promise<string> }).denied(baseUrl!, token!),
      [s.baseUrl, s.account.api_token],
    );
    expect(result).toBe("ConnectionError");
    await page.close();
  });
});
