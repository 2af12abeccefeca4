// Items, their prices per price table, barcodes and minimum stock, and stock movements with the
// per-warehouse stock they add up to. See schema/items.ts.
import type { Kysely } from "kysely";
import { dialectOf, withDatasetColumns, withId } from "./helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const table = (name: string) => withId(db.schema.createTable(name), d);

  await withDatasetColumns(table("items"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("details_show_print", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("category_id", "integer", (c) => c.references("categories.id"))
    .addColumn("unit_id", "integer", (c) => c.notNull().references("units.id"))
    .addColumn("vat_id", "integer", (c) => c.notNull().references("vat_rates.id"))
    .addColumn("vat_exemption_id", "integer", (c) => c.notNull().defaultTo(18))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("cost_price", "text", (c) => c.notNull().defaultTo("0"))
    .addColumn("observations", "text")
    .addColumn("image_path", "text")
    // Backstop of the service's own check (two concurrent creates with the same reference).
    // Descriptions are free text of any length: no index on them (PostgreSQL caps index rows).
    .addUniqueConstraint("items_reference", ["dataset_id", "reference"])
    .execute();

  await table("item_prices")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("price_id", "integer", (c) => c.notNull().references("prices.id"))
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("discount", "text", (c) => c.notNull().defaultTo("0"))
    .addUniqueConstraint("item_prices_pair", ["item_id", "price_id"])
    .execute();

  await table("item_barcodes")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("quantity", "text", (c) => c.notNull().defaultTo("1"))
    .addColumn("description", "text")
    .execute();
  await db.schema.createIndex("item_barcodes_item").on("item_barcodes").column("item_id").execute();
  await db.schema.createIndex("item_barcodes_code").on("item_barcodes").column("code").execute();

  await table("item_minimum_stock")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id"))
    .addColumn("quantity", "text", (c) => c.notNull())
    .addUniqueConstraint("item_minimum_stock_pair", ["item_id", "warehouse_id"])
    .execute();

  await table("stock_movements")
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("quantity", "text", (c) => c.notNull())
    .addColumn("unit_price", "text")
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("sale_id", "integer", (c) => c.references("sales.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_movements_item")
    .on("stock_movements")
    .columns(["item_id", "warehouse_id", "date"])
    .execute();
  await db.schema.createIndex("stock_movements_sale").on("stock_movements").column("sale_id").execute();

  // Derived from stock_movements, recomputed for an item and warehouse whenever one of its
  // movements is written; never edited on its own.
  await db.schema
    .createTable("item_stocks")
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id"))
    .addColumn("quantity_in", "text", (c) => c.notNull())
    .addColumn("quantity_out", "text", (c) => c.notNull())
    .addColumn("average_cost_price", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_stocks_pk", ["item_id", "warehouse_id"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
