// A stock movement as the domain holds it, and as the store's repositories answer and take it:
// quantities and prices as Decimal, the origin and type as their closed sets. An item's
// position in a warehouse is its record's (item-records.ts ItemStock).
import type { Decimal } from "decimal.js";
import type { MovementType } from "./stock-cost.ts";

/** Manual movements are the stock API's; a finished document's are its own ("sale"). */
export type MovementOrigin = "manual" | "sale";

/** What a movement says: an item entering or leaving a warehouse on a date. */
export interface StockMovementFields {
  readonly itemId: number;
  readonly warehouseId: number;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly type: MovementType;
  /** Positive; the direction is `type`. */
  readonly quantity: Decimal;
  /** The cost an entry comes in at; null: valued at the average cost price. */
  readonly unitPrice: Decimal | null;
}

/** What a movement takes when it is written, beyond what it says. */
export interface NewStockMovement extends StockMovementFields {
  readonly origin: MovementOrigin;
  /** The document that wrote it (origin "sale"). */
  readonly saleId: number | null;
  readonly createdAt: string;
}

/** A stored movement. */
export interface StockMovement extends NewStockMovement {
  readonly id: number;
  readonly updatedAt: string;
}
