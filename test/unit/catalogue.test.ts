// Every refusal code of the spec has its message in both generations' catalogues and in both
// languages, in the service's register: no apostrophe (integrations write messages into SQL
// unescaped), no final full stop, and only placeholders a refusal can fill.
import { describe, expect, it } from "vitest";
import { CATALOGUE, renderRefusal } from "../../server/http/messages/catalogue.ts";
import { v1Catalogue } from "../../server/http/v1/messages.ts";
import { legacyCatalogue } from "../../server/http/legacy/messages.ts";
import { v2Catalogue } from "../../server/http/v2/messages.ts";
import { Refusal, type RefusalCode } from "../../server/kernel/errors.ts";
import { CHECKERS } from "../support/contract.ts";
import { SPEC_DOCUMENTS } from "../support/spec-documents.ts";
import { deref, type Schema } from "../../server/http/openapi-document.ts";

/** The codes the spec declares, read from the generated document (RefusalCode and its unions). */
function specCodes(): string[] {
  const document = CHECKERS.v1.document;
  const codes: string[] = [];
  const visit = (schema: Schema | undefined): void => {
    const s = deref(document, schema);
    if (!s) return;
    codes.push(...((s.enum ?? []) as string[]));
    for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(part);
  };
  visit({ $ref: "#/components/schemas/RefusalCode" });
  return codes.sort();
}

const GENERATIONS = { v2: v2Catalogue, v1: v1Catalogue, legacy: legacyCatalogue } as const;

describe("the refusal catalogue", () => {
  it("words exactly the codes the spec declares, the same in every generation's document", () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(specCodes());
    const v1Codes = JSON.stringify(CHECKERS.v1.document.components?.schemas?.RefusalCode);
    for (const { generation, document } of SPEC_DOCUMENTS)
      expect(JSON.stringify(document.components?.schemas?.RefusalCode), generation.name).toBe(v1Codes);
  });

  describe.each(Object.entries(GENERATIONS))("%s", (_name, generation) => {
    it.each(specCodes())("%s has a message in Portuguese and English, in the service's register", (code) => {
      for (const language of ["pt", "en"] as const) {
        const template = (generation.overrides[code as RefusalCode] ?? CATALOGUE[code as RefusalCode])[language];
        expect(template.trim().length, `${code} ${language}`).toBeGreaterThan(3);
        expect(template, `${code} ${language}: no apostrophe`).not.toMatch(/'/);
        expect(template, `${code} ${language}: no final full stop`).not.toMatch(/[^.]\.$/);
        expect(template).toBe(template.trim());
      }
      // The two languages fill the same placeholders.
      const entry = generation.overrides[code as RefusalCode] ?? CATALOGUE[code as RefusalCode];
      const names = (t: string) => [...t.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]).sort();
      expect(names(entry.en)).toEqual(names(entry.pt));
    });
  });

  it("names the field as each generation does, counting lines from 1", () => {
    const price = new Refusal("amount.negative", {}, "items[2].price");
    expect(renderRefusal(price, v1Catalogue, "pt", "Sales_create")).toEqual({
      code: "amount.negative",
      message: "Linha 3: O valor indicado no campo price não pode ser negativo",
      field: "items[2].price",
      line: 3,
    });
    expect(renderRefusal(price, legacyCatalogue, "en", "Documentos_criar")).toEqual({
      code: "amount.negative",
      message: "Line 3: The value of the field preco may not be negative",
      field: "artigos[2].preco",
      line: 3,
    });
    const nif = new Refusal("vat_number.invalid", { country: "Portugal" }, "vatNumber");
    expect(renderRefusal(nif, v1Catalogue, "pt", "Customers_create").field).toBe("vat_number");
    expect(renderRefusal(nif, legacyCatalogue, "pt", "Clientes_criar").field).toBe("contribuinte");
    expect(renderRefusal(nif, v2Catalogue, "pt", "Customers_create").field).toBe("vat_number");
  });

  it("names in v2 the fields its wire renames: other_contacts, and the one SMS recipient", () => {
    const contact = new Refusal("request.field.required", {}, "contact");
    expect(renderRefusal(contact, v1Catalogue, "pt", "Customers_create").field).toBe("contact");
    expect(renderRefusal(contact, v2Catalogue, "pt", "Customers_create")).toEqual({
      code: "request.field.required",
      message: "É obrigatória a indicação de um valor para o campo other_contacts",
      field: "other_contacts",
    });
    const mobile = new Refusal("sms.mobile.invalid", { value: "123" }, "to[0].mobile");
    expect(renderRefusal(mobile, v2Catalogue, "en", "Sales_sendSms").field).toBe("to.mobile");
    expect(renderRefusal(mobile, v1Catalogue, "en", "Sales_sendSms").field).toBe("to[0].mobile");
  });

  it("keeps apostrophes a request brings out of the message", () => {
    const email = new Refusal("email.invalid", { value: "o'neil@" }, "email");
    expect(renderRefusal(email, v1Catalogue, "pt", "Customers_create").message).toBe(
      "O endereço de e-mail o’neil@ indicado no campo email não é válido",
    );
  });
});
