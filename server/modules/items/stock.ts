// Stock: manual movements (entries and exits of Mercadorias items per warehouse), the movements
// finished sales write, and the stock they add up to. After every write to an item's movements
// in a warehouse, its quantities and average cost price are recomputed from all of them
// (stock-cost.ts) and kept in item_stocks.
import { Decimal } from "decimal.js";
import { itemExists, itemType } from "./repository/items.ts";
import {
  deleteMovement,
  deleteSaleMovements,
  insertMovement,
  itemMovements,
  lockItemStock,
  movementById,
  saleMovementPlaces,
  updateMovement,
} from "./repository/stock-movements.ts";
import type { MovementOrigin, StockMovement, StockMovementFields } from "./stock-records.ts";
import {
  actualStockRows,
  itemsStockQuantities,
  itemStockQuantities,
  replaceItemStock,
} from "./repository/item-stocks.ts";
import { pendingOrderQuantities } from "./repository/stock-orders.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { MasterRecord } from "../administration/index.ts";
import { checkDate } from "../../kernel/dates.ts";
import { refuse, type Refusal } from "../../kernel/errors.ts";
import { nowStamp, today } from "../../kernel/clock.ts";
import { resolveItem, resolveRef, type MixedValue } from "../administration/index.ts";
import { resolveKeeping } from "./refs.ts";
import { replayStock, yearStats, type MovementType, type StockPosition } from "./stock-cost.ts";

/** The only accounting type that keeps stock. */
export const STOCK_ITEM_TYPE = "Mercadorias";

export type { MovementOrigin, StockMovement };

export interface StockMovementInput {
  warehouse: MixedValue;
  item: MixedValue;
  /** YYYY-MM-DD. */
  date: string;
  type: MovementType;
  quantity: Decimal;
  unitPrice: Decimal | null;
}

/** Recomputes the stock of an item in a warehouse from all its movements. */
export async function recomputeStock(ctx: Ctx, itemId: number, warehouseId: number): Promise<StockPosition> {
  const movements = await itemMovements(ctx.tx, ctx.scope.datasetId, itemId, warehouseId);
  const position = replayStock(movements);
  // An item that never moved in the warehouse has no position there.
  await replaceItemStock(ctx.tx, itemId, warehouseId, movements.length > 0 ? position : null);
  return position;
}

async function stockItem(ctx: Ctx, value: MixedValue): Promise<number> {
  const id = await resolveItem(ctx, value, "item", { allowInactive: true });
  const type = await itemType(ctx.tx, ctx.scope.datasetId, id);
  // Just resolved in the same transaction: a missing item is a broken store, not a refusal.
  if (type === undefined) throw new Error(`Item ${id} resolved but not found in data set ${ctx.scope.datasetId}.`);
  if (type !== STOCK_ITEM_TYPE)
    throw refuse("item.stock.not_kept", { value: String(typeof value === "object" ? value.id : value) }, "item");
  return id;
}

async function checkMovement(
  ctx: Ctx,
  input: StockMovementInput,
  current?: StockMovement,
): Promise<StockMovementFields> {
  const itemId = await stockItem(ctx, input.item);
  const warehouseId = await resolveKeeping(ctx, "warehouse", input.warehouse, "warehouse", current?.warehouseId);
  checkDate(input.date, "date");
  if (!input.quantity.greaterThan(0))
    throw refuse("stock_movement.quantity.not_positive", { value: input.quantity.toString() }, "quantity");
  if (input.unitPrice !== null && input.unitPrice.isNegative())
    throw refuse("amount.negative", { value: input.unitPrice.toString() }, "unitPrice");
  return {
    itemId,
    warehouseId,
    date: input.date,
    type: input.type,
    quantity: input.quantity,
    unitPrice: input.unitPrice,
  };
}

async function loadMovement(ctx: Ctx, id: number): Promise<StockMovement> {
  const movement = await movementById(ctx.tx, ctx.scope.datasetId, id);
  if (!movement) throw refuse("stock_movement.not_found", { value: id }, "id");
  return movement;
}

export async function createStockMovement(ctx: Ctx, input: StockMovementInput): Promise<number> {
  const m = await checkMovement(ctx, input);
  await lockItemStock(ctx.tx, ctx.scope.datasetId, m.itemId);
  const id = await insertMovement(ctx.tx, ctx.scope.datasetId, {
    origin: "manual",
    saleId: null,
    createdAt: nowStamp(ctx.clock),
    ...m,
  });
  await recomputeStock(ctx, m.itemId, m.warehouseId);
  return id;
}

export async function updateStockMovement(ctx: Ctx, id: number, input: StockMovementInput): Promise<void> {
  const current = await loadMovement(ctx, id);
  if (current.origin !== "manual") throw refuse("stock_movement.not_manual");
  const m = await checkMovement(ctx, input, current);
  for (const itemId of new Set([current.itemId, m.itemId])) await lockItemStock(ctx.tx, ctx.scope.datasetId, itemId);
  await updateMovement(ctx.tx, ctx.scope.datasetId, id, m, nowStamp(ctx.clock));
  await recomputeStock(ctx, m.itemId, m.warehouseId);
  if (current.itemId !== m.itemId || current.warehouseId !== m.warehouseId)
    await recomputeStock(ctx, current.itemId, current.warehouseId);
}

export async function deleteStockMovement(ctx: Ctx, id: number): Promise<void> {
  const current = await loadMovement(ctx, id);
  if (current.origin !== "manual") throw refuse("stock_movement.not_manual");
  await lockItemStock(ctx.tx, ctx.scope.datasetId, current.itemId);
  await deleteMovement(ctx.tx, ctx.scope.datasetId, id);
  await recomputeStock(ctx, current.itemId, current.warehouseId);
}

export interface SaleMovement {
  readonly saleId: number;
  readonly itemId: number;
  readonly warehouseId: number;
  /** Issue date of the document, YYYY-MM-DD. */
  readonly date: string;
  /** Saída for sales (invoices, guides); Entrada for returns (credit notes). */
  readonly type: MovementType;
  /** Positive. */
  readonly quantity: Decimal;
  /** Entries (returns) may carry the cost they re-enter at; null keeps the average. */
  readonly unitPrice?: Decimal | null;
}

/**
 * Records the stock movement of a document line (origin "sale", not editable through the
 * stock movements API) and recomputes the item's stock. Items of types other than Mercadorias
 * keep no stock: nothing is written and null is answered, so a sale may call this for every line.
 */
export async function recordSaleMovement(ctx: Ctx, movement: SaleMovement): Promise<number | null> {
  const type = await itemType(ctx.tx, ctx.scope.datasetId, movement.itemId);
  // Sales pass lines they resolved and checked (quantities above zero): anything else is a broken caller, not a refusal.
  if (type === undefined)
    throw new Error(`Item ${movement.itemId} of sale ${movement.saleId} is not in data set ${ctx.scope.datasetId}.`);
  if (type !== STOCK_ITEM_TYPE || movement.quantity.isZero()) return null;
  if (movement.quantity.isNegative())
    throw new Error(
      `Negative stock movement quantity ${movement.quantity.toString()} for sale ${movement.saleId}: the direction is given by its type.`,
    );
  await lockItemStock(ctx.tx, ctx.scope.datasetId, movement.itemId);
  const id = await insertMovement(ctx.tx, ctx.scope.datasetId, {
    itemId: movement.itemId,
    warehouseId: movement.warehouseId,
    date: checkDate(movement.date, "date"),
    type: movement.type,
    quantity: movement.quantity,
    unitPrice: movement.unitPrice ?? null,
    origin: "sale",
    saleId: movement.saleId,
    createdAt: nowStamp(ctx.clock),
  });
  await recomputeStock(ctx, movement.itemId, movement.warehouseId);
  return id;
}

/**
 * The refusal of finishing a document that takes more of an item out of a warehouse than it
 * holds, when its document type does not allow negative stock; `path` is the document line's.
 */
export function insufficientStock(path: string, reference: string, available: Decimal, needed: Decimal): Refusal {
  return refuse(
    "item.stock.insufficient",
    { reference, available: available.toString(), needed: needed.toString() },
    path,
  );
}

/** Removes the movements a document wrote (e.g. when it is cancelled) and recomputes the stock they touched. */
export async function removeSaleMovements(ctx: Ctx, saleId: number): Promise<void> {
  const rows = await saleMovementPlaces(ctx.tx, ctx.scope.datasetId, saleId);
  if (rows.length === 0) return;
  for (const itemId of new Set(rows.map((r) => r.itemId))) await lockItemStock(ctx.tx, ctx.scope.datasetId, itemId);
  await deleteSaleMovements(ctx.tx, ctx.scope.datasetId, saleId);
  const pairs = new Map(rows.map((r) => [`${r.itemId}:${r.warehouseId}`, r]));
  for (const r of pairs.values()) await recomputeStock(ctx, r.itemId, r.warehouseId);
}

/** Stock of an item in a warehouse (quantity in minus out); zero where nothing moved. */
export async function warehouseBalance(ctx: Ctx, itemId: number, warehouseId: number): Promise<Decimal> {
  const stock = await itemStockQuantities(ctx.tx, itemId, warehouseId);
  return stock ? stock.quantityIn.minus(stock.quantityOut) : new Decimal(0);
}

/** Total stock of each item across all warehouses. */
export async function totalStocks(ctx: Ctx, itemIds: readonly number[]): Promise<Map<number, Decimal>> {
  const totals = new Map<number, Decimal>(itemIds.map((id) => [id, new Decimal(0)]));
  if (itemIds.length === 0) return totals;
  const rows = await itemsStockQuantities(ctx.tx, ctx.scope.datasetId, itemIds);
  for (const r of rows) totals.set(r.itemId, totals.get(r.itemId)!.plus(r.quantityIn).minus(r.quantityOut));
  return totals;
}

export interface ActualStockEntry {
  readonly warehouse: MasterRecord<"warehouses">;
  readonly position: StockPosition;
  /** [entries, exits, balance] per month of the requested year. */
  readonly statsYear: [Decimal[], Decimal[], Decimal[]];
}

/**
 * The actual stock of an item per warehouse, with the monthly figures of a year. Without a
 * warehouse: every active warehouse, and any inactive one the item has moved through.
 */
export async function actualStock(
  ctx: Ctx,
  itemId: number,
  options: { warehouse?: MixedValue; year?: number },
): Promise<ActualStockEntry[]> {
  if (!(await itemExists(ctx.tx, ctx.scope.datasetId, itemId))) throw refuse("item.not_found", { value: itemId }, "id");
  const year = options.year ?? Number(today(ctx.clock).slice(0, 4));
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    const example = today(ctx.clock).slice(0, 4);
    throw refuse(
      "request.field.invalid",
      {
        expected: { pt: ` (esperado: um ano, por exemplo ${example})`, en: ` (expected: a year, such as ${example})` },
      },
      "year",
    );
  }

  const warehouseId =
    options.warehouse === undefined
      ? undefined
      : await resolveRef(ctx, "warehouse", options.warehouse, "warehouse", { allowInactive: true });
  const { warehouses, stocks, movements } = await actualStockRows(
    ctx.tx,
    ctx.scope.datasetId,
    itemId,
    warehouseId,
    `${year}-01-01`,
    `${year}-12-31`,
  );

  return warehouses.map((warehouse) => {
    const s = stocks.find((r) => r.warehouseId === warehouse.id);
    const quantityIn = s?.quantityIn ?? new Decimal(0);
    const quantityOut = s?.quantityOut ?? new Decimal(0);
    const inWarehouse = movements.filter((m) => m.warehouseId === warehouse.id);
    return {
      warehouse,
      position: {
        quantityIn,
        quantityOut,
        balance: quantityIn.minus(quantityOut),
        averageCostPrice: s?.averageCostPrice ?? new Decimal(0),
      },
      statsYear: yearStats(inWarehouse, year),
    };
  });
}

/**
 * Quantity of an item on finished orders (document types of group Encomendas) not yet turned
 * into another document (no document that is not cancelled refers to them), for a warehouse:
 * orders leaving from it, or naming no warehouse.
 */
export async function pendingOrderQuantity(ctx: Ctx, itemId: number, warehouseId: number): Promise<Decimal> {
  const quantities = await pendingOrderQuantities(ctx.tx, ctx.scope.datasetId, itemId, warehouseId);
  return quantities.reduce((sum, q) => sum.plus(q), new Decimal(0));
}
