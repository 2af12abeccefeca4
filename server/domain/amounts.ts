// The range of amounts: prices, quantities, rates and every total stay below 10^10 in absolute
// value, so that each amount the API answers has at most 15 significant digits (2 decimal
// places for money and rates, 5 for prices and quantities) and v1 answers it as an exact JSON
// number (spec `DecimalOut`). Input amounts are checked where they are read (server/http/wire.ts);
// the totals of sales documents and bookings, which multiply and add them, here.
import { Decimal } from "decimal.js";
import { refuse } from "./errors.ts";
import type { DocumentTotals } from "./sales/totals.ts";

export const AMOUNT_LIMIT = new Decimal("1e10");

/** Refuses totals of which any amount (a line's, a VAT row's or the document's) reaches AMOUNT_LIMIT. */
export function checkTotalsRange(totals: DocumentTotals): void {
  const amounts: Decimal[] = [
    ...totals.lines.flatMap((l) => [
      l.grossTotal,
      l.totalDiscount,
      l.netTotal,
      l.totalBaseVat,
      l.totalVat,
      l.grandTotal,
    ]),
    ...totals.vats.flatMap((v) => [v.totalBaseVat, v.totalVat]),
    totals.grossTotal,
    totals.totalDiscount,
    totals.netTotal,
    totals.totalBaseVat,
    totals.totalVat,
    totals.totalShipping,
    totals.totalServices,
    totals.grandTotal,
    totals.grandTotalWithCurrencyExchange,
    totals.finalDiscountGlobalValue,
    totals.totalQuantity,
    totals.irsRetentionBase,
    totals.irsRetentionTotal,
  ];
  if (amounts.some((a) => a.abs().greaterThanOrEqualTo(AMOUNT_LIMIT)))
    throw refuse("amount.too_large", { limit: "9999999999.99" });
}
