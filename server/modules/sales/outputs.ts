// What a sale produces besides its record: the printable document and its PDF, and the
// side effects of finishing (print, e-mail, text, sign) chosen by the force_* fields or, when
// omitted, by the document type's settings.
//
// Where outputs run: never inside the request's transaction. The transaction decides what is
// produced and records it (the PDF's path, options and date on the document, the outbox rows
// of e-mails and texts); the PDF is rendered from the printable document taken in the
// transaction and stored once it has committed (reserveFile), and e-mail is delivered after
// that (sendEmail). A rendering that fails after the commit leaves the document as committed
// (finished, numbered) and answers the failure; a download renders the PDF anew. A signed sale's
// PDF is signed as it is rendered (signed-pdfs.ts) and, once stored, never rendered again.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { takeSmsCredits } from "../accounts/index.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { findCountry } from "../../kernel/countries.ts";
import { vatExemptionById } from "../../kernel/vat-exemptions.ts";
import { reserveFile, type PendingFile } from "../files/index.ts";
import { renderDocumentPdf } from "../../outputs/pdf.ts";
import { atQrCode, qrTaxSpaces, type QrVatRow } from "../../outputs/at-qr.ts";
import { certificationLine } from "../documents/index.ts";
import { sendEmail } from "../outbox/index.ts";
import { isPortugueseMobile, recordSms } from "../outbox/index.ts";
import type { PrintableDocument, PrintableTotal, PrintOptions } from "../../outputs/printable.ts";
import { saleView, type SaleView } from "./view.ts";
import type { MasterRecord } from "../administration/index.ts";
import { customerContacts, recordSalePdf, recordSaleSigned } from "./repository/sale-outputs.ts";
import { certificateForSigning, type SigningCertificate } from "../accounts/index.ts";
import { reserveSignedPdf, storedSignedPdf } from "../documents/index.ts";
import type { Sale } from "./records.ts";
import { FINAL_CONSUMER_NAME, buyerNif, type PrintSettings } from "../documents/index.ts";
import type { Account } from "../../kernel/account.ts";

/** Certificate number printed with the signature characters (this software is not certified by the AT). */
export const CERTIFICATE_NUMBER = "0000";

export type Language = "PT" | "EN";

const LABELS = {
  PT: {
    gross: "Total ilíquido",
    discount: "Descontos",
    shipping: "Portes",
    base: "Total sem IVA",
    vat: "Total IVA",
    total: "Total",
    withholding: "Retenção IRS",
    payable: "Total a pagar",
    payment: "Pagamento",
    due: "Vencimento",
    reference: "Documento de origem",
    draft: "RASCUNHO",
    cancelled: "ANULADO",
    mb: "Referência Multibanco",
    transport: "Início do transporte",
    vehicle: "Viatura",
    cargo: "Carga",
    discharge: "Descarga",
    canceledReason: "Motivo da anulação",
  },
  EN: {
    gross: "Gross total",
    discount: "Discounts",
    shipping: "Shipping",
    base: "Total before VAT",
    vat: "VAT",
    total: "Total",
    withholding: "IRS withholding",
    payable: "Amount payable",
    payment: "Payment",
    due: "Due date",
    reference: "Origin document",
    draft: "DRAFT",
    cancelled: "CANCELLED",
    mb: "Multibanco reference",
    transport: "Transport start",
    vehicle: "Vehicle",
    cargo: "Loading",
    discharge: "Unloading",
    canceledReason: "Cancellation reason",
  },
} as const;

const TITLES_EN: Record<string, string> = {
  FT: "Invoice",
  FR: "Invoice-receipt",
  FS: "Simplified invoice",
  NC: "Credit note",
  ND: "Debit note",
  PF: "Pro-forma invoice",
  OR: "Quote",
  NE: "Order",
  GT: "Transport guide",
  GR: "Delivery note",
  GC: "Consignment guide",
  GD: "Return note",
  GA: "Own assets movement guide",
};

function money(value: string | Decimal): string {
  return new Decimal(value).toFixed(2);
}

function qrVatType(type: string): QrVatRow["type"] {
  if (type === "Reduzida") return "reduced";
  if (type === "Intermédia") return "intermediate";
  if (type === "Isenta") return "exempt";
  return "normal";
}

/** SAF-T status for the QR code: N normal, A cancelled. */
function saftStatus(status: string): string {
  return status === "Anulado" ? "A" : "N";
}

/** The AT QR code of a finished sale (null for drafts). */
export function saleQrCode(view: SaleView): string | null {
  const sale = view.sale;
  if (sale.number === null || sale.atcud === null || view.documentNumber === null) return null;
  const rows: QrVatRow[] = view.vats.map((v) => {
    const rate = view.vatRates.get(v.vatId);
    return {
      region: rate?.saftRegion ?? "PT",
      type: v.vatTax.isZero() ? "exempt" : qrVatType(rate?.type ?? "Normal"),
      base: v.totalBaseVat,
      vat: v.totalVat,
    };
  });
  const { amounts } = sale;
  return atQrCode({
    issuerNif: sale.company.vatNumber,
    buyerNif: buyerNif(sale.customer),
    buyerCountry: findCountry(sale.customer.country ?? "")?.iso2 ?? "PT",
    documentType: view.documentType.saftInitials,
    documentStatus: saftStatus(sale.status),
    documentDate: sale.issueDate,
    documentNumber: view.documentNumber,
    atcud: sale.atcud,
    taxSpaces: amounts.totalVat.isZero() && rows.every((x) => x.type !== "exempt") ? [] : qrTaxSpaces(rows),
    totalTaxes: amounts.totalVat,
    grossTotal: amounts.grandTotal,
    withholdingTax: sale.irsRetention.apply ? sale.irsRetention.total : null,
    hashCharacters: view.hashCharacters ?? "0",
    certificateNumber: CERTIFICATE_NUMBER,
  });
}

export function printableSale(view: SaleView, language: Language, copy: "Original" | "2ª via"): PrintableDocument {
  const sale = view.sale;
  const { amounts, irsRetention, transport } = sale;
  const l = LABELS[language];
  const totals: PrintableTotal[] = [
    { label: l.gross, value: money(amounts.grossTotal) },
    { label: l.discount, value: money(amounts.totalDiscount) },
    ...(amounts.totalShipping.isZero() ? [] : [{ label: l.shipping, value: money(amounts.totalShipping) }]),
    { label: l.base, value: money(amounts.totalBaseVat) },
    { label: l.vat, value: money(amounts.totalVat) },
    { label: l.total, value: money(amounts.grandTotal), emphasis: !irsRetention.apply },
  ];
  if (irsRetention.apply) {
    totals.push({ label: `${l.withholding} (${money(irsRetention.tax)}%)`, value: money(irsRetention.total) });
    totals.push({
      label: l.payable,
      value: amounts.grandTotal.minus(irsRetention.total).toFixed(2),
      emphasis: true,
    });
  }
  const facts: { label: string; value: string }[] = [];
  if (view.paymentMethod) facts.push({ label: l.payment, value: view.paymentMethod.description });
  if (view.reference) facts.push({ label: l.reference, value: `#${view.reference.id} ${view.reference.issueDate}` });
  if (sale.multibanco)
    facts.push({
      label: l.mb,
      value: `${sale.multibanco.entity} / ${sale.multibanco.reference.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3")} / ${money(amounts.grandTotal)}`,
    });
  if (transport.waybillShippingDate) facts.push({ label: l.transport, value: transport.waybillShippingDate });
  if (view.vehicle) facts.push({ label: l.vehicle, value: `${view.vehicle.name} (${view.vehicle.licensePlate})` });
  if (transport.cargoLocation)
    facts.push({ label: l.cargo, value: [transport.cargoLocation, transport.cargoDate].filter(Boolean).join(" ") });
  if (transport.dischargeLocation)
    facts.push({
      label: l.discharge,
      value: [transport.dischargeLocation, transport.dischargeDate].filter(Boolean).join(" "),
    });
  if (sale.canceledReason) facts.push({ label: l.canceledReason, value: sale.canceledReason });
  const exemptions = [...new Set(view.lines.map((x) => x.vatExemptionId))]
    .filter((id) => id !== 18)
    .map((id) => vatExemptionById(id))
    .filter((e): e is NonNullable<typeof e> => !!e)
    .map((e) => ({ code: e.code, description: e.description }));
  return {
    title:
      language === "EN"
        ? (TITLES_EN[view.documentType.saftInitials] ?? view.documentType.description)
        : view.documentType.description,
    documentNumber: view.documentNumber,
    copy,
    issueDate: sale.issueDate,
    dueDate: sale.dueDate,
    atcud: sale.atcud ? `ATCUD:${sale.atcud}` : null,
    company: {
      name: sale.company.name,
      vatNumber: sale.company.vatNumber,
      address: sale.company.address,
      city: sale.company.city,
      postalCode: sale.company.postalCode,
      country: sale.company.country,
    },
    customer: {
      name: sale.customer.name ?? FINAL_CONSUMER_NAME,
      vatNumber: buyerNif(sale.customer),
      address: sale.customer.address,
      city: sale.customer.city,
      postalCode: sale.customer.postalCode,
      country: sale.customer.country,
    },
    currency: { symbol: view.currency.symbol, code: view.currency.codeIso },
    lines: view.lines.map((x) => ({
      reference: x.itemReference,
      description: x.itemDescription,
      details: x.details,
      quantity: x.quantity.toString(),
      unit: x.unitId === null ? null : (view.units.get(x.unitId)?.symbol ?? null),
      unitPrice: x.price.toFixed(Math.max(2, x.price.decimalPlaces())),
      discount: money(x.discount),
      vatRate: money(x.vatTax),
      total: money(x.amounts.netTotal),
    })),
    vats: view.vats.map((v) => ({ rate: money(v.vatTax), base: money(v.totalBaseVat), vat: money(v.totalVat) })),
    exemptions,
    totals,
    facts,
    observations: sale.observations,
    qrCode: saleQrCode(view),
    certification: certificationLine(view.hashCharacters, CERTIFICATE_NUMBER),
    watermark: sale.status === "Rascunho" ? l.draft : sale.status === "Anulado" ? l.cancelled : null,
  };
}

export interface PdfRequest {
  readonly language?: Language;
  readonly format?: "A4" | "POS";
  readonly copy?: "Original" | "2ª via";
  readonly paperSize?: number;
  readonly margins?: { left?: number; right?: number; top?: number; bottom?: number };
  readonly maxItemsPerPage?: number;
}

/** Print settings a document keeps (sales and receipts): what a PDF request leaves out. */
type SavedPrintSettings = Pick<
  PrintSettings,
  "language" | "format" | "paperSize" | "paperLeftMargin" | "paperRightMargin" | "paperTopMargin" | "paperBottomMargin"
>;

type TypePrintSettings = Pick<
  MasterRecord<"document_types">,
  "printReport" | "printReportWidth" | "printMarginLeft" | "printMarginRight" | "printMarginTop" | "printMarginBottom"
>;

/** The options of a PDF: the request's, else the document's saved ones, else its type's. */
export function pdfOptions(request: PdfRequest, saved: SavedPrintSettings, type: TypePrintSettings): PrintOptions {
  const m = request.margins ?? {};
  return {
    format: request.format ?? saved.format ?? type.printReport,
    language: request.language ?? saved.language ?? "PT",
    paperSize: request.paperSize ?? saved.paperSize ?? type.printReportWidth ?? undefined,
    margins: {
      left: m.left ?? saved.paperLeftMargin ?? type.printMarginLeft ?? 10,
      right: m.right ?? saved.paperRightMargin ?? type.printMarginRight ?? 10,
      top: m.top ?? saved.paperTopMargin ?? type.printMarginTop ?? 10,
      bottom: m.bottom ?? saved.paperBottomMargin ?? type.printMarginBottom ?? 10,
    },
    maxItemsPerPage: request.maxItemsPerPage,
  };
}

/**
 * Records the sale's PDF on the sale (url_file, file_last_generated; file_previewed when it is
 * a draft's preview) and has it rendered and stored after the commit, from the sale as this
 * transaction sees it. Options left out take the values saved on the sale, then the document type's.
 */
export async function generateSalePdf(ctx: Ctx, saleId: number, request: PdfRequest = {}): Promise<PendingFile> {
  const view = await saleView(ctx, saleId);
  const sale = view.sale;
  const type = view.documentType;
  const options = pdfOptions(request, sale.print, type);
  const { language, format } = options;
  const printable = printableSale(view, language, request.copy ?? "2ª via");
  const name = `${(view.documentNumber ?? `rascunho-${sale.id}`).replace(/[ /]/g, "-")}.pdf`;
  const file = reserveFile(ctx, { kind: "sales", name, contentType: "application/pdf" }, () =>
    renderDocumentPdf(printable, options),
  );
  const path = file.path;
  await recordSalePdf(ctx.tx, saleId, {
    path,
    generatedAt: nowStamp(ctx.clock),
    previewed: sale.status === "Rascunho",
    language,
    format,
  });
  return file;
}

/**
 * Renders the sale's original PDF (with the options saved on it, else its type's), signs it with
 * the certificate after the commit and records it as the sale's PDF and signed PDF; `signed_at`
 * keeps the first signature's time.
 */
export async function signSalePdf(ctx: Ctx, saleId: number, certificate: SigningCertificate): Promise<PendingFile> {
  const view = await saleView(ctx, saleId);
  const sale = view.sale;
  const options = pdfOptions({}, sale.print, view.documentType);
  const printable = printableSale(view, options.language, "Original");
  const name = `${(view.documentNumber ?? `documento-${sale.id}`).replace(/[ /]/g, "-")}.pdf`;
  const file = reserveSignedPdf(
    ctx,
    { kind: "sales", name },
    (seal) => renderDocumentPdf(printable, options, seal),
    certificate,
    { reason: `${view.documentType.description} ${view.documentNumber ?? ""}`.trim(), location: sale.company.city },
  );
  const stamp = nowStamp(ctx.clock);
  await recordSalePdf(ctx.tx, saleId, {
    path: file.path,
    generatedAt: stamp,
    previewed: false,
    language: options.language,
    format: options.format,
  });
  await recordSaleSigned(ctx.tx, saleId, { signedAt: sale.signedAt ?? stamp, signedFilePath: file.path });
  return file;
}

/**
 * The sale's PDF as a download or an e-mail answers it. An unsigned sale's is rendered with the
 * request's options. A signed sale's is its signed PDF, byte for byte, whatever the options
 * (another rendering would be an unsigned copy of a signed document); it is signed again only
 * when it is missing (see storedSignedPdf), with the certificate as it is.
 */
export async function salePdf(ctx: Ctx, sale: Sale, request: PdfRequest): Promise<PendingFile> {
  if (sale.signedAt === null) return generateSalePdf(ctx, sale.id, request);
  const stored = await storedSignedPdf(ctx, sale.signedFilePath);
  if (stored) return stored;
  return signSalePdf(ctx, sale.id, await certificateForSigning(ctx, sale.company));
}

/**
 * Whether finishing texts the customer: only what `send_sms` would accept (a configured and
 * approved sender, a credit left, a valid mobile); otherwise the document finishes unsent.
 */
export function textsOnFinishing(account: Pick<Account, "sms">, mobile: string | null | undefined): mobile is string {
  return (
    !!account.sms.senderName &&
    account.sms.senderStatus === "approved" &&
    account.sms.credits > 0 &&
    !!mobile &&
    isPortugueseMobile(mobile)
  );
}

/** Whether a finishing side effect runs: as the document forces it, else as its type's *_automatic setting. */
export function wants(force: boolean | null, automatic: boolean): boolean {
  return force ?? automatic;
}

/** What decides a finished sale's side effects: what it forces, its type's settings and the account. */
export interface FinishingFacts {
  readonly forces: Pick<PrintSettings, "forcePrint" | "forceSign" | "forceSendEmail" | "forceSendSms">;
  readonly documentType: Pick<
    MasterRecord<"document_types">,
    "printAutomatic" | "signDocumentAutomatic" | "sendEmailAutomatic" | "sendSmsAutomatic"
  >;
  readonly account: Pick<Account, "sms" | "signatureEnabled">;
}

/**
 * Runs after a sale is finished, in the same transaction, deciding and recording its outputs
 * (which run after the commit, see the module comment); true when something ran. The decision
 * is taken from what the finishing already holds: a sale without side effects reads nothing
 * more.
 */
export async function runFinishingOutputs(ctx: Ctx, saleId: number, facts: FinishingFacts): Promise<boolean> {
  const { forces, documentType: type, account } = facts;
  const print = wants(forces.forcePrint, type.printAutomatic);
  const signs = wants(forces.forceSign, type.signDocumentAutomatic) && account.signatureEnabled;
  const email = wants(forces.forceSendEmail, type.sendEmailAutomatic);
  const sms = wants(forces.forceSendSms, type.sendSmsAutomatic);
  if (!print && !signs && !email && !sms) return false;
  const view = await saleView(ctx, saleId);
  const sale = view.sale;
  // An automatic signature with a certificate that expired is left out, as when the account has
  // no signature: the sale finishes unsigned rather than not at all.
  const certificate = signs ? await certificateForSigning(ctx, sale.company) : null;
  const pdf =
    certificate && certificate.expiredOn === null
      ? await signSalePdf(ctx, saleId, certificate)
      : await generateSalePdf(ctx, saleId, { copy: "Original" });
  const customer =
    sale.customer.id === null ? null : await customerContacts(ctx.tx, ctx.scope.datasetId, sale.customer.id);
  // E-mail and text go only where the customer has an address or mobile (and, for texts, credits).
  if (email && customer?.email) {
    await sendEmail(
      ctx,
      ctx.mailer,
      {
        to: [{ name: customer.name, email: customer.email }],
        cc: [],
        subject: `${view.documentType.description} ${view.documentNumber}`,
        text: `Segue em anexo o documento ${view.documentNumber} de ${sale.company.name}, no valor de ${money(sale.amounts.grandTotal)} ${view.currency.symbol}.`,
        attachments: [{ filename: pdf.path.split("/").pop()!, contentType: pdf.contentType, content: pdf.content }],
        document: { kind: "sale", id: saleId },
      },
      { onFailure: "record" },
    );
  }
  // The credit is taken first: when concurrent texts used the last one, this one is not sent.
  if (sms && customer && textsOnFinishing(account, customer.mobile) && (await takeSmsCredits(ctx, 1)).taken) {
    await recordSms(ctx, {
      to: [{ name: customer.name, mobile: customer.mobile }],
      message: `${sale.company.name}: ${view.documentNumber}, ${money(sale.amounts.grandTotal)} ${view.currency.symbol}.`,
      document: { kind: "sale", id: saleId },
    });
  }
  return true;
}
