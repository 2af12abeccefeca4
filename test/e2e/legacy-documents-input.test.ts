// Unit tests of the pure parts of the legacy documents' wire mapping (server/modules/sales/legacy-input.ts):
// type codes, payment codes, the shipping group (rule 1), and how the legacy catalogue names
// the domain paths of document refusals (server/http/legacy/messages.ts). Kept beside the e2e tests
// of the same operations (file ownership of this part).
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { INITIALS, isReceiptRequest, paymentCode, shippingOf } from "../../server/modules/sales/legacy-input.ts";
import { refuse } from "../../server/kernel/errors.ts";
import { renderRefusal } from "../../server/http/messages/catalogue.ts";
import { legacyCatalogue } from "../../server/http/legacy/messages.ts";
import { WireRefusal } from "../../server/http/failures.ts";

describe("legacy type codes", () => {
  it("maps the service's own codes to SAF-T initials and keeps the others", () => {
    expect(INITIALS).toEqual({
      FT: "FT",
      FS: "FS",
      FR: "FR",
      NC: "NC",
      ND: "ND",
      FP: "PF",
      EC: "OR",
      OC: "NE",
      RC: "RC",
    });
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
    expect(
      shippingOf({ modo_expedicao_id: "", despesa_transporte_taxaiva_id: "", despesa_transporte_valor: "" }),
    ).toBeNull();
  });

  it("reads the three fields when all are sent", () => {
    expect(
      shippingOf({ modo_expedicao_id: "2", despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "15,5" }),
    ).toEqual({ mode: 2, vat: 1, value: new Decimal("15.5") });
  });

  it.each([
    [{ modo_expedicao_id: 2 }, "shippingVat"],
    [{ modo_expedicao_id: 2, despesa_transporte_taxaiva_id: 1 }, "shippingValue"],
    [{ despesa_transporte_valor: "1.00", modo_expedicao_id: "" }, "shippingMode"],
  ])("refuses %j naming the first missing field", (body, path) => {
    expect(() => shippingOf(body)).toThrow(expect.objectContaining({ code: "sale.shipping.incomplete", path }));
  });

  it("refuses a shipping value with more than 5 decimal places, naming the legacy field", () => {
    let thrown: unknown;
    try {
      shippingOf({ modo_expedicao_id: 2, despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "1.123456" });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(WireRefusal);
    expect(thrown).toMatchObject({ code: "request.field.invalid", field: "despesa_transporte_valor" });
  });
});

describe("legacy names of document refusals", () => {
  const render = (path: string, operation = "Documentos_criar") =>
    renderRefusal(refuse("amount.negative", {}, path), legacyCatalogue, "pt", operation);

  it("names lines of documents and receipts by their legacy arrays and fields, counting lines from 1", () => {
    expect(render("items[1].price")).toEqual({
      code: "amount.negative",
      field: "artigos[1].preco",
      line: 2,
      message: "Linha 2: O valor indicado no campo preco não pode ser negativo",
    });
    expect(render("items[0].item")).toMatchObject({ field: "artigos[0].referencia", line: 1 });
    expect(render("sales[2].sale")).toMatchObject({ field: "linhas[2].id", line: 3 });
    expect(render("sales[0].totalPaid")).toMatchObject({ field: "linhas[0].id", line: 1 });
  });

  it("names the document's own fields and the customer's by their legacy parameters", () => {
    expect(render("shippingMode").field).toBe("modo_expedicao_id");
    expect(render("finalDiscountFinancial")).toMatchObject({
      field: "desconto_final",
      message: "O valor indicado no campo desconto_final não pode ser negativo",
    });
    expect(render("customer").field).toBe("cliente.id");
    expect(render("vatNumber").field).toBe("cliente.contribuinte");
    expect(render("address").field).toBe("morada.facturacao.morada");
    expect(render("deliveryAddress").field).toBe("cliente.morada_entrega");
  });

  it("names the fields of documentos/pdf and documentos/email", () => {
    expect(render("reason", "Documentos_pdf").field).toBe("motivo");
    expect(render("to.email", "Documentos_email").field).toBe("email");
    expect(render("subject", "Documentos_email").field).toBe("assunto");
  });
});
