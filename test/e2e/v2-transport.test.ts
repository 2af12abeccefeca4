// How v2 speaks on the wire, through the dispatch the other generations share: the Bearer key
// (missing, malformed, wrong, the demo key), failures as a bare string with the code in
// Refusal-Code (in Portuguese, and in English with Accept-Language: en), 404 for the record of
// the path and for a find, 400 for a record named in the body, 403 for the account, 429 past
// the plan's limit, Idempotency-Key replays, request ids and the request log, CORS, the
// list-bounds screen, the empty bodies of the vendor's SDK, unknown paths, and /health.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { v2Call, v2Calls } from "../support/v2-calls.ts";
import { v2AnswerProblems } from "../support/v2-answers.ts";
import { createLogger } from "../../server/http/request-log.ts";
import { setExpiry, setPermissions } from "../../server/modules/provisioning/account-commands.ts";

const logged: string[] = [];
let s: TestServer;
const v2 = v2Calls(() => s);

beforeAll(async () => {
  s = await startTestServer({
    clock: new TestClock(new Date("2026-11-22T10:15:00Z")),
    logger: createLogger("info", { write: (line: string) => void logged.push(line) }),
    config: { corsOrigins: ["https://loja.example.pt"] },
  });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const PRIVATE = { name: "Maria Silva", type: "Particular", vat_type: "Debitar IVA" } as const;

describe("the Bearer key", () => {
  it.each([
    [
      undefined,
      "auth.credentials.missing",
      "É necessária autenticação: envie Authorization: Bearer com a chave da API",
    ],
    [
      "Basic a2V5OnNlY3JldA==",
      "auth.header.malformed",
      "O cabeçalho Authorization não está no formato Bearer seguido da chave da API",
    ],
    ["Bearer", "auth.header.malformed", "O cabeçalho Authorization não está no formato Bearer seguido da chave da API"],
    ["Bearer not-a-key", "auth.api_token.invalid", "A chave da API indicada em Authorization: Bearer não é válida"],
  ])("answers 401 to Authorization %s", async (authorization, code, message) => {
    const answer = await v2Call(
      s,
      "POST",
      "/customers/find",
      { value: "1", search_in: "ID" },
      {
        token: null,
        headers: authorization === undefined ? {} : { authorization },
      },
    );
    expect([answer.status, answer.code, answer.body]).toEqual([401, code, message]);
  });

  it("takes the key from the header only: an api_token in the body is no key", async () => {
    const answer = await v2Call(
      s,
      "POST",
      "/customers/find",
      { value: "1", search_in: "ID", api_token: s.account.api_token },
      { token: null },
    );
    expect([answer.status, answer.code]).toEqual([401, "auth.credentials.missing"]);
    const legacyKey = await v2.post<"Customers_find">(
      "/customers/find",
      { value: "1", search_in: "ID" },
      { token: s.account.legacy_key },
    );
    expect([legacyKey.status, legacyKey.code]).toEqual([401, "auth.api_token.invalid"]);
  });

  it("reads the scheme regardless of case, as HTTP does", async () => {
    const answer = await v2.post<"Customers_find">(
      "/customers/find",
      { value: "Consumidor Final", search_in: "Code" },
      {
        headers: { authorization: `bearer ${s.account.api_token}` },
      },
    );
    expect(answer.status).toBe(200);
  });
});

describe("failures", () => {
  it("are a bare JSON string with the code in Refusal-Code, in Portuguese or in English", async () => {
    const body = { ...PRIVATE, country: "Portugal", vat_number: "513284924" };
    const pt = await s.raw("/api/v2/customers", {
      method: "POST",
      headers: { authorization: `Bearer ${s.account.api_token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(pt.status).toBe(400);
    expect(pt.headers.get("content-type")).toMatch(/^application\/json/);
    expect(pt.headers.get("refusal-code")).toBe("vat_number.invalid");
    expect(await pt.text()).toBe(JSON.stringify("O contribuinte introduzido aparenta ser inválido para Portugal"));

    const en = await v2.post<"Customers_create">("/customers", body, { headers: { "accept-language": "en" } });
    expect([en.status, en.code]).toEqual([400, "vat_number.invalid"]);
    expect(en.body).toBe("The tax number appears to be invalid for Portugal");
  });

  it("name the field as v2's wire does: other_contacts for the customer's contact", async () => {
    const answer = await v2.post<"Customers_create">("/customers", { ...PRIVATE, other_contacts: "x".repeat(51) });
    expect([answer.status, answer.code]).toEqual([400, "request.field.invalid"]);
    expect(answer.body).toMatch(/^O valor indicado para o campo other_contacts não é válido/);
  });

  it("answer 404 for the record of the path and for a find, 400 for a record named in the body", async () => {
    const path = await v2.put<"Customers_update">("/customers/999999", PRIVATE);
    expect([path.status, path.code, path.body]).toEqual([404, "customer.not_found", "O cliente não existe"]);
    const item = await v2.delete("/items/999999/image");
    expect([item.status, item.code]).toEqual([404, "item.not_found"]);
    const table = await v2.put<"Warehouses_update">("/administration/warehouses/999999", { description: "Armazém" });
    expect([table.status, table.code]).toEqual([404, "warehouse.not_found"]);

    const finds = [
      await v2.post<"Customers_find">("/customers/find", { value: "ninguém", search_in: "Name" }),
      await v2.post<"Items_find">("/items/find", { value: "nada", search_in: "Reference" }),
      await v2.post<"Receipts_find">("/receipts/find", { value: "999999", search_in: "ID" }),
      await v2.post<"Units_find">("/administration/units/find", { value: "Parsec" }),
    ];
    expect(finds.map((f) => [f.status, f.code])).toEqual([
      [404, "customer.search.no_results"],
      [404, "item.search.no_results"],
      [404, "receipt.not_found"],
      [404, "unit.not_found"],
    ]);

    const inBody = await v2.post<"Sales_create">("/sales", {
      issue_date: "2026-11-22",
      document_type: "Factura",
      customer: 999999,
      vat_type: "Debitar IVA",
      items: [{ id: "X", price: 1, quantity: 1, vat: "23" }],
      status: "Rascunho",
    });
    expect([inBody.status, inBody.code]).toEqual([400, "customer.not_found"]);
  });

  it("answer 403 to what the account may not do: a denied operation, an expired plan", async () => {
    const account = await s.newAccount({ name: "Conta limitada" });
    await setPermissions(s.store.db, account.account_id, { deny: ["Customers_create"] });
    const denied = await v2.post<"Customers_create">("/customers", PRIVATE, { token: account.api_token });
    expect([denied.status, denied.code]).toEqual([403, "account.permission.denied"]);
    const allowed = await v2.post<"Customers_find">(
      "/customers/find",
      { value: "Consumidor Final", search_in: "Code" },
      { token: account.api_token },
    );
    expect(allowed.status).toBe(200);

    await setExpiry(s.store.db, account.account_id, "2026-11-21");
    const expired = await v2.post<"Customers_find">(
      "/customers/find",
      { value: "Consumidor Final", search_in: "Code" },
      { token: account.api_token },
    );
    expect([expired.status, expired.code]).toEqual([403, "account.plan.expired"]);
  });

  it("answer 429 past the plan's request limit, with Retry-After and the counters", async () => {
    const account = await s.newAccount({ name: "Plano pequeno", plan: "custom", requests: 2 });
    const find = () =>
      v2.post<"Customers_find">(
        "/customers/find",
        { value: "Consumidor Final", search_in: "Code" },
        { token: account.api_token },
      );
    const first = await find();
    expect([first.status, first.headers.get("x-ratelimit-limit"), first.headers.get("x-ratelimit-remaining")]).toEqual([
      200,
      "2",
      "1",
    ]);
    expect((await find()).status).toBe(200);
    const over = await find();
    expect([over.status, over.code]).toEqual([429, "account.rate_limited"]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body).toBe(`Já efectuou muitas tentativas, aguarde ${over.headers.get("retry-after")} segundos`);
  });

  it("are held to the v2 document: a failure without its Refusal-Code would not pass", () => {
    const answer = { method: "POST", path: "/customers", status: 400, body: "O cliente não existe" };
    expect(v2AnswerProblems({ ...answer, headers: new Headers({ "refusal-code": "customer.not_found" }) })).toEqual([]);
    expect(v2AnswerProblems({ ...answer, headers: new Headers() })).toEqual([
      "Customers_create 400: the required header Refusal-Code is missing",
    ]);
    expect(v2AnswerProblems({ ...answer, status: 200, headers: new Headers() })[0]).toMatch(
      /status 200 is not declared/,
    );
    expect(
      v2AnswerProblems({
        ...answer,
        body: { message: "x" },
        headers: new Headers({ "refusal-code": "customer.not_found" }),
      }),
    ).not.toEqual([]);
  });
});

describe("requests", () => {
  it("take [], {} or no body where an operation has no parameters", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await v2.post<"Customers_create">("/customers", { ...PRIVATE, code: `VAZIO-${i}` })).body.id);
    const bodies = [[], {}, undefined];
    for (const [i, body] of bodies.entries()) {
      const deleted = await v2.call("DELETE", `/customers/${ids[i]}`, body);
      expect([deleted.status, deleted.body], JSON.stringify(body)).toEqual([200, true]);
    }
    const notEmpty = await v2.call("DELETE", `/customers/${ids[0]}`, [1]);
    expect(notEmpty.status).toBe(400);
  });

  it("take [] for no field where every field is optional, as the vendor's SDK sends it", async () => {
    const customer = (
      await v2.post<"Customers_create">("/customers", {
        ...PRIVATE,
        code: "LISTA-VAZIA",
        address: "Rua da Alegria, 5",
        city: "Lisboa",
        postal_code: "1250-004",
        country: "Portugal",
      })
    ).body.id;
    const item = await v2.post<"Items_create">("/items", {
      reference: "LISTA-VAZIA",
      description: "Serviço",
      unit: "UN",
      vat: "23",
      type: "Serviços",
    });
    expect(item.status).toBe(201);
    const sale = await v2.post<"Sales_create">("/sales", {
      issue_date: "2026-11-22",
      document_type: "Factura",
      customer,
      vat_type: "Debitar IVA",
      items: [{ id: item.body.id, price: "10.00", quantity: 1, vat: "23" }],
      status: "Terminado",
    });
    expect(sale.status, String(sale.body)).toBe(201);
    const download = await v2.call("POST", `/sales/${sale.body.id}/download`, []);
    expect([download.status, typeof download.body]).toEqual([200, "string"]);
    const modes = await v2.call("POST", "/administration/shippingmodes/list", []);
    expect([modes.status, Array.isArray(modes.body)]).toEqual([200, true]);
    // [] is no field: a cancellation that needs a reason is refused for want of it, not for the list.
    const cancel = await v2.call("PUT", `/sales/${sale.body.id}/cancel`, []);
    expect([cancel.status, cancel.code]).toEqual([400, "document.cancel.reason_required"]);
    const notEmpty = await v2.call("POST", `/sales/${sale.body.id}/download`, [{ issue: "Original" }]);
    expect(notEmpty.status).toBe(400);
  });

  it("refuse a list longer than its bound before validating its elements", async () => {
    const answer = await v2.post<"Sales_create">("/sales", {
      issue_date: "2026-11-22",
      document_type: "Factura",
      vat_type: "Debitar IVA",
      items: Array.from({ length: 5000 }, () => ({ id: "X", price: 1, quantity: 1, vat: "23" })),
      status: "Rascunho",
    });
    expect([answer.status, answer.code]).toEqual([400, "request.field.invalid"]);
    expect(answer.body).toMatch(/campo items/);
  });

  it("read the input forms v1 reads: numbers as text, decimals with a comma, 1/0 booleans", async () => {
    // Sent untyped on purpose: `1` for a boolean is an input form the document states beside the field.
    const item = await v2.call("POST", "/items", {
      reference: "FORMAS",
      description: "Formas de entrada",
      unit: "UN",
      vat: "23",
      type: "Mercadorias",
      cost_price: "1,25",
      details_show_print: 1,
    });
    expect(item.status).toBe(201);
    expect(item.body).toMatchObject({ cost_price: 1.25, details_show_print: true });
  });

  it("answer 400 to a body that is not JSON, and 404 to a path or method v2 does not have", async () => {
    const notJson = await v2.call("POST", "/customers", undefined, { raw: "{name:" });
    expect([notJson.status, notJson.code]).toEqual([400, "request.body.not_json"]);
    for (const [method, path] of [
      ["GET", "/customers"],
      ["POST", "/customers/list"],
      ["POST", "/customers/1/update"],
      ["PATCH", "/sales/1"],
    ] as const) {
      const answer = await v2.call(method, path, method === "GET" ? undefined : {});
      expect([answer.status, answer.code], `${method} ${path}`).toEqual([404, "endpoint.unknown"]);
      expect(typeof answer.body).toBe("string");
    }
  });

  it("replay a write repeated with its Idempotency-Key, 201 and refusals alike, and refuse the key on another request", async () => {
    const key = { headers: { "idempotency-key": "c6a5e0f4-1d2b-4c3a-9e8f-0a1b2c3d4e5f" } };
    const body = { ...PRIVATE, code: "IDEM-1" };
    const first = await v2.post<"Customers_create">("/customers", body, key);
    const again = await v2.post<"Customers_create">("/customers", body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect([first.headers.get("idempotent-replayed"), again.headers.get("idempotent-replayed")]).toEqual([
      null,
      "true",
    ]);
    const found = await s.v1().POST("/customers/find", { body: { value: "IDEM-1", search_in: "Code" } });
    expect(found.data!.data).toHaveLength(1);

    const other = await v2.post<"Customers_create">("/customers", { ...body, code: "IDEM-2" }, key);
    expect([other.status, other.code]).toEqual([400, "request.idempotency_key.reused"]);

    const refusedKey = { headers: { "idempotency-key": "refused-once" } };
    const refused = await v2.put<"Customers_update">("/customers/999999", PRIVATE, refusedKey);
    const replayed = await v2.put<"Customers_update">("/customers/999999", PRIVATE, refusedKey);
    expect([replayed.status, replayed.code, replayed.body]).toEqual([refused.status, refused.code, refused.body]);
    expect([replayed.code, replayed.headers.get("idempotent-replayed")]).toEqual(["customer.not_found", "true"]);
  });

  it("carry a request id, the caller's when usable, and are logged with it without the key", async () => {
    const answer = await v2.post<"Customers_find">(
      "/customers/find",
      { value: "ninguém", search_in: "Name" },
      {
        headers: { "x-request-id": "loja-pedido-42" },
      },
    );
    expect(answer.headers.get("x-request-id")).toBe("loja-pedido-42");
    const line = logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.req_id === "loja-pedido-42");
    expect(line).toMatchObject({
      generation: "v2",
      operation: "Customers_find",
      account: s.account.account_id,
      dataset: "production",
      status: 404,
      refusal: "customer.search.no_results",
    });
    expect(logged.join("\n")).not.toContain(s.account.api_token);
  });

  it("are open to the listed origins: DELETE in a preflight, Refusal-Code readable", async () => {
    const preflight = await fetch(`${s.baseUrl}/api/v2/customers/1`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://loja.example.pt",
        "Access-Control-Request-Method": "DELETE",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    const answer = await v2.delete("/customers/999999", { headers: { origin: "https://loja.example.pt" } });
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://loja.example.pt");
    expect(answer.headers.get("access-control-expose-headers")).toContain("Refusal-Code");
  });
});

describe("the server", () => {
  it("lists three generations in /health, v2 with every operation implemented", async () => {
    const health = (await (await fetch(`${s.baseUrl}/health`)).json()) as {
      generations: { name: string; basePath: string; implemented: number; total: number; missing: string[] }[];
    };
    expect(health.generations.map((g) => [g.name, g.basePath])).toEqual([
      ["v2", "/api/v2"],
      ["v1", "/api/v1"],
      ["legacy", "/api"],
    ]);
    const v2Health = health.generations.find((g) => g.name === "v2")!;
    expect(v2Health.missing).toEqual([]);
    expect(v2Health.implemented).toBe(v2Health.total);
    expect(v2Health.total).toBeGreaterThan(80);
  });
});
