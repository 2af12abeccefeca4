// What a receipt produces: its PDF (download, only when finished), e-mail and text message,
// the digital signature (once, when configured), and the side effects of finishing chosen by
// force_print / force_send_email / force_send_sms / force_sign or the document type's settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import {
  MM,
  NOW,
  accountRow,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  fetchPdf,
  mediaBoxes,
  outbox,
  receiptBody,
  saleBody,
  setAccount,
  setDocumentType,
  type Customer,
} from "./receipts-fixtures.ts";
import { expectRefusal } from "../support/refusals.ts";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s, { email: "contabilidade@padaria.pt", mobile: "912345678" });
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function receipt(patch: Parameters<typeof receiptBody>[2] = {}) {
  const sale = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
  return createReceipt(
    s,
    receiptBody(customer, [{ id: sale.id, total_paid: "100.00", percentage_discount: "10" }], patch),
  );
}

describe("actions on a draft receipt", () => {
  it("refuses download, e-mail, text and signature until the receipt is finished", async () => {
    const draft = await receipt({ status: "Rascunho" });
    const message = {
      code: "document.draft",
      field: "id",
      message:
        "O documento encontra-se em rascunho: apenas documentos finalizados podem ser descarregados, enviados ou assinados",
    } as const;
    const id = { path: { id: draft.id } };
    expectRefusal(await s.v1().POST("/receipts/{id}/download", { params: id, body: {} }), message);
    expectRefusal(
      await s
        .v1()
        .POST("/receipts/{id}/send_email", { params: id, body: { to: { name: "Ana", email: "ana@example.com" } } }),
      message,
    );
    expectRefusal(
      await s
        .v1()
        .POST("/receipts/{id}/send_sms", { params: id, body: { to: [{ name: "Ana", mobile: "912345678" }] } }),
      message,
    );
    expectRefusal(await s.v1().POST("/receipts/{id}/sign", { params: id, body: {} }), message);
  });
});

describe("receipts/{id}/download", () => {
  it("renders the finished receipt as a PDF with number, ATCUD, the sale paid and the total received", async () => {
    const r = await receipt();
    const { data, error } = await s.v1().POST("/receipts/{id}/download", { params: { path: { id: r.id } }, body: {} });
    expect(error).toBeUndefined();
    const pdf = await fetchPdf(data!.url_file);
    const sale = r.sales[0]!.sale;
    for (const text of [
      "Recibo de Cliente",
      r.document_number!,
      `ATCUD:${r.atcud}`,
      "Original",
      sale.document_number!,
      "Total recebido 100.00",
      "Descontos 12.30",
      "Emitido por programa certificado n.º 0000/AT",
      customer.name,
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(mediaBoxes(pdf.raw)[0]).toEqual([595.28, 841.89]);
    const found = await s.v1().POST("/receipts/find", { body: { value: r.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({
      url_file: data!.url_file,
      file_last_generated: "2026-03-10 10:00:00",
      file_previewed: 0,
    });
  });

  it("prints in English and on a POS roll of the paper width asked for", async () => {
    const r = await receipt();
    const { data } = await s.v1().POST("/receipts/{id}/download", {
      params: { path: { id: r.id } },
      body: { language: "EN", format: "POS", paper_size: "58", paper_left_margin: 2, paper_right_margin: 2 },
    });
    const pdf = await fetchPdf(data!.url_file);
    expect(pdf.text).toContain("Receipt");
    expect(pdf.text).toContain("Total received 100.00");
    expect(pdf.text).toContain(r.document_number!);
    expect(pdf.text).not.toContain("Recibo de Cliente");
    const [width] = mediaBoxes(pdf.raw)[0]!;
    expect(width).toBeCloseTo(58 * MM, 1);
  });

  it("marks a cancelled receipt's PDF", async () => {
    const r = await receipt();
    const { data } = await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: r.id } },
      body: { reason: "Pagamento devolvido ao cliente" },
    });
    const pdf = await fetchPdf(data!.url_file);
    expect(pdf.text).toContain("ANULADO");
    expect(pdf.text).toContain("Motivo da anulação: Pagamento devolvido ao cliente");
  });
});

describe("receipts/{id}/send_email and send_sms", () => {
  it("e-mails the receipt's PDF to the outbox with the default subject", async () => {
    const r = await receipt();
    const sent = await s.v1().POST("/receipts/{id}/send_email", {
      params: { path: { id: r.id } },
      body: { to: { name: "Ana Ribeiro", email: "ana@padaria.pt" }, cc: "socio@padaria.pt" },
    });
    expect(sent.data).toEqual({ status: true });
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({
      channel: "email",
      status: "outbox",
      recipients: [{ name: "Ana Ribeiro", email: "ana@padaria.pt" }],
      cc: ["socio@padaria.pt"],
      subject: `Recibo ${r.document_number}`,
    });
    expect(mail!.body).toContain("no valor de 100.00");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe(`${r.document_number!.replace(/[ /]/g, "-")}.pdf`);
    const pdf = await fetchPdf(`${s.baseUrl}${mail!.attachments[0]!.url}`);
    expect(pdf.text).toContain(r.document_number!);
    const found = await s.v1().POST("/receipts/find", { body: { value: r.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({ email_sent: 1, sms_sent: 0 });
  });

  it("refuses an invalid copy address", async () => {
    const r = await receipt();
    const bad = await s.v1().POST("/receipts/{id}/send_email", {
      params: { path: { id: r.id } },
      body: { to: { name: "Ana", email: "ana@padaria.pt" }, cc: "socio@padaria.pt; nao-e-email" },
    });
    expectRefusal(bad, {
      code: "email.invalid",
      field: "cc",
      message: "O endereço de e-mail nao-e-email indicado no campo cc não é válido",
    });
  });

  it("texts the recipients and spends one credit each", async () => {
    const r = await receipt();
    const before = (await accountRow(s)).sms_credits;
    const sent = await s.v1().POST("/receipts/{id}/send_sms", {
      params: { path: { id: r.id } },
      body: {
        to: [
          { name: "Ana", mobile: "912345678" },
          { name: "Rui", mobile: "935555555" },
        ],
        message: "Recebemos o seu pagamento.",
      },
    });
    expect(sent.data).toEqual({ status: true });
    expect((await accountRow(s)).sms_credits).toBe(before - 2);
    const [sms] = await outbox(s);
    expect(sms).toMatchObject({
      channel: "sms",
      recipients: [
        { name: "Ana", mobile: "912345678" },
        { name: "Rui", mobile: "935555555" },
      ],
      body: "Recebemos o seu pagamento.",
    });
    const found = await s.v1().POST("/receipts/find", { body: { value: r.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({ email_sent: 0, sms_sent: 1 });
  });

  it("refuses texts without an approved sender or enough credits", async () => {
    const r = await receipt();
    const body = { to: [{ name: "Ana", mobile: "912345678" }] };
    await setAccount(s, { sms_sender_status: "pending" });
    expectRefusal(await s.v1().POST("/receipts/{id}/send_sms", { params: { path: { id: r.id } }, body }), {
      code: "sms.sender.not_approved",
      message: "O nome de remetente para o envio de SMS ainda não se encontra aprovado",
    });
    await setAccount(s, { sms_sender_status: "approved", sms_credits: 0 });
    expectRefusal(await s.v1().POST("/receipts/{id}/send_sms", { params: { path: { id: r.id } }, body }), {
      code: "sms.credits.insufficient",
      message: "Não tem SMS suficientes: disponíveis 0, necessárias 1",
    });
    await setAccount(s, { sms_credits: 100 });
  });
});

describe("receipts/{id}/sign", () => {
  it("signs once, and only with a signature configured", async () => {
    const r = await receipt();
    await setAccount(s, { signature_enabled: 0 });
    expectRefusal(await s.v1().POST("/receipts/{id}/sign", { params: { path: { id: r.id } }, body: {} }), {
      code: "signature.not_configured",
      message: "Não existe nenhuma assinatura digital válida configurada",
    });
    await setAccount(s, { signature_enabled: 1 });
    const signed = await s.v1().POST("/receipts/{id}/sign", { params: { path: { id: r.id } }, body: {} });
    expect(signed.data!.url_file).toMatch(/\/files\/receipts\/.+\.pdf$/);
    const found = await s.v1().POST("/receipts/find", { body: { value: r.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({
      signed: 1,
      signed_at: "2026-03-10 10:00:00",
      url_file: signed.data!.url_file,
    });
    expectRefusal(await s.v1().POST("/receipts/{id}/sign", { params: { path: { id: r.id } }, body: {} }), {
      code: "document.already_signed",
      field: "id",
      message: "O documento já se encontra assinado",
    });
  });
});

describe("finishing side effects", () => {
  it("does nothing more than numbering when neither the request nor the type asks", async () => {
    const before = (await outbox(s)).length;
    const r = await receipt();
    expect(r).toMatchObject({
      url_file: null,
      file_last_generated: null,
      signed: 0,
      signed_at: null,
      email_sent: 0,
      sms_sent: 0,
      finished_at: "2026-03-10 10:00:00",
    });
    expect((await outbox(s)).length).toBe(before);
  });

  it("prints, e-mails, texts and signs when the force_* fields ask", async () => {
    const credits = (await accountRow(s)).sms_credits;
    const r = await receipt({ force_print: true, force_send_email: "1", force_send_sms: 1, force_sign: "true" });
    expect(r.url_file).toMatch(/\/files\/receipts\/.+\.pdf$/);
    expect(r).toMatchObject({
      file_last_generated: "2026-03-10 10:00:00",
      signed: 1,
      signed_at: "2026-03-10 10:00:00",
      email_sent: 1,
      sms_sent: 1,
    });
    const [sms, mail] = await outbox(s);
    expect(mail).toMatchObject({
      channel: "email",
      recipients: [{ email: "contabilidade@padaria.pt" }],
      subject: `Recibo ${r.document_number}`,
    });
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${r.document_number!.replace(/[ /]/g, "-")}.pdf`]);
    expect(sms).toMatchObject({ channel: "sms", recipients: [{ mobile: "912345678" }] });
    expect(sms!.body).toContain(r.document_number!);
    expect((await accountRow(s)).sms_credits).toBe(credits - 1);
  });

  it("follows the document type's settings when the fields are omitted, and force_* false overrides them", async () => {
    await setDocumentType(s, "RC", { print_automatic: 1, send_email_automatic: 1 });
    try {
      const before = (await outbox(s)).length;
      const automatic = await receipt();
      expect(automatic.url_file).not.toBeNull();
      expect((await outbox(s)).length).toBe(before + 1);
      const overridden = await receipt({ force_print: false, force_send_email: "0" });
      expect(overridden.url_file).toBeNull();
      expect((await outbox(s)).length).toBe(before + 1);
    } finally {
      await setDocumentType(s, "RC", { print_automatic: 0, send_email_automatic: 0 });
    }
  });

  it("does not sign without a configured signature, nor text without credits", async () => {
    await setAccount(s, { signature_enabled: 0, sms_credits: 0 });
    try {
      const before = (await outbox(s)).filter((m) => m.channel === "sms").length;
      const r = await receipt({ force_sign: true, force_send_sms: true });
      expect(r.signed_at).toBeNull();
      expect((await outbox(s)).filter((m) => m.channel === "sms").length).toBe(before);
    } finally {
      await setAccount(s, { signature_enabled: 1, sms_credits: 100 });
    }
  });
});
