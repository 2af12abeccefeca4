// What a receipt produces: its printable document and PDF (receipts are not in the signature
// chain: they print "Emitido por programa certificado"; credit notes deducted print as
// negative lines), the finishing side effects, and the download, e-mail, text and signature
// actions, which need a finished receipt. As for sales (see sales/outputs.ts), the PDF is
// rendered and e-mail delivered after the transaction commits, never inside it.
import { Decimal } from "decimal.js";
import type { Ctx } from "../scope.ts";
import { refuse } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { findCountry } from "../countries.ts";
import { masterRow } from "../master-records.ts";
import { reserveFile, type PendingFile } from "../../outputs/files.ts";
import { renderDocumentPdf } from "../../outputs/pdf.ts";
import { atQrCode } from "../../outputs/at-qr.ts";
import { certificationLine } from "../../outputs/signature.ts";
import type { PrintableDocument } from "../../outputs/printable.ts";
import {
  CERTIFICATE_NUMBER,
  pdfOptions,
  textsOnFinishing,
  wants,
  type Language,
  type PdfRequest,
} from "../sales/outputs.ts";
import { emailDocument, requireFinished, textDocument, type EmailRequest, type SmsRequest } from "../sales/actions.ts";
import { accountOf } from "../sales/sales.ts";
import { documentNumber } from "../sales/finishing.ts";
import { loadReceipt, receiptDocumentNumber, receiptLines, type ReceiptRow } from "./receipts.ts";
import { updateReceipt } from "../../store/repositories/receipts.ts";
import { customerContacts } from "../../store/repositories/sale-outputs.ts";
import { listedSales } from "../../store/repositories/sales-statements.ts";

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
  row: ReceiptRow,
  language: Language,
  copy: "Original" | "2ª via",
): Promise<PrintableDocument> {
  const l = LABELS[language];
  const number = await receiptDocumentNumber(ctx, row);
  const currency = (await masterRow(ctx, "currencies", row.currency_id))!;
  const paymentMethod = await masterRow(ctx, "payment_methods", row.payment_method_id);
  const type = (await masterRow(ctx, "document_types", row.document_type_id))!;
  const lines = await receiptLines(ctx, row.id);
  const printableLines = [];
  let deducted = new Decimal(0);
  const sales = await listedSales(
    ctx.tx,
    lines.map((line) => line.sale_id),
  );
  for (const line of lines) {
    const sale = sales.get(line.sale_id)!;
    const discount = new Decimal(line.unit_discount).plus(
      new Decimal(line.total_balance)
        .times(line.percentage_discount)
        .dividedBy(100)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    );
    // A credit note's line is stored negative (settlement.ts): it prints as a deduction, with
    // the note's own total and unused credit as positive amounts.
    const deducts = sale.saft_initials === "NC";
    if (deducts) deducted = deducted.plus(line.total_paid);
    printableLines.push({
      reference: documentNumber(sale.saft_initials, sale.description, sale.number) ?? `#${line.sale_id}`,
      description: `${l.date} ${sale.issue_date} · ${l.total} ${new Decimal(line.grand_total).abs().toFixed(2)} · ${deducts ? l.unused : l.open} ${new Decimal(line.total_balance).abs().toFixed(2)}`,
      details: deducts ? l.creditNote : discount.isZero() ? null : `${l.discount} ${discount.toFixed(2)}`,
      quantity: "1",
      unit: null,
      unitPrice: new Decimal(line.total_paid).toFixed(2),
      discount: "0.00",
      vatRate: "0.00",
      total: new Decimal(line.total_paid).toFixed(2),
    });
  }
  const qrCode =
    row.number !== null && row.atcud !== null && number !== null
      ? atQrCode({
          issuerNif: row.company_vat_number,
          buyerNif: row.customer_vat_number ?? "999999990",
          buyerCountry: findCountry(row.customer_country ?? "")?.iso2 ?? "PT",
          documentType: type.saft_initials,
          documentStatus: row.status === "Anulado" ? "A" : "N",
          documentDate: row.issue_date,
          documentNumber: number,
          atcud: row.atcud,
          taxSpaces: [],
          totalTaxes: "0",
          grossTotal: row.total_paid,
          hashCharacters: "0",
          certificateNumber: CERTIFICATE_NUMBER,
        })
      : null;
  const facts: { label: string; value: string }[] = [{ label: l.receiptDate, value: row.receipt_date }];
  if (paymentMethod) facts.push({ label: l.payment, value: paymentMethod.description });
  if (row.canceled_reason) facts.push({ label: l.reason, value: row.canceled_reason });
  return {
    title: language === "EN" ? l.title : type.description,
    documentNumber: number,
    copy,
    issueDate: row.issue_date,
    dueDate: null,
    atcud: row.atcud ? `ATCUD:${row.atcud}` : null,
    company: {
      name: row.company_name,
      vatNumber: row.company_vat_number,
      address: row.company_address,
      city: row.company_city,
      postalCode: row.company_postal_code,
      country: row.company_country,
    },
    customer: {
      name: row.customer_name ?? "",
      vatNumber: row.customer_vat_number ?? "999999990",
      address: row.customer_address,
      city: row.customer_city,
      postalCode: row.customer_postal_code,
      country: row.customer_country,
    },
    currency: { symbol: currency.symbol, code: currency.code_iso },
    lines: printableLines,
    vats: [],
    exemptions: [],
    totals: [
      { label: l.totalDiscount, value: new Decimal(row.total_discount).toFixed(2) },
      ...(deducted.isZero() ? [] : [{ label: l.totalDeducted, value: deducted.toFixed(2) }]),
      { label: l.totalPaid, value: new Decimal(row.total_paid).toFixed(2), emphasis: true },
    ],
    facts,
    observations: row.observations,
    qrCode,
    certification: certificationLine(null, CERTIFICATE_NUMBER),
    watermark: row.status === "Rascunho" ? l.draft : row.status === "Anulado" ? l.cancelled : null,
  };
}

/** Records the receipt's PDF on it and has it rendered and stored after the commit (see generateSalePdf). */
export async function generateReceiptPdf(ctx: Ctx, id: number, request: PdfRequest = {}): Promise<PendingFile> {
  const row = await loadReceipt(ctx, id);
  const type = (await masterRow(ctx, "document_types", row.document_type_id))!;
  const options = pdfOptions({ ...request, maxItemsPerPage: undefined }, row, type);
  const { language } = options;
  const printable = await printableReceipt(ctx, row, language, request.copy ?? "Original");
  const number = await receiptDocumentNumber(ctx, row);
  const file = reserveFile(
    ctx,
    {
      kind: "receipts",
      name: `${(number ?? `rascunho-${row.id}`).replace(/[ /]/g, "-")}.pdf`,
      contentType: "application/pdf",
    },
    () => renderDocumentPdf(printable, options),
  );
  const path = file.path;
  const stamp = nowStamp(ctx.clock);
  await updateReceipt(ctx.tx, id, {
    file_path: path,
    file_last_generated: stamp,
    file_previewed: row.status === "Rascunho" ? 1 : 0,
    updated_at: stamp,
  });
  return file;
}

export async function runReceiptFinishingOutputs(ctx: Ctx, id: number): Promise<void> {
  const row = await loadReceipt(ctx, id);
  const type = (await masterRow(ctx, "document_types", row.document_type_id))!;
  const account = await accountOf(ctx);
  const print = wants(row.force_print, type.print_automatic);
  const sign = wants(row.force_sign, type.sign_document_automatic) && account.signature_enabled === 1;
  const email = wants(row.force_send_email, type.send_email_automatic);
  const sms = wants(row.force_send_sms, type.send_sms_automatic);
  if (!print && !sign && !email && !sms) return;
  const pdf = await generateReceiptPdf(ctx, id);
  if (sign) await updateReceipt(ctx.tx, id, { signed_at: nowStamp(ctx.clock) });
  const customer =
    row.customer_id === null ? null : await customerContacts(ctx.tx, ctx.scope.datasetId, row.customer_id);
  const number = await receiptDocumentNumber(ctx, row);
  if (email && customer?.email) {
    // As for sales: a refusal by the mail server leaves a failed outbox row, not a failed finish.
    await emailDocument(
      ctx,
      pdf,
      { to: { name: customer.name, email: customer.email } },
      { subject: `Recibo ${number}`, message: `Segue em anexo o recibo ${number} de ${row.company_name}.` },
      { onFailure: "record", document: { kind: "receipt", id } },
    );
  }
  if (sms && customer && textsOnFinishing(account, customer.mobile)) {
    await textDocument(
      ctx,
      { to: [{ name: customer.name, mobile: customer.mobile }] },
      `${row.company_name}: recibo ${number}, ${new Decimal(row.total_paid).toFixed(2)}.`,
      { kind: "receipt", id },
    );
  }
}

export async function downloadReceipt(ctx: Ctx, id: number, request: PdfRequest): Promise<string> {
  requireFinished((await loadReceipt(ctx, id)).status);
  return (await generateReceiptPdf(ctx, id, request)).path;
}

export async function emailReceipt(ctx: Ctx, id: number, request: EmailRequest): Promise<void> {
  const row = await loadReceipt(ctx, id);
  requireFinished(row.status);
  const pdf = await generateReceiptPdf(ctx, id);
  const number = await receiptDocumentNumber(ctx, row);
  await emailDocument(
    ctx,
    pdf,
    request,
    {
      subject: `Recibo ${number}`,
      message: `Exmo(a). Sr(a). ${request.to.name},\n\nSegue em anexo o recibo ${number} de ${row.company_name}, no valor de ${new Decimal(row.total_paid).toFixed(2)}.\n\nCom os melhores cumprimentos,\n${row.company_name}`,
    },
    { document: { kind: "receipt", id } },
  );
}

export async function textReceipt(ctx: Ctx, id: number, request: SmsRequest): Promise<void> {
  const row = await loadReceipt(ctx, id);
  requireFinished(row.status);
  const number = await receiptDocumentNumber(ctx, row);
  await textDocument(
    ctx,
    request,
    `${row.company_name}: recibo ${number}, ${new Decimal(row.total_paid).toFixed(2)}.`,
    { kind: "receipt", id },
  );
}

export async function signReceiptDocument(ctx: Ctx, id: number): Promise<string> {
  const row = await loadReceipt(ctx, id);
  requireFinished(row.status);
  const account = await accountOf(ctx);
  if (account.signature_enabled !== 1) throw refuse("signature.not_configured");
  if (row.signed_at !== null) throw refuse("document.already_signed", {}, "id");
  await updateReceipt(ctx.tx, id, { signed_at: nowStamp(ctx.clock) });
  return (await generateReceiptPdf(ctx, id)).path;
}
