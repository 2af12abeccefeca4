// Stock: manual movements (entries and exits of Mercadorias items per warehouse), the movements
// finished sales write, and the stock they add up to. After every write to an item's movements
// in a warehouse, its quantities and average cost price are recomputed from all of them
// (stock-cost.ts) and kept in item_stocks.
import { Decimal } from "decimal.js";
import { itemExists, itemType } from "../store/repositories/items.ts";
import {
  deleteMovement,
  deleteSaleMovements,
  insertMovement,
  itemMovements,
  lockItemStock,
  movementRow,
  saleMovementPlaces,
  updateMovement,
  type StockMovementRow,
} from "../store/repositories/stock-movements.ts";
import {
  actualStockRows,
  itemsStockQuantities,
  itemStockQuantities,
  replaceItemStock,
} from "../store/repositories/item-stocks.ts";
import { pendingOrderQuantities } from "../store/repositories/stock-orders.ts";
import type { Ctx } from "./scope.ts";
import type { MasterRow } from "./master-records.ts";
import { checkDate } from "./dates.ts";
import { refuse, type Refusal } from "./errors.ts";
import { nowStamp, today } from "./clock.ts";
import { resolveItem, resolveRef, type MixedValue } from "./references.ts";
import { resolveKeeping } from "./item-refs.ts";
import { replayStock, yearStats, type MovementType, type StockPosition } from "./stock-cost.ts";

/** The only accounting type that keeps stock. */
export const STOCK_ITEM_TYPE = "Mercadorias";

export type MovementOrigin = "manual" | "sale";

export type { StockMovementRow };

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
  const rows = await itemMovements(ctx.tx, ctx.scope.datasetId, itemId, warehouseId);
  const position = replayStock(
    rows.map((r) => ({
      id: r.id,
      date: r.date,
      type: r.type as MovementType,
      quantity: new Decimal(r.quantity),
      unitPrice: r.unit_price === null ? null : new Decimal(r.unit_price),
    })),
  );
  // An item that never moved in the warehouse has no position there.
  await replaceItemStock(
    ctx.tx,
    itemId,
    warehouseId,
    rows.length > 0
      ? {
          quantity_in: position.quantityIn.toFixed(),
          quantity_out: position.quantityOut.toFixed(),
          average_cost_price: position.averageCostPrice.toFixed(),
        }
      : null,
  );
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

interface CheckedMovement {
  item_id: number;
  warehouse_id: number;
  date: string;
  type: MovementType;
  quantity: string;
  unit_price: string | null;
}

async function checkMovement(
  ctx: Ctx,
  input: StockMovementInput,
  current?: StockMovementRow,
): Promise<CheckedMovement> {
  const itemId = await stockItem(ctx, input.item);
  const warehouseId = await resolveKeeping(ctx, "warehouse", input.warehouse, "warehouse", current?.warehouse_id);
  checkDate(input.date, "date");
  if (!input.quantity.greaterThan(0))
    throw refuse("stock_movement.quantity.not_positive", { value: input.quantity.toString() }, "quantity");
  if (input.unitPrice !== null && input.unitPrice.isNegative())
    throw refuse("amount.negative", { value: input.unitPrice.toString() }, "unitPrice");
  return {
    item_id: itemId,
    warehouse_id: warehouseId,
    date: input.date,
    type: input.type,
    quantity: input.quantity.toFixed(),
    unit_price: input.unitPrice === null ? null : input.unitPrice.toFixed(),
  };
}

async function loadMovement(ctx: Ctx, id: number): Promise<StockMovementRow> {
  const row = await movementRow(ctx.tx, ctx.scope.datasetId, id);
  if (!row) throw refuse("stock_movement.not_found", { value: id }, "id");
  return row;
}

export async function createStockMovement(ctx: Ctx, input: StockMovementInput): Promise<number> {
  const m = await checkMovement(ctx, input);
  await lockItemStock(ctx.tx, ctx.scope.datasetId, m.item_id);
  const stamp = nowStamp(ctx.clock);
  const id = await insertMovement(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    origin: "manual",
    sale_id: null,
    created_at: stamp,
    updated_at: stamp,
    ...m,
  });
  await recomputeStock(ctx, m.item_id, m.warehouse_id);
  return id;
}

export async function updateStockMovement(ctx: Ctx, id: number, input: StockMovementInput): Promise<void> {
  const current = await loadMovement(ctx, id);
  if (current.origin !== "manual") throw refuse("stock_movement.not_manual");
  const m = await checkMovement(ctx, input, current);
  for (const itemId of new Set([current.item_id, m.item_id])) await lockItemStock(ctx.tx, ctx.scope.datasetId, itemId);
  await updateMovement(ctx.tx, ctx.scope.datasetId, id, { ...m, updated_at: nowStamp(ctx.clock) });
  await recomputeStock(ctx, m.item_id, m.warehouse_id);
  if (current.item_id !== m.item_id || current.warehouse_id !== m.warehouse_id)
    await recomputeStock(ctx, current.item_id, current.warehouse_id);
}

export async function deleteStockMovement(ctx: Ctx, id: number): Promise<void> {
  const current = await loadMovement(ctx, id);
  if (current.origin !== "manual") throw refuse("stock_movement.not_manual");
  await lockItemStock(ctx.tx, ctx.scope.datasetId, current.item_id);
  await deleteMovement(ctx.tx, ctx.scope.datasetId, id);
  await recomputeStock(ctx, current.item_id, current.warehouse_id);
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
  const stamp = nowStamp(ctx.clock);
  const id = await insertMovement(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    item_id: movement.itemId,
    warehouse_id: movement.warehouseId,
    date: checkDate(movement.date, "date"),
    type: movement.type,
    quantity: movement.quantity.toFixed(),
    unit_price: movement.unitPrice ? movement.unitPrice.toFixed() : null,
    origin: "sale",
    sale_id: movement.saleId,
    created_at: stamp,
    updated_at: stamp,
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
  for (const itemId of new Set(rows.map((r) => r.item_id))) await lockItemStock(ctx.tx, ctx.scope.datasetId, itemId);
  await deleteSaleMovements(ctx.tx, ctx.scope.datasetId, saleId);
  const pairs = new Map(rows.map((r) => [`${r.item_id}:${r.warehouse_id}`, r]));
  for (const r of pairs.values()) await recomputeStock(ctx, r.item_id, r.warehouse_id);
}

/** Stock of an item in a warehouse (quantity in minus out); zero where nothing moved. */
export async function warehouseBalance(ctx: Ctx, itemId: number, warehouseId: number): Promise<Decimal> {
  const row = await itemStockQuantities(ctx.tx, itemId, warehouseId);
  return row ? new Decimal(row.quantity_in).minus(row.quantity_out) : new Decimal(0);
}

/** Total stock of each item across all warehouses. */
export async function totalStocks(ctx: Ctx, itemIds: readonly number[]): Promise<Map<number, Decimal>> {
  const totals = new Map<number, Decimal>(itemIds.map((id) => [id, new Decimal(0)]));
  if (itemIds.length === 0) return totals;
  const rows = await itemsStockQuantities(ctx.tx, ctx.scope.datasetId, itemIds);
  for (const r of rows) totals.set(r.item_id, totals.get(r.item_id)!.plus(r.quantity_in).minus(r.quantity_out));
  return totals;
}

export interface ActualStockEntry {
  readonly warehouse: MasterRow<"warehouses">;
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
    const s = stocks.find((r) => r.warehouse_id === warehouse.id);
    const quantityIn = new Decimal(s?.quantity_in ?? 0);
    const quantityOut = new Decimal(s?.quantity_out ?? 0);
    const inWarehouse = movements
      .filter((m) => m.warehouse_id === warehouse.id)
      .map((m) => ({ date: m.date, type: m.type as MovementType, quantity: new Decimal(m.quantity) }));
    return {
      warehouse,
      position: {
        quantityIn,
        quantityOut,
        balance: quantityIn.minus(quantityOut),
        averageCostPrice: new Decimal(s?.average_cost_price ?? 0),
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
