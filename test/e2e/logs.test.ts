// The request log of a full run (every operation of both generations with real keys, plus the
// outbox page, form bodies, refused credentials and unreadable bodies): each answer's
// X-Request-Id is on its log line with generation, operation, account, data set, status,
// duration and refusal code, and no secret the run used appears anywhere in the log.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { runContract } from "invoicing-api-contract";
import { createLogger } from "../../server/http/request-log.ts";

const written: string[] = [];
let s: TestServer;
/** Every secret the run sent or received: none may be logged. */
const secrets = new Set<string>();
/** X-Request-Id of answers, with what the log line must say about them. */
const answers: { id: string; expect: Record<string, unknown> }[] = [];

async function send(path: string, init: RequestInit, expectLine: Record<string, unknown>): Promise<Response> {
  const res = await s.raw(path, init);
  answers.push({ id: res.headers.get("x-request-id")!, expect: expectLine });
  return res;
}

beforeAll(async () => {
  s = await startTestServer({ logger: createLogger("debug", { write: (line: string) => void written.push(line) }) });
  const { api_token, test_api_token, legacy_key, legacy_secret } = s.account;
  const basic = `Basic ${btoa(`${legacy_key}:${legacy_secret}`)}`;
  for (const secret of [
    api_token,
    test_api_token,
    legacy_secret,
    btoa(`${legacy_key}:${legacy_secret}`),
    "wrong-secret-e5f1d2c3",
    "0123456789abcdef0123456789abcdef",
  ])
    secrets.add(secret);

  const json = { "content-type": "application/json" };
  const created = await send(
    "/api/v1/sales/create",
    { method: "POST", headers: json, body: JSON.stringify({ api_token: test_api_token }) },
    {
      generation: "v1",
      operation: "Sales_create",
      account: s.account.account_id,
      dataset: "demo",
      status: 403,
      refusal: "request.field.required",
    },
  );
  await created.arrayBuffer();
  const listed = await send(
    "/api/v1/customers/list",
    { method: "POST", headers: { ...json, "x-request-id": "caller-chosen-1" }, body: JSON.stringify({ api_token }) },
    {
      req_id: "caller-chosen-1",
      generation: "v1",
      operation: "Customers_list",
      account: s.account.account_id,
      dataset: "production",
      status: 200,
    },
  );
  expect(listed.headers.get("x-request-id")).toBe("caller-chosen-1");
  await listed.arrayBuffer();
  // Stored files and their unguessable paths: the item image's URL is a secret too.
  const form = new FormData();
  form.append("api_token", api_token);
  for (const [k, v] of Object.entries({
    reference: "LOGO",
    description: "Logótipo",
    unit: "UN",
    vat: "23",
    type: "Serviços",
  }))
    form.append(k, v);
  const jpeg = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
  ]);
  form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "logo.jpeg");
  const item = (await (
    await send(
      "/api/v1/items/create",
      { method: "POST", body: form },
      { operation: "Items_create", dataset: "production", status: 200 },
    )
  ).json()) as {
    data?: { url_image?: string | null };
  };
  const image = item.data?.url_image;
  expect(image, JSON.stringify(item)).toBeTruthy();
  expect(image).toMatch(/\/files\//);
  secrets.add(new URL(image!).pathname.split("/").find((segment) => /^[0-9a-f]{24}$/.test(segment))!);
  await (await fetch(image!)).arrayBuffer();
  const urlencoded = await send(
    "/api/v1/items/create",
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `api_token=${api_token}&reference=FORM&description=Por+formulario&unit=UN&vat=23&type=Servi%C3%A7os`,
    },
    { operation: "Items_create", status: 200 },
  );
  await urlencoded.arrayBuffer();
  // The outbox page: its key in a header or a form, logged like an API request; keys in a
  // query string, refused unread (and logged without it); refused keys, and a body that does
  // not decode.
  const outboxLine = { operation: "Outbox_list", account: s.account.account_id, status: 200 };
  await (
    await send(
      "/outbox.json",
      { headers: { authorization: `Bearer ${test_api_token}` } },
      { ...outboxLine, path: "/outbox.json", dataset: "demo" },
    )
  ).arrayBuffer();
  await (
    await send(
      "/outbox",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `api_token=${api_token}`,
      },
      { ...outboxLine, path: "/outbox", dataset: "production" },
    )
  ).arrayBuffer();
  for (const path of [
    `/outbox?api_token=${api_token}`,
    `/outbox.json?api_token=${test_api_token}`,
    "/outbox.json?api_token=0123456789abcdef0123456789abcdef",
  ]) {
    await (
      await send(path, {}, { path: path.split("?")[0], status: 400, refusal: "outbox.api_token.in_url" })
    ).arrayBuffer();
  }
  await (
    await send(
      "/outbox.json",
      { headers: { authorization: "Bearer 0123456789abcdef0123456789abcdef" } },
      { path: "/outbox.json", operation: "Outbox_list", status: 401, refusal: "auth.api_token.invalid" },
    )
  ).arrayBuffer();
  await (
    await send(
      "/api/clientes/procurar",
      {
        method: "POST",
        headers: { ...json, authorization: `Basic ${btoa(`${legacy_key}:wrong-secret-e5f1d2c3`)}` },
        body: "{}",
      },
      {
        generation: "legacy",
        status: 401,
        refusal: "auth.credentials.invalid",
      },
    )
  ).arrayBuffer();
  await (
    await send(
      "/api/v1/customers/list",
      { method: "POST", headers: json, body: JSON.stringify({ api_token: "0123456789abcdef0123456789abcdef" }) },
      { status: 401, refusal: "auth.api_token.invalid" },
    )
  ).arrayBuffer();
  await (
    await send(
      "/api/clientes/procurar",
      {
        method: "POST",
        headers: { ...json, authorization: basic, "content-encoding": "gzip" },
        body: gzipSync(JSON.stringify({ tipo: "contribuinte", valor: "1" })).subarray(0, 15),
      },
      { generation: "legacy", operation: "Clientes_procurar", status: 400, refusal: "request.body.unreadable" },
    )
  ).arrayBuffer();
  // Then every operation of both generations, with the account's keys: the contract runner's
  // first fuzz round sends each a body valid against the spec.
  await runContract({
    baseUrl: s.baseUrl,
    credentials: { apiToken: api_token, legacyKey: legacy_key, legacySecret: legacy_secret },
    phases: ["fuzz"],
    fuzzRounds: 1,
    seed: 1,
    timeoutMs: 10_000,
    allowWrites: true,
    allowLegacyWrites: true,
  });
}, 300_000);

afterAll(async () => {
  await s.close();
});

const lines = () => written.map((l) => JSON.parse(l) as Record<string, unknown>);
const requestLines = () => lines().filter((l) => l.msg === "request");

describe("the request log", () => {
  it("never holds a key, a secret, credentials or a stored file's token", () => {
    const log = written.join("");
    expect(requestLines().length).toBeGreaterThan(150);
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
    expect(log).not.toMatch(/api_token=|authorization|Basic /i);
  });

  it("has one line per answer, with its X-Request-Id and what the server knew of the request", () => {
    const byId = new Map(requestLines().map((l) => [l.req_id, l]));
    for (const answer of answers) {
      const line = byId.get(answer.id);
      expect(line, `no log line for ${answer.id}`).toBeDefined();
      expect(line).toMatchObject(answer.expect);
      expect(line!.ms).toEqual(expect.any(Number));
    }
  });

  it("names generation, operation, account and data set on every authenticated API request, and the refusal code on every refusal", () => {
    const api = requestLines().filter((l) => String(l.path).startsWith("/api"));
    expect(api.length).toBeGreaterThan(140);
    for (const line of api) {
      expect(line).toMatchObject({
        req_id: expect.any(String),
        method: expect.any(String),
        status: expect.any(Number),
        generation: expect.stringMatching(/^(v1|legacy)$/),
      });
      if (line.status !== 401 && line.status !== 400)
        expect(line, JSON.stringify(line)).toMatchObject({
          operation: expect.any(String),
          account: s.account.account_id,
          dataset: expect.stringMatching(/^(production|demo)$/),
        });
      if (Number(line.status) >= 400) expect(line.refusal, JSON.stringify(line)).toEqual(expect.any(String));
      else expect(line.refusal).toBeUndefined();
    }
  });
});
