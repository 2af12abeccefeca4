// Stock movements: the entries and exits of an item in a warehouse, manual or written by a
// finished document, and the lock that serialises writes to one item's stock.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { StockMovementsTable } from "../schema.ts";

export type StockMovementRow = Selectable<StockMovementsTable>;

/**
 * Serialises writes to one item's stock: the update takes the item's row lock (PostgreSQL) or
 * the write lock (SQLite) before its movements are read back and summed.
 */
export async function lockItemStock(tx: Tx, datasetId: number, itemId: number): Promise<void> {
  await tx
    .updateTable("items")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", itemId)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Every movement of an item in a warehouse, as its stock is computed from them. */
export function itemMovements(
  tx: Tx,
  datasetId: number,
  itemId: number,
  warehouseId: number,
): Promise<Pick<StockMovementRow, "id" | "date" | "type" | "quantity" | "unit_price">[]> {
  return tx
    .selectFrom("stock_movements")
    .select(["id", "date", "type", "quantity", "unit_price"])
    .where("dataset_id", "=", datasetId)
    .where("item_id", "=", itemId)
    .where("warehouse_id", "=", warehouseId)
    .execute();
}

/** The data set's movement with this ID. */
export function movementRow(tx: Tx, datasetId: number, id: number): Promise<StockMovementRow | undefined> {
  return tx
    .selectFrom("stock_movements")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** Writes a movement; answers its ID. */
export async function insertMovement(tx: Tx, values: Insertable<StockMovementsTable>): Promise<number> {
  const { id } = await tx.insertInto("stock_movements").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Changes columns of the data set's movement with this ID. */
export async function updateMovement(
  tx: Tx,
  datasetId: number,
  id: number,
  changes: Updateable<StockMovementsTable>,
): Promise<void> {
  await tx
    .updateTable("stock_movements")
    .set(changes)
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Deletes the data set's movement with this ID. */
export async function deleteMovement(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("stock_movements").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** The item and warehouse of each movement a document wrote. */
export function saleMovementPlaces(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<Pick<StockMovementRow, "item_id" | "warehouse_id">[]> {
  return tx
    .selectFrom("stock_movements")
    .select(["item_id", "warehouse_id"])
    .where("dataset_id", "=", datasetId)
    .where("sale_id", "=", saleId)
    .where("origin", "=", "sale")
    .execute();
}

/** Deletes the movements a document wrote. */
export async function deleteSaleMovements(tx: Tx, datasetId: number, saleId: number): Promise<void> {
  await tx
    .deleteFrom("stock_movements")
    .where("dataset_id", "=", datasetId)
    .where("sale_id", "=", saleId)
    .where("origin", "=", "sale")
    .execute();
}

/** Whether stock was ever moved for the item. */
export async function hasStockMovements(tx: Tx, itemId: number): Promise<boolean> {
  const moved = await tx
    .selectFrom("stock_movements")
    .select("id")
    .where("item_id", "=", itemId)
    .limit(1)
    .executeTakeFirst();
  return moved !== undefined;
}
