// Idempotency-Key on the operations that write, in both generations: a repeat answers the
// first answer byte for byte and creates nothing, concurrent repeats wait for the first, the
// same key with another request is refused, answers are kept per data set for 24 hours.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { rotateKeys } from "../../server/modules/provisioning/account-commands.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  datasetOf,
  invoice,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const items: SaleBody["items"] = [{ id: "PAO-1", price: "10.00", quantity: 2, vat: 23 }];
const finished = (extra: Partial<SaleBody> = {}) => invoice(customer, items, { status: "Terminado", ...extra });

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** A raw v1 POST with an Idempotency-Key: status, headers and the body's exact text. */
async function post(path: string, body: unknown, key: string | undefined, token = s.account.api_token) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== undefined) headers["idempotency-key"] = key;
  const response = await s.raw(`/api/v1${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ api_token: token, ...(body as object) }),
  });
  return {
    status: response.status,
    replayed: response.headers.get("idempotent-replayed"),
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

async function salesCount(token = s.account.api_token): Promise<number> {
  const dataset = await datasetOf(s, token);
  const row = await s.store.db
    .selectFrom("sales")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("dataset_id", "=", dataset)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("v1 writes with an Idempotency-Key", () => {
  it("answers a repeat with the first answer, byte for byte, and issues one invoice", async () => {
    const before = await salesCount();
    const key = newKey();
    const first = await post("/sales/create", finished(), key);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    const again = await post("/sales/create", finished(), key);
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(await salesCount()).toBe(before + 1);
    // The document has one legal number.
    expect(JSON.parse(again.text).data.number).toBe(JSON.parse(first.text).data.number);
  });

  it("takes a repeat whose keys are in another order for the same request", async () => {
    const key = newKey();
    const body = finished();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await post("/sales/create", body, key);
    const again = await post("/sales/create", reordered, key);
    expect(again.text).toBe(first.text);
  });

  it("runs concurrent repeats once: every repeat waits for the first and answers its answer", async () => {
    const before = await salesCount();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post("/sales/create", finished(), key)));
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(await salesCount()).toBe(before + 1);
  });

  it("refuses the same key with another body or on another operation", async () => {
    const key = newKey();
    expect((await post("/sales/create", finished(), key)).status).toBe(200);
    const other = await answerOf(
      await s.raw("/api/v1/sales/create", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key, "accept-language": "en" },
        body: JSON.stringify({ api_token: s.account.api_token, ...finished({ observations: "Outra" }) }),
      }),
    );
    expectRefusal(other, {
      code: "request.idempotency_key.reused",
      field: "Idempotency-Key",
      message: /already used for another request/,
    });
    const elsewhere = await answerOf(
      await s.raw("/api/v1/customers/create", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({
          api_token: s.account.api_token,
          ...COMPANY,
          vat_number: "999999990",
          name: "Outro cliente",
        }),
      }),
    );
    expectRefusal(elsewhere, { code: "request.idempotency_key.reused" });
  });

  it("keeps a refusal as the answer of its key", async () => {
    const key = newKey();
    const refused = await post("/sales/create", finished({ customer: 999_999 }), key);
    expect(refused.status).toBe(403);
    const again = await post("/sales/create", finished({ customer: 999_999 }), key);
    expect(again).toEqual({ ...refused, replayed: "true" });
  });

  it("refuses a key that is too long or not visible ASCII, before anything runs", async () => {
    const before = await salesCount();
    for (const key of ["k".repeat(256), "chave com espaços"]) {
      const answer = await post("/sales/create", finished(), key);
      expect(answer.status, key).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({
        code: "request.idempotency_key.invalid",
        field: "Idempotency-Key",
      });
    }
    expect(await salesCount()).toBe(before);
  });

  it("keeps answers per data set: the demo key runs the same key on its own data", async () => {
    const key = newKey();
    await createItem(s, "PAO-1", { token: s.account.test_api_token });
    const demoCustomer = await createCustomer(s, COMPANY, s.account.test_api_token);
    const demoBefore = await salesCount(s.account.test_api_token);
    expect((await post("/sales/create", finished(), key)).status).toBe(200);
    const demo = await post(
      "/sales/create",
      invoice(demoCustomer, items, { status: "Terminado" }),
      key,
      s.account.test_api_token,
    );
    expect(demo.status).toBe(200);
    expect(demo.replayed).toBeNull();
    expect(await salesCount(s.account.test_api_token)).toBe(demoBefore + 1);
  });

  it("forgets a key after 24 hours", async () => {
    const key = newKey();
    const before = await salesCount();
    const draft = invoice(customer, items);
    expect((await post("/sales/create", draft, key)).status).toBe(200);
    s.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    try {
      const later = await post("/sales/create", draft, key);
      expect(later.status).toBe(200);
      expect(later.replayed).toBeNull();
      expect(await salesCount()).toBe(before + 2);
    } finally {
      s.clock.advance(-(24 * 60 * 60 * 1000 + 60_000));
    }
  });

  it("takes over a claim whose request died before answering, and runs the request once more", async () => {
    const key = newKey();
    const draft = invoice(customer, items);
    const first = await post("/sales/create", draft, key);
    // What a crash between the claim and the commit leaves: a running claim, minutes old.
    const old = new Date(s.clock.now().getTime() - 3 * 60_000).toISOString();
    await s.store.db
      .updateTable("idempotency_keys")
      .set({ state: "running", response_status: null, response_body: null, claimed_at: old })
      .where("idempotency_key", "=", key)
      .execute();
    const again = await post("/sales/create", draft, key);
    expect(again.status).toBe(200);
    expect(again.replayed).toBeNull();
    expect(JSON.parse(again.text).data.id).not.toBe(JSON.parse(first.text).data.id);
    expect((await post("/sales/create", draft, key)).text).toBe(again.text);
  });

  it("executes every request without a key, and ignores a key on a read", async () => {
    const before = await salesCount();
    await post("/sales/create", finished(), undefined);
    await post("/sales/create", finished(), undefined);
    expect(await salesCount()).toBe(before + 2);
    const key = newKey();
    const list = await post("/sales/list", {}, key);
    expect(list.status).toBe(200);
    expect((await post("/sales/list", { skip: 15 }, key)).replayed).toBeNull();
  });
});

describe("a retry after the keys were rotated", () => {
  it("replays the first answer to a v1 retry sent with the new api_token: the token is no part of the request", async () => {
    // An account of its own: the keys of the server's account stay as the other tests use them.
    const other = await s.newAccount();
    const otherCustomer = await createCustomer(s, COMPANY, other.api_token);
    await createItem(s, "PAO-1", { token: other.api_token });
    const key = newKey();
    const body = invoice(otherCustomer, items, { status: "Terminado" });
    const first = await post("/sales/create", body, key, other.api_token);
    expect(first.status).toBe(200);
    const before = await salesCount(other.api_token);
    const rotated = await rotateKeys(s.store, other.account_id, { legacy: false, v1: ["production"] });
    expect(rotated.api_token).not.toBe(other.api_token);
    const again = await post("/sales/create", body, key, rotated.api_token!);
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(await salesCount(rotated.api_token!)).toBe(before);
  });

  it("replays the first answer to a legacy retry sent with the new secret", async () => {
    const other = await s.newAccount();
    const send = (secret: string, key: string) =>
      s.raw("/api/clientes/criar", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": key,
          authorization: `Basic ${Buffer.from(`${other.legacy_key}:${secret}`).toString("base64")}`,
        },
        body: JSON.stringify({ codigo: "C-ROT", nome: "Mercearia Rodada", contribuinte: "501964843" }),
      });
    const key = newKey();
    const first = await send(other.legacy_secret, key);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    const rotated = await rotateKeys(s.store, other.account_id, { legacy: true, v1: [] });
    const again = await send(rotated.legacy_secret!, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstText);
  });
});

describe("legacy writes with an Idempotency-Key", () => {
  const cliente = { codigo: "C-IDEM", nome: "Mercearia Idempotente", contribuinte: "501964843" };
  const call = async (body: object, key: string) => {
    const response = await s.raw("/api/clientes/criar", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        authorization: `Basic ${Buffer.from(`${s.account.legacy_key}:${s.account.legacy_secret}`).toString("base64")}`,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get("idempotent-replayed"),
      text: await response.text(),
    };
  };

  it("creates one customer for repeated and concurrent requests with one key, and refuses another body with 422", async () => {
    const key = newKey();
    const answers = await Promise.all([call(cliente, key), call(cliente, key), call(cliente, key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const dataset = await datasetOf(s);
    const rows = await s.store.db
      .selectFrom("customers")
      .select("id")
      .where("dataset_id", "=", dataset)
      .where("code", "=", "C-IDEM")
      .execute();
    expect(rows).toHaveLength(1);
    const other = await call({ ...cliente, nome: "Outro nome" }, key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text)).toMatchObject({ code: "request.idempotency_key.reused", field: "Idempotency-Key" });
  });
});
