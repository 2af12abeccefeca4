// The flow of a shop through /api/v2 as its clients run it: a customer, items (one sent as a
// form), an invoice created as a draft and finished with PUT, its PDF downloaded (the address
// fetched with and without the key), a receipt made from it and finished, a credit note, and
// a cancellation; the series named by serie_id; finds answering one record or 404. Every
// answer is checked against the v2 document by the test server's recorder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { v2Calls } from "../support/v2-calls.ts";
import type { components } from "../../generated/types/v2.ts";

type S = components["schemas"];

const TODAY = "2026-11-22";
/** The smallest JPEG an image check takes: its start and end markers around a JFIF header. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
]);

let s: TestServer;
const v2 = v2Calls(() => s);

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(`${TODAY}T10:15:00Z`)) });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const COMPANY = {
  name: "Padaria Central, Lda",
  vat_number: "513284923",
  country: "Portugal",
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  type: "Empresarial",
  vat_type: "Debitar IVA",
} as const;

/** A sale body for the shop's customer: two lines, one per item. */
function saleBody(customer: number, extra: Partial<S["SaleRequest"]> = {}): S["SaleRequest"] {
  return {
    issue_date: TODAY,
    document_type: "Factura",
    customer,
    vat_type: "Debitar IVA",
    items: [
      { id: "GEL150", price: "4.00", quantity: 2, vat: "23" },
      { id: "PAO-500", price: "1,50", quantity: "4", vat: "6" },
    ],
    status: "Terminado",
    ...extra,
  };
}

describe("a shop on v2", () => {
  let customer: S["Customer"];
  let invoice: S["Sale"];

  it("creates the customer (201, the record with other_contacts) and finds it by tax number", async () => {
    const created = await v2.post<"Customers_create">("/customers", {
      ...COMPANY,
      email: "geral@padariacentral.pt",
      other_contacts: "Ana Ribeiro",
    });
    expect(created.status).toBe(201);
    customer = created.body;
    expect(customer).toMatchObject({ name: COMPANY.name, vat_number: "513284923", other_contacts: "Ana Ribeiro" });
    expect(customer).not.toHaveProperty("contact");

    const found = await v2.post<"Customers_find">("/customers/find", { value: "513284923", search_in: "Vat Number" });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(customer.id);

    const updated = await v2.put<"Customers_update">(`/customers/${customer.id}`, {
      ...COMPANY,
      other_contacts: "Ana Ribeiro (gerência)",
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: customer.id, other_contacts: "Ana Ribeiro (gerência)" });
  });

  it("creates an item from a form in bracket notation and another from JSON", async () => {
    const form = await v2.call("POST", "/items", undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      raw: "reference=GEL150&description=Gel+fixador+150+ml&unit=UN&vat=23&type=Mercadorias&prices[0][id]=1&prices[0][price]=4.00&barcodes[0][code]=5601234567892",
    });
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ reference: "GEL150", description: "Gel fixador 150 ml" });
    expect(form.body.prices[0]).toMatchObject({ price_id: 1, price: 4 });
    expect(form.body.barcodes[0]).toMatchObject({ code: "5601234567892" });

    const json = await v2.post<"Items_create">("/items", {
      reference: "PAO-500",
      description: "Pão de forma 500 g",
      unit: "UN",
      vat: "6",
      type: "Mercadorias",
    });
    expect(json.status).toBe(201);
    const found = await v2.post<"Items_find">("/items/find", { value: "5601234567892", search_in: "Barcode" });
    expect([found.status, found.body.reference]).toEqual([200, "GEL150"]);
  });

  it("gives an item an image in a multipart PUT, served with or without the key, and removes it", async () => {
    const item = await v2.post<"Items_find">("/items/find", { value: "PAO-500", search_in: "Reference" });
    const form = new FormData();
    for (const [field, value] of Object.entries({
      description: "Pão de forma 500 g",
      unit: "UN",
      vat: "6",
      type: "Mercadorias",
    }))
      form.append(field, value);
    form.append("file", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "pao.jpg");
    const response = await s.raw(`/api/v2/items/${item.body.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${s.account.api_token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as S["Item"];
    expect(updated.url_image).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/files\//);
    const withAndWithoutKey: Record<string, string>[] = [{}, { authorization: `Bearer ${s.account.api_token}` }];
    for (const headers of withAndWithoutKey)
      expect(Buffer.from(await (await fetch(updated.url_image!, { headers })).arrayBuffer())).toEqual(JPEG);

    const removed = await v2.delete(`/items/${item.body.id}/image`);
    expect([removed.status, removed.body]).toEqual([200, true]);
    const found = await v2.post<"Items_find">("/items/find", { value: "PAO-500", search_in: "Reference" });
    expect(found.body.url_image).toBeNull();
  });

  it("creates a draft naming its series by serie_id and finishes it with PUT", async () => {
    const first = await v2.post<"Sales_create">("/sales", saleBody(customer.id));
    expect(first.status).toBe(201);
    const serieId = first.body.serie_id;

    const draft = await v2.post<"Sales_create">(
      "/sales",
      saleBody(customer.id, { serie_id: serieId, status: "Rascunho" }),
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: "Rascunho",
      serie_id: serieId,
      document_number: null,
      document_full_number: null,
    });

    const finished = await v2.put<"Sales_update">(`/sales/${draft.body.id}`, saleBody(customer.id, { force_print: 1 }));
    expect(finished.status).toBe(200);
    invoice = finished.body;
    expect(invoice).toMatchObject({ id: draft.body.id, status: "Terminado", customer_id: customer.id });
    // 2 x 4.00 at 23% and 4 x 1.50 at 6%: 8.00 + 1.84 + 6.00 + 0.36.
    expect(invoice.grand_total).toBe(16.2);
    expect(invoice.document_number).toMatch(/^FT .+\/2$/);
    // The evidence shows POST sales answering `document_full_number`: the same number.
    expect(invoice.document_full_number).toBe(invoice.document_number);
    expect(invoice.url_file).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/files\//);

    const again = await v2.put<"Sales_update">(`/sales/${draft.body.id}`, saleBody(customer.id));
    expect([again.status, again.code]).toEqual([400, "document.not_draft"]);
  });

  it("finds the invoice by its number, and answers 404 for a number that names none", async () => {
    const found = await v2.post<"Sales_find">("/sales/find", {
      value: invoice.document_number!,
      search_in: "Document Number",
    });
    expect([found.status, found.body.id]).toEqual([200, invoice.id]);
    const missing = await v2.post<"Sales_find">("/sales/find", { value: "FT 1999/1", search_in: "Document Number" });
    expect([missing.status, missing.code, missing.body]).toEqual([404, "sale.not_found", "O documento não existe"]);
  });

  it("downloads the PDF as a bare address, served with or without the Bearer key", async () => {
    const download = await v2.post<"Sales_download">(`/sales/${invoice.id}/download`, { issue: "Original" });
    expect(download.status).toBe(200);
    expect(typeof download.body).toBe("string");
    const url = download.body as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/files\/.+\.pdf$/);
    const withAndWithoutKey: Record<string, string>[] = [{}, { authorization: `Bearer ${s.account.api_token}` }];
    for (const headers of withAndWithoutKey) {
      const pdf = await fetch(url, { headers });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
  });

  it("makes a receipt of the invoice (201, the draft receipt) and finishes it with PUT", async () => {
    const draft = await v2.post<"Sales_receipt">(`/sales/${invoice.id}/receipt`, []);
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: "Rascunho", customer_id: customer.id });
    expect(draft.body.sales[0]).toMatchObject({ sale_id: invoice.id, total_paid: 16.2 });

    const finished = await v2.put<"Receipts_update">(`/receipts/${draft.body.id}`, {
      issue_date: TODAY,
      receipt_date: TODAY,
      document_type: "Recibo de Cliente",
      customer: customer.id,
      sales: [{ id: invoice.id, total_paid: "16,20" }],
      status: "Terminado",
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ id: draft.body.id, status: "Terminado", grand_total: 16.2 });
    expect(finished.body.document_number).toMatch(/^RC /);

    const nothingLeft = await v2.post<"Sales_receipt">(`/sales/${invoice.id}/receipt`, []);
    expect([nothingLeft.status, nothingLeft.code]).toEqual([400, "sale.receipt.no_balance"]);
  });

  it("issues a credit note on another invoice: a draft (201) finished with PUT", async () => {
    const other = await v2.post<"Sales_create">("/sales", saleBody(customer.id));
    expect(other.status).toBe(201);
    const draft = await v2.post<"Sales_creditNote">(`/sales/${other.body.id}/credit_note`, []);
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: "Rascunho", customer_id: customer.id });
    expect(draft.body.reference?.id).toBe(other.body.id);

    const finished = await v2.put<"Sales_update">(
      `/sales/${draft.body.id}`,
      saleBody(customer.id, { document_type: "Nota de Crédito", sale_reference_id: other.body.id }),
    );
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: "Terminado", grand_total: 16.2 });
    expect(finished.body.document_number).toMatch(/^NC /);
  });

  it("cancels an invoice: the cancelled PDF's address as a bare string, and the sale reads Anulado", async () => {
    const sale = await v2.post<"Sales_create">("/sales", saleBody(customer.id));
    const short = await v2.put<"Sales_cancel">(`/sales/${sale.body.id}/cancel`, { reason: "Engano" });
    expect([short.status, short.code]).toEqual([400, "document.cancel.reason_required"]);
    const cancelled = await v2.put<"Sales_cancel">(`/sales/${sale.body.id}/cancel`, {
      reason: "Factura emitida com a morada de entrega errada.",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/files\/.+\.pdf$/);
    const found = await v2.post<"Sales_find">("/sales/find", { value: String(sale.body.id), search_in: "ID" });
    expect(found.body).toMatchObject({
      status: "Anulado",
      canceled_reason: "Factura emitida com a morada de entrega errada.",
    });
  });

  it("deletes a draft (true) but not a finished sale, and answers 404 for a sale that does not exist", async () => {
    const draft = await v2.post<"Sales_create">("/sales", saleBody(customer.id, { status: "Rascunho" }));
    const deleted = await v2.delete(`/sales/${draft.body.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, true]);
    const finished = await v2.delete(`/sales/${invoice.id}`);
    expect([finished.status, finished.code]).toEqual([400, "document.not_draft"]);
    const gone = await v2.delete(`/sales/${draft.body.id}`);
    expect([gone.status, gone.code, gone.body]).toEqual([404, "sale.not_found", "O documento não existe"]);
  });
});

describe("what else a finished sale does on v2", () => {
  let customer: number;
  let sale: S["Sale"];

  beforeAll(async () => {
    customer = (await v2.post<"Customers_create">("/customers", { ...COMPANY, vat_number: "501964843" })).body.id;
    sale = (await v2.post<"Sales_create">("/sales", saleBody(customer))).body;
  });

  it("texts one recipient in `to` and answers true; a bad mobile is named to.mobile", async () => {
    const credits = async () =>
      (
        await s.store.db
          .selectFrom("accounts")
          .select("sms_credits")
          .where("id", "=", s.account.account_id)
          .executeTakeFirstOrThrow()
      ).sms_credits;
    const before = await credits();
    const sent = await v2.post<"Sales_sendSms">(`/sales/${sale.id}/send_sms`, {
      to: { name: "Ana Ribeiro", mobile: "912345678" },
      message: "A sua factura foi emitida.",
    });
    expect([sent.status, sent.body]).toEqual([200, true]);
    expect(await credits()).toBe(before - 1);
    const refused = await v2.post<"Sales_sendSms">(`/sales/${sale.id}/send_sms`, {
      to: { name: "Ana Ribeiro", mobile: "212345678" },
    });
    expect([refused.status, refused.code]).toEqual([400, "sms.mobile.invalid"]);
    expect(refused.body).toMatch(/campo to\.mobile/);
  });

  it("e-mails the sale and answers true", async () => {
    const sent = await v2.post<"Sales_sendEmail">(`/sales/${sale.id}/send_email`, {
      to: { name: "Ana Ribeiro", email: "geral@padariacentral.pt" },
    });
    expect([sent.status, sent.body]).toEqual([200, true]);
  });

  it("duplicates it and issues a debit note on it, answering the new drafts with 201", async () => {
    const copy = await v2.post<"Sales_duplicate">(`/sales/${sale.id}/duplicate`, { document_type: "Orçamento" });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: "Rascunho", customer_id: customer, grand_total: sale.grand_total });
    expect(copy.body.id).not.toBe(sale.id);
    const debit = await v2.post<"Sales_debitNote">(`/sales/${sale.id}/debit_note`, []);
    expect(debit.status).toBe(201);
    expect(debit.body).toMatchObject({ status: "Rascunho", reference: { id: sale.id } });
  });

  it("computes totals without storing anything", async () => {
    const summary = await v2.post<"Sales_summary">("/sales/summary", {
      document_type: "Factura",
      vat_type: "Debitar IVA",
      items: [{ id: "GEL150", price: "4.00", quantity: 2, vat: "23" }],
    });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ grand_total: 9.84 });
  });
});

describe("the series of a sale, by serie or serie_id", () => {
  let customer: number;
  let communicated: number;

  beforeAll(async () => {
    customer = (await v2.post<"Customers_create">("/customers", { ...COMPANY, vat_number: "503504564" })).body.id;
    communicated = (await v2.post<"Sales_create">("/sales", saleBody(customer))).body.serie_id;
  });

  it("takes serie_id alone, and both when they name the same series", async () => {
    const serie = await v2.post<"Series_find">("/administration/series/find", { value: String(communicated) });
    expect(serie.status).toBe(200);
    const both = await v2.post<"Sales_create">(
      "/sales",
      saleBody(customer, { serie: serie.body.description, serie_id: String(communicated), status: "Rascunho" }),
    );
    expect([both.status, both.body.serie_id]).toEqual([201, communicated]);
  });

  it("refuses serie and serie_id naming two series, naming serie_id", async () => {
    const other = await v2.post<"Series_create">("/administration/series", {
      description: "LOJA2026",
      valid_until: 2026,
    });
    expect(other.status).toBe(201);
    const refused = await v2.post<"Sales_create">(
      "/sales",
      saleBody(customer, { serie: "LOJA2026", serie_id: communicated }),
    );
    expect([refused.status, refused.code]).toEqual([400, "request.field.invalid"]);
    expect(refused.body).toBe(
      "O valor indicado para o campo serie_id não é válido (esperado: a mesma série que serie)",
    );
  });

  it("names serie_id in a refusal about the series when the body named it so", async () => {
    const unknown = await v2.post<"Sales_create">("/sales", saleBody(customer, { serie_id: 99999 }));
    expect([unknown.status, unknown.code, unknown.body]).toEqual([
      400,
      "serie.not_found",
      "A série indicada no campo serie_id não existe",
    ]);
    const bothSent = await v2.post<"Sales_create">(
      "/sales",
      saleBody(customer, { serie: "LOJA2026", serie_id: 99999 }),
    );
    expect([bothSent.status, bothSent.body]).toEqual([400, "A série indicada no campo serie_id não existe"]);
    const byName = await v2.post<"Sales_create">("/sales", saleBody(customer, { serie: "NENHUMA" }));
    expect([byName.status, byName.body]).toEqual([400, "A série indicada no campo serie não existe"]);
  });

  it("refuses to finish a document in a series not communicated, in the words the service uses", async () => {
    const refused = await v2.post<"Sales_create">("/sales", saleBody(customer, { serie: "LOJA2026" }));
    expect([refused.status, refused.code, refused.body]).toEqual([
      400,
      "document.serie.not_communicated",
      "A série não se encontra comunicada no tipo de documento introduzido",
    ]);
  });
});
