// v1 sales create, update and summary: every refusal about the lines and the pricing fields
// (items, formats, discounts, shipping, VAT exemptions, Não fazer nada, the total), each with
// its status, envelope and message; create and summary refuse alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { COMPANY, createCustomer, createItem, createSale, expectRefused, invoice, startSalesServer, type SaleBody } from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
  await createItem(s, "SERV-1", { type: "Serviços" });
  const old = await createItem(s, "ANTIGO");
  const upd = await s.v1().POST("/items/{id}/update", { params: { path: { id: old } }, body: { reference: "ANTIGO", description: "Artigo antigo", unit: "UN", vat: 23, type: "Mercadorias", active: false } });
  expect(upd.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Line = SaleBody["items"][number];
const line = (extra: Partial<Line> = {}): Line => ({ id: "PAO-1", price: "10.00", quantity: 1, vat: 23, ...extra });
const body = (items: Line[], extra: Partial<SaleBody> = {}) => invoice(customer, items, extra);

/** The summary body of a sale body: the pricing fields only. */
function summaryOf(b: SaleBody) {
  const { document_type, final_discount_financial, final_discount_global, shipping_mode, shipping_value, shipping_vat, currency, currency_exchange, vat_type, irs_retention_tax, items } = b;
  return { document_type, final_discount_financial, final_discount_global, shipping_mode, shipping_value, shipping_vat, currency, currency_exchange, vat_type, irs_retention_tax, items };
}

/** Refused alike by create, by update of a draft, and (unless said) by summary. */
async function refusedEverywhere(b: SaleBody, message: string | RegExp, options: { summary?: boolean } = {}): Promise<void> {
  expectRefused(await s.v1().POST("/sales/create", { body: b }), message);
  const draft = await createSale(s, body([line()]));
  expectRefused(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), message);
  const unchanged = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
  expect(unchanged.data!.data.grand_total).toBe("12.30");
  if (options.summary !== false) expectRefused(await s.v1().POST("/sales/summary", { body: summaryOf(b) }), message);
}

const fieldFormat2 = "in the format 0.00: a JSON number or a decimal string with at most 2 decimal places";

describe("the items", () => {
  it("refuses a document without items or with more than 100", async () => {
    // (The summary's schema words it "lines, as on sales/create: 1 to 100".)
    const message = /^The field items is invalid\. Expected lines(, as on sales\/create)?: 1 to 100\.$/;
    await refusedEverywhere(body([]), message);
    await refusedEverywhere(body(Array.from({ length: 101 }, () => line())), message);
    // 100 lines are fine.
    const hundred = await createSale(s, body(Array.from({ length: 100 }, () => line({ price: "0.10" }))));
    expect(hundred.items).toHaveLength(100);
    expect(hundred.grand_total).toBe("12.30");
  });

  it.each([
    ["id", { id: undefined }],
    ["price", { price: undefined }],
    ["quantity", { quantity: undefined }],
    ["vat", { vat: undefined }],
  ])("names the line of a missing %s", async (field, patch) => {
    await refusedEverywhere(body([line(), { ...line(), ...patch } as unknown as Line]), `Line 2 of items: the field ${field} is required.`);
  });

  it("refuses an unknown or inactive item, naming the line", async () => {
    await refusedEverywhere(body([line(), line({ id: "NAO-EXISTE" })]), 'Line 2 of items: the item "NAO-EXISTE" (items[1].id) does not exist.');
    await refusedEverywhere(body([line({ id: 999999 })]), "Line 1 of items: the item 999999 (items[0].id) does not exist.");
    await refusedEverywhere(body([line({ id: "ANTIGO" })]), 'Line 1 of items: the item "ANTIGO" (items[0].id) is inactive.');
  });

  it("refuses an unknown VAT rate or exemption, naming the line", async () => {
    await refusedEverywhere(body([line({ vat: "IVA Luxo" })]), 'Line 1 of items: the VAT rate "IVA Luxo" (items[0].vat) does not exist.');
    await refusedEverywhere(body([line({ vat: 0, vat_exemption: "M77" })]), 'Line 1 of items: the VAT exemption "M77" (items[0].vat_exemption) does not exist.');
  });
});

describe("formats", () => {
  it.each([
    ["a price with 6 decimals as text", { price: "1.123456" }, /^Line 1 of items: the field price is invalid\. Expected a price or quantity with at most 5 decimal places/],
    ["a price with 6 decimals as a number", { price: 1.123456 }, "Line 1 of items: the field price has more than 5 decimal places (format 0.00000)."],
    ["a quantity with 6 decimals as text", { quantity: "2,000001" }, /^Line 1 of items: the field quantity is invalid\. Expected a price or quantity with at most 5 decimal places/],
    ["a quantity with 6 decimals as a number", { quantity: 0.000001 }, "Line 1 of items: the field quantity has more than 5 decimal places (format 0.00000)."],
    ["a price that is not a number", { price: "doze" }, /^Line 1 of items: the field price is invalid\./],
    ["a discount with 3 decimals as text", { discount: "10.555" }, new RegExp(`^Line 1 of items: the field discount is invalid\\. Expected a discount, rate or currency amount ${fieldFormat2}`)],
    ["a discount with 3 decimals as a number", { discount: 10.555 }, "Line 1 of items: the field discount has more than 2 decimal places (format 0.00)."],
  ])("refuses %s, naming the line", async (_name, patch, message) => {
    await refusedEverywhere(body([line(patch as Partial<Line>)]), message);
  });

  it("accepts 5 decimals, commas and digit strings", async () => {
    const sale = await createSale(s, body([line({ price: "0,33333", quantity: "3.00000", discount: "0,00" })]));
    // 0.99999 -> 1.00 base, VAT 0.23.
    expect([sale.items[0]!.price, sale.items[0]!.quantity, sale.total_base_vat, sale.grand_total]).toEqual(["0.33333", "3.00000", "1.00", "1.23"]);
  });

  it.each([
    ["final_discount_financial", "1.555"],
    ["final_discount_global", "1,555"],
    ["irs_retention_tax", "11.505"],
    ["shipping_value", "1.005"],
  ])("refuses %s with more than 2 decimals", async (field, value) => {
    await refusedEverywhere(body([line()], { [field]: value, shipping_vat: 23 }), new RegExp(`^The field ${field} is invalid\\. Expected a discount, rate or currency amount ${fieldFormat2}`));
    await refusedEverywhere(body([line()], { [field]: Number(value.replace(",", ".")), shipping_vat: 23 }), `The field ${field} has more than 2 decimal places (format 0.00).`);
  });

  it("refuses an exchange rate that is not a number or not above zero", async () => {
    await refusedEverywhere(body([line()], { currency_exchange: "um" }), /^The field currency_exchange is invalid\. Expected a decimal such as an exchange rate/);
    await refusedEverywhere(body([line()], { currency_exchange: "0" }), "The exchange rate (currency_exchange) must be greater than zero.");
    await refusedEverywhere(body([line()], { currency: "Dobrão" }), 'The currency "Dobrão" (currency) does not exist.');
  });
});

describe("amounts and discounts", () => {
  it("refuses a negative price, a quantity of zero or below and a line discount outside 0-100%", async () => {
    await refusedEverywhere(body([line(), line({ quantity: "0" })]), "Line 2 of items: the quantity (quantity) must be greater than zero.");
    await refusedEverywhere(body([line({ quantity: -1 })]), "Line 1 of items: the quantity (quantity) must be greater than zero.");
    await refusedEverywhere(body([line({ price: "-5.00" })]), "Line 1 of items: the price (price) may not be negative.");
    await refusedEverywhere(body([line({ discount: -5 })]), "Line 1 of items: the discount (discount) must be a percentage between 0.00 and 100.00.");
    await refusedEverywhere(body([line({ discount: "100.01" })]), "Line 1 of items: the discount (discount) must be a percentage between 0.00 and 100.00.");
  });

  it("refuses a global discount above 100% and a withholding rate above 100%", async () => {
    await refusedEverywhere(body([line()], { final_discount_global: "100.50" }), "The global discount (final_discount_global) must be a percentage between 0.00 and 100.00.");
    await refusedEverywhere(body([line()], { irs_retention_tax: "101" }), "The withholding rate (irs_retention_tax) must be a percentage between 0.00 and 100.00.");
  });

  it("refuses a financial discount above the sum of the items' unit prices, not above the total", async () => {
    // Unit prices 10.00 + 10.00 = 20.00 although the lines are worth 5 x 10.00 + 1 x 10.00.
    const items = [line({ quantity: 5 }), line({ id: "SERV-1" })];
    await refusedEverywhere(body(items, { final_discount_financial: "20.01" }), "The financial discount (final_discount_financial) 20.01 may not exceed the sum of the items' unit prices (20.00).");
    const sale = await createSale(s, body(items, { final_discount_financial: "20,00" }));
    // 60.00 - 20.00 = 40.00 + 23% = 49.20.
    expect([sale.final_discount_financial, sale.net_total, sale.grand_total]).toEqual(["20.00", "40.00", "49.20"]);
  });

  it("refuses a total of zero or below (summary computes it without refusing)", async () => {
    const cases: [SaleBody, string][] = [
      [body([line({ price: 0 })]), "0.00"],
      [body([line({ discount: 100 })]), "0.00"],
      [body([line()], { final_discount_global: 100 }), "0.00"],
      // A financial discount equal to the unit prices of lines worth less than that:
      // 5.00 - 10.00 = -5.00, VAT -1.15.
      [body([line({ price: "10.00", quantity: "0.5" })], { final_discount_financial: "10.00" }), "-6.15"],
    ];
    for (const [b, total] of cases) {
      await refusedEverywhere(b, `The document total (${total}) may not be negative or zero.`, { summary: false });
      const summary = await s.v1().POST("/sales/summary", { body: summaryOf(b) });
      expect(summary.data!.data.grand_total).toBe(total);
    }
  });
});

describe("shipping", () => {
  it("refuses a shipping value without its mode and VAT (all or none)", async () => {
    const incomplete = "The shipping data is incomplete: a shipping value (shipping_value) needs its shipping mode (shipping_mode) and its VAT (shipping_vat).";
    await refusedEverywhere(body([line()], { shipping_value: "4.50" }), incomplete);
    await refusedEverywhere(body([line()], { shipping_value: "4.50", shipping_vat: 23 }), incomplete);
    await refusedEverywhere(body([line()], { shipping_value: "4.50", shipping_mode: "Transportadora" }), incomplete);
    await refusedEverywhere(body([line()], { shipping_mode: "Correio", shipping_value: "4.50", shipping_vat: "" }), incomplete);
  });

  it("refuses an unknown shipping mode or shipping VAT", async () => {
    await refusedEverywhere(body([line()], { shipping_mode: "Drone", shipping_value: "4.50", shipping_vat: 23 }), 'The shipping mode "Drone" (shipping_mode) does not exist.');
    await refusedEverywhere(body([line()], { shipping_value: "4.50", shipping_mode: "Transportadora", shipping_vat: "IVA Luxo" }), 'The VAT rate "IVA Luxo" (shipping_vat) does not exist.');
  });

  it("refuses a shipping VAT other than 0% with Não fazer nada", async () => {
    const exempt = line({ vat: 0, vat_exemption: "M07" });
    await refusedEverywhere(body([exempt], { vat_type: "Não fazer nada", shipping_value: "4.50", shipping_mode: "Transportadora", shipping_vat: 23 }), "With vat_type Não fazer nada the shipping VAT (shipping_vat) must be 0%.");
  });
});

describe("VAT exemptions and Não fazer nada", () => {
  it("refuses an exemption on a line whose VAT rate is not 0%", async () => {
    await refusedEverywhere(body([line(), line({ vat: 23, vat_exemption: "M07" })]), "Line 2 of items: the VAT exemption M07 (vat_exemption) requires a 0% VAT rate (vat).");
    await refusedEverywhere(body([line({ vat: "IVA Reduzida", vat_exemption: 16 })]), "Line 1 of items: the VAT exemption M16 (vat_exemption) requires a 0% VAT rate (vat).");
    // M18 is "no exemption": fine with any rate.
    const sale = await createSale(s, body([line({ vat_exemption: "M18" })]));
    expect(sale.items[0]!.vatexemption?.code).toBe("M18");
  });

  it("refuses a 0% line without an exemption reason", async () => {
    await refusedEverywhere(body([line({ vat: "Isento" })]), "Line 1 of items: a 0% VAT rate (vat) needs an exemption reason (vat_exemption), e.g. M07.");
  });

  it("with Não fazer nada every line needs a 0% rate and an exemption reason", async () => {
    const ok = line({ vat: 0, vat_exemption: "M07" });
    const message = (n: number) => `Line ${n} of items: with vat_type Não fazer nada every line needs a 0% VAT rate (vat) and an exemption reason (vat_exemption).`;
    await refusedEverywhere(body([ok, line({ vat: 23 })], { vat_type: "Não fazer nada" }), message(2));
    await refusedEverywhere(body([line({ vat: 0 }), ok], { vat_type: "Não fazer nada" }), message(1));
    await refusedEverywhere(body([ok, ok, line({ vat: 6, vat_exemption: "M18" })], { vat_type: "Não fazer nada" }), message(3));
    const sale = await createSale(s, body([ok, line({ vat: "0.00", vat_exemption: "M99" })], { vat_type: "Não fazer nada" }));
    expect([sale.total_vat, sale.grand_total]).toEqual(["0.00", "20.00"]);
  });
});

describe("summary's own refusals", () => {
  it("refuses a missing, unknown or inactive document type, and a missing vat_type", async () => {
    const items = [line()];
    const r1 = await s.v1().POST("/sales/summary", { body: { vat_type: "Debitar IVA", items } as never });
    expectRefused(r1, "The field document_type is required.");
    expectRefused(await s.v1().POST("/sales/summary", { body: { document_type: "Factura", items } as never }), "The field vat_type is required.");
    expectRefused(await s.v1().POST("/sales/summary", { body: { document_type: "Recibo Verde", vat_type: "Debitar IVA", items } }), 'The document type "Recibo Verde" (document_type) does not exist.');
    const types = await s.v1().POST("/administration/documentstypes/find", { body: { value: "Encomenda" } });
    const type = types.data!.data.find((t) => t.saft_initials === "NE")!;
    const off = await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: type.id } }, body: { print_report: "A4", active: false } });
    expect(off.error).toBeUndefined();
    try {
      expectRefused(await s.v1().POST("/sales/summary", { body: { document_type: "Encomenda", vat_type: "Debitar IVA", items } }), 'The document type "Encomenda" (document_type) is inactive.');
    } finally {
      await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: type.id } }, body: { print_report: "A4", active: true } });
    }
  });
});
