// The static reference of one generation: an overview page and one page per tag with every
// operation (description, fields, examples with the common case first, responses, code
// samples and a try-it console), plus the search entries of its operations and fields.
// Rendered at build time, so a page shows its first operation without running any script.
import type { Generation } from "../server/generations.ts";
import type { DecisionLog } from "./decisions.ts";
import { operationsOf, refusalCodeOfExample, type OpenApiDocument } from "./openapi.ts";
import { embedJson, escapeHtml, inlineMarkdown, slugify } from "./render.ts";
import { facadePaths, samplesFor, type SampleGeneration } from "./samples.ts";
import { deref, fieldList, fieldsHtml, refName, type Schema } from "./schema-view.ts";
import type { SearchEntry } from "./search-index.ts";
import { computeTagGroups, tagsOf, UNTAGGED } from "./tag-groups.ts";

interface Example {
  summary?: string;
  description?: string;
  value?: unknown;
}

interface MediaType {
  schema?: Schema;
  examples?: Record<string, Example>;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> };
  responses?: Record<
    string,
    { description?: string; headers?: Record<string, { description?: string }>; content?: Record<string, MediaType> }
  >;
}

export interface RefOperation {
  id: string;
  method: string;
  path: string;
  tag: string;
  op: Operation;
}

export interface ReferencePages {
  /** Site-relative path → HTML main content and title. */
  pages: { path: string; title: string; main: string }[];
  search: SearchEntry[];
  operations: RefOperation[];
  /** Site-relative URL of each operation's anchor. */
  urls: Map<string, string>;
}

/** Marker link to the Decisions page (the page is one level below the site root). */
export function decisionMarker(root: string): (ids: number[]) => string {
  return (ids) =>
    ids
      .map(
        (id) =>
          `<a class="decision-mark" href="${root}decisions.html#d-${id}" title="How this was decided (decision ${id})" aria-label="Decision ${id}">i</a>`,
      )
      .join("");
}

/** Rank of an example: an invoice first, guides and corrective documents last. */
export function exampleRank(name: string, value: unknown): number {
  const type =
    typeof value === "object" && value !== null
      ? String((value as Record<string, unknown>).document_type ?? (value as Record<string, unknown>).tipo ?? "")
      : "";
  const text = `${name} ${type}`;
  if (
    /\b(guia|guide|transport|waybill|nota de cr[eé]dito|nota de d[eé]bito|credit note|debit note|correct|cancel|annul|receipt|recibo)/i.test(
      text,
    )
  )
    return 2;
  if (/\bfa[ck]?tura\b(?! (recibo|simplificada|pr[oó]))|\binvoice\b/i.test(text)) return 0;
  return 1;
}

export function orderedExamples(media: MediaType | undefined): [string, Example][] {
  const entries = Object.entries(media?.examples ?? {});
  if (entries.length === 0 && media?.example !== undefined) entries.push(["Example", { value: media.example }]);
  return entries
    .map((e, i) => ({ e, i, r: exampleRank(e[0], e[1].value) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}

function jsonBlock(value: unknown): string {
  return `<pre class="code"><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;
}

export function referencePages(
  gen: Generation & Pick<SampleGeneration, "name">,
  doc: OpenApiDocument,
  log: DecisionLog,
): ReferencePages {
  const operations: RefOperation[] = operationsOf(doc).map(({ path, method, operation }) => ({
    id: operation.operationId ?? `${method}-${path}`,
    method,
    path,
    tag: operation.tags?.[0] ?? UNTAGGED,
    op: operation as Operation,
  }));
  const facade = facadePaths(operations.map((o) => ({ operationId: o.id, method: o.method, path: o.path })));
  const tags = tagsOf(doc);
  if (operations.some((o) => o.tag === UNTAGGED) && !tags.includes(UNTAGGED)) tags.push(UNTAGGED);
  const groups = computeTagGroups(tags);
  const tagOrder = groups.flatMap((g) => g.tags).filter((t) => operations.some((o) => o.tag === t));
  const tagSlug = new Map(tagOrder.map((t) => [t, slugify(t)]));
  const tagDescription = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? ""]));
  const urls = new Map(operations.map((o) => [o.id, `reference/${gen.name}/${tagSlug.get(o.tag)}.html#${o.id}`]));
  const marker = decisionMarker("../../");
  const search: SearchEntry[] = [];
  const describe = (text: string, place: { operation?: string; field?: string }) =>
    inlineMarkdown(log.clean(text, { generation: gen.name, ...place }, marker));

  const nav = `<nav class="ref-nav" aria-label="${escapeHtml(gen.title)} operations">
<p class="ref-title"><a href="../${gen.name}.html">${escapeHtml(gen.title)}</a></p>
${groups
  .map(
    (g) => `<p class="group">${escapeHtml(g.name)}</p>
<ul>${g.tags
      .filter((t) => tagSlug.has(t))
      .map(
        (t) =>
          `<li><details><summary><a href="${tagSlug.get(t)}.html">${escapeHtml(t)}</a></summary><ul>${operations
            .filter((o) => o.tag === t)
            .map((o) => `<li><a href="${tagSlug.get(t)}.html#${o.id}">${escapeHtml(o.op.summary ?? o.id)}</a></li>`)
            .join("")}</ul></details></li>`,
      )
      .join("")}</ul>`,
  )
  .join("\n")}
</nav>`;

  // How each generation's try-it consoles send the key: site.js reads data-generation.
  const credentials = {
    v2: `<label>API key (Bearer) <input type="password" class="token" data-generation="v2" autocomplete="off" placeholder="paste the demo API key once"></label>`,
    v1: `<label>API token <input type="password" class="token" data-generation="v1" autocomplete="off" placeholder="paste the demo API token once"></label>`,
    legacy: `<label>Legacy key:secret <input type="password" class="token" data-generation="legacy" autocomplete="off" placeholder="KEY:SECRET, pasted once"></label>`,
  }[gen.name];
  const bodyNote = {
    v2: " — sent with <code>Authorization: Bearer</code> and the key above",
    v1: " — <code>api_token</code> is added from the token above",
    legacy: "",
  }[gen.name];

  function operationHtml(o: RefOperation): string {
    const { op } = o;
    const place = { operation: o.id };
    const fullPath = `${gen.basePath}${o.path}`;
    const json = op.requestBody?.content?.["application/json"];
    const anyBody = json ?? Object.values(op.requestBody?.content ?? {})[0];
    const examples = orderedExamples(json);
    const firstExample = examples[0]?.[1].value;
    const parts: string[] = [];
    parts.push(`<h2><a class="anchor" href="#${o.id}">${escapeHtml(op.summary ?? o.id)}</a></h2>`);
    parts.push(
      `<p class="endpoint"><span class="method">${o.method.toUpperCase()}</span> <code class="path">${escapeHtml(fullPath)}</code> <span class="opid">${escapeHtml(o.id)}</span></p>`,
    );
    if (op.description) parts.push(`<div class="description">${describe(op.description, place)}</div>`);
    const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
    if (pathParams.length > 0) {
      parts.push(
        `<h3>Path parameters</h3><ul class="fields">${pathParams
          .map(
            (p) =>
              `<li class="field"><div class="field-head"><code class="name">${escapeHtml(p.name)}</code> <span class="type">${escapeHtml(String(deref(doc, p.schema)?.type ?? "string"))}</span> <span class="required">required</span></div>${
                p.description
                  ? `<div class="field-desc">${describe(p.description, { ...place, field: p.name })}</div>`
                  : ""
              }</li>`,
          )
          .join("")}</ul>`,
      );
    }
    if (anyBody?.schema) {
      const fields = fieldsHtml(doc, anyBody.schema, {
        skip: gen.name === "v1" ? ["api_token"] : [],
        describe: (text, _owner, path) => describe(text, { ...place, field: path }),
      });
      const bodyName = refName(anyBody.schema);
      const bodyDescription = bodyName ? deref(doc, anyBody.schema)?.description : undefined;
      parts.push(
        `<h3>Request body <span class="muted">${escapeHtml(bodyName ?? "")}</span></h3>${gen.name === "v1" ? '<p class="muted">Every body carries <code>api_token</code>.</p>' : ""}${
          bodyDescription
            ? `<div class="description">${describe(bodyDescription, { ...place, field: bodyName })}</div>`
            : ""
        }${fields}`,
      );
    }
    if (examples.length > 0) {
      const responses = Object.entries(op.responses ?? {});
      parts.push(
        `<h3>Examples</h3>${examples
          .map(([name, ex], i) => {
            const answer = responses
              .map(([status, r]) => [status, r.content?.["application/json"]?.examples?.[name]] as const)
              .find(([, e]) => e !== undefined);
            return `<details class="example"${i === 0 ? " open" : ""}><summary>${escapeHtml(ex.summary ?? name)}</summary><div class="example-pair"><div><p class="muted">Request</p>${jsonBlock(ex.value)}</div>${
              answer
                ? `<div><p class="muted">Answer ${escapeHtml(answer[0])}</p>${jsonBlock(answer[1]!.value)}</div>`
                : ""
            }</div></details>`;
          })
          .join("")}`,
      );
    }
    const responseItems = Object.entries(op.responses ?? {}).map(([status, r]) => {
      const media = r.content?.["application/json"];
      const schema = media?.schema;
      // A success's `code` is a record's field (a customer's code), not a refusal.
      const refusals = Object.values(status.startsWith("2") ? {} : (media?.examples ?? {}))
        .map(refusalCodeOfExample)
        .filter((c): c is string => typeof c === "string");
      const fields =
        status.startsWith("2") && schema
          ? fieldsHtml(doc, schema, {
              describe: (text, _owner, path) => describe(text, { ...place, field: `answer: ${path}` }),
            })
          : "";
      return `<li><span class="status s${status[0]}">${escapeHtml(status)}</span> ${r.description ? describe(r.description, place) : ""}${
        refusals.length
          ? ` <span class="muted">Codes shown: ${[...new Set(refusals)].map((c) => `<a href="../../errors.html#${escapeHtml(c)}"><code>${escapeHtml(c)}</code></a>`).join(", ")}</span>`
          : ""
      }${fields ? `<details class="nested"><summary>Fields of the answer${schema ? ` <code>${escapeHtml(refName(schema) ?? "")}</code>` : ""}</summary>${fields}</details>` : ""}</li>`;
    });
    parts.push(`<h3>Responses</h3><ul class="responses">${responseItems.join("")}</ul>`);
    // The headers the answers carry (v2's Refusal-Code among them), each once with its statuses.
    const headers = new Map<string, { name: string; description: string; statuses: string[] }>();
    for (const [status, r] of Object.entries(op.responses ?? {}))
      for (const [name, h] of Object.entries(r.headers ?? {})) {
        if (!h.description) continue;
        const key = `${name}\n${h.description}`;
        const entry = headers.get(key) ?? { name, description: h.description, statuses: [] };
        entry.statuses.push(status);
        headers.set(key, entry);
      }
    if (headers.size > 0)
      parts.push(
        `<h3>Response headers</h3><ul class="fields">${[...headers.values()]
          .map(
            (h) =>
              `<li class="field"><div class="field-head"><code class="name">${escapeHtml(h.name)}</code> <span class="muted">${h.statuses.map(escapeHtml).join(", ")}</span></div><div class="field-desc">${describe(h.description, { ...place, field: `header ${h.name}` })}</div></li>`,
          )
          .join("")}</ul>`,
      );
    const samples = samplesFor(
      { name: gen.name, basePath: gen.basePath },
      { operationId: o.id, method: o.method, path: o.path },
      facade.get(o.id) ?? [o.id],
      firstExample,
    );
    parts.push(
      `<div class="samples" role="group" aria-label="Code samples"><div class="tabs">${samples
        .map(
          (s, i) =>
            `<button type="button" class="tab" data-lang="${s.lang}" aria-pressed="${i === 0}">${s.label}</button>`,
        )
        .join(
          "",
        )}</div>${samples.map((s, i) => `<pre class="code sample" data-lang="${s.lang}"${i === 0 ? "" : " hidden"}><code>${escapeHtml(s.source)}</code></pre>`).join("")}</div>`,
    );
    const tryBody =
      typeof firstExample === "object" && firstExample !== null ? { ...(firstExample as Record<string, unknown>) } : {};
    delete tryBody.api_token;
    const multipart = !json && anyBody;
    parts.push(
      `<details class="try-it" data-generation="${gen.name}" data-method="${o.method.toUpperCase()}" data-path="${escapeHtml(fullPath)}"><summary>Try it</summary>${
        multipart
          ? '<p class="muted">This operation takes a file upload: use the samples.</p>'
          : `${pathParams.map((p) => `<label class="param">${escapeHtml(p.name)} <input name="${escapeHtml(p.name)}" value="1"></label>`).join("")}
<label class="body-label">Body (JSON)${bodyNote}<textarea spellcheck="false" rows="${Math.min(18, JSON.stringify(tryBody, null, 2).split("\n").length + 1)}">${escapeHtml(JSON.stringify(tryBody, null, 2))}</textarea></label>
<label class="param">Accept-Language <select name="language"><option value="">pt (default)</option><option value="en">en</option></select></label>
<button type="button" class="send">Send ${o.method.toUpperCase()} ${escapeHtml(fullPath)}</button>
<div class="result" aria-live="polite"></div>`
      }</details>`,
    );

    const url = urls.get(o.id)!;
    search.push({
      k: "operation",
      t: op.summary ?? o.id,
      s: `${o.method.toUpperCase()} ${fullPath} · ${gen.title}`,
      u: url,
      x: `${o.path.slice(1)} ${o.id} ${o.tag}`,
    });
    for (const f of fieldList(doc, anyBody?.schema)) {
      if (f.name === "api_token") continue;
      search.push({ k: "field", t: f.name, s: `${o.path.slice(1)} · request field · ${gen.name}`, u: url, x: "" });
    }
    const success = Object.keys(op.responses ?? {}).find((status) => status.startsWith("2"));
    const answer = success ? op.responses?.[success]?.content?.["application/json"]?.schema : undefined;
    for (const f of fieldList(doc, answer)) {
      if (f.name === "status" || f.name === "data" || f.name === "msg") continue;
      search.push({
        k: "field",
        t: f.name.replace(/^data(\[\])?\./, ""),
        s: `${o.path.slice(1)} · answer field · ${gen.name}`,
        u: url,
        x: "",
      });
    }
    return `<section class="operation" id="${o.id}">${parts.join("\n")}</section>`;
  }

  const pages: ReferencePages["pages"] = [];
  for (const tag of tagOrder) {
    const ops = operations.filter((o) => o.tag === tag);
    const main = `<div class="ref-layout">
${nav.replace(`<summary><a href="${tagSlug.get(tag)}.html">`, `<summary><a aria-current="page" href="${tagSlug.get(tag)}.html">`).replace(`<li><details><summary><a aria-current`, `<li><details open><summary><a aria-current`)}
<main class="ref-main">
<div class="credentials">${credentials} <span class="muted">Kept in this browser only; the try-it consoles send requests to this server.</span></div>
<h1>${escapeHtml(tag)} <span class="muted">${escapeHtml(gen.title)}</span></h1>
${tagDescription.get(tag) ? `<div class="description">${inlineMarkdown(log.clean(tagDescription.get(tag)!, { generation: gen.name, field: `tag ${tag}` }, marker))}</div>` : ""}
${ops.map(operationHtml).join("\n")}
</main>
</div>
<script id="reference-meta" type="application/json">${embedJson({ generation: gen.name })}</script>`;
    pages.push({ path: `reference/${gen.name}/${tagSlug.get(tag)}.html`, title: `${tag}: ${gen.title}`, main });
  }

  const overview = `<main class="content reference-overview">
<h1>${escapeHtml(gen.title)} reference</h1>
<p class="facts">Base path <code>${escapeHtml(gen.basePath)}</code> · ${operations.length} operations · version ${escapeHtml(doc.info.version)} · <a href="../openapi/${escapeHtml(gen.openapiFile)}" download>OpenAPI document</a></p>
${groups
  .map(
    (g) => `<h2>${escapeHtml(g.name)}</h2>
${g.tags
  .filter((t) => tagSlug.has(t))
  .map(
    (t) => `<h3><a href="${gen.name}/${tagSlug.get(t)}.html">${escapeHtml(t)}</a></h3>
<ul class="op-list">${operations
      .filter((o) => o.tag === t)
      .map(
        (o) =>
          `<li><a href="${gen.name}/${tagSlug.get(t)}.html#${o.id}">${escapeHtml(o.op.summary ?? o.id)}</a> <code>${escapeHtml(o.path)}</code></li>`,
      )
      .join("")}</ul>`,
  )
  .join("\n")}`,
  )
  .join("\n")}
<h2 id="about">About this generation</h2>
<div class="description">${inlineMarkdown(log.clean(doc.info.description ?? "", { generation: gen.name }, decisionMarker("../")))}</div>
</main>`;
  pages.push({ path: `reference/${gen.name}.html`, title: `${gen.title}: reference`, main: overview });
  return { pages, search, operations, urls };
}
