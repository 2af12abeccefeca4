// Stock movements: the entries and exits of an item in a warehouse, manual or written by a
// finished document, and the lock that serialises writes to one item's stock.
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { StockMovementsTable } from "../../../store/schema.ts";
import type { MovementOrigin, NewStockMovement, StockMovement, StockMovementFields } from "../stock-records.ts";
import type { CostMovement, MovementType } from "../stock-cost.ts";

function movementOf(row: Selectable<StockMovementsTable>): StockMovement {
  return {
    id: row.id,
    itemId: row.item_id,
    warehouseId: row.warehouse_id,
    date: row.date,
    type: row.type as MovementType,
    quantity: new Decimal(row.quantity),
    unitPrice: row.unit_price === null ? null : new Decimal(row.unit_price),
    origin: row.origin as MovementOrigin,
    saleId: row.sale_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(fields: StockMovementFields) {
  return {
    item_id: fields.itemId,
    warehouse_id: fields.warehouseId,
    date: fields.date,
    type: fields.type,
    quantity: fields.quantity.toFixed(),
    unit_price: fields.unitPrice === null ? null : fields.unitPrice.toFixed(),
  };
}

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
export async function itemMovements(
  tx: Tx,
  datasetId: number,
  itemId: number,
  warehouseId: number,
): Promise<CostMovement[]> {
  const rows = await tx
    .selectFrom("stock_movements")
    .select(["id", "date", "type", "quantity", "unit_price"])
    .where("dataset_id", "=", datasetId)
    .where("item_id", "=", itemId)
    .where("warehouse_id", "=", warehouseId)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    type: r.type as MovementType,
    quantity: new Decimal(r.quantity),
    unitPrice: r.unit_price === null ? null : new Decimal(r.unit_price),
  }));
}

/** The data set's movement with this ID. */
export async function movementById(tx: Tx, datasetId: number, id: number): Promise<StockMovement | undefined> {
  const row = await tx
    .selectFrom("stock_movements")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && movementOf(row);
}

/** Writes a movement of the data set (updated when created); answers its ID. */
export async function insertMovement(tx: Tx, datasetId: number, movement: NewStockMovement): Promise<number> {
  const { id } = await tx
    .insertInto("stock_movements")
    .values({
      dataset_id: datasetId,
      ...columnsOf(movement),
      origin: movement.origin,
      sale_id: movement.saleId,
      created_at: movement.createdAt,
      updated_at: movement.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores what the data set's movement with this ID now says, updated at `stamp`. */
export async function updateMovement(
  tx: Tx,
  datasetId: number,
  id: number,
  fields: StockMovementFields,
  stamp: string,
): Promise<void> {
  await tx
    .updateTable("stock_movements")
    .set({ ...columnsOf(fields), updated_at: stamp })
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Deletes the data set's movement with this ID. */
export async function deleteMovement(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("stock_movements").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** The item and warehouse of each movement a document wrote. */
export async function saleMovementPlaces(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<Pick<StockMovement, "itemId" | "warehouseId">[]> {
  const rows = await tx
    .selectFrom("stock_movements")
    .select(["item_id", "warehouse_id"])
    .where("dataset_id", "=", datasetId)
    .where("sale_id", "=", saleId)
    .where("origin", "=", "sale")
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, warehouseId: r.warehouse_id }));
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
