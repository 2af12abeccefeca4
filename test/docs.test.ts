// The docs site: built from the committed generated/openapi, checked as files (determinism,
// tag groups, guides, links) and over HTTP, then rendered in headless Chromium with every
// request outside 127.0.0.1 refused and recorded.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import express from "express";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildDocsSite, GUIDES } from "../docs/build.ts";
import { operationsOf, type OpenApiDocument } from "../docs/openapi.ts";
import { docsRouter } from "../docs/serve.ts";
import { computeTagGroups, groupOfTag, tagsOf, UNTAGGED, type TagGroup } from "../docs/tag-groups.ts";
import { GENERATIONS, ROOT } from "../scripts/generations.ts";

const OPENAPI_DIR = join(ROOT, "generated", "openapi");
const CHROMIUM = "/usr/bin/chromium";
const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) {
  console.warn(`SKIPPED: the docs browser test needs Chromium at ${CHROMIUM}, which does not exist here (install it with: apt-get install -y --no-install-recommends chromium).`);
}

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

/** The document embedded in a built reference page (what Redoc renders). */
function embeddedDocument(site: string, name: string): OpenApiDocument & { "x-tagGroups": TagGroup[] } {
  const html = readFileSync(join(site, "reference", `${name}.html`), "utf8");
  const match = /<script id="openapi-document" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`reference/${name}.html embeds no document`);
  return JSON.parse(match[1]!) as OpenApiDocument & { "x-tagGroups": TagGroup[] };
}

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
    for (const file of a) expect(readFileSync(join(siteB, file)).equals(readFileSync(join(siteA, file))), file).toBe(true);
  });

  it("has the landing page, a reference per generation and the raw documents unchanged", () => {
    const index = readFileSync(join(siteA, "index.html"), "utf8");
    for (const gen of GENERATIONS) {
      expect(existsSync(join(siteA, "reference", `${gen.name}.html`))).toBe(true);
      expect(readFileSync(join(siteA, "openapi", gen.openapiFile)).equals(readFileSync(join(OPENAPI_DIR, gen.openapiFile)))).toBe(true);
      expect(index).toContain(`<code>${gen.basePath}</code>`);
      expect(index).toContain(`href="reference/${gen.name}.html"`);
      expect(index).toContain(`href="openapi/${gen.openapiFile}"`);
    }
  });

  it("puts every tag of each document in exactly one x-tagGroup, and every operation under a grouped tag", () => {
    for (const gen of GENERATIONS) {
      const source = documentOf(gen.openapiFile);
      const embedded = embeddedDocument(siteA, gen.name);
      const grouped = embedded["x-tagGroups"].flatMap((g) => g.tags);
      expect(new Set(grouped).size, `${gen.name}: a tag is in two groups`).toBe(grouped.length);
      const expected = tagsOf(source);
      if (operationsOf(source).some(({ operation }) => !operation.tags?.length)) expected.push(UNTAGGED);
      expect([...grouped].sort()).toEqual([...expected].sort());
      for (const { operation } of operationsOf(embedded)) for (const tag of operation.tags ?? []) expect(grouped).toContain(tag);
      expect(operationsOf(embedded).length).toBe(operationsOf(source).length);
    }
  });

  it("groups tag names sensibly and keeps unknown tags in Other", () => {
    expect(groupOfTag("Sales")).toBe("Sales & receipts");
    expect(groupOfTag("Receipts")).toBe("Sales & receipts");
    expect(groupOfTag("Documentos")).toBe("Sales & receipts");
    expect(groupOfTag("Customers")).toBe("Customers");
    expect(groupOfTag("Clientes")).toBe("Customers");
    expect(groupOfTag("Items")).toBe("Items & stock");
    expect(groupOfTag("Stock movements")).toBe("Items & stock");
    expect(groupOfTag("Artigos")).toBe("Items & stock");
    expect(groupOfTag("Bookings")).toBe("Bookings");
    expect(groupOfTag("Unavailabilities")).toBe("Bookings");
    expect(groupOfTag("Warehouses")).toBe("Administration");
    expect(groupOfTag("Document types")).toBe("Administration");
    expect(groupOfTag("VAT rates")).toBe("Administration");
    expect(groupOfTag("Administration")).toBe("Administration");
    expect(groupOfTag("Webhooks")).toBe("Other");
    const groups = computeTagGroups(["Zebra", "Sales", "Customers"]);
    expect(groups).toEqual([
      { name: "Sales & receipts", tags: ["Sales"] },
      { name: "Customers", tags: ["Customers"] },
      { name: "Other", tags: ["Zebra"] },
    ]);
  });

  it("renders every guide, linked from the index, with the sections taken from the documents", () => {
    const index = readFileSync(join(siteA, "index.html"), "utf8");
    for (const guide of GUIDES) {
      expect(existsSync(join(siteA, "guides", `${guide.slug}.html`)), guide.slug).toBe(true);
      expect(index).toContain(`href="guides/${guide.slug}.html"`);
    }
    const v1 = documentOf(GENERATIONS.find((g) => g.name === "v1")!.openapiFile);
    const errors = readFileSync(join(siteA, "guides", "errors.html"), "utf8");
    for (const gen of GENERATIONS) expect(errors).toContain(`<code>${gen.basePath}</code>`);
    expect(errors).toContain("401"); // from the status tables of the descriptions
    const forms = readFileSync(join(siteA, "guides", "input-forms.html"), "utf8");
    for (const name of ["Decimal5", "Decimal2", "BooleanInput", "Mixed", "DateString"]) {
      if (v1.components?.schemas?.[name]) expect(forms, name).toContain(`<code>${name}</code>`);
    }
    expect(forms).not.toContain("<!-- generated");
  });

  it("names client factories and errors that the client package exports", async () => {
    const client = (await import("../client/index.ts")) as Record<string, unknown>;
    const guide = readFileSync(join(ROOT, "docs", "guides", "typed-clients.md"), "utf8");
    const named = [...new Set([...guide.matchAll(/\b(?:create(?:V1|Legacy)(?:Api|Client)|[A-Z][A-Za-z]*Error)\b/g)].map((m) => m[0]))].sort();
    expect(named).toEqual(expect.arrayContaining(["createLegacyApi", "createLegacyClient", "createV1Api", "createV1Client", "RefusalError"]));
    for (const name of named) expect(typeof client[name], `client/index.ts exports ${name}`).toBe("function");
  });

  it("has no broken local link and loads nothing from outside the site", () => {
    const htmlFiles = filesUnder(siteA).filter((f) => f.endsWith(".html"));
    const ids = new Map(htmlFiles.map((f) => [f, new Set([...readFileSync(join(siteA, f), "utf8").matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))]));
    for (const file of htmlFiles) {
      const html = readFileSync(join(siteA, file), "utf8");
      for (const [, attr, url] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(url!)) {
          expect(attr, `${file}: ${url} is loaded from outside the site`).toBe("href");
          continue;
        }
        const [path, fragment] = url!.split("#", 2);
        const target = path ? relative(siteA, resolve(dirname(join(siteA, file)), path)) : file;
        expect(existsSync(join(siteA, target)), `${file} links to a missing ${url}`).toBe(true);
        if (fragment && target.endsWith(".html") && !target.startsWith("reference/")) {
          expect(ids.get(target)?.has(fragment), `${file} links to a missing anchor ${url}`).toBe(true);
        }
      }
      expect(html, file).not.toMatch(/<link[^>]+href="https?:/);
    }
    const css = readFileSync(join(siteA, "assets", "site.css"), "utf8");
    expect(css).not.toMatch(/url\(|@import/);
  });
});

describe("docs server", () => {
  let server: Server;
  let base = "";
  let unbuiltBase = "";
  let unbuiltServer: Server;

  beforeAll(async () => {
    const listen = async (app: express.Express): Promise<[Server, string]> => {
      const s = app.listen(0, "127.0.0.1");
      await new Promise<void>((ok, fail) => s.once("listening", ok).once("error", fail));
      return [s, `http://127.0.0.1:${(s.address() as AddressInfo).port}`];
    };
    const app = express();
    app.use("/docs", docsRouter(siteA));
    [server, base] = await listen(app);
    const unbuilt = express();
    unbuilt.use("/docs", docsRouter(join(temp, "never-built")));
    [unbuiltServer, unbuiltBase] = await listen(unbuilt);
  });

  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    await new Promise((ok) => unbuiltServer.close(ok));
  });

  it("serves the site with its content types and redirects /docs to /docs/", async () => {
    const redirect = await fetch(`${base}/docs`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/docs/");
    const index = await fetch(`${base}/docs/`);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await index.text()).toContain("Invoicing API");
    const css = await fetch(`${base}/docs/assets/site.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    const js = await fetch(`${base}/docs/assets/redoc.standalone.js`);
    expect(js.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    const yaml = await fetch(`${base}/docs/openapi/${GENERATIONS[0]!.openapiFile}`);
    expect(yaml.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    const missing = await fetch(`${base}/docs/no-such-page.html`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Not found");
  });

  it("answers a clear 404 when the site was not built", async () => {
    const res = await fetch(`${unbuiltBase}/docs/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Docs not built: run npm run build");
  });

  it.skipIf(!HAS_CHROMIUM)("renders the index and both references in Chromium without leaving 127.0.0.1", async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    // Kept after the run only when DOCS_SCREENSHOT_DIR names a directory to keep them in.
    const shots = process.env.DOCS_SCREENSHOT_DIR ?? join(temp, "screenshots");
    mkdirSync(shots, { recursive: true });
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const external: string[] = [];
      const problems: string[] = [];
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
        if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
      });

      await page.goto(`${base}/docs/`);
      for (const gen of GENERATIONS) await page.locator(`a[href="reference/${gen.name}.html"]`).first().waitFor();
      await page.screenshot({ path: join(shots, "index.png"), fullPage: true });

      for (const gen of GENERATIONS) {
        const doc = documentOf(gen.openapiFile);
        const ops = operationsOf(doc);
        const summary = ops.find(({ operation }) => operation.summary)?.operation.summary;
        expect(summary, `${gen.name} has an operation with a summary`).toBeTruthy();
        await page.goto(`${base}/docs/reference/${gen.name}.html`);
        // Redoc renders each operation as a section with its summary as heading.
        const heading = page.locator("h2", { hasText: summary! }).first();
        await heading.waitFor({ timeout: 30_000 });
        await heading.scrollIntoViewIfNeeded();
        expect(await page.locator('[data-section-id^="operation/"]').count()).toBe(ops.length);
        const shot = join(shots, `${gen.name}.png`);
        await page.screenshot({ path: shot });
        expect(statSync(shot).size).toBeGreaterThan(0);
        console.log(`docs screenshot: ${shot}`);
      }

      expect(external, "requests that left 127.0.0.1").toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
