// The totals a sales document must have, recomputed from its lines with the spec's documented
// rules, independently of any server: line gross = price × quantity, less the line discount;
// lines grouped per VAT rate, the global discount applied to each group; per rate, VAT rounded
// half up to the cent once (with VAT included in the prices, the VAT the rounded amount
// contains, and the base the rest); grand total = bases + VAT; withholding on the services'
// base; the value in the default currency = grand total × exchange rate.
import { cents, Dec } from "../decimal.ts";

export type VatType = "Debitar IVA" | "IVA incluído";

export interface OracleLine {
  readonly price: string;
  readonly quantity: string;
  /** Percent. */
  readonly discount: string;
  readonly vatTax: string;
  readonly isService: boolean;
}

export interface OracleDocument {
  readonly vatType: VatType;
  readonly lines: readonly OracleLine[];
  /** Percent. */
  readonly globalDiscount: string;
  /** Withholding rate, percent. */
  readonly irsRetentionTax: string;
  readonly currencyExchange: string;
}

export interface ExpectedTotals {
  readonly lines: readonly { gross: Dec; discount: Dec; net: Dec }[];
  /** Per VAT rate (its percentage as a fixed 2-place string). */
  readonly vats: ReadonlyMap<string, { base: Dec; vat: Dec }>;
  readonly totalBaseVat: Dec;
  readonly totalVat: Dec;
  readonly grandTotal: Dec;
  readonly totalServices: Dec;
  readonly irsRetentionTotal: Dec;
  readonly grandTotalWithCurrencyExchange: Dec;
}

function split(amount: Dec, rate: Dec, vatType: VatType): { base: Dec; vat: Dec } {
  const rounded = cents(amount);
  if (vatType === "IVA incluído") {
    const vat = cents(rounded.times(rate).dividedBy(rate.plus(100)));
    return { base: rounded.minus(vat), vat };
  }
  return { base: rounded, vat: cents(rounded.times(rate).dividedBy(100)) };
}

export function expectedTotals(doc: OracleDocument): ExpectedTotals {
  const keep = new Dec(100).minus(doc.globalDiscount).dividedBy(100);
  const groups = new Map<string, { rate: Dec; net: Dec; services: Dec }>();
  const lines = doc.lines.map((l) => {
    const gross = new Dec(l.price).times(l.quantity);
    const discount = gross.times(l.discount).dividedBy(100);
    const net = gross.minus(discount);
    const key = new Dec(l.vatTax).toFixed(2);
    const g = groups.get(key) ?? { rate: new Dec(l.vatTax), net: new Dec(0), services: new Dec(0) };
    g.net = g.net.plus(net);
    if (l.isService) g.services = g.services.plus(net);
    groups.set(key, g);
    return { gross: cents(gross), discount: cents(discount), net: cents(net) };
  });
  const vats = new Map<string, { base: Dec; vat: Dec }>();
  let totalBaseVat = new Dec(0);
  let totalVat = new Dec(0);
  let totalServices = new Dec(0);
  for (const [key, g] of groups) {
    const row = split(g.net.times(keep), g.rate, doc.vatType);
    vats.set(key, row);
    totalBaseVat = totalBaseVat.plus(row.base);
    totalVat = totalVat.plus(row.vat);
    totalServices = totalServices.plus(split(g.services.times(keep), g.rate, doc.vatType).base);
  }
  const grandTotal = totalBaseVat.plus(totalVat);
  return {
    lines,
    vats,
    totalBaseVat,
    totalVat,
    grandTotal,
    totalServices,
    irsRetentionTotal: cents(totalServices.times(doc.irsRetentionTax).dividedBy(100)),
    grandTotalWithCurrencyExchange: cents(grandTotal.times(doc.currencyExchange)),
  };
}
