// Lines of a booking and their totals: 1 to 20 items at prices without VAT, each taxed at its
// item's VAT rate ("Debitar IVA"), computed by the sales totals so a booking and the invoice
// it becomes agree to the cent. Line refusals name the line's field (`items[2].price`).
import { Decimal } from "decimal.js";
import type { VatRate } from "../administration/index.ts";
import type { Item } from "../items/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { resolveItem, type MixedValue } from "../administration/index.ts";
import { computeTotals, type DocumentTotals } from "../sales/index.ts";
import { checkTotalsRange } from "../../kernel/amounts.ts";
import { lineItem, lineVatRate } from "./repository/booking-lines.ts";

export const MAX_BOOKING_LINES = 20;

export interface BookingLineInput {
  /** Item: ID or reference; null when the line names none. */
  readonly item: MixedValue | null;
  /** Unit price without VAT; required (undefined when the line sent none). */
  readonly price: Decimal | undefined;
  /** Required (undefined when the line sent none). */
  readonly quantity: Decimal | undefined;
  /** Percent; none is 0. */
  readonly discount?: Decimal;
}

export interface ResolvedBookingLine {
  readonly item: Item;
  readonly vat: VatRate;
  readonly price: Decimal;
  readonly quantity: Decimal;
  readonly discount: Decimal;
}

const HUNDRED = new Decimal(100);

/** A booking has 1 to 20 lines. */
export function checkLineCount(lines: readonly unknown[]): void {
  if (lines.length === 0) throw refuse("booking.items.empty", {}, "items");
  if (lines.length > MAX_BOOKING_LINES)
    throw refuse("booking.items.too_many", { max: MAX_BOOKING_LINES, count: lines.length }, "items");
}

/** Resolves the items of the lines and checks every line rule; refusals name the line's field. */
export async function resolveBookingLines(
  ctx: Ctx,
  lines: readonly BookingLineInput[],
): Promise<ResolvedBookingLine[]> {
  checkLineCount(lines);
  const resolved: ResolvedBookingLine[] = [];
  for (const [index, line] of lines.entries()) {
    const path = (field: keyof BookingLineInput) => `items[${index}].${field}`;
    if (line.item === null) throw refuse("request.field.required", {}, path("item"));
    const itemId = await resolveItem(ctx, line.item, path("item"));
    const item = await lineItem(ctx.tx, itemId);
    const { price, quantity } = line;
    if (price === undefined) throw refuse("request.field.required", {}, path("price"));
    if (quantity === undefined) throw refuse("request.field.required", {}, path("quantity"));
    if (price.isNegative()) throw refuse("amount.negative", { value: price.toString() }, path("price"));
    if (!quantity.greaterThan(0))
      throw refuse("booking.line.quantity.not_positive", { value: quantity.toString() }, path("quantity"));
    const discount = line.discount ?? new Decimal(0);
    if (discount.isNegative() || discount.greaterThan(HUNDRED))
      throw refuse("rate.out_of_range", { value: discount.toString() }, path("discount"));
    const vat = await lineVatRate(ctx.tx, item.vatId);
    resolved.push({ item, vat, price, quantity, discount });
  }
  return resolved;
}

/** Totals of the lines: prices without VAT, each line at its item's VAT rate; refused when an amount reaches the limit of amounts. */
export function bookingTotals(lines: readonly ResolvedBookingLine[]): DocumentTotals {
  const totals = computeTotals({
    vatType: "Debitar IVA",
    lines: lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      discount: l.discount,
      vatId: l.vat.id,
      vatTax: l.vat.tax,
      isService: l.item.type === "Serviços",
    })),
    globalDiscount: new Decimal(0),
    financialDiscount: new Decimal(0),
    shipping: null,
    irsRetentionTax: new Decimal(0),
    currencyExchange: new Decimal(1),
  });
  checkTotalsRange(totals);
  return totals;
}
