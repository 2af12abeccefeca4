// Reading items: the full record with its related rows (category, unit, VAT rate, exemption,
// prices, barcodes, minimum stock, stock per warehouse), read for a page in one query per table,
// the legacy summary, and the searches the generations offer.
import { type Decimal } from "decimal.js";
import { itemsBarcodes, itemsDefaultTablePrices, itemsMinimumStock, itemsPrices } from "./repository/item-lists.ts";
import { itemsStocks } from "./repository/item-stocks.ts";
import { itemExactly, itemPage, searchItems, type ItemSearch } from "./repository/item-searches.ts";
import { itemsWithIds } from "./repository/items.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { masterRecordsById, type MasterRecord } from "../administration/index.ts";
import { vatExemptionById, type VatExemption, NO_EXEMPTION_ID } from "../../kernel/vat-exemptions.ts";
import { PAGE_SIZE, pageOffset, type ActiveFilter } from "../../kernel/paging.ts";
import { loadItem, lockedItemIds } from "./items.ts";
import { totalStocks } from "./stock.ts";
import { byId, groupBy } from "../../kernel/grouping.ts";
import type { MixedValue } from "../administration/index.ts";
import type { Item, ItemStock, StoredItemBarcode, StoredItemMinimumStock, StoredItemPrice } from "./records.ts";

export interface ItemView {
  readonly item: Item;
  /** On a finished document: reference and description can no longer change. */
  readonly locked: boolean;
  readonly category: MasterRecord<"categories"> | null;
  readonly unit: MasterRecord<"units">;
  readonly vat: MasterRecord<"vat_rates">;
  readonly vatExemption: VatExemption;
  /** Prices per price table, with the table. */
  readonly prices: readonly { readonly price: StoredItemPrice; readonly table: MasterRecord<"prices"> }[];
  readonly barcodes: readonly StoredItemBarcode[];
  readonly minimumStock: readonly StoredItemMinimumStock[];
  /** Stock and average cost price per warehouse the item has moved through. */
  readonly stocks: readonly ItemStock[];
  /** Total stock across warehouses (0 when nothing moved). */
  readonly totalStock: Decimal;
}

/** Records grouped by item ID, keeping their order. */
function byItem<R extends { readonly itemId: number }>(records: readonly R[]): Map<number, R[]> {
  return groupBy(records, (r) => r.itemId);
}

/**
 * The full records of these items of the caller's data set, in their order: one query per
 * table for all of them (prices, barcodes, minimum stock, stock positions, total stock, locks,
 * and units, VAT rates, categories and price tables, cached for reference tables), whatever
 * their number. The read model of item answers and of the records that embed items.
 */
export async function itemViews(ctx: Ctx, items: readonly Item[]): Promise<ItemView[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const prices = await itemsPrices(ctx.tx, ids);
  const barcodes = byItem(await itemsBarcodes(ctx.tx, ids));
  const minimumStock = byItem(await itemsMinimumStock(ctx.tx, ids));
  const stocks = byItem(await itemsStocks(ctx.tx, ids));
  const totals = await totalStocks(ctx, ids);
  const locked = await lockedItemIds(ctx, ids);
  const units = await masterRecordsById(
    ctx,
    "units",
    items.map((i) => i.unitId),
  );
  const vats = await masterRecordsById(
    ctx,
    "vat_rates",
    items.map((i) => i.vatId),
  );
  const categories = await masterRecordsById(
    ctx,
    "categories",
    items.map((i) => i.categoryId),
  );
  const tables = await masterRecordsById(
    ctx,
    "prices",
    prices.map((p) => p.priceTableId),
  );
  const pricesByItem = byItem(prices);
  return items.map((item) => {
    const unit = units.get(item.unitId);
    const vat = vats.get(item.vatId);
    if (!unit || !vat) throw new Error(`Item ${item.id} refers to a unit or VAT rate outside its data set.`);
    const itemPrices = (pricesByItem.get(item.id) ?? []).map((price) => {
      const table = tables.get(price.priceTableId);
      if (!table) throw new Error(`Item ${item.id} has a price in a table outside its data set.`);
      return { price, table };
    });
    return {
      item,
      locked: locked.has(item.id),
      category: byId(categories, item.categoryId),
      unit,
      vat,
      vatExemption: vatExemptionById(item.vatExemptionId) ?? vatExemptionById(NO_EXEMPTION_ID)!,
      prices: itemPrices,
      barcodes: barcodes.get(item.id) ?? [],
      minimumStock: minimumStock.get(item.id) ?? [],
      stocks: stocks.get(item.id) ?? [],
      totalStock: totals.get(item.id)!,
    };
  });
}

/** The full records of the caller's items with these IDs (a record names them), keyed by ID: one query per table. */
export async function itemViewsById(ctx: Ctx, ids: readonly number[]): Promise<Map<number, ItemView>> {
  const items = await itemsWithIds(ctx.tx, ctx.scope.datasetId, [...new Set(ids)]);
  return new Map((await itemViews(ctx, items)).map((v) => [v.item.id, v]));
}

/** The full record of the caller's item with this ID (refused when it has none). */
export async function getItem(ctx: Ctx, id: number): Promise<ItemView> {
  const [view] = await itemViews(ctx, [await loadItem(ctx, id)]);
  return view!;
}

/** An item as the legacy look-up answers it: its record, its lock and its price in the default price table. */
export interface ItemSummary {
  readonly item: Item;
  /** On a finished document: reference and description can no longer change. */
  readonly locked: boolean;
  /** The price in the default price table; null when the item has none there. */
  readonly salePrice: Decimal | null;
}

/** The summaries of these items of the caller's data set, in their order: one query for the locks and one for the prices. */
export async function itemSummaries(ctx: Ctx, items: readonly Item[]): Promise<ItemSummary[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const locked = await lockedItemIds(ctx, ids);
  const salePrices = new Map((await itemsDefaultTablePrices(ctx.tx, ids)).map((p) => [p.itemId, p.price]));
  return items.map((item) => ({ item, locked: locked.has(item.id), salePrice: salePrices.get(item.id) ?? null }));
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
  return itemViews(ctx, await searchItems(ctx.tx, ctx.scope.datasetId, search, PAGE_SIZE));
}

/**
 * The one item a search names (find answering one record): one whose reference or description
 * searched is the whole value, regardless of case, wins over one that contains it, and among
 * equals the lowest ID; refused when none matches.
 */
export async function findItem(ctx: Ctx, searchIn: ItemSearchField, value: MixedValue): Promise<ItemView> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const whole =
    searchIn === "Reference" || searchIn === "Description"
      ? await searchItems(
          ctx.tx,
          ctx.scope.datasetId,
          { by: searchIn === "Reference" ? "reference" : "description", equalsIgnoringCase: text },
          1,
        )
      : [];
  const [found] = whole.length > 0 ? await itemViews(ctx, whole) : await findItems(ctx, searchIn, text);
  if (!found) throw refuse("item.search.no_results", {}, "value");
  return found;
}

/** Items 15 at a time by ascending ID, with their total stock. */
export async function listItems(ctx: Ctx, options: { skip?: number; active?: ActiveFilter }): Promise<ItemView[]> {
  const offset = pageOffset(options.skip);
  const active = options.active ?? true;
  const items = await itemPage(ctx.tx, ctx.scope.datasetId, active === "All" ? undefined : active, PAGE_SIZE, offset);
  return itemViews(ctx, items);
}

/** The item whose ID, reference or description is exactly the value (legacy look-ups). */
export async function findItemExactly(
  ctx: Ctx,
  field: "id" | "reference" | "description",
  value: number | string,
): Promise<Item | undefined> {
  const text = String(value).trim();
  if (field === "id") {
    if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) return undefined;
    return itemExactly(ctx.tx, ctx.scope.datasetId, { by: "id", id: Number(text) });
  }
  return itemExactly(ctx.tx, ctx.scope.datasetId, { by: field, value: text });
}
