// v1 sales create, update and summary: hand-computed totals for every vat_type (lines, VAT per
// rate, line/global/financial discounts, shipping, IRS withholding, currency and exchange),
// drafts versus finished documents, and a property test that /sales/summary answers exactly
// what /sales/create stores for the same body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "decimal.js";
import type { TestServer } from "../support/server.ts";
import {
  COMPANY,
  TODAY,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type Sale,
  type SaleBody,
  type S,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;
const item: Record<string, number> = {};

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  for (const ref of ["MERC-A", "MERC-B", "MERC-C"]) item[ref] = await createItem(s, ref);
  for (const ref of ["SERV-A", "SERV-B"]) item[ref] = await createItem(s, ref, { type: "Serviços" });
  const usd = await s.v1().POST("/administration/currencies/create", {
    body: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: "0.92" },
  });
  expect(usd.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const TOTAL_FIELDS = [
  "gross_total",
  "total_discount",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_shipping",
  "total_services",
  "grand_total",
  "final_discount_financial",
  "final_discount_global",
  "irs_retention_apply",
  "irs_retention_base",
  "irs_retention_total",
  "irs_retention_tax",
] as const;
type TotalFields = Pick<Sale, (typeof TOTAL_FIELDS)[number]> & {
  final_discount_value?: number;
  final_discount_global_value?: number;
};

/** The totals of a sale record or summary, named as the record names them. */
function totalsOf(t: TotalFields) {
  const picked: Record<string, unknown> = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, t[f]]));
  picked["final_discount_value"] = t.final_discount_value ?? t.final_discount_global_value;
  return picked;
}

/** VAT rows as [rate, base, VAT], by rate (the order is checked on its own below). */
const vatRows = (vats: readonly { vat_tax?: number; total_base_vat?: number; total_vat?: number }[]) =>
  vats.map((v) => [v.vat_tax!, v.total_base_vat!, v.total_vat!]).sort((a, b) => a[0]! - b[0]!);

const lineTotals = (l: {
  gross_total: number;
  total_discount: number;
  net_total: number;
  total_base_vat: number;
  total_vat: number;
  grand_total: number;
}) => [l.gross_total, l.total_discount, l.net_total, l.total_base_vat, l.total_vat, l.grand_total];

describe("Debitar IVA: every discount, shipping and withholding", () => {
  // Lines: 2 x 12.50 at 23% = 25.00; a service 1.5 x 40.00 = 60.00 - 10% = 54.00 at 23%;
  // 1 x 8.40 at 6%. Per rate: 23% net 79.00, 6% net 8.40.
  // Global 5%: 75.05 and 7.98 (value 3.95 + 0.42 = 4.37); together 83.03.
  // Financial 2.00 shared in proportion: 75.05 x 81.03/83.03 = 73.2422..., 7.98 x 81.03/83.03 = 7.7878...
  // Shipping 5.00 at 23%: 23% base 78.2422 -> 78.24, VAT 78.24 x 23% = 17.9952 -> 18.00;
  // 6% base 7.79, VAT 0.4674 -> 0.47. Base 86.03, VAT 18.47, total 104.50.
  // Gross 25 + 60 + 8.40 = 93.40; net (without shipping) 81.03; discounts 12.37 (6.00 + 4.37 + 2.00).
  // Services: 54.00 x 0.95 x 81.03/83.03 = 50.0643 -> 50.06; IRS 11.5% = 5.7569 -> 5.76.
  const body = (extra: Partial<SaleBody> = {}) =>
    invoice(
      customer,
      [
        { id: "MERC-A", price: "12.50", quantity: 2, vat: "23.00" },
        { id: item["SERV-A"]!, details: "Montagem", price: 40, quantity: "1,5", discount: "10,00", vat: "IVA Normal" },
        { id: "MERC-B", price: "8.40", quantity: "1", vat: 6 },
      ],
      {
        final_discount_global: "5",
        final_discount_financial: "2,00",
        shipping_mode: "Transportadora",
        shipping_value: "5.00",
        shipping_vat: 23,
        irs_retention_tax: "11.50",
        ...extra,
      },
    );
  const expected = {
    gross_total: 93.4,
    total_discount: 12.37,
    net_total: 81.03,
    total_base_vat: 86.03,
    total_vat: 18.47,
    total_shipping: 5,
    total_services: 50.06,
    grand_total: 104.5,
    final_discount_financial: 2,
    final_discount_global: 5,
    final_discount_value: 4.37,
    irs_retention_apply: 1,
    irs_retention_base: 50.06,
    irs_retention_total: 5.76,
    irs_retention_tax: 11.5,
  };

  it("a finished invoice stores the hand-computed totals, lines and VAT rows", async () => {
    const sale = await createSale(s, body({ status: "Terminado" }));
    expect(totalsOf(sale)).toEqual(expected);
    expect(sale).toMatchObject({
      status: "Terminado",
      vat_type: "Debitar IVA",
      shipping_value: 5,
      currency_exchange: 1,
      shippingmode: { description: "Transportadora" },
      shippingvat: { tax: 23 },
    });
    expect(sale.items.map(lineTotals)).toEqual([
      [25, 0, 25, 25, 5.75, 30.75],
      [60, 6, 54, 54, 12.42, 66.42],
      [8.4, 0, 8.4, 8.4, 0.5, 8.9],
    ]);
    expect(sale.items.map((l) => [l.item.reference, l.unit_price, l.quantity, l.discount, l.item_details])).toEqual([
      ["MERC-A", 12.5, 2, 0, null],
      ["SERV-A", 40, 1.5, 10, "Montagem"],
      ["MERC-B", 8.4, 1, 0, null],
    ]);
    // What real clients read from each line: the item, unit, VAT rate and exemption.
    expect(sale.items[1]).toMatchObject({
      sale_id: sale.id,
      item_id: item["SERV-A"],
      item: { id: item["SERV-A"], reference: "SERV-A", description: "Artigo SERV-A", type: "Serviços" },
      unit: { id: sale.items[1]!.unit_id, symbol: "UN" },
      vat: { id: sale.items[1]!.vat_id, tax: 23 },
      vatexemption: { id: 18, code: "M18" },
    });
    expect(vatRows(sale.vats)).toEqual([
      [6, 7.79, 0.47],
      [23, 78.24, 18],
    ]);
    expect(sale.vats.map((v) => [typeof v.id, v.sale_id, v.vat.id === v.vat_id, v.vat.tax === v.vat_tax])).toEqual([
      ["number", sale.id, true, true],
      ["number", sale.id, true, true],
    ]);
    expect(sale.final_discount_global_value).toBe(sale.final_discount_value);
  });

  it("summary answers the same totals without storing anything", async () => {
    const before = (await s.v1().POST("/sales/list", { body: {} })).data!.data.length;
    const { data, error } = await s.v1().POST("/sales/summary", { body: { ...body(), currency_exchange: "1.0825" } });
    expect(error).toBeUndefined();
    expect(totalsOf(data!.data)).toEqual(expected);
    // 104.50 x 1.0825 = 113.12125 -> 113.12
    expect(data!.data.grand_total_with_currency_exchange).toBe(113.12);
    expect(data!.data.total_quantity).toBe(4.5);
    expect(data!.data.items.map(lineTotals)[1]).toEqual([60, 6, 54, 54, 12.42, 66.42]);
    expect(data!.data.items.every((l) => (l as { sale_id?: unknown }).sale_id === null)).toBe(true);
    expect((await s.v1().POST("/sales/list", { body: {} })).data!.data).toHaveLength(before);
  });
});

describe("IVA incluído: drafts are updated, then finished, then immutable", () => {
  // Prices include VAT. 23%: 3 x 1.99 = 5.97 plus shipping 3.69 = 9.66, VAT 9.66 x 23/123 =
  // 1.8063 -> 1.81, base 7.85. 6%: 10.00 - 50% = 5.00, VAT 5.00 x 6/106 = 0.283 -> 0.28, base 4.72.
  // Base 12.57, VAT 2.09, total 14.66 (the inclusive amounts). Shipping base 3.69 - 0.69 = 3.00.
  // Gross in base terms: 5.97 -> 4.85 and 10.00 -> 9.43, 14.28; net 9.57; discount 4.71.
  const included = (extra: Partial<SaleBody> = {}) =>
    invoice(
      customer,
      [
        { id: "MERC-C", price: "1.99", quantity: 3, vat: 23 },
        { id: "MERC-A", price: 10, quantity: 1, discount: 50, vat: "6,00" },
      ],
      {
        vat_type: "IVA incluído",
        shipping_value: "3.69",
        shipping_mode: "Transportadora",
        shipping_vat: "IVA Normal",
        ...extra,
      },
    );

  it("updates a draft: the new content replaces the old, what it omits stays, totals recomputed, no number", async () => {
    const draft = await createSale(
      s,
      invoice(customer, [{ id: "MERC-A", price: 100, quantity: 1, vat: 23 }], { observations: "Primeira versão" }),
    );
    expect(draft).toMatchObject({
      status: "Rascunho",
      number: null,
      document_number: null,
      atcud: null,
      grand_total: 123,
      observations: "Primeira versão",
    });

    const { data, error } = await s
      .v1()
      .POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: included() });
    expect(error).toBeUndefined();
    const sale = data!.data;
    expect(sale.id).toBe(draft.id);
    expect(totalsOf(sale)).toEqual({
      gross_total: 14.28,
      total_discount: 4.71,
      net_total: 9.57,
      total_base_vat: 12.57,
      total_vat: 2.09,
      total_shipping: 3,
      total_services: 0,
      grand_total: 14.66,
      final_discount_financial: 0,
      final_discount_global: 0,
      final_discount_value: 0,
      irs_retention_apply: 0,
      irs_retention_base: 0,
      irs_retention_total: 0,
      irs_retention_tax: 0,
    });
    // The update did not send observations: the stored ones stay.
    expect(sale).toMatchObject({
      status: "Rascunho",
      number: null,
      vat_type: "IVA incluído",
      observations: "Primeira versão",
    });
    // Line amounts are in the terms of the prices (VAT included); base and VAT per line.
    expect(sale.items.map(lineTotals)).toEqual([
      [5.97, 0, 5.97, 4.85, 1.12, 5.97],
      [10, 5, 5, 4.72, 0.28, 5],
    ]);
    expect(vatRows(sale.vats)).toEqual([
      [6, 4.72, 0.28],
      [23, 7.85, 1.81],
    ]);
  });

  it("finishes a draft through update; a finished document can be neither updated nor deleted", async () => {
    const draft = await createSale(s, included());
    const finished = await s
      .v1()
      .POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: included({ status: "Terminado" }) });
    expect(finished.error).toBeUndefined();
    expect(finished.data!.data).toMatchObject({
      id: draft.id,
      status: "Terminado",
      grand_total: 14.66,
      number: expect.any(Number),
      finished_by: s.account.account_id,
    });

    const again = await s
      .v1()
      .POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: included({ observations: "Alterado" }) });
    expectRefusal(again, { code: "document.not_draft", field: "id", message: "O estado do documento não é válido" });
    const removed = await s.v1().POST("/sales/{id}/delete", { params: { path: { id: draft.id } } });
    expectRefusal(removed, { code: "document.not_draft", field: "id" });
    const found = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({ status: "Terminado", grand_total: 14.66, observations: null });
  });

  it("deletes a draft, which is then gone", async () => {
    const draft = await createSale(s, included());
    expect((await s.v1().POST("/sales/{id}/delete", { params: { path: { id: draft.id } } })).data).toEqual({
      status: true,
    });
    expectRefusal(await s.v1().POST("/sales/{id}/delete", { params: { path: { id: draft.id } } }), {
      code: "sale.not_found",
      field: "id",
      message: "O documento não existe",
    });
    expectRefusal(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: included() }), {
      code: "sale.not_found",
      field: "id",
    });
    expectRefusal(await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } }), {
      code: "sale.not_found",
      field: "value",
    });
  });
});

describe("Não fazer nada, foreign currency and withholding", () => {
  // Every line at 0% with an exemption: 100.00 (M07) and a service 3 x 33.333 = 99.999 (M99):
  // base 199.999 -> 200.00, no VAT. Services 99.999 -> 100.00, IRS 25% = 25.00.
  // In USD at 1.0825: 200.00 x 1.0825 = 216.50.
  const exempt = (extra: Partial<SaleBody> = {}) =>
    invoice(
      customer,
      [
        { id: "MERC-A", price: 100, quantity: 1, vat: 0, vat_exemption: "M07" },
        { id: "SERV-B", price: "33.333", quantity: 3, vat: "Isento", vat_exemption: 17 },
      ],
      { vat_type: "Não fazer nada", currency: "USD", currency_exchange: "1,0825", irs_retention_tax: 25, ...extra },
    );

  it("create and summary agree on the hand-computed totals", async () => {
    const sale = await createSale(s, exempt({ status: "Terminado" }));
    expect(totalsOf(sale)).toMatchObject({
      gross_total: 200,
      total_discount: 0,
      net_total: 200,
      total_base_vat: 200,
      total_vat: 0,
      total_services: 100,
      grand_total: 200,
      irs_retention_apply: 1,
      irs_retention_base: 100,
      irs_retention_total: 25,
      irs_retention_tax: 25,
    });
    expect(sale).toMatchObject({
      currency: { code_iso: "USD" },
      currency_exchange: 1.0825,
      vat_type: "Não fazer nada",
    });
    expect(sale.items.map((l) => [l.gross_total, l.total_vat, l.grand_total, l.vatexemption?.code])).toEqual([
      [100, 0, 100, "M07"],
      [100, 0, 100, "M99"],
    ]);
    expect(sale.vats.map((v) => [v.vat_tax, v.total_base_vat, v.total_vat])).toEqual([[0, 200, 0]]);

    const { data } = await s.v1().POST("/sales/summary", { body: exempt() });
    expect(totalsOf(data!.data)).toEqual(totalsOf(sale));
    expect(data!.data.grand_total_with_currency_exchange).toBe(216.5);
  });

  it("the exchange rate defaults to the currency's rate", async () => {
    const { data } = await s.v1().POST("/sales/summary", { body: exempt({ currency_exchange: "" }) });
    // 200.00 x 0.92 = 184.00
    expect(data!.data.grand_total_with_currency_exchange).toBe(184);
  });
});

describe("summary answers exactly what create stores (property)", () => {
  const merc = ["MERC-A", "MERC-B", "MERC-C"];
  const serv = ["SERV-A", "SERV-B"];
  const dec = (max: number, places: number, min = 0) =>
    fc.integer({ min: min * 10 ** places, max: max * 10 ** places }).map((n) => new Decimal(n).dividedBy(10 ** places));
  const arbLine = fc.record({
    ref: fc.constantFrom(...merc, ...serv),
    price: dec(500, 5, 0.5),
    quantity: dec(40, 5, 0.1),
    discount: fc.option(dec(50, 2), { nil: undefined }),
    vat: fc.constantFrom<string | number>(23, "13.00", "6,00", "IVA Normal"),
    comma: fc.boolean(),
  });
  const arbBody = fc.record({
    vatType: fc.constantFrom<SaleBody["vat_type"]>("Debitar IVA", "IVA incluído", "Não fazer nada"),
    lines: fc.array(arbLine, { minLength: 1, maxLength: 6 }),
    global: fc.option(dec(30, 2), { nil: undefined }),
    financialPercent: fc.integer({ min: 0, max: 40 }),
    shipping: fc.option(fc.record({ value: dec(50, 2, 0.01), vat: fc.constantFrom<string | number>(23, 6) }), {
      nil: undefined,
    }),
    irs: fc.option(dec(25, 2), { nil: undefined }),
    exchange: fc.option(dec(3, 4, 0.1), { nil: undefined }),
  });

  function toBody(a: typeof arbBody extends fc.Arbitrary<infer T> ? T : never): SaleBody {
    const none = a.vatType === "Não fazer nada";
    const text = (d: Decimal, comma: boolean) => (comma ? d.toString().replace(".", ",") : d.toString());
    // A financial discount of a share of the smallest line (so the total stays positive), not
    // above the sum of unit prices.
    const smallest = Decimal.min(
      ...a.lines.map((l) =>
        l.price
          .times(l.quantity)
          .times(new Decimal(100).minus(l.discount ?? 0))
          .dividedBy(100),
      ),
    );
    const unitPrices = a.lines.reduce((sum, l) => sum.plus(l.price), new Decimal(0));
    const financial = Decimal.min(
      unitPrices,
      smallest
        .times(a.financialPercent)
        .dividedBy(100)
        .times(new Decimal(100).minus(a.global ?? 0))
        .dividedBy(100),
    ).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    return invoice(
      customer,
      a.lines.map((l) => ({
        id: l.ref,
        price: text(l.price, l.comma),
        quantity: l.comma ? l.quantity.toNumber() : l.quantity.toString(),
        ...(l.discount === undefined ? {} : { discount: text(l.discount, l.comma) }),
        vat: none ? 0 : l.vat,
        ...(none ? { vat_exemption: "M07" } : {}),
      })),
      {
        vat_type: a.vatType,
        ...(a.global === undefined ? {} : { final_discount_global: a.global.toString() }),
        ...(financial.isZero() ? {} : { final_discount_financial: financial.toFixed(2) }),
        ...(a.shipping
          ? {
              shipping_value: a.shipping.value.toFixed(2),
              shipping_mode: "Correio",
              shipping_vat: none ? "Isento" : a.shipping.vat,
            }
          : {}),
        ...(a.irs === undefined ? {} : { irs_retention_tax: a.irs.toString() }),
        ...(a.exchange === undefined ? {} : { currency_exchange: a.exchange.toString() }),
      },
    );
  }

  it("over generated bodies: every total field, every line and every VAT row", async () => {
    await fc.assert(
      fc.asyncProperty(arbBody, async (a) => {
        const body = toBody(a);
        const summary = await s.v1().POST("/sales/summary", { body });
        expect(summary.error).toBeUndefined();
        const created = await s.v1().POST("/sales/create", { body });
        expect(created.error).toBeUndefined();
        const sum = summary.data!.data;
        const sale = created.data!.data;
        expect(totalsOf(sum)).toEqual(totalsOf(sale));
        type LineFields = Pick<
          S["SaleLine"],
          | "item_id"
          | "quantity"
          | "discount"
          | "gross_total"
          | "total_discount"
          | "net_total"
          | "total_base_vat"
          | "total_vat"
          | "grand_total"
          | "vat_id"
          | "unit_id"
          | "vat_exemption_id"
        >;
        const lineFields = (l: LineFields) => [
          l.item_id,
          l.quantity,
          l.discount,
          ...lineTotals(l),
          l.vat_id,
          l.unit_id,
          l.vat_exemption_id,
        ];
        expect(sum.items.map(lineFields)).toEqual(sale.items.map(lineFields));
        expect(sum.items.map((l) => l.price)).toEqual(sale.items.map((l) => l.unit_price));
        const rows = (vats: readonly Pick<S["SaleVat"], "vat_id" | "vat_tax" | "total_base_vat" | "total_vat">[]) =>
          vats
            .map((v) => [v.vat_id, v.vat_tax, v.total_base_vat, v.total_vat])
            .sort((x, y) => Number(x[0]) - Number(y[0]));
        expect(rows(sum.vats)).toEqual(rows(sale.vats));
        // The stored record agrees with itself and with the exchange rate it stored.
        expect(new Decimal(sale.grand_total).eq(new Decimal(sale.total_base_vat).plus(sale.total_vat))).toBe(true);
        expect(
          new Decimal(sum.grand_total_with_currency_exchange!).eq(
            new Decimal(sale.grand_total).times(sale.currency_exchange).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
          ),
        ).toBe(true);
        expect(sale.issue_date).toBe(TODAY);
        await s.v1().POST("/sales/{id}/delete", { params: { path: { id: sale.id } } });
      }),
      { numRuns: 30 },
    );
  });
});

describe("order of the VAT rows", () => {
  // vat_tax is a TEXT column: ordering by it would put "23.00" before "6.00".
  it("the record lists its VAT rows in the summary's order (ascending rate)", async () => {
    const body = invoice(customer, [
      { id: "MERC-A", price: 10, quantity: 1, vat: 23 },
      { id: "MERC-B", price: 10, quantity: 1, vat: 6 },
    ]);
    const summary = await s.v1().POST("/sales/summary", { body });
    expect(summary.data!.data.vats.map((v) => v.vat_tax)).toEqual([6, 23]);
    const sale = await createSale(s, body);
    expect(sale.vats.map((v) => v.vat_tax)).toEqual([6, 23]);
  });
});
