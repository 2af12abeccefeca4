// The range of amounts: prices, quantities, rates and every total stay below 10^10 in absolute
// value, so that each amount the API answers has at most 15 significant digits (2 decimal
// places for money and rates, 5 for prices and quantities) and v1 answers it as an exact JSON
// number (spec `DecimalOut`). Input amounts are checked where they are read (server/http/wire.ts);
// the totals of sales documents and bookings, which multiply and add them, here.
import { Decimal } from "decimal.js";
import { refuse } from "./errors.ts";

export const AMOUNT_LIMIT = new Decimal("1e10");

/** The amounts of a document's totals (modules/sales/totals.ts DocumentTotals) that the range applies to. */
interface TotalsAmounts {
  readonly lines: readonly {
    readonly grossTotal: Decimal;
    readonly totalDiscount: Decimal;
    readonly netTotal: Decimal;
    readonly totalBaseVat: Decimal;
    readonly totalVat: Decimal;
    readonly grandTotal: Decimal;
  }[];
  readonly vats: readonly { readonly totalBaseVat: Decimal; readonly totalVat: Decimal }[];
  readonly grossTotal: Decimal;
  readonly totalDiscount: Decimal;
  readonly netTotal: Decimal;
  readonly totalBaseVat: Decimal;
  readonly totalVat: Decimal;
  readonly totalShipping: Decimal;
  readonly totalServices: Decimal;
  readonly grandTotal: Decimal;
  readonly grandTotalWithCurrencyExchange: Decimal;
  readonly finalDiscountGlobalValue: Decimal;
  readonly totalQuantity: Decimal;
  readonly irsRetentionBase: Decimal;
  readonly irsRetentionTotal: Decimal;
}

/** Refuses totals of which any amount (a line's, a VAT row's or the document's) reaches AMOUNT_LIMIT. */
export function checkTotalsRange(totals: TotalsAmounts): void {
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
