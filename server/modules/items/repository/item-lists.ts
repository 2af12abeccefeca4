// The lists of an item: its prices per price table, its barcodes (in order) and its minimum
// stock per warehouse; read for its record, replaced whole when a request sends a list.
// Answers and takes the domain's records (modules/items/records.ts).
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";
import type {
  ItemBarcode,
  ItemMinimumStock,
  ItemPrice,
  StoredItemBarcode,
  StoredItemMinimumStock,
  StoredItemPrice,
} from "../records.ts";

/** The prices of these items, by item and price table (none when no ID). */
export async function itemsPrices(tx: Tx, itemIds: readonly number[]): Promise<StoredItemPrice[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectFrom("item_prices")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("price_id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    priceTableId: row.price_id,
    price: new Decimal(row.price),
    discount: new Decimal(row.discount),
  }));
}

/** The barcodes of these items, by item and in their order (none when no ID). */
export async function itemsBarcodes(tx: Tx, itemIds: readonly number[]): Promise<StoredItemBarcode[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectFrom("item_barcodes")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    code: row.code,
    quantity: new Decimal(row.quantity),
    description: row.description,
  }));
}

/** The minimum stock of these items, by item and warehouse (none when no ID). */
export async function itemsMinimumStock(tx: Tx, itemIds: readonly number[]): Promise<StoredItemMinimumStock[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .selectFrom("item_minimum_stock")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .orderBy("item_id")
    .orderBy("warehouse_id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    warehouseId: row.warehouse_id,
    quantity: new Decimal(row.quantity),
  }));
}

/** An item's price in the default price table. */
export interface DefaultTablePrice {
  readonly itemId: number;
  readonly price: Decimal;
}

/**
 * The prices of these items in the default price table, by item (the first default table by
 * ID, should there be more); an item without one has none.
 */
export async function itemsDefaultTablePrices(tx: Tx, itemIds: readonly number[]): Promise<DefaultTablePrice[]> {
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
  return rows
    .filter((r, i) => i === 0 || rows[i - 1]!.item_id !== r.item_id)
    .map((r) => ({ itemId: r.item_id, price: new Decimal(r.price) }));
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

/** Replaces the item's prices with these, inserted in one statement. */
export async function replaceItemPrices(tx: Tx, itemId: number, prices: readonly ItemPrice[]): Promise<void> {
  await tx.deleteFrom("item_prices").where("item_id", "=", itemId).execute();
  if (prices.length === 0) return;
  await tx
    .insertInto("item_prices")
    .values(
      prices.map((p) => ({
        item_id: itemId,
        price_id: p.priceTableId,
        price: p.price.toFixed(),
        discount: p.discount.toFixed(),
      })),
    )
    .execute();
}

/** Sets the item's price in one price table, keeping its discount there (0 for a new one). */
export async function setItemPrice(tx: Tx, itemId: number, priceTableId: number, price: Decimal): Promise<void> {
  const text = price.toFixed();
  const updated = await tx
    .updateTable("item_prices")
    .set({ price: text })
    .where("item_id", "=", itemId)
    .where("price_id", "=", priceTableId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await tx
      .insertInto("item_prices")
      .values({ item_id: itemId, price_id: priceTableId, price: text, discount: "0" })
      .execute();
}

/** Replaces the item's barcodes with these, in this order, inserted in one statement. */
export async function replaceItemBarcodes(tx: Tx, itemId: number, barcodes: readonly ItemBarcode[]): Promise<void> {
  await tx.deleteFrom("item_barcodes").where("item_id", "=", itemId).execute();
  if (barcodes.length === 0) return;
  await tx
    .insertInto("item_barcodes")
    .values(
      barcodes.map((b, position) => ({
        item_id: itemId,
        position,
        code: b.code,
        quantity: b.quantity.toFixed(),
        description: b.description,
      })),
    )
    .execute();
}

/** Replaces the item's minimum stock with these, inserted in one statement. */
export async function replaceItemMinimumStock(
  tx: Tx,
  itemId: number,
  minimumStock: readonly ItemMinimumStock[],
): Promise<void> {
  await tx.deleteFrom("item_minimum_stock").where("item_id", "=", itemId).execute();
  if (minimumStock.length === 0) return;
  await tx
    .insertInto("item_minimum_stock")
    .values(minimumStock.map((m) => ({ item_id: itemId, warehouse_id: m.warehouseId, quantity: m.quantity.toFixed() })))
    .execute();
}
