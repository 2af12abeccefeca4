import { describe, expect, it } from "vitest";
import { isPortuguesePostalCode } from "../../server/kernel/postal-code.ts";
import { acceptedCountrySpellings, findCountry } from "../../server/kernel/countries.ts";
import { SPEC_DOCUMENTS, specDocument } from "../support/spec-documents.ts";
import { deref } from "../../server/http/openapi-document.ts";

describe("Portuguese postal code", () => {
  it.each(["4050-262", "1100-053", "0000-000"])("accepts %s", (code) =>
    expect(isPortuguesePostalCode(code)).toBe(true),
  );
  it.each(["4050262", "4050-26", "405-0262", "4050 262", "ABCD-EFG", ""])("refuses %j", (code) =>
    expect(isPortuguesePostalCode(code)).toBe(false),
  );
});

describe("countries", () => {
  it("finds a country by name, alias or ISO code, trimmed and case-insensitively", () => {
    expect(findCountry("Portugal")?.iso2).toBe("PT");
    expect(findCountry(" pt ")?.name).toBe("Portugal");
    expect(findCountry("Korea, Republic of")?.iso2).toBe("KR");
    expect(findCountry("Kosovo")?.name).toBe("Kosovo, Republic of");
    expect(findCountry("Ascension Island")?.iso2).toBe("AC");
    expect(findCountry("Narnia")).toBeUndefined();
  });

  it.each(SPEC_DOCUMENTS.map((d) => d.generation.name))(
    "the %s spec accepts exactly the server's country spellings",
    (generation) => {
      const doc = specDocument(generation);
      const country = deref(doc, { $ref: "#/components/schemas/Country" });
      const values = (country?.anyOf ?? []).flatMap((branch) => deref(doc, branch)?.enum ?? []);
      expect(new Set(values)).toEqual(new Set(acceptedCountrySpellings()));
    },
  );
});
