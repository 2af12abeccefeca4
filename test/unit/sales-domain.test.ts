// Sales' domain without HTTP, on a data set provisioned like a new account's: sales created,
// updated, finished and cancelled through the domain, and the store's repository answering
// them as domain records (Decimal amounts, booleans, the copied parties, transport, print
// settings and life cycle), writing amounts as the text it always has.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import { createSaleView, updateSale } from "../../server/modules/sales/sales.ts";
import { loadSale } from "../../server/modules/sales/load.ts";
import { cancelSale } from "../../server/modules/sales/lifecycle.ts";
import { saleView } from "../../server/modules/sales/view.ts";
import type { SaleInput } from "../../server/modules/sales/input.ts";
import { saleById, saleLines, salePage } from "../../server/modules/sales/repository/sales.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let store: DomainHarness["store"];
let mine: Scope;
let theirs: Scope;
let accountId: number;
let datasetId: number;
let customer: number;
let item: number;

const run = <T>(operation: (ctx: Ctx) => Promise<T>, scope = mine) => domain.run(scope, operation);
const refusalOf = (operation: (ctx: Ctx) => Promise<unknown>, scope = mine) => domain.refusalOf(scope, operation);
const setNow = (at: string) => (domain.clock.at = at);

/** An invoice to the customer: 2 x 50.00 at 23% less 10% on the line. */
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
    items: [
      {
        item,
        price: new Decimal("50"),
        quantity: new Decimal("2"),
        discount: new Decimal("10"),
        vat: 23,
        details: " Março ",
      },
    ],
    status: "Rascunho",
    ...overrides,
  };
}

beforeAll(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  store = domain.store;
  mine = await domain.dataset("Vendas");
  theirs = await domain.dataset("Other");
  ({ accountId, datasetId } = mine);
  customer = (
    await store.db.selectFrom("customers").select("id").where("dataset_id", "=", datasetId).executeTakeFirstOrThrow()
  ).id;
  item = await domain.item(mine, "Consultoria", "Serviços");
});

afterAll(async () => {
  await store.close();
});

describe("sales as domain records", () => {
  it("creates a draft and reads it back with Decimal amounts, copied parties, transport, print settings and booleans", async () => {
    const view = await run((ctx) =>
      createSaleView(ctx, input({ language: "EN", forcePrint: false, observations: "  Urgente  " })),
    );
    const created = view.sale;
    const sale = await store.transaction((tx) => saleById(tx, datasetId, created.id));
    // Create answers the sale it wrote, as the store reads it.
    expect(created).toEqual(sale);
    expect(sale).toMatchObject({
      issueDate: "2026-03-10",
      saleReferenceId: null,
      vatType: "Debitar IVA",
      observations: "Urgente",
      customer: { id: customer, vatNumber: "513284923", city: "Porto", postalCode: "4050-262", country: "Portugal" },
      delivery: { address: null, city: null, postalCode: null, country: null },
      transport: { waybillGlobal: false, waybillShippingDate: null, locationDestinyId: null },
      status: "Rascunho",
      statusLastChange: "2026-03-10 10:00:00",
      number: null,
      atcud: null,
      hash: null,
      hashControl: null,
      multibanco: null,
      mbwayLink: null,
      filePreviewed: false,
      createdBy: accountId,
      finishedBy: null,
      createdAt: "2026-03-10 10:00:00",
    });
    expect(sale!.company.name).toEqual(expect.any(String));
    expect(sale!.origin.id).toEqual(expect.any(Number));
    expect(sale!.transport.warehouseOriginId).toEqual(expect.any(Number));
    expect(sale!.print).toMatchObject({ language: "EN", format: null, forcePrint: false, forceSign: null });
    const { amounts, irsRetention } = sale!;
    expect(amounts.grandTotal).toBeInstanceOf(Decimal);
    expect(
      [amounts.grossTotal, amounts.totalDiscount, amounts.netTotal, amounts.totalVat, amounts.grandTotal].map((d) =>
        d.toFixed(2),
      ),
    ).toEqual(["100.00", "10.00", "90.00", "20.70", "110.70"]);
    expect(irsRetention.apply).toBe(false);
    expect(sale!.currencyExchange.equals(1) && sale!.shippingValue.isZero()).toBe(true);

    const [line, ...more] = await store.transaction((tx) => saleLines(tx, created.id));
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      saleId: created.id,
      position: 0,
      itemId: item,
      itemType: "Serviços",
      details: "Março",
    });
    expect([line!.price, line!.quantity, line!.discount, line!.vatTax, line!.amounts.grandTotal].map(String)).toEqual([
      "50",
      "2",
      "10",
      "23",
      "110.7",
    ]);
    expect(view.lines).toEqual([line]);
    expect(view.vats.map((v) => [v.vatTax.toFixed(2), v.totalBaseVat.toFixed(2), v.totalVat.toFixed(2)])).toEqual([
      ["23.00", "90.00", "20.70"],
    ]);

    // The store keeps the text it always wrote: totals with 2 places, flags as 0/1.
    const stored = await store.db
      .selectFrom("sales")
      .select(["grand_total", "shipping_value", "irs_retention_apply", "waybill_global", "force_print", "force_sign"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      grand_total: "110.70",
      shipping_value: "0.00",
      irs_retention_apply: 0,
      waybill_global: 0,
      force_print: 0,
      force_sign: null,
    });
    const storedLine = await store.db
      .selectFrom("sale_lines")
      .select(["price", "quantity", "discount", "vat_tax", "grand_total"])
      .where("sale_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(storedLine).toEqual({
      price: "50",
      quantity: "2",
      discount: "10.00",
      vat_tax: "23.00",
      grand_total: "110.70",
    });

    // The sale is the caller's data set's only.
    expect(await store.transaction((tx) => saleById(tx, theirs.datasetId, created.id))).toBeUndefined();
    expect(await refusalOf((ctx) => loadSale(ctx, created.id), theirs)).toMatchObject({ code: "sale.not_found" });
  });

  it("keeps what a draft's update omits, finishes it with a number and signature, and cancels it", async () => {
    setNow("2026-03-10T11:00:00Z");
    const { sale: draft } = await run((ctx) => createSaleView(ctx, input({ language: "EN", forceSendSms: false })));
    setNow("2026-03-10T12:00:00Z");
    const answered = await run((ctx) =>
      updateSale(
        ctx,
        draft.id,
        input({
          items: [{ item, price: new Decimal("80"), quantity: new Decimal("1"), vat: 23 }],
          status: "Terminado",
        }),
      ),
    );
    const finished = await run((ctx) => loadSale(ctx, draft.id));
    // Update answers the sale it wrote and finished, as the store reads it.
    expect(answered.sale).toEqual(finished);
    expect(finished).toMatchObject({
      status: "Terminado",
      statusLastChange: "2026-03-10 12:00:00",
      number: expect.any(Number),
      atcud: expect.stringMatching(/-\d+$/),
      systemEntryDate: "2026-03-10T12:00:00",
      hash: expect.any(String),
      hashControl: expect.stringMatching(/^\d+$/),
      finishedBy: accountId,
      createdBy: accountId,
      createdAt: "2026-03-10 11:00:00",
      updatedAt: "2026-03-10 12:00:00",
    });
    // The update's print options left out keep the draft's.
    expect(finished.print).toMatchObject({ language: "EN", forceSendSms: false });
    expect(finished.amounts.grandTotal.toFixed(2)).toBe("98.40");

    setNow("2026-03-10T13:00:00Z");
    // Cancelling reprints the PDF after the commit: not rendered here.
    await domain.run(mine, (ctx) => cancelSale(ctx, draft.id, "Cliente desistiu da compra"), { outputs: "dropped" });
    const cancelled = await run((ctx) => loadSale(ctx, draft.id));
    expect(cancelled).toMatchObject({
      status: "Anulado",
      statusLastChange: "2026-03-10 13:00:00",
      canceledBy: accountId,
      canceledAt: "2026-03-10 13:00:00",
      canceledReason: "Cliente desistiu da compra",
      number: finished.number,
      hash: finished.hash,
    });
    const view = await run((ctx) => saleView(ctx, draft.id));
    expect(view.sale).toEqual(cancelled);
    expect(view.documentNumber).toMatch(/^FT .+\/\d+$/);
  });

  it("answers a page as the records it finds one by one", async () => {
    const page = await store.transaction((tx) => salePage(tx, datasetId, undefined, { customerId: customer }, 15, 0));
    expect(page.length).toBeGreaterThanOrEqual(2);
    for (const sale of page) expect(await store.transaction((tx) => saleById(tx, datasetId, sale.id))).toEqual(sale);
  });
});
