// Every bound the spec states is the bound the server enforces: for every bounded field of
// every operation of every generation (read from the generated documents), a value at the
// bound is not refused for its form, and a value one past it is refused naming the field,
// with nothing stored. v1 and legacy name the field in the refusal's `field`; v2 answers a
// bare message with the code in `Refusal-Code`, and its message names the field. Values at the bound may still meet a business rule (an ID that names
// nothing, a total too large): that is a refusal of the value, not of its form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startTestServer, type TestServer } from "../support/server.ts";
import { CHECKERS } from "../support/contract.ts";
import { boundCases, setPath, wirePath, type BoundCase } from "../support/bounds.ts";
import { operationsOf, type OpenApiDocument, type Operation } from "../../server/http/openapi-document.ts";
import { GENERATIONS } from "../../server/generations.ts";

/** Refusals of a value's form: what a value the spec accepts must never get. */
const FORM_REFUSALS = new Set(["request.field.invalid", "request.field.not_json", "request.line.invalid"]);
/** Tables a refused request may still change: the plan's request count. */
const COUNTERS = new Set(["request_counters"]);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ account: { plan: "custom", requests: 10_000_000 } });
});
afterAll(async () => {
  await s.close();
});

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await s.store.db.introspection.getTables()) {
    if (COUNTERS.has(table.name) || table.name.startsWith("kysely_")) continue;
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(s.store.db);
    counts[table.name] = Number(r.rows[0]!.n);
  }
  return counts;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** v2's refusal: its bare message and its `Refusal-Code`. */
  readonly v2?: { readonly message: string; readonly code: string | null };
}

async function send(generation: string, op: Operation, c: BoundCase, value: unknown): Promise<Answer> {
  const profile = GENERATIONS.find((g) => g.name === generation)!;
  const inPath = c.path[0] === "(path)";
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    inPath && name === c.path[1] ? encodeURIComponent(String(value)) : "1",
  );
  const body = inPath ? structuredClone(c.base ?? {}) : setPath(c.base, c.path, value);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (generation === "v1") (body as Record<string, unknown>).api_token = s.account.api_token;
  else if (generation === "v2") headers.authorization = `Bearer ${s.account.api_token}`;
  else
    headers.authorization = `Basic ${Buffer.from(`${s.account.legacy_key}:${s.account.legacy_secret}`).toString("base64")}`;
  const response = await fetch(`${s.baseUrl}${profile.basePath}${path}`, {
    method: op.method.toUpperCase(),
    headers,
    body: op.object.requestBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  try {
    const json = (text ? JSON.parse(text) : {}) as unknown;
    if (typeof json === "string")
      return { status: response.status, body: {}, v2: { message: json, code: response.headers.get("refusal-code") } };
    return { status: response.status, body: json as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { text: text.slice(0, 300) } };
  }
}

/** The fields a refusal names: its own and those of `errors`. */
function namedFields(body: Record<string, unknown>): { field?: unknown; code?: unknown }[] {
  return [body, ...((body.errors as Record<string, unknown>[] | undefined) ?? [])];
}

/** Whether an answer refuses the field (its wire path) for its form. */
function refusedForForm(answer: Answer, field: string): boolean {
  // v2's message names the first fault's field by its wire path (`barcodes[0].code`), or a
  // document line's field after the line's number (`Linha 1: ... campo price`).
  if (answer.v2) {
    const { message, code } = answer.v2;
    if (!FORM_REFUSALS.has(String(code))) return false;
    const names = (name: string) => new RegExp(`\\bcampo ${name.replace(/[.[\]]/g, "\\$&")}(?![\\w.[])`).test(message);
    const line = /^(\w+)\[([0-9]+)\]\.(\w+)$/.exec(field);
    return names(field) || (!!line && message.startsWith(`Linha ${Number(line[2]) + 1}: `) && names(line[3]!));
  }
  return namedFields(answer.body).some((r) => r.field === field && FORM_REFUSALS.has(String(r.code)));
}

/** What a refusal said, for messages. */
function said(answer: Answer): string {
  return (answer.v2 ? `${answer.v2.code}: ${answer.v2.message}` : JSON.stringify(answer.body)).slice(0, 200);
}

/** The first request example of an operation, by its ID. */
function createExample(document: OpenApiDocument, operationId: string): Record<string, unknown> | undefined {
  const op = operationsOf(document).find((o) => o.operationId === operationId);
  const media = op?.object.requestBody?.content["application/json"] as
    { examples?: Record<string, { value: unknown }> } | undefined;
  const value = Object.values(media?.examples ?? {})[0]?.value;
  return value && typeof value === "object" ? (structuredClone(value) as Record<string, unknown>) : undefined;
}

for (const generation of GENERATIONS) {
  const document = CHECKERS[generation.name].document;
  describe(`bounds of ${generation.name}`, () => {
    for (const op of operationsOf(document)) {
      const media = op.object.requestBody?.content["application/json"] as
        { examples?: Record<string, { value: unknown }> } | undefined;
      // v2 answers the first fault only, so a bounded field's siblings must all be there: an
      // update's example is completed with its create's (an item's barcodes and minimum stock).
      const companion =
        generation.name === "v2" && /_update$/.test(op.operationId)
          ? createExample(document, op.operationId.replace(/_update$/, "_create"))
          : undefined;
      const examples = Object.values(media?.examples ?? {}).map((e) => {
        const body = structuredClone(e.value);
        if (body && typeof body === "object") delete (body as Record<string, unknown>).api_token;
        return companion && body && typeof body === "object" ? { ...companion, ...body } : body;
      });
      const cases = boundCases(document, op, examples, ["api_token"]);
      if (cases.length === 0) continue;
      it(`${op.operationId}: ${cases.length} bounds`, async () => {
        const problems: string[] = [];
        for (const c of cases) {
          const field = c.path[0] === "(path)" ? String(c.path[1]) : wirePath(c.path);
          const at = await send(generation.name, op, c, c.at);
          if (at.status >= 500) problems.push(`${field} ${c.bound}: at the bound answered ${at.status}`);
          else if (refusedForForm(at, field))
            problems.push(`${field} ${c.bound}: at the bound refused for its form: ${said(at)}`);
          for (const past of c.past) {
            const before = await rowCounts();
            const answer = await send(generation.name, op, c, past);
            const shown =
              typeof past === "string"
                ? `"${past.slice(0, 20)}…" (${past.length})`
                : Array.isArray(past)
                  ? `${past.length} entries`
                  : JSON.stringify(past);
            if (answer.status < 400 || answer.status >= 500)
              problems.push(`${field} ${c.bound}: ${shown} past the bound answered ${answer.status}`);
            else if (!refusedForForm(answer, field))
              problems.push(
                `${field} ${c.bound}: ${shown} past the bound refused without naming the field: ${said(answer)}`,
              );
            const after = await rowCounts();
            if (JSON.stringify(after) !== JSON.stringify(before))
              problems.push(`${field} ${c.bound}: ${shown} past the bound stored something`);
          }
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  });
}
