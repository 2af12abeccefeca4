// The totals of a sales document, computed once for create, update, summary and printing.
// Pure and exact (decimal.js); rounding is half-up to the cent and written only here:
//
// - Lines: gross = price x quantity, discount = gross x line %, net = gross - discount, in the
//   terms of the prices (without VAT for "Debitar IVA" and "Não fazer nada", with VAT for
//   "IVA incluído").
// - Lines are grouped per VAT rate. The global discount (%) applies to each group's net; the
//   financial discount (an amount in the terms of the prices) is shared among the groups in
//   proportion to what remains; shipping joins the group of its VAT rate.
// - Per group, VAT is rounded once: without VAT in the prices, base = round(amount) and VAT =
//   round(base x rate); with VAT included, VAT = round(round(amount) x rate / (100 + rate))
//   and base = round(amount) - VAT (CIVA art. 49), so the total equals the VAT-inclusive
//   prices and base, VAT and total of each rate agree to the cent.
// - Document: total_base_vat and total_vat are the sums of the groups, grand_total their sum;
//   gross_total is the lines before any discount converted to base the same way, net_total
//   the base of the lines after all discounts, total_discount the difference. Withholding
//   (IRS) applies to the base of service lines and does not change grand_total.
import { Decimal } from "decimal.js";

const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
type Dec = Decimal;

import type { VatType } from "../../kernel/vat-type.ts";

export type { VatType };

export interface TotalsLineInput {
  readonly price: Dec;
  readonly quantity: Dec;
  /** Line discount in percent. */
  readonly discount: Dec;
  readonly vatId: number;
  /** VAT rate in percent. */
  readonly vatTax: Dec;
  /** Item of type Serviços: counts for total_services and withholding. */
  readonly isService: boolean;
}

export interface TotalsInput {
  readonly vatType: VatType;
  readonly lines: readonly TotalsLineInput[];
  /** Global discount in percent. */
  readonly globalDiscount: Dec;
  /** Financial discount: an amount in the terms of the prices. */
  readonly financialDiscount: Dec;
  readonly shipping: { readonly value: Dec; readonly vatId: number; readonly vatTax: Dec } | null;
  /** IRS withholding rate in percent. */
  readonly irsRetentionTax: Dec;
  readonly currencyExchange: Dec;
}

export interface LineTotals {
  readonly grossTotal: Dec;
  readonly totalDiscount: Dec;
  readonly netTotal: Dec;
  readonly totalBaseVat: Dec;
  readonly totalVat: Dec;
  readonly grandTotal: Dec;
}

export interface VatRow {
  readonly vatId: number;
  readonly vatTax: Dec;
  readonly totalBaseVat: Dec;
  readonly totalVat: Dec;
}

export interface DocumentTotals {
  readonly lines: readonly LineTotals[];
  readonly vats: readonly VatRow[];
  readonly grossTotal: Dec;
  readonly totalDiscount: Dec;
  readonly netTotal: Dec;
  readonly totalBaseVat: Dec;
  readonly totalVat: Dec;
  readonly totalShipping: Dec;
  readonly totalServices: Dec;
  readonly grandTotal: Dec;
  readonly grandTotalWithCurrencyExchange: Dec;
  readonly finalDiscountFinancial: Dec;
  readonly finalDiscountGlobal: Dec;
  /** Value of the global discount, in base terms. */
  readonly finalDiscountGlobalValue: Dec;
  readonly totalQuantity: Dec;
  readonly irsRetentionApply: boolean;
  readonly irsRetentionBase: Dec;
  readonly irsRetentionTotal: Dec;
  readonly irsRetentionTax: Dec;
}

/** Half-up to the cent: the only rounding of amounts. */
export function cents(value: Dec): Dec {
  return new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

const ZERO = new D(0);
const HUNDRED = new D(100);

/** VAT contained in or added to an amount in the terms of the prices. */
function vatOf(amount: Dec, rate: Dec, vatType: VatType): Dec {
  if (vatType === "IVA incluído") return cents(cents(amount).times(rate).dividedBy(HUNDRED.plus(rate)));
  return cents(cents(amount).times(rate).dividedBy(HUNDRED));
}

/** Base (without VAT) of an amount in the terms of the prices. */
function baseOf(amount: Dec, rate: Dec, vatType: VatType): Dec {
  if (vatType === "IVA incluído") return cents(amount).minus(vatOf(amount, rate, vatType));
  return cents(amount);
}

interface Group {
  vatId: number;
  vatTax: Dec;
  gross: Dec;
  net: Dec;
  serviceNet: Dec;
  shipping: Dec;
}

export function computeTotals(input: TotalsInput): DocumentTotals {
  const { vatType } = input;
  const lines: LineTotals[] = [];
  const groups = new Map<number, Group>();
  const group = (vatId: number, vatTax: Dec): Group => {
    let g = groups.get(vatId);
    if (!g) {
      g = { vatId, vatTax: new D(vatTax), gross: ZERO, net: ZERO, serviceNet: ZERO, shipping: ZERO };
      groups.set(vatId, g);
    }
    return g;
  };

  let totalQuantity = ZERO;
  for (const line of input.lines) {
    const gross = new D(line.price).times(line.quantity);
    const discount = gross.times(line.discount).dividedBy(HUNDRED);
    const net = gross.minus(discount);
    const base = baseOf(net, line.vatTax, vatType);
    const vat = vatOf(net, line.vatTax, vatType);
    lines.push({
      grossTotal: cents(gross),
      totalDiscount: cents(discount),
      netTotal: cents(net),
      totalBaseVat: base,
      totalVat: vat,
      grandTotal: base.plus(vat),
    });
    const g = group(line.vatId, line.vatTax);
    g.gross = g.gross.plus(gross);
    g.net = g.net.plus(net);
    if (line.isService) g.serviceNet = g.serviceNet.plus(net);
    totalQuantity = totalQuantity.plus(line.quantity);
  }

  // Global discount on every group, then the financial discount shared in proportion.
  const keep = HUNDRED.minus(input.globalDiscount).dividedBy(HUNDRED);
  const afterGlobal = [...groups.values()].reduce((sum, g) => sum.plus(g.net.times(keep)), ZERO);
  const financialShare = afterGlobal.isZero() ? ZERO : new D(input.financialDiscount).dividedBy(afterGlobal);
  const remaining = (net: Dec) => net.times(keep).times(new D(1).minus(financialShare));

  let totalShipping = ZERO;
  if (input.shipping && !input.shipping.value.isZero()) {
    const g = group(input.shipping.vatId, input.shipping.vatTax);
    g.shipping = new D(input.shipping.value);
    totalShipping = baseOf(g.shipping, g.vatTax, vatType);
  }

  const vats: VatRow[] = [];
  let totalBaseVat = ZERO;
  let totalVat = ZERO;
  let grossTotal = ZERO;
  let finalDiscountGlobalValue = ZERO;
  let totalServices = ZERO;
  for (const g of [...groups.values()].sort((a, b) => a.vatTax.comparedTo(b.vatTax) || a.vatId - b.vatId)) {
    const amount = remaining(g.net).plus(g.shipping);
    const base = baseOf(amount, g.vatTax, vatType);
    const vat = vatOf(amount, g.vatTax, vatType);
    vats.push({ vatId: g.vatId, vatTax: g.vatTax, totalBaseVat: base, totalVat: vat });
    totalBaseVat = totalBaseVat.plus(base);
    totalVat = totalVat.plus(vat);
    grossTotal = grossTotal.plus(baseOf(g.gross, g.vatTax, vatType));
    finalDiscountGlobalValue = finalDiscountGlobalValue.plus(
      baseOf(g.net, g.vatTax, vatType).minus(baseOf(g.net.times(keep), g.vatTax, vatType)),
    );
    totalServices = totalServices.plus(baseOf(remaining(g.serviceNet), g.vatTax, vatType));
  }

  const netTotal = totalBaseVat.minus(totalShipping);
  const grandTotal = totalBaseVat.plus(totalVat);
  const irsRetentionTax = new D(input.irsRetentionTax);
  const irsRetentionTotal = cents(totalServices.times(irsRetentionTax).dividedBy(HUNDRED));
  return {
    lines,
    vats,
    grossTotal,
    totalDiscount: grossTotal.minus(netTotal),
    netTotal,
    totalBaseVat,
    totalVat,
    totalShipping,
    totalServices,
    grandTotal,
    grandTotalWithCurrencyExchange: cents(grandTotal.times(input.currencyExchange)),
    finalDiscountFinancial: cents(input.financialDiscount),
    finalDiscountGlobal: cents(input.globalDiscount),
    finalDiscountGlobalValue,
    totalQuantity,
    irsRetentionApply: irsRetentionTotal.greaterThan(0),
    irsRetentionBase: totalServices,
    irsRetentionTotal,
    irsRetentionTax,
  };
}
