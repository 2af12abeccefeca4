// Customer receipts and their lines within a data set: one receipt by ID, a page of them by a
// search, and the writes of a receipt's life (create, update, lines, delete).
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { ReceiptLinesTable, ReceiptsTable } from "../schema.ts";
import { containsIgnoringCase } from "../text-conditions.ts";

export type ReceiptRow = Selectable<ReceiptsTable>;
export type ReceiptLineRow = Selectable<ReceiptLinesTable>;
/** A line to store: its place on the receipt is its place in the list. */
export type ReceiptLineValues = Omit<Insertable<ReceiptLinesTable>, "receipt_id" | "position">;

/** What a page of receipts is searched by (none: all of the data set's). */
export type ReceiptSearch =
  | { readonly by: "id"; readonly id: number }
  | { readonly by: "ids"; readonly ids: readonly number[] }
  | { readonly by: "customer"; readonly customerId: number }
  /** Part of the customer's name, case-insensitive. */
  | { readonly by: "customerName"; readonly text: string }
  | { readonly by: "vatNumber"; readonly vatNumber: string };

/** The data set's receipt with that ID, if any. */
export function receiptRow(tx: Tx, datasetId: number, id: number): Promise<ReceiptRow | undefined> {
  return tx
    .selectFrom("receipts")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** A page of the data set's receipts matching the search, the latest issued first. */
export function receiptPage(
  tx: Tx,
  datasetId: number,
  search: ReceiptSearch | undefined,
  limit: number,
  offset: number,
): Promise<ReceiptRow[]> {
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
  return q.orderBy("receipts.issue_date", "desc").orderBy("receipts.id", "desc").limit(limit).offset(offset).execute();
}

/** The receipt's lines in their order. */
export function receiptLines(tx: Tx, receiptId: number): Promise<ReceiptLineRow[]> {
  return tx.selectFrom("receipt_lines").selectAll().where("receipt_id", "=", receiptId).orderBy("position").execute();
}

/** The lines of these receipts, by receipt and position (one query for a page). */
export function linesOfReceipts(tx: Tx, receiptIds: readonly number[]): Promise<ReceiptLineRow[]> {
  return tx
    .selectFrom("receipt_lines")
    .selectAll()
    .where("receipt_id", "in", receiptIds)
    .orderBy("receipt_id")
    .orderBy("position")
    .execute();
}

/** Stores a new receipt; answers its ID. */
export async function insertReceipt(tx: Tx, receipt: Insertable<ReceiptsTable>): Promise<number> {
  const { id } = await tx.insertInto("receipts").values(receipt).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Changes these columns of the receipt. */
export async function updateReceipt(tx: Tx, id: number, changes: Updateable<ReceiptsTable>): Promise<void> {
  await tx.updateTable("receipts").set(changes).where("id", "=", id).execute();
}

/** Replaces the receipt's lines with these, in this order (one statement per line). */
export async function replaceReceiptLines(
  tx: Tx,
  receiptId: number,
  lines: readonly ReceiptLineValues[],
): Promise<void> {
  await deleteLines(tx, receiptId);
  await insertReceiptLines(tx, receiptId, lines);
}

/** Stores the lines of a receipt that has none, in this order, with one statement. */
export async function insertReceiptLines(
  tx: Tx,
  receiptId: number,
  lines: readonly ReceiptLineValues[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insertInto("receipt_lines")
    .values(lines.map((line, position) => ({ receipt_id: receiptId, position, ...line })))
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
