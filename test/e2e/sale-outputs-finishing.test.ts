// What finishing a sale does besides numbering it: print (the PDF), e-mail and text the
// customer, sign, as the force_print / force_send_email / force_send_sms / force_sign fields
// ask or, when they are omitted, as the document type's *_automatic settings say; on create
// and on the update that finishes a draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
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
  setDocumentType,
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s, { email: "compras@cliente.pt", mobile: "936543210" });
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function finish(patch: Parameters<typeof saleBody>[3] = {}, who: Customer = customer) {
  return createSale(s, saleBody(who, itemId, [["100", "1"]], patch));
}

async function counts() {
  const rows = await outbox(s);
  return {
    email: rows.filter((r) => r.channel === "email").length,
    sms: rows.filter((r) => r.channel === "sms").length,
    credits: (await accountRow(s)).sms_credits,
  };
}

describe("force_* fields", () => {
  it("does nothing but number the document when nothing asks", async () => {
    const before = await counts();
    const sale = await finish();
    expect(sale).toMatchObject({
      status: "Terminado",
      url_file: null,
      file_last_generated: null,
      file_language: null,
      file_format: null,
      signed: 0,
      signed_at: null,
      email_sent: 0,
      sms_sent: 0,
    });
    expect(sale).toMatchObject({ subscription_id: s.account.account_id, finished_at: "2026-03-10 10:00:00" });
    expect(await counts()).toEqual(before);
  });

  it("prints the original when force_print asks", async () => {
    const sale = await finish({ force_print: "1" });
    expect(sale.url_file).toMatch(/\/files\/sales\/.+\.pdf$/);
    expect(sale).toMatchObject({
      file_last_generated: "2026-03-10 10:00:00",
      file_previewed: 0,
      file_language: "PT",
      file_format: "A4",
      email_sent: 0,
    });
    const pdf = await fetchPdf(sale.url_file!);
    expect(pdf.text).toContain(sale.document_number!);
    expect(pdf.text).toContain("Original");
  });

  it("e-mails the customer's address when force_send_email asks", async () => {
    const before = await counts();
    const sale = await finish({ force_send_email: true });
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({
      channel: "email",
      status: "outbox",
      recipients: [{ name: customer.name, email: "compras@cliente.pt" }],
      subject: `Factura ${sale.document_number}`,
    });
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${sale.document_number!.replace(/[ /]/g, "-")}.pdf`]);
    expect((await counts()).email).toBe(before.email + 1);
    expect(sale.url_file).not.toBeNull();
    expect(sale).toMatchObject({ email_sent: 1, sms_sent: 0 });
  });

  it("texts the customer's mobile, spending a credit, when force_send_sms asks", async () => {
    const before = await counts();
    const sale = await finish({ force_send_sms: 1 });
    const [sms] = await outbox(s);
    expect(sms).toMatchObject({ channel: "sms", recipients: [{ name: customer.name, mobile: "936543210" }] });
    expect(sms!.body).toContain(sale.document_number!);
    expect(await counts()).toEqual({ ...before, sms: before.sms + 1, credits: before.credits - 1 });
    expect(sale).toMatchObject({ email_sent: 0, sms_sent: 1 });
  });

  it("signs when force_sign asks and a signature is configured", async () => {
    const signed = await finish({ force_sign: "true" });
    expect(signed).toMatchObject({ signed: 1, signed_at: "2026-03-10 10:00:00" });
    await setAccount(s, { signature_enabled: 0 });
    try {
      expect(await finish({ force_sign: true })).toMatchObject({ signed: 0, signed_at: null });
    } finally {
      await setAccount(s, { signature_enabled: 1 });
    }
  });

  it("sends nothing where the customer has no address or mobile, or texts are not possible", async () => {
    const bare = await createCustomer(s);
    const before = await counts();
    expect(await finish({ force_send_email: true, force_send_sms: true }, bare)).toMatchObject({
      email_sent: 0,
      sms_sent: 0,
    });
    expect(await counts()).toEqual(before);
    // A landline is no mobile: send_sms would refuse it, so finishing does not text it.
    const landline = await createCustomer(s, { mobile: "223456789" });
    await finish({ force_send_sms: true }, landline);
    await setAccount(s, { sms_sender_name: null });
    try {
      await finish({ force_send_sms: true });
    } finally {
      await setAccount(s, { sms_sender_name: "Faturacao" });
    }
    await setAccount(s, { sms_credits: 0 });
    try {
      await finish({ force_send_sms: true });
    } finally {
      await setAccount(s, { sms_credits: before.credits });
    }
    expect(await counts()).toEqual(before);
  });

  it("does nothing on a draft; finishing it through update runs what its fields ask", async () => {
    const before = await counts();
    const draft = await finish({ status: "Rascunho", force_print: true, force_send_email: true });
    expect(draft.url_file).toBeNull();
    expect(await counts()).toEqual(before);
    const { data } = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: draft.id } },
      body: saleBody(customer, itemId, [["100", "1"]], { force_print: true, force_send_email: true }),
    });
    expect(data!.data.url_file).not.toBeNull();
    expect((await counts()).email).toBe(before.email + 1);
  });
});

describe("document type defaults", () => {
  it("applies the type's automatic settings when the fields are omitted", async () => {
    await setDocumentType(s, "FT", {
      print_automatic: 1,
      sign_document_automatic: 1,
      send_email_automatic: 1,
      send_sms_automatic: 1,
    });
    try {
      const before = await counts();
      const sale = await finish();
      expect(sale.url_file).not.toBeNull();
      expect(sale.signed_at).not.toBeNull();
      expect(await counts()).toEqual({ email: before.email + 1, sms: before.sms + 1, credits: before.credits - 1 });
      const off = await finish({ force_print: false, force_sign: "0", force_send_email: 0, force_send_sms: "false" });
      expect(off).toMatchObject({ url_file: null, signed_at: null });
      expect(await counts()).toEqual({ email: before.email + 1, sms: before.sms + 1, credits: before.credits - 1 });
    } finally {
      await setDocumentType(s, "FT", {
        print_automatic: 0,
        sign_document_automatic: 0,
        send_email_automatic: 0,
        send_sms_automatic: 0,
      });
    }
  });

  it("only for the type configured", async () => {
    await setDocumentType(s, "OR", { print_automatic: 1 });
    try {
      expect((await finish({ document_type: "Orçamento" })).url_file).not.toBeNull();
      expect((await finish()).url_file).toBeNull();
    } finally {
      await setDocumentType(s, "OR", { print_automatic: 0 });
    }
  });
});
