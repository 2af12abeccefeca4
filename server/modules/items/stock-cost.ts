// The stock rules, as pure functions over the movements of one item in one warehouse: the
// quantities in and out, the weighted average cost price, and the monthly figures of a year.
// Written once here; the store keeps their results (item_stocks) and recomputes them from all
// movements, in date order, whenever a movement is created, changed or deleted.
import { Decimal } from "decimal.js";

export type MovementType = "Entrada" | "Saída";

export interface CostMovement {
  /** Tie-breaker within a date: the order movements were recorded in. */
  readonly id: number;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly type: MovementType;
  /** Positive; the direction is `type`. */
  readonly quantity: Decimal;
  /** Null: valued at the current average cost price, which it does not change. */
  readonly unitPrice: Decimal | null;
}

export interface StockPosition {
  readonly quantityIn: Decimal;
  readonly quantityOut: Decimal;
  readonly balance: Decimal;
  readonly averageCostPrice: Decimal;
}

/** Places of the stored average cost price (the places of prices: format 0.00000). */
export const COST_PLACES = 5;

/** Movements in the order they affect the average: by date, then as they were recorded. */
export function inStockOrder<M extends Pick<CostMovement, "id" | "date">>(movements: readonly M[]): M[] {
  return [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/**
 * Replays the movements of one item in one warehouse.
 *
 * Average cost price (weighted average, rounded half-up to 5 places after each entry):
 * - an entry with a unit price p of quantity q, on a stock s > 0 with average a, makes the
 *   average (s*a + q*p) / (s + q); on a stock s <= 0 (nothing, or sold ahead of entries) the
 *   average becomes p;
 * - an entry without a unit price is valued at the average and leaves it unchanged;
 * - an exit leaves the average unchanged.
 */
export function replayStock(movements: readonly CostMovement[]): StockPosition {
  let quantityIn = new Decimal(0);
  let quantityOut = new Decimal(0);
  let average = new Decimal(0);
  for (const m of inStockOrder(movements)) {
    const stock = quantityIn.minus(quantityOut);
    if (m.type === "Entrada") {
      if (m.unitPrice !== null) {
        average = stock.lte(0)
          ? m.unitPrice
          : stock.times(average).plus(m.quantity.times(m.unitPrice)).dividedBy(stock.plus(m.quantity));
        average = average.toDecimalPlaces(COST_PLACES, Decimal.ROUND_HALF_UP);
      }
      quantityIn = quantityIn.plus(m.quantity);
    } else {
      quantityOut = quantityOut.plus(m.quantity);
    }
  }
  return { quantityIn, quantityOut, balance: quantityIn.minus(quantityOut), averageCostPrice: average };
}

/**
 * Monthly figures of a year: [entries, exits, balance], each twelve values from January;
 * a month's balance is its entries minus its exits.
 */
export function yearStats(
  movements: readonly Pick<CostMovement, "date" | "type" | "quantity">[],
  year: number,
): [Decimal[], Decimal[], Decimal[]] {
  const entries = Array.from({ length: 12 }, () => new Decimal(0));
  const exits = Array.from({ length: 12 }, () => new Decimal(0));
  const prefix = `${String(year).padStart(4, "0")}-`;
  for (const m of movements) {
    if (!m.date.startsWith(prefix)) continue;
    const month = Number(m.date.slice(5, 7)) - 1;
    if (m.type === "Entrada") entries[month] = entries[month]!.plus(m.quantity);
    else exits[month] = exits[month]!.plus(m.quantity);
  }
  return [entries, exits, entries.map((e, i) => e.minus(exits[i]!))];
}
