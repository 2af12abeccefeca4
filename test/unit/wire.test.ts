import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import fc from "fast-check";
import { bool, decimal, decimalOut, decimalString, int, mixed, text } from "../../server/http/wire.ts";

describe("accepted input forms", () => {
  it("reads decimals from numbers and from strings with a point or a comma", () => {
    expect(decimal(12.5, "price", 5)?.toString()).toBe("12.5");
    expect(decimal("12,50", "price", 5)?.toFixed(2)).toBe("12.50");
    expect(decimal("3", "quantity", 5)?.toString()).toBe("3");
    expect(decimal("", "price", 5)).toBeUndefined();
  });

  it("reads a comma thousands separator before a dot decimal point, and a lone comma as the decimal point", () => {
    expect(decimal("1,234.60", "shipping_value", 2)?.toFixed(2)).toBe("1234.60");
    expect(decimal("12,345,678.125", "price", 5)?.toString()).toBe("12345678.125");
    expect(decimal("1,5", "price", 5)?.toString()).toBe("1.5");
    expect(decimal("1,234", "price", 5)?.toString()).toBe("1.234");
  });

  it("reads a JSON number at the field's places, and refuses a string with more places, naming the field", () => {
    // Binary floating point: 0.1 + 0.2 arrives as 0.30000000000000004, and is 0.3.
    expect(decimal(0.1 + 0.2, "price", 5)?.toString()).toBe("0.3");
    expect(decimal(1.123456, "price", 5)?.toString()).toBe("1.12346");
    expect(decimal(-2.345, "discount", 2)?.toString()).toBe("-2.35");
    expect(() => decimal("1.123456", "price", 5)).toThrowError(
      expect.objectContaining({ code: "request.field.invalid", field: "price" }),
    );
    expect(() => decimal("1,123", "discount", 2)).toThrowError(
      expect.objectContaining({ code: "request.field.invalid", field: "discount" }),
    );
    expect(decimal(0.00001, "quantity", 5)?.toString()).toBe("0.00001");
  });

  it("refuses amounts of 10^10 or more, naming the field", () => {
    expect(decimal("9999999999.99999", "price", 5)?.toString()).toBe("9999999999.99999");
    expect(decimal(-9999999999.99, "shipping_value", 2)?.toString()).toBe("-9999999999.99");
    for (const value of ["10000000000", 1e10, "-10,000,000,000.00", 12345678901.5]) {
      expect(() => decimal(value, "quantity", 5)).toThrowError(
        expect.objectContaining({ code: "request.field.invalid", field: "quantity" }),
      );
    }
  });

  it("reads booleans in every accepted form", () => {
    for (const yes of [true, 1, "1", "true"] as const) expect(bool(yes)).toBe(true);
    for (const no of [false, 0, "0", "false"] as const) expect(bool(no)).toBe(false);
    expect(bool(undefined)).toBeUndefined();
  });

  it("reads integers, mixed values and optional text", () => {
    expect(int("15")).toBe(15);
    expect(int(30)).toBe(30);
    expect(mixed(" Numerário ")).toBe("Numerário");
    expect(mixed("")).toBeNull();
    expect(mixed(7)).toBe(7);
    expect(text("  ")).toBeNull();
    expect(text(undefined)).toBeUndefined();
  });
});

describe("returned amounts", () => {
  it("answers v1 amounts as JSON numbers whose text is the rounded decimal without trailing zeros", () => {
    expect(JSON.stringify({ total: decimalOut("12.30") })).toBe('{"total":12.3}');
    expect(decimalOut("2.00000", 5)).toBe(2);
    expect(decimalOut(new Decimal("0.125"))).toBe(0.13);
    expect(decimalOut("-0.004")).toBe(0);
    expect(JSON.stringify(decimalOut("0.1"))).toBe("0.1");
    expect(JSON.stringify(decimalOut("9999999999.99999", 5))).toBe("9999999999.99999");
  });

  it("keeps every amount below 10^10 exact: the JSON text is the decimal itself", () => {
    const amount = (places: 2 | 5) =>
      fc
        .tuple(
          fc.bigInt({ min: -(10n ** BigInt(10 + places)) + 1n, max: 10n ** BigInt(10 + places) - 1n }),
          fc.constant(places),
        )
        .map(([units, p]) => new Decimal(units.toString()).dividedBy(10 ** p));
    fc.assert(
      fc.property(fc.oneof(amount(2), amount(5)), (value) => {
        expect(new Decimal(JSON.stringify(decimalOut(value, 5))).equals(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("answers stored text the same whether or not it needs rounding (text and Decimal alike)", () => {
    const text = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 7 }))
      .map(([units, scale]) => new Decimal(units.toString()).dividedBy(10 ** scale).toFixed(scale));
    fc.assert(
      fc.property(text, fc.constantFrom(2, 5), (value, places) => {
        const rounded = Number(new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP));
        expect(decimalOut(value, places)).toBe(rounded === 0 ? 0 : rounded);
        expect(decimalOut(new Decimal(value), places)).toBe(decimalOut(value, places));
      }),
      { numRuns: 3000 },
    );
    expect(Object.is(decimalOut("-0.00"), 0)).toBe(true);
  });

  it("answers legacy amounts as decimal strings with fixed places", () => {
    expect(decimalString("12.3")).toBe("12.30");
    expect(decimalString(new Decimal("1234.5"), 2)).toBe("1234.50");
  });
});
