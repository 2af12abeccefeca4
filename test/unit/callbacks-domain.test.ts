// The paid callback of sales through the public functions of the callbacks module (and of the
// sales and receipts modules that make a sale paid), on a data set provisioned like a new
// account's, posting to a real HTTP receiver on 127.0.0.1: the address a sale keeps, the
// signature, scheduling in the paying transaction, delivery after it, retries and their
// times, the public-address check, claims shared by processes, and a graceful stop.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import type { Refusal } from "../../server/kernel/errors.ts";
import {
  CallbackDispatcher,
  callbackSignature,
  callbackUrlOf,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  saleCallbacksOf,
  scheduleSalePaidCallback,
  type CallbackDispatcherOptions,
  type SaleCallback,
} from "../../server/modules/callbacks/index.ts";
import { createSale, loadSale } from "../../server/modules/sales/index.ts";
import { updateSale } from "../../server/modules/sales/sales.ts";
import { duplicateSale } from "../../server/modules/sales/lifecycle.ts";
import type { SaleInput } from "../../server/modules/sales/input.ts";
import { createReceipt } from "../../server/modules/receipts/receipts.ts";
import { callbackSecretOf, rotateCallbackSecret } from "../../server/modules/accounts/index.ts";
import { latestOutboxRows } from "../../server/modules/outbox/repository/outbox.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";
import { CallbackReceiver, signatureMatches, signedAt } from "../support/callbacks.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let domain: DomainHarness;
let scope: Scope;
let customer: number;
let item: number;
let receiver: CallbackReceiver;
const dispatchers: CallbackDispatcher[] = [];

const run = <T>(operation: (ctx: Ctx) => Promise<T>) => domain.run(scope, operation, { outputs: "dropped" });
const now = () => domain.clock.now();
const advance = (ms: number) => (domain.clock.at = new Date(now().getTime() + ms).toISOString());
const secret = () => domain.store.transaction((tx) => callbackSecretOf(tx, scope.accountId));
const callbacksOf = (saleId: number) => domain.store.read((tx) => saleCallbacksOf(tx, scope.datasetId, saleId));
const outbox = async () =>
  (await latestOutboxRows(domain.store.db, scope.datasetId, 50)).filter((r) => r.channel === "callback").reverse();

/** The body the dispatchers post here: the sale named (the server's is v1's record, tested end to end). */
const body: CallbackDispatcherOptions["body"] = async (sale) =>
  JSON.stringify({ id: sale.saleId, dataset_id: sale.scope.datasetId });

function dispatcher(options: Partial<CallbackDispatcherOptions> = {}): CallbackDispatcher {
  const d = new CallbackDispatcher({ store: domain.store, clock: domain.clock, body, allowPrivate: true, ...options });
  dispatchers.push(d);
  return d;
}

/** A Factura to the data set's first customer: 2 x 50.00 at 23%. */
function input(overrides: Partial<SaleInput> = {}): SaleInput {
  return {
    issueDate: "2026-03-10",
    documentType: "Factura",
    customer,
    vatNumber: "513284923",
    address: "Rua das Flores, 12",
    city: "Porto",
    postalCode: "4050-262",
    country: "Portugal",
    vatType: "Debitar IVA",
    items: [{ item, price: new Decimal("50"), quantity: new Decimal("2"), vat: 23 }],
    status: "Terminado",
    ...overrides,
  };
}

/** A finished Factura (123.00) that names the receiver, with its paid callback scheduled; answers both IDs. */
async function paidSale(url = receiver.url): Promise<{ saleId: number; callbackId: string }> {
  const saleId = await run((ctx) => createSale(ctx, input({ callbackUrl: url })));
  const callbackId = await run(async (ctx) => scheduleSalePaidCallback(ctx, await loadSale(ctx, saleId)));
  return { saleId, callbackId: callbackId! };
}

async function only(saleId: number): Promise<SaleCallback> {
  const [callback, ...more] = await callbacksOf(saleId);
  expect(more).toEqual([]);
  return callback!;
}

beforeEach(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  scope = await domain.dataset("Loja online");
  customer = (
    await domain.store.db
      .selectFrom("customers")
      .select("id")
      .where("dataset_id", "=", scope.datasetId)
      .executeTakeFirstOrThrow()
  ).id;
  item = await domain.item(scope, "Consultoria", "Serviços");
  receiver = await CallbackReceiver.start();
});

afterEach(async () => {
  for (const d of dispatchers.splice(0)) await d.stop(0);
  await receiver.close();
  await domain.store.close();
});

describe("the address a sale keeps", () => {
  it("takes http and https addresses of at most 2048 characters; empty or null is none", () => {
    expect(callbackUrlOf(" https://loja.pt/pagamentos/callback?pedido=12 ")).toBe(
      "https://loja.pt/pagamentos/callback?pedido=12",
    );
    expect(callbackUrlOf("http://127.0.0.1:8080/x")).toBe("http://127.0.0.1:8080/x");
    expect(callbackUrlOf(`https://loja.pt/${"a".repeat(2048 - 16)}`)).toHaveLength(2048);
    expect(callbackUrlOf("")).toBeNull();
    expect(callbackUrlOf("  ")).toBeNull();
    expect(callbackUrlOf(null)).toBeNull();
    expect(callbackUrlOf(undefined)).toBeUndefined();
  });

  it("refuses anything else as an invalid field, saying what it expects in Portuguese and English", () => {
    for (const bad of [
      "ftp://loja.pt/callback",
      "loja.pt/callback",
      "https://",
      "https://loja pt/callback",
      "javascript:alert(1)",
      `https://loja.pt/${"a".repeat(2048 - 15)}`,
    ]) {
      let refusal: Refusal | undefined;
      try {
        callbackUrlOf(bad);
      } catch (err) {
        refusal = err as Refusal;
      }
      expect(refusal, bad).toMatchObject({ code: "request.field.invalid", path: "callbackUrl" });
      expect(refusal!.params.expected).toEqual({
        pt: " (esperado: um endereço http ou https com até 2048 caracteres)",
        en: " (expected: an http or https address of at most 2048 characters)",
      });
    }
  });

  it("is kept by a draft's update that leaves it out, removed by one that sends it empty, and not copied by a duplicate", async () => {
    const id = await run((ctx) => createSale(ctx, input({ status: "Rascunho", callbackUrl: receiver.url })));
    await run((ctx) => updateSale(ctx, id, input({ status: "Rascunho" })));
    expect((await run((ctx) => loadSale(ctx, id))).callbackUrl).toBe(receiver.url);
    await run((ctx) => updateSale(ctx, id, input({ status: "Terminado", callbackUrl: "" })));
    expect((await run((ctx) => loadSale(ctx, id))).callbackUrl).toBeNull();

    const named = await run((ctx) => createSale(ctx, input({ callbackUrl: receiver.url })));
    const copy = await run((ctx) => duplicateSale(ctx, named, "Factura"));
    expect((await run((ctx) => loadSale(ctx, copy))).callbackUrl).toBeNull();
    const refusal = await domain.refusalOf(scope, (ctx) => createSale(ctx, input({ callbackUrl: "ftp://x" })));
    expect(refusal).toMatchObject({ code: "request.field.invalid", path: "callbackUrl" });
  });

  it("a sale without one schedules nothing", async () => {
    const saleId = await run((ctx) => createSale(ctx, input()));
    expect(await run(async (ctx) => scheduleSalePaidCallback(ctx, await loadSale(ctx, saleId)))).toBeNull();
    expect(await callbacksOf(saleId)).toEqual([]);
  });
});

describe("the signature", () => {
  it("is t and the HMAC-SHA256 of t.body keyed by the secret, in lower-case hex (a vector computed with openssl)", () => {
    expect(
      callbackSignature("segredo-de-teste", '{"id":1287,"status":"Terminado"}', new Date("2026-01-01T00:00:00.999Z")),
    ).toBe("t=1767225600,v1=380c7c972dbae5a21ac5a9be0b472c70e16a439600614be96b8039f44bd5eb33");
  });
});

describe("delivery", () => {
  it("posts after the commit, signed with the account's secret, and records the attempt in the outbox", async () => {
    const { saleId, callbackId } = await paidSale();
    expect(callbackId).toMatch(UUID);
    expect(receiver.requests).toEqual([]);
    expect(await dispatcher().runDue()).toBe(1);

    const [request] = receiver.requests;
    expect(request).toMatchObject({ method: "POST", path: "/hooks/paid" });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["callback-id"]).toBe(callbackId);
    expect(request!.body).toBe(JSON.stringify({ id: saleId, dataset_id: scope.datasetId }));
    expect(signatureMatches(await secret(), request!.headers.signature as string, request!.body)).toBe(true);
    expect(signatureMatches("another secret", request!.headers.signature as string, request!.body)).toBe(false);
    expect(signedAt(request!.headers.signature as string)).toBe(Math.floor(now().getTime() / 1000));

    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 1, callbackId, url: receiver.url });
    expect(await outbox()).toEqual([
      expect.objectContaining({
        status: "sent",
        error: null,
        recipients: JSON.stringify([{ url: receiver.url }]),
        subject: `Callback-Id ${callbackId}, attempt 1 of 6: HTTP 200`,
        body: request!.body,
        document_kind: "sale",
        document_id: saleId,
        created_at: "2026-03-10 10:00:00",
      }),
    ]);
    expect(await dispatcher().runDue()).toBe(0);
    expect(receiver.requests).toHaveLength(1);
  });

  it("a 500 then a 200: two attempts a minute apart with the same Callback-Id, each signed afresh (with the secret of the moment)", async () => {
    receiver.answers.push(500);
    const { saleId, callbackId } = await paidSale();
    const d = dispatcher();
    expect(await d.runDue()).toBe(1);
    expect(await only(saleId)).toMatchObject({
      status: "pending",
      attempts: 1,
      dueAt: new Date(now().getTime() + 60_000),
    });
    expect(await d.runDue()).toBe(0);
    advance(59_000);
    expect(await d.runDue()).toBe(0);
    const oldSecret = await secret();
    const newSecret = await domain.store.transaction((tx) => rotateCallbackSecret(tx, scope.accountId));
    advance(1_000);
    expect(await d.runDue()).toBe(1);

    const [first, second] = receiver.requests;
    expect(receiver.requests).toHaveLength(2);
    expect(first!.headers["callback-id"]).toBe(callbackId);
    expect(second!.headers["callback-id"]).toBe(callbackId);
    expect(second!.body).toBe(first!.body);
    expect(signedAt(second!.headers.signature as string) - signedAt(first!.headers.signature as string)).toBe(60);
    expect(signatureMatches(oldSecret, first!.headers.signature as string, first!.body)).toBe(true);
    expect(signatureMatches(newSecret, second!.headers.signature as string, second!.body)).toBe(true);
    expect(signatureMatches(oldSecret, second!.headers.signature as string, second!.body)).toBe(false);

    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(await outbox()).toEqual([
      expect.objectContaining({
        status: "failed",
        subject: `Callback-Id ${callbackId}, attempt 1 of 6: HTTP 500`,
        error: "HTTP 500; next attempt at 2026-03-10 10:01:00",
      }),
      expect.objectContaining({ status: "sent", subject: `Callback-Id ${callbackId}, attempt 2 of 6: HTTP 200` }),
    ]);
  });

  it("is tried 6 times, after 1, 5 and 30 minutes, 2 and 12 hours, then given up", async () => {
    expect(MAX_ATTEMPTS).toBe(6);
    receiver.answers.push(503, 500, 404, 302, 500, 500);
    const { saleId } = await paidSale();
    const d = dispatcher();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await d.runDue()).toBe(1);
      const callback = await only(saleId);
      expect(callback.attempts).toBe(attempt);
      if (attempt === 6) {
        expect(callback.status).toBe("failed");
        break;
      }
      expect(callback.status).toBe("pending");
      waits.push(callback.dueAt.getTime() - now().getTime());
      domain.clock.at = callback.dueAt.toISOString();
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(waits).toEqual(RETRY_DELAYS_MS);
    advance(7 * 86_400_000);
    expect(await d.runDue()).toBe(0);
    expect(receiver.requests).toHaveLength(6);
    // A redirect (to /redirected) is an answer that is not a 2xx: not followed.
    expect(receiver.requests.map((r) => r.path)).toEqual(Array(6).fill("/hooks/paid"));
    const rows = await outbox();
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed", "failed", "failed", "failed", "failed"]);
    expect(rows.map((r) => r.error)).toEqual([
      "HTTP 503; next attempt at 2026-03-10 10:01:00",
      "HTTP 500; next attempt at 2026-03-10 10:06:00",
      "HTTP 404; next attempt at 2026-03-10 10:36:00",
      "HTTP 302; next attempt at 2026-03-10 12:36:00",
      "HTTP 500; next attempt at 2026-03-11 00:36:00",
      "HTTP 500; no attempt follows",
    ]);
  });

  it("is sent to public addresses only, unless private ones are allowed (literal or resolved)", async () => {
    const literal = await paidSale();
    const named = await paidSale(receiver.url.replace("127.0.0.1", "localhost"));
    expect(await dispatcher({ allowPrivate: false }).runDue()).toBe(2);
    expect(receiver.requests).toEqual([]);
    expect((await outbox()).map((r) => [r.document_id, r.status, r.error])).toEqual(
      expect.arrayContaining([
        [
          literal.saleId,
          "failed",
          "127.0.0.1 is not a public address (ALLOW_PRIVATE_ATTACHMENT_URLS allows it); next attempt at 2026-03-10 10:01:00",
        ],
        [
          named.saleId,
          "failed",
          "localhost is not a public address (ALLOW_PRIVATE_ATTACHMENT_URLS allows it); next attempt at 2026-03-10 10:01:00",
        ],
      ]),
    );
    advance(60_000);
    expect(await dispatcher({ allowPrivate: true }).runDue()).toBe(2);
    expect(receiver.requests.map((r) => r.headers["callback-id"]).sort()).toEqual(
      [literal.callbackId, named.callbackId].sort(),
    );
  });

  it("a receiver that answers nothing within the time allowed fails the attempt", async () => {
    receiver.hang = true;
    const { saleId, callbackId } = await paidSale();
    expect(await dispatcher({ timeoutMs: 300 }).runDue()).toBe(1);
    expect(await only(saleId)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await outbox())[0]).toMatchObject({
      status: "failed",
      subject: `Callback-Id ${callbackId}, attempt 1 of 6: ETIMEDOUT: no answer within 0.3 seconds`,
    });
  });
});

describe("scheduling in the paying transaction", () => {
  it("nothing is scheduled, and nothing sent, when the transaction that made the sale paid rolls back", async () => {
    const saleId = await run((ctx) => createSale(ctx, input({ callbackUrl: receiver.url })));
    const rolledBack = domain.store.transaction(async (tx) => {
      await scheduleSalePaidCallback({ tx, scope, clock: domain.clock }, { id: saleId, callbackUrl: receiver.url });
      throw new Error("the payment failed after the callback was scheduled");
    });
    await expect(rolledBack).rejects.toThrow("the payment failed");
    expect(await dispatcher().runDue()).toBe(0);
    expect(await callbacksOf(saleId)).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });

  it("a receipt that settles a sale in full schedules its callback; a partial one does not; a rolled-back one neither", async () => {
    const saleId = await run((ctx) => createSale(ctx, input({ callbackUrl: receiver.url })));
    const receipt = (paid: string) => ({
      issueDate: "2026-03-10",
      receiptDate: "2026-03-10",
      documentType: "Recibo de Cliente",
      customer,
      vatNumber: "513284923",
      address: "Rua das Flores, 12",
      city: "Porto",
      postalCode: "4050-262",
      country: "Portugal",
      sales: [{ sale: saleId, totalPaid: new Decimal(paid) }],
      status: "Terminado" as const,
    });
    await run((ctx) => createReceipt(ctx, receipt("100.00")));
    expect(await callbacksOf(saleId)).toEqual([]);
    await expect(
      run(async (ctx) => {
        await createReceipt(ctx, receipt("23.00"));
        throw new Error("the request failed after the receipt was written");
      }),
    ).rejects.toThrow("the request failed");
    expect(await callbacksOf(saleId)).toEqual([]);
    await run((ctx) => createReceipt(ctx, receipt("23.00")));
    expect(await only(saleId)).toMatchObject({ status: "pending", attempts: 0, url: receiver.url });
    expect(await dispatcher().runDue()).toBe(1);
    expect(JSON.parse(receiver.requests[0]!.body)).toEqual({ id: saleId, dataset_id: scope.datasetId });
  });
});

describe("processes and the server's lifecycle", () => {
  it("a due callback is claimed by one dispatcher: two running at once post each callback once", async () => {
    const sales = [await paidSale(), await paidSale(), await paidSale()];
    const [a, b] = [dispatcher(), dispatcher()];
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(3);
    expect(receiver.requests.map((r) => r.headers["callback-id"]).sort()).toEqual(
      sales.map((s) => s.callbackId).sort(),
    );
  });

  it("a retry is made by another dispatcher (a restarted process) with the same Callback-Id", async () => {
    receiver.answers.push(500);
    const { saleId, callbackId } = await paidSale();
    const before = dispatcher();
    expect(await before.runDue()).toBe(1);
    await before.stop(0);
    advance(60_000);
    expect(await dispatcher().runDue()).toBe(1);
    expect(receiver.requests.map((r) => r.headers["callback-id"])).toEqual([callbackId, callbackId]);
    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("a claim that runs out (its process died mid-attempt) is claimed again and the callback sent", async () => {
    receiver.hang = true;
    const { saleId, callbackId } = await paidSale();
    const dying = dispatcher({ claimMs: 30_000, timeoutMs: 1_500 });
    const stuck = dying.runDue();
    await receiver.received(1);
    receiver.hang = false;
    advance(20_000);
    expect(await dispatcher().runDue()).toBe(0);
    advance(11_000);
    expect(await dispatcher().runDue()).toBe(1);
    expect(receiver.requests.map((r) => r.headers["callback-id"])).toEqual([callbackId, callbackId]);
    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 1 });
    // The first attempt ends late: recorded, but it no longer holds the callback.
    await stuck;
    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("a stop waits for the attempts under way", async () => {
    receiver.delayMs = 300;
    const { saleId } = await paidSale();
    const d = dispatcher();
    const running = d.runDue();
    await receiver.received(1);
    await d.stop(5_000);
    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 1 });
    await running;
    expect(await d.runDue()).toBe(0);
  });

  it("a stop past its grace gives back the attempt still running, which another process sends with the same Callback-Id", async () => {
    receiver.hang = true;
    const { saleId, callbackId } = await paidSale();
    const d = dispatcher();
    const running = d.runDue();
    await receiver.received(1);
    await d.stop(50);
    await running;
    expect(await only(saleId)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await outbox()).toEqual([]);
    expect(await d.runDue()).toBe(0);
    receiver.hang = false;
    expect(await dispatcher().runDue()).toBe(1);
    expect(receiver.requests.map((r) => r.headers["callback-id"])).toEqual([callbackId, callbackId]);
    expect(await only(saleId)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("the timer posts due callbacks without being asked", async () => {
    const { callbackId } = await paidSale();
    dispatcher({ pollMs: 20 }).start();
    await receiver.received(1);
    expect(receiver.requests[0]!.headers["callback-id"]).toBe(callbackId);
  });
});
