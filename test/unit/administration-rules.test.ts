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
} from "../../server/modules/administration/rules.ts";
import { refusalReason, validationCode } from "../../server/modules/administration/tax-authority.ts";
import { refusalOf } from "../support/refusals.ts";

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

  it.each(["Série", "2027 A", "2027/A", "A#1", ""])("refuse %j, naming the description", (bad) => {
    expect(refusalOf(() => checkSerieDescription(bad))).toMatchObject({
      code: "series.description.invalid",
      params: { value: bad },
      path: "description",
    });
  });

  it("expire after the year of valid_until", () => {
    expect(isExpired(2026, 2026)).toBe(false);
    expect(isExpired(2027, 2026)).toBe(false);
    expect(isExpired(2025, 2026)).toBe(true);
  });

  it("take a year not earlier than the current one on creation, any year on update", () => {
    expect(() => checkValidUntil(2026, 2026, true)).not.toThrow();
    expect(refusalOf(() => checkValidUntil(2025, 2026, true))).toMatchObject({
      code: "series.valid_until.past",
      params: { value: 2025, year: 2026 },
      path: "validUntil",
    });
    expect(() => checkValidUntil(2025, 2026, false)).not.toThrow();
    expect(refusalOf(() => checkValidUntil(27, 2026, false))).toMatchObject({
      code: "series.valid_until.invalid",
      params: { year: 2026 },
      path: "validUntil",
    });
    expect(refusalOf(() => checkValidUntil(20270, 2026, true))).toMatchObject({ code: "series.valid_until.invalid" });
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
    expect(refusalOf(() => checkVatRate(new Decimal("100.01"), "Normal"))).toMatchObject({
      code: "rate.out_of_range",
      path: "tax",
    });
    expect(refusalOf(() => checkVatRate(new Decimal("-1"), "Reduzida"))).toMatchObject({
      code: "rate.out_of_range",
      path: "tax",
    });
    expect(refusalOf(() => checkVatRate(new Decimal("6"), "Isenta"))).toMatchObject({
      code: "vat_rate.tax.not_zero",
      params: { value: "6.00" },
      path: "tax",
    });
  });

  it("take a positive exchange rate, 1 for the default currency", () => {
    expect(() => checkExchangeRate(new Decimal("1.0825"), false)).not.toThrow();
    expect(() => checkExchangeRate(new Decimal("1"), true)).not.toThrow();
    expect(refusalOf(() => checkExchangeRate(new Decimal("0"), false))).toMatchObject({
      code: "currency.exchange_sale.not_positive",
      path: "exchangeSale",
    });
    expect(refusalOf(() => checkExchangeRate(new Decimal("1.0825"), true))).toMatchObject({
      code: "currency.exchange_sale.default_not_one",
      params: { value: "1.08250" },
      path: "exchangeSale",
    });
  });
});

describe("simulated tax authority", () => {
  const access = { user: "513284923/1", taxpayerNif: "513284923" };
  const registration = { serie: "2027", documentTypeCode: "FT", firstNumber: 1 };

  it("accepts a new series of the taxpayer's own web-service user", () => {
    expect(refusalReason(access, registration, false)).toBeUndefined();
  });

  it("refuses a web-service user of another taxpayer or badly formed", () => {
    expect(refusalReason({ ...access, user: "501964843/1" }, registration, false)).toMatchObject({
      code: "tax_authority.user.unauthorised",
      params: { user: "501964843/1", taxpayer: "513284923" },
    });
    expect(refusalReason({ ...access, user: "utilizador" }, registration, false)).toMatchObject({
      code: "tax_authority.user.unauthorised",
      params: { user: "utilizador" },
    });
  });

  it("refuses an identifier the authority does not accept", () => {
    expect(refusalReason(access, { ...registration, serie: "A".repeat(21) }, false)).toMatchObject({
      code: "tax_authority.series.identifier_invalid",
      params: { value: "A".repeat(21) },
    });
    expect(refusalReason(access, { ...registration, serie: "A".repeat(20) }, false)).toBeUndefined();
  });

  it("refuses a series already registered for the document type", () => {
    expect(refusalReason(access, registration, true)).toMatchObject({
      code: "tax_authority.series.already_registered",
      params: { value: "2027", document_type: "FT" },
    });
  });

  it("attributes validation codes of 8 characters from A-Z and 2-9", () => {
    const codes = new Set(Array.from({ length: 50 }, () => validationCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});
