// The input forms of x-input-forms, read against the generated documents before validation.
import { describe, expect, it } from "vitest";
import { InputForms, policyOf } from "../../server/http/input-forms.ts";
import { CHECKERS } from "../support/contract.ts";
import { specDocument } from "../support/spec-documents.ts";
import type { Schema } from "../../server/http/openapi-document.ts";

const v1 = CHECKERS.v1.document;
const legacy = CHECKERS.legacy.document;
const v2 = specDocument("v2");

function requestSchema(document: typeof v1, path: string, method = "post", media = "application/json"): Schema {
  return document.paths[path]![method]!.requestBody!.content[media]!.schema;
}

describe("x-input-forms", () => {
  it("is declared by every document", () => {
    for (const document of [v1, legacy, v2]) {
      expect(policyOf(document)).toEqual({
        jsonText: true,
        nullMeansAbsent: true,
        emptyMeansAbsent: true,
        trimKeys: true,
        thousandsSeparator: ["Decimal5", "Decimal2", "DecimalInput"],
        mixedNames: ["SaleDocumentTypeName", "SaleDocumentTypeInitials", "ReceiptDocumentTypeName", "VatExemptionCode"],
      });
    }
  });

  it("decodes arrays and objects sent as JSON text, then their own fields", () => {
    const forms = new InputForms(v1);
    const body = forms.decode(
      { name: "A", addresses: '[{"country":"PT","postal_code":null,"city":""}]', irs_retention_tax: "1,234.50" },
      requestSchema(v1, "/customers/create"),
    );
    expect(body).toEqual({ name: "A", addresses: [{ country: "PT", city: "" }], irs_retention_tax: "1234.50" });
    const email = forms.decode(
      { to: '{"name":"Ana","email":"ana@loja.pt"}', cc: "" },
      requestSchema(v1, "/sales/{id}/send_email"),
    );
    expect(email).toMatchObject({ to: { name: "Ana", email: "ana@loja.pt" } });
  });

  it("refuses JSON text that is not JSON, naming the field", () => {
    const forms = new InputForms(v1);
    expect(() =>
      forms.decode({ name: "A", addresses: "[{country:PT}]" }, requestSchema(v1, "/customers/create")),
    ).toThrowError(expect.objectContaining({ code: "request.field.not_json", field: "addresses" }));
    expect(() =>
      forms.decode({ items: [{ id: 1 }], sales: "[nope" }, requestSchema(v1, "/receipts/summary")),
    ).toThrowError(expect.objectContaining({ code: "request.field.not_json", field: "sales" }));
    // Text that does not open as the JSON of a list is no JSON text: validation refuses it as a wrong value.
    expect(forms.decode({ sales: "nope" }, requestSchema(v1, "/receipts/summary"))).toEqual({ sales: "nope" });
  });

  it("drops null and empty optional fields that do not take them, and keeps required ones for validation", () => {
    const forms = new InputForms(v1);
    const sale = forms.decode(
      {
        document_type: "Factura",
        serie: "",
        due_date: "",
        price: null,
        items: [{ id: 1, details: null, price: "10", quantity: 1, vat: 23, discount: "" }],
        status: null,
      },
      requestSchema(v1, "/sales/create"),
    ) as Record<string, unknown>;
    // due_date and discount declare the empty string themselves (the adapter reads it as not given).
    expect(sale).toMatchObject({ serie: "", due_date: "" });
    expect(sale).not.toHaveProperty("price");
    expect(sale.status).toBeNull();
    expect((sale.items as Record<string, unknown>[])[0]).toEqual({
      id: 1,
      price: "10",
      quantity: 1,
      vat: 23,
      discount: "",
    });
  });

  it("reads a key with stray spaces as the field it spells, unless the field is also sent", () => {
    const forms = new InputForms(v1);
    const schema = requestSchema(v1, "/sales/summary");
    const line = (body: unknown) => (forms.decode(body, schema) as { items: Record<string, unknown>[] }).items[0];
    expect(line({ items: [{ id: 1, "vat_exemption ": "M07" }] })).toEqual({ id: 1, vat_exemption: "M07" });
    expect(line({ items: [{ id: 1, vat_exemption: "M07", "vat_exemption ": "M99" }] })).toEqual({
      id: 1,
      vat_exemption: "M07",
      "vat_exemption ": "M99",
    });
  });

  it("tells a thousands separator from a decimal comma only in amounts", () => {
    const forms = new InputForms(v1);
    const schema = requestSchema(v1, "/sales/summary");
    const body = forms.decode(
      { shipping_value: "1,234.60", items: [{ id: "1,234.5", price: "1,5", quantity: "2,000.125" }] },
      schema,
    ) as Record<string, unknown>;
    expect(body.shipping_value).toBe("1234.60");
    expect((body.items as Record<string, unknown>[])[0]).toEqual({ id: "1,234.5", price: "1,5", quantity: "2000.125" });
  });

  it("reads a name of a closed list in another case or with spaces as the value it spells, and leaves other text for validation", () => {
    const forms = new InputForms(v1);
    const schema = requestSchema(v1, "/sales/summary");
    const decoded = (body: unknown) =>
      forms.decode(body, schema) as { document_type: unknown; items: Record<string, unknown>[] };
    const body = decoded({ document_type: " factura recibo ", items: [{ id: "m07", vat_exemption: " m07" }] });
    expect(body.document_type).toBe("Factura Recibo");
    // The line's id is an item (no closed list); its exemption is a code.
    expect(body.items[0]).toEqual({ id: "m07", vat_exemption: "M07" });
    expect(decoded({ document_type: "ft", items: [] }).document_type).toBe("FT");
    expect(
      decoded({ document_type: "Guia de movimentação de activos próprios".normalize("NFD"), items: [] }).document_type,
    ).toBe("Guia de movimentação de activos próprios");
    expect(decoded({ document_type: "Fatura", items: [{ vat_exemption: "M77" }] })).toEqual({
      document_type: "Fatura",
      items: [{ vat_exemption: "M77" }],
    });
    expect(decoded({ document_type: 3, items: [] }).document_type).toBe(3);
  });

  it("applies to the legacy generation too", () => {
    const forms = new InputForms(legacy);
    const body = forms.decode(
      {
        tipo_documento: "FT",
        cliente: '{"id":1,"contribuinte":"999999990"}',
        artigos: '[{"referencia":"A1","preco":"1,299.90","quantidade":1,"descricao_detalhada":null}]',
      },
      requestSchema(legacy, "/documentos/criar"),
    );
    expect(body).toEqual({
      tipo_documento: "FT",
      cliente: { id: 1, contribuinte: "999999990" },
      artigos: [{ referencia: "A1", preco: "1299.90", quantidade: 1 }],
    });
  });

  it("applies to v2 too, and leaves the empty bodies of operations without parameters as sent", () => {
    const forms = new InputForms(v2);
    expect(
      forms.decode(
        { " to ": '{"name":"Ana Ribeiro","mobile":"912345678"}', message: null },
        requestSchema(v2, "/sales/{id}/send_sms"),
      ),
    ).toEqual({ to: { name: "Ana Ribeiro", mobile: "912345678" } });
    expect(
      forms.decode(
        { issue_date: "2026-11-22", serie_id: "", callback_url: null, items: '[{"id":1,"price":"1,234.50"}]' },
        requestSchema(v2, "/sales"),
      ),
    ).toEqual({ issue_date: "2026-11-22", serie_id: "", items: [{ id: 1, price: "1234.50" }] });
    const empty = requestSchema(v2, "/sales/{id}", "delete");
    expect(forms.decode([], empty)).toEqual([]);
    expect(forms.decode({}, empty)).toEqual({});
  });
});
