// Lines of a booking and their totals: 1 to 20 items at prices without VAT, each taxed at its
// item's VAT rate ("Debitar IVA"), computed by the sales totals so a booking and the invoice
// it becomes agree to the cent. Line errors name the line number.
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { ItemsTable, VatRatesTable } from "../../store/schema.ts";
import type { Ctx } from "../scope.ts";
import { DomainError, invalid } from "../errors.ts";
import { resolveItem, type MixedValue } from "../references.ts";
import { computeTotals, type DocumentTotals } from "../sales/totals.ts";

export const MAX_BOOKING_LINES = 20;

export interface BookingLineInput {
  /** Item: ID or reference; null when the line names none. */
  readonly item: MixedValue | null;
  /** Unit price without VAT. */
  readonly price: Decimal;
  readonly quantity: Decimal;
  /** Percent; none is 0. */
  readonly discount?: Decimal;
}

export interface ResolvedBookingLine {
  readonly item: Selectable<ItemsTable>;
  readonly vat: Selectable<VatRatesTable>;
  readonly price: Decimal;
  readonly quantity: Decimal;
  readonly discount: Decimal;
}

const HUNDRED = new Decimal(100);

/** A line refused: "Line 2: ..." (1-based), about the line's field. */
export function lineError(index: number, message: string, field: string): DomainError {
  return invalid(`Line ${index + 1}: ${message}`, `items[${index}].${field}`);
}

/** The format error of a line's price, quantity (0.00000) or discount (0.00). */
export function lineFormatError(index: number, field: "price" | "quantity" | "discount"): DomainError {
  const label = field === "discount" ? "the discount (discount)" : `the ${field} (${field})`;
  return lineError(index, `${label} must be in the format ${field === "discount" ? "0.00" : "0.00000"}.`, field);
}

/** Resolves the items of the lines and checks every line rule. */
export async function resolveBookingLines(ctx: Ctx, lines: readonly BookingLineInput[]): Promise<ResolvedBookingLine[]> {
  if (lines.length === 0) throw invalid("The booking has no items (items): send between 1 and 20 lines.", "items");
  if (lines.length > MAX_BOOKING_LINES) throw invalid(`The booking has ${lines.length} items (items): at most 20 lines are allowed.`, "items");
  const resolved: ResolvedBookingLine[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.item === null) throw lineError(index, "the item (id) is required.", "id");
    const shown = typeof line.item === "object" ? String(line.item.id) : String(line.item);
    let itemId: number;
    try {
      itemId = await resolveItem(ctx, line.item, `items[${index}].id`, { allowInactive: true });
    } catch (err) {
      if (err instanceof DomainError) throw lineError(index, `the item (id) ${shown} does not exist.`, "id");
      throw err;
    }
    const item = await ctx.tx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirstOrThrow();
    if (!item.active) throw lineError(index, `the item (id) ${shown} is inactive.`, "id");
    if (line.price.isNegative()) throw lineError(index, "the price (price) may not be negative.", "price");
    if (!line.quantity.greaterThan(0)) throw lineError(index, "the quantity (quantity) must be greater than zero.", "quantity");
    const discount = line.discount ?? new Decimal(0);
    if (discount.isNegative() || discount.greaterThan(HUNDRED)) throw lineError(index, "the discount (discount) must be a percentage between 0.00 and 100.00.", "discount");
    const vat = await ctx.tx.selectFrom("vat_rates").selectAll().where("id", "=", item.vat_id).executeTakeFirstOrThrow();
    resolved.push({ item, vat, price: line.price, quantity: line.quantity, discount });
  }
  return resolved;
}

/** Totals of the lines: prices without VAT, each line at its item's VAT rate. */
export function bookingTotals(lines: readonly ResolvedBookingLine[]): DocumentTotals {
  return computeTotals({
    vatType: "Debitar IVA",
    lines: lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      discount: l.discount,
      vatId: l.vat.id,
      vatTax: new Decimal(l.vat.tax),
      isService: l.item.type === "Serviços",
    })),
    globalDiscount: new Decimal(0),
    financialDiscount: new Decimal(0),
    shipping: null,
    irsRetentionTax: new Decimal(0),
    currencyExchange: new Decimal(1),
  });
}
