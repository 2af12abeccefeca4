// Pure rules of the administration tables and of the simulated tax authority.
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import {
  checkExchangeRate,
  checkSerieDescription,
  checkValidUntil,
  checkVatRate,
  containsName,
  isExpired,
  nameKey,
  wouldNestInItself,
} from "../../server/domain/administration/rules.ts";
import { refusalReason, validationCode } from "../../server/domain/tax-authority.ts";
import { DomainError } from "../../server/domain/errors.ts";

describe("names", () => {
  it("compare trimmed, case-insensitively and Unicode-normalized", () => {
    expect(nameKey("  Armazém PORTO ")).toBe(nameKey("armazém porto"));
    // "é" precomposed vs "e" + combining acute accent.
    expect(nameKey("Caf\u00e9")).toBe(nameKey("Cafe\u0301"));
    expect(nameKey("Porto")).not.toBe(nameKey("Porto 2"));
  });

  it("find matches a part of a name, ignoring case", () => {
    expect(containsName("Transferência bancária", "TRANSFERÊNCIA")).toBe(true);
    expect(containsName("Armazém Porto", "porto")).toBe(true);
    expect(containsName("Armazém Porto", "Lisboa")).toBe(false);
    expect(containsName(null, "x")).toBe(false);
  });
});

describe("series", () => {
  it("accept letters, digits, dot, underscore and hyphen in the name", () => {
    for (const ok of ["2027", "2027-A", "A.1", "LOJA_2"]) expect(() => checkSerieDescription(ok)).not.toThrow();
  });

  it.each(["Série", "2027 A", "2027/A", "A#1", ""])("refuse %j with a message naming the rule", (bad) => {
    expect(() => checkSerieDescription(bad)).toThrow(/may not contain accents, spaces or special characters other than \. _ -/);
  });

  it("expire after the year of valid_until", () => {
    expect(isExpired(2026, 2026)).toBe(false);
    expect(isExpired(2027, 2026)).toBe(false);
    expect(isExpired(2025, 2026)).toBe(true);
  });

  it("take a year not earlier than the current one on creation, any year on update", () => {
    expect(() => checkValidUntil(2026, 2026, true)).not.toThrow();
    expect(() => checkValidUntil(2025, 2026, true)).toThrow("The year 2025 (valid_until) is earlier than the current year 2026.");
    expect(() => checkValidUntil(2025, 2026, false)).not.toThrow();
    expect(() => checkValidUntil(27, 2026, false)).toThrow("The field valid_until must be a year (e.g. 2026).");
    expect(() => checkValidUntil(20270, 2026, true)).toThrow(DomainError);
  });
});

describe("category nesting", () => {
  // 1 <- 2 <- 3 (3 is a subcategory of 2, which is a subcategory of 1); 4 stands alone.
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);

  it("refuses a category as its own parent or under one of its descendants", () => {
    expect(wouldNestInItself(1, 1, parents)).toBe(true);
    expect(wouldNestInItself(1, 3, parents)).toBe(true);
    expect(wouldNestInItself(2, 3, parents)).toBe(true);
  });

  it("allows any other parent", () => {
    expect(wouldNestInItself(3, 1, parents)).toBe(false);
    expect(wouldNestInItself(1, 4, parents)).toBe(false);
    expect(wouldNestInItself(4, 3, parents)).toBe(false);
  });

  it("stops on a loop already stored", () => {
    const loop = new Map<number, number | null>([
      [5, 6],
      [6, 5],
    ]);
    expect(wouldNestInItself(7, 5, loop)).toBe(false);
  });
});

describe("VAT rates and exchange rates", () => {
  it("take a rate from 0 to 100, and 0 for exempt rates", () => {
    expect(() => checkVatRate(new Decimal("23.00"), "Normal")).not.toThrow();
    expect(() => checkVatRate(new Decimal("0"), "Isenta")).not.toThrow();
    expect(() => checkVatRate(new Decimal("100.01"), "Normal")).toThrow("The field tax must be a rate between 0.00 and 100.00.");
    expect(() => checkVatRate(new Decimal("-1"), "Reduzida")).toThrow(/between 0.00 and 100.00/);
    expect(() => checkVatRate(new Decimal("6"), "Isenta")).toThrow("An exempt rate (type Isenta) must have tax 0.00, not 6.00 (tax).");
  });

  it("take a positive exchange rate, 1 for the default currency", () => {
    expect(() => checkExchangeRate(new Decimal("1.0825"), false)).not.toThrow();
    expect(() => checkExchangeRate(new Decimal("1"), true)).not.toThrow();
    expect(() => checkExchangeRate(new Decimal("0"), false)).toThrow("The field exchange_sale must be greater than 0.");
    expect(() => checkExchangeRate(new Decimal("1.0825"), true)).toThrow(/default currency has exchange_sale 1, not 1.08250/);
  });
});

describe("simulated tax authority", () => {
  const access = { user: "513284923/1", taxpayerNif: "513284923" };
  const registration = { serie: "2027", documentTypeCode: "FT", firstNumber: 1 };

  it("accepts a new series of the taxpayer's own web-service user", () => {
    expect(refusalReason(access, registration, false)).toBeUndefined();
  });

  it("refuses a web-service user of another taxpayer or badly formed", () => {
    expect(refusalReason({ ...access, user: "501964843/1" }, registration, false)).toBe("the web-service user 501964843/1 is not authorised for the taxpayer 513284923");
    expect(refusalReason({ ...access, user: "utilizador" }, registration, false)).toMatch(/web-service user utilizador is not authorised/);
  });

  it("refuses an identifier the authority does not accept", () => {
    expect(refusalReason(access, { ...registration, serie: "A".repeat(21) }, false)).toMatch(/must have 1 to 20 letters/);
    expect(refusalReason(access, { ...registration, serie: "A".repeat(20) }, false)).toBeUndefined();
  });

  it("refuses a series already registered for the document type", () => {
    expect(refusalReason(access, registration, true)).toBe("the series 2027 is already registered for document type FT");
  });

  it("attributes validation codes of 8 characters from A-Z and 2-9", () => {
    const codes = new Set(Array.from({ length: 50 }, () => validationCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});
