// The error catalogue page: every refusal code of the spec's RefusalCode union with its HTTP
// status and message (Portuguese and English) in each generation, and the operations whose
// examples show it; request-level codes (body, credentials, plan, route) apply to any operation.
// Statuses and wording come from the server's own tables, so the page says what the server answers.
import { CATALOGUE, type GenerationCatalogue } from "../server/http/messages/catalogue.ts";
import { requestMessages } from "../server/http/messages/request.ts";
import { LEGACY_STATUS } from "../server/modules/accounts/legacy.ts";
import { legacyCatalogue } from "../server/http/legacy/messages.ts";
import { V1_STATUS } from "../server/modules/accounts/v1.ts";
import { v1Catalogue } from "../server/http/v1/messages.ts";
import { V2_STATUS, v2FailureStatus } from "../server/modules/accounts/v2.ts";
import { v2Catalogue } from "../server/http/v2/messages.ts";
import { Refusal, type RefusalCode } from "../server/kernel/errors.ts";
import type { Entry } from "../server/http/messages/catalogue.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { operationsOf, refusalCodeOfExample } from "./openapi.ts";
import { escapeHtml } from "./render.ts";
import type { SearchEntry } from "./search-index.ts";
import { deref, type Schema } from "./schema-view.ts";

type Documented = "v2" | "v1" | "legacy";

interface GenerationView {
  name: Documented;
  doc: OpenApiDocument;
  /** Site-relative URL of an operation's anchor. */
  urls: Map<string, string>;
}

const WORDING: Record<Documented, GenerationCatalogue> = {
  v2: v2Catalogue,
  v1: v1Catalogue,
  legacy: legacyCatalogue,
};

/**
 * The status a generation answers a code with. v2 answers some codes by where the refusal
 * points (v2FailureStatus): a record of the path or a find's value not found is 404, the same
 * code about a field of the body 400; the cell then names both.
 */
function statusOf(name: Documented, code: RefusalCode, entry: Entry): string {
  if (name === "v1") return String(V1_STATUS[entry.kind]);
  if (name === "legacy") return String(LEGACY_STATUS[entry.kind]);
  const byKind = V2_STATUS[entry.kind];
  const inBody = v2FailureStatus(new Refusal(code, {}, "body"), byKind);
  const asTarget = v2FailureStatus(new Refusal(code, {}, "id"), byKind);
  return asTarget === inBody ? String(inBody) : `${asTarget} (path or find); ${inBody} (body field)`;
}

/** How a generation puts a refusal on the wire, for the catalogue's Rendering column. */
const RENDERING: Record<Documented, string> = {
  v2: "bare string; code in <code>Refusal-Code</code>",
  v1: '<code>{"status": false, "message", "code"}</code>',
  legacy: '<code>{"msg", "code"}</code>',
};

/** Codes of the RefusalCode union, in the spec's order, with the area (union member) of each. */
export function refusalCodes(doc: OpenApiDocument): { area: string; code: string }[] {
  const union = (doc.components?.schemas?.RefusalCode as Schema | undefined)?.anyOf ?? [];
  return union.flatMap((member) => {
    const area = member.$ref?.split("/").pop() ?? "Refusal";
    const values = (deref(doc, member)?.enum ?? []) as string[];
    return values.map((code) => ({ area, code }));
  });
}

/** Operation IDs whose response examples show each code. */
function codesShown(view: GenerationView): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  for (const { operation } of operationsOf(view.doc)) {
    const responses = (operation.responses ?? {}) as Record<
      string,
      { content?: Record<string, { examples?: Record<string, { value?: unknown; description?: string }> }> }
    >;
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith("2")) continue;
      for (const example of Object.values(response.content?.["application/json"]?.examples ?? {})) {
        const code = refusalCodeOfExample(example);
        if (typeof code !== "string" || !operation.operationId) continue;
        const list = shown.get(code) ?? [];
        if (!list.includes(operation.operationId)) list.push(operation.operationId);
        shown.set(code, list);
      }
    }
  }
  return shown;
}

export function errorCatalogue(views: readonly GenerationView[]): { main: string; search: SearchEntry[] } {
  const v1 = views.find((v) => v.name === "v1") ?? views[0]!;
  const codes = refusalCodes(v1.doc);
  const shown = new Map(views.map((v) => [v.name, codesShown(v)]));
  const search: SearchEntry[] = [];
  const sections = new Map<string, string[]>();
  for (const { area, code } of codes) {
    const entry = CATALOGUE[code as RefusalCode];
    if (!entry) continue;
    const requestLevel = code in requestMessages;
    const rows = views.map((v) => {
      const message = WORDING[v.name].overrides[code as RefusalCode] ?? entry;
      const ops = shown.get(v.name)?.get(code) ?? [];
      const where = requestLevel
        ? "any operation"
        : ops.length > 0
          ? ops
              .map((id) => `<a href="${escapeHtml(v.urls.get(id) ?? "#")}"><code>${escapeHtml(id)}</code></a>`)
              .join(", ")
          : '<span class="muted">operations that check it (no example shows it)</span>';
      return `<tr><th scope="row">${v.name}</th><td class="status">${statusOf(v.name, code as RefusalCode, entry)}</td><td class="rendering">${RENDERING[v.name]}</td><td lang="pt">${escapeHtml(message.pt)}</td><td>${escapeHtml(message.en)}</td><td>${where}</td></tr>`;
    });
    const html = `<section class="error-code" id="${escapeHtml(code)}"><h3><code>${escapeHtml(code)}</code></h3>
<table><thead><tr><th>Generation</th><th>Status</th><th>Rendering</th><th>Message (pt)</th><th>Message (en)</th><th>Operations</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
    sections.set(area, [...(sections.get(area) ?? []), html]);
    search.push({ k: "error", t: code, s: `Error catalogue · ${entry.en}`, u: `errors.html#${code}`, x: entry.pt });
  }
  const areaTitle = (area: string) => area.replace(/Refusal$/, "") || area;
  const main = `<main class="content errors">
<h1>Error catalogue</h1>
<p>Every refusal carries a stable <code>code</code> beside its message: v2 answers the message as a bare JSON
string with the code in the <code>Refusal-Code</code> header, v1
<code>{"status": false, "message", "code", "field"?, "line"?}</code>, legacy <code>{"msg", "code", "field"?, "line"?}</code>.
Messages are in Portuguese unless the request sends <code>Accept-Language: en</code>; the code never changes, so
match on the code, not on the message. Placeholders in braces are filled in each answer: <code>{field}</code> is the
field as the generation names it, <code>{line}</code> the line counted from 1.</p>
<p>${codes.length} codes. Request-level codes (body, credentials, plan, route) can come from any operation.</p>
<nav class="toc"><ul>${[...sections.keys()].map((a) => `<li><a href="#area-${escapeHtml(a)}">${escapeHtml(areaTitle(a))}</a></li>`).join("")}</ul></nav>
${[...sections].map(([area, list]) => `<h2 id="area-${escapeHtml(area)}">${escapeHtml(areaTitle(area))}</h2>\n${list.join("\n")}`).join("\n")}
</main>`;
  return { main, search };
}
