// The paid callback of sales end to end, on the embedded store and on PostgreSQL: a sale that
// names an address (v2's callback_url; the v1 wire has no such field, so the v1 cases create it
// through the sales service) is paid on the payment pages (MB WAY link, Multibanco
// reference; demo data only) or settled by receipts, and the server posts it, as sales/find answers it, signed with the account's
// secret, to an HTTP receiver; every attempt shows on the outbox page; private addresses are
// refused unless allowed; two server processes on one database post each callback once, and
// a retry survives a restart.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { CallbackReceiver, createSaleWithCallback, signatureMatches } from "../support/callbacks.ts";
import { createCustomer, createItem, createReceipt, NOW, receiptBody, saleBody } from "./receipts-fixtures.ts";
import { openStore, type Store } from "../../server/store/database.ts";
import { createApp, type App } from "../../server/app.ts";
import { configFromEnv } from "../../server/config.ts";
import { createAccount } from "../../server/modules/provisioning/index.ts";
import { ensureSigningKey } from "../../server/modules/documents/index.ts";
import { createV1Client } from "../../client/index.ts";
import { v2Calls } from "../support/v2-calls.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let s: TestServer;
let receiver: CallbackReceiver;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)), config: { allowPrivateAttachmentUrls: true } });
  receiver = await CallbackReceiver.start();
});

afterAll(async () => {
  await receiver?.close();
  await s?.close();
});

beforeEach(() => {
  receiver.requests.length = 0;
  receiver.answers.length = 0;
});

const demo = () => s.account.test_api_token;

/** A finished Factura of 123.00 that names `url` for its paid callback, in the data set of `token`. */
async function saleWithCallback(server: TestServer, token: string, url = receiver.url) {
  const customer = await createCustomer(server, {}, token);
  const item = await createItem(server, {}, token);
  const id = await createSaleWithCallback(
    server.store,
    server.clock,
    token,
    saleBody(customer, item.id, [["100.00", "1"]]),
    url,
  );
  return { id, customer };
}

async function find(server: TestServer, id: number, token: string) {
  const { data, error } = await server.v1(token).POST("/sales/find", { body: { value: id, search_in: "ID" } });
  expect(error).toBeUndefined();
  return data!.data;
}

async function mbwayLink(server: TestServer, id: number, token: string): Promise<string> {
  const { data, error } = await server
    .v1(token)
    .POST("/sales/{id}/generate_mbway", { params: { path: { id } }, body: {} });
  expect(error).toBeUndefined();
  return data!.mbway_link;
}

function payAtMultibanco(server: TestServer, form: Record<string, string>): Promise<Response> {
  return fetch(`${server.baseUrl}/payments/multibanco`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

/** The callback attempts the outbox page lists for the data set of `token`, newest first. */
async function outboxCallbacks(server: TestServer, token: string) {
  const response = await fetch(`${server.baseUrl}/outbox.json`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as {
    messages: { channel: string; status: string; error: string | null; subject: string; recipients: unknown[] }[];
  };
  return messages.filter((m) => m.channel === "callback");
}

describe("a reference paid on the payment pages (demo data)", () => {
  it("the MB WAY link paid: the sale is posted as sales/find answers it, signed with the account's secret", async () => {
    const { id } = await saleWithCallback(s, demo());
    const link = await mbwayLink(s, id, demo());
    expect(await s.callbacks.runDue()).toBe(0);

    const before = await fetch(link);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("Pagar (simulação)");
    const paid = await fetch(link, { method: "POST" });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain("Pagamento efetuado");
    const after = await (await fetch(link)).text();
    expect(after).toContain("<strong>Pago</strong>");
    expect(after).not.toContain("Pagar (simulação)");
    expect((await fetch(link, { method: "POST" })).status).toBe(409);

    expect(await s.callbacks.runDue()).toBe(1);
    const [request] = receiver.requests;
    expect(receiver.requests).toHaveLength(1);
    const found = await find(s, id, demo());
    expect(JSON.parse(request!.body)).toEqual(found);
    // Write-only: neither find nor the callback answers the address.
    expect(found).not.toHaveProperty("callback_url");
    expect(request!.body).not.toContain(receiver.url);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["callback-id"]).toMatch(UUID);
    expect(signatureMatches(s.account.callback_secret, request!.headers.signature as string, request!.body)).toBe(true);
    expect(await s.callbacks.runDue()).toBe(0);
  });

  it("a Multibanco reference paid as at an ATM (entity, reference, amount)", async () => {
    const { id } = await saleWithCallback(s, demo());
    const { data } = await s.v1(demo()).POST("/sales/{id}/generate_mbref", { params: { path: { id } }, body: {} });
    const { entity, reference } = data!.data;
    expect((await fetch(`${s.baseUrl}/payments/multibanco`)).status).toBe(200);

    expect((await payAtMultibanco(s, { entity, reference, amount: "123.01" })).status).toBe(404);
    expect((await payAtMultibanco(s, { entity, reference: "12", amount: "123.00" })).status).toBe(400);
    expect(await s.callbacks.runDue()).toBe(0);
    const spaced = reference.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
    expect((await payAtMultibanco(s, { entity, reference: spaced, amount: "123,00" })).status).toBe(200);
    expect((await payAtMultibanco(s, { entity, reference, amount: "123.00" })).status).toBe(409);

    expect(await s.callbacks.runDue()).toBe(1);
    expect(JSON.parse(receiver.requests[0]!.body)).toEqual(await find(s, id, demo()));
  });

  it("a production sale is not paid on the page, and nothing is posted", async () => {
    const { id } = await saleWithCallback(s, s.account.api_token);
    const link = await mbwayLink(s, id, s.account.api_token);
    expect(await (await fetch(link)).text()).not.toContain("Pagar (simulação)");
    expect((await fetch(link, { method: "POST" })).status).toBe(403);
    expect(await s.callbacks.runDue()).toBe(0);
    expect(receiver.requests).toEqual([]);
  });

  it("a 500, then a 200 a minute later: one Callback-Id, both attempts on the outbox page", async () => {
    receiver.answers.push(500);
    const { id } = await saleWithCallback(s, demo());
    expect((await fetch(await mbwayLink(s, id, demo()), { method: "POST" })).status).toBe(200);
    expect(await s.callbacks.runDue()).toBe(1);
    expect(await s.callbacks.runDue()).toBe(0);
    s.clock.advance(60_000);
    expect(await s.callbacks.runDue()).toBe(1);

    const [first, second] = receiver.requests;
    expect(receiver.requests).toHaveLength(2);
    expect(second!.headers["callback-id"]).toBe(first!.headers["callback-id"]);
    for (const r of [first!, second!])
      expect(signatureMatches(s.account.callback_secret, r.headers.signature as string, r.body)).toBe(true);
    const callbackId = String(first!.headers["callback-id"]);
    const attempts = (await outboxCallbacks(s, demo())).filter((m) => m.subject.includes(callbackId));
    expect(attempts).toEqual([
      expect.objectContaining({
        status: "sent",
        error: null,
        subject: `Callback-Id ${callbackId}, attempt 2 of 6: HTTP 200`,
        recipients: [{ url: receiver.url }],
      }),
      expect.objectContaining({
        status: "failed",
        subject: `Callback-Id ${callbackId}, attempt 1 of 6: HTTP 500`,
        error: expect.stringMatching(/^HTTP 500; next attempt at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    const page = await fetch(`${s.baseUrl}/outbox`, { headers: { authorization: `Bearer ${demo()}` } });
    expect(await page.text()).toContain(receiver.url);
  });
});

describe("a sale settled by receipts", () => {
  it("a receipt that settles it in full posts it; a partial one does not", async () => {
    const token = s.account.api_token;
    const { id, customer } = await saleWithCallback(s, token);
    await createReceipt(s, receiptBody(customer, [{ id, total_paid: "100.00" }]), token);
    expect(await s.callbacks.runDue()).toBe(0);
    await createReceipt(s, receiptBody(customer, [{ id, total_paid: "23.00" }]), token);
    expect(await s.callbacks.runDue()).toBe(1);
    expect(JSON.parse(receiver.requests[0]!.body)).toEqual(await find(s, id, token));
    expect(
      signatureMatches(
        s.account.callback_secret,
        receiver.requests[0]!.headers.signature as string,
        receiver.requests[0]!.body,
      ),
    ).toBe(true);
  });
});

describe("callback_url through /api/v2", () => {
  const v2 = v2Calls(() => s);

  /** A finished Factura of 123.00 created through v2, with `extra` in its body. */
  async function v2Sale(token: string, extra: Record<string, unknown>) {
    const customer = await createCustomer(s, {}, token);
    const item = await createItem(s, {}, token);
    const { api_token: _t, ...body } = saleBody(customer, item.id, [["100.00", "1"]]) as Record<string, unknown>;
    return v2.call<{ id: number }>("POST", "/sales", { ...body, ...extra }, { token });
  }

  it("a sale created with callback_url is posted, signed, when its MB WAY link is paid", async () => {
    const created = await v2Sale(demo(), { callback_url: receiver.url });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("callback_url");
    const id = created.body.id;
    const link = await v2.call<string>("PUT", `/sales/${id}/generate_mbway`, [], { token: demo() });
    expect(link.status).toBe(200);
    expect((await fetch(link.body, { method: "POST" })).status).toBe(200);
    expect(await s.callbacks.runDue()).toBe(1);
    const [request] = receiver.requests;
    expect(JSON.parse(request!.body)).toEqual(await find(s, id, demo()));
    expect(signatureMatches(s.account.callback_secret, request!.headers.signature as string, request!.body)).toBe(true);
  });

  it("an update that leaves callback_url out keeps it; one that sends it empty removes it", async () => {
    const kept = await v2Sale(demo(), { callback_url: receiver.url, status: "Rascunho" });
    const removed = await v2Sale(demo(), { callback_url: receiver.url, status: "Rascunho" });
    const customer = await createCustomer(s, {}, demo());
    const item = await createItem(s, {}, demo());
    const { api_token: _t, ...finished } = saleBody(customer, item.id, [["100.00", "1"]]) as Record<string, unknown>;
    const put = (id: number, extra: Record<string, unknown>) =>
      v2.call("PUT", `/sales/${id}`, { ...finished, ...extra }, { token: demo() });
    expect((await put(kept.body.id, {})).status).toBe(200);
    expect((await put(removed.body.id, { callback_url: "" })).status).toBe(200);
    for (const id of [kept.body.id, removed.body.id]) {
      const link = await v2.call<string>("PUT", `/sales/${id}/generate_mbway`, [], { token: demo() });
      expect((await fetch(link.body, { method: "POST" })).status).toBe(200);
    }
    expect(await s.callbacks.runDue()).toBe(1);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ id: kept.body.id });
  });

  it("refuses an address that is not http or https, naming callback_url, and writes nothing", async () => {
    const before = (await s.v1(demo()).POST("/sales/list", { body: {} })).data!.data.length;
    const refused = await v2Sale(demo(), { callback_url: "ftp://example.pt/paid" });
    expect(refused.status).toBe(400);
    expect(refused.code).toBe("request.field.invalid");
    expect(refused.body).toContain("callback_url");
    expect((await s.v1(demo()).POST("/sales/list", { body: {} })).data!.data.length).toBe(before);
  });
});

describe("private addresses", () => {
  it("are not posted to unless ALLOW_PRIVATE_ATTACHMENT_URLS is set: the attempt fails in the outbox", async () => {
    const strict = await startTestServer({ clock: new TestClock(new Date(NOW)) });
    try {
      const token = strict.account.test_api_token;
      const { id } = await saleWithCallback(strict, token);
      expect((await fetch(await mbwayLink(strict, id, token), { method: "POST" })).status).toBe(200);
      expect(await strict.callbacks.runDue()).toBe(1);
      expect(receiver.requests).toEqual([]);
      expect(await outboxCallbacks(strict, token)).toEqual([
        expect.objectContaining({
          status: "failed",
          error: expect.stringMatching(/^127\.0\.0\.1 is not a public address .*; next attempt at /),
        }),
      ]);
    } finally {
      await strict.close();
    }
  });
});

describe("several server processes on one database", () => {
  const onPostgres = process.env.TEST_DATABASE_URL?.startsWith("postgres") ?? false;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A server process: its own store (connections) on the database, its own app and dispatcher. */
  async function serverProcess(
    url: string,
    clock: TestClock,
  ): Promise<{ store: Store; app: App; stop(): Promise<void> }> {
    const store = await openStore(url);
    await ensureSigningKey(store.db);
    const config = { ...configFromEnv({}), allowPrivateAttachmentUrls: true, logLevel: "silent" };
    const app = createApp({ store, clock, config, logger: pino({ level: "silent" }) });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await app.callbacks.stop(0);
      await store.close();
    };
    cleanups.push(stop);
    return { store, app, stop };
  }

  /** A database of its own: a fresh PostgreSQL database, or a SQLite file. */
  async function database(): Promise<string> {
    if (onPostgres) {
      const created = await freshDatabase();
      cleanups.push(created.drop);
      return created.url;
    }
    const dir = mkdtempSync(join(tmpdir(), "sale-callbacks-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return `file:${join(dir, "invoicing.sqlite")}`;
  }

  /** Serves the process's API; answers what the fixtures need of a test server (client, store, clock). */
  async function serve(
    p: { store: Store; app: App },
    clock: TestClock,
  ): Promise<{ via: TestServer; close(): Promise<void> }> {
    const server: Server = await new Promise((resolve) => {
      const listening = p.app.express.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    cleanups.push(close);
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const via = {
      baseUrl,
      store: p.store,
      clock,
      v1: (apiToken: string) => createV1Client({ baseUrl, apiToken }),
    } as unknown as TestServer;
    return { via, close };
  }

  /** A demo sale that names the receiver, paid on the MB WAY page; answers its ID. */
  async function paidDemoSale(via: TestServer, token: string): Promise<number> {
    const { id } = await saleWithCallback(via, token);
    expect((await fetch(await mbwayLink(via, id, token), { method: "POST" })).status).toBe(200);
    return id;
  }

  // SQLite is one process's store (a shared PostgreSQL server is what several processes use).
  it.runIf(onPostgres)("on PostgreSQL, two processes running at once post each due callback once", async () => {
    const url = await database();
    const clock = new TestClock(new Date(NOW));
    const a = await serverProcess(url, clock);
    const b = await serverProcess(url, clock);
    const account = await createAccount(a.store, { name: "Loja partilhada", plan: "large" }, clock);
    const { via } = await serve(a, clock);
    const token = account.test_api_token;
    const ids: number[] = [];
    for (let n = 0; n < 6; n++) ids.push(await paidDemoSale(via, token));

    const [byA, byB] = await Promise.all([a.app.callbacks.runDue(), b.app.callbacks.runDue()]);
    expect(byA + byB).toBe(6);
    const posted = receiver.requests.map((r) => (JSON.parse(r.body) as { id: number }).id);
    expect(posted.sort()).toEqual(ids.sort());
    expect(new Set(receiver.requests.map((r) => r.headers["callback-id"])).size).toBe(6);
    for (const r of receiver.requests)
      expect(signatureMatches(account.callback_secret, r.headers.signature as string, r.body)).toBe(true);
  });

  it("a retry survives a restart: the next process makes it when due, with the same Callback-Id", async () => {
    const url = await database();
    const clock = new TestClock(new Date(NOW));
    const before = await serverProcess(url, clock);
    const account = await createAccount(before.store, { name: "Loja reiniciada", plan: "large" }, clock);
    const served = await serve(before, clock);
    receiver.answers.push(500);
    const id = await paidDemoSale(served.via, account.test_api_token);
    expect(await before.app.callbacks.runDue()).toBe(1);
    await served.close();
    await before.stop();

    const after = await serverProcess(url, clock);
    expect(await after.app.callbacks.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await after.app.callbacks.runDue()).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.headers["callback-id"]).toBe(receiver.requests[0]!.headers["callback-id"]);
    expect(JSON.parse(receiver.requests[1]!.body)).toMatchObject({ id });
    expect(
      signatureMatches(
        account.callback_secret,
        receiver.requests[1]!.headers.signature as string,
        receiver.requests[1]!.body,
      ),
    ).toBe(true);
  });
});
