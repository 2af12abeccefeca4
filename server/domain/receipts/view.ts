// A receipt with everything its answer shows: its lines with the views of the sales they settle,
// its document type and series, document number, currency, payment method, users and messages.
// A page of receipts is read with one query per table, whatever its size.
import type { Ctx } from "../scope.ts";
import { masterRowsById, type MasterRow } from "../master-records.ts";
import { documentTypeViews, type DocumentTypeView } from "../administration/document-types.ts";
import { documentNumber } from "../sales/finishing.ts";
import { saleViews, type SaleView } from "../sales/view.ts";
import { messagesSentOf, type MessagesSent } from "../document-messages.ts";
import { usersById, type DocumentUser } from "../users.ts";
import { byId, groupBy } from "../grouping.ts";
import { linesOfReceipts, type ReceiptLineRow, type ReceiptRow } from "../../store/repositories/receipts.ts";
import { salesWithIds } from "../../store/repositories/sale-views.ts";
import { loadReceipt } from "./receipts.ts";

export interface ReceiptView {
  readonly row: ReceiptRow;
  /** The lines in their order, each with the view of the sale it settles. */
  readonly lines: readonly { readonly line: ReceiptLineRow; readonly sale: SaleView }[];
  readonly documentType: MasterRow<"document_types">;
  /** The document type with its series, as the receipt's record embeds it. */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRow<"series">;
  readonly typeSerie: DocumentTypeView["series"][number]["assignment"] | null;
  readonly documentNumber: string | null;
  readonly paymentMethod: MasterRow<"payment_methods"> | null;
  readonly currency: MasterRow<"currencies">;
  /** Whether the receipt was e-mailed or texted. */
  readonly sent: MessagesSent;
  /** The accounts that created, finished and cancelled it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

/** The view of the caller's receipt with that ID (refused when it has none) or of this row. */
export async function receiptView(ctx: Ctx, idOrRow: number | ReceiptRow): Promise<ReceiptView> {
  const row = typeof idOrRow === "number" ? await loadReceipt(ctx, idOrRow) : idOrRow;
  return (await receiptViews(ctx, [row]))[0]!;
}

/** The views of several receipts, in their order, with one query per table for all of them. */
export async function receiptViews(ctx: Ctx, rows: readonly ReceiptRow[]): Promise<ReceiptView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = groupBy(await linesOfReceipts(ctx.tx, ids), (l) => l.receipt_id);
  const saleIds = [...new Set([...lines.values()].flat().map((l) => l.sale_id))];
  const saleRows = saleIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, saleIds) : [];
  const sales = new Map((await saleViews(ctx, saleRows)).map((v) => [v.row.id, v]));
  const documentTypes = await masterRowsById(
    ctx,
    "document_types",
    rows.map((r) => r.document_type_id),
  );
  const typeViews = await documentTypeViews(ctx, [...documentTypes.values()]);
  const series = await masterRowsById(
    ctx,
    "series",
    rows.map((r) => r.serie_id),
  );
  const paymentMethods = await masterRowsById(
    ctx,
    "payment_methods",
    rows.map((r) => r.payment_method_id),
  );
  const currencies = await masterRowsById(
    ctx,
    "currencies",
    rows.map((r) => r.currency_id),
  );
  const sent = await messagesSentOf(ctx, "receipt", ids);
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by, r.finished_by, r.canceled_by]),
  );
  return rows.map((row) => {
    const documentType = documentTypes.get(row.document_type_id)!;
    const typeView = typeViews.get(row.document_type_id)!;
    const serie = series.get(row.serie_id)!;
    return {
      row,
      lines: (lines.get(row.id) ?? []).map((line) => ({ line, sale: sales.get(line.sale_id)! })),
      documentType,
      documentTypeView: typeView,
      serie,
      typeSerie: typeView.series.find((s) => s.assignment.serie_id === row.serie_id)?.assignment ?? null,
      documentNumber: documentNumber(documentType.saft_initials, serie.description, row.number),
      paymentMethod: byId(paymentMethods, row.payment_method_id),
      currency: currencies.get(row.currency_id)!,
      sent: sent.get(row.id)!,
      users,
    };
  });
}
