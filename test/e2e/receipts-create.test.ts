// Receipts: create (draft or finished), what a line may settle (open balance, percentage and
// unit discounts), 1 to 100 sales of one customer, the summary that equals what create stores,
// and every refusal of create and summary the documents list, each with its message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import {
  NOW,
  TODAY,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  expectRefusal,
  rawV1,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let otherCustomer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  otherCustomer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** A finished Factura of the customer: 100.00 x quantity + 23% VAT. */
async function invoice(quantity = "1", who: Customer = customer) {
  return createSale(s, saleBody(who, itemId, [["100", quantity]]));
}

async function openBalance(saleId: number): Promise<string | undefined> {
  const { data } = await s.v1().POST("/sales/find", { body: { value: saleId, search_in: "ID" } });
  return data!.data.accountopen?.balance;
}

describe("receipts/create", () => {
  it("finishes a receipt paying part of an invoice: numbered, with ATCUD, lines and totals", async () => {
    const sale = await invoice("2");
    expect(sale.grand_total).toBe("246.00");
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "100.00" }], { observations: "Pagamento parcial" }));
    expect(receipt).toMatchObject({
      status: "Terminado",
      issue_date: TODAY,
      receipt_date: TODAY,
      customer_id: customer.id,
      customer_vat_number: customer.vat_number,
      total_paid: "100.00",
      total_discount: "0.00",
      total_balance: "246.00",
      grand_total: "246.00",
      observations: "Pagamento parcial",
      finished_by: expect.any(Number),
      canceled_at: null,
    });
    expect(receipt.number).toBeGreaterThan(0);
    expect(receipt.document_number).toBe(`RC 2026/${receipt.number}`);
    expect(receipt.atcud).toBe(`${receipt.documenttypeserie.atcud}-${receipt.number}`);
    expect(receipt.documenttype).toMatchObject({ description: "Recibo de Cliente", saft_initials: "RC" });
    expect(receipt.sales).toHaveLength(1);
    expect(receipt.sales[0]).toMatchObject({ receipt_id: receipt.id, sale_id: sale.id, grand_total: "246.00", total_balance: "246.00", total_paid: "100.00", percentage_discount: "0.00", unit_discount: "0.00" });
    expect(receipt.sales[0]!.sale.document_number).toBe(sale.document_number);
    expect(await openBalance(sale.id)).toBe("146.00");
  });

  it("keeps a draft without number and without touching the balance", async () => {
    const sale = await invoice();
    const draft = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }], { status: "Rascunho" }));
    expect(draft).toMatchObject({ status: "Rascunho", number: null, document_number: null, atcud: null, finished_by: null, url_file: null });
    expect(await openBalance(sale.id)).toBe("123.00");
  });

  it("settles total_paid plus the percentage and unit discounts, at most the open balance", async () => {
    const sale = await invoice("2");
    // Open 246.00: 5% of it is 12.30, plus 2.50 of unit discount: at most 231.20 can be paid.
    const lines = (paid: string) => [{ id: sale.id, total_paid: paid, percentage_discount: "5", unit_discount: "2,50" }];
    const tooMuch = await s.v1().POST("/receipts/create", { body: receiptBody(customer, lines("231.21")) as never });
    expectRefusal(tooMuch, "Line 1 of sales: paying 246.01 is more than the open amount of the sale (246.00).");
    const receipt = await createReceipt(s, receiptBody(customer, lines("231.20")));
    expect(receipt).toMatchObject({ total_paid: "231.20", total_discount: "14.80", total_balance: "246.00" });
    expect(receipt.sales[0]).toMatchObject({ percentage_discount: "5.00", unit_discount: "2.50", total_paid: "231.20" });
    expect(await openBalance(sale.id)).toBe("0.00");
    const again = await s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: sale.id, total_paid: "0.01" }]) as never });
    expectRefusal(again, "Line 1 of sales: paying 0.01 is more than the open amount of the sale (0.00).");
  });

  it("refuses a second line on the same sale that would settle more than what remains open", async () => {
    const sale = await invoice();
    const result = await s.v1().POST("/receipts/create", {
      body: receiptBody(customer, [
        { id: sale.id, total_paid: "100.00" },
        { id: sale.id, total_paid: "23.01" },
      ]) as never,
    });
    expectRefusal(result, "Line 2 of sales: paying 23.01 is more than the open amount of the sale (23.00).");
  });

  it("accepts the lenient input forms: IDs as strings, amounts with a comma", async () => {
    const sale = await invoice();
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: String(sale.id), total_paid: "23,45", unit_discount: "" }], { customer: String(customer.id), document_type: "Recibo de Cliente" }));
    expect(receipt.total_paid).toBe("23.45");
    expect(await openBalance(sale.id)).toBe("99.55");
  });

  it("pays up to 100 sales of one customer in one receipt", async () => {
    const many = await createCustomer(s);
    const sales = [];
    for (let i = 0; i < 100; i++) sales.push(await createSale(s, saleBody(many, itemId, [["1", "1"]])));
    const receipt = await createReceipt(s, receiptBody(many, sales.map((sale) => ({ id: sale.id, total_paid: "1.23" }))));
    expect(receipt.sales).toHaveLength(100);
    expect(receipt).toMatchObject({ total_paid: "123.00", grand_total: "123.00", total_balance: "123.00" });
    const accounts = await s.v1().POST("/customers/{id}/accounts_open", { params: { path: { id: many.id } }, body: {} });
    expect(accounts.data!.data).toEqual([]);
  });
});

describe("receipts/summary", () => {
  it("returns exactly what create then stores for the same lines", async () => {
    const first = await invoice("2");
    const second = await invoice("1");
    const lines = [
      { id: first.id, total_paid: "100.00", percentage_discount: "5.00", unit_discount: "2.50" },
      { id: second.id, total_paid: "50,00" },
    ];
    const summary = await s.v1().POST("/receipts/summary", { body: { document_type: "Recibo de Cliente", sales: lines } });
    expect(summary.error).toBeUndefined();
    expect(summary.data!.data).toEqual({
      grand_total: "369.00",
      grand_total_with_currency_exchange: "369.00",
      total_balance: "369.00",
      total_discount: "14.80",
      total_paid: "150.00",
      sales: [
        { receipt_id: null, sale_id: first.id, grand_total: "246.00", percentage_discount: "5.00", unit_discount: "2.50", total_balance: "246.00", total_paid: "100.00" },
        { receipt_id: null, sale_id: second.id, grand_total: "123.00", percentage_discount: "0.00", unit_discount: "0.00", total_balance: "123.00", total_paid: "50.00" },
      ],
    });
    // Nothing was stored: the balances are untouched.
    expect(await openBalance(first.id)).toBe("246.00");
    const receipt = await createReceipt(s, receiptBody(customer, lines));
    const stored = summary.data!.data;
    expect({ grand_total: receipt.grand_total, total_balance: receipt.total_balance, total_discount: receipt.total_discount, total_paid: receipt.total_paid }).toEqual({
      grand_total: stored.grand_total,
      total_balance: stored.total_balance,
      total_discount: stored.total_discount,
      total_paid: stored.total_paid,
    });
    expect(receipt.sales.map(({ sale_id, grand_total, percentage_discount, unit_discount, total_balance, total_paid }) => ({ receipt_id: null, sale_id, grand_total, percentage_discount, unit_discount, total_balance, total_paid }))).toEqual(stored.sales);
    expect(await openBalance(first.id)).toBe("131.20");
    expect(await openBalance(second.id)).toBe("73.00");
  });

  it("applies the exchange rate to grand_total_with_currency_exchange", async () => {
    const sale = await invoice();
    const { data } = await s.v1().POST("/receipts/summary", { body: { document_type: "Recibo de Cliente", currency_exchange: "1.5", sales: [{ id: sale.id, total_paid: "10" }] } });
    expect(data!.data).toMatchObject({ grand_total: "123.00", grand_total_with_currency_exchange: "184.50" });
  });

  it("refuses lines of different customers and a type that is not a receipt type", async () => {
    const mine = await invoice();
    const theirs = await invoice("1", otherCustomer);
    const mixed = await s.v1().POST("/receipts/summary", {
      body: {
        document_type: "Recibo de Cliente",
        sales: [
          { id: mine.id, total_paid: "1" },
          { id: theirs.id, total_paid: "1" },
        ],
      },
    });
    expectRefusal(mixed, `Line 2 of sales: the sale ${theirs.id} (id) belongs to another customer than line 1: all documents of a receipt must be of one customer.`);
    const type = await s.v1().POST("/receipts/summary", { body: { document_type: "Factura", sales: [{ id: mine.id, total_paid: "1" }] } });
    expectRefusal(type, 'The document type "Factura" (document_type) is not a receipt type (e.g. Recibo de Cliente).');
    const missing = await rawV1(s, "/receipts/summary", { sales: [{ id: mine.id, total_paid: "1" }] });
    expect(missing).toEqual({ status: 403, json: { status: false, message: "The field document_type is required." } });
  });
});

describe("refusals of receipts/create and receipts/summary", () => {
  let sale: { id: number };
  let draft: { id: number };
  let invoiceReceipt: { id: number };
  let theirs: { id: number };

  beforeAll(async () => {
    sale = await invoice();
    draft = await createSale(s, saleBody(customer, itemId, [["100", "1"]], { status: "Rascunho" }));
    invoiceReceipt = await createSale(s, saleBody(customer, itemId, [["100", "1"]], { document_type: "Factura Recibo" }));
    theirs = await invoice("1", otherCustomer);
  });

  const noBalance = (id: number) => `Line 1 of sales: the sale ${id} (id) has no open balance (only finished, not cancelled, Factura and Nota de Débito documents can be settled).`;
  const format = (field: string) => `Line 1 of sales: the field ${field} is invalid. Expected a discount, rate or currency amount in the format 0.00: a JSON number or a decimal string with at most 2 decimal places (10, "10.00", "10,00").`;

  const lineCases: [string, () => unknown[], string][] = [
    ["no document selected", () => [], "The field sales is invalid. Expected sales paid: 1 to 100."],
    ["more than 100 documents", () => Array.from({ length: 101 }, () => ({ id: sale.id, total_paid: "0.01" })), "The field sales is invalid. Expected sales paid: 1 to 100."],
    ["a line without total_paid", () => [{ id: sale.id }], "Line 1 of sales: the field total_paid is required."],
    ["a line without id", () => [{ total_paid: "1.00" }], "Line 1 of sales: the field id is required."],
    ["a line badly filled further down", () => [{ id: sale.id, total_paid: "1.00" }, { id: sale.id, total_paid: "1.00" }, { id: "x", total_paid: "1.00" }], 'Line 3 of sales: the field id is invalid. Expected an internal record ID: a JSON integer or a string of digits (12 or "12").'],
    ["an unknown sale", () => [{ id: 999999, total_paid: "1.00" }], "Line 1 of sales: the sale 999999 (id) does not exist."],
    ["a draft sale", () => [{ id: draft.id, total_paid: "1.00" }], "DRAFT"],
    ["a Factura Recibo (no open balance)", () => [{ id: invoiceReceipt.id, total_paid: "1.00" }], "FR"],
    ["total_paid with 3 decimals", () => [{ id: sale.id, total_paid: "1.234" }], format("total_paid")],
    ["total_paid as a number with 3 decimals", () => [{ id: sale.id, total_paid: 1.234 }], "Line 1 of sales: the field total_paid has more than 2 decimal places (format 0.00)."],
    ["percentage_discount badly formatted", () => [{ id: sale.id, total_paid: "1.00", percentage_discount: "1.234" }], format("percentage_discount")],
    ["unit_discount badly formatted", () => [{ id: sale.id, total_paid: "1.00", unit_discount: "abc" }], format("unit_discount")],
    ["a percentage above 100", () => [{ id: sale.id, total_paid: "1.00", percentage_discount: "100.01" }], "Line 1 of sales: the percentage discount (percentage_discount) must be between 0.00 and 100.00."],
    ["a zero payment", () => [{ id: sale.id, total_paid: "0.00" }], "Line 1 of sales: the paid value (total_paid) must be greater than zero."],
    ["a negative payment", () => [{ id: sale.id, total_paid: "-5" }], "Line 1 of sales: the paid value (total_paid) must be greater than zero."],
    ["paying more than the open amount", () => [{ id: sale.id, total_paid: "123.01" }], "Line 1 of sales: paying 123.01 is more than the open amount of the sale (123.00)."],
  ];

  function expected(message: string): string {
    if (message === "DRAFT") return noBalance(draft.id);
    if (message === "FR") return noBalance(invoiceReceipt.id);
    return message;
  }

  it.each(lineCases)("create refuses %s", async (_name, lines, message) => {
    const result = await rawV1(s, "/receipts/create", { ...receiptBody(customer, []), sales: lines() });
    expect(result).toEqual({ status: 403, json: { status: false, message: expected(message) } });
  });

  it.each(lineCases)("summary refuses %s", async (_name, lines, message) => {
    const result = await rawV1(s, "/receipts/summary", { document_type: "Recibo de Cliente", sales: lines() });
    const text = expected(message).replace("Expected sales paid: 1 to 100.", "Expected sales paid, as on receipts/create: 1 to 100.");
    expect(result).toEqual({ status: 403, json: { status: false, message: text } });
  });

  it("refuses a sale of another customer than the receipt's", async () => {
    const result = await s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: theirs.id, total_paid: "1.00" }]) as never });
    expectRefusal(result, `Line 1 of sales: the sale ${theirs.id} (id) belongs to another customer: all documents of a receipt must be of the receipt's customer.`);
  });

  it("settles documents of the receipt's own currency only, in create and summary", async () => {
    const usd = await s.v1().POST("/administration/currencies/create", { body: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: "0.92" } });
    expect(usd.error).toBeUndefined();
    const dollars = await createSale(s, saleBody(customer, itemId, [["100", "1"]], { currency: "USD", currency_exchange: "0.92" }));
    const euros = await invoice();
    const message = (line: number) => `Line ${line} of sales: the sale ${dollars.id} (id) is in USD and the receipt in EUR: a receipt settles documents of its own currency.`;
    expectRefusal(await s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: dollars.id, total_paid: "10.00" }]) as never }), message(1));
    expectRefusal(await s.v1().POST("/receipts/summary", { body: { document_type: "Recibo de Cliente", sales: [{ id: euros.id, total_paid: "10" }, { id: dollars.id, total_paid: "10" }] } }), message(2));
    const paid = await s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: dollars.id, total_paid: "10.00" }], { currency: "USD", currency_exchange: "0.92" }) as never });
    expect(paid.error).toBeUndefined();
    expect(paid.data!.data).toMatchObject({ total_paid: "10.00", currency: { code_iso: "USD" } });
    // A receipt made from the sale takes the sale's currency.
    const made = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: dollars.id } }, body: {} });
    expect(made.error).toBeUndefined();
  });

  const fieldCases: [string, Record<string, unknown>, string | RegExp][] = [
    ["receipt date badly formatted", { receipt_date: "10-03-2026" }, "The field receipt_date is invalid. Expected a calendar date in the format YYYY-MM-DD, e.g. 2026-11-22."],
    ["receipt date that does not exist", { receipt_date: "2026-02-30" }, "The date 2026-02-30 (receipt_date) is not a valid date in the format YYYY-MM-DD."],
    ["receipt date missing", { receipt_date: undefined }, "The field receipt_date is required."],
    ["issue date badly formatted", { issue_date: "2026/03/10" }, "The field issue_date is invalid. Expected a calendar date in the format YYYY-MM-DD, e.g. 2026-11-22."],
    ["issue date that does not exist", { issue_date: "2026-02-29" }, "The date 2026-02-29 (issue_date) is not a valid date in the format YYYY-MM-DD."],
    ["document type missing", { document_type: undefined }, "The field document_type is required."],
    ["document type unknown", { document_type: "Recibo Fantasma" }, 'The document type "Recibo Fantasma" (document_type) does not exist.'],
    ["a document type that is not a receipt type", { document_type: "Factura" }, 'The document type "Factura" (document_type) is not a receipt type (e.g. Recibo de Cliente).'],
    ["series unknown", { serie: "1999" }, 'The series "1999" (serie) does not exist.'],
    ["currency unknown", { currency: "Dobrão" }, 'The currency "Dobrão" (currency) does not exist.'],
    ["exchange rate zero", { currency_exchange: "0" }, "The exchange rate (currency_exchange) must be greater than zero."],
    ["exchange rate not a number", { currency_exchange: "um" }, /^The field currency_exchange is invalid\./],
    ["status invalid", { status: "Fechado" }, 'The field status is invalid. Expected one of "Rascunho", "Terminado".'],
    ["location unknown", { location_origin: "Armazém Fantasma" }, 'The location "Armazém Fantasma" (location_origin) does not exist.'],
    ["customer unknown", { customer: 999999 }, "The customer 999999 (customer) does not exist."],
    ["customer missing", { customer: undefined }, "The field customer is required."],
    ["address missing", { address: undefined }, "The field address is required."],
    ["postal code missing in Portugal", { postal_code: "" }, "The postal code (postal_code) is required for a customer in Portugal."],
    ["postal code badly formatted in Portugal", { postal_code: "4050262" }, 'The postal code "4050262" (postal_code) must have the format NNNN-NNN in Portugal.'],
    ["country invalid", { country: "Narnia" }, /^The field country is invalid\. Expected a country/],
    ["tax number invalid", { vat_number: "513284924" }, 'The tax number "513284924" (vat_number) is not valid for Portugal.'],
    ["payment method unknown", { payment_method: "Conchas" }, 'The payment method "Conchas" (payment_method) does not exist.'],
  ];

  it.each(fieldCases)("create refuses %s", async (_name, patch, message) => {
    const result = await rawV1(s, "/receipts/create", { ...receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]), ...patch });
    expect(result.status).toBe(403);
    expect(result.json.status).toBe(false);
    if (typeof message === "string") expect(result.json.message).toBe(message);
    else expect(result.json.message).toMatch(message);
    expect(await openBalance(sale.id)).toBe("123.00");
  });
});
