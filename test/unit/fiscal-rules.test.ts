// The fiscal rules of a sale called directly: each limit just under, at and just over, the
// final-consumer cases, and the code, parameters and domain path of each refusal.
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import {
  DEMO_TOTAL_LIMIT,
  IDENTIFICATION_LIMIT,
  SIMPLIFIED_COMPANY_BASE_LIMIT,
  SIMPLIFIED_PRIVATE_BASE_LIMIT,
  SIMPLIFIED_PRIVATE_SERVICES_LIMIT,
  billedVolume,
  billingVolumeApplies,
  checkBillingVolume,
  checkCustomerRules,
  checkDemoTotal,
  checkDocumentTotal,
  checkFinalConsumerNumber,
  checkIdentification,
  checkSimplifiedInvoice,
  checkTotalPositive,
  inEuros,
  simplifiedInvoiceBuyer,
} from "../../server/modules/sales/fiscal-rules.ts";
import { refusalOf } from "../support/refusals.ts";

const d = (value: string) => new Decimal(value);
const FINAL_CONSUMER = "999999990";
const REAL_NIF = "513284923";
const KNOWN_ADDRESS = "Rua das Flores, 1";

describe("the limits", () => {
  it("are the documented amounts", () => {
    expect(IDENTIFICATION_LIMIT.toFixed(2)).toBe("1000.00");
    expect(SIMPLIFIED_PRIVATE_BASE_LIMIT.toFixed(2)).toBe("1000.00");
    expect(SIMPLIFIED_PRIVATE_SERVICES_LIMIT.toFixed(2)).toBe("100.00");
    expect(SIMPLIFIED_COMPANY_BASE_LIMIT.toFixed(2)).toBe("100.00");
    expect(DEMO_TOTAL_LIMIT.toFixed(2)).toBe("10000.00");
  });

  it("in EUR are the document's amount times its exchange rate", () => {
    expect(inEuros(d("11439.00"), d("0.5")).toFixed(2)).toBe("5719.50");
    expect(inEuros(d("123.00"), "1").toFixed(2)).toBe("123.00");
  });
});

describe("the document total", () => {
  it("must be positive", () => {
    expect(() => checkTotalPositive(d("0.01"))).not.toThrow();
    for (const total of ["0", "-0.01"]) {
      expect(refusalOf(() => checkTotalPositive(d(total)))).toMatchObject({
        code: "sale.total.not_positive",
        params: { total: d(total).toFixed(2) },
        path: undefined,
      });
    }
  });

  it("in demo mode may reach 10000.00 EUR but not pass it", () => {
    expect(() => checkDemoTotal("demo", d("9999.99"))).not.toThrow();
    expect(() => checkDemoTotal("demo", d("10000.00"))).not.toThrow();
    expect(refusalOf(() => checkDemoTotal("demo", d("10000.01")))).toMatchObject({
      code: "sale.demo.total_exceeded",
      params: { total: "10000.01" },
      path: undefined,
    });
    expect(() => checkDemoTotal("production", d("10000.01"))).not.toThrow();
  });

  it("is checked positive first, then against the demo limit in EUR", () => {
    expect(refusalOf(() => checkDocumentTotal("demo", d("0"), d("1"))).code).toBe("sale.total.not_positive");
    // 11439.00 in a currency at 0.5 is 5719.50 EUR; 20000.02 at 0.5 is 10000.01 EUR.
    expect(() => checkDocumentTotal("demo", d("11439.00"), d("0.5"))).not.toThrow();
    expect(() => checkDocumentTotal("demo", d("20000.00"), d("0.5"))).not.toThrow();
    expect(refusalOf(() => checkDocumentTotal("demo", d("20000.02"), d("0.5")))).toMatchObject({
      code: "sale.demo.total_exceeded",
      params: { total: "10000.01" },
    });
    expect(() => checkDocumentTotal("production", d("20000.02"), d("0.5"))).not.toThrow();
  });
});

describe("the final-consumer tax number", () => {
  it("is refused for a customer whose record holds a real tax number, naming it", () => {
    for (const registered of [REAL_NIF, ` ${REAL_NIF} `]) {
      expect(refusalOf(() => checkFinalConsumerNumber(FINAL_CONSUMER, registered))).toMatchObject({
        code: "sale.vat_number.final_consumer",
        params: { registered: REAL_NIF },
        path: "vatNumber",
      });
    }
  });

  it("is allowed for a customer whose record has none or has the final consumer's", () => {
    for (const registered of ["", "   ", FINAL_CONSUMER]) {
      expect(() => checkFinalConsumerNumber(FINAL_CONSUMER, registered)).not.toThrow();
    }
  });

  it("does not concern a document that carries a real tax number", () => {
    expect(() => checkFinalConsumerNumber(REAL_NIF, REAL_NIF)).not.toThrow();
    expect(() => checkFinalConsumerNumber("501964843", REAL_NIF)).not.toThrow();
    expect(() => checkFinalConsumerNumber(REAL_NIF, "")).not.toThrow();
  });
});

describe("customer identification", () => {
  const anonymous = { vatNumber: FINAL_CONSUMER, address: "Desconhecido" };
  const identified = { vatNumber: REAL_NIF, address: KNOWN_ADDRESS };

  it("is needed on a billing document from 1000.00 on, naming the tax number first", () => {
    expect(() => checkIdentification("FT", d("999.99"), anonymous)).not.toThrow();
    for (const initials of ["FT", "FR", "FS", "NC", "ND"]) {
      expect(refusalOf(() => checkIdentification(initials, d("1000.00"), anonymous))).toMatchObject({
        code: "sale.customer.identification_required",
        params: {},
        path: "vatNumber",
      });
    }
    expect(refusalOf(() => checkIdentification("FT", d("1000.01"), anonymous)).path).toBe("vatNumber");
  });

  it("needs both a real tax number and a known address", () => {
    expect(
      refusalOf(() => checkIdentification("FT", d("1000.00"), { vatNumber: REAL_NIF, address: "Desconhecido" })),
    ).toMatchObject({ code: "sale.customer.identification_required", path: "address" });
    expect(
      refusalOf(() => checkIdentification("FT", d("1000.00"), { vatNumber: FINAL_CONSUMER, address: KNOWN_ADDRESS })),
    ).toMatchObject({ code: "sale.customer.identification_required", path: "vatNumber" });
    expect(() => checkIdentification("FT", d("1000.00"), identified)).not.toThrow();
    expect(() => checkIdentification("FT", d("50000.00"), { vatNumber: REAL_NIF, address: null })).not.toThrow();
  });

  it("is not needed on documents that are not billing documents", () => {
    for (const initials of ["OR", "PF", "NE", "GT", "GR"]) {
      expect(() => checkIdentification(initials, d("5000.00"), anonymous)).not.toThrow();
    }
  });
});

describe("simplified invoice", () => {
  const totals = (base: string, services = "0") => ({ totalBaseVat: d(base), totalServices: d(services) });

  it("treats a buyer under the final-consumer number as private, whatever its record's type", () => {
    expect(simplifiedInvoiceBuyer("Empresarial", FINAL_CONSUMER)).toBe("Particular");
    expect(simplifiedInvoiceBuyer("Particular", FINAL_CONSUMER)).toBe("Particular");
    expect(simplifiedInvoiceBuyer("Empresarial", REAL_NIF)).toBe("Empresarial");
    expect(simplifiedInvoiceBuyer("Particular", "223456390")).toBe("Particular");
  });

  it("to a private buyer: total without VAT up to 1000.00", () => {
    expect(() => checkSimplifiedInvoice("FS", "Particular", totals("999.99"))).not.toThrow();
    expect(() => checkSimplifiedInvoice("FS", "Particular", totals("1000.00"))).not.toThrow();
    expect(refusalOf(() => checkSimplifiedInvoice("FS", "Particular", totals("1000.01")))).toMatchObject({
      code: "sale.simplified_invoice.private_base_exceeded",
      params: { total: "1000.01" },
      path: "documentType",
    });
  });

  it("to a private buyer: services up to 100.00", () => {
    expect(() => checkSimplifiedInvoice("FS", "Particular", totals("600.00", "99.99"))).not.toThrow();
    expect(() => checkSimplifiedInvoice("FS", "Particular", totals("600.00", "100.00"))).not.toThrow();
    expect(refusalOf(() => checkSimplifiedInvoice("FS", "Particular", totals("600.00", "100.01")))).toMatchObject({
      code: "sale.simplified_invoice.private_services_exceeded",
      params: { total: "100.01" },
      path: "documentType",
    });
  });

  it("to a private buyer past both limits: the base is named first", () => {
    expect(refusalOf(() => checkSimplifiedInvoice("FS", "Particular", totals("1000.01", "100.01"))).code).toBe(
      "sale.simplified_invoice.private_base_exceeded",
    );
  });

  it("to a company: total without VAT up to 100.00, services not limited apart", () => {
    expect(() => checkSimplifiedInvoice("FS", "Empresarial", totals("99.99"))).not.toThrow();
    expect(() => checkSimplifiedInvoice("FS", "Empresarial", totals("100.00", "100.00"))).not.toThrow();
    expect(refusalOf(() => checkSimplifiedInvoice("FS", "Empresarial", totals("100.01")))).toMatchObject({
      code: "sale.simplified_invoice.company_base_exceeded",
      params: { total: "100.01" },
      path: "documentType",
    });
  });

  it("limits only simplified invoices", () => {
    for (const initials of ["FT", "FR", "NC", "OR"]) {
      expect(() => checkSimplifiedInvoice(initials, "Particular", totals("5000.00", "5000.00"))).not.toThrow();
      expect(() => checkSimplifiedInvoice(initials, "Empresarial", totals("5000.00"))).not.toThrow();
    }
  });
});

describe("the customer rules together", () => {
  const rules = (over: Partial<Parameters<typeof checkCustomerRules>[0]>) => () =>
    checkCustomerRules({
      initials: "FS",
      customerType: "Particular",
      registeredVatNumber: REAL_NIF,
      party: { vatNumber: REAL_NIF, address: KNOWN_ADDRESS },
      totals: { grandTotal: d("123.00"), totalBaseVat: d("100.00"), totalServices: d("0") },
      ...over,
    });

  it("check the final-consumer number, then identification, then the simplified-invoice limits", () => {
    const everything = {
      party: { vatNumber: FINAL_CONSUMER, address: "Desconhecido" },
      totals: { grandTotal: d("1230.01"), totalBaseVat: d("1000.01"), totalServices: d("100.01") },
    };
    expect(refusalOf(rules(everything)).code).toBe("sale.vat_number.final_consumer");
    expect(refusalOf(rules({ ...everything, registeredVatNumber: "" })).code).toBe(
      "sale.customer.identification_required",
    );
    expect(
      refusalOf(
        rules({
          totals: { grandTotal: d("1230.01"), totalBaseVat: d("1000.01"), totalServices: d("0") },
        }),
      ).code,
    ).toBe("sale.simplified_invoice.private_base_exceeded");
    expect(() => rules({})()).not.toThrow();
  });

  it("give a company-typed record without a tax number the private limits under the final-consumer number", () => {
    const guest = {
      customerType: "Empresarial",
      registeredVatNumber: FINAL_CONSUMER,
      party: { vatNumber: FINAL_CONSUMER, address: "Rua da Loja, 2" },
    };
    // 500.00 without VAT: past the company limit, within the private one.
    expect(
      rules({ ...guest, totals: { grandTotal: d("615.00"), totalBaseVat: d("500.00"), totalServices: d("0") } }),
    ).not.toThrow();
    expect(
      refusalOf(
        rules({
          ...guest,
          totals: { grandTotal: d("123.01"), totalBaseVat: d("100.01"), totalServices: d("100.01") },
        }),
      ),
    ).toMatchObject({ code: "sale.simplified_invoice.private_services_exceeded", path: "documentType" });
  });
});

describe("billing volume", () => {
  it("sums the year's billing documents in EUR, credit notes subtracting", () => {
    expect(billedVolume([]).toFixed(2)).toBe("0.00");
    expect(
      billedVolume([
        { initials: "FT", grandTotal: "123.00", currencyExchange: "1" },
        { initials: "FR", grandTotal: "50.00", currencyExchange: "0.5" },
        { initials: "FS", grandTotal: "10.00", currencyExchange: "1" },
        { initials: "ND", grandTotal: "5.00", currencyExchange: "1" },
        { initials: "NC", grandTotal: "30.00", currencyExchange: "1" },
        // Not billing documents: not counted.
        { initials: "OR", grandTotal: "1000.00", currencyExchange: "1" },
        { initials: "GT", grandTotal: "1000.00", currencyExchange: "1" },
      ]).toFixed(2),
    ).toBe("133.00");
  });

  it("applies to billing documents being finished on a plan with a limit", () => {
    const limit = d("200.00");
    expect(billingVolumeApplies("FT", true, limit)).toBe(true);
    expect(billingVolumeApplies("NC", true, limit)).toBe(true);
    expect(billingVolumeApplies("FT", false, limit)).toBe(false);
    expect(billingVolumeApplies("FT", true, null)).toBe(false);
    expect(billingVolumeApplies("OR", true, limit)).toBe(false);
  });

  const volume = (over: Partial<Parameters<typeof checkBillingVolume>[0]>) => () =>
    checkBillingVolume({
      initials: "FT",
      finishing: true,
      limit: d("200.00"),
      billed: d("77.00"),
      eurTotal: d("123.00"),
      ...over,
    });

  it("may be reached but not passed", () => {
    expect(volume({ billed: d("76.99") })).not.toThrow();
    expect(volume({})).not.toThrow();
    expect(refusalOf(volume({ billed: d("77.01") }))).toMatchObject({
      code: "sale.billing_volume.exceeded",
      params: { limit: "200.00" },
      path: undefined,
    });
  });

  it("does not limit drafts, plans without a limit, or documents that are not billing documents", () => {
    expect(volume({ billed: d("500.00"), finishing: false })).not.toThrow();
    expect(volume({ billed: d("500.00"), limit: null })).not.toThrow();
    expect(volume({ billed: d("500.00"), initials: "OR" })).not.toThrow();
  });

  it("adds nothing for a credit note, which is refused only while the volume stands past the limit", () => {
    expect(volume({ initials: "NC", billed: d("200.00"), eurTotal: d("500.00") })).not.toThrow();
    expect(refusalOf(volume({ initials: "NC", billed: d("200.01") }))).toMatchObject({
      code: "sale.billing_volume.exceeded",
    });
  });
});
