// The lists of an item: its prices per price table, its barcodes (in order) and its minimum
// stock per warehouse; read for its record, replaced whole when a request sends a list.
import type { Insertable, Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { ItemBarcodesTable, ItemMinimumStockTable, ItemPricesTable } from "../schema.ts";

export type ItemPriceRow = Selectable<ItemPricesTable>;
export type ItemBarcodeRow = Selectable<ItemBarcodesTable>;
export type ItemMinimumStockRow = Selectable<ItemMinimumStockTable>;
export type ItemPriceValues = Omit<Insertable<ItemPricesTable>, "id" | "item_id">;
export type ItemBarcodeValues = Omit<Insertable<ItemBarcodesTable>, "id" | "item_id" | "position">;
export type ItemMinimumStockValues = Omit<Insertable<ItemMinimumStockTable>, "id" | "item_id">;

/** The prices of these items, by item and price table (none when no ID). */
export async function itemsPrices(tx: Tx, itemIds: readonly number[]): Promise<ItemPriceRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .selectFrom("item_prices")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("price_id")
    .execute();
}

/** The barcodes of these items, by item and in their order (none when no ID). */
export async function itemsBarcodes(tx: Tx, itemIds: readonly number[]): Promise<ItemBarcodeRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .selectFrom("item_barcodes")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("position")
    .execute();
}

/** The minimum stock of these items, by item and warehouse (none when no ID). */
export async function itemsMinimumStock(tx: Tx, itemIds: readonly number[]): Promise<ItemMinimumStockRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .selectFrom("item_minimum_stock")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("warehouse_id")
    .execute();
}

/**
 * The prices of these items in the default price table, by item (the first default table by
 * ID, should there be more); an item without one has no row.
 */
export async function itemsDefaultTablePrices(
  tx: Tx,
  itemIds: readonly number[],
): Promise<Pick<ItemPriceRow, "item_id" | "price">[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectFrom("item_prices")
    .innerJoin("prices", "prices.id", "item_prices.price_id")
    .select(["item_prices.item_id", "item_prices.price"])
    .where("item_prices.item_id", "in", [...itemIds])
    .where("prices.is_default", "=", 1)
    .orderBy("item_prices.item_id")
    .orderBy("prices.id")
    .execute();
  return rows.filter((r, i) => i === 0 || rows[i - 1]!.item_id !== r.item_id);
}

/** The reference of an item of the data set (other than `exceptItemId`) that has this barcode. */
export async function barcodeOwnerReference(
  tx: Tx,
  datasetId: number,
  code: string,
  exceptItemId: number | undefined,
): Promise<string | undefined> {
  let other = tx
    .selectFrom("item_barcodes")
    .innerJoin("items", "items.id", "item_barcodes.item_id")
    .select("items.reference")
    .where("items.dataset_id", "=", datasetId)
    .where("item_barcodes.code", "=", code);
  if (exceptItemId !== undefined) other = other.where("items.id", "!=", exceptItemId);
  return (await other.executeTakeFirst())?.reference;
}

/** Replaces the item's prices with these. */
export async function replaceItemPrices(tx: Tx, itemId: number, prices: readonly ItemPriceValues[]): Promise<void> {
  await tx.deleteFrom("item_prices").where("item_id", "=", itemId).execute();
  for (const p of prices)
    await tx
      .insertInto("item_prices")
      .values({ item_id: itemId, ...p })
      .execute();
}

/** Sets the item's price in one price table, keeping its discount there (0 for a new one). */
export async function setItemPrice(tx: Tx, itemId: number, priceId: number, price: string): Promise<void> {
  const updated = await tx
    .updateTable("item_prices")
    .set({ price })
    .where("item_id", "=", itemId)
    .where("price_id", "=", priceId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await tx.insertInto("item_prices").values({ item_id: itemId, price_id: priceId, price, discount: "0" }).execute();
}

/** Replaces the item's barcodes with these, in this order. */
export async function replaceItemBarcodes(
  tx: Tx,
  itemId: number,
  barcodes: readonly ItemBarcodeValues[],
): Promise<void> {
  await tx.deleteFrom("item_barcodes").where("item_id", "=", itemId).execute();
  for (const [position, b] of barcodes.entries())
    await tx
      .insertInto("item_barcodes")
      .values({ item_id: itemId, position, ...b })
      .execute();
}

/** Replaces the item's minimum stock with these. */
export async function replaceItemMinimumStock(
  tx: Tx,
  itemId: number,
  minimumStock: readonly ItemMinimumStockValues[],
): Promise<void> {
  await tx.deleteFrom("item_minimum_stock").where("item_id", "=", itemId).execute();
  for (const m of minimumStock)
    await tx
      .insertInto("item_minimum_stock")
      .values({ item_id: itemId, ...m })
      .execute();
}
