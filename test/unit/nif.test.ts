import { describe, expect, it } from "vitest";
import { compactNif, isCompanyNif, isValidNif } from "../../server/kernel/nif.ts";

describe("Portuguese tax number (NIF)", () => {
  it.each([
    "999999990",
    "501964843",
    "123456789",
    "287024008",
    "223456390",
    "100000002",
    "600000001",
    "500000000",
    "980000009",
    "513284923",
  ])("accepts %s (worked examples of the domain notes)", (nif) => expect(isValidNif(nif)).toBe(true));

  it.each([
    ["501964842", "wrong check digit"],
    ["123456780", "wrong check digit"],
    ["999999999", "wrong check digit"],
    ["400000008", "prefix 40 not allowed"],
    ["920000002", "prefix 92 not allowed"],
    ["000000000", "leading 0"],
    ["12345678", "8 digits"],
    ["5019648431", "10 digits"],
    ["50196484A", "not digits"],
  ])("refuses %s (%s)", (nif) => expect(isValidNif(nif)).toBe(false));

  it("strips spaces, dots, dashes and a PT prefix before checking", () => {
    expect(compactNif("PT 501 964 843")).toBe("501964843");
    expect(compactNif("501.964.843")).toBe("501964843");
    expect(isValidNif(compactNif("pt501-964-843"))).toBe(true);
  });

  it("tells companies from natural persons by prefix", () => {
    expect(isCompanyNif("513284923")).toBe(true);
    expect(isCompanyNif("600000001")).toBe(true);
    expect(isCompanyNif("123456789")).toBe(false);
    expect(isCompanyNif("999999990")).toBe(false);
  });
});
