import { describe, expect, it } from "vitest";
import { bool, decimal, int, mixed, text } from "../../server/http/wire.ts";

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

  it("refuses more decimal places than allowed, naming the field", () => {
    expect(() => decimal(1.123456, "price", 5)).toThrowError(expect.objectContaining({ code: "request.field.invalid", field: "price" }));
    expect(() => decimal("1,123", "discount", 2)).toThrowError(expect.objectContaining({ code: "request.field.invalid", field: "discount" }));
    expect(decimal(0.00001, "quantity", 5)?.toString()).toBe("0.00001");
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
