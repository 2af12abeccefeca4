// Actions on finished documents (sales here; receipts reuse the message parts): PDF download,
// e-mail with the PDF and up to two attachments, text messages, digital signature, Multibanco
// references and MB WAY links.
import { randomBytes } from "node:crypto";
import { referencedRecord } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { takeSmsCredits } from "../accounts/index.ts";
import { refuse, type Refusal } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { emailList } from "../../kernel/text.ts";
import { sendEmail } from "../outbox/index.ts";
import type { EmailAttachment, MessageDocument } from "../../kernel/mail.ts";
import { DownloadError, type DownloadFailure } from "../../kernel/download.ts";
import { isPortugueseMobile, recordSms } from "../outbox/index.ts";
import { multibancoReference } from "../../outputs/multibanco.ts";
import { MBWAY_PATH } from "./mbway-link.ts";
import { loadSale } from "./load.ts";
import { requestAccount } from "../accounts/index.ts";
import { salePdf, signSalePdf, type PdfRequest } from "./outputs.ts";
import { certificateForSigning, refuseExpired } from "../accounts/index.ts";
import type { PendingFile } from "../files/index.ts";
import { PAYABLE_BY_REFERENCE } from "../documents/index.ts";
import { saleView } from "./view.ts";
import { recordMbwayLink, recordMultibancoReference, storedFile } from "./repository/sale-outputs.ts";

const ATTACHMENT_EXTENSIONS = [
  "png",
  "jpg",
  "jpeg",
  "bmp",
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "zip",
  "7z",
  "rar",
  "csv",
  "txt",
  "xml",
];

/** Downloads, e-mails, texts and signatures need a finished (or cancelled) document, sale or receipt. */
export function requireFinished(status: string): void {
  if (status === "Rascunho") throw refuse("document.draft", {}, "id");
}

export async function downloadSale(ctx: Ctx, id: number, request: PdfRequest): Promise<string> {
  const sale = await loadSale(ctx, id);
  requireFinished(sale.status);
  return (await salePdf(ctx, sale, request)).path;
}

export interface EmailRequest {
  readonly to: { readonly name: string; readonly email: string };
  readonly cc?: string | null;
  readonly subject?: string | null;
  readonly message?: string | null;
  readonly attachments?: readonly { readonly filename: string; readonly url: string }[];
}

/**
 * A file this server stores, named by its URL (its unguessable path below /files/), read in
 * the request's transaction. Fetching it over HTTP would wait for the store connection this
 * very transaction holds (SQLite has one), until the download timed out. Other URLs were
 * downloaded before the transaction opened (ctx.downloads).
 */
async function storedAttachment(ctx: Ctx, url: URL): Promise<{ contentType: string; content: Buffer } | undefined> {
  if (!url.pathname.startsWith("/files/")) return undefined;
  let path: string;
  try {
    path = url.pathname.slice("/files/".length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return undefined;
  }
  const row = await storedFile(ctx.tx, path);
  return row ? { contentType: row.content_type, content: Buffer.from(row.content) } : undefined;
}

const MAX_ATTACHMENTS = 2;

/** The refusal of an attachment whose download failed, about its `url`. */
function downloadRefusal(filename: string, failure: DownloadFailure, path: string): Refusal {
  switch (failure.kind) {
    case "not_public":
      return refuse("email.attachment.url.not_public", { filename, host: failure.host }, path);
    case "too_large":
      return refuse("email.attachment.too_large", { filename, megabytes: failure.megabytes }, path);
    case "failed":
      return refuse("email.attachment.download.failed", { filename, detail: failure.detail }, path);
  }
}

/** Downloads the extra attachments of an e-mail (at most 2, allowed extensions, http(s) URLs). */
export async function fetchAttachments(ctx: Ctx, list: EmailRequest["attachments"]): Promise<EmailAttachment[]> {
  const attachments = list ?? [];
  if (attachments.length > MAX_ATTACHMENTS)
    throw refuse("email.attachments.too_many", { max: MAX_ATTACHMENTS }, "attachments");
  const fetched: EmailAttachment[] = [];
  for (const [index, a] of attachments.entries()) {
    const path = `attachments[${index}]`;
    const extension = a.filename.split(".").pop()?.toLowerCase() ?? "";
    if (!a.filename.includes(".") || !ATTACHMENT_EXTENSIONS.includes(extension)) {
      throw refuse(
        "email.attachment.extension.not_allowed",
        { filename: a.filename, allowed: ATTACHMENT_EXTENSIONS.join(", ") },
        `${path}.filename`,
      );
    }
    let url: URL;
    try {
      url = new URL(a.url);
    } catch {
      throw refuse("email.attachment.url.invalid", { value: a.url }, `${path}.url`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw refuse("email.attachment.url.invalid", { value: a.url }, `${path}.url`);
    const stored = await storedAttachment(ctx, url);
    if (stored) {
      fetched.push({ filename: a.filename, ...stored });
      continue;
    }
    try {
      fetched.push({ filename: a.filename, ...(await ctx.downloads.get(url)) });
    } catch (err) {
      if (err instanceof DownloadError) throw downloadRefusal(a.filename, err.failure, `${path}.url`);
      throw err;
    }
  }
  return fetched;
}

/**
 * Sends a document's PDF (rendered after the commit, see generateSalePdf) with an e-mail to the
 * given recipient (delivered after that, see sendEmail). A refusal by the mail server fails the request, unless `onFailure` is "record"
 * (e-mails sent as a side effect of issuing a document), which keeps a `failed` outbox row.
 * `document` names the sale or receipt the PDF is, for its `email_sent`.
 */
export async function emailDocument(
  ctx: Ctx,
  pdf: PendingFile,
  request: EmailRequest,
  defaults: { subject: string; message: string },
  options: { onFailure?: "throw" | "record"; document?: MessageDocument } = {},
): Promise<void> {
  const cc = request.cc ? emailList(request.cc, "cc") : [];
  const extra = await fetchAttachments(ctx, request.attachments);
  await sendEmail(
    ctx,
    ctx.mailer,
    {
      to: [{ name: request.to.name, email: request.to.email }],
      cc,
      subject: request.subject?.trim() || defaults.subject,
      text: request.message?.trim() || defaults.message,
      attachments: [
        { filename: pdf.path.split("/").pop()!, contentType: pdf.contentType, content: pdf.content },
        ...extra,
      ],
      document: options.document,
    },
    { onFailure: options.onFailure },
  );
}

export async function emailSale(
  ctx: Ctx,
  id: number,
  request: EmailRequest,
  options: { onFailure?: "throw" | "record" } = {},
): Promise<void> {
  const sale = await loadSale(ctx, id);
  requireFinished(sale.status);
  const pdf = await salePdf(ctx, sale, { copy: "Original" });
  const view = await saleView(ctx, id);
  const defaults = {
    subject: `${view.documentType.description} ${view.documentNumber}`,
    message: `Exmo(a). Sr(a). ${request.to.name},\n\nSegue em anexo o documento ${view.documentNumber} de ${sale.company.name}, no valor de ${sale.amounts.grandTotal.toFixed(2)} ${view.currency.symbol}.\n\nCom os melhores cumprimentos,\n${sale.company.name}`,
  };
  await emailDocument(ctx, pdf, request, defaults, { ...options, document: { kind: "sale", id } });
}

export interface SmsRequest {
  readonly to: readonly { readonly name: string; readonly mobile: string }[];
  readonly message?: string | null;
}

/** Records a text message for each recipient, spending one credit each; `document` names the sale or receipt it is about. */
export async function textDocument(
  ctx: Ctx,
  request: SmsRequest,
  defaultMessage: string,
  document?: MessageDocument,
): Promise<void> {
  const account = await requestAccount(ctx);
  if (!account.sms.senderName) throw refuse("sms.sender.not_configured");
  if (account.sms.senderStatus !== "approved") throw refuse("sms.sender.not_approved");
  if (request.to.length === 0) throw refuse("request.field.required", {}, "to");
  for (const [index, r] of request.to.entries()) {
    if (!r.name.trim()) throw refuse("request.field.required", {}, `to[${index}].name`);
    if (!isPortugueseMobile(r.mobile)) throw refuse("sms.mobile.invalid", { value: r.mobile }, `to[${index}].mobile`);
  }
  const credits = await takeSmsCredits(ctx, request.to.length);
  if (!credits.taken)
    throw refuse("sms.credits.insufficient", { available: credits.available, needed: request.to.length });
  await recordSms(ctx, { to: request.to, message: request.message?.trim() || defaultMessage, document });
}

export async function textSale(ctx: Ctx, id: number, request: SmsRequest): Promise<void> {
  const sale = await loadSale(ctx, id);
  requireFinished(sale.status);
  const view = await saleView(ctx, id);
  await textDocument(
    ctx,
    request,
    `${sale.company.name}: ${view.documentNumber}, ${sale.amounts.grandTotal.toFixed(2)} ${view.currency.symbol}.`,
    { kind: "sale", id },
  );
}

/**
 * Signs the PDF of a finished sale (once) with the account's certificate and returns its path;
 * the PDF is rendered and signed after the commit (signSalePdf).
 */
export async function signSaleDocument(ctx: Ctx, id: number): Promise<string> {
  const sale = await loadSale(ctx, id);
  requireFinished(sale.status);
  const account = await requestAccount(ctx);
  if (!account.signatureEnabled) throw refuse("signature.not_configured");
  if (sale.signedAt !== null) throw refuse("document.already_signed", {}, "id");
  const certificate = await certificateForSigning(ctx, account.company);
  refuseExpired(certificate);
  return (await signSalePdf(ctx, id, certificate)).path;
}

async function payableSale(ctx: Ctx, id: number) {
  const sale = await loadSale(ctx, id);
  if (sale.status !== "Terminado") throw refuse("payment_reference.document.not_finished", {}, "id");
  const type = await referencedRecord(ctx, "document_types", sale.documentTypeId);
  if (!PAYABLE_BY_REFERENCE.has(type.saftInitials)) {
    throw refuse("payment_reference.document_type.not_allowed", { type: type.description }, "id");
  }
  return sale;
}

export async function generateMultibanco(
  ctx: Ctx,
  id: number,
): Promise<{ entity: string; subEntity: string; reference: string }> {
  const sale = await payableSale(ctx, id);
  if (sale.multibanco !== null) throw refuse("multibanco.reference.exists", {}, "id");
  const account = await requestAccount(ctx);
  if (!account.multibanco) throw refuse("multibanco.not_configured");
  const ref = multibancoReference({
    entity: account.multibanco.entity,
    subEntity: account.multibanco.subEntity,
    orderId: sale.id,
    amount: sale.amounts.grandTotal,
  });
  await recordMultibancoReference(ctx.tx, id, ref, nowStamp(ctx.clock));
  return { entity: ref.entity, subEntity: ref.subEntity, reference: ref.reference };
}

/** The path (below the deployment's URL) of the sale's MB WAY payment page, created once. */
export async function generateMbway(ctx: Ctx, id: number): Promise<string> {
  const sale = await payableSale(ctx, id);
  const account = await requestAccount(ctx);
  if (!account.mbwayEnabled) throw refuse("mbway.not_configured");
  if (sale.mbwayLink !== null) return sale.mbwayLink;
  const path = `${MBWAY_PATH}/${randomBytes(12).toString("hex")}`;
  await recordMbwayLink(ctx.tx, id, path, nowStamp(ctx.clock));
  return path;
}
