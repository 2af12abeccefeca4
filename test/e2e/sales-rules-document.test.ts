// v1 sales create and update: every refusal about the document as a whole (customer and
// address, identification and simplified-invoice limits, dates, document type and series,
// demo and plan limits, locations, the :id), each with its status, envelope and message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { COMPANY, PRIVATE, TODAY, createCustomer, createItem, createSale, expectRefused, invoice, startSalesServer, type SaleBody } from "./sales-fixtures.ts";

let s: TestServer;
let company: number;
let person: number;
let anonymous: number;
let finalConsumer: number;

beforeAll(async () => {
  s = await startSalesServer();
  company = await createCustomer(s, COMPANY);
  person = await createCustomer(s, PRIVATE);
  anonymous = await createCustomer(s, { name: "Cliente sem contribuinte", type: "Particular", vat_type: "Debitar IVA" });
  finalConsumer = (await s.v1().POST("/customers/find", { body: { value: "999999990", search_in: "Vat Number" } })).data!.data.find((c) => c.name === "Consumidor Final")!.id;
  await createItem(s, "PAO-1");
  await createItem(s, "SERV-1", { type: "Serviços" });
  const closed = await s.v1().POST("/subscription/locations/create", { body: { description: "Loja Fechada", country: "Portugal", address: "Rua Velha, 1", city: "Braga", postal_code: "4700-001", active: false } });
  expect(closed.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Line = SaleBody["items"][number];
const line = (extra: Partial<Line> = {}): Line => ({ id: "PAO-1", price: "10.00", quantity: 1, vat: 23, ...extra });
const privateParty = { vat_number: PRIVATE.vat_number, address: PRIVATE.address, city: PRIVATE.city, postal_code: PRIVATE.postal_code };
const noParty = { vat_number: "", address: "Rua do Sol, 3", city: "Faro", postal_code: "8000-001" };

/** Refused by create, and by update of a draft (which stays as it was). */
async function refused(b: SaleBody, message: string | RegExp): Promise<void> {
  expectRefused(await s.v1().POST("/sales/create", { body: b }), message);
  const draft = await createSale(s, invoice(company, [line()]));
  expectRefused(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), message);
  const unchanged = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
  expect(unchanged.data!.data).toMatchObject({ status: "Rascunho", grand_total: "12.30", customer_id: company });
}

async function documentTypeId(initials: string): Promise<number> {
  const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
  return data!.data.find((t) => t.saft_initials === initials)!.id;
}

describe("required fields and formats", () => {
  it.each([
    ["issue_date", { issue_date: undefined }, "The field issue_date is required."],
    ["document_type", { document_type: undefined }, "The field document_type is required."],
    ["vat_type", { vat_type: undefined }, "The field vat_type is required."],
    ["status", { status: undefined }, "The field status is required."],
    ["items", { items: undefined }, "The field items is required."],
    ["an invalid status", { status: "Feito" }, 'The field status is invalid. Expected one of "Rascunho", "Terminado".'],
    ["an invalid vat_type", { vat_type: "IVA" }, 'The field vat_type is invalid. Expected one of "Debitar IVA", "IVA incluído", "Não fazer nada".'],
    ["an issue date not in YYYY-MM-DD", { issue_date: "22/11/2026" }, "The field issue_date is invalid. Expected a calendar date in the format YYYY-MM-DD, e.g. 2026-11-22."],
    ["an impossible issue date", { issue_date: "2026-02-30" }, "The date 2026-02-30 (issue_date) is not a valid date in the format YYYY-MM-DD."],
    ["a due date not in YYYY-MM-DD", { due_date: "2026-12" }, "The field due_date is invalid. Expected a calendar date in the format YYYY-MM-DD, e.g. 2026-11-22."],
    ["a customer that is not an ID", { customer: "C0001" }, /^The field customer is invalid\. Expected an internal record ID/],
  ])("refuses %s", async (_name, patch, message) => {
    await refused({ ...invoice(company, [line()]), ...patch } as SaleBody, message);
  });
});

describe("customer, address and country", () => {
  it("refuses an unknown customer and missing customer data", async () => {
    await refused(invoice(999999, [line()]), "The customer 999999 (customer) does not exist.");
    await refused(invoice(company, [line()], { customer: "" }), "The field customer is required.");
    await refused(invoice(company, [line()], { address: "" }), "The field address is required.");
    await refused(invoice(company, [line()], { city: undefined }), "The field city is required.");
    await refused(invoice(company, [line()], { country: "" }), "The field country is required.");
  });

  it("refuses an invalid country", async () => {
    await refused(invoice(company, [line()], { country: "Narnia" as never }), /^The field country is invalid\. Expected a country/);
    await refused(invoice(company, [line()], { delivery_address_country: "Atlantis" as never }), /^The field delivery_address_country is invalid\. Expected a country/);
  });

  it("requires a NNNN-NNN postal code in Portugal only", async () => {
    await refused(invoice(company, [line()], { postal_code: "" }), "The postal code (postal_code) is required for a customer in Portugal.");
    await refused(invoice(company, [line()], { postal_code: "4050262" }), 'The postal code "4050262" (postal_code) must have the format NNNN-NNN in Portugal.');
    await refused(invoice(company, [line()], { delivery_address_country: "PT", delivery_address_postal_code: "4100" }), 'The postal code "4100" (delivery_address_postal_code) must have the format NNNN-NNN in Portugal.');
    const spain = await createSale(s, invoice(company, [line()], { country: "ES", postal_code: "", vat_number: "ESB12345678", address: "Calle Mayor, 1", city: "Madrid" }));
    expect(spain).toMatchObject({ customer_country: "Spain", customer_postal_code: null, customer_vat_number: "ESB12345678" });
  });

  it("refuses a Portuguese tax number that is not valid", async () => {
    await refused(invoice(company, [line()], { vat_number: "513284924" }), 'The tax number "513284924" (vat_number) is not valid for Portugal.');
  });

  it("refuses the final-consumer tax number for a company", async () => {
    await refused(invoice(company, [line()], { vat_number: "" }), "The final-consumer tax number 999999990 (vat_number) is not allowed for a company customer (Empresarial).");
    await refused(invoice(company, [line()], { vat_number: "999999990" }), "The final-consumer tax number 999999990 (vat_number) is not allowed for a company customer (Empresarial).");
    // A private customer may buy as a final consumer.
    const sale = await createSale(s, invoice(anonymous, [line()], noParty));
    expect(sale.customer_vat_number).toBe("999999990");
  });
});

describe("identification and simplified-invoice limits", () => {
  // 813.00 at 23% = 999.99; 813.01 at 23% = 813.01 + 186.99 = 1000.00.
  it("an invoice of 1000.00 or more needs the customer's tax number and address", async () => {
    const message = "Documents with a total of 1000.00 or more need the customer's identification and address (vat_number, address).";
    const below = await createSale(s, invoice(anonymous, [line({ price: "813.00" })], { ...noParty, status: "Terminado" }));
    expect(below.grand_total).toBe("999.99");
    await refused(invoice(anonymous, [line({ price: "813.01" })], noParty), message);
    await refused(invoice(finalConsumer, [line({ price: "813.01" })], { vat_number: "999999990", address: "Desconhecido", city: "Desconhecido", postal_code: "0000-000" }), message);
    await refused(invoice(anonymous, [line({ price: "813.01" })], { ...noParty, document_type: "Factura Recibo" }), message);
    const identified = await createSale(s, invoice(person, [line({ price: "813.01" })], { ...privateParty, status: "Terminado" }));
    expect(identified.grand_total).toBe("1000.00");
  });

  it("Factura Simplificada for a private customer: base up to 1000.00, services up to 100.00", async () => {
    const fs = (items: Line[]) => invoice(person, items, { ...privateParty, document_type: "Factura Simplificada" });
    expect((await createSale(s, fs([line({ price: "1000.00" })]))).total_base_vat).toBe("1000.00");
    await refused(fs([line({ price: "1000.01" })]), "A Factura Simplificada for a private customer may not have a base total above 1000.00.");
    await refused(fs([line({ price: "600" }), line({ price: "400.01", quantity: 1 })]), "A Factura Simplificada for a private customer may not have a base total above 1000.00.");
    expect((await createSale(s, fs([line({ id: "SERV-1", price: "100.00" }), line({ price: 500 })]))).total_services).toBe("100.00");
    await refused(fs([line({ id: "SERV-1", price: "100.01" })]), "A Factura Simplificada for a private customer may not have a services total above 100.00.");
  });

  it("Factura Simplificada for a company: base up to 100.00", async () => {
    const fs = (price: string) => invoice(company, [line({ price })], { document_type: "FS" });
    expect((await createSale(s, fs("100.00"))).total_base_vat).toBe("100.00");
    await refused(fs("100.01"), "A Factura Simplificada for a company may not have a base total above 100.00.");
  });
});

describe("dates", () => {
  it("refuses a due date before the issue date; defaults it from the payment condition", async () => {
    await refused(invoice(company, [line()], { due_date: "2026-11-21" }), "The due date 2026-11-21 (due_date) may not be before the issue date 2026-11-22.");
    const same = await createSale(s, invoice(company, [line()], { due_date: TODAY }));
    expect(same.due_date).toBe(TODAY);
    const thirty = await createSale(s, invoice(company, [line()], { payment_condition: "30 dias" }));
    expect(thirty.due_date).toBe("2026-12-22");
  });

  it("refuses to finish a document dated before the last finished one of its type and series", async () => {
    await createSale(s, invoice(company, [line()], { document_type: "Factura Recibo", status: "Terminado" }));
    const earlier = invoice(company, [line()], { document_type: "Factura Recibo", issue_date: "2026-11-21", status: "Terminado" });
    await refused(earlier, "A document of the same type and series already exists with a later issue date (2026-11-22) (issue_date).");
    // A draft may carry the date; finishing it is refused.
    const draft = await createSale(s, { ...earlier, status: "Rascunho" });
    expectRefused(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: earlier }), "A document of the same type and series already exists with a later issue date (2026-11-22) (issue_date).");
    // Another type has its own order.
    expect((await createSale(s, { ...earlier, document_type: "Factura Pró-forma" })).status).toBe("Terminado");
  });
});

describe("document type and series", () => {
  it("refuses an unknown, inactive or non-sales document type", async () => {
    await refused(invoice(company, [line()], { document_type: "Factura Proforma X" }), 'The document type "Factura Proforma X" (document_type) does not exist.');
    await refused(invoice(company, [line()], { document_type: "Recibo de Cliente" }), 'The document type "Recibo de Cliente" (document_type) is not a sales document type: use /receipts.');
    const id = await documentTypeId("OR");
    expect((await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id } }, body: { print_report: "A4", active: false } })).error).toBeUndefined();
    try {
      await refused(invoice(company, [line()], { document_type: "Orçamento" }), 'The document type "Orçamento" (document_type) is inactive.');
      await refused(invoice(company, [line()], { document_type: id }), `The document type ${id} (document_type) is inactive.`);
    } finally {
      await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id } }, body: { print_report: "A4", active: true } });
    }
  });

  it("refuses an unknown series, one not assigned to the type, and a type without a preset series", async () => {
    await refused(invoice(company, [line()], { serie: "1999" }), 'The series "1999" (serie) does not exist.');
    const loose = await s.v1().POST("/administration/series/create", { body: { description: "SOLTA", valid_until: 2026 } });
    expect(loose.error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "SOLTA" }), 'The series (serie) is not assigned to the document type "Factura".');
    const typeId = await documentTypeId("NE");
    await s.store.db.updateTable("document_type_series").set({ is_default: 0 }).where("document_type_id", "=", typeId).execute();
    try {
      await refused(invoice(company, [line()], { document_type: "Encomenda" }), 'No series was given (serie) and the document type "Encomenda" has no preset series.');
    } finally {
      await s.store.db.updateTable("document_type_series").set({ is_default: 1 }).where("document_type_id", "=", typeId).execute();
    }
  });

  it("refuses an inactive or expired series", async () => {
    const created = await s.v1().POST("/administration/series/create", { body: { description: "2026-B", valid_until: 2026, assign_to_all: true } });
    expect(created.error).toBeUndefined();
    const id = created.data!.data.id;
    const update = (body: { valid_until: number; active: boolean }) => s.v1().POST("/administration/series/{id}/update", { params: { path: { id } }, body: { description: "2026-B", ...body } });
    expect((await update({ valid_until: 2026, active: false })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B" }), 'The series "2026-B" (serie) is not active for the document type "Factura".');
    expect((await update({ valid_until: 2025, active: true })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B" }), 'The series "2026-B" (serie) expired in 2025.');
    // A series valid until 2026 cannot carry a 2027 document.
    expect((await update({ valid_until: 2026, active: true })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B", issue_date: "2027-01-04" }), 'The series "2026-B" (serie) expired in 2026.');
  });

  it("refuses to finish in a series not communicated to the tax authority; a draft is fine", async () => {
    const created = await s.v1().POST("/administration/series/create", { body: { description: "NAOCOM", valid_until: 2026, assign_to_all: true } });
    expect(created.error).toBeUndefined();
    const body = invoice(company, [line()], { serie: "NAOCOM", status: "Terminado" });
    await refused(body, 'The series "NAOCOM" (serie) is not communicated to the tax authority for the document type "Factura": since 2023 this is mandatory.');
    const draft = await createSale(s, { ...body, status: "Rascunho" });
    expect(draft).toMatchObject({ status: "Rascunho", serie: { description: "NAOCOM" }, number: null });
  });

  it("refuses a reference to another sale on a document that is not a credit or debit note", async () => {
    const original = await createSale(s, invoice(company, [line()], { status: "Terminado" }));
    await refused(invoice(company, [line()], { sale_reference_id: original.id }), "A referenced sale (sale_reference_id) is only possible on a Nota de Crédito or Nota de Débito.");
  });
});

describe("locations and currency", () => {
  it("refuses an unknown or inactive location", async () => {
    await refused(invoice(company, [line()], { location_origin: "Armazém Fantasma" }), 'The location "Armazém Fantasma" (location_origin) does not exist.');
    await refused(invoice(company, [line()], { location_origin: "Loja Fechada" }), 'The location "Loja Fechada" (location_origin) is inactive.');
    await refused(invoice(company, [line()], { location_destiny: 999 }), "The location 999 (location_destiny) does not exist.");
  });

  it("refuses an unknown currency and an exchange rate of zero", async () => {
    await refused(invoice(company, [line()], { currency: "Dobrão" }), 'The currency "Dobrão" (currency) does not exist.');
    await refused(invoice(company, [line()], { currency_exchange: 0 }), "The exchange rate (currency_exchange) must be greater than zero.");
    await refused(invoice(company, [line()], { currency_exchange: "x1" }), /^The field currency_exchange is invalid\./);
  });

  it("refuses unknown payment and other references", async () => {
    await refused(invoice(company, [line()], { payment_method: "Bitcoin" }), 'The payment method "Bitcoin" (payment_method) does not exist.');
    await refused(invoice(company, [line()], { payment_condition: "120 dias" }), 'The payment condition "120 dias" (payment_condition) does not exist.');
    await refused(invoice(company, [line()], { price: "Revenda" }), 'The price table "Revenda" (price) does not exist.');
    await refused(invoice(company, [line()], { employee: "ninguem@example.pt" }), 'The employee "ninguem@example.pt" (employee) does not exist.');
  });
});

describe("demo and plan limits", () => {
  it("in demo mode a document total may not exceed 10000.00 EUR", async () => {
    const demo = s.account.test_api_token;
    const customer = await createCustomer(s, COMPANY, demo);
    await createItem(s, "PAO-1", { token: demo });
    // 8130.08 + 23% (1869.92) = 10000.00; 8130.09 + 1869.92 = 10000.01.
    const at = await s.v1(demo).POST("/sales/create", { body: invoice(customer, [line({ price: "8130.08" })], { status: "Terminado" }) });
    expect(at.error).toBeUndefined();
    expect(at.data!.data.grand_total).toBe("10000.00");
    const over = invoice(customer, [line({ price: "8130.09" })]);
    expectRefused(await s.v1(demo).POST("/sales/create", { body: over }), "In demo mode a document total may not exceed 10000.00 EUR (this one is 10000.01 EUR).");
    // The limit is in EUR: 9300.00 + 23% = 11439.00 in a currency at 0.5 is 5719.50 EUR.
    const usd = await s.v1(demo).POST("/administration/currencies/create", { body: { description: "Dólar", symbol: "$", code_iso: "USD", exchange_sale: "0.5" } });
    expect(usd.error).toBeUndefined();
    const converted = await s.v1(demo).POST("/sales/create", { body: invoice(customer, [line({ price: "9300" })], { currency: "USD", currency_exchange: "0.5" }) });
    expect(converted.error).toBeUndefined();
    // The same document in production is fine.
    expect((await createSale(s, invoice(company, [line({ price: "8130.09" })]))).grand_total).toBe("10000.01");
  });

  it("refuses to finish billing documents past the plan's billing volume", async () => {
    const keys = await s.newAccount({ name: "Conta pequena" });
    await s.store.db.updateTable("accounts").set({ billing_volume_limit: "200.00" }).where("id", "=", keys.account_id).execute();
    const customer = await createCustomer(s, COMPANY, keys.api_token);
    await createItem(s, "PAO-1", { token: keys.api_token });
    const v1 = s.v1(keys.api_token);
    // 100.00 + 23% = 123.00 billed; another 123.00 would make 246.00.
    expect((await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }) })).error).toBeUndefined();
    const message = "The billing volume of the plan (200.00 EUR a year) is reached.";
    expectRefused(await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }) }), message);
    const draft = await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })]) });
    expect(draft.error).toBeUndefined();
    expectRefused(await v1.POST("/sales/{id}/update", { params: { path: { id: draft.data!.data.id } }, body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }) }), message);
    // Documents that are not accounting documents are not counted nor refused.
    expect((await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })], { document_type: "Orçamento", status: "Terminado" }) })).error).toBeUndefined();
    // 60.00 + 23% = 73.80 still fits (123.00 + 73.80 = 196.80).
    expect((await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 60 })], { status: "Terminado" }) })).error).toBeUndefined();
  });
});

describe("the :id of update and delete", () => {
  const post = (path: string) =>
    s.raw(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token, ...invoice(company, [line()]) }) });

  it.each(["update", "delete", "cancel", "duplicate", "receipt", "credit_note", "debit_note", "download", "sign", "generate_mbref", "generate_mbway"])(
    "answers an invalid :id of %s with an error about the id field",
    async (operation) => {
      const r = await post(`/api/v1/sales/doze/${operation}`);
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ status: false, message: "The field id is invalid. Expected a value of type integer." });
    },
  );

  it("answers an unknown :id with an error about the id field", async () => {
    expectRefused(await s.v1().POST("/sales/{id}/update", { params: { path: { id: 424242 } }, body: invoice(company, [line()]) }), "The sale 424242 (id) does not exist.");
    expectRefused(await s.v1().POST("/sales/{id}/delete", { params: { path: { id: 424242 } } }), "The sale 424242 (id) does not exist.");
  });
});

