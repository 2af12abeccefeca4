// The client facade as apps use it, against the reference server: a sale's life cycle through
// resource methods, auto-pagination, typed errors, retries (429 with Retry-After, dropped
// connections, timeouts) and the idempotency keys that make retried writes issue one document.
import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import {
  type ApiError,
  AuthenticationError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  RefusalError,
  TimeoutError,
  type RequestEvent,
  type ResponseEvent,
  type RetryEvent,
} from "../../client/index.ts";
import { COMPANY, datasetOf, invoice, startSalesServer, TODAY, type SaleBody } from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;
const items: SaleBody["items"] = [{ id: "PAO-1", price: "10.00", quantity: 2, vat: 23 }];

beforeAll(async () => {
  s = await startSalesServer();
  const v1 = s.v1Api();
  customer = (await v1.customers.create(COMPANY)).data.id;
  await v1.items.create({
    reference: "PAO-1",
    description: "Pão de forma",
    unit: "UN",
    vat: "23.00",
    type: "Mercadorias",
  });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function salesCount(): Promise<number> {
  const dataset = await datasetOf(s);
  const row = await s.store.db
    .selectFrom("sales")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("dataset_id", "=", dataset)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Fast retries for tests: the backoff's shape, in milliseconds rather than seconds. */
const quick = { baseDelayMs: 20, maxDelayMs: 50 };

/** A TCP proxy to the server that can drop the connection of the next answer, as a flaky network does. */
async function startProxy(
  target: string,
): Promise<{ url: string; dropNextAnswer: () => void; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  let drop = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => {
      if (drop) {
        // The server answered (and kept the answer); the client never gets it.
        drop = false;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on("end", () => client.end());
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropNextAnswer: () => void (drop = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("resource methods", () => {
  it("takes a sale through its life cycle: draft, finished, found, downloaded, cancelled", async () => {
    const v1 = s.v1Api();
    const draft = await v1.sales.create(invoice(customer, items));
    expect(draft.data.status).toBe("Rascunho");
    const finished = await v1.sales.update(draft.data.id, invoice(customer, items, { status: "Terminado" }));
    expect(finished.data).toMatchObject({ id: draft.data.id, status: "Terminado", grand_total: 24.6 });
    const found = await v1.sales.find({ value: draft.data.id, search_in: "ID" });
    expect(found.data.number).toBe(finished.data.number);
    const pdf = await v1.sales.download(draft.data.id);
    expect((await fetch(pdf.url_file)).headers.get("content-type")).toBe("application/pdf");
    await v1.sales.cancel(draft.data.id, { reason: "Erro na quantidade facturada" });
    expect((await v1.sales.find({ value: draft.data.id, search_in: "ID" })).data.status).toBe("Anulado");
    // Amounts go as numbers or strings; answers keep the spec's decimal strings.
    const numeric = await v1.sales.create(invoice(customer, [{ id: "PAO-1", price: 10, quantity: "2", vat: 23 }]));
    expect(numeric.data.grand_total).toBe(24.6);
  });

  it("exposes the HTTP answer of every result without adding it to the record", async () => {
    const list = await s.v1Api().customers.list();
    expect(list.$response).toMatchObject({ status: 200, attempts: 1, replayed: false });
    expect(Object.keys(list)).toEqual(["status", "data"]);
  });

  it("names the server's request id on every answer, failure and logged event", async () => {
    const logged: ResponseEvent[] = [];
    const v1 = s.v1Api({ onResponse: (e) => void logged.push(e) });
    const list = await v1.customers.list();
    const refused = (await v1.customers
      .create({ ...COMPANY, vat_number: "123456780" })
      .catch((e: unknown) => e)) as ApiError;
    const legacy = await s
      .legacyApi({ onResponse: (e) => void logged.push(e) })
      .artigos.procurar({ valor: "PAO-1", tipo: "referencia" });
    const ids = [list.$response.requestId, refused.requestId, legacy.$response.requestId];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    expect(logged.map((e) => e.requestId)).toEqual(ids);
    // A request id the app chose itself (to follow a request across its own systems) comes back.
    const traced = await v1.customers.list(undefined, { headers: { "X-Request-Id": "loja-42:pedido-0007" } });
    expect(traced.$response.requestId).toBe("loja-42:pedido-0007");
    // One that could not be quoted safely in a log line is replaced.
    const odd = await v1.customers.list(undefined, { headers: { "X-Request-Id": "a b c d e f g h" } });
    expect(odd.$response.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("nests operations that extend another: customers.accountsOpen and customers.accountsOpen.download", async () => {
    const v1 = s.v1Api();
    await v1.sales.create(invoice(customer, items, { status: "Terminado" }));
    const open = await v1.customers.accountsOpen(customer);
    expect(open.data.length).toBeGreaterThan(0);
    const statement = await v1.customers.accountsOpen.download(customer, { date_from: "2026-01-01", date_to: TODAY });
    expect(statement.url_file).toMatch(/\/files\//);
  });

  it("calls the legacy generation through its own facade, with Basic authentication", async () => {
    const legacy = s.legacyApi();
    const created = await legacy.clientes.criar({
      codigo: "C-FACADE",
      nome: "Loja da Fachada",
      contribuinte: "501964843",
    });
    const found = await legacy.clientes.procurar({ valor: "C-FACADE", tipo: "codigo" });
    expect(found.id).toBe(created.id);
    const refused = await legacy.clientes.criar({ codigo: "C-FACADE", nome: "Outra loja" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusalError);
    expect(refused).toMatchObject({
      status: 422,
      code: "customer.code.taken",
      field: "codigo",
      operation: "Clientes_criar",
    });
  });

  it("keeps the raw openapi-fetch client at hand", async () => {
    const { data, error } = await s.v1Api().raw.POST("/customers/list", { body: {} });
    expect(error).toBeUndefined();
    expect(data!.status).toBe(true);
  });
});

describe("pagination", () => {
  it("walks every page of a list operation with for await", async () => {
    const v1 = s.v1Api();
    for (let i = 0; i < 40; i++)
      await v1.customers.create({
        name: `Cliente ${i}`,
        vat_number: "999999990",
        type: "Particular",
        vat_type: "Debitar IVA",
      });
    const requests: RequestEvent[] = [];
    const paged = s.v1Api({ onRequest: (e) => void requests.push(e) });
    const ids: number[] = [];
    for await (const c of paged.customers.listAll({ active: "All" })) ids.push(c.id);
    const dataset = await datasetOf(s);
    const stored = await s.store.db
      .selectFrom("customers")
      .select("id")
      .where("dataset_id", "=", dataset)
      .orderBy("id")
      .execute();
    expect(ids).toEqual(stored.map((r) => r.id));
    expect(ids.length).toBeGreaterThanOrEqual(42);
    expect(requests).toHaveLength(Math.floor(ids.length / 15) + 1);
    // Stopping early fetches no further page.
    requests.length = 0;
    for await (const c of paged.customers.listAll()) if (c.id) break;
    expect(requests).toHaveLength(1);
  });
});

describe("typed errors", () => {
  it("throws a refusal with its code, field, message in the language asked, and operation", async () => {
    const error = await s
      .v1Api({ language: "en" })
      .customers.create({ ...COMPANY, vat_number: "123456780" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusalError);
    expect(error).toMatchObject({
      status: 403,
      code: "vat_number.invalid",
      field: "vat_number",
      operation: "Customers_create",
    });
    expect((error as ApiError).message).toMatch(/valid/i);
  });

  it("tells not found records and bad credentials apart", async () => {
    await expect(s.v1Api().sales.find({ value: 999_999, search_in: "ID" })).rejects.toBeInstanceOf(NotFoundError);
    const denied = await s
      .v1Api({ apiToken: "0".repeat(32) })
      .customers.list()
      .catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(AuthenticationError);
    expect(denied).toMatchObject({ status: 401, code: "auth.api_token.invalid" });
  });

  it("returns failures instead of throwing when asked to", async () => {
    const v1 = s.v1Api({ errors: "return" });
    const refused = await v1.customers.create({ ...COMPANY, vat_number: "123456780" });
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ code: "vat_number.invalid" });
    const ok = await v1.customers.list();
    expect(ok.error).toBeUndefined();
    expect(ok.data?.status).toBe(true);
  });
});

describe("retries", () => {
  it("retries a 429 after its Retry-After and succeeds", async () => {
    let calls = 0;
    const retries: RetryEvent[] = [];
    const v1 = s.v1Api({
      onRetry: (e) => void retries.push(e),
      fetch: async (request) => {
        if (++calls === 1) {
          const body = {
            status: false,
            message: "Já efectuou muitas tentativas, aguarde 1 segundos",
            code: "account.rate_limited",
          };
          return new Response(JSON.stringify(body), {
            status: 429,
            headers: { "content-type": "application/json", "retry-after": "1" },
          });
        }
        return s.recorder.fetch(request);
      },
    });
    const started = Date.now();
    const list = await v1.customers.list();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(list.$response.attempts).toBe(2);
    expect(retries).toHaveLength(1);
    expect(retries[0]!.error).toBeInstanceOf(RateLimitError);
    expect(retries[0]).toMatchObject({ delayMs: 1000, operation: "Customers_list" });
  });

  it("does not wait out a used-up plan: the RateLimitError says when to come back", async () => {
    const keys = await s.newAccount({ plan: "custom", requests: 1 });
    const v1 = s.v1Api({ apiToken: keys.api_token });
    await v1.customers.list();
    const error = await v1.customers.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: "account.rate_limited" });
    expect((error as RateLimitError).retryAfter).toBeGreaterThan(60);
  });

  it("retries a create whose answer was lost with a dropped connection, and one invoice is issued", async () => {
    const proxy = await startProxy(s.baseUrl);
    try {
      const responses: ResponseEvent[] = [];
      const v1 = s.v1Api({ baseUrl: proxy.url, retry: quick, onResponse: (e) => void responses.push(e) });
      const before = await salesCount();
      proxy.dropNextAnswer();
      const sale = await v1.sales.create(invoice(customer, items, { status: "Terminado" }));
      expect(sale.$response).toMatchObject({ attempts: 2, replayed: true });
      expect(await salesCount()).toBe(before + 1);
      expect(responses).toHaveLength(1); // the first attempt got no answer
    } finally {
      await proxy.close();
    }
  });

  it("sends one key for the repeats of one create: concurrent calls issue one invoice", async () => {
    const v1 = s.v1Api();
    const before = await salesCount();
    const body = invoice(customer, items, { status: "Terminado" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => v1.sales.create(body, { idempotencyKey: "encomenda-2026-0042" })),
    );
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await salesCount()).toBe(before + 1);
  });

  it("never retries a write sent without a key; retries reads after network failures", async () => {
    let calls = 0;
    const failing = s.v1Api({
      retry: quick,
      fetch: async (request) => {
        if (++calls === 1) throw new TypeError("fetch failed");
        return s.recorder.fetch(request);
      },
    });
    await expect(
      failing.customers.create(
        { name: "Sem chave", type: "Particular", vat_type: "Debitar IVA" },
        { idempotencyKey: false },
      ),
    ).rejects.toBeInstanceOf(ConnectionError);
    expect(calls).toBe(1);
    calls = 0;
    expect((await failing.customers.list()).$response.attempts).toBe(2);
  });

  it("gives each attempt a timeout, and the caller's signal stops everything", async () => {
    // A server that never answers: only the request's signal ends the wait, as with fetch.
    const hanging = async (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener("abort", () => reject(request.signal.reason));
      });
    const slow = s.v1Api({ fetch: hanging, timeout: 30, maxAttempts: 2, retry: quick });
    const timedOut = await slow.customers.list().catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const pending = s.v1Api({ fetch: hanging }).customers.list(undefined, { signal: controller.signal });
    controller.abort(new Error("the user left"));
    await expect(pending).rejects.toThrow("the user left");
  });
});
