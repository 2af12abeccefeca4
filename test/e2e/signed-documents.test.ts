// Signed PDFs, checked by an independent verifier (pdfsig, poppler on NSS): sign and the
// automatic signature of finishing answer a PDF with a valid PAdES signature by the account's
// certificate covering the whole file, which one changed byte breaks; every later download
// (v1 and legacy, any print options, reprints) and e-mail answers those very bytes; a cancelled
// signed document is signed again as cancelled; an account without a certificate (older than
// signatures) gets one on its first signature; an expired certificate refuses sign.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import {
  NOW,
  accountId,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  parsePdf,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";
import { expectRefusal } from "../support/refusals.ts";
import { pdfsig, signedRanges, skipWithoutPdfsig, type PdfsigReport } from "../support/pdfsig.ts";
import { makeTestP12Files, P12_PASSWORD } from "../support/certificates.ts";
import { loadCertificate } from "../../server/modules/accounts/certificates.ts";
import { readFileSync } from "node:fs";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function bytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/pdf/);
  return Buffer.from(await response.arrayBuffer());
}

/** The subject the account's certificate names, as the store keeps it. */
async function certificateRow(accountToken = s.account.api_token) {
  return s.store.db
    .selectFrom("account_certificates")
    .selectAll()
    .where("account_id", "=", await accountId(s, accountToken))
    .executeTakeFirst();
}

/** Asserts pdfsig finds one valid PAdES signature over the whole file by the test account's own certificate. */
function expectSignedByAccount(report: PdfsigReport, commonName = "Test account"): void {
  expect(report.signatures, report.output).toBe(1);
  expect(report.validation, report.output).toBe("Signature is Valid.");
  expect(report.wholeDocument, report.output).toBe(true);
  expect(report.type).toBe("ETSI.CAdES.detached");
  expect(report.hash).toBe("SHA-256");
  expect(report.commonName).toBe(commonName);
  expect(report.distinguishedName).toContain("VATPT-500000000");
  expect(report.distinguishedName).toContain("C=PT");
}

/** The PDF with one byte changed at `offset`. */
function tampered(pdf: Buffer, offset: number): Buffer {
  const copy = Buffer.from(pdf);
  copy[offset] = copy[offset]! ^ 0x01;
  return copy;
}

/** Asserts that one changed byte in each signed range (not the signature itself) invalidates the signature. */
function expectTamperingDetected(pdf: Buffer): void {
  const [first, second] = signedRanges(pdf);
  // The binary comment after the header (first range) and a letter of the signature's Reason
  // (second range): bytes that leave the file readable, so only the signature can notice.
  const reason = pdf.indexOf("/Reason (", 0, "latin1") + "/Reason (".length;
  for (const [offset, range] of [
    [10, first!],
    [reason, second!],
  ] as const) {
    expect(offset).toBeGreaterThanOrEqual(range[0]);
    expect(offset).toBeLessThan(range[1]);
    const report = pdfsig(tampered(pdf, offset));
    expect(report.signatures, report.output).toBe(1);
    expect(report.validation, report.output).not.toBe("Signature is Valid.");
  }
}

const id = (document: { id: number }) => ({ path: { id: document.id } });

describe.skipIf(skipWithoutPdfsig)("signed PDFs, as pdfsig reads them", () => {
  it("sales/{id}/sign answers an invoice signed by the account's certificate over the whole file", async () => {
    const certificate = await certificateRow();
    expect(certificate).toMatchObject({ loaded: 0, subject: expect.stringContaining("CN=Test account") });
    const invoice = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
    const signed = await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} });
    expect(signed.error).toBeUndefined();
    const pdf = await bytes(signed.data!.url_file);
    expectSignedByAccount(pdfsig(pdf));
    expect((await parsePdf(pdf)).text).toContain(invoice.document_number!);
    expectTamperingDetected(pdf);
  });

  it("receipts/{id}/sign answers a receipt signed the same way", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["50", "1"]]));
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "61.50" }]));
    const signed = await s.v1().POST("/receipts/{id}/sign", { params: id(receipt), body: {} });
    expect(signed.error).toBeUndefined();
    const pdf = await bytes(signed.data!.url_file);
    expectSignedByAccount(pdfsig(pdf));
    expect((await parsePdf(pdf)).text).toContain(receipt.document_number!);
    expectTamperingDetected(pdf);
  });

  it("finishing with force_sign signs the PDF it answers", async () => {
    const invoice = await createSale(s, saleBody(customer, itemId, [["80", "1"]], { force_sign: true }));
    expect(invoice.signed_at).toBe("2026-03-10 10:00:00");
    expectSignedByAccount(pdfsig(await bytes(invoice.url_file!)));
    const sale = await createSale(s, saleBody(customer, itemId, [["20", "1"]]));
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "24.60" }], { force_sign: true }),
    );
    expect(receipt.signed_at).toBe("2026-03-10 10:00:00");
    expectSignedByAccount(pdfsig(await bytes(receipt.url_file!)));
  });
});

describe("a signed PDF stays signed", () => {
  it("every download of a signed sale, v1 or legacy, with any print options, answers the signed bytes", async () => {
    const invoice = await createSale(s, saleBody(customer, itemId, [["100", "2"]]));
    const signed = (await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} })).data!.url_file;
    const original = await bytes(signed);
    const downloads = [
      {},
      { issue: "Original" as const },
      { issue: "2ª via" as const },
      { language: "EN" as const, format: "POS" as const, paper_size: 58 },
      { max_items_per_page: 3, paper_left_margin: 30 },
    ];
    for (const body of downloads) {
      const answer = await s.v1().POST("/sales/{id}/download", { params: id(invoice), body });
      expect(answer.error).toBeUndefined();
      expect(answer.data!.url_file).toBe(signed);
    }
    const reprint = await s.legacy().POST("/documentos/pdf", {
      body: { id: invoice.id, tipo_documento: "FT", original: false, motivo: "Extravio do original" },
    });
    expect(reprint.error).toBeUndefined();
    expect(reprint.data!.pdf).toBe(signed);
    const found = (await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } })).data!.data;
    expect(found.url_file).toBe(signed);
    expect(await bytes(signed)).toEqual(original);
  });

  it("every download of a signed receipt answers the signed bytes", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["10", "1"]]));
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "12.30" }]));
    const signed = (await s.v1().POST("/receipts/{id}/sign", { params: id(receipt), body: {} })).data!.url_file;
    const original = await bytes(signed);
    for (const body of [{}, { language: "EN" as const, format: "POS" as const }]) {
      const answer = await s.v1().POST("/receipts/{id}/download", { params: id(receipt), body });
      expect(answer.data!.url_file).toBe(signed);
    }
    expect(await bytes(signed)).toEqual(original);
  });

  it("an e-mail of a signed sale attaches the signed bytes", async () => {
    const invoice = await createSale(s, saleBody(customer, itemId, [["30", "1"]]));
    const signed = (await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} })).data!.url_file;
    const sent = await s.v1().POST("/sales/{id}/send_email", {
      params: id(invoice),
      body: { to: { name: "Ana", email: "ana@example.com" } },
    });
    expect(sent.error).toBeUndefined();
    const row = await s.store.db
      .selectFrom("outbox")
      .select("attachments")
      .where("document_kind", "=", "sale")
      .where("document_id", "=", invoice.id)
      .executeTakeFirstOrThrow();
    const [attachment] = JSON.parse(row.attachments) as { path: string }[];
    expect(await bytes(`${s.baseUrl}/files/${attachment!.path}`)).toEqual(await bytes(signed));
  });

  it("a signed PDF that was never stored is signed again on the next download", async () => {
    const invoice = await createSale(s, saleBody(customer, itemId, [["40", "1"]]));
    const signed = (await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} })).data!.url_file;
    const path = decodeURIComponent(new URL(signed).pathname.slice("/files/".length));
    await s.store.db.deleteFrom("files").where("path", "=", path).execute();
    const again = (await s.v1().POST("/sales/{id}/download", { params: id(invoice), body: {} })).data!.url_file;
    expect(again).not.toBe(signed);
    const pdf = await bytes(again);
    if (!skipWithoutPdfsig) expectSignedByAccount(pdfsig(pdf));
    const later = (await s.v1().POST("/sales/{id}/download", { params: id(invoice), body: { issue: "2ª via" } })).data!
      .url_file;
    expect(later).toBe(again);
  });
});

describe.skipIf(skipWithoutPdfsig)("cancelling, older accounts and expired certificates", () => {
  it("cancelling a signed sale signs it again, cancelled; its downloads answer that PDF", async () => {
    const invoice = await createSale(s, saleBody(customer, itemId, [["60", "1"]]));
    const signed = (await s.v1().POST("/sales/{id}/sign", { params: id(invoice), body: {} })).data!.url_file;
    const before = await bytes(signed);
    const cancelled = await s.v1().POST("/sales/{id}/cancel", {
      params: id(invoice),
      body: { reason: "Erro na quantidade facturada" },
    });
    expect(cancelled.error).toBeUndefined();
    const url = cancelled.data!.url_file;
    expect(url).not.toBe(signed);
    const pdf = await bytes(url);
    expectSignedByAccount(pdfsig(pdf));
    expect((await parsePdf(pdf)).text).toContain("ANULADO");
    const download = await s.v1().POST("/sales/{id}/download", { params: id(invoice), body: {} });
    expect(download.data!.url_file).toBe(url);
    // The PDF signed before the cancellation is kept as it was.
    expect(await bytes(signed)).toEqual(before);
  });

  it("cancelling a signed receipt signs it again, cancelled", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["70", "1"]]));
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "86.10" }], { force_sign: true }),
    );
    const cancelled = await s.v1().POST("/receipts/{id}/cancel", {
      params: id(receipt),
      body: { reason: "Recebimento registado em duplicado" },
    });
    expect(cancelled.error).toBeUndefined();
    expect(cancelled.data!.url_file).not.toBe(receipt.url_file);
    const pdf = await bytes(cancelled.data!.url_file);
    expectSignedByAccount(pdfsig(pdf));
    expect((await parsePdf(pdf)).text).toContain("ANULADO");
  });

  it("an account without a certificate (created before signatures were real) gets its own on its first signature", async () => {
    const other = await s.newAccount({ name: "Conta Antiga, Lda" });
    const owner = await accountId(s, other.api_token);
    await s.store.db.deleteFrom("account_certificates").where("account_id", "=", owner).execute();
    const otherCustomer = await createCustomer(s, {}, other.api_token);
    const otherItem = await createItem(s, {}, other.api_token);
    const invoice = await createSale(s, saleBody(otherCustomer, otherItem.id, [["10", "1"]]), other.api_token);
    const signed = await s.v1(other.api_token).POST("/sales/{id}/sign", { params: id(invoice), body: {} });
    expect(signed.error).toBeUndefined();
    expectSignedByAccount(pdfsig(await bytes(signed.data!.url_file)), "Conta Antiga, Lda");
    expect(await certificateRow(other.api_token)).toMatchObject({ loaded: 0 });
  });

  it("a certificate the operator loaded signs the account's documents from then on", async () => {
    const files = makeTestP12Files();
    try {
      const other = await s.newAccount({ name: "Conta Qualificada" });
      const owner = await accountId(s, other.api_token);
      await loadCertificate(s.store, owner, readFileSync(files.qualified), P12_PASSWORD, s.clock);
      const otherCustomer = await createCustomer(s, {}, other.api_token);
      const otherItem = await createItem(s, {}, other.api_token);
      const invoice = await createSale(s, saleBody(otherCustomer, otherItem.id, [["10", "1"]]), other.api_token);
      const signed = await s.v1(other.api_token).POST("/sales/{id}/sign", { params: id(invoice), body: {} });
      const report = pdfsig(await bytes(signed.data!.url_file));
      expect(report.validation, report.output).toBe("Signature is Valid.");
      expect(report.wholeDocument).toBe(true);
      expect(report.commonName).toBe("Maria Silva");
      expect(report.distinguishedName).toContain("VATPT-513284923");
    } finally {
      files.remove();
    }
  });

  it("an expired certificate refuses sign and leaves a finishing unsigned", async () => {
    const other = await s.newAccount({ name: "Conta Expirada" });
    const owner = await accountId(s, other.api_token);
    await s.store.db
      .updateTable("account_certificates")
      .set({ not_after: "2026-03-01T00:00:00.000Z" })
      .where("account_id", "=", owner)
      .execute();
    const otherCustomer = await createCustomer(s, {}, other.api_token);
    const otherItem = await createItem(s, {}, other.api_token);
    const invoice = await createSale(s, saleBody(otherCustomer, otherItem.id, [["10", "1"]]), other.api_token);
    expectRefusal(await s.v1(other.api_token).POST("/sales/{id}/sign", { params: id(invoice), body: {} }), {
      code: "signature.certificate.expired",
      message:
        "O certificado da assinatura digital da conta expirou em 2026-03-01: é necessário carregar um certificado válido",
    });
    const english = await s
      .v1(other.api_token)
      .POST("/sales/{id}/sign", { params: id(invoice), body: {}, headers: { "Accept-Language": "en" } });
    expectRefusal(english, {
      code: "signature.certificate.expired",
      message:
        "The digital signature certificate of the account expired on 2026-03-01: a valid certificate must be loaded",
    });
    const finished = await createSale(
      s,
      saleBody(otherCustomer, otherItem.id, [["10", "1"]], { force_sign: true }),
      other.api_token,
    );
    expect(finished).toMatchObject({ status: "Terminado", signed_at: null });
  });
});
