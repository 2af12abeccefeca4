// Items: the data set's item records (one row each, with the lists that belong to it), the
// look-ups that keep references and descriptions unique, and whether documents use an item.
// Answers and takes the domain's records (modules/items/records.ts).
import { Decimal } from "decimal.js";
import type { Selectable, Updateable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { ItemsTable } from "../../../store/schema.ts";
import type { Item, ItemFields, ItemType } from "../records.ts";

/** The record of an items row (of any query that selects them all). */
export function itemOf(row: Selectable<ItemsTable>): Item {
  return {
    id: row.id,
    reference: row.reference,
    description: row.description,
    details: row.details,
    detailsShowPrint: row.details_show_print === 1,
    categoryId: row.category_id,
    unitId: row.unit_id,
    vatId: row.vat_id,
    vatExemptionId: row.vat_exemption_id,
    type: row.type as ItemType,
    costPrice: new Decimal(row.cost_price),
    observations: row.observations,
    imagePath: row.image_path,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(fields: ItemFields) {
  return {
    reference: fields.reference,
    description: fields.description,
    details: fields.details,
    details_show_print: fields.detailsShowPrint ? 1 : 0,
    category_id: fields.categoryId,
    unit_id: fields.unitId,
    vat_id: fields.vatId,
    vat_exemption_id: fields.vatExemptionId,
    type: fields.type,
    cost_price: fields.costPrice.toFixed(),
    observations: fields.observations,
    image_path: fields.imagePath,
    active: fields.active ? 1 : 0,
  } satisfies Updateable<ItemsTable>;
}

/** The data set's items with these IDs, in no particular order. */
export async function itemsWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectFrom("items")
    .selectAll()
    .where("id", "in", [...ids])
    .where("dataset_id", "=", datasetId)
    .execute();
  return rows.map(itemOf);
}

/** The data set's item with this ID. */
export async function itemRecord(tx: Tx, datasetId: number, id: number): Promise<Item | undefined> {
  const row = await tx
    .selectFrom("items")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && itemOf(row);
}

/** The accounting type of the data set's item with this ID. */
export async function itemType(tx: Tx, datasetId: number, id: number): Promise<ItemType | undefined> {
  const row = await tx
    .selectFrom("items")
    .select(["type"])
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row?.type as ItemType | undefined;
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
  field: "reference" | "description",
  value: string,
  exceptId?: number,
): Promise<boolean> {
  let q = tx.selectFrom("items").select("id").where("dataset_id", "=", datasetId).where(field, "=", value);
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

/** Stores a new item of the data set, created at `stamp`; answers it as stored. */
export async function insertItem(tx: Tx, datasetId: number, fields: ItemFields, stamp: string): Promise<Item> {
  const row = await tx
    .insertInto("items")
    .values({ dataset_id: datasetId, created_at: stamp, updated_at: stamp, ...columnsOf(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return itemOf(row);
}

/** Stores what an update decided about the data set's item with this ID, at `stamp`. */
export async function updateItemRecord(
  tx: Tx,
  datasetId: number,
  id: number,
  fields: ItemFields,
  stamp: string,
): Promise<void> {
  await setColumns(tx, datasetId, id, { updated_at: stamp, ...columnsOf(fields) });
}

/** Clears the image of the data set's item with this ID, at `stamp`. */
export async function clearItemImage(tx: Tx, datasetId: number, id: number, stamp: string): Promise<void> {
  await setColumns(tx, datasetId, id, { image_path: null, updated_at: stamp });
}

async function setColumns(tx: Tx, datasetId: number, id: number, columns: Updateable<ItemsTable>): Promise<void> {
  await tx.updateTable("items").set(columns).where("id", "=", id).where("dataset_id", "=", datasetId).execute();
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
