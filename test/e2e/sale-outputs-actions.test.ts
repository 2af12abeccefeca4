// Actions on a finished sale besides its PDF: text messages (sender, approval, credits, mobile
// numbers), the digital signature (once, when configured), Multibanco references (allowed
// types, once, configuration, check digits) and MB WAY links (types, configuration, a stable
// link to a payment page that exists), and isolation of all of them between tenants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";
import {
  NOW,
  accountRow,
  createCustomer,
  createItem,
  createSale,
  fetchPdf,
  outbox,
  saleBody,
  setAccount,
  type Customer,
} from "./receipts-fixtures.ts";
import { expectRefusal } from "../support/refusals.ts";
import { expectMissing, postUntyped } from "./outputs-support.ts";

type Sale = components["schemas"]["Sale"];

let s: TestServer;
let customer: Customer;
let itemId: number;
let sale: Sale;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
  sale = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function document(type: string, patch: Parameters<typeof saleBody>[3] = {}): Promise<Sale> {
  return createSale(s, saleBody(customer, itemId, [["100", "1"]], { document_type: type, ...patch }));
}

const id = (sale: { id: number }) => ({ path: { id: sale.id } });

describe("sales/{id}/send_sms", () => {
  const to = [{ name: "Ana", mobile: "912345678" }];

  it("texts each recipient with the default message and spends one credit each", async () => {
    const before = (await accountRow(s)).sms_credits;
    const sent = await s
      .v1()
      .POST("/sales/{id}/send_sms", { params: id(sale), body: { to: [...to, { name: "Rui", mobile: "961234567" }] } });
    expect(sent.data).toEqual({ status: true });
    expect((await accountRow(s)).sms_credits).toBe(before - 2);
    const [sms] = await outbox(s);
    expect(sms).toMatchObject({
      channel: "sms",
      status: "outbox",
      recipients: [
        { name: "Ana", mobile: "912345678" },
        { name: "Rui", mobile: "961234567" },
      ],
    });
    expect(sms!.body).toBe(`Test account: ${sale.document_number}, 123.00 €.`);
    await s.v1().POST("/sales/{id}/send_sms", { params: id(sale), body: { to, message: "Fatura disponível." } });
    expect((await outbox(s))[0]!.body).toBe("Fatura disponível.");
  });

  it("refuses without a configured and approved sender or without enough credits, spending nothing", async () => {
    const before = await outbox(s);
    await setAccount(s, { sms_sender_name: null });
    expectRefusal(await s.v1().POST("/sales/{id}/send_sms", { params: id(sale), body: { to } }), {
      code: "sms.sender.not_configured",
      message: "O nome de remetente e o documento de identificação para o envio de SMS não se encontram configurados",
    });
    await setAccount(s, { sms_sender_name: "Faturacao", sms_sender_status: "pending" });
    expectRefusal(await s.v1().POST("/sales/{id}/send_sms", { params: id(sale), body: { to } }), {
      code: "sms.sender.not_approved",
    });
    await setAccount(s, { sms_sender_status: "approved", sms_credits: 1 });
    expectRefusal(await s.v1().POST("/sales/{id}/send_sms", { params: id(sale), body: { to: [...to, ...to] } }), {
      code: "sms.credits.insufficient",
      message: "Não tem SMS suficientes: disponíveis 1, necessárias 2",
    });
    expect((await accountRow(s)).sms_credits).toBe(1);
    await setAccount(s, { sms_credits: 100 });
    expect((await outbox(s)).length).toBe(before.length);
  });

  it("spends the last credits once when texts are sent at the same time", async () => {
    const before = await outbox(s);
    await setAccount(s, { sms_credits: 1 });
    // On PostgreSQL the three run at once (on SQLite they mostly queue), each having read 1
    // credit with its credentials: the credits are taken in one statement each.
    const answers = await Promise.all(
      [0, 1, 2].map(() => s.v1().POST("/sales/{id}/send_sms", { params: id(sale), body: { to } })),
    );
    expect(answers.filter((a) => a.error === undefined)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.error !== undefined))
      expectRefusal(refused, {
        code: "sms.credits.insufficient",
        message: "Não tem SMS suficientes: disponíveis 0, necessárias 1",
      });
    expect((await accountRow(s)).sms_credits).toBe(0);
    expect((await outbox(s)).length).toBe(before.length + 1);
    await setAccount(s, { sms_credits: 100 });
  });

  it.each([
    [{}, { code: "request.field.required", field: "to" }],
    [{ to: [] }, { code: "request.field.invalid", field: "to" }],
    [{ to: [{ mobile: "912345678" }] }, { code: "request.field.required", field: "to[0].name" }],
    [{ to: [{ name: "Ana" }] }, { code: "request.field.required", field: "to[0].mobile" }],
    [{ to: [{ name: "Ana", mobile: "+351912345678" }] }, { code: "request.field.invalid", field: "to[0].mobile" }],
    [
      {
        to: [
          { name: "Ana", mobile: "912345678" },
          { name: "Sede", mobile: "223456789" },
        ],
      },
      {
        code: "sms.mobile.invalid",
        field: "to[1].mobile",
        message:
          "O número de telemóvel 223456789 indicado no campo to[1].mobile não é válido: indique 9 algarismos, sem espaços nem indicativo",
      },
    ],
  ] as const)("refuses %j", async (body, expected) => {
    expectRefusal(await postUntyped(s, `/sales/${sale.id}/send_sms`, body), expected);
  });

  it("refuses a draft", async () => {
    const draft = await document("Factura", { status: "Rascunho" });
    expectRefusal(await s.v1().POST("/sales/{id}/send_sms", { params: id(draft), body: { to } }), {
      code: "document.draft",
      field: "id",
      message:
        "O documento encontra-se em rascunho: apenas documentos finalizados podem ser descarregados, enviados ou assinados",
    });
  });
});

describe("sales/{id}/sign", () => {
  it("signs once and returns the PDF; refuses without a signature configured and on drafts", async () => {
    const invoice = await document("Factura");
    await setAccount(s, { signature_enabled: 0 });
    expectRefusal(await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} }), {
      code: "signature.not_configured",
    });
    await setAccount(s, { signature_enabled: 1 });
    const signed = await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} });
    expect(signed.error).toBeUndefined();
    const pdf = await fetchPdf(signed.data!.url_file);
    expect(pdf.text).toContain(invoice.document_number!);
    expect(pdf.text).toContain("Original");
    const found = (await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } })).data!.data;
    expect(found).toMatchObject({ signed_at: "2026-03-10 10:00:00", url_file: signed.data!.url_file });
    expectRefusal(await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} }), {
      code: "document.already_signed",
      field: "id",
    });
    const draft = await document("Factura", { status: "Rascunho" });
    expectRefusal(await s.v1().POST("/sales/{id}/sign", { params: id(draft), body: {} }), {
      code: "document.draft",
      field: "id",
    });
  });
});

/** The Multibanco check digits as ifthenpay computes them (domain notes, section 10). */
function checkDigits(entity: string, subEntity: string, id: string, amount: number): string {
  const weights = [51, 73, 17, 89, 38, 62, 45, 53, 15, 50, 5, 49, 34, 81, 76, 27, 90, 9, 30, 3];
  const cents = new Decimal(amount).times(100).toFixed(0).padStart(8, "0");
  const digits = `${entity}${subEntity}${id}${cents}`;
  const sum = weights.reduce((total, w, i) => total + w * Number(digits[i]), 0);
  return String(98 - (sum % 97)).padStart(2, "0");
}

describe("sales/{id}/generate_mbref", () => {
  it.each(["Factura", "Factura Pró-forma", "Encomenda", "Orçamento"])(
    "gives a %s a reference paying exactly its total, once",
    async (type) => {
      const doc = await document(type, { items: [{ id: itemId, price: "37.5", quantity: "3", vat: 23 }] });
      expect(doc.grand_total).toBe(138.38);
      const { data, error } = await s.v1().POST("/sales/{id}/generate_mbref", { params: id(doc), body: {} });
      expect(error).toBeUndefined();
      const orderId = String(doc.id).padStart(4, "0").slice(-4);
      expect(data!.data).toEqual({
        entity: "12345",
        sub_entity: "999",
        reference: `999${orderId}${checkDigits("12345", "999", orderId, doc.grand_total)}`,
      });
      const found = (await s.v1().POST("/sales/find", { body: { value: doc.id, search_in: "ID" } })).data!.data;
      expect(found).toMatchObject({ mb_entity: "12345", mb_sub_entity: "999", mb_reference: data!.data.reference });
      expectRefusal(await s.v1().POST("/sales/{id}/generate_mbref", { params: id(doc), body: {} }), {
        code: "multibanco.reference.exists",
        field: "id",
      });
      const pdf = await fetchPdf(
        (await s.v1().POST("/sales/{id}/download", { params: id(doc), body: {} })).data!.url_file,
      );
      expect(pdf.text).toContain(
        `12345 / ${data!.data.reference.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3")} / 138.38`,
      );
    },
  );

  it("refuses other types, drafts, cancelled documents and accounts without configuration", async () => {
    const notAllowed = (type: string) =>
      ({
        code: "payment_reference.document_type.not_allowed",
        field: "id",
        message: `Não é possível gerar referências de pagamento para o tipo de documento ${type}: apenas Factura, Factura Pró-forma, Encomenda ou Orçamento`,
      }) as const;
    const fr = await document("Factura Recibo");
    expectRefusal(
      await s.v1().POST("/sales/{id}/generate_mbref", { params: id(fr), body: {} }),
      notAllowed("Factura Recibo"),
    );
    const fs = await createSale(
      s,
      saleBody(customer, itemId, [["10", "1"]], { document_type: "Factura Simplificada" }),
    );
    expectRefusal(
      await s.v1().POST("/sales/{id}/generate_mbref", { params: id(fs), body: {} }),
      notAllowed("Factura Simplificada"),
    );
    const draft = await document("Factura", { status: "Rascunho" });
    expectRefusal(await s.v1().POST("/sales/{id}/generate_mbref", { params: id(draft), body: {} }), {
      code: "payment_reference.document.not_finished",
      field: "id",
    });
    const cancelled = await document("Factura");
    await s.v1().POST("/sales/{id}/cancel", { params: id(cancelled), body: { reason: "Fatura emitida por engano" } });
    expectRefusal(await s.v1().POST("/sales/{id}/generate_mbref", { params: id(cancelled), body: {} }), {
      code: "payment_reference.document.not_finished",
      field: "id",
    });
    const small = await createSale(s, saleBody(customer, itemId, [["0.5", "1"]]));
    expectRefusal(await s.v1().POST("/sales/{id}/generate_mbref", { params: id(small), body: {} }), {
      code: "multibanco.amount.out_of_range",
      message:
        "O total do documento (0.62) não permite gerar uma referência Multibanco: deve estar entre 1.00 e 999999.99 EUR",
    });
    const unconfigured = await document("Factura");
    await setAccount(s, { mb_entity: null, mb_sub_entity: null });
    try {
      expectRefusal(await s.v1().POST("/sales/{id}/generate_mbref", { params: id(unconfigured), body: {} }), {
        code: "multibanco.not_configured",
      });
    } finally {
      await setAccount(s, { mb_entity: "12345", mb_sub_entity: "999" });
    }
  });
});

describe("sales/{id}/generate_mbway and the payment page", () => {
  it("stores one link per document that leads to a payment request for the document", async () => {
    const invoice = await document("Factura");
    const first = await s.v1().POST("/sales/{id}/generate_mbway", { params: id(invoice), body: {} });
    expect(first.error).toBeUndefined();
    const link = first.data!.mbway_link;
    expect(link).toMatch(new RegExp(`^${s.baseUrl}/payments/mbway/[0-9a-f]{24}$`));
    const second = await s.v1().POST("/sales/{id}/generate_mbway", { params: id(invoice), body: {} });
    expect(second.data!.mbway_link).toBe(link);
    const found = (await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } })).data!.data;
    expect(found.mbway_link).toBe(link);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    for (const text of [invoice.document_number!, "123.00 EUR", "Test account", invoice.company_vat_number, "MB WAY"])
      expect(html).toContain(text);
  });

  it("answers 404 for unknown or malformed tokens and 410 once the document is cancelled", async () => {
    expect((await fetch(`${s.baseUrl}/payments/mbway/${"0".repeat(24)}`)).status).toBe(404);
    expect((await fetch(`${s.baseUrl}/payments/mbway/nao-existe`)).status).toBe(404);
    const invoice = await document("Factura");
    const link = (await s.v1().POST("/sales/{id}/generate_mbway", { params: id(invoice), body: {} })).data!.mbway_link;
    await s.v1().POST("/sales/{id}/cancel", { params: id(invoice), body: { reason: "Fatura emitida por engano" } });
    const page = await fetch(link);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("anulado");
  });

  it("is possible on quotes, orders and pro-formas; refused on other types and without configuration", async () => {
    for (const type of ["Orçamento", "Encomenda", "Factura Pró-forma"]) {
      const doc = await document(type);
      const result = await s.v1().POST("/sales/{id}/generate_mbway", { params: id(doc), body: {} });
      expect(result.error).toBeUndefined();
      expect((await fetch(result.data!.mbway_link)).status).toBe(200);
    }
    const fr = await document("Factura Recibo");
    expectRefusal(await s.v1().POST("/sales/{id}/generate_mbway", { params: id(fr), body: {} }), {
      code: "payment_reference.document_type.not_allowed",
      field: "id",
    });
    const invoice = await document("Factura");
    await setAccount(s, { mbway_enabled: 0 });
    try {
      expectRefusal(await s.v1().POST("/sales/{id}/generate_mbway", { params: id(invoice), body: {} }), {
        code: "mbway.not_configured",
      });
    } finally {
      await setAccount(s, { mbway_enabled: 1 });
    }
  });
});

describe("isolation", () => {
  it("another account's key and the demo key cannot act on the account's sale", async () => {
    const invoice = await document("Factura");
    const other = await s.newAccount({ name: "Outra empresa" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expectMissing(await v1.POST("/sales/{id}/download", { params: id(invoice), body: {} }), "sale");
      expectMissing(
        await v1.POST("/sales/{id}/send_email", {
          params: id(invoice),
          body: { to: { name: "Intruso", email: "intruso@example.com" } },
        }),
        "sale",
      );
      expectMissing(
        await v1.POST("/sales/{id}/send_sms", {
          params: id(invoice),
          body: { to: [{ name: "Intruso", mobile: "912345678" }] },
        }),
        "sale",
      );
      expectMissing(await v1.POST("/sales/{id}/sign", { params: id(invoice), body: {} }), "sale");
      expectMissing(await v1.POST("/sales/{id}/generate_mbref", { params: id(invoice), body: {} }), "sale");
      expectMissing(await v1.POST("/sales/{id}/generate_mbway", { params: id(invoice), body: {} }), "sale");
    }
    const found = (await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } })).data!.data;
    expect(found).toMatchObject({ url_file: null, signed_at: null, mb_reference: null, mbway_link: null });
  });
});
