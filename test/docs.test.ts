// The docs site: built from the committed generated/openapi, checked as files (determinism,
// guides, links, reader-facing text, decisions, error catalogue, samples), then served beside
// the API on one origin and driven in headless Chromium with every request outside 127.0.0.1
// refused and recorded: landing buttons, search, try-it, guides, first-render time, screenshots.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import express from "express";
import { chromium, type Browser, type Page } from "playwright-core";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildDocsSite, DOCUMENTED_GENERATIONS, GUIDES } from "../docs/build.ts";
import { refusalCodes } from "../docs/error-catalogue.ts";
import { DecisionLog } from "../docs/decisions.ts";
import { operationsOf, type OpenApiDocument } from "../docs/openapi.ts";
import { exampleRank } from "../docs/reference.ts";
import { docsRouter } from "../server/pages/docs.ts";
import { computeTagGroups, groupOfTag } from "../docs/tag-groups.ts";
import { ROOT } from "../server/generations.ts";
import { createApp } from "../server/app.ts";
import { configFromEnv } from "../server/config.ts";
import { createAccount, type AccountKeys } from "../server/modules/provisioning/account-commands.ts";
import { ensureSigningKey } from "../server/modules/documents/signature.ts";
import { openStore, type Store } from "../server/store/database.ts";
import { TestClock } from "./support/server.ts";
import { requireChromium, skipBrowserTests } from "./support/chromium.ts";

const OPENAPI_DIR = join(ROOT, "generated", "openapi");
const SKIP_BROWSER = skipBrowserTests("the docs browser test");
/** Screenshots for review (gitignored); DOCS_SCREENSHOT_DIR puts them elsewhere. */
const SHOTS = process.env.DOCS_SCREENSHOT_DIR ?? join(ROOT, "test-output", "docs-screenshots");

const temp = mkdtempSync(join(tmpdir(), "docs-test-"));
const siteA = join(temp, "site-a");
const siteB = join(temp, "site-b");

function documentOf(file: string): OpenApiDocument {
  return parse(readFileSync(join(OPENAPI_DIR, file), "utf8")) as OpenApiDocument;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

const read = (file: string) => readFileSync(join(siteA, file), "utf8");
const text = (html: string) => html.replace(/<[^>]+>/g, " ");

/** In-page URLs (data:, and blob: of a local page) and 127.0.0.1 are local; anything else left the machine. */
function isLocal(href: string): boolean {
  if (href.startsWith("data:")) return true;
  if (href.startsWith("blob:")) return isLocal(href.slice("blob:".length));
  return URL.canParse(href) && new URL(href).hostname === "127.0.0.1";
}

let buildMs = 0;
beforeAll(async () => {
  const started = performance.now();
  await buildDocsSite(OPENAPI_DIR, siteA);
  buildMs = performance.now() - started;
  await buildDocsSite(OPENAPI_DIR, siteB);
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("docs build", () => {
  it("is fast and deterministic: two builds are byte-identical", () => {
    expect(buildMs).toBeLessThan(10_000);
    const a = filesUnder(siteA);
    expect(a).toEqual(filesUnder(siteB));
    for (const file of a)
      expect(readFileSync(join(siteB, file)).equals(readFileSync(join(siteA, file))), file).toBe(true);
  });

  it("has the landing page, a reference per generation with every operation, and the raw documents unchanged", () => {
    const index = read("index.html");
    for (const gen of DOCUMENTED_GENERATIONS) {
      expect(
        readFileSync(join(siteA, "openapi", gen.openapiFile)).equals(readFileSync(join(OPENAPI_DIR, gen.openapiFile))),
      ).toBe(true);
      expect(index).toContain(`<code>${gen.basePath}</code>`);
      expect(index).toContain(`href="reference/${gen.name}.html"`);
      const pages = filesUnder(join(siteA, "reference", gen.name)).map((f) => read(join("reference", gen.name, f)));
      for (const { operation } of operationsOf(documentOf(gen.openapiFile))) {
        expect(
          pages.filter((p) => p.includes(`<section class="operation" id="${operation.operationId}">`)).length,
          operation.operationId,
        ).toBe(1);
      }
    }
  });

  it("groups tag names sensibly and keeps unknown tags in Other", () => {
    expect(groupOfTag("Sales")).toBe("Sales & receipts");
    expect(groupOfTag("Documentos")).toBe("Sales & receipts");
    expect(groupOfTag("Clientes")).toBe("Customers");
    expect(groupOfTag("Stock movements")).toBe("Items & stock");
    expect(groupOfTag("Unavailabilities")).toBe("Bookings");
    expect(groupOfTag("Document types")).toBe("Administration");
    expect(groupOfTag("Webhooks")).toBe("Other");
    expect(computeTagGroups(["Zebra", "Sales"])).toEqual([
      { name: "Sales & receipts", tags: ["Sales"] },
      { name: "Other", tags: ["Zebra"] },
    ]);
  });

  it("keeps reconstruction notes out of the reference and lists each on the Decisions page, linked by a marker", () => {
    const decisions = read("decisions.html");
    const ids = new Set([...decisions.matchAll(/<section class="decision" id="(d-\d+)">/g)].map((m) => m[1]!));
    expect(ids.size).toBeGreaterThan(50);
    for (const file of filesUnder(siteA).filter((f) => f.endsWith(".html") && f !== "decisions.html")) {
      const words = text(read(file));
      expect(words, file).not.toMatch(/\binferred\b/i);
      expect(words, file).not.toMatch(/\bthe documents (do|only|state|say|show|record)\b/i);
      expect(words, file).not.toMatch(/\bthe evidence\b/i);
      for (const [, id] of read(file).matchAll(/href="(?:\.\.\/)*decisions\.html#(d-\d+)"/g))
        expect(ids.has(id!), `${file} marks ${id}`).toBe(true);
    }
    expect(decisions).toMatch(/field <code>[a-z_]+<\/code>/);
    expect(decisions).toMatch(/field <code>answer: data\.[a-z_]+<\/code>/);
  });

  it("lists every inference of the v2 spec on the Decisions page with a v2 place", () => {
    // Descriptions of the v2 document that mark an inference and are not v1's (those are v1's decisions).
    const withInference = (doc: unknown): string[] => {
      const out: string[] = [];
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object")
          for (const [k, x] of Object.entries(v))
            if (k === "description" && typeof x === "string") {
              if (/\binferred\b/i.test(x)) out.push(x);
            } else walk(x);
      };
      walk(doc);
      return [...new Set(out)];
    };
    const v1 = new Set(withInference(documentOf("Invoicing.V1.openapi.yaml")));
    const v2 = withInference(documentOf("Invoicing.V2.openapi.yaml")).filter((d) => !v1.has(d));
    expect(v2.length).toBeGreaterThan(20);
    const plain = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/[`*]/g, "")
        .replace(/\s+/g, " ")
        .trim();
    const page = read("decisions.html");
    const decisions = [...page.matchAll(/<section class="decision" id="d-\d+"><h2>[^<]*<\/h2>(.*?)<\/section>/gs)].map(
      ([, body]) => ({
        text: plain(body!.slice(0, body!.indexOf('<ul class="places">'))),
        v2: body!.includes("<li>v2 ·"),
      }),
    );
    for (const description of v2) {
      const log = new DecisionLog();
      log.clean(description, { generation: "v2" }, () => "");
      expect(log.decisions.length, description).toBeGreaterThan(0);
      for (const d of log.decisions) {
        const text = plain(d.text.replace(/</g, "&lt;").replace(/>/g, "&gt;"));
        expect(
          decisions.some((x) => x.v2 && x.text === text),
          `decision missing from the page (or without a v2 place): ${text}`,
        ).toBe(true);
      }
    }
  });

  it("shows an invoice as the first example of sales/create, and code samples in four languages on every operation", () => {
    expect(
      exampleRank("Transport guide (Guia de Transporte)", { document_type: "Guia de Transporte" }),
    ).toBeGreaterThan(exampleRank("Finished invoice", { document_type: "Factura" }));
    const sales = read("reference/v1/sales.html");
    const create = sales.slice(sales.indexOf('id="Sales_create"'));
    const firstExample = /<details class="example" open><summary>([^<]+)<\/summary>/.exec(create)?.[1];
    expect(firstExample).toMatch(/invoice|factura/i);
    for (const lang of ["curl", "typescript", "php", "python"])
      expect(create).toContain(`<pre class="code sample" data-lang="${lang}"`);
    expect(create).toContain("v1.sales.create(");
    expect(read("reference/v1/customers.html")).toContain("v1.customers.accountsOpen.download(1");
    const legacy = filesUnder(join(siteA, "reference", "legacy"))
      .map((f) => read(join("reference", "legacy", f)))
      .join("");
    expect(legacy).toContain("legacy.documentos.criar(");
    // v2: the Bearer key in every sample, and the facade's names of createV2Api.
    const v2Sales = read("reference/v2/sales.html");
    const v2Create = v2Sales.slice(v2Sales.indexOf('id="Sales_create"'));
    expect(v2Create).toContain("createV2Api");
    expect(v2Create).toContain("v2.sales.create(");
    expect(v2Create).toContain("curl -X POST http://localhost:8080/api/v2/sales \\\n  -H &quot;Authorization: Bearer");
    const v2Samples = v2Create.slice(v2Create.indexOf('<div class="samples"'), v2Create.indexOf("</section>"));
    expect(v2Samples).toContain("Authorization: Bearer");
    expect(v2Samples).not.toContain("api_token");
    expect(v2Sales).toContain("v2.sales.update(1, {");
    expect(read("reference/v2/items.html")).toContain("v2.items.delete.image(1)");
    const count = (html: string) => (html.match(/<div class="samples"/g) ?? []).length;
    for (const gen of DOCUMENTED_GENERATIONS) {
      const all = filesUnder(join(siteA, "reference", gen.name))
        .map((f) => read(join("reference", gen.name, f)))
        .join("");
      expect(count(all)).toBe(operationsOf(documentOf(gen.openapiFile)).length);
    }
  });

  it("lists every refusal code in the error catalogue with its status and both languages per generation", () => {
    const page = read("errors.html");
    const codes = refusalCodes(documentOf(DOCUMENTED_GENERATIONS.find((g) => g.name === "v1")!.openapiFile));
    expect(codes.length).toBeGreaterThan(50);
    for (const { code } of codes) expect(page, code).toContain(`id="${code}"`);
    const auth = page.slice(page.indexOf('id="auth.api_token.invalid"'));
    expect(auth).toMatch(/<th scope="row">v1<\/th><td class="status">401<\/td>/);
    expect(auth).toContain("any operation");
    expect(page).toContain('lang="pt"');
    // v2 beside v1 and legacy, with the statuses and words of the server's v2 tables.
    const row = (code: string, gen: string) => {
      const section = page.slice(page.indexOf(`id="${code}"`));
      return new RegExp(`<th scope="row">${gen}</th><td class="status">([^<]*)</td><td class="rendering">`).exec(
        section.slice(0, section.indexOf("</section>")),
      )?.[1];
    };
    expect(row("auth.api_token.invalid", "v2")).toBe("401");
    expect(auth).toContain("A chave da API indicada em Authorization: Bearer não é válida");
    expect(row("customer.search.no_results", "v2")).toBe("404");
    expect(row("customer.search.no_results", "v1")).toBe("403");
    expect(row("customer.not_found", "v2")).toBe("404 (path or find); 400 (body field)");
    expect(row("account.plan.expired", "v2")).toBe("403");
    expect(row("sale.items.empty", "v2")).toBe("400");
    expect(row("sale.items.empty", "v1")).toBe("403");
    expect(page).toMatch(/<td class="rendering">bare string; code in <code>Refusal-Code<\/code><\/td>/);
    for (const { code } of codes) expect(row(code, "v2"), code).toMatch(/^\d{3}\b/);
  });

  it("renders every guide, linked from the index, with its generated sections", () => {
    const index = read("index.html");
    for (const guide of GUIDES) {
      expect(existsSync(join(siteA, "guides", `${guide.slug}.html`)), guide.slug).toBe(true);
      expect(index).toContain(`href="guides/${guide.slug}.html"`);
      expect(read(`guides/${guide.slug}.html`), guide.slug).not.toContain("<!-- generated");
    }
    // The v1 → v2 guide: its generated maps, linked from getting started.
    const migrating = read("guides/migrating-v1.html");
    for (const { method, path } of operationsOf(documentOf("Invoicing.V2.openapi.yaml")))
      expect(migrating, `${method} ${path}`).toContain(`<code>${method.toUpperCase()} /api/v2${path}</code>`);
    expect(migrating).toContain("<code>other_contacts</code>");
    expect(read("guides/getting-started.html")).toContain('href="migrating-v1.html"');
    const forms = read("guides/input-forms.html");
    for (const name of ["Decimal5", "BooleanInput", "DateString"])
      expect(forms, name).toContain(`<code>${name}</code>`);
  });

  it("names client factories and errors that the client package exports", async () => {
    const client = (await import("../client/index.ts")) as Record<string, unknown>;
    const guide = readFileSync(join(ROOT, "docs", "guides", "typed-clients.md"), "utf8");
    const named = [
      ...new Set(
        [...guide.matchAll(/\b(?:create(?:V1|Legacy)(?:Api|Client)|[A-Z][A-Za-z]*Error)\b/g)].map((m) => m[0]),
      ),
    ].sort();
    expect(named).toEqual(
      expect.arrayContaining([
        "createLegacyApi",
        "createLegacyClient",
        "createV1Api",
        "createV1Client",
        "RefusalError",
      ]),
    );
    for (const name of named) expect(typeof client[name], `client/index.ts exports ${name}`).toBe("function");
  });

  it("indexes operations, fields, guides and error codes for the search", () => {
    const entries = JSON.parse(read("assets/search-index.json")) as { k: string; t: string; u: string; x: string }[];
    const kinds = new Set(entries.map((e) => e.k));
    for (const kind of ["operation", "field", "guide", "section", "error"]) expect(kinds.has(kind), kind).toBe(true);
    expect(entries.some((e) => e.k === "operation" && e.x.includes("sales/create"))).toBe(true);
  });

  it("has no broken local link and loads nothing from outside the site", () => {
    const htmlFiles = filesUnder(siteA).filter((f) => f.endsWith(".html"));
    const ids = new Map(htmlFiles.map((f) => [f, new Set([...read(f).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));
    for (const file of htmlFiles) {
      const html = read(file);
      for (const [, attr, url] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(url!)) {
          expect(attr, `${file}: ${url} is loaded from outside the site`).toBe("href");
          continue;
        }
        const [path, fragment] = url!.split("#", 2);
        const target = path ? relative(siteA, resolve(dirname(join(siteA, file)), path)) : file;
        expect(existsSync(join(siteA, target)), `${file} links to a missing ${url}`).toBe(true);
        if (fragment && target.endsWith(".html"))
          expect(ids.get(target)?.has(fragment), `${file} links to a missing anchor ${url}`).toBe(true);
      }
      expect(html, file).not.toMatch(/<(link|script|img)[^>]+(href|src)="https?:/);
    }
    expect(read("assets/site.css")).not.toMatch(/url\(|@import/);
  });
});

describe("docs site served beside the API", () => {
  let server: Server;
  let store: Store;
  let account: AccountKeys;
  let base = "";
  let unbuiltBase = "";
  let unbuiltServer: Server;

  beforeAll(async () => {
    const listen = async (app: express.Express): Promise<[Server, string]> => {
      const s = app.listen(0, "127.0.0.1");
      await new Promise<void>((ok, fail) => s.once("listening", ok).once("error", fail));
      return [s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`];
    };
    const clock = new TestClock();
    store = await openStore(":memory:");
    await ensureSigningKey(store.db);
    const api = createApp({
      store,
      clock,
      config: { ...configFromEnv({}), logLevel: "silent" },
      logger: pino({ level: "silent" }),
    });
    account = await createAccount(store, { name: "Docs demo", plan: "large" }, clock);
    // One origin, as `npm start` serves it: the site under test at /docs, the API beside it.
    const app = express();
    app.use("/docs", docsRouter(siteA));
    app.use(api.express);
    [server, base] = await listen(app);
    const unbuilt = express();
    unbuilt.use("/docs", docsRouter(join(temp, "never-built")));
    [unbuiltServer, unbuiltBase] = await listen(unbuilt);
  });

  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    await new Promise((ok) => unbuiltServer.close(ok));
    await store.close();
  });

  it("serves the site with its content types and redirects /docs to /docs/", async () => {
    const redirect = await fetch(`${base}/docs`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/docs/");
    const index = await fetch(`${base}/docs/`);
    expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await index.text()).toContain("Invoicing API");
    expect((await fetch(`${base}/docs/assets/site.js`)).headers.get("content-type")).toMatch(
      /^(text|application)\/javascript/,
    );
    expect((await fetch(`${base}/docs/assets/search-index.json`)).headers.get("content-type")).toMatch(
      /^application\/json/,
    );
    const yaml = await fetch(`${base}/docs/openapi/${DOCUMENTED_GENERATIONS[0]!.openapiFile}`);
    expect(yaml.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    const missing = await fetch(`${base}/docs/no-such-page.html`);
    expect(missing.status).toBe(404);
  });

  it("answers a clear 404 when the site was not built", async () => {
    const res = await fetch(`${unbuiltBase}/docs/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Docs not built: run npm run build");
  });

  describe.skipIf(SKIP_BROWSER)("in Chromium", () => {
    let browser: Browser;
    let page: Page;
    const external: string[] = [];
    const problems: string[] = [];

    beforeAll(async () => {
      const executablePath = requireChromium("the docs browser test");
      mkdirSync(SHOTS, { recursive: true });
      browser = await chromium.launch({
        executablePath,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      });
      page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.route("**/*", async (route) => {
        const url = route.request().url();
        if (isLocal(url)) await route.continue();
        else {
          external.push(url);
          await route.abort();
        }
      });
      page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(`console error: ${msg.text()} (${msg.location().url})`);
      });
    });

    afterAll(async () => {
      await browser?.close();
    });

    it("shows the landing page with visible buttons", async () => {
      await page.goto(`${base}/docs/`);
      const buttons = page.locator("a.button");
      expect(await buttons.count()).toBeGreaterThanOrEqual(4);
      for (const button of await buttons.all()) {
        await expect.poll(() => button.isVisible()).toBe(true);
        const [color, background] = await button.evaluate((el) => [
          getComputedStyle(el).color,
          getComputedStyle(el).backgroundColor,
        ]);
        expect(color, `${await button.textContent()}: text and background differ`).not.toBe(background);
      }
      await page.screenshot({ path: join(SHOTS, "landing.png"), fullPage: true });
    });

    it("renders the first v1 operation in under 2 s", async () => {
      const started = Date.now();
      await page.goto(`${base}/docs/reference/v1.html`);
      await page.locator(".ref-main, .reference-overview").first().waitFor();
      const first = page.locator("ul.op-list a").first();
      const href = await first.getAttribute("href");
      const opened = Date.now();
      await page.goto(`${base}/docs/reference/${href}`);
      await page.locator("section.operation h2").first().waitFor({ state: "visible" });
      const ms = Date.now() - opened;
      console.log(`docs: first v1 operation rendered in ${ms} ms (${href}); overview in ${opened - started} ms`);
      expect(ms).toBeLessThan(2000);
      await page.screenshot({ path: join(SHOTS, "operation.png") });
    });

    it("finds sales/create and a guide with the search", async () => {
      await page.goto(`${base}/docs/guides/getting-started.html`);
      const input = page.locator(".search-input");
      await input.fill("sales/create");
      await page.locator(`.search-results a[href$="#Sales_create"]`).first().waitFor();
      await input.fill("first invoice");
      await page.locator(`.search-results a[href$="guides/first-invoice.html"]`).first().waitFor();
      await input.fill("grand_total");
      await page.locator(".search-results li a").first().waitFor();
    });

    it("sends customers/list from the try-it console with the demo token and shows 200", async () => {
      await page.goto(`${base}/docs/reference/v1/customers.html#Customers_list`);
      await page.locator(".credentials .token").fill(account.test_api_token);
      await page.locator(".credentials .token").dispatchEvent("change");
      const console = page.locator("#Customers_list details.try-it");
      await console.locator("summary").click();
      await console.locator("button.send").click();
      await expect.poll(() => console.locator(".result .answer-status").textContent(), { timeout: 10_000 }).toBe("200");
      expect(await console.locator(".result pre").textContent()).toContain('"status": true');
      // The token is kept: another page sends with it without pasting it again.
      await page.goto(`${base}/docs/reference/v1/items.html`);
      expect(await page.locator(".credentials .token").inputValue()).toBe(account.test_api_token);
    });

    it("sends a legacy request with Basic auth from the key:secret pasted once", async () => {
      await page.goto(`${base}/docs/reference/legacy/clientes.html#Clientes_procurar`);
      await page.locator(".credentials .token").fill(`${account.legacy_key}:${account.legacy_secret}`);
      await page.locator(".credentials .token").dispatchEvent("change");
      const authorization = `Basic ${Buffer.from(`${account.legacy_key}:${account.legacy_secret}`).toString("base64")}`;
      const created = await fetch(`${base}/api/clientes/criar`, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/json" },
        body: JSON.stringify({ codigo: "DOCS1", nome: "Padaria Central, Lda" }),
      });
      expect(created.status).toBe(200);
      const tryIt = page.locator("#Clientes_procurar details.try-it");
      await tryIt.locator("summary").click();
      await tryIt.locator("textarea").fill(JSON.stringify({ valor: "DOCS1", tipo: "codigo" }));
      await tryIt.locator("button.send").click();
      await expect.poll(() => tryIt.locator(".result .answer-status").textContent(), { timeout: 10_000 }).toBe("200");
      expect(await tryIt.locator(".result pre").textContent()).toContain("Padaria Central");
    });

    it("sends a v2 find with Authorization: Bearer from the key pasted once, and shows the record", async () => {
      const headers = { Authorization: `Bearer ${account.test_api_token}`, "Content-Type": "application/json" };
      const created = await fetch(`${base}/api/v2/customers`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: "Mercearia Bearer, Lda",
          type: "Particular",
          vat_type: "Debitar IVA",
          other_contacts: "Rui",
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await page.goto(`${base}/docs/reference/v2/customers.html#Customers_find`);
      await page.locator(".credentials .token").fill(account.test_api_token);
      await page.locator(".credentials .token").dispatchEvent("change");
      const tryIt = page.locator("#Customers_find details.try-it");
      await tryIt.locator("summary").click();
      await tryIt.locator("textarea").fill(JSON.stringify({ value: String(id), search_in: "ID" }));
      const sent = page.waitForRequest((r) => r.url().endsWith("/api/v2/customers/find"));
      await tryIt.locator("button.send").click();
      const request = await sent;
      expect(request.method()).toBe("POST");
      expect(request.headers()["authorization"]).toBe(`Bearer ${account.test_api_token}`);
      expect(request.postData()).not.toContain("api_token");
      await expect.poll(() => tryIt.locator(".result .answer-status").textContent(), { timeout: 10_000 }).toBe("200");
      const shown = JSON.parse((await tryIt.locator(".result pre").textContent()) ?? "null") as Record<string, unknown>;
      expect(shown).toMatchObject({ id, name: "Mercearia Bearer, Lda", other_contacts: "Rui" });
    });

    it("loads every guide", async () => {
      for (const guide of GUIDES) {
        await page.goto(`${base}/docs/guides/${guide.slug}.html`);
        await page.locator("main h1").waitFor();
        if (guide.slug === "first-invoice") await page.screenshot({ path: join(SHOTS, "guide.png"), fullPage: false });
      }
      console.log(`docs screenshots: ${SHOTS}`);
    });

    it("left 127.0.0.1 for nothing and logged no error", () => {
      expect(external, "requests that left 127.0.0.1").toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
