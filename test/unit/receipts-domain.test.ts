// Receipts' domain without HTTP, on a data set provisioned like a new account's: a finished
// Factura is settled by receipts created, updated, finished and cancelled through the domain,
// and the store's repository answers them as domain records (booleans, Decimal amounts, the
// copied parties, print settings and life cycle), writing the amounts as the text it always has.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import { createSale } from "../../server/modules/sales/sales.ts";
import {
  cancelReceipt,
  createReceipt,
  updateReceipt,
  type ReceiptInput,
} from "../../server/modules/receipts/receipts.ts";
import { loadReceipt, receiptRecord } from "../../server/modules/receipts/load.ts";
import { receiptView } from "../../server/modules/receipts/view.ts";
import { issuedDocument } from "../../server/modules/issued/issued.ts";
import { receiptById, receiptLines, receiptPage } from "../../server/modules/receipts/repository/receipts.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let store: DomainHarness["store"];
let mine: Scope;
let theirs: Scope;
let accountId: number;
let datasetId: number;
let customer: number;
let invoice: number;

const run = <T>(operation: (ctx: Ctx) => Promise<T>, scope = mine) => domain.run(scope, operation);
const refusalOf = (operation: (ctx: Ctx) => Promise<unknown>, scope = mine) => domain.refusalOf(scope, operation);
/** Operations run at this time (Lisbon is at UTC in winter, as the stamps show). */
const setNow = (at: string) => (domain.clock.at = at);

/** A receipt of the customer paying `paid` of the invoice. */
function input(paid: string, overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    issueDate: "2026-03-10",
    receiptDate: "2026-03-09",
    documentType: "Recibo de Cliente",
    customer,
    vatNumber: "513284923",
    address: "Rua das Flores, 12",
    city: "Porto",
    postalCode: "4050-262",
    country: "Portugal",
    sales: [{ sale: invoice, totalPaid: new Decimal(paid) }],
    status: "Rascunho",
    ...overrides,
  };
}

beforeAll(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  store = domain.store;
  mine = await domain.dataset("Recibos");
  theirs = await domain.dataset("Other");
  ({ accountId, datasetId } = mine);
  customer = (
    await store.db.selectFrom("customers").select("id").where("dataset_id", "=", datasetId).executeTakeFirstOrThrow()
  ).id;
  const item = await domain.item(mine, "Consultoria", "Serviços");
  // 2 x 50.00 at 23%: 123.00 to collect.
  invoice = await run((ctx) =>
    createSale(ctx, {
      issueDate: "2026-03-10",
      documentType: "Factura",
      customer,
      vatNumber: "513284923",
      address: "Rua das Flores, 12",
      city: "Porto",
      postalCode: "4050-262",
      country: "Portugal",
      vatType: "Debitar IVA",
      items: [{ item: item, price: new Decimal("50"), quantity: new Decimal("2"), vat: 23 }],
      status: "Terminado",
    }),
  );
});

afterAll(async () => {
  await store.close();
});

describe("receipts as domain records", () => {
  it("creates a draft and reads it back with Decimal amounts, copied parties, print settings and booleans", async () => {
    const created = await run((ctx) =>
      createReceipt(ctx, input("23.4", { language: "EN", forcePrint: false, observations: "  Parcial  " })),
    );
    const { id } = created;
    const receipt = await store.transaction((tx) => receiptById(tx, datasetId, id));
    // Create answers the receipt it wrote, as the store reads it.
    expect(created).toEqual(receipt);
    expect(receipt).toMatchObject({
      id,
      issueDate: "2026-03-10",
      receiptDate: "2026-03-09",
      paymentMethodId: null,
      observations: "Parcial",
      customer: {
        id: customer,
        vatNumber: "513284923",
        country: "Portugal",
        city: "Porto",
        address: "Rua das Flores, 12",
        postalCode: "4050-262",
      },
      status: "Rascunho",
      statusLastChange: "2026-03-10 10:00:00",
      number: null,
      atcud: null,
      systemEntryDate: null,
      filePath: null,
      filePreviewed: false,
      signedAt: null,
      createdBy: accountId,
      finishedBy: null,
      canceledReason: null,
      createdAt: "2026-03-10 10:00:00",
      updatedAt: "2026-03-10 10:00:00",
    });
    expect(receipt!.company.name).toEqual(expect.any(String));
    expect(receipt!.origin.id).toEqual(expect.any(Number));
    expect(receipt!.print).toEqual({
      language: "EN",
      format: null,
      paperSize: null,
      paperLeftMargin: null,
      paperRightMargin: null,
      paperTopMargin: null,
      paperBottomMargin: null,
      forcePrint: false,
      forceSendEmail: null,
      forceSendSms: null,
      forceSign: null,
    });
    const { amounts } = receipt!;
    expect(amounts.totalPaid).toBeInstanceOf(Decimal);
    expect(receipt!.currencyExchange.equals(1)).toBe(true);
    expect(
      [amounts.grandTotal, amounts.totalBalance, amounts.totalDiscount, amounts.totalPaid].map((d) => d.toString()),
    ).toEqual(["123", "123", "0", "23.4"]);

    const [line, ...more] = await store.transaction((tx) => receiptLines(tx, id));
    expect(more).toEqual([]);
    expect(line).toMatchObject({ receiptId: id, saleId: invoice });
    expect([line!.grandTotal, line!.balance, line!.totalPaid].map((d) => d.toFixed(2))).toEqual([
      "123.00",
      "123.00",
      "23.40",
    ]);
    expect(line!.percentageDiscount.isZero() && line!.unitDiscount.isZero()).toBe(true);

    // The store keeps the text it always wrote: totals with 2 places, flags as 0/1.
    const stored = await store.db
      .selectFrom("receipts")
      .select(["total_paid", "grand_total", "currency_exchange", "force_print", "force_sign", "file_previewed"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      total_paid: "23.40",
      grand_total: "123.00",
      currency_exchange: expect.stringMatching(/^1(\.0+)?$/),
      force_print: 0,
      force_sign: null,
      file_previewed: 0,
    });

    const view = await run((ctx) => receiptView(ctx, id));
    expect(view.receipt).toEqual(receipt);
    expect(view.lines.map((l) => [l.line.saleId, l.sale.sale.id])).toEqual([[invoice, invoice]]);
  });

  it("keeps what a draft's update omits, finishes it with a number, and cancels it with a reason", async () => {
    setNow("2026-03-10T11:00:00Z");
    const { id } = await run((ctx) => createReceipt(ctx, input("10", { language: "EN", forceSendSms: false })));
    setNow("2026-03-10T12:00:00Z");
    const answered = await run((ctx) => updateReceipt(ctx, id, input("20", { status: "Terminado" })));
    const finished = await run((ctx) => loadReceipt(ctx, id));
    expect(answered).toEqual(finished);
    expect(finished).toMatchObject({
      status: "Terminado",
      statusLastChange: "2026-03-10 12:00:00",
      number: expect.any(Number),
      atcud: expect.stringMatching(/-\d+$/),
      systemEntryDate: "2026-03-10T12:00:00",
      finishedBy: accountId,
      createdAt: "2026-03-10 11:00:00",
      updatedAt: "2026-03-10 12:00:00",
    });
    expect(finished.print).toMatchObject({ language: "EN", forceSendSms: false, forcePrint: null });
    expect(finished.amounts.totalPaid.toFixed(2)).toBe("20.00");

    expect((await refusalOf((ctx) => updateReceipt(ctx, id, input("5")))).code).toBe("document.not_draft");
    expect((await refusalOf((ctx) => cancelReceipt(ctx, id, "curto"))).code).toBe("document.cancel.reason_required");
    setNow("2026-03-10T13:00:00Z");
    await run((ctx) => cancelReceipt(ctx, id, "  Recebido em duplicado  "));
    const found = await run((ctx) => issuedDocument(ctx, id, "RC", "Recibo"));
    expect(found.kind === "receipt" && found.receipt).toMatchObject({
      status: "Anulado",
      statusLastChange: "2026-03-10 13:00:00",
      canceledBy: accountId,
      canceledAt: "2026-03-10 13:00:00",
      canceledReason: "Recebido em duplicado",
      number: finished.number,
    });
  });

  it("refuses to settle more than the invoice's open balance", async () => {
    const refusal = await refusalOf((ctx) => createReceipt(ctx, input("200")));
    expect(refusal.code).toBe("receipt.line.overpaid");
  });

  it("pages a data set's receipts and never another data set's", async () => {
    const page = await store.transaction((tx) =>
      receiptPage(tx, datasetId, { by: "vatNumber", vatNumber: "513284923" }, 15, 0),
    );
    expect(page.length).toBe(2);
    expect(page.every((r) => r.customer.vatNumber === "513284923" && r.amounts.totalPaid.isPositive())).toBe(true);
    expect(await store.transaction((tx) => receiptPage(tx, theirs.datasetId, undefined, 15, 0))).toEqual([]);
    expect(await run((ctx) => receiptRecord(ctx, page[0]!.id), theirs)).toBeUndefined();
    const notTheirs = await refusalOf((ctx) => loadReceipt(ctx, page[0]!.id), theirs);
    expect(notTheirs.code).toBe("receipt.not_found");
  });
});
