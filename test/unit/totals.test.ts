// Totals of sales documents: hand-computed cases for every VAT type, discounts, shipping,
// withholding and currency, and invariants over generated documents.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "decimal.js";
import {
  cents,
  computeTotals,
  type TotalsInput,
  type TotalsLineInput,
  type VatType,
} from "../../server/modules/sales/totals.ts";

const d = (v: string | number) => new Decimal(v);
const line = (
  price: string,
  quantity: string,
  vatTax: string,
  extra: Partial<TotalsLineInput> = {},
): TotalsLineInput => ({
  price: d(price),
  quantity: d(quantity),
  discount: d(0),
  vatId: Number(vatTax) + 1000,
  vatTax: d(vatTax),
  isService: false,
  ...extra,
});
const doc = (vatType: VatType, lines: TotalsLineInput[], extra: Partial<TotalsInput> = {}): TotalsInput => ({
  vatType,
  lines,
  globalDiscount: d(0),
  financialDiscount: d(0),
  shipping: null,
  irsRetentionTax: d(0),
  currencyExchange: d(1),
  ...extra,
});
const s = (v: Decimal) => v.toFixed(2);

describe("totals, hand-computed", () => {
  it("Debitar IVA: VAT added per rate, rounded once per rate", () => {
    // 2 x 12.50 at 23% = 25.00 + 5.75; 1 x 8.40 at 6% = 8.40 + 0.504 -> 0.50.
    const t = computeTotals(doc("Debitar IVA", [line("12.50", "2", "23"), line("8.40", "1", "6")]));
    expect(t.vats.map((v) => [s(v.vatTax), s(v.totalBaseVat), s(v.totalVat)])).toEqual([
      ["6.00", "8.40", "0.50"],
      ["23.00", "25.00", "5.75"],
    ]);
    expect([
      s(t.grossTotal),
      s(t.totalDiscount),
      s(t.netTotal),
      s(t.totalBaseVat),
      s(t.totalVat),
      s(t.grandTotal),
    ]).toEqual(["33.40", "0.00", "33.40", "33.40", "6.25", "39.65"]);
    expect(t.lines.map((l) => [s(l.grossTotal), s(l.totalBaseVat), s(l.totalVat), s(l.grandTotal)])).toEqual([
      ["25.00", "25.00", "5.75", "30.75"],
      ["8.40", "8.40", "0.50", "8.90"],
    ]);
  });

  it("rounds the VAT of the summed base, not each line", () => {
    // Three lines of 0.10 at 23%: per line 0.023 -> 0.02 (0.06 in all); per rate 0.30 x 23% = 0.069 -> 0.07.
    const t = computeTotals(
      doc("Debitar IVA", [line("0.10", "1", "23"), line("0.10", "1", "23"), line("0.10", "1", "23")]),
    );
    expect(s(t.totalVat)).toBe("0.07");
    expect(s(t.grandTotal)).toBe("0.37");
  });

  it("IVA incluído: VAT is rate/(100+rate) of the inclusive amount and the total equals the prices", () => {
    // 3 x 1.99 = 5.97 with 23% included: VAT 5.97 x 23/123 = 1.1163 -> 1.12, base 4.85.
    const t = computeTotals(doc("IVA incluído", [line("1.99", "3", "23")]));
    expect([s(t.totalBaseVat), s(t.totalVat), s(t.grandTotal), s(t.grossTotal), s(t.totalDiscount)]).toEqual([
      "4.85",
      "1.12",
      "5.97",
      "4.85",
      "0.00",
    ]);
    // Two rates: 10.00 at 23% (VAT 1.87) and 5.30 at 6% (VAT 0.30).
    const two = computeTotals(doc("IVA incluído", [line("10", "1", "23"), line("5.30", "1", "6")]));
    expect([s(two.totalVat), s(two.grandTotal)]).toEqual(["2.17", "15.30"]);
  });

  it("Não fazer nada: 0% lines, no VAT", () => {
    const t = computeTotals(doc("Não fazer nada", [line("10", "2", "0")]));
    expect([s(t.totalBaseVat), s(t.totalVat), s(t.grandTotal)]).toEqual(["20.00", "0.00", "20.00"]);
  });

  it("applies line, global and financial discounts in that order", () => {
    // 100.00 - 10% = 90.00; - 5% global = 85.50 (value 4.50); - 5.50 financial = 80.00; VAT 18.40.
    const t = computeTotals(
      doc("Debitar IVA", [line("100", "1", "23", { discount: d(10) })], {
        globalDiscount: d(5),
        financialDiscount: d("5.50"),
      }),
    );
    expect([s(t.grossTotal), s(t.totalDiscount), s(t.netTotal), s(t.totalVat), s(t.grandTotal)]).toEqual([
      "100.00",
      "20.00",
      "80.00",
      "18.40",
      "98.40",
    ]);
    expect(s(t.finalDiscountGlobalValue)).toBe("4.50");
    expect(s(t.finalDiscountFinancial)).toBe("5.50");
    expect(s(t.lines[0]!.totalDiscount)).toBe("10.00");
  });

  it("shares the financial discount among VAT rates in proportion", () => {
    // 100 at 23% and 100 at 6%, financial 20.00: 90.00 each -> VAT 20.70 and 5.40.
    const t = computeTotals(
      doc("Debitar IVA", [line("100", "1", "23"), line("100", "1", "6")], { financialDiscount: d(20) }),
    );
    expect(t.vats.map((v) => [s(v.totalBaseVat), s(v.totalVat)])).toEqual([
      ["90.00", "5.40"],
      ["90.00", "20.70"],
    ]);
    expect(s(t.grandTotal)).toBe("206.10");
  });

  it("adds shipping to the group of its VAT rate, outside the discounts", () => {
    const t = computeTotals(
      doc("Debitar IVA", [line("50", "1", "23")], {
        globalDiscount: d(10),
        shipping: { value: d(5), vatId: 1023, vatTax: d(23) },
      }),
    );
    // 50 - 10% = 45.00, + shipping 5.00 = 50.00 at 23% -> VAT 11.50.
    expect([s(t.totalShipping), s(t.netTotal), s(t.totalBaseVat), s(t.totalVat), s(t.grandTotal)]).toEqual([
      "5.00",
      "45.00",
      "50.00",
      "11.50",
      "61.50",
    ]);
    // Shipping at another rate gets its own VAT row.
    const other = computeTotals(
      doc("Debitar IVA", [line("50", "1", "6")], { shipping: { value: d("4.10"), vatId: 1023, vatTax: d(23) } }),
    );
    expect(other.vats.map((v) => s(v.totalVat))).toEqual(["3.00", "0.94"]);
  });

  it("with VAT included, shipping includes VAT too", () => {
    const t = computeTotals(
      doc("IVA incluído", [line("12.30", "1", "23")], { shipping: { value: d("6.15"), vatId: 1023, vatTax: d(23) } }),
    );
    expect([s(t.totalShipping), s(t.totalBaseVat), s(t.totalVat), s(t.grandTotal)]).toEqual([
      "5.00",
      "15.00",
      "3.45",
      "18.45",
    ]);
  });

  it("withholds IRS on the base of service lines without changing the total", () => {
    const t = computeTotals(
      doc("Debitar IVA", [line("1000", "1", "23", { isService: true }), line("20", "1", "23")], {
        irsRetentionTax: d(25),
      }),
    );
    expect([s(t.totalServices), s(t.irsRetentionBase), s(t.irsRetentionTotal), s(t.grandTotal)]).toEqual([
      "1000.00",
      "1000.00",
      "250.00",
      "1254.60",
    ]);
    expect(t.irsRetentionApply).toBe(true);
    const none = computeTotals(doc("Debitar IVA", [line("20", "1", "23")], { irsRetentionTax: d(25) }));
    expect(none.irsRetentionApply).toBe(false);
    expect(s(none.irsRetentionTotal)).toBe("0.00");
  });

  it("converts the total with the exchange rate", () => {
    const t = computeTotals(
      doc("Debitar IVA", [line("12.50", "2", "23"), line("8.40", "1", "6")], { currencyExchange: d("1.0825") }),
    );
    // 39.65 x 1.0825 = 42.921125 -> 42.92
    expect(s(t.grandTotalWithCurrencyExchange)).toBe("42.92");
  });

  it("keeps 5-decimal prices and quantities exact", () => {
    // 0.33333 x 3 = 0.99999 -> 1.00 base, VAT 0.23.
    const t = computeTotals(doc("Debitar IVA", [line("0.33333", "3", "23")]));
    expect([s(t.totalBaseVat), s(t.totalVat), t.totalQuantity.toString()]).toEqual(["1.00", "0.23", "3"]);
  });
});

const rates = ["0", "4", "5", "6", "9", "12", "13", "16", "22", "23"];
const decimalString = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => new Decimal(n).dividedBy(10 ** places));
const arbLine = fc.record({
  price: decimalString(5000, 5),
  quantity: decimalString(50, 5).filter((q) => q.greaterThan(0)),
  discount: decimalString(100, 2),
  vatTax: fc.constantFrom(...rates).map((r) => new Decimal(r)),
  isService: fc.boolean(),
});
const arbInput = fc.record({
  vatType: fc.constantFrom<VatType>("Debitar IVA", "IVA incluído", "Não fazer nada"),
  lines: fc.array(arbLine, { minLength: 1, maxLength: 12 }),
  globalDiscount: decimalString(100, 2),
  financialFraction: fc.integer({ min: 0, max: 100 }),
  shipping: fc.option(
    fc.record({ value: decimalString(100, 2), vatTax: fc.constantFrom(...rates).map((r) => new Decimal(r)) }),
    { nil: null },
  ),
  irsRetentionTax: decimalString(25, 2),
  currencyExchange: decimalString(3, 4).filter((x) => x.greaterThan(0)),
});

function toInput(
  a: fc.Arbitrary<unknown> extends never ? never : ReturnType<typeof arbInput.generate>["value"],
): TotalsInput {
  const lines = a.lines.map((l) => ({
    ...l,
    vatTax: a.vatType === "Não fazer nada" ? new Decimal(0) : l.vatTax,
    vatId: Number(a.vatType === "Não fazer nada" ? 0 : l.vatTax) + 1,
  }));
  const unitPrices = lines.reduce((sum, l) => sum.plus(l.price), new Decimal(0));
  return {
    vatType: a.vatType,
    lines,
    globalDiscount: a.globalDiscount,
    financialDiscount: cents(
      unitPrices
        .times(a.financialFraction)
        .dividedBy(100)
        .times(new Decimal(100).minus(a.globalDiscount))
        .dividedBy(100),
    ),
    shipping: a.shipping
      ? {
          value: a.shipping.value,
          vatTax: a.vatType === "Não fazer nada" ? new Decimal(0) : a.shipping.vatTax,
          vatId: 99,
        }
      : null,
    irsRetentionTax: a.irsRetentionTax,
    currencyExchange: a.currencyExchange,
  };
}

const twoPlaces = (v: Decimal) => v.decimalPlaces() <= 2;

describe("totals, invariants over generated documents", () => {
  it("totals add up: base + VAT = total, per-rate rows sum to the document, net + shipping = base", () => {
    fc.assert(
      fc.property(arbInput, (a) => {
        const t = computeTotals(toInput(a));
        expect(t.grandTotal.eq(t.totalBaseVat.plus(t.totalVat))).toBe(true);
        expect(t.totalBaseVat.eq(t.vats.reduce((sum, v) => sum.plus(v.totalBaseVat), new Decimal(0)))).toBe(true);
        expect(t.totalVat.eq(t.vats.reduce((sum, v) => sum.plus(v.totalVat), new Decimal(0)))).toBe(true);
        expect(t.netTotal.plus(t.totalShipping).eq(t.totalBaseVat)).toBe(true);
        expect(t.grossTotal.minus(t.totalDiscount).eq(t.netTotal)).toBe(true);
        for (const l of t.lines) expect(l.grandTotal.eq(l.totalBaseVat.plus(l.totalVat))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("every amount is in cents and the VAT of each rate follows the rule of its VAT type", () => {
    fc.assert(
      fc.property(arbInput, (a) => {
        const t = computeTotals(toInput(a));
        for (const v of [
          t.grossTotal,
          t.totalDiscount,
          t.netTotal,
          t.totalBaseVat,
          t.totalVat,
          t.grandTotal,
          t.totalShipping,
          t.totalServices,
          t.irsRetentionTotal,
          t.grandTotalWithCurrencyExchange,
        ]) {
          expect(twoPlaces(v)).toBe(true);
        }
        for (const v of t.vats) {
          if (a.vatType === "Debitar IVA" || a.vatType === "Não fazer nada") {
            expect(v.totalVat.eq(cents(v.totalBaseVat.times(v.vatTax).dividedBy(100)))).toBe(true);
          } else {
            const inclusive = v.totalBaseVat.plus(v.totalVat);
            expect(v.totalVat.eq(cents(inclusive.times(v.vatTax).dividedBy(new Decimal(100).plus(v.vatTax))))).toBe(
              true,
            );
          }
          if (v.vatTax.isZero()) expect(v.totalVat.isZero()).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("without discounts nothing is discounted, and with VAT included the total is the prices", () => {
    fc.assert(
      fc.property(arbInput, (a) => {
        const input = {
          ...toInput(a),
          globalDiscount: new Decimal(0),
          financialDiscount: new Decimal(0),
          lines: toInput(a).lines.map((l) => ({ ...l, discount: new Decimal(0) })),
        };
        const t = computeTotals(input);
        expect(t.totalDiscount.isZero()).toBe(true);
        if (a.vatType === "IVA incluído") {
          const byRate = new Map<string, Decimal>();
          for (const l of input.lines)
            byRate.set(
              l.vatTax.toString(),
              (byRate.get(l.vatTax.toString()) ?? new Decimal(0)).plus(l.price.times(l.quantity)),
            );
          if (input.shipping)
            byRate.set(
              input.shipping.vatTax.toString(),
              (byRate.get(input.shipping.vatTax.toString()) ?? new Decimal(0)).plus(input.shipping.value),
            );
          const expected = [...byRate.values()].reduce((sum, v) => sum.plus(cents(v)), new Decimal(0));
          expect(t.grandTotal.eq(expected)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a larger global discount never raises the total, and withholding never changes it", () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 100 }), (a, extra) => {
        const base = { ...toInput(a), financialDiscount: new Decimal(0) };
        const more = { ...base, globalDiscount: Decimal.min(100, base.globalDiscount.plus(extra)) };
        expect(computeTotals(more).grandTotal.lte(computeTotals(base).grandTotal.plus(0))).toBe(true);
        expect(
          computeTotals({ ...base, irsRetentionTax: new Decimal(0) }).grandTotal.eq(computeTotals(base).grandTotal),
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
