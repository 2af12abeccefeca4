// Input built to break a server never does: over-long strings in any field (list filters and
// reasons included), deeply nested JSON, 100,000-element arrays, unusual Unicode and numbers
// JSON cannot carry. Each is answered, in the generation's envelope, with a refusal or a
// success; never a 5xx, never a hang, and a refused write stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { COMPANY, createCustomer, createItem, invoice, startSalesServer } from "./sales-fixtures.ts";

let s: TestServer;
let saleId: number;
let itemId: number;
let customerId: number;

beforeAll(async () => {
  s = await startSalesServer({ account: { plan: "custom", requests: 1_000_000 } });
  itemId = await createItem(s, "HOSTILE-1");
  customerId = await createCustomer(s, COMPANY);
  const { data, error } = await s
    .v1()
    .POST("/sales/create", { body: invoice(customerId, [{ id: itemId, price: "10.00", quantity: 1, vat: "23" }]) });
  expect(error).toBeUndefined();
  saleId = data!.data.id;
});

afterAll(async () => {
  await s.close();
});

/** Sends a raw body (text) to a v1 path with the key spliced in; answers status, body and time. */
async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${s.baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Record<string, unknown>,
    ms: performance.now() - started,
  };
}

const key = () => JSON.stringify(s.account.api_token);
const long = "x".repeat(70_000);

/** A refusal in v1's envelope naming `field`, never a 5xx. */
function refusedNaming(answer: { status: number; body: Record<string, unknown> }, field: string): void {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.status).toBe(false);
  const named = [answer.body, ...((answer.body.errors as Record<string, unknown>[] | undefined) ?? [])].map(
    (r) => r.field,
  );
  expect(named).toContain(field);
}

describe("over-long strings", () => {
  const cases: [string, string, () => string][] = [
    ["sales/list value", "/sales/list", () => `{"api_token":${key()},"value":"${long}"}`],
    ["receipts/list value", "/receipts/list", () => `{"api_token":${key()},"value":"${long}"}`],
    ["customers/find value", "/customers/find", () => `{"api_token":${key()},"value":"${long}","search_in":"Name"}`],
    ["items/find value", "/items/find", () => `{"api_token":${key()},"value":"${long}","search_in":"Description"}`],
    ["customers/accounts_open value", "/customers/accounts_open", () => `{"api_token":${key()},"value":"${long}"}`],
    ["sales/cancel reason", "/sales/{sale}/cancel", () => `{"api_token":${key()},"reason":"${long}"}`],
    [
      "customers/create observations",
      "/customers/create",
      () =>
        `{"api_token":${key()},"name":"Loja","type":"Particular","vat_type":"Debitar IVA","observations":"${"o".repeat(2_000_000)}"}`,
    ],
  ];
  for (const [name, path, body] of cases) {
    it(`${name}: refused naming the field`, async () => {
      const field = name.split(" ")[1]!;
      const answer = await post(path.replace("{sale}", String(saleId)), body());
      refusedNaming(answer, field);
    });
  }

  it("a 24-digit print margin of a download is refused naming the field", async () => {
    const answer = await post(
      `/sales/${saleId}/download`,
      `{"api_token":${key()},"format":"POS","paper_right_margin":"999999999999999999999999"}`,
    );
    refusedNaming(answer, "paper_right_margin");
  });

  it("nothing of a refused write is stored", async () => {
    const before = await s.v1().POST("/customers/list", { body: { active: "All" } });
    await post(
      "/customers/create",
      `{"api_token":${key()},"name":"${long}","type":"Particular","vat_type":"Debitar IVA"}`,
    );
    const after = await s.v1().POST("/customers/list", { body: { active: "All" } });
    expect(after.data).toEqual(before.data);
  });
});

describe("shapes no body should have", () => {
  it("JSON nested 100,000 levels deep, in a field and as an unknown key", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    for (const body of [`{"api_token":${key()},"items":${deep}}`, `{"api_token":${key()},"extra":${deep}}`]) {
      const answer = await post("/sales/summary", body);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBeLessThan(500);
      expect(answer.body.status).toBe(false);
    }
  });

  it("an array of 100,000 lines is refused naming it", async () => {
    const line = `{"id":1,"price":"1","quantity":1,"vat":"23"}`;
    const answer = await post(
      "/sales/summary",
      `{"api_token":${key()},"items":[${Array(100_000).fill(line).join(",")}]}`,
    );
    refusedNaming(answer, "items");
  });

  it("an array of 100,000 faulty lines is refused for its length alone, before any line is judged", async () => {
    // Each line lacks its VAT rate: judged one by one, the refusal would list a fault per line.
    const line = `{"id":1,"price":"1","quantity":1}`;
    const answer = await post(
      "/sales/summary",
      `{"api_token":${key()},"items":[${Array(100_000).fill(line).join(",")}]}`,
    );
    refusedNaming(answer, "items");
    expect(answer.body).toMatchObject({ code: "request.field.invalid", field: "items" });
    expect(answer.body.message).toMatch(/uma lista de 1 a 100 entradas/);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe("unusual Unicode", () => {
  // A NUL or a lone surrogate is kept as U+FFFD (no store or document can hold it); other marks as sent.
  for (const [name, text, stored] of [
    ["a lone surrogate", "Loja \\ud800 Norte", "Loja \uFFFD Norte"],
    ["NUL", "Loja \\u0000 Norte", "Loja \uFFFD Norte"],
    ["right-to-left marks", "Loja \\u202e\\u200f Norte", "Loja \u202e\u200f Norte"],
  ] as const) {
    it(`${name} in a name: stored as text can be, and a PDF renders`, async () => {
      const created = await post(
        "/customers/create",
        `{"api_token":${key()},"name":"${text}","type":"Particular","vat_type":"Debitar IVA"}`,
      );
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
      expect((created.body.data as { name: string }).name).toBe(stored);
      // A finished invoice carrying it in its notes and a line's details: its PDF is rendered before the answer.
      const body = {
        ...invoice(customerId, [{ id: itemId, price: "1", quantity: 1, vat: "23", details: "@" }]),
        observations: "@",
      };
      const raw = JSON.stringify({ ...body, api_token: s.account.api_token }).replaceAll('"@"', `"${text}"`);
      const sale = await post("/sales/create", raw);
      expect(sale.status, JSON.stringify(sale.body).slice(0, 300)).toBe(200);
    });
  }
});

describe("numbers JSON cannot carry", () => {
  it("1e400 (Infinity once parsed) is refused naming the field", async () => {
    const answer = await post(
      "/sales/summary",
      `{"api_token":${key()},"items":[{"id":${itemId},"price":1e400,"quantity":1,"vat":"23"}]}`,
    );
    refusedNaming(answer, "items[0].price");
  });

  it("-0 is zero", async () => {
    const answer = await post(
      "/sales/summary",
      `{"api_token":${key()},"items":[{"id":${itemId},"price":"10","quantity":1,"discount":-0,"vat":"23"}]}`,
    );
    expect(answer.status).toBeLessThan(500);
  });

  it("0x10 is not JSON: 400 in the envelope", async () => {
    const answer = await post(
      "/sales/summary",
      `{"api_token":${key()},"items":[{"id":${itemId},"price":0x10,"quantity":1,"vat":"23"}]}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: "request.body.not_json" });
  });
});
