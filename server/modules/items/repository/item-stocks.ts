// Stock positions: an item's quantities in and out and average cost price per warehouse, kept
// in item_stocks as its movements add them up, and the rows an item's actual stock is read from.
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { ItemStocksTable } from "../../../store/schema.ts";
import type { Warehouse } from "../../administration/index.ts";
import { recordsOf } from "../../administration/index.ts";
import type { ItemStock } from "../records.ts";
import type { MovementType } from "../stock-cost.ts";

type ItemStockRow = Selectable<ItemStocksTable>;

/** An item's figures in a warehouse. */
export type StockFigures = Pick<ItemStock, "quantityIn" | "quantityOut" | "averageCostPrice">;

function itemStockOf(row: ItemStockRow): ItemStock {
  return {
    itemId: row.item_id,
    warehouseId: row.warehouse_id,
    quantityIn: new Decimal(row.quantity_in),
    quantityOut: new Decimal(row.quantity_out),
    averageCostPrice: new Decimal(row.average_cost_price),
  };
}

/** Replaces the item's position in a warehouse with these figures (none: it has no position there). */
export async function replaceItemStock(
  tx: Tx,
  itemId: number,
  warehouseId: number,
  figures: StockFigures | null,
): Promise<void> {
  await tx.deleteFrom("item_stocks").where("item_id", "=", itemId).where("warehouse_id", "=", warehouseId).execute();
  if (figures) {
    await tx
      .insertInto("item_stocks")
      .values({
        item_id: itemId,
        warehouse_id: warehouseId,
        quantity_in: figures.quantityIn.toFixed(),
        quantity_out: figures.quantityOut.toFixed(),
        average_cost_price: figures.averageCostPrice.toFixed(),
      })
      .execute();
  }
}

/** The quantities in and out of the item in a warehouse, when it has a position there. */
export async function itemStockQuantities(
  tx: Tx,
  itemId: number,
  warehouseId: number,
): Promise<Pick<ItemStock, "quantityIn" | "quantityOut"> | undefined> {
  const row = await tx
    .selectFrom("item_stocks")
    .select(["quantity_in", "quantity_out"])
    .where("item_id", "=", itemId)
    .where("warehouse_id", "=", warehouseId)
    .executeTakeFirst();
  return row && { quantityIn: new Decimal(row.quantity_in), quantityOut: new Decimal(row.quantity_out) };
}

/** The positions of these items of the data set in every warehouse: quantities in and out. */
export async function itemsStockQuantities(
  tx: Tx,
  datasetId: number,
  itemIds: readonly number[],
): Promise<Pick<ItemStock, "itemId" | "quantityIn" | "quantityOut">[]> {
  const rows = await tx
    .selectFrom("item_stocks")
    .innerJoin("items", "items.id", "item_stocks.item_id")
    .select(["item_stocks.item_id", "item_stocks.quantity_in", "item_stocks.quantity_out"])
    .where("items.dataset_id", "=", datasetId)
    .where("item_stocks.item_id", "in", [...itemIds])
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    quantityIn: new Decimal(r.quantity_in),
    quantityOut: new Decimal(r.quantity_out),
  }));
}

/** The positions of these items, by item and warehouse (none when no ID), as the items' records show them. */
export async function itemsStocks(tx: Tx, itemIds: readonly number[]): Promise<ItemStock[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectFrom("item_stocks")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("warehouse_id")
    .execute();
  return rows.map(itemStockOf);
}

/** What an item's actual stock is read from. */
export interface ActualStockRows {
  /** By ID. */
  readonly warehouses: readonly Warehouse[];
  readonly stocks: ItemStock[];
  /** The item's movements between the two dates. */
  readonly movements: readonly {
    readonly warehouseId: number;
    readonly date: string;
    readonly type: MovementType;
    readonly quantity: Decimal;
  }[];
}

/**
 * The rows of an item's actual stock between two dates (YYYY-MM-DD, inclusive): the warehouse
 * with ID `warehouseId`, or (undefined) every active warehouse of the data set and any other
 * the item has a position in; the item's positions; and its movements between the dates.
 */
export async function actualStockRows(
  tx: Tx,
  datasetId: number,
  itemId: number,
  warehouseId: number | undefined,
  from: string,
  to: string,
): Promise<ActualStockRows> {
  let q = tx.selectFrom("warehouses").selectAll().where("dataset_id", "=", datasetId);
  if (warehouseId !== undefined) {
    q = q.where("id", "=", warehouseId);
  } else {
    q = q.where((eb) =>
      eb.or([
        eb("active", "=", 1),
        eb("id", "in", eb.selectFrom("item_stocks").select("warehouse_id").where("item_id", "=", itemId)),
      ]),
    );
  }
  const warehouses = await q.orderBy("id").execute();
  const stocks = (await tx.selectFrom("item_stocks").selectAll().where("item_id", "=", itemId).execute()).map(
    itemStockOf,
  );
  const movements = await tx
    .selectFrom("stock_movements")
    .select(["warehouse_id", "date", "type", "quantity"])
    .where("dataset_id", "=", datasetId)
    .where("item_id", "=", itemId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
  return {
    warehouses: recordsOf("warehouses", warehouses),
    stocks,
    movements: movements.map((m) => ({
      warehouseId: m.warehouse_id,
      date: m.date,
      type: m.type as MovementType,
      quantity: new Decimal(m.quantity),
    })),
  };
}
