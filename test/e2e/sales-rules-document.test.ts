// v1 sales create and update: every refusal about the document as a whole (customer and
// address, identification and simplified-invoice limits, dates, document type and series,
// demo and plan limits, locations, the :id), each with its code, field and, where it matters, message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../generated/types/v1.ts";
import type { TestServer } from "../support/server.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
import {
  COMPANY,
  PRIVATE,
  TODAY,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  postUntyped,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let company: number;
let person: number;
let anonymous: number;
let finalConsumer: number;

beforeAll(async () => {
  s = await startSalesServer();
  company = await createCustomer(s, COMPANY);
  person = await createCustomer(s, PRIVATE);
  anonymous = await createCustomer(s, {
    name: "Cliente sem contribuinte",
    type: "Particular",
    vat_type: "Debitar IVA",
  });
  finalConsumer = (
    await s.v1().POST("/customers/find", { body: { value: "999999990", search_in: "Vat Number" } })
  ).data!.data.find((c) => c.name === "Consumidor Final")!.id;
  await createItem(s, "PAO-1");
  await createItem(s, "SERV-1", { type: "Serviços" });
  const closed = await s.v1().POST("/subscription/locations/create", {
    body: {
      description: "Loja Fechada",
      country: "Portugal",
      address: "Rua Velha, 1",
      city: "Braga",
      postal_code: "4700-001",
      active: false,
    },
  });
  expect(closed.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Line = SaleBody["items"][number];
const line = (extra: Partial<Line> = {}): Line => ({ id: "PAO-1", price: "10.00", quantity: 1, vat: 23, ...extra });
const privateParty = {
  vat_number: PRIVATE.vat_number,
  address: PRIVATE.address,
  city: PRIVATE.city,
  postal_code: PRIVATE.postal_code,
};
const noParty = { vat_number: "", address: "Rua do Sol, 3", city: "Faro", postal_code: "8000-001" };

/** Refused by create, and by update of a draft (which stays as it was). */
async function refused(b: SaleBody, expected: ExpectedRefusal): Promise<void> {
  expectRefusal(await s.v1().POST("/sales/create", { body: b }), expected);
  const draft = await createSale(s, invoice(company, [line()]));
  expectRefusal(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), expected);
  const unchanged = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
  expect(unchanged.data!.data).toMatchObject({ status: "Rascunho", grand_total: 12.3, customer_id: company });
}

async function documentTypeId(initials: string): Promise<number> {
  const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
  return data!.data.find((t) => t.saft_initials === initials)!.id;
}

describe("required fields and formats", () => {
  it.each<[string, Record<string, unknown>, ExpectedRefusal]>([
    [
      "issue_date",
      { issue_date: undefined },
      {
        code: "request.field.required",
        field: "issue_date",
        message: "É obrigatória a indicação de um valor para o campo issue_date",
      },
    ],
    ["document_type", { document_type: undefined }, { code: "request.field.required", field: "document_type" }],
    ["vat_type", { vat_type: undefined }, { code: "request.field.required", field: "vat_type" }],
    ["status", { status: undefined }, { code: "request.field.required", field: "status" }],
    ["items", { items: undefined }, { code: "request.field.required", field: "items" }],
    [
      "an invalid status",
      { status: "Feito" },
      {
        code: "request.field.invalid",
        field: "status",
        message: 'O valor indicado para o campo status não é válido (esperado: um de "Rascunho", "Terminado")',
      },
    ],
    ["an invalid vat_type", { vat_type: "IVA" }, { code: "request.field.invalid", field: "vat_type" }],
    [
      "an issue date not in YYYY-MM-DD",
      { issue_date: "22/11/2026" },
      { code: "request.field.invalid", field: "issue_date" },
    ],
    [
      "an impossible issue date",
      { issue_date: "2026-02-30" },
      { code: "date.invalid", field: "issue_date", message: "A data indicada no campo issue_date não é válida" },
    ],
    ["a due date not in YYYY-MM-DD", { due_date: "2026-12" }, { code: "request.field.invalid", field: "due_date" }],
    ["an impossible due date", { due_date: "2026-11-31" }, { code: "date.invalid", field: "due_date" }],
    ["a customer that is not an ID", { customer: "C0001" }, { code: "request.field.invalid", field: "customer" }],
  ])("refuses %s", async (_name, patch, expected) => {
    await refused({ ...invoice(company, [line()]), ...patch } as SaleBody, expected);
  });
});

describe("customer, address and country", () => {
  it("refuses an unknown customer and customer data neither the request nor the customer's record has", async () => {
    await refused(invoice(999999, [line()]), {
      code: "customer.not_found",
      field: "customer",
      message: "O cliente não existe",
    });
    expectRefusal(await s.v1().POST("/sales/create", { body: invoice(company, [line()], { customer: "" }) }), {
      code: "request.field.required",
      field: "customer",
      message: "É obrigatória a indicação de um valor para o campo customer",
    });
    // The customer created with a name only has no address, city nor postal code.
    const bare = {
      vat_number: undefined,
      address: undefined,
      city: undefined,
      postal_code: undefined,
      country: undefined,
    };
    await refused(invoice(anonymous, [line()], { ...bare, address: "" }), {
      code: "request.field.required",
      field: "address",
    });
    await refused(invoice(anonymous, [line()], { ...bare, address: "Rua do Sol, 3" }), {
      code: "request.field.required",
      field: "city",
    });
    await refused(invoice(anonymous, [line()], { ...bare, address: "Rua do Sol, 3", city: "Faro" }), {
      code: "request.field.required",
      field: "postal_code",
    });
  });

  it("takes the customer data a sale omits from the customer's record", async () => {
    const omitted = {
      vat_number: undefined,
      address: undefined,
      city: undefined,
      postal_code: undefined,
      country: undefined,
    };
    const fromRecord = {
      customer_vat_number: COMPANY.vat_number,
      customer_address: COMPANY.address,
      customer_city: COMPANY.city,
      customer_postal_code: COMPANY.postal_code,
      customer_country: "Portugal",
    };
    expect(await createSale(s, invoice(company, [line()], omitted))).toMatchObject(fromRecord);
    // Sent empty is not sent.
    expect(
      await createSale(
        s,
        invoice(company, [line()], { vat_number: "", address: "", city: "", postal_code: "", country: "" }),
      ),
    ).toMatchObject(fromRecord);
    // What is sent wins, field by field.
    expect(
      await createSale(s, invoice(company, [line()], { ...omitted, city: "Gaia", postal_code: "4400-001" })),
    ).toMatchObject({ ...fromRecord, customer_city: "Gaia", customer_postal_code: "4400-001" });
    // The record's address is an address in its country: a sale to another country takes none of it.
    expectRefusal(
      await s.v1().POST("/sales/create", { body: invoice(company, [line()], { ...omitted, country: "ES" }) }),
      { code: "request.field.required", field: "address" },
    );
    // The generic final consumer: 999999990 and an unknown address, as SAF-T has it.
    expect(await createSale(s, invoice(finalConsumer, [line()], omitted))).toMatchObject({
      customer_vat_number: "999999990",
      customer_address: "Desconhecido",
      customer_city: "Desconhecido",
      customer_postal_code: "0000-000",
      customer_country: "Portugal",
    });
  });

  it("refuses an invalid country", async () => {
    await refused(invoice(company, [line()], { country: "Narnia" }), {
      code: "request.field.invalid",
      field: "country",
    });
    await refused(invoice(company, [line()], { delivery_address_country: "Atlantis" }), {
      code: "request.field.invalid",
      field: "delivery_address_country",
    });
  });

  it("requires a NNNN-NNN postal code in Portugal only", async () => {
    await refused(invoice(anonymous, [line()], { ...noParty, postal_code: "" }), {
      code: "request.field.required",
      field: "postal_code",
    });
    await refused(invoice(company, [line()], { postal_code: "4050262" }), {
      code: "postal_code.invalid",
      field: "postal_code",
      message: "O código postal indicado no campo postal_code deve ter o formato NNNN-NNN",
    });
    await refused(
      invoice(company, [line()], { delivery_address_country: "PT", delivery_address_postal_code: "4100" }),
      { code: "postal_code.invalid", field: "delivery_address_postal_code" },
    );
    const spain = await createSale(
      s,
      invoice(company, [line()], {
        country: "ES",
        postal_code: "",
        vat_number: "ESB12345678",
        address: "Calle Mayor, 1",
        city: "Madrid",
      }),
    );
    expect(spain).toMatchObject({
      customer_country: "Spain",
      customer_postal_code: null,
      customer_vat_number: "ESB12345678",
    });
  });

  it("refuses a Portuguese tax number that is not valid", async () => {
    await refused(invoice(company, [line()], { vat_number: "513284924" }), {
      code: "vat_number.invalid",
      field: "vat_number",
      message: "O contribuinte introduzido aparenta ser inválido para Portugal",
    });
  });

  it("refuses the final-consumer tax number for a customer whose record holds a real one, whatever its type", async () => {
    await refused(invoice(company, [line()], { vat_number: "999999990" }), {
      code: "sale.vat_number.final_consumer",
      field: "vat_number",
      message:
        "O contribuinte de consumidor final (999999990) não é permitido para um cliente com contribuinte registado (513284923)",
    });
    await refused(invoice(person, [line()], { ...privateParty, vat_number: "999999990" }), {
      code: "sale.vat_number.final_consumer",
      field: "vat_number",
    });
    // A company-typed customer without a real tax number (as shop integrations create every
    // customer) is invoiced as a final consumer.
    const guest = await createCustomer(s, {
      name: "Cliente da loja",
      vat_number: "999999990",
      type: "Empresarial",
      vat_type: "Debitar IVA",
      address: "Rua da Loja, 1",
      city: "Braga",
      postal_code: "4700-001",
    });
    for (const vat_number of ["999999990", "", undefined]) {
      const sale = await createSale(
        s,
        invoice(guest, [line()], {
          vat_number,
          address: undefined,
          city: undefined,
          postal_code: undefined,
          status: "Terminado",
        }),
      );
      expect(sale).toMatchObject({
        status: "Terminado",
        customer_vat_number: "999999990",
        customer_address: "Rua da Loja, 1",
      });
    }
    // A private customer may buy as a final consumer.
    const sale = await createSale(s, invoice(anonymous, [line()], noParty));
    expect(sale.customer_vat_number).toBe("999999990");
  });
});

describe("identification and simplified-invoice limits", () => {
  // 813.00 at 23% = 999.99; 813.01 at 23% = 813.01 + 186.99 = 1000.00.
  it("an invoice of 1000.00 or more needs the customer's tax number and address", async () => {
    const message = {
      code: "sale.customer.identification_required",
      field: "vat_number",
      message:
        "Os documentos com um total igual ou superior a 1000.00 EUR exigem a identificação e a morada do cliente",
    } as const;
    const below = await createSale(
      s,
      invoice(anonymous, [line({ price: "813.00" })], { ...noParty, status: "Terminado" }),
    );
    expect(below.grand_total).toBe(999.99);
    await refused(invoice(anonymous, [line({ price: "813.01" })], noParty), message);
    await refused(
      invoice(finalConsumer, [line({ price: "813.01" })], {
        vat_number: "999999990",
        address: "Desconhecido",
        city: "Desconhecido",
        postal_code: "0000-000",
      }),
      message,
    );
    await refused(
      invoice(anonymous, [line({ price: "813.01" })], { ...noParty, document_type: "Factura Recibo" }),
      message,
    );
    const identified = await createSale(
      s,
      invoice(person, [line({ price: "813.01" })], { ...privateParty, status: "Terminado" }),
    );
    expect(identified.grand_total).toBe(1000);
  });

  it("Factura Simplificada for a private customer: base up to 1000.00, services up to 100.00", async () => {
    const fs = (items: Line[]) => invoice(person, items, { ...privateParty, document_type: "Factura Simplificada" });
    expect((await createSale(s, fs([line({ price: "1000.00" })]))).total_base_vat).toBe(1000);
    const base = {
      code: "sale.simplified_invoice.private_base_exceeded",
      message: "Uma Factura Simplificada para um particular não pode ter um total sem IVA superior a 1000.00",
    } as const;
    await refused(fs([line({ price: "1000.01" })]), base);
    await refused(fs([line({ price: "600" }), line({ price: "400.01", quantity: 1 })]), base);
    expect(
      (await createSale(s, fs([line({ id: "SERV-1", price: "100.00" }), line({ price: 500 })]))).total_services,
    ).toBe(100);
    await refused(fs([line({ id: "SERV-1", price: "100.01" })]), {
      code: "sale.simplified_invoice.private_services_exceeded",
      message: "Uma Factura Simplificada para um particular não pode ter um total de serviços superior a 100.00",
    });
  });

  it("Factura Simplificada for a company: base up to 100.00", async () => {
    const fs = (price: string) => invoice(company, [line({ price })], { document_type: "FS" });
    expect((await createSale(s, fs("100.00"))).total_base_vat).toBe(100);
    await refused(fs("100.01"), {
      code: "sale.simplified_invoice.company_base_exceeded",
      field: "document_type",
      message: "Uma Factura Simplificada para uma empresa não pode ter um total sem IVA superior a 100.00",
    });
  });

  it("Factura Simplificada under the final-consumer number: the private limits, whatever the customer's type", async () => {
    const guest = await createCustomer(s, {
      name: "Cliente da loja FS",
      vat_number: "999999990",
      type: "Empresarial",
      vat_type: "Debitar IVA",
      address: "Rua da Loja, 2",
      city: "Braga",
      postal_code: "4700-001",
    });
    const fs = (items: Line[]) =>
      invoice(guest, items, {
        document_type: "FS",
        vat_number: undefined,
        address: undefined,
        city: undefined,
        postal_code: undefined,
      });
    expect((await createSale(s, fs([line({ price: "500.00" })]))).total_base_vat).toBe(500);
    await refused(fs([line({ id: "SERV-1", price: "100.01" })]), {
      code: "sale.simplified_invoice.private_services_exceeded",
      field: "document_type",
    });
  });
});

describe("dates", () => {
  it("refuses a due date before the issue date; defaults it from the payment condition", async () => {
    await refused(invoice(company, [line()], { due_date: "2026-11-21" }), {
      code: "sale.due_date.before_issue_date",
      field: "due_date",
      message: "A data de vencimento não pode ser anterior à data do documento (2026-11-22)",
    });
    const same = await createSale(s, invoice(company, [line()], { due_date: TODAY }));
    expect(same.due_date).toBe(TODAY);
    const thirty = await createSale(s, invoice(company, [line()], { payment_condition: "30 dias" }));
    expect(thirty.due_date).toBe("2026-12-22");
  });

  it("refuses to finish a document dated before the last finished one of its type and series", async () => {
    await createSale(s, invoice(company, [line()], { document_type: "Factura Recibo", status: "Terminado" }));
    const earlier = invoice(company, [line()], {
      document_type: "Factura Recibo",
      issue_date: "2026-11-21",
      status: "Terminado",
    });
    const later = {
      code: "document.issue_date.before_last",
      field: "issue_date",
      message: "Já existe um documento do mesmo tipo e série com uma data posterior (2026-11-22)",
    } as const;
    await refused(earlier, later);
    // A draft may carry the date; finishing it is refused.
    const draft = await createSale(s, { ...earlier, status: "Rascunho" });
    expectRefusal(
      await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: earlier }),
      later,
    );
    // Another type has its own order.
    expect((await createSale(s, { ...earlier, document_type: "Factura Pró-forma" })).status).toBe("Terminado");
  });
});

type S = components["schemas"];

// The closed lists the spec declares for document_type: the client types offer every value.
const SALE_TYPE_NAMES = [
  "Factura",
  "Factura Recibo",
  "Factura Simplificada",
  "Nota de Crédito",
  "Nota de Débito",
  "Factura Pró-forma",
  "Orçamento",
  "Encomenda",
  "Guia de Transporte",
  "Guia de Remessa",
  "Guia de Consignação",
  "Guia de Devolução",
  "Guia de movimentação de activos próprios",
] as const satisfies readonly S["SaleDocumentTypeName"][];
const SALE_TYPE_INITIALS = [
  "FT",
  "FR",
  "FS",
  "NC",
  "ND",
  "PF",
  "OR",
  "NE",
  "GT",
  "GR",
  "GC",
  "GD",
  "GA",
] as const satisfies readonly S["SaleDocumentTypeInitials"][];
// Exhaustive both ways: a value the types lack fails `satisfies`, a value the lists lack fails here.
const allNames: [Exclude<S["SaleDocumentTypeName"], (typeof SALE_TYPE_NAMES)[number]>] extends [never] ? true : false =
  true;
const allInitials: [Exclude<S["SaleDocumentTypeInitials"], (typeof SALE_TYPE_INITIALS)[number]>] extends [never]
  ? true
  : false = true;

describe("document type and series", () => {
  it("accepts the ID, each name and each SAF-T initials, regardless of case and spaces; another text is an unknown type", async () => {
    expect([allNames, allInitials]).toEqual([true, true]);
    const summary = (document_type: string | number) =>
      s.v1().POST("/sales/summary", { body: { document_type, vat_type: "Debitar IVA", items: [line()] } });
    for (const document_type of [
      ...SALE_TYPE_NAMES,
      ...SALE_TYPE_INITIALS,
      "factura recibo",
      " ft ",
      "GUIA DE TRANSPORTE",
      await documentTypeId("FS"),
      String(await documentTypeId("FS")),
    ]) {
      const answer = await summary(document_type);
      expect([document_type, answer.error]).toEqual([document_type, undefined]);
      expect(answer.data!.data.grand_total).toBe(12.3);
    }
    // Names and initials name the type they spell.
    for (const [document_type, initials] of [
      ["fr", "FR"],
      ["  factura simplificada", "FS"],
      ["OR", "OR"],
      [await documentTypeId("NE"), "NE"],
    ] as const) {
      const sale = await createSale(s, invoice(company, [line()], { document_type }));
      expect([document_type, sale.documenttype.saft_initials]).toEqual([document_type, initials]);
    }
    const unknown = {
      code: "document_type.not_found",
      field: "document_type",
      message: "O tipo de documento não existe ou não se encontra activo",
    } as const;
    for (const document_type of ["Fatura", "XX", "Factura Recibo Simplificada", 999999, "999999"]) {
      expectRefusal(await summary(document_type), unknown);
      await refused(invoice(company, [line()], { document_type }), unknown);
    }
    const en = await s.v1().POST("/sales/summary", {
      body: { document_type: "Invoice", vat_type: "Debitar IVA", items: [line()] },
      headers: { "Accept-Language": "en" },
    });
    expectRefusal(en, { ...unknown, message: /^The document type/ });
  });

  it("refuses an unknown, inactive or non-sales document type", async () => {
    await refused(invoice(company, [line()], { document_type: "Factura Proforma X" }), {
      code: "document_type.not_found",
      field: "document_type",
      message: "O tipo de documento não existe ou não se encontra activo",
    });
    // The receipt type is not among the sales types' names; by ID it is a type, not of sales.
    await refused(invoice(company, [line()], { document_type: "Recibo de Cliente" }), {
      code: "document_type.not_found",
      field: "document_type",
    });
    await refused(invoice(company, [line()], { document_type: await documentTypeId("RC") }), {
      code: "sale.document_type.not_allowed",
      field: "document_type",
      message: "O tipo de documento Recibo de Cliente não é um tipo de documento de venda",
    });
    const id = await documentTypeId("OR");
    expect(
      (
        await s.v1().POST("/administration/documentstypes/{id}/update", {
          params: { path: { id } },
          body: { print_report: "A4", active: false },
        })
      ).error,
    ).toBeUndefined();
    try {
      await refused(invoice(company, [line()], { document_type: "Orçamento" }), {
        code: "document_type.inactive",
        field: "document_type",
      });
      await refused(invoice(company, [line()], { document_type: id }), {
        code: "document_type.inactive",
        field: "document_type",
      });
    } finally {
      await s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id } },
        body: { print_report: "A4", active: true },
      });
    }
  });

  it("refuses an unknown series, one not assigned to the type, and a type without a preset series", async () => {
    await refused(invoice(company, [line()], { serie: "1999" }), {
      code: "serie.not_found",
      field: "serie",
      message: "A série indicada no campo serie não existe",
    });
    const loose = await s
      .v1()
      .POST("/administration/series/create", { body: { description: "SOLTA", valid_until: 2026 } });
    expect(loose.error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "SOLTA" }), {
      code: "document.serie.not_assigned",
      field: "serie",
      message: "A série SOLTA não está associada ao tipo de documento Factura",
    });
    const typeId = await documentTypeId("NE");
    await s.store.db
      .updateTable("document_type_series")
      .set({ is_default: 0 })
      .where("document_type_id", "=", typeId)
      .execute();
    try {
      await refused(invoice(company, [line()], { document_type: "Encomenda" }), {
        code: "document.serie.missing",
        field: "serie",
        message: "Não foi indicada a série e o tipo de documento Encomenda não tem uma série predefinida",
      });
    } finally {
      await s.store.db
        .updateTable("document_type_series")
        .set({ is_default: 1 })
        .where("document_type_id", "=", typeId)
        .execute();
    }
  });

  it("refuses an inactive or expired series", async () => {
    const created = await s.v1().POST("/administration/series/create", {
      body: { description: "2026-B", valid_until: 2026, assign_to_all: true },
    });
    expect(created.error).toBeUndefined();
    const id = created.data!.data.id;
    const update = (body: { valid_until: number; active: boolean }) =>
      s.v1().POST("/administration/series/{id}/update", {
        params: { path: { id } },
        body: { description: "2026-B", ...body },
      });
    expect((await update({ valid_until: 2026, active: false })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B" }), {
      code: "document.serie.inactive",
      field: "serie",
      message: "A série 2026-B não se encontra activa no tipo de documento Factura",
    });
    expect((await update({ valid_until: 2025, active: true })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B" }), {
      code: "document.serie.expired",
      field: "serie",
      message: "A série encontra-se expirada",
    });
    // A series valid until 2026 cannot carry a 2027 document.
    expect((await update({ valid_until: 2026, active: true })).error).toBeUndefined();
    await refused(invoice(company, [line()], { serie: "2026-B", issue_date: "2027-01-04" }), {
      code: "document.serie.expired",
      field: "serie",
    });
  });

  it("refuses to finish in a series not communicated to the tax authority; a draft is fine", async () => {
    const created = await s.v1().POST("/administration/series/create", {
      body: { description: "NAOCOM", valid_until: 2026, assign_to_all: true },
    });
    expect(created.error).toBeUndefined();
    const body = invoice(company, [line()], { serie: "NAOCOM", status: "Terminado" });
    await refused(body, {
      code: "document.serie.not_communicated",
      field: "serie",
      message:
        "A série não se encontra comunicada à AT no tipo de documento seleccionado. A partir de 2023 passou a ser um requisito obrigatório",
    });
    const draft = await createSale(s, { ...body, status: "Rascunho" });
    expect(draft).toMatchObject({ status: "Rascunho", serie: { description: "NAOCOM" }, number: null });
  });

  it("refuses a reference to another sale on a document that is not a credit or debit note", async () => {
    const original = await createSale(s, invoice(company, [line()], { status: "Terminado" }));
    await refused(invoice(company, [line()], { sale_reference_id: original.id }), {
      code: "sale.sale_reference_id.not_corrective",
      field: "sale_reference_id",
      message: "Só as Notas de Crédito e as Notas de Débito podem referir outro documento (sale_reference_id)",
    });
  });
});

describe("locations and currency", () => {
  it("refuses an unknown or inactive location", async () => {
    await refused(invoice(company, [line()], { location_origin: "Armazém Fantasma" }), {
      code: "location.not_found",
      field: "location_origin",
      message: "O local indicado no campo location_origin não existe",
    });
    await refused(invoice(company, [line()], { location_origin: "Loja Fechada" }), {
      code: "location.inactive",
      field: "location_origin",
    });
    await refused(invoice(company, [line()], { location_destiny: 999 }), {
      code: "location.not_found",
      field: "location_destiny",
    });
  });

  it("refuses an unknown currency and an exchange rate of zero", async () => {
    await refused(invoice(company, [line()], { currency: "Dobrão" }), {
      code: "currency.not_found",
      field: "currency",
    });
    await refused(invoice(company, [line()], { currency_exchange: 0 }), {
      code: "document.currency_exchange.not_positive",
      field: "currency_exchange",
    });
    await refused(invoice(company, [line()], { currency_exchange: "x1" }), {
      code: "request.field.invalid",
      field: "currency_exchange",
    });
  });

  it("refuses unknown payment and other references", async () => {
    await refused(invoice(company, [line()], { payment_method: "Bitcoin" }), {
      code: "payment_method.not_found",
      field: "payment_method",
      message: "O método de pagamento indicado no campo payment_method não existe",
    });
    await refused(invoice(company, [line()], { payment_condition: "120 dias" }), {
      code: "payment_condition.not_found",
      field: "payment_condition",
    });
    await refused(invoice(company, [line()], { price: "Revenda" }), { code: "price.not_found", field: "price" });
    await refused(invoice(company, [line()], { employee: "ninguem@example.pt" }), {
      code: "employee.not_found",
      field: "employee",
    });
  });
});

describe("demo and plan limits", () => {
  it("in demo mode a document total may not exceed 10000.00 EUR", async () => {
    const demo = s.account.test_api_token;
    const customer = await createCustomer(s, COMPANY, demo);
    await createItem(s, "PAO-1", { token: demo });
    // 8130.08 + 23% (1869.92) = 10000.00; 8130.09 + 1869.92 = 10000.01.
    const at = await s
      .v1(demo)
      .POST("/sales/create", { body: invoice(customer, [line({ price: "8130.08" })], { status: "Terminado" }) });
    expect(at.error).toBeUndefined();
    expect(at.data!.data.grand_total).toBe(10000);
    const over = invoice(customer, [line({ price: "8130.09" })]);
    expectRefusal(await s.v1(demo).POST("/sales/create", { body: over }), {
      code: "sale.demo.total_exceeded",
      message:
        "Em modo de demonstração o total de um documento não pode ser superior a 10000.00 EUR (este tem 10000.01 EUR)",
    });
    // The limit is in EUR: 9300.00 + 23% = 11439.00 in a currency at 0.5 is 5719.50 EUR.
    const usd = await s.v1(demo).POST("/administration/currencies/create", {
      body: { description: "Dólar", symbol: "$", code_iso: "USD", exchange_sale: "0.5" },
    });
    expect(usd.error).toBeUndefined();
    const converted = await s.v1(demo).POST("/sales/create", {
      body: invoice(customer, [line({ price: "9300" })], { currency: "USD", currency_exchange: "0.5" }),
    });
    expect(converted.error).toBeUndefined();
    // The same document in production is fine.
    expect((await createSale(s, invoice(company, [line({ price: "8130.09" })]))).grand_total).toBe(10000.01);
  });

  it("refuses to finish billing documents past the plan's billing volume", async () => {
    const keys = await s.newAccount({ name: "Conta pequena" });
    await s.store.db
      .updateTable("accounts")
      .set({ billing_volume_limit: "200.00" })
      .where("id", "=", keys.account_id)
      .execute();
    const customer = await createCustomer(s, COMPANY, keys.api_token);
    await createItem(s, "PAO-1", { token: keys.api_token });
    const v1 = s.v1(keys.api_token);
    // 100.00 + 23% = 123.00 billed; another 123.00 would make 246.00.
    expect(
      (await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }) }))
        .error,
    ).toBeUndefined();
    const message = {
      code: "sale.billing_volume.exceeded",
      message: "Foi atingido o volume de facturação anual do plano (200.00 EUR)",
    } as const;
    expectRefusal(
      await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }) }),
      message,
    );
    const draft = await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 100 })]) });
    expect(draft.error).toBeUndefined();
    expectRefusal(
      await v1.POST("/sales/{id}/update", {
        params: { path: { id: draft.data!.data.id } },
        body: invoice(customer, [line({ price: 100 })], { status: "Terminado" }),
      }),
      message,
    );
    // Documents that are not accounting documents are not counted nor refused.
    expect(
      (
        await v1.POST("/sales/create", {
          body: invoice(customer, [line({ price: 100 })], { document_type: "Orçamento", status: "Terminado" }),
        })
      ).error,
    ).toBeUndefined();
    // 60.00 + 23% = 73.80 still fits (123.00 + 73.80 = 196.80).
    expect(
      (await v1.POST("/sales/create", { body: invoice(customer, [line({ price: 60 })], { status: "Terminado" }) }))
        .error,
    ).toBeUndefined();
  });
});

describe("the :id of update and delete", () => {
  it.each([
    "update",
    "delete",
    "cancel",
    "duplicate",
    "receipt",
    "credit_note",
    "debit_note",
    "download",
    "sign",
    "generate_mbref",
    "generate_mbway",
  ])("answers an invalid :id of %s with an error about the id field", async (operation) => {
    const answer = await postUntyped(s, `/sales/doze/${operation}`, { ...invoice(company, [line()]) });
    expectRefusal(answer, {
      code: "request.field.invalid",
      field: "id",
      message: /^O valor indicado para o campo id não é válido/,
    });
  });

  it("answers an unknown :id with an error about the id field", async () => {
    expectRefusal(
      await s.v1().POST("/sales/{id}/update", { params: { path: { id: 424242 } }, body: invoice(company, [line()]) }),
      { code: "sale.not_found", field: "id", message: "O documento não existe" },
    );
    expectRefusal(await s.v1().POST("/sales/{id}/delete", { params: { path: { id: 424242 } } }), {
      code: "sale.not_found",
      field: "id",
    });
  });
});
