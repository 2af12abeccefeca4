// A receipt with everything its answer shows: its lines with the views of the sales they settle,
// its document type and series, document number, currency, payment method, users and messages.
// A page of receipts is read with one query per table, whatever its size.
import type { Ctx } from "../../kernel/scope.ts";
import { masterRecordsById, type MasterRecord } from "../administration/index.ts";
import { documentTypeViews, type DocumentTypeView } from "../administration/index.ts";
import { documentNumber } from "../documents/index.ts";
import { saleViews, type SaleView } from "../sales/index.ts";
import { messagesSentOf, type MessagesSent } from "../documents/index.ts";
import { usersById, type DocumentUser } from "../accounts/index.ts";
import { byId, groupBy } from "../../kernel/grouping.ts";
import { linesOfReceipts } from "./repository/receipts.ts";
import { salesWithIds } from "../sales/index.ts";
import { loadReceipt } from "./load.ts";
import type { Receipt, StoredReceiptLine } from "./records.ts";

export interface ReceiptView {
  readonly receipt: Receipt;
  /** The lines in their order, each with the view of the sale it settles. */
  readonly lines: readonly { readonly line: StoredReceiptLine; readonly sale: SaleView }[];
  readonly documentType: MasterRecord<"document_types">;
  /** The document type with its series, as the receipt's record embeds it. */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRecord<"series">;
  readonly typeSerie: DocumentTypeView["series"][number]["assignment"] | null;
  readonly documentNumber: string | null;
  readonly paymentMethod: MasterRecord<"payment_methods"> | null;
  readonly currency: MasterRecord<"currencies">;
  /** Whether the receipt was e-mailed or texted. */
  readonly sent: MessagesSent;
  /** The accounts that created, finished and cancelled it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

/** The view of the caller's receipt with that ID (refused when it has none) or of this receipt. */
export async function receiptView(ctx: Ctx, idOrReceipt: number | Receipt): Promise<ReceiptView> {
  const receipt = typeof idOrReceipt === "number" ? await loadReceipt(ctx, idOrReceipt) : idOrReceipt;
  return (await receiptViews(ctx, [receipt]))[0]!;
}

/** The views of several receipts, in their order, with one query per table for all of them. */
export async function receiptViews(ctx: Ctx, receipts: readonly Receipt[]): Promise<ReceiptView[]> {
  if (receipts.length === 0) return [];
  const ids = receipts.map((r) => r.id);
  const lines = groupBy(await linesOfReceipts(ctx.tx, ids), (l) => l.receiptId);
  const saleIds = [...new Set([...lines.values()].flat().map((l) => l.saleId))];
  const saleRows = saleIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, saleIds) : [];
  const sales = new Map((await saleViews(ctx, saleRows)).map((v) => [v.sale.id, v]));
  const documentTypes = await masterRecordsById(
    ctx,
    "document_types",
    receipts.map((r) => r.documentTypeId),
  );
  const typeViews = await documentTypeViews(ctx, [...documentTypes.values()]);
  const series = await masterRecordsById(
    ctx,
    "series",
    receipts.map((r) => r.serieId),
  );
  const paymentMethods = await masterRecordsById(
    ctx,
    "payment_methods",
    receipts.map((r) => r.paymentMethodId),
  );
  const currencies = await masterRecordsById(
    ctx,
    "currencies",
    receipts.map((r) => r.currencyId),
  );
  const sent = await messagesSentOf(ctx, "receipt", ids);
  const users = await usersById(
    ctx,
    receipts.flatMap((r) => [r.createdBy, r.finishedBy, r.canceledBy]),
  );
  return receipts.map((receipt) => {
    const documentType = documentTypes.get(receipt.documentTypeId)!;
    const typeView = typeViews.get(receipt.documentTypeId)!;
    const serie = series.get(receipt.serieId)!;
    return {
      receipt,
      lines: (lines.get(receipt.id) ?? []).map((line) => ({ line, sale: sales.get(line.saleId)! })),
      documentType,
      documentTypeView: typeView,
      serie,
      typeSerie: typeView.series.find((s) => s.assignment.serieId === receipt.serieId)?.assignment ?? null,
      documentNumber: documentNumber(documentType.saftInitials, serie.description, receipt.number),
      paymentMethod: byId(paymentMethods, receipt.paymentMethodId),
      currency: currencies.get(receipt.currencyId)!,
      sent: sent.get(receipt.id)!,
      users,
    };
  });
}
