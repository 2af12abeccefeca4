// Customer receipts and their lines within a data set: one receipt by ID, a page of them by a
// search, and the writes of a receipt's life (create, update, finish, cancel, PDF, signature,
// lines, delete). Answers and takes the domain's records (modules/receipts/records.ts); the columns
// receipts share with sales are mapped in document-columns.ts.
import { Decimal } from "decimal.js";
import type { Selectable, Updateable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { ReceiptLinesTable, ReceiptsTable } from "../../../store/schema.ts";
import { containsIgnoringCase } from "../../../store/text-conditions.ts";
import {
  UNFINISHED_COLUMNS,
  cancellationColumns,
  draftColumns,
  fileColumns,
  finishingColumns,
  lifecycleOf,
  partyColumns,
  partyOf,
  printSettingsColumns,
  printSettingsOf,
} from "../../documents/index.ts";
import type { DocumentCancellation, DocumentFile, DocumentFinishing } from "../../documents/index.ts";
import type { NewReceipt, Receipt, ReceiptFields, ReceiptLine, StoredReceiptLine } from "../records.ts";

function receiptOf(row: Selectable<ReceiptsTable>): Receipt {
  return {
    id: row.id,
    documentTypeId: row.document_type_id,
    serieId: row.serie_id,
    issueDate: row.issue_date,
    receiptDate: row.receipt_date,
    ...partyOf(row),
    paymentMethodId: row.payment_method_id,
    currencyId: row.currency_id,
    currencyExchange: new Decimal(row.currency_exchange),
    observations: row.observations,
    amounts: {
      grandTotal: new Decimal(row.grand_total),
      totalBalance: new Decimal(row.total_balance),
      totalDiscount: new Decimal(row.total_discount),
      totalPaid: new Decimal(row.total_paid),
    },
    print: printSettingsOf(row),
    ...lifecycleOf(row),
  };
}

function columnsOf(fields: ReceiptFields) {
  return {
    document_type_id: fields.documentTypeId,
    serie_id: fields.serieId,
    issue_date: fields.issueDate,
    receipt_date: fields.receiptDate,
    ...partyColumns(fields),
    payment_method_id: fields.paymentMethodId,
    currency_id: fields.currencyId,
    currency_exchange: fields.currencyExchange.toString(),
    observations: fields.observations,
    total_discount: fields.amounts.totalDiscount.toFixed(2),
    total_balance: fields.amounts.totalBalance.toFixed(2),
    total_paid: fields.amounts.totalPaid.toFixed(2),
    grand_total: fields.amounts.grandTotal.toFixed(2),
    ...printSettingsColumns(fields.print),
  } satisfies Updateable<ReceiptsTable>;
}

function lineOf(row: Selectable<ReceiptLinesTable>): StoredReceiptLine {
  return {
    id: row.id,
    receiptId: row.receipt_id,
    saleId: row.sale_id,
    grandTotal: new Decimal(row.grand_total),
    balance: new Decimal(row.total_balance),
    percentageDiscount: new Decimal(row.percentage_discount),
    unitDiscount: new Decimal(row.unit_discount),
    totalPaid: new Decimal(row.total_paid),
  };
}

/** What a page of receipts is searched by (none: all of the data set's). */
export type ReceiptSearch =
  | { readonly by: "id"; readonly id: number }
  | { readonly by: "ids"; readonly ids: readonly number[] }
  | { readonly by: "customer"; readonly customerId: number }
  /** Part of the customer's name, case-insensitive. */
  | { readonly by: "customerName"; readonly text: string }
  | { readonly by: "vatNumber"; readonly vatNumber: string };

/** The data set's receipt with that ID, if any. */
export async function receiptById(tx: Tx, datasetId: number, id: number): Promise<Receipt | undefined> {
  const row = await tx
    .selectFrom("receipts")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && receiptOf(row);
}

/** A page of the data set's receipts matching the search, the latest issued first. */
export async function receiptPage(
  tx: Tx,
  datasetId: number,
  search: ReceiptSearch | undefined,
  limit: number,
  offset: number,
): Promise<Receipt[]> {
  let q = tx.selectFrom("receipts").selectAll("receipts").where("receipts.dataset_id", "=", datasetId);
  switch (search?.by) {
    case "id":
      q = q.where("receipts.id", "=", search.id);
      break;
    case "ids":
      // -1 keeps the list from being empty (no ID is negative).
      q = q.where("receipts.id", "in", [...search.ids, -1]);
      break;
    case "customer":
      q = q.where("receipts.customer_id", "=", search.customerId);
      break;
    case "customerName":
      q = q.where(containsIgnoringCase("receipts.customer_name", search.text));
      break;
    case "vatNumber":
      q = q.where("receipts.customer_vat_number", "=", search.vatNumber);
      break;
  }
  const rows = await q
    .orderBy("receipts.issue_date", "desc")
    .orderBy("receipts.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(receiptOf);
}

/** The receipt's lines in their order. */
export async function receiptLines(tx: Tx, receiptId: number): Promise<StoredReceiptLine[]> {
  const rows = await tx
    .selectFrom("receipt_lines")
    .selectAll()
    .where("receipt_id", "=", receiptId)
    .orderBy("position")
    .execute();
  return rows.map(lineOf);
}

/** The lines of these receipts, by receipt and position (one query for a page). */
export async function linesOfReceipts(tx: Tx, receiptIds: readonly number[]): Promise<StoredReceiptLine[]> {
  const rows = await tx
    .selectFrom("receipt_lines")
    .selectAll()
    .where("receipt_id", "in", receiptIds)
    .orderBy("receipt_id")
    .orderBy("position")
    .execute();
  return rows.map(lineOf);
}

// The writes answer the receipt as they leave it (one statement: `returning`), so that a
// create or an update answers what it wrote without reading it again.

/** Stores a new draft receipt of the data set (no number, no PDF, created at `createdAt`); answers it. */
export async function insertReceipt(tx: Tx, datasetId: number, receipt: NewReceipt): Promise<Receipt> {
  const row = await tx
    .insertInto("receipts")
    .values({
      dataset_id: datasetId,
      ...draftColumns(receipt.createdBy, receipt.createdAt),
      ...columnsOf(receipt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return receiptOf(row);
}

/** Stores what a draft's update decided, at `stamp`; the draft's PDF (a preview) is forgotten. */
export function updateDraftReceipt(tx: Tx, id: number, fields: ReceiptFields, stamp: string): Promise<Receipt> {
  return setColumns(tx, id, { updated_at: stamp, ...UNFINISHED_COLUMNS, ...columnsOf(fields) });
}

/** Makes the receipt finished: its number and validation code, who finished it and when. */
export function finishReceipt(tx: Tx, id: number, finishing: DocumentFinishing): Promise<Receipt> {
  return setColumns(tx, id, finishingColumns(finishing));
}

/** Makes the finished receipt cancelled: who cancelled it, when and why. */
export async function cancelStoredReceipt(tx: Tx, id: number, cancellation: DocumentCancellation): Promise<void> {
  await setColumns(tx, id, cancellationColumns(cancellation));
}

/** Records the receipt's PDF on it. */
export function recordReceiptFile(tx: Tx, id: number, file: DocumentFile): Promise<Receipt> {
  return setColumns(tx, id, fileColumns(file));
}

/** Records the receipt's signed PDF and when the receipt was signed. */
export function recordReceiptSigned(
  tx: Tx,
  id: number,
  signature: { readonly signedAt: string; readonly signedFilePath: string },
): Promise<Receipt> {
  return setColumns(tx, id, { signed_at: signature.signedAt, signed_file_path: signature.signedFilePath });
}

async function setColumns(tx: Tx, id: number, columns: Updateable<ReceiptsTable>): Promise<Receipt> {
  return receiptOf(
    await tx.updateTable("receipts").set(columns).where("id", "=", id).returningAll().executeTakeFirstOrThrow(),
  );
}

/** Replaces the receipt's lines with these, in this order: deletes the stored ones, then inserts them in one statement. */
export async function replaceReceiptLines(tx: Tx, receiptId: number, lines: readonly ReceiptLine[]): Promise<void> {
  await deleteLines(tx, receiptId);
  await insertReceiptLines(tx, receiptId, lines);
}

/** Stores the lines of a receipt that has none, in this order, with one statement. */
export async function insertReceiptLines(tx: Tx, receiptId: number, lines: readonly ReceiptLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insertInto("receipt_lines")
    .values(
      lines.map((line, position) => ({
        receipt_id: receiptId,
        position,
        sale_id: line.saleId,
        grand_total: line.grandTotal.toFixed(2),
        total_balance: line.balance.toFixed(2),
        percentage_discount: line.percentageDiscount.toFixed(2),
        unit_discount: line.unitDiscount.toFixed(2),
        total_paid: line.totalPaid.toFixed(2),
      })),
    )
    .execute();
}

/** Deletes the receipt and its lines. */
export async function deleteReceipt(tx: Tx, id: number): Promise<void> {
  await deleteLines(tx, id);
  await tx.deleteFrom("receipts").where("id", "=", id).execute();
}

async function deleteLines(tx: Tx, receiptId: number): Promise<void> {
  await tx.deleteFrom("receipt_lines").where("receipt_id", "=", receiptId).execute();
}
