// Bad input never gets a 5xx: every operation of both generations is called with its own
// example request in which one field at a time (top level, and inside the first element of
// array fields) is replaced by a hostile value, and with hostile path IDs. Every answer must
// be a declared status with the generation's envelope (the recorder validates each one
// against the spec). The mutations are deterministic, so a failure reproduces.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { GENERATIONS } from "../../scripts/generations.ts";
import { CHECKERS } from "../support/contract.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";

/** Values of the wrong type, shape or size, and strings that trip naive parsers. */
const HOSTILE: readonly unknown[] = [
  null,
  {},
  [],
  [[]],
  { id: { id: 1 } },
  true,
  -1,
  0,
  1e308,
  -0.000001,
  "",
  " ",
  "x".repeat(5000),
  "1e999",
  "NaN",
  "Infinity",
  "-0",
  "0x1F",
  "12,345.678,9",
  "2026-02-30",
  "2026-13-01 25:61",
  "9999-99-99",
  "💥\u0000\u202e",
  "'; DROP TABLE customers; --",
  "../../etc/passwd",
  "__proto__",
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  "<script>alert(1)</script>",
  "999999999999999999999999",
  "1.123456789",
  "Todos",
];

const PATH_IDS = ["abc", "-1", "0", "1.5", "99999999999999999999", "%00", "1e3"];

interface Case {
  readonly generation: string;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly label: string;
  readonly body: unknown;
}

type Content = Record<string, { examples?: Record<string, { value: unknown }> }>;

function exampleBody(content: Content | undefined): Record<string, unknown> {
  const json = content?.["application/json"];
  const first = json?.examples ? Object.values(json.examples)[0] : undefined;
  const value = first?.value;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Replaces one field with a hostile value, cycling through the list so every value is used. */
function* mutations(body: Record<string, unknown>, seed: number): Generator<{ label: string; body: unknown }> {
  let n = seed;
  const next = () => HOSTILE[n++ % HOSTILE.length];
  for (const [key, value] of Object.entries(body)) {
    if (key === "api_token") continue;
    const hostile = next();
    yield { label: `${key} = ${JSON.stringify(hostile)?.slice(0, 40)}`, body: { ...body, [key]: hostile } };
    // Inside the first element of an array of objects (items, sales, prices, ...).
    if (Array.isArray(value) && value[0] && typeof value[0] === "object" && !Array.isArray(value[0])) {
      for (const inner of Object.keys(value[0] as object)) {
        const h = next();
        yield { label: `${key}[0].${inner} = ${JSON.stringify(h)?.slice(0, 40)}`, body: { ...body, [key]: [{ ...(value[0] as object), [inner]: h }, ...value.slice(1)] } };
      }
    }
  }
  // Every field hostile at once, and the body itself of the wrong type.
  yield { label: "every field hostile", body: Object.fromEntries(Object.keys(body).map((k) => [k, next()])) };
  yield { label: "body is an array", body: [body] };
  yield { label: "body is a string", body: "texto" };
}

function cases(): Case[] {
  const all: Case[] = [];
  let seed = 0;
  for (const generation of GENERATIONS) {
    const document = CHECKERS[generation.name].document;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method] as { operationId: string; requestBody?: { content: Content } } | undefined;
        if (!op) continue;
        const base = { generation: generation.name, operationId: op.operationId, method };
        const concrete = path.replace(/\{\w+\}/g, "1");
        for (const m of mutations(exampleBody(op.requestBody?.content), seed++)) all.push({ ...base, path: `${generation.basePath}${concrete}`, label: m.label, body: m.body });
        if (path.includes("{")) {
          for (const id of PATH_IDS) {
            all.push({ ...base, path: `${generation.basePath}${path.replace(/\{\w+\}/g, encodeURIComponent(id))}`, label: `path id ${id}`, body: exampleBody(op.requestBody?.content) });
          }
        }
      }
    }
  }
  return all;
}

let s: TestServer;

beforeAll(async () => {
  // A custom plan without a practical request limit: thousands of calls follow.
  s = await startTestServer({ account: { plan: "custom", requests: 1_000_000 } });
});

afterAll(async () => {
  await s.close();
});

describe("hostile input in every field of every operation", () => {
  it("answers each with a declared status and the generation's envelope, never a 5xx", async () => {
    const list = cases();
    const authorization = `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const c of list) {
      const before = s.recorder.violations.length;
      const body = c.generation === "v1" && c.body && typeof c.body === "object" && !Array.isArray(c.body) ? { ...c.body, api_token: s.account.api_token } : c.body;
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (c.generation === "legacy") headers.authorization = authorization;
      const response = await s.raw(c.path, { method: c.method.toUpperCase(), headers, body: JSON.stringify(body) });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `${c.generation} ${c.operationId} (${c.path}) with ${c.label}`;
      if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
      for (const v of s.recorder.violations.slice(before)) failures.push(`${where}: ${v.problem}`);
      if (response.status !== 204 && response.status >= 400) {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const envelope = c.generation === "v1" ? parsed.status === false && typeof parsed.message === "string" && parsed.message.length > 0 : typeof parsed.msg === "string" && parsed.msg.length > 0;
        if (!envelope) failures.push(`${where}: not the generation's failure envelope: ${text.slice(0, 200)}`);
        if (/\bat .+\.(ts|js):\d+/.test(text)) failures.push(`${where}: a stack trace in the answer`);
      }
    }
    process.stdout.write(`\nRobustness: ${list.length} hostile requests; statuses ${[...statuses].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}×${v}`).join(", ")}\n`);
    expect(list.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 900_000);
});
