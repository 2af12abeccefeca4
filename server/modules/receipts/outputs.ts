// What a receipt produces: its printable document and PDF (receipts are not in the signature
// chain: they print "Emitido por programa certificado"; credit notes deducted print as
// negative lines), the finishing side effects, and the download, e-mail, text and signature
// actions, which need a finished receipt. As for sales (see modules/sales/outputs.ts), the PDF is
// rendered (and signed) and e-mail delivered after the transaction commits, never inside it.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { findCountry } from "../../kernel/countries.ts";
import { masterRecord } from "../administration/index.ts";
import { reserveFile, type PendingFile } from "../files/index.ts";
import { renderDocumentPdf } from "../../outputs/pdf.ts";
import { atQrCode } from "../../outputs/at-qr.ts";
import { certificationLine } from "../documents/index.ts";
import type { PrintableDocument } from "../../outputs/printable.ts";
import {
  CERTIFICATE_NUMBER,
  pdfOptions,
  textsOnFinishing,
  wants,
  type Language,
  type PdfRequest,
} from "../sales/index.ts";
import { emailDocument, requireFinished, textDocument, type EmailRequest, type SmsRequest } from "../sales/index.ts";
import { requestAccount } from "../accounts/index.ts";
import { certificateForSigning, refuseExpired, type SigningCertificate } from "../accounts/index.ts";
import { reserveSignedPdf, storedSignedPdf } from "../documents/index.ts";
import { buyerNif } from "../documents/index.ts";
import { documentNumber } from "../documents/index.ts";
import { loadReceipt, receiptDocumentNumber, receiptLines } from "./load.ts";
import type { Receipt } from "./records.ts";
import { recordReceiptFile, recordReceiptSigned } from "./repository/receipts.ts";
import { customerContacts } from "../sales/index.ts";
import { listedSales } from "../sales/index.ts";

const LABELS = {
  PT: {
    title: "Recibo",
    document: "Documento",
    date: "Data",
    total: "Total",
    open: "Em aberto",
    discount: "Desconto",
    paid: "Pago",
    payment: "Pagamento",
    receiptDate: "Data do recebimento",
    draft: "RASCUNHO",
    cancelled: "ANULADO",
    totalPaid: "Total recebido",
    totalDiscount: "Descontos",
    reason: "Motivo da anulação",
    unused: "Crédito por usar",
    creditNote: "Nota de crédito deduzida",
    totalDeducted: "Notas de crédito deduzidas",
  },
  EN: {
    title: "Receipt",
    document: "Document",
    date: "Date",
    total: "Total",
    open: "Open",
    discount: "Discount",
    paid: "Paid",
    payment: "Payment",
    receiptDate: "Date received",
    draft: "DRAFT",
    cancelled: "CANCELLED",
    totalPaid: "Total received",
    totalDiscount: "Discounts",
    reason: "Cancellation reason",
    unused: "Unused credit",
    creditNote: "Credit note deducted",
    totalDeducted: "Credit notes deducted",
  },
} as const;

async function printableReceipt(
  ctx: Ctx,
  receipt: Receipt,
  language: Language,
  copy: "Original" | "2ª via",
): Promise<PrintableDocument> {
  const l = LABELS[language];
  const { company, customer, amounts } = receipt;
  const number = await receiptDocumentNumber(ctx, receipt);
  const currency = (await masterRecord(ctx, "currencies", receipt.currencyId))!;
  const paymentMethod = await masterRecord(ctx, "payment_methods", receipt.paymentMethodId);
  const type = (await masterRecord(ctx, "document_types", receipt.documentTypeId))!;
  const lines = await receiptLines(ctx, receipt.id);
  const printableLines = [];
  let deducted = new Decimal(0);
  const sales = await listedSales(
    ctx.tx,
    lines.map((line) => line.saleId),
  );
  for (const line of lines) {
    const sale = sales.get(line.saleId)!;
    const discount = line.unitDiscount.plus(
      line.balance.times(line.percentageDiscount).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    );
    // A credit note's line is stored negative (settlement.ts): it prints as a deduction, with
    // the note's own total and unused credit as positive amounts.
    const deducts = sale.initials === "NC";
    if (deducts) deducted = deducted.plus(line.totalPaid);
    printableLines.push({
      reference: documentNumber(sale.initials, sale.serie, sale.number) ?? `#${line.saleId}`,
      description: `${l.date} ${sale.issueDate} · ${l.total} ${line.grandTotal.abs().toFixed(2)} · ${deducts ? l.unused : l.open} ${line.balance.abs().toFixed(2)}`,
      details: deducts ? l.creditNote : discount.isZero() ? null : `${l.discount} ${discount.toFixed(2)}`,
      quantity: "1",
      unit: null,
      unitPrice: line.totalPaid.toFixed(2),
      discount: "0.00",
      vatRate: "0.00",
      total: line.totalPaid.toFixed(2),
    });
  }
  const qrCode =
    receipt.number !== null && receipt.atcud !== null && number !== null
      ? atQrCode({
          issuerNif: company.vatNumber,
          buyerNif: buyerNif(customer),
          buyerCountry: findCountry(customer.country ?? "")?.iso2 ?? "PT",
          documentType: type.saftInitials,
          documentStatus: receipt.status === "Anulado" ? "A" : "N",
          documentDate: receipt.issueDate,
          documentNumber: number,
          atcud: receipt.atcud,
          taxSpaces: [],
          totalTaxes: "0",
          grossTotal: amounts.totalPaid,
          hashCharacters: "0",
          certificateNumber: CERTIFICATE_NUMBER,
        })
      : null;
  const facts: { label: string; value: string }[] = [{ label: l.receiptDate, value: receipt.receiptDate }];
  if (paymentMethod) facts.push({ label: l.payment, value: paymentMethod.description });
  if (receipt.canceledReason) facts.push({ label: l.reason, value: receipt.canceledReason });
  return {
    title: language === "EN" ? l.title : type.description,
    documentNumber: number,
    copy,
    issueDate: receipt.issueDate,
    dueDate: null,
    atcud: receipt.atcud ? `ATCUD:${receipt.atcud}` : null,
    company: {
      name: company.name,
      vatNumber: company.vatNumber,
      address: company.address,
      city: company.city,
      postalCode: company.postalCode,
      country: company.country,
    },
    customer: {
      name: customer.name ?? "",
      vatNumber: buyerNif(customer),
      address: customer.address,
      city: customer.city,
      postalCode: customer.postalCode,
      country: customer.country,
    },
    currency: { symbol: currency.symbol, code: currency.codeIso },
    lines: printableLines,
    vats: [],
    exemptions: [],
    totals: [
      { label: l.totalDiscount, value: amounts.totalDiscount.toFixed(2) },
      ...(deducted.isZero() ? [] : [{ label: l.totalDeducted, value: deducted.toFixed(2) }]),
      { label: l.totalPaid, value: amounts.totalPaid.toFixed(2), emphasis: true },
    ],
    facts,
    observations: receipt.observations,
    qrCode,
    certification: certificationLine(null, CERTIFICATE_NUMBER),
    watermark: receipt.status === "Rascunho" ? l.draft : receipt.status === "Anulado" ? l.cancelled : null,
  };
}

/**
 * Records the receipt's PDF on it and has it rendered and stored after the commit (see
 * generateSalePdf); answers the PDF and the receipt as recorded.
 */
async function generateReceiptPdf(
  ctx: Ctx,
  receipt: Receipt,
  request: PdfRequest = {},
): Promise<{ pdf: PendingFile; receipt: Receipt }> {
  const type = (await masterRecord(ctx, "document_types", receipt.documentTypeId))!;
  const options = pdfOptions({ ...request, maxItemsPerPage: undefined }, receipt.print, type);
  const { language } = options;
  const printable = await printableReceipt(ctx, receipt, language, request.copy ?? "Original");
  const number = await receiptDocumentNumber(ctx, receipt);
  const file = reserveFile(
    ctx,
    {
      kind: "receipts",
      name: `${(number ?? `rascunho-${receipt.id}`).replace(/[ /]/g, "-")}.pdf`,
      contentType: "application/pdf",
    },
    () => renderDocumentPdf(printable, options),
  );
  const recorded = await recordReceiptFile(ctx.tx, receipt.id, {
    filePath: file.path,
    fileLastGenerated: nowStamp(ctx.clock),
    filePreviewed: receipt.status === "Rascunho",
  });
  return { pdf: file, receipt: recorded };
}

/**
 * Renders the receipt's PDF (the options saved on it, else its type's), signs it with the
 * certificate after the commit and records it as the receipt's PDF and signed PDF; `signed_at`
 * keeps the first signature's time. Answers the PDF and the receipt as recorded.
 */
async function signReceiptPdf(
  ctx: Ctx,
  receipt: Receipt,
  certificate: SigningCertificate,
): Promise<{ pdf: PendingFile; receipt: Receipt }> {
  const type = (await masterRecord(ctx, "document_types", receipt.documentTypeId))!;
  const options = pdfOptions({}, receipt.print, type);
  const printable = await printableReceipt(ctx, receipt, options.language, "Original");
  const number = await receiptDocumentNumber(ctx, receipt);
  const pdf = reserveSignedPdf(
    ctx,
    { kind: "receipts", name: `${(number ?? `recibo-${receipt.id}`).replace(/[ /]/g, "-")}.pdf` },
    (seal) => renderDocumentPdf(printable, options, seal),
    certificate,
    { reason: `${type.description} ${number ?? ""}`.trim(), location: receipt.company.city },
  );
  const stamp = nowStamp(ctx.clock);
  await recordReceiptFile(ctx.tx, receipt.id, { filePath: pdf.path, fileLastGenerated: stamp, filePreviewed: false });
  const recorded = await recordReceiptSigned(ctx.tx, receipt.id, {
    signedAt: receipt.signedAt ?? stamp,
    signedFilePath: pdf.path,
  });
  return { pdf, receipt: recorded };
}

/**
 * The receipt's PDF as a download or an e-mail answers it: as for sales (salePdf), a signed
 * receipt's signed PDF byte for byte whatever the options, signed again only when missing.
 */
async function receiptPdf(ctx: Ctx, receipt: Receipt, request: PdfRequest): Promise<PendingFile> {
  if (receipt.signedAt === null) return (await generateReceiptPdf(ctx, receipt, request)).pdf;
  const stored = await storedSignedPdf(ctx, receipt.signedFilePath);
  if (stored) return stored;
  return (await signReceiptPdf(ctx, receipt, await certificateForSigning(ctx, receipt.company))).pdf;
}

/** The outputs a receipt's finishing runs (as it forces them, else as its type does); answers it as they leave it. */
export async function runReceiptFinishingOutputs(ctx: Ctx, finished: Receipt): Promise<Receipt> {
  let receipt = finished;
  const { id, print: forces, company } = receipt;
  const type = (await masterRecord(ctx, "document_types", receipt.documentTypeId))!;
  const account = await requestAccount(ctx);
  const print = wants(forces.forcePrint, type.printAutomatic);
  const signs = wants(forces.forceSign, type.signDocumentAutomatic) && account.signatureEnabled;
  const email = wants(forces.forceSendEmail, type.sendEmailAutomatic);
  const sms = wants(forces.forceSendSms, type.sendSmsAutomatic);
  if (!print && !signs && !email && !sms) return receipt;
  // As for sales: with a certificate that expired, the receipt finishes unsigned.
  const certificate = signs ? await certificateForSigning(ctx, company) : null;
  const generated =
    certificate && certificate.expiredOn === null
      ? await signReceiptPdf(ctx, receipt, certificate)
      : await generateReceiptPdf(ctx, receipt);
  const { pdf } = generated;
  receipt = generated.receipt;
  const customerId = receipt.customer.id;
  const customer = customerId === null ? null : await customerContacts(ctx.tx, ctx.scope.datasetId, customerId);
  const number = await receiptDocumentNumber(ctx, receipt);
  if (email && customer?.email) {
    // As for sales: a refusal by the mail server leaves a failed outbox row, not a failed finish.
    await emailDocument(
      ctx,
      pdf,
      { to: { name: customer.name, email: customer.email } },
      { subject: `Recibo ${number}`, message: `Segue em anexo o recibo ${number} de ${company.name}.` },
      { onFailure: "record", document: { kind: "receipt", id } },
    );
  }
  if (sms && customer && textsOnFinishing(account, customer.mobile)) {
    await textDocument(
      ctx,
      { to: [{ name: customer.name, mobile: customer.mobile }] },
      `${company.name}: recibo ${number}, ${receipt.amounts.totalPaid.toFixed(2)}.`,
      { kind: "receipt", id },
    );
  }
  return receipt;
}

export async function downloadReceipt(ctx: Ctx, id: number, request: PdfRequest): Promise<string> {
  const receipt = await loadReceipt(ctx, id);
  requireFinished(receipt.status);
  return (await receiptPdf(ctx, receipt, request)).path;
}

export async function emailReceipt(ctx: Ctx, id: number, request: EmailRequest): Promise<void> {
  const receipt = await loadReceipt(ctx, id);
  requireFinished(receipt.status);
  const pdf = await receiptPdf(ctx, receipt, { copy: "Original" });
  const number = await receiptDocumentNumber(ctx, receipt);
  const company = receipt.company.name;
  await emailDocument(
    ctx,
    pdf,
    request,
    {
      subject: `Recibo ${number}`,
      message: `Exmo(a). Sr(a). ${request.to.name},\n\nSegue em anexo o recibo ${number} de ${company}, no valor de ${receipt.amounts.totalPaid.toFixed(2)}.\n\nCom os melhores cumprimentos,\n${company}`,
    },
    { document: { kind: "receipt", id } },
  );
}

export async function textReceipt(ctx: Ctx, id: number, request: SmsRequest): Promise<void> {
  const receipt = await loadReceipt(ctx, id);
  requireFinished(receipt.status);
  const number = await receiptDocumentNumber(ctx, receipt);
  await textDocument(
    ctx,
    request,
    `${receipt.company.name}: recibo ${number}, ${receipt.amounts.totalPaid.toFixed(2)}.`,
    { kind: "receipt", id },
  );
}

/** Signs the PDF of a finished receipt (once) with the account's certificate and returns its path. */
export async function signReceiptDocument(ctx: Ctx, id: number): Promise<string> {
  const receipt = await loadReceipt(ctx, id);
  requireFinished(receipt.status);
  const account = await requestAccount(ctx);
  if (!account.signatureEnabled) throw refuse("signature.not_configured");
  if (receipt.signedAt !== null) throw refuse("document.already_signed", {}, "id");
  const certificate = await certificateForSigning(ctx, account.company);
  refuseExpired(certificate);
  return (await signReceiptPdf(ctx, receipt, certificate)).pdf.path;
}
