// v1 sales create, update and summary: every refusal about the lines and the pricing fields
// (items, formats, discounts, shipping, VAT exemptions, Não fazer nada, the total), each with
// its status, envelope and message; create and summary refuse alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../generated/types/v1.ts";
import type { TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
const untyped = untypedCalls(() => s);
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
  await createItem(s, "SERV-1", { type: "Serviços" });
  const old = await createItem(s, "ANTIGO");
  const upd = await s.v1().POST("/items/{id}/update", {
    params: { path: { id: old } },
    body: {
      reference: "ANTIGO",
      description: "Artigo antigo",
      unit: "UN",
      vat: 23,
      type: "Mercadorias",
      active: false,
    },
  });
  expect(upd.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Line = SaleBody["items"][number];
const line = (extra: Partial<Line> = {}): Line => ({ id: "PAO-1", price: "10.00", quantity: 1, vat: 23, ...extra });
const body = (items: Line[], extra: Partial<SaleBody> = {}) => invoice(customer, items, extra);

/** The summary body of a sale body: the pricing fields only. */
function summaryOf(b: SaleBody) {
  const {
    document_type,
    final_discount_financial,
    final_discount_global,
    shipping_mode,
    shipping_value,
    shipping_vat,
    currency,
    currency_exchange,
    vat_type,
    irs_retention_tax,
    items,
  } = b;
  return {
    document_type,
    final_discount_financial,
    final_discount_global,
    shipping_mode,
    shipping_value,
    shipping_vat,
    currency,
    currency_exchange,
    vat_type,
    irs_retention_tax,
    items,
  };
}

/** Refused alike by create, by update of a draft, and by summary. */
async function refusedEverywhere(b: SaleBody, expected: ExpectedRefusal): Promise<void> {
  expectRefusal(await s.v1().POST("/sales/create", { body: b }), expected);
  const draft = await createSale(s, body([line()]));
  expectRefusal(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), expected);
  const unchanged = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
  expect(unchanged.data!.data.grand_total).toBe(12.3);
  expectRefusal(await s.v1().POST("/sales/summary", { body: summaryOf(b) }), expected);
}

/** A format refusal of a field: what the message says is expected there. */
function format(field: string, line: number | undefined, expected: RegExp): ExpectedRefusal {
  const prefix = line === undefined ? "" : `Linha ${line}: `;
  const name = field.replace(/^items\[[0-9]+\]\./, "");
  return {
    code: "request.field.invalid",
    field,
    line,
    message: new RegExp(`^${prefix}O valor indicado para o campo ${name} não é válido \\(esperado: ${expected.source}`),
  };
}
const places5 = /um número inferior a 10000000000 com até 5 casas decimais \(0\.00000\)\)$/;
const places2 = /um número inferior a 10000000000 com até 2 casas decimais \(0\.00\)\)$/;

describe("the items", () => {
  it("refuses a document without items or with more than 100", async () => {
    const expected = {
      code: "request.field.invalid",
      field: "items",
      message: /^O valor indicado para o campo items não é válido \(esperado: .*1 a 100/,
    } as const;
    // No item at all: the service's own words, which clients match.
    await refusedEverywhere(body([]), {
      code: "sale.items.empty",
      field: "items",
      message: "Seleccione pelo menos um artigo",
    });
    await refusedEverywhere(body(Array.from({ length: 101 }, () => line())), expected);
    // 100 lines are fine.
    const hundred = await createSale(s, body(Array.from({ length: 100 }, () => line({ price: "0.10" }))));
    expect(hundred.items).toHaveLength(100);
    expect(hundred.grand_total).toBe(12.3);
  });

  it.each([
    ["id", { id: undefined }],
    ["price", { price: undefined }],
    ["quantity", { quantity: undefined }],
    ["vat", { vat: undefined }],
  ])("names the line of a missing %s", async (field, patch) => {
    await refusedEverywhere(body([line(), { ...line(), ...patch } as unknown as Line]), {
      code: "request.field.required",
      field: `items[1].${field}`,
      line: 2,
      message: `Linha 2: É obrigatória a indicação de um valor para o campo ${field}`,
    });
  });

  it("refuses an unknown or inactive item, naming the line", async () => {
    await refusedEverywhere(body([line(), line({ id: "NAO-EXISTE" })]), {
      code: "item.not_found",
      field: "items[1].id",
      line: 2,
      message: "Linha 2: O artigo não existe",
    });
    await refusedEverywhere(body([line({ id: 999999 })]), { code: "item.not_found", field: "items[0].id", line: 1 });
    await refusedEverywhere(body([line({ id: "ANTIGO" })]), {
      code: "item.inactive",
      field: "items[0].id",
      line: 1,
      message: "Linha 1: O artigo não se encontra activo",
    });
  });

  it("refuses an unknown VAT rate or exemption, naming the line", async () => {
    await refusedEverywhere(body([line({ vat: "IVA Luxo" })]), {
      code: "vat_rate.not_found",
      field: "items[0].vat",
      line: 1,
      message: "Linha 1: A taxa de IVA indicada no campo vat não existe",
    });
    await refusedEverywhere(body([line({ vat: 0, vat_exemption: "M77" })]), {
      code: "vat_exemption.not_found",
      field: "items[0].vat_exemption",
      line: 1,
      message: "Linha 1: O motivo de isenção de IVA indicado no campo vat_exemption não existe",
    });
  });
});

describe("a VAT rate sent as a number", () => {
  it("names the configured rate it rounds to within 0.05 points; further away it is unknown", async () => {
    // 22.99 is what a shop computes from rounded amounts: the 23% rate.
    const summary = await s.v1().POST("/sales/summary", { body: summaryOf(body([line({ vat: "22.99" })])) });
    expect(summary.error).toBeUndefined();
    expect([summary.data!.data.total_vat, summary.data!.data.grand_total].map(Number)).toEqual([2.3, 12.3]);
    for (const vat of ["23.04", "22,96", "22.95", "23.05%"]) {
      const near = await s.v1().POST("/sales/summary", { body: summaryOf(body([line({ vat })])) });
      expect([vat, near.error]).toEqual([vat, undefined]);
      expect(Number(near.data!.data.total_vat)).toBe(2.3);
    }
    // Created and stored with the configured rate, not the rate sent.
    const sale = await createSale(s, body([line({ vat: "5.99" })]));
    expect(sale.items[0]!.vat).toMatchObject({ description: "IVA Reduzida", saft_region: "PT" });
    expect(Number(sale.items[0]!.vat!.tax)).toBe(6);
    expect(sale.items[0]!.total_vat).toBe(0.6);
    const unknown = {
      code: "vat_rate.not_found",
      field: "items[0].vat",
      line: 1,
      message: "Linha 1: A taxa de IVA indicada no campo vat não existe",
    } as const;
    await refusedEverywhere(body([line({ vat: "21.50" })]), unknown);
    await refusedEverywhere(body([line({ vat: "22.94" })]), unknown);
  });

  it("names the configured rate on items too", async () => {
    const id = await createItem(s, "ARRED-1", { vat: "12.99" });
    const item = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    expect(item.data!.data[0]!.vat).toMatchObject({ description: "IVA Intermédia", saft_region: "PT" });
    expectRefusal(
      await s.v1().POST("/items/create", {
        body: { reference: "ARRED-2", description: "Artigo ARRED-2", unit: "UN", vat: "12.90", type: "Mercadorias" },
      }),
      {
        code: "vat_rate.not_found",
        field: "vat",
        message: "A taxa de IVA indicada no campo vat não existe",
      },
    );
  });
});

// The closed list the spec declares for vat_exemption: the client types offer every code.
const EXEMPTION_CODES = [
  "M01",
  "M02",
  "M04",
  "M05",
  "M06",
  "M07",
  "M09",
  "M10",
  "M11",
  "M12",
  "M13",
  "M14",
  "M15",
  "M16",
  "M18",
  "M19",
  "M20",
  "M21",
  "M25",
  "M26",
  "M30",
  "M31",
  "M32",
  "M34",
  "M40",
  "M41",
  "M42",
  "M43",
  "M99",
] as const satisfies readonly components["schemas"]["VatExemptionCode"][];
const allCodes: [Exclude<components["schemas"]["VatExemptionCode"], (typeof EXEMPTION_CODES)[number]>] extends [never]
  ? true
  : false = true;

describe("a VAT exemption", () => {
  it("accepts the ID and each code, regardless of case and spaces; another text is an unknown exemption", async () => {
    expect(allCodes).toBe(true);
    const exempt = EXEMPTION_CODES.filter((c) => c !== "M18").map((vat_exemption) => line({ vat: 0, vat_exemption }));
    const summary = await s
      .v1()
      .POST("/sales/summary", { body: summaryOf(body([...exempt, line({ vat: 23, vat_exemption: "M18" })])) });
    expect(summary.error).toBeUndefined();
    expect(summary.data!.data.total_vat).toBe(2.3);
    // Each form names the exemption it spells (M07 is ID 7).
    const sale = await createSale(
      s,
      body(["m07", " M07 ", 7, "7"].map((vat_exemption) => line({ vat: 0, vat_exemption }))),
    );
    expect(sale.items.map((l) => [l.vat_exemption_id, l.vatexemption?.code])).toEqual(
      Array.from({ length: 4 }, () => [7, "M07"]),
    );
    for (const vat_exemption of ["Isento", "M3", 999]) {
      await refusedEverywhere(body([line({ vat: 0, vat_exemption })]), {
        code: "vat_exemption.not_found",
        field: "items[0].vat_exemption",
        line: 1,
        message: "Linha 1: O motivo de isenção de IVA indicado no campo vat_exemption não existe",
      });
    }
  });

  it("is read alike on items and customers", async () => {
    const item = await s.v1().POST("/items/create", {
      body: {
        reference: "LIVRO-M07",
        description: "Livro isento",
        unit: "UN",
        vat: 0,
        vat_exemption: "m07",
        type: "Mercadorias",
      },
    });
    expect(item.error).toBeUndefined();
    const found = await s.v1().POST("/items/find", { body: { value: item.data!.data.id, search_in: "ID" } });
    expect(found.data!.data[0]!.vatexemption).toMatchObject({ code: "M07" });
    expectRefusal(
      await s.v1().POST("/items/create", {
        body: {
          reference: "LIVRO-X",
          description: "Livro X",
          unit: "UN",
          vat: 0,
          vat_exemption: "Isento",
          type: "Mercadorias",
        },
      }),
      {
        code: "vat_exemption.not_found",
        field: "vat_exemption",
        message: "O motivo de isenção de IVA indicado no campo vat_exemption não existe",
      },
    );
    expectRefusal(
      await s.v1().POST("/customers/create", {
        body: { name: "Cliente isento", type: "Empresarial", vat_type: "Debitar IVA", vat_exemption: "M3" },
      }),
      {
        code: "vat_exemption.not_found",
        field: "vat_exemption",
      },
    );
  });
});

describe("formats", () => {
  it.each<[string, Partial<Line>, ExpectedRefusal]>([
    ["a price with 6 decimals as text", { price: "1.123456" }, format("items[0].price", 1, places5)],
    ["a quantity with 6 decimals as text", { quantity: "2,000001" }, format("items[0].quantity", 1, /.*/)],
    ["a price that is not a number", { price: "doze" }, format("items[0].price", 1, /.*/)],
    ["a discount with 3 decimals as text", { discount: "10.555" }, format("items[0].discount", 1, places2)],
  ])("refuses %s, naming the line", async (_name, patch, expected) => {
    await refusedEverywhere(body([line(patch)]), expected);
  });

  it("reads a JSON number at the field's places, rounded half away from zero", async () => {
    // Floating point cannot carry a decimal exactly: 10.123456 is read as 10.12346 (a price,
    // 5 places), 10.555 as 10.56 (a discount, 2 places), 0.1 + 0.2 as 0.3.
    const sale = await createSale(s, body([line({ price: 10.123456, quantity: 0.1 + 0.2, discount: 10.555 })]));
    expect(sale.items[0]).toMatchObject({ unit_price: 10.12346, quantity: 0.3, discount: 10.56 });
  });

  it("accepts 5 decimals, commas and digit strings", async () => {
    const sale = await createSale(s, body([line({ price: "0,33333", quantity: "3.00000", discount: "0,00" })]));
    // 0.99999 -> 1.00 base, VAT 0.23.
    expect([sale.items[0]!.unit_price, sale.items[0]!.quantity, sale.total_base_vat, sale.grand_total]).toEqual([
      0.33333, 3, 1, 1.23,
    ]);
  });

  it.each([
    ["final_discount_financial", "1.555"],
    ["final_discount_global", "1,555"],
    ["irs_retention_tax", "11.505"],
    ["shipping_value", "1.005"],
  ])("refuses %s with more than 2 decimals as text", async (field, value) => {
    await refusedEverywhere(body([line()], { [field]: value, shipping_vat: 23 }), format(field, undefined, places2));
  });

  it("refuses an exchange rate that is not a number or not above zero", async () => {
    await refusedEverywhere(body([line()], { currency_exchange: "um" }), {
      code: "request.field.invalid",
      field: "currency_exchange",
    });
    await refusedEverywhere(body([line()], { currency_exchange: "0" }), {
      code: "document.currency_exchange.not_positive",
      field: "currency_exchange",
    });
    await refusedEverywhere(body([line()], { currency: "Dobrão" }), {
      code: "currency.not_found",
      field: "currency",
      message: "A moeda indicada no campo currency não existe",
    });
  });
});

describe("amounts and discounts", () => {
  it("refuses a negative price, a quantity of zero or below and a line discount outside 0-100%", async () => {
    await refusedEverywhere(body([line(), line({ quantity: "0" })]), {
      code: "sale.line.quantity.not_positive",
      field: "items[1].quantity",
      line: 2,
      message: "Linha 2: A quantidade indicada no campo quantity deve ser superior a zero",
    });
    await refusedEverywhere(body([line({ quantity: -1 })]), {
      code: "sale.line.quantity.not_positive",
      field: "items[0].quantity",
      line: 1,
    });
    await refusedEverywhere(body([line({ price: "-5.00" })]), {
      code: "amount.negative",
      field: "items[0].price",
      line: 1,
      message: "Linha 1: O valor indicado no campo price não pode ser negativo",
    });
    const discount = {
      code: "rate.out_of_range",
      field: "items[0].discount",
      line: 1,
      message: "Linha 1: O campo discount deve ser uma percentagem entre 0.00 e 100.00",
    } as const;
    await refusedEverywhere(body([line({ discount: -5 })]), discount);
    await refusedEverywhere(body([line({ discount: "100.01" })]), discount);
  });

  it("refuses a global discount above 100% and a withholding rate above 100%", async () => {
    await refusedEverywhere(body([line()], { final_discount_global: "100.50" }), {
      code: "rate.out_of_range",
      field: "final_discount_global",
      message: "O campo final_discount_global deve ser uma percentagem entre 0.00 e 100.00",
    });
    await refusedEverywhere(body([line()], { irs_retention_tax: "101" }), {
      code: "rate.out_of_range",
      field: "irs_retention_tax",
    });
  });

  it("refuses a financial discount above the sum of the items' unit prices, not above the total", async () => {
    // Unit prices 10.00 + 10.00 = 20.00 although the lines are worth 5 x 10.00 + 1 x 10.00.
    const items = [line({ quantity: 5 }), line({ id: "SERV-1" })];
    await refusedEverywhere(body(items, { final_discount_financial: "20.01" }), {
      code: "sale.final_discount_financial.too_high",
      field: "final_discount_financial",
      message: "O desconto financeiro não pode ser superior à soma dos preços unitários dos artigos",
    });
    const sale = await createSale(s, body(items, { final_discount_financial: "20,00" }));
    // 60.00 - 20.00 = 40.00 + 23% = 49.20.
    expect([sale.final_discount_financial, sale.net_total, sale.grand_total]).toEqual([20, 40, 49.2]);
  });

  it("refuses a total of zero or below, in summary too", async () => {
    const cases: [SaleBody, string][] = [
      [body([line({ price: 0 })]), "0.00"],
      [body([line({ discount: 100 })]), "0.00"],
      [body([line()], { final_discount_global: 100 }), "0.00"],
      // A financial discount equal to the unit prices of lines worth less than that:
      // 5.00 - 10.00 = -5.00, VAT -1.15.
      [body([line({ price: "10.00", quantity: "0.5" })], { final_discount_financial: "10.00" }), "-6.15"],
    ];
    for (const [b, total] of cases) {
      await refusedEverywhere(b, {
        code: "sale.total.not_positive",
        message: `O total do documento (${total}) não pode ser negativo ou zero`,
      });
    }
  });
});

describe("shipping", () => {
  it("refuses a shipping value without its mode and VAT (all or none)", async () => {
    const incomplete = (field: string) =>
      ({
        code: "sale.shipping.incomplete",
        field,
        message: `Os dados das despesas de transporte estão incompletos: falta o campo ${field}`,
      }) as const;
    await refusedEverywhere(body([line()], { shipping_value: "4.50" }), incomplete("shipping_mode"));
    await refusedEverywhere(body([line()], { shipping_value: "4.50", shipping_vat: 23 }), incomplete("shipping_mode"));
    await refusedEverywhere(
      body([line()], { shipping_value: "4.50", shipping_mode: "Transportadora" }),
      incomplete("shipping_vat"),
    );
    await refusedEverywhere(
      body([line()], { shipping_mode: "Correio", shipping_value: "4.50", shipping_vat: "" }),
      incomplete("shipping_vat"),
    );
  });

  it("refuses an unknown shipping mode or shipping VAT", async () => {
    await refusedEverywhere(body([line()], { shipping_mode: "Drone", shipping_value: "4.50", shipping_vat: 23 }), {
      code: "shipping_mode.not_found",
      field: "shipping_mode",
      message: "O modo de expedição indicado no campo shipping_mode não existe",
    });
    await refusedEverywhere(
      body([line()], { shipping_value: "4.50", shipping_mode: "Transportadora", shipping_vat: "IVA Luxo" }),
      { code: "vat_rate.not_found", field: "shipping_vat" },
    );
  });

  it("refuses a shipping VAT other than 0% with Não fazer nada", async () => {
    const exempt = line({ vat: 0, vat_exemption: "M07" });
    await refusedEverywhere(
      body([exempt], {
        vat_type: "Não fazer nada",
        shipping_value: "4.50",
        shipping_mode: "Transportadora",
        shipping_vat: 23,
      }),
      {
        code: "sale.shipping_vat.not_zero",
        field: "shipping_vat",
        message:
          "Quando o tipo de IVA seleccionado é «Não fazer nada» a taxa de IVA das despesas de transporte (shipping_vat) deve ser 0%",
      },
    );
  });
});

describe("VAT exemptions and Não fazer nada", () => {
  it("refuses an exemption on a line whose VAT rate is not 0%", async () => {
    await refusedEverywhere(body([line(), line({ vat: 23, vat_exemption: "M07" })]), {
      code: "sale.line.vat_exemption.rate_not_zero",
      field: "items[1].vat_exemption",
      line: 2,
      message: "Linha 2: Quando existe isenção de IVA é obrigatório que a taxa de IVA seja zero",
    });
    await refusedEverywhere(body([line({ vat: "IVA Reduzida", vat_exemption: 16 })]), {
      code: "sale.line.vat_exemption.rate_not_zero",
      field: "items[0].vat_exemption",
      line: 1,
    });
    // M18 is "no exemption": fine with any rate.
    const sale = await createSale(s, body([line({ vat_exemption: "M18" })]));
    expect(sale.items[0]!.vatexemption?.code).toBe("M18");
  });

  it("refuses a 0% line without an exemption reason", async () => {
    await refusedEverywhere(body([line({ vat: "Isento" })]), {
      code: "sale.line.vat_exemption.missing",
      field: "items[0].vat_exemption",
      line: 1,
      message: "Linha 1: Com a taxa de IVA 0% é obrigatória a indicação do motivo de isenção de IVA (vat_exemption)",
    });
  });

  it("with Não fazer nada every line needs a 0% rate and an exemption reason", async () => {
    const ok = line({ vat: 0, vat_exemption: "M07" });
    const message = (n: number) =>
      ({
        code: "sale.line.vat.not_exempt",
        field: `items[${n - 1}].vat`,
        line: n,
        message: `Linha ${n}: Quando o tipo de IVA seleccionado é «Não fazer nada» todos os artigos do documento devem ter a Taxa de IVA 0% e o respectivo motivo de isenção de IVA aplicado`,
      }) as const;
    await refusedEverywhere(body([ok, line({ vat: 23 })], { vat_type: "Não fazer nada" }), message(2));
    await refusedEverywhere(body([line({ vat: 0 }), ok], { vat_type: "Não fazer nada" }), message(1));
    await refusedEverywhere(
      body([ok, ok, line({ vat: 6, vat_exemption: "M18" })], { vat_type: "Não fazer nada" }),
      message(3),
    );
    const sale = await createSale(
      s,
      body([ok, line({ vat: "0.00", vat_exemption: "M99" })], { vat_type: "Não fazer nada" }),
    );
    expect([sale.total_vat, sale.grand_total]).toEqual([0, 20]);
  });
});

describe("summary's own refusals", () => {
  it("refuses a missing, unknown or inactive document type, and a missing vat_type", async () => {
    const items = [line()];
    const r1 = await untyped.send("/sales/summary", { vat_type: "Debitar IVA", items });
    expectRefusal(r1, { code: "request.field.required", field: "document_type" });
    expectRefusal(await untyped.send("/sales/summary", { document_type: "Factura", items }), {
      code: "request.field.required",
      field: "vat_type",
    });
    expectRefusal(
      await s.v1().POST("/sales/summary", { body: { document_type: "Recibo Verde", vat_type: "Debitar IVA", items } }),
      {
        code: "document_type.not_found",
        field: "document_type",
        message: "O tipo de documento não existe ou não se encontra activo",
      },
    );
    const types = await s.v1().POST("/administration/documentstypes/find", { body: { value: "Encomenda" } });
    const type = types.data!.data.find((t) => t.saft_initials === "NE")!;
    const off = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: type.id } },
      body: { print_report: "A4", active: false },
    });
    expect(off.error).toBeUndefined();
    try {
      expectRefusal(
        await s.v1().POST("/sales/summary", { body: { document_type: "Encomenda", vat_type: "Debitar IVA", items } }),
        { code: "document_type.inactive", field: "document_type" },
      );
    } finally {
      await s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id: type.id } },
        body: { print_report: "A4", active: true },
      });
    }
  });
});
