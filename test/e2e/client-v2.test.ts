// The v2 facade as a new app uses it, against the reference server: a shop's flow (customer,
// items, a finished invoice, its receipt, a credit note, the PDF, a cancellation), finds that
// answer the record or null, the typed errors the server's Refusal-Code makes, and an
// Idempotency-Key that makes a repeated create issue one document. Every exchange is checked
// against the v2 document by the test server's recorder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { AuthenticationError, NotFoundError, RefusalError, type V2Api } from "../../client/index.ts";
import type { components } from "../../generated/types/v2.ts";

type S = components["schemas"];

const TODAY = "2026-11-22";

let s: TestServer;
let v2: V2Api;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(`${TODAY}T10:15:00Z`)) });
  v2 = s.v2Api();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const COMPANY = {
  name: "Mercearia do Bairro, Lda",
  vat_number: "513284923",
  country: "Portugal",
  address: "Rua Direita, 40",
  city: "Braga",
  postal_code: "4700-300",
  type: "Empresarial",
  vat_type: "Debitar IVA",
} as const;

function saleBody(customer: number, extra: Partial<S["SaleRequest"]> = {}): S["SaleRequest"] {
  return {
    issue_date: TODAY,
    document_type: "Factura",
    customer,
    vat_type: "Debitar IVA",
    items: [{ id: "CAFE-250", price: "5.00", quantity: 3, vat: "23" }],
    status: "Terminado",
    ...extra,
  };
}

describe("a shop through createV2Api", () => {
  let customer: S["Customer"];
  let invoice: S["Sale"];

  it("creates a customer and an item, and finds the customer by tax number", async () => {
    customer = await v2.customers.create(COMPANY);
    expect(customer).toMatchObject({ name: COMPANY.name, vat_number: COMPANY.vat_number });
    const item = await v2.items.create({
      reference: "CAFE-250",
      description: "Café moído 250 g",
      unit: "UN",
      vat: "23",
      type: "Mercadorias",
    });
    expect(item.reference).toBe("CAFE-250");
    const found = await v2.customers.find({ value: COMPANY.vat_number, search_in: "Vat Number" });
    expect(found?.id).toBe(customer.id);
  });

  it("answers null for a find that matches nothing, and throws NotFoundError for an unknown id", async () => {
    expect(await v2.customers.find({ value: "503504564", search_in: "Vat Number" })).toBeNull();
    const missing = await v2.customers.update(999_999, COMPANY).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: "customer.not_found" });
  });

  it("issues a finished invoice, downloads its PDF and settles it with a receipt", async () => {
    invoice = await v2.sales.create(saleBody(customer.id));
    expect(invoice).toMatchObject({ status: "Terminado", grand_total: 18.45 });
    expect(invoice.document_number).toMatch(/^FT /);
    const address = await v2.sales.download(invoice.id, { issue: "Original" });
    const pdf = await fetch(address);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const draft = await v2.sales.receipt(invoice.id, []);
    expect(draft).toMatchObject({ status: "Rascunho", customer_id: customer.id });
    const receipt = await v2.receipts.update(draft.id, {
      issue_date: TODAY,
      receipt_date: TODAY,
      document_type: "Recibo de Cliente",
      customer: customer.id,
      sales: [{ id: invoice.id, total_paid: "18.45" }],
      status: "Terminado",
    });
    expect(receipt.document_number).toMatch(/^RC /);
  });

  it("issues a credit note on an invoice and cancels another", async () => {
    const other = await v2.sales.create(saleBody(customer.id));
    const draft = await v2.sales.creditNote(other.id, []);
    const note = await v2.sales.update(
      draft.id,
      saleBody(customer.id, { document_type: "Nota de Crédito", sale_reference_id: other.id }),
    );
    expect(note.document_number).toMatch(/^NC /);

    const third = await v2.sales.create(saleBody(customer.id));
    const cancelled = await v2.sales.cancel(third.id, { reason: "Factura emitida com o cliente errado." });
    expect(cancelled).toMatch(/\.pdf$/);
    expect(await v2.sales.find({ value: String(third.id), search_in: "ID" })).toMatchObject({ status: "Anulado" });
  });
});

describe("typed errors from the server's Refusal-Code", () => {
  it("a refusal is a RefusalError with the code and the Portuguese message, English on request", async () => {
    const body = { ...COMPANY, vat_number: "123456780" };
    const pt = await v2.customers.create(body).catch((e: unknown) => e);
    expect(pt).toBeInstanceOf(RefusalError);
    expect(pt).toMatchObject({ status: 400, code: "vat_number.invalid" });
    expect((pt as RefusalError).requestId).toBeTruthy();
    const en = await s
      .v2Api({ language: "en" })
      .customers.create(body)
      .catch((e: unknown) => e);
    expect(en).toMatchObject({ code: "vat_number.invalid" });
    expect((en as RefusalError).message).not.toBe((pt as RefusalError).message);
  });

  it("a key that opens nothing is an AuthenticationError", async () => {
    const denied = await s
      .v2Api({ token: "0".repeat(40) })
      .customers.find({ value: "1", search_in: "ID" })
      .catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(AuthenticationError);
    expect((denied as AuthenticationError).code).toMatch(/^auth\./);
  });
});

describe("idempotency", () => {
  it("a create repeated with the same Idempotency-Key answers the same document, issued once", async () => {
    const customer = await v2.customers.create({ ...COMPANY, vat_number: "501964843" });
    const first = await v2.sales.create(saleBody(customer.id), { idempotencyKey: "shop-order-1042" });
    const again = await v2.sales.create(saleBody(customer.id), { idempotencyKey: "shop-order-1042" });
    expect(again.id).toBe(first.id);
    expect(again.document_number).toBe(first.document_number);
    const next = await v2.sales.create(saleBody(customer.id));
    expect(next.id).not.toBe(first.id);
  });
});
