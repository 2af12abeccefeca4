// Every bound the spec states is the bound the server enforces: for every bounded field of
// every operation of both generations (read from the generated documents), a value at the
// bound is not refused for its form, and a value one past it is refused naming the field,
// with nothing stored. Values at the bound may still meet a business rule (an ID that names
// nothing, a total too large): that is a refusal of the value, not of its form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startTestServer, type TestServer } from "../support/server.ts";
import { CHECKERS } from "../support/contract.ts";
import { boundCases, setPath, wirePath, type BoundCase } from "../support/bounds.ts";
import { operationsOf, type Operation } from "../../server/http/openapi-document.ts";
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
  else
    headers.authorization = `Basic ${Buffer.from(`${s.account.legacy_key}:${s.account.legacy_secret}`).toString("base64")}`;
  const response = await fetch(`${s.baseUrl}${profile.basePath}${path}`, {
    method: op.method.toUpperCase(),
    headers,
    body: op.object.requestBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { text: text.slice(0, 300) } };
  }
}

/** The fields a refusal names: its own and those of `errors`. */
function namedFields(body: Record<string, unknown>): { field?: unknown; code?: unknown }[] {
  return [body, ...((body.errors as Record<string, unknown>[] | undefined) ?? [])];
}

// v1 and legacy, whose documents the contract runner reads; v2 takes v1's bodies and bounds
// (spec/v2), and its list-bounds screen is checked by test/e2e/v2-transport.test.ts.
for (const generation of GENERATIONS) {
  if (generation.name === "v2") continue;
  const document = CHECKERS[generation.name].document;
  describe(`bounds of ${generation.name}`, () => {
    for (const op of operationsOf(document)) {
      const media = op.object.requestBody?.content["application/json"] as
        { examples?: Record<string, { value: unknown }> } | undefined;
      const examples = Object.values(media?.examples ?? {}).map((e) => {
        const body = structuredClone(e.value);
        if (body && typeof body === "object") delete (body as Record<string, unknown>).api_token;
        return body;
      });
      const cases = boundCases(document, op, examples, ["api_token"]);
      if (cases.length === 0) continue;
      it(`${op.operationId}: ${cases.length} bounds`, async () => {
        const problems: string[] = [];
        for (const c of cases) {
          const field = c.path[0] === "(path)" ? String(c.path[1]) : wirePath(c.path);
          const at = await send(generation.name, op, c, c.at);
          if (at.status >= 500) problems.push(`${field} ${c.bound}: at the bound answered ${at.status}`);
          else if (namedFields(at.body).some((r) => r.field === field && FORM_REFUSALS.has(String(r.code))))
            problems.push(
              `${field} ${c.bound}: at the bound refused for its form: ${JSON.stringify(at.body).slice(0, 200)}`,
            );
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
            else if (!namedFields(answer.body).some((r) => r.field === field && FORM_REFUSALS.has(String(r.code))))
              problems.push(
                `${field} ${c.bound}: ${shown} past the bound refused without naming the field: ${JSON.stringify(answer.body).slice(0, 200)}`,
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
