// Reading items: the full record with its related rows (category, unit, VAT rate, exemption,
// prices, barcodes, minimum stock, stock per warehouse), and the searches both generations offer.
import { type Decimal } from "decimal.js";
import {
  itemBarcodes,
  itemMinimumStock,
  itemPrices,
  type ItemBarcodeRow,
  type ItemMinimumStockRow,
  type ItemPriceRow,
} from "../store/repositories/item-lists.ts";
import { itemStocks, type ItemStockRow } from "../store/repositories/item-stocks.ts";
import { itemExactly, listItemRows, searchItems, type ItemSearch } from "../store/repositories/item-searches.ts";
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
  readonly prices: readonly { readonly row: ItemPriceRow; readonly table: MasterRow<"prices"> }[];
  readonly barcodes: readonly ItemBarcodeRow[];
  readonly minimumStock: readonly ItemMinimumStockRow[];
  /** Stock and average cost price per warehouse the item has moved through. */
  readonly stocks: readonly ItemStockRow[];
  /** Total stock across warehouses (0 when nothing moved). */
  readonly totalStock: Decimal;
}

async function view(ctx: Ctx, row: ItemRow, totalStock?: Decimal): Promise<ItemView> {
  const unit = await masterRow(ctx, "units", row.unit_id);
  const vat = await masterRow(ctx, "vat_rates", row.vat_id);
  if (!unit || !vat) throw new Error(`Item ${row.id} refers to a unit or VAT rate outside its data set.`);
  const prices = [];
  for (const p of await itemPrices(ctx.tx, row.id)) {
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
    barcodes: await itemBarcodes(ctx.tx, row.id),
    minimumStock: await itemMinimumStock(ctx.tx, row.id),
    stocks: await itemStocks(ctx.tx, row.id),
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
  let search: ItemSearch;
  switch (searchIn) {
    case "ID":
      if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) return [];
      search = { by: "id", id: Number(text) };
      break;
    case "Reference":
      search = { by: "reference", contains: text };
      break;
    case "Description":
      search = { by: "description", contains: text };
      break;
    case "Barcode":
      search = { by: "barcode", code: text };
      break;
  }
  const rows = await searchItems(ctx.tx, ctx.scope.datasetId, search, PAGE_SIZE);
  return withStock(ctx, rows);
}

/** Items 15 at a time by ascending ID, with their total stock. */
export async function listItems(ctx: Ctx, options: { skip?: number; active?: ActiveFilter }): Promise<ItemView[]> {
  const offset = pageOffset(options.skip);
  const active = options.active ?? true;
  const rows = await listItemRows(
    ctx.tx,
    ctx.scope.datasetId,
    active === "All" ? undefined : active,
    PAGE_SIZE,
    offset,
  );
  return withStock(ctx, rows);
}

/** The item whose ID, reference or description is exactly the value (legacy look-ups). */
export async function findItemExactly(
  ctx: Ctx,
  field: "id" | "reference" | "description",
  value: number | string,
): Promise<ItemRow | undefined> {
  const text = String(value).trim();
  if (field === "id") {
    if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) return undefined;
    return itemExactly(ctx.tx, ctx.scope.datasetId, { by: "id", id: Number(text) });
  }
  return itemExactly(ctx.tx, ctx.scope.datasetId, { by: field, value: text });
}
