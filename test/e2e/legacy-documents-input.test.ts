// Unit tests of the pure parts of the legacy documents' wire mapping (server/legacy/document-input.ts):
// type codes, payment codes, the shipping group (rule 1) and the renaming of failures. Kept
// beside the e2e tests of the same operations (file ownership of this part).
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { DOCUMENT_NAMES, INITIALS, isReceiptRequest, legacyFailure, paymentCode, shippingOf } from "../../server/legacy/document-input.ts";
import { DomainError, invalid } from "../../server/domain/errors.ts";

describe("legacy type codes", () => {
  it("maps the service's own codes to SAF-T initials and keeps the others", () => {
    expect(INITIALS).toEqual({ FT: "FT", FS: "FS", FR: "FR", NC: "NC", ND: "ND", FP: "PF", EC: "OR", OC: "NE", RC: "RC" });
  });

  it("tells a receipt request by its type code", () => {
    expect(isReceiptRequest({ tipo_documento: "RC", linhas: [{ id: 1, tipo_documento: "FT" }] })).toBe(true);
    expect(isReceiptRequest({ tipo_documento: "FT", cliente: { id: 1 }, artigos: [] })).toBe(false);
  });
});

describe("paymentCode", () => {
  it.each([
    ["TB", "TB"],
    ["TB - Transferência bancária", "TB"],
    [" NU ", "NU"],
    ["MB/Multibanco", "MB"],
    ["", undefined],
    [undefined, undefined],
    ["TBX", undefined],
    ["tb", undefined],
  ])("reads %j as %j", (value, code) => {
    expect(paymentCode(value)).toBe(code);
  });
});

describe("shippingOf (rule 1: all or none)", () => {
  it("is null when none of the three fields is sent, empty strings included", () => {
    expect(shippingOf({})).toBeNull();
    expect(shippingOf({ modo_expedicao_id: "", despesa_transporte_taxaiva_id: "", despesa_transporte_valor: "" })).toBeNull();
  });

  it("reads the three fields when all are sent", () => {
    expect(shippingOf({ modo_expedicao_id: "2", despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "15,5" })).toEqual({ mode: 2, vat: 1, value: new Decimal("15.5") });
  });

  it.each([
    [{ modo_expedicao_id: 2 }, "despesa_transporte_taxaiva_id"],
    [{ modo_expedicao_id: 2, despesa_transporte_taxaiva_id: 1 }, "despesa_transporte_valor"],
    [{ despesa_transporte_valor: "1.00", modo_expedicao_id: "" }, "modo_expedicao_id"],
  ])("refuses %j naming the first missing field", (body, missing) => {
    expect(() => shippingOf(body)).toThrow(`The shipping fields go together (modo_expedicao_id, despesa_transporte_taxaiva_id, despesa_transporte_valor): ${missing} is missing.`);
  });

  it("refuses a shipping value with more than 5 decimal places", () => {
    expect(() => shippingOf({ modo_expedicao_id: 2, despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "1.123456" })).toThrow(
      "The field despesa_transporte_valor has more than 5 decimal places (format 0.00000).",
    );
  });
});

describe("legacyFailure", () => {
  const renamed = (err: DomainError) => legacyFailure(err, DOCUMENT_NAMES) as DomainError;

  it("renames line paths and line labels of documents and receipts", () => {
    const line = renamed(invalid("Line 2 of items: The item 5 (items[1].id) is inactive.", "items[1].id"));
    expect(line.message).toBe("Line 2 of artigos: The item 5 (artigos[1].referencia) is inactive.");
    expect(line.field).toBe("artigos[1].referencia");
    expect(renamed(invalid("Line 1 of items: the price (price) may not be negative.", "items[0].price")).message).toBe("Line 1 of artigos: the price (preco) may not be negative.");
    expect(renamed(invalid("Line 3 of sales: the sale 9 (id) has no open balance.", "sales[2].id")).field).toBe("linhas[2].id");
  });

  it("renames single fields, lists of fields and 'the field' mentions", () => {
    expect(renamed(invalid("The shipping mode 9 (shipping_mode) does not exist.", "shipping_mode"))).toMatchObject({ message: "The shipping mode 9 (modo_expedicao_id) does not exist.", field: "modo_expedicao_id" });
    expect(renamed(invalid("Need identification (vat_number, address).")).message).toBe("Need identification (cliente.contribuinte, morada.facturacao.morada).");
    expect(renamed(invalid("The field country is required.", "country")).message).toBe("The field morada.facturacao.pais is required.");
  });

  it("keeps the kind and passes other errors through", () => {
    expect(renamed(new DomainError("x (customer)", "not_found", "customer"))).toMatchObject({ kind: "not_found", message: "x (cliente.id)" });
    const other = new Error("boom");
    expect(legacyFailure(other, DOCUMENT_NAMES)).toBe(other);
  });
});
