// Builds the static docs site from the generated OpenAPI documents: a landing page, a static
// reference per generation (try-it console, code samples, search), the Decisions and error
// catalogue pages, the raw documents and the guides. The site loads nothing from outside
// itself, and the same input always gives byte-identical output.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { GENERATIONS, type Generation } from "../server/generations.ts";
import { DecisionLog, decisionsPage } from "./decisions.ts";
import { errorCatalogue } from "./error-catalogue.ts";
import { guideFiles, guideSection } from "./guide-sections.ts";
import { acceptedForms, assertOpenApiDocument, operationsOf, type OpenApiDocument } from "./openapi.ts";
import { decisionMarker, referencePages } from "./reference.ts";
import { escapeHtml, inlineMarkdown, markdownTitle, markdownToHtml, page, type NavLink } from "./render.ts";
import { guideEntries, type SearchEntry } from "./search-index.ts";

const DOCS_DIR = dirname(fileURLToPath(import.meta.url));
const GUIDES_DIR = join(DOCS_DIR, "guides");
const ASSETS_DIR = join(DOCS_DIR, "assets");

export interface GuideInfo {
  /** File name without `.md` under docs/guides; the page is guides/<slug>.html. */
  readonly slug: string;
  /** One line for the lists of guides. */
  readonly summary: string;
}

/** The guides, in reading order. Every Markdown file of docs/guides must be listed here. */
export const GUIDES: readonly GuideInfo[] = [
  {
    slug: "getting-started",
    summary: "Run the service, find the demo keys and send a first request to each generation.",
  },
  {
    slug: "first-invoice",
    summary: "Customer, item, finished invoice, PDF, e-mail, receipt, search and cancellation, with real answers.",
  },
  {
    slug: "authentication",
    summary: "Credentials of both generations, demo and production data, plans and limits, languages.",
  },
  {
    slug: "document-lifecycle",
    summary: "Drafts, finishing, numbering, cancellation, corrective documents, receipts and open accounts.",
  },
  {
    slug: "fiscal-essentials",
    summary: "Tax numbers, ATCUD, QR code, series communication, VAT rates and exemptions, rounding.",
  },
  {
    slug: "signed-documents",
    summary: "What sign puts in a PDF (PAdES), which certificate signs, and loading a qualified one.",
  },
  {
    slug: "callbacks",
    summary: "The paid callback of sales: when it is sent, its signature and how to verify it, retries.",
  },
  {
    slug: "migrating-v1",
    summary: "From v1 to v2: Bearer key, verbs, bare answers and errors; operation, field and answer maps.",
  },
  { slug: "migrating-legacy", summary: "From the legacy generation to v1: operation map and field-by-field map." },
  {
    slug: "typed-clients",
    summary:
      "The TypeScript client of both generations: install, resource methods, typed errors, retries, pagination and idempotency.",
  },
  { slug: "errors", summary: "Statuses and the success and failure bodies of both generations." },
  {
    slug: "input-forms",
    summary: "Numbers as strings, comma decimals, 1/0 booleans, empty strings: what each input schema accepts.",
  },
  { slug: "changelog", summary: "Versions of the API and changes of this toolkit's contract." },
  {
    slug: "contract-runner",
    summary: "Testing a deployment against the contract: phases, checks, verdicts, fuzz coverage, CI.",
  },
  {
    slug: "architecture",
    summary: "The server's parts and how a request flows through them, and where each kind of change goes.",
  },
  { slug: "benchmarks", summary: "The latest figures of the benches, on SQLite and PostgreSQL, and how to run them." },
];

/** How each generation authenticates, in one paragraph (HTML) for the landing page. */
const AUTHENTICATION: Record<Documented["name"], string> = {
  v2:
    "Every request carries <code>Authorization: Bearer &lt;key&gt;</code>, and the key travels nowhere " +
    "else. The key is the account's API key, the one v1 takes as <code>api_token</code>: the production " +
    "key acts on production data, the demo key on the demo data set. A missing, malformed or unknown key " +
    "answers <code>401</code>.",
  v1:
    "Every request is a <code>POST</code> with a JSON body that carries <code>api_token</code>, " +
    "the account's API key; there is no authentication header. Each account has two keys: one acts " +
    "on production data, the other on the demo data set. A missing or unknown key answers " +
    "<code>401</code>.",
  legacy:
    "Every request carries <code>Authorization: Basic base64(key:secret)</code> with the account's " +
    "legacy key and secret. Invalid credentials answer <code>401</code>; a header that is not in " +
    "the Basic format answers <code>403</code>.",
};

/** The common input schemas of the input-forms guide, in this order, where the v1 document has them. */
const INPUT_SCHEMAS = [
  "Id",
  "IntegerInput",
  "DigitString",
  "Decimal5",
  "Decimal5String",
  "Decimal2",
  "Decimal2String",
  "DecimalInput",
  "Decimal5Number",
  "Decimal2Number",
  "Count",
  "Year",
  "PaperWidth",
  "PaperMargin",
  "PrintCopies",
  "Days",
  "MixedText",
  "SearchText",
  "BooleanInput",
  "EmptyString",
  "Mixed",
  "DateString",
  "DateTimeMinutesString",
  "Email",
  "PhoneDigits",
  "MobileNumber",
  "PostalCodePT",
  "NifString",
  "Country",
] as const;
/** Forms of returned values, for the same guide. */
const OUTPUT_SCHEMAS = ["DecimalOut", "FlagOut", "TimestampString"] as const;

/** A generation this site documents. */
type Documented = Generation;

/** Every generation the server serves, the newest first: new integrations start at the top. */
export const DOCUMENTED_GENERATIONS: readonly Documented[] = GENERATIONS;

interface LoadedGeneration {
  gen: Documented;
  raw: string;
  doc: OpenApiDocument;
}

export async function buildDocsSite(openapiDir: string, outDir: string): Promise<void> {
  const out = resolve(outDir);
  if (DOCS_DIR === out || DOCS_DIR.startsWith(out + sep))
    throw new Error(`Refusing to build the docs site over its own sources: ${out}`);

  const loaded: LoadedGeneration[] = DOCUMENTED_GENERATIONS.map((gen) => {
    const file = join(openapiDir, gen.openapiFile);
    const raw = readFileSync(file, "utf8");
    const doc: unknown = parse(raw);
    assertOpenApiDocument(doc, file);
    return { gen, raw, doc };
  });

  const files = new Map<string, string | Buffer>();
  for (const asset of ["site.css", "site.js"]) files.set(`assets/${asset}`, readFileSync(join(ASSETS_DIR, asset)));
  const search: SearchEntry[] = [];
  const log = new DecisionLog();
  const urls = new Map<string, Map<string, string>>();
  const nav = navLinks();

  for (const g of loaded) {
    files.set(`openapi/${g.gen.openapiFile}`, g.raw);
    const ref = referencePages(g.gen, g.doc, log);
    urls.set(g.gen.name, ref.urls);
    search.push(...ref.search);
    for (const p of ref.pages) {
      const depth = p.path.split("/").length - 1;
      files.set(
        p.path,
        page({
          title: p.title,
          root: "../".repeat(depth),
          current: g.gen.name,
          bodyClass: depth > 1 ? "reference" : "reference-overview",
          main: p.main,
          nav,
        }),
      );
    }
  }

  const errors = errorCatalogue(loaded.map((g) => ({ name: g.gen.name, doc: g.doc, urls: urls.get(g.gen.name)! })));
  files.set(
    "errors.html",
    page({
      title: "Error catalogue: Invoicing API",
      root: "",
      current: "errors",
      bodyClass: "errors",
      main: errors.main,
      nav,
    }),
  );
  search.push(...errors.search);

  const guides = guideSources();
  for (const [path, content] of guideFiles()) files.set(path, content);
  for (const guide of guides) {
    files.set(`guides/${guide.slug}.html`, guidePage(guide, guides, loaded, log));
    search.push(...guideEntries(guide.slug, guide.title, guide.markdown));
  }

  const decisions = log.decisions;
  const decisionsMain = decisionsPage(decisions, (g, op) => urls.get(g)?.get(op), inlineMarkdown, escapeHtml);
  files.set(
    "decisions.html",
    page({
      title: "Decisions: Invoicing API",
      root: "",
      current: "decisions",
      bodyClass: "decisions",
      main: decisionsMain,
      nav,
    }),
  );
  search.push({
    k: "page",
    t: "Decisions",
    s: `${decisions.length} decisions behind the reference`,
    u: "decisions.html",
    x: "inferred behaviour choices",
  });
  search.push({
    k: "page",
    t: "Error catalogue",
    s: "Every refusal code with its status and messages",
    u: "errors.html",
    x: "errors codes refusals",
  });
  files.set("assets/search-index.json", JSON.stringify(search));
  files.set("index.html", indexPage(loaded, guides));

  rmSync(out, { recursive: true, force: true });
  for (const [path, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const target = join(out, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

// ---- pages ---------------------------------------------------------------------------------

function navLinks(): (NavLink & { key: string })[] {
  return [
    ...DOCUMENTED_GENERATIONS.map((gen) => ({
      key: gen.name,
      href: `reference/${gen.name}.html`,
      label: `${referenceLabel(gen)} reference`,
    })),
    { key: "guides", href: "index.html#guides", label: "Guides" },
    { key: "errors", href: "errors.html", label: "Errors" },
    { key: "decisions", href: "decisions.html", label: "Decisions" },
  ];
}

function referenceLabel(gen: Generation): string {
  return /^v\d/.test(gen.name) ? gen.name : gen.name[0]!.toUpperCase() + gen.name.slice(1);
}

function indexPage(loaded: readonly LoadedGeneration[], guideList: readonly GuideSource[]): string {
  const cards = loaded
    .map(({ gen, doc }) => {
      const intro = firstParagraph(doc.info.description ?? "");
      return `    <article class="generation" id="${gen.name}">
      <h2>${escapeHtml(gen.title)}</h2>
      <p class="facts">Base path <code>${escapeHtml(gen.basePath)}</code> · ${operationsOf(doc).length} operations · version ${escapeHtml(doc.info.version)}</p>
      ${intro ? markdownToHtml(intro).trim() : ""}
      <h3>Authentication</h3>
      <p>${AUTHENTICATION[gen.name]}</p>
      <p class="links">
        <a class="button" href="reference/${gen.name}.html">${escapeHtml(referenceLabel(gen))} reference</a>
        <a href="openapi/${escapeHtml(gen.openapiFile)}" download>OpenAPI document (YAML)</a>
      </p>
    </article>`;
    })
    .join("\n");
  const guides = guideList
    .map((g) => `      <li><a href="guides/${g.slug}.html">${escapeHtml(g.title)}</a>: ${escapeHtml(g.summary)}</li>`)
    .join("\n");
  const main = `  <main class="content">
    <h1>Invoicing API</h1>
    <p class="lead">An HTTP and JSON API for Portuguese invoicing: sales documents (invoices, quotes, orders,
    transport guides), receipts, customers, items and stock, bookings and the administration tables.
    The generations of the interface run side by side on the same data; new integrations use the newest,
    ${escapeHtml(loaded[0]?.gen.title ?? "")}. Answers are in Portuguese by default;
    send <code>Accept-Language: en</code> for English messages.</p>
    <p class="actions">
      <a class="button" href="guides/getting-started.html">Get started</a>
      <a class="button" href="guides/first-invoice.html">Your first invoice</a>
${loaded.map(({ gen }) => `      <a class="button secondary" href="reference/${gen.name}.html">${escapeHtml(referenceLabel(gen))} reference</a>`).join("\n")}
      <a class="button secondary" href="errors.html">Error catalogue</a>
    </p>
    <section class="generations">
${cards}
    </section>
    <section id="guides">
      <h2>Guides</h2>
      <ul class="guide-list">
${guides}
      </ul>
    </section>
    <section id="documents">
      <h2>OpenAPI documents</h2>
      <p>Every generation is described by an OpenAPI ${escapeHtml(loaded[0]?.doc.openapi ?? "3.1")} document, the source of the references above:</p>
      <ul>
${loaded.map(({ gen }) => `        <li><a href="openapi/${escapeHtml(gen.openapiFile)}" download>${escapeHtml(gen.openapiFile)}</a> (${escapeHtml(gen.title)})</li>`).join("\n")}
      </ul>
    </section>
  </main>`;
  return page({
    title: "Invoicing API documentation",
    root: "",
    current: "home",
    bodyClass: "home",
    main,
    nav: navLinks(),
  });
}

interface GuideSource extends GuideInfo {
  title: string;
  markdown: string;
}

function guideSources(): GuideSource[] {
  const listed = new Set(GUIDES.map((g) => `${g.slug}.md`));
  const unlisted = readdirSync(GUIDES_DIR).filter((f) => f.endsWith(".md") && !listed.has(f));
  if (unlisted.length > 0)
    throw new Error(`docs/guides has guides missing from GUIDES in docs/build.ts: ${unlisted.join(", ")}`);
  return GUIDES.map((g) => {
    const file = join(GUIDES_DIR, `${g.slug}.md`);
    const markdown = readFileSync(file, "utf8");
    return { ...g, markdown, title: markdownTitle(markdown, relative(DOCS_DIR, file)) };
  });
}

function guidePage(
  guide: GuideSource,
  guideList: readonly GuideSource[],
  loaded: readonly LoadedGeneration[],
  log: DecisionLog,
): string {
  const markdown = guide.markdown.replace(/^<!-- generated: ([a-z0-9-]+) -->$/gm, (_, name: string) =>
    generatedSection(name, guide.slug, loaded, log),
  );
  const others = guideList
    .map(
      (g) =>
        `        <li><a href="${g.slug}.html"${g.slug === guide.slug ? ' aria-current="page"' : ""}>${escapeHtml(g.title)}</a></li>`,
    )
    .join("\n");
  const main = `  <main class="content guide">
${markdownToHtml(markdown)}
    <nav class="guides" aria-label="Guides">
      <h2>Guides</h2>
      <ul>
${others}
      </ul>
    </nav>
  </main>`;
  return page({
    title: `${guide.title}: Invoicing API`,
    root: "../",
    current: "guides",
    bodyClass: "guide",
    main,
    nav: navLinks(),
  });
}

// ---- sections rendered from the documents ----------------------------------------------------

function generatedSection(name: string, slug: string, loaded: readonly LoadedGeneration[], log: DecisionLog): string {
  switch (name) {
    case "service-descriptions":
      return loaded.map((g) => serviceDescription(g, log)).join("\n\n");
    case "input-forms":
      return schemaSections(v1Document(loaded), INPUT_SCHEMAS, "Accepts", log);
    case "output-forms":
      return schemaSections(v1Document(loaded), OUTPUT_SCHEMAS, "Returned as", log);
    default: {
      const section = guideSection(name, loaded);
      if (section === undefined) throw new Error(`docs/guides/${slug}.md: unknown generated section "${name}"`);
      return section;
    }
  }
}

function serviceDescription({ gen, doc }: LoadedGeneration, log: DecisionLog): string {
  const text = log.clean(
    doc.info.description ?? "The document has no description.",
    { generation: gen.name },
    decisionMarker("../"),
  );
  const description = demoteHeadings(text);
  return `## ${gen.title}: \`${gen.basePath}\`

${description}

Reference: [${gen.title}](../reference/${gen.name}.html). Document: [${gen.openapiFile}](../openapi/${gen.openapiFile}).`;
}

function v1Document(loaded: readonly LoadedGeneration[]): OpenApiDocument {
  const v1 = loaded.find((g) => g.gen.name === "v1");
  if (!v1) throw new Error("The input-forms guide needs the v1 document");
  return v1.doc;
}

function schemaSections(doc: OpenApiDocument, names: readonly string[], label: string, log: DecisionLog): string {
  const schemas = doc.components?.schemas ?? {};
  const sections = names
    .filter((name) => schemas[name])
    .map((name) => {
      const schema = schemas[name]!;
      const forms = acceptedForms(schema, schemas)
        .map((f) => `- ${f}`)
        .join("\n");
      return `### \`${name}\`\n\n${log.clean(schema.description ?? "", { generation: "v1", field: name }, decisionMarker("../"))}\n\n${label}:\n\n${forms}`;
    });
  return sections.length > 0 ? sections.join("\n\n") : "_The document defines none of these schemas yet._";
}

function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,4})(?=[ \t])/gm, "$1##");
}

function firstParagraph(markdown: string): string {
  return markdown.trim().split(/\n[ \t]*\n/)[0] ?? "";
}
