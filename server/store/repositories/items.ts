// Items: the data set's item records (one row each, with the lists that belong to it), the
// look-ups that keep references and descriptions unique, and whether documents use an item.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { ItemsTable } from "../schema.ts";

export type ItemRow = Selectable<ItemsTable>;

/** The data set's items with these IDs, in no particular order. */
export function itemsWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .selectFrom("items")
    .selectAll()
    .where("id", "in", [...ids])
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** The data set's item with this ID. */
export function itemRow(tx: Tx, datasetId: number, id: number): Promise<ItemRow | undefined> {
  return tx.selectFrom("items").selectAll().where("id", "=", id).where("dataset_id", "=", datasetId).executeTakeFirst();
}

/** The accounting type of the data set's item with this ID. */
export async function itemType(tx: Tx, datasetId: number, id: number): Promise<string | undefined> {
  const row = await tx
    .selectFrom("items")
    .select(["type"])
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row?.type;
}

/** Whether the data set has an item with this ID. */
export async function itemExists(tx: Tx, datasetId: number, id: number): Promise<boolean> {
  const row = await tx
    .selectFrom("items")
    .select(["id"])
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an item of the data set (other than `exceptId`) has this reference or description. */
export async function itemHasValue(
  tx: Tx,
  datasetId: number,
  column: "reference" | "description",
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let q = tx.selectFrom("items").select("id").where("dataset_id", "=", datasetId).where(column, "=", value);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The references of the data set's last `count` items, newest first. */
export async function latestReferences(tx: Tx, datasetId: number, count: number): Promise<string[]> {
  const rows = await tx
    .selectFrom("items")
    .select("reference")
    .where("dataset_id", "=", datasetId)
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  return rows.map((r) => r.reference);
}

/** Writes a new item; answers its ID. */
export async function insertItem(tx: Tx, values: Insertable<ItemsTable>): Promise<number> {
  const { id } = await tx.insertInto("items").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Changes columns of the data set's item with this ID. */
export async function updateItemRow(
  tx: Tx,
  datasetId: number,
  id: number,
  changes: Updateable<ItemsTable>,
): Promise<void> {
  await tx.updateTable("items").set(changes).where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** Deletes the data set's item with this ID, with its prices, barcodes, minimum stock and stock positions. */
export async function deleteItemRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  for (const table of ["item_prices", "item_barcodes", "item_minimum_stock", "item_stocks"] as const) {
    await tx.deleteFrom(table).where("item_id", "=", id).execute();
  }
  await tx.deleteFrom("items").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** Whether the item is on a line of a document of the data set that is not a draft. */
export async function isOnFinishedDocument(tx: Tx, datasetId: number, itemId: number): Promise<boolean> {
  const row = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .select("sale_lines.id")
    .where("sales.dataset_id", "=", datasetId)
    .where("sale_lines.item_id", "=", itemId)
    .where("sales.status", "!=", "Rascunho")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these items are on a line of a document of the data set that is not a draft. */
export async function onFinishedDocuments(tx: Tx, datasetId: number, itemIds: readonly number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .select("sale_lines.item_id")
    .distinct()
    .where("sales.dataset_id", "=", datasetId)
    .where("sale_lines.item_id", "in", [...itemIds])
    .where("sales.status", "!=", "Rascunho")
    .execute();
  return new Set(rows.map((r) => r.item_id));
}

/** Whether the item is on any document's line. */
export async function isOnDocumentLine(tx: Tx, itemId: number): Promise<boolean> {
  const row = await tx.selectFrom("sale_lines").select("id").where("item_id", "=", itemId).limit(1).executeTakeFirst();
  return row !== undefined;
}
