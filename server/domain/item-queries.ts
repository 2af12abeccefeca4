// Reading items: the full record with its related rows (category, unit, VAT rate, exemption,
// prices, barcodes, minimum stock, stock per warehouse), and the searches both generations offer.
import { containsIgnoringCase } from "./text.ts";
import { type Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { ItemBarcodesTable, ItemMinimumStockTable, ItemPricesTable, ItemStocksTable } from "../store/schema.ts";
import type { Ctx } from "./scope.ts";
import { refuse } from "./errors.ts";
import { masterRow, type MasterRow } from "./master-records.ts";
import { vatExemptionById, type VatExemption, NO_EXEMPTION_ID } from "./vat-exemptions.ts";
import { PAGE_SIZE, pageOffset, type ActiveFilter } from "./paging.ts";
import { isItemLocked, loadItem, type ItemRow } from "./items.ts";
import { totalStocks } from "./stock.ts";
import type { MixedValue } from "./references.ts";

export interface ItemView {
  readonly row: ItemRow;
  /** On a finished document: reference and description can no longer change. */
  readonly locked: boolean;
  readonly category: MasterRow<"categories"> | null;
  readonly unit: MasterRow<"units">;
  readonly vat: MasterRow<"vat_rates">;
  readonly vatExemption: VatExemption;
  /** Prices per price table, with the table. */
  readonly prices: readonly { readonly row: Selectable<ItemPricesTable>; readonly table: MasterRow<"prices"> }[];
  readonly barcodes: readonly Selectable<ItemBarcodesTable>[];
  readonly minimumStock: readonly Selectable<ItemMinimumStockTable>[];
  /** Stock and average cost price per warehouse the item has moved through. */
  readonly stocks: readonly Selectable<ItemStocksTable>[];
  /** Total stock across warehouses (0 when nothing moved). */
  readonly totalStock: Decimal;
}

async function view(ctx: Ctx, row: ItemRow, totalStock?: Decimal): Promise<ItemView> {
  const unit = await masterRow(ctx, "units", row.unit_id);
  const vat = await masterRow(ctx, "vat_rates", row.vat_id);
  if (!unit || !vat) throw new Error(`Item ${row.id} refers to a unit or VAT rate outside its data set.`);
  const prices = [];
  for (const p of await ctx.tx
    .selectFrom("item_prices")
    .selectAll()
    .where("item_id", "=", row.id)
    .orderBy("price_id")
    .execute()) {
    const table = await masterRow(ctx, "prices", p.price_id);
    if (!table) throw new Error(`Item ${row.id} has a price in a table outside its data set.`);
    prices.push({ row: p, table });
  }
  return {
    row,
    locked: await isItemLocked(ctx, row.id),
    category: await masterRow(ctx, "categories", row.category_id),
    unit,
    vat,
    vatExemption: vatExemptionById(row.vat_exemption_id) ?? vatExemptionById(NO_EXEMPTION_ID)!,
    prices,
    barcodes: await ctx.tx
      .selectFrom("item_barcodes")
      .selectAll()
      .where("item_id", "=", row.id)
      .orderBy("position")
      .execute(),
    minimumStock: await ctx.tx
      .selectFrom("item_minimum_stock")
      .selectAll()
      .where("item_id", "=", row.id)
      .orderBy("warehouse_id")
      .execute(),
    stocks: await ctx.tx
      .selectFrom("item_stocks")
      .selectAll()
      .where("item_id", "=", row.id)
      .orderBy("warehouse_id")
      .execute(),
    totalStock: totalStock ?? (await totalStocks(ctx, [row.id])).get(row.id)!,
  };
}

export async function getItem(ctx: Ctx, id: number): Promise<ItemView> {
  return view(ctx, await loadItem(ctx, id));
}

async function withStock(ctx: Ctx, rows: readonly ItemRow[]): Promise<ItemView[]> {
  const totals = await totalStocks(
    ctx,
    rows.map((r) => r.id),
  );
  const views: ItemView[] = [];
  for (const r of rows) views.push(await view(ctx, r, totals.get(r.id)));
  return views;
}

export type ItemSearchField = "ID" | "Reference" | "Description" | "Barcode";

/** Items matching a value: ID and barcode exactly; reference and description partially. Up to 15, with their total stock. */
export async function findItems(ctx: Ctx, searchIn: ItemSearchField, value: MixedValue): Promise<ItemView[]> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  let q = ctx.tx.selectFrom("items").selectAll("items").where("items.dataset_id", "=", ctx.scope.datasetId);
  switch (searchIn) {
    case "ID":
      if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) return [];
      q = q.where("items.id", "=", Number(text));
      break;
    case "Reference":
      q = q.where(containsIgnoringCase("items.reference", text));
      break;
    case "Description":
      q = q.where(containsIgnoringCase("items.description", text));
      break;
    case "Barcode":
      q = q.where(
        "items.id",
        "in",
        ctx.tx.selectFrom("item_barcodes").select("item_barcodes.item_id").where("item_barcodes.code", "=", text),
      );
      break;
  }
  const rows = await q.orderBy("items.id").limit(PAGE_SIZE).execute();
  return withStock(ctx, rows);
}

/** Items 15 at a time by ascending ID, with their total stock. */
export async function listItems(ctx: Ctx, options: { skip?: number; active?: ActiveFilter }): Promise<ItemView[]> {
  const offset = pageOffset(options.skip);
  const active = options.active ?? true;
  let q = ctx.tx.selectFrom("items").selectAll().where("dataset_id", "=", ctx.scope.datasetId);
  if (active !== "All") q = q.where("active", "=", active ? 1 : 0);
  const rows = await q.orderBy("id").limit(PAGE_SIZE).offset(offset).execute();
  return withStock(ctx, rows);
}

/** The item whose ID, reference or description is exactly the value (legacy look-ups). */
export async function findItemExactly(
  ctx: Ctx,
  field: "id" | "reference" | "description",
  value: number | string,
): Promise<ItemRow | undefined> {
  const text = String(value).trim();
  let q = ctx.tx.selectFrom("items").selectAll().where("dataset_id", "=", ctx.scope.datasetId);
  if (field === "id") {
    if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) return undefined;
    q = q.where("id", "=", Number(text));
  } else {
    q = q.where(field, "=", text);
  }
  return q.orderBy("id").executeTakeFirst();
}
