// Legacy documents (documentos) over the same sales and receipts services as v1: a document or
// receipt created finished, its PDF generated again (a justification once it was viewed), and
// its PDF e-mailed. The wire mapping is in document-input.ts.
import type { components, operations } from "../../../generated/types/legacy.ts";
import type { DocumentosHandlers } from "../../../generated/types/legacy-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { bool, decimalString, int, text } from "../../http/wire.ts";
import { fileUrl } from "../files/index.ts";
import { refuse } from "../../kernel/errors.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { Db } from "../../store/database.ts";
import type { MessageDocument } from "../../kernel/mail.ts";
import { emailedWithFile } from "../documents/index.ts";
import { createSaleView } from "./sales.ts";
import { emailSale } from "./actions.ts";
import { createReceipt } from "../receipts/index.ts";
import { emailReceipt } from "../receipts/index.ts";
import { printDocument } from "../issued/index.ts";
import { masterRecord } from "../administration/index.ts";
import type { DocumentType } from "../administration/index.ts";
import { issuedDocument, type IssuedDocument } from "../issued/index.ts";
import { INITIALS, isReceiptRequest, receiptInputOf, requireApiSeries, saleInputOf } from "./legacy-input.ts";

type S = components["schemas"];

const CREATED = "Documento criado com sucesso.";

/** A document a legacy create made. */
interface Created {
  readonly kind: MessageDocument["kind"];
  readonly id: number;
}

/**
 * Whether finishing e-mailed the new document's PDF (the automatic e-mail of its type),
 * delivered or kept in the outbox: the document is new, so any e-mail of it is this operation's.
 */
async function emailedOnCreation(
  db: Db,
  datasetId: number,
  created: Created,
  pdfPath: string | null,
): Promise<boolean> {
  if (pdfPath === null) return false;
  return emailedWithFile(db, datasetId, created, pdfPath.split("/").pop()!);
}

/**
 * Fills `email_enviado` once the operation's e-mails were delivered or refused: SMTP delivery
 * runs after the commit, and this effect is scheduled after the finishing e-mail's.
 */
function reportEmailAfterDelivery(
  ctx: Ctx,
  answer: { email_enviado: boolean },
  created: Created,
  pdfPath: string | null,
): void {
  const { datasetId } = ctx.scope;
  ctx.afterCommit(async (store) => {
    answer.email_enviado = await emailedOnCreation(store.db, datasetId, created, pdfPath);
  });
}

/**
 * The fields every documentos/criar answer has, followed by the document's totals;
 * `email_enviado` is filled once the e-mails are delivered.
 */
function createdAnswer<T extends object>(
  ctx: Ctx,
  baseUrl: string,
  document: {
    kind: Created["kind"];
    id: number;
    number: number | null;
    type: Pick<DocumentType, "saftInitials" | "description">;
    serie: string;
    filePath: string | null;
  },
  totals: T,
) {
  const answer = {
    msg: CREATED,
    id: document.id,
    numero: document.number!,
    tipo_documento_iniciais_saft: document.type.saftInitials,
    tipo_documento_descricao: document.type.description,
    serie: document.serie,
    pdf: fileUrl(baseUrl, document.filePath),
    email_enviado: false,
    ...totals,
  };
  reportEmailAfterDelivery(ctx, answer, document, document.filePath);
  return answer;
}

async function createDocument(ctx: Ctx, body: S["DocumentoPedido"], baseUrl: string): Promise<S["DocumentoCriado"]> {
  await requireApiSeries(ctx);
  const input = await saleInputOf(ctx, body);
  const view = await createSaleView(ctx, input);
  const { sale } = view;
  return createdAnswer(
    ctx,
    baseUrl,
    {
      kind: "sale",
      id: sale.id,
      number: sale.number,
      type: view.documentType,
      serie: view.serie.description,
      filePath: sale.filePath,
    },
    {
      total_sem_iva: decimalString(sale.amounts.totalBaseVat),
      total_iva: decimalString(sale.amounts.totalVat),
      total_geral: decimalString(sale.amounts.grandTotal),
    },
  );
}

async function createLegacyReceipt(ctx: Ctx, body: S["ReciboPedido"], baseUrl: string): Promise<S["ReciboCriado"]> {
  await requireApiSeries(ctx);
  const input = await receiptInputOf(ctx, body);
  const r = await createReceipt(ctx, input);
  const { id } = r;
  const type = (await masterRecord(ctx, "document_types", r.documentTypeId))!;
  const serie = (await masterRecord(ctx, "series", r.serieId))!;
  return createdAnswer(
    ctx,
    baseUrl,
    { kind: "receipt", id, number: r.number, type, serie: serie.description, filePath: r.filePath },
    {
      total_saldo: decimalString(r.amounts.totalBalance),
      total_pago: decimalString(r.amounts.totalPaid),
      total_final: decimalString(r.amounts.grandTotal),
    },
  );
}

/** What the document actions read of a found document, whichever its kind. */
interface FoundDocument {
  readonly kind: IssuedDocument["kind"];
  readonly id: number;
  readonly filePath: string | null;
  readonly fileLastGenerated: string | null;
  readonly customerName: string | null;
}

/** The caller's document of the given legacy type and ID. */
async function findDocument(ctx: Ctx, id: number, tipo: S["DocumentoTipo"]): Promise<FoundDocument> {
  const found = await issuedDocument(ctx, id, INITIALS[tipo], tipo);
  if (found.kind === "receipt") {
    const { receipt } = found;
    return {
      kind: "receipt",
      id: receipt.id,
      filePath: receipt.filePath,
      fileLastGenerated: receipt.fileLastGenerated,
      customerName: receipt.customer.name,
    };
  }
  const { sale } = found;
  return {
    kind: "sale",
    id: sale.id,
    filePath: sale.filePath,
    fileLastGenerated: sale.fileLastGenerated,
    customerName: sale.customer.name,
  };
}

type DocumentoOps = DocumentosHandlers<Handlers<operations>>;

export const documentoRoutes: DocumentoOps = {
  Documentos_criar: async ({ body, ctx, baseUrl }): Promise<S["DocumentoCriarResultado"]> =>
    isReceiptRequest(body) ? createLegacyReceipt(ctx, body, baseUrl) : createDocument(ctx, body, baseUrl),
  async Documentos_pdf({ body, ctx, baseUrl }) {
    const found = await findDocument(ctx, int(body.id)!, body.tipo_documento);
    const copy = bool(body.original) === true ? "Original" : "2ª via";
    const path = await printDocument(
      ctx,
      { kind: found.kind, id: found.id, fileLastGenerated: found.fileLastGenerated },
      { copy, reason: text(body.motivo) },
    );
    return { msg: "PDF gerado com sucesso.", pdf: fileUrl(baseUrl, path)! };
  },
  async Documentos_email({ body, ctx }) {
    const found = await findDocument(ctx, int(body.id)!, body.tipo_documento);
    if (found.filePath === null) throw refuse("document.pdf.not_generated", {}, "id");
    const request = {
      to: { name: found.customerName ?? body.email, email: body.email.trim() },
      subject: text(body.assunto),
      message: text(body.mensagem),
    };
    if (found.kind === "sale") await emailSale(ctx, found.id, request);
    else await emailReceipt(ctx, found.id, request);
    return { msg: "Documento enviado por email com sucesso." };
  },
};
