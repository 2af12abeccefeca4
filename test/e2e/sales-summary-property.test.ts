// Property: sales/summary and sales/create agree on the body they share. For generated sale
// bodies (customers of both types, with and without a real tax number, 999999990 or a real or
// invalid NIF or none, addresses given or taken from the record, lines with rates, rates sent
// in floating point, exemptions and discounts, shipping, document types, production and demo
// keys), whenever summary answers 200, create with the same body plus the fields only create
// takes answers 200 with the same totals; whenever summary refuses, create refuses with the
// same code and field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { TestServer } from "../support/server.ts";
import { failureOf } from "../support/refusals.ts";
import { postUntyped } from "../support/calls.ts";
import { COMPANY, PRIVATE, TODAY, createCustomer, createItem, startSalesServer } from "./sales-fixtures.ts";

let s: TestServer;

type CustomerKind =
  "companyWithNif" | "companyFinalConsumer" | "privateWithNif" | "privateBare" | "generic" | "unknown";

/** The customers of each data set (production and demo keys see their own). */
const customers = new Map<string, Record<CustomerKind, number>>();

beforeAll(async () => {
  s = await startSalesServer();
  for (const token of [s.account.api_token, s.account.test_api_token]) {
    await createItem(s, "PAO-1", { token });
    await createItem(s, "SERV-1", { type: "Serviços", token });
    const north = await s.v1(token).POST("/subscription/locations/create", {
      body: {
        description: "Armazém Norte",
        country: "Portugal",
        address: "Rua do Porto, 9",
        city: "Maia",
        postal_code: "4470-001",
      },
    });
    expect(north.error).toBeUndefined();
    const generic = await s
      .v1(token)
      .POST("/customers/find", { body: { value: "Consumidor Final", search_in: "Code" } });
    customers.set(token, {
      companyWithNif: await createCustomer(s, COMPANY, token),
      // As shop integrations create their guests: company-typed, with the final-consumer number.
      companyFinalConsumer: await createCustomer(
        s,
        { ...COMPANY, name: "Cliente da loja", vat_number: "999999990" },
        token,
      ),
      privateWithNif: await createCustomer(s, PRIVATE, token),
      privateBare: await createCustomer(
        s,
        { name: "Cliente sem morada", type: "Particular", vat_type: "Debitar IVA" },
        token,
      ),
      generic: generic.data!.data[0]!.id,
      unknown: 999999,
    });
  }
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** One of the values, each as often as its weight: faults are rarer than valid values, so both outcomes are common. */
function weighted<T>(...choices: [T, number][]): fc.Arbitrary<T> {
  return fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));
}

const line = fc.record({
  id: weighted(["PAO-1", 6], ["SERV-1", 3], ["NAO-EXISTE", 1]),
  price: weighted<string | number>(
    ["10.00", 4],
    ["99,99", 2],
    [250, 2],
    ["0.01", 1],
    ["813.01", 2],
    ["2500", 1],
    ["0", 1],
  ),
  quantity: weighted<string | number>([1, 6], ["2", 2], ["0.5", 1], [3, 1], [0, 1]),
  discount: weighted<string | number | undefined>([undefined, 8], ["10.00", 2], [100, 1], ["150", 1]),
  // 22.99 is 23% (a rate computed in floating point); 21 is no configured rate.
  vat: weighted<string | number>([23, 6], ["22.99", 2], ["13", 2], [6, 2], ["0.00", 2], ["21", 1]),
  vat_exemption: weighted<string | number | undefined>([undefined, 8], ["M07", 2], ["M18", 1], [18, 1], ["M99", 1]),
});

const body = fc.record({
  token: weighted<"production" | "demo">(["production", 3], ["demo", 1]),
  document_type: weighted(
    ["Factura", 6],
    ["FT", 1],
    ["Factura Recibo", 2],
    ["Factura Simplificada", 3],
    ["Orçamento", 1],
    ["Encomenda", 1],
    ["Factura Pró-forma", 1],
    ["Guia de Transporte", 2],
    ["Recibo de Cliente", 1],
  ),
  waybill_global: weighted<boolean | undefined>([undefined, 10], [true, 1], [false, 1]),
  customer: weighted<CustomerKind>(
    ["companyWithNif", 3],
    ["companyFinalConsumer", 3],
    ["privateWithNif", 2],
    ["privateBare", 1],
    ["generic", 2],
    ["unknown", 1],
  ),
  vat_number: weighted<string | undefined>(
    [undefined, 6],
    ["", 1],
    ["999999990", 2],
    ["501964843", 2],
    ["513284924", 1],
  ),
  address: weighted<"omitted" | "given" | "abroad">(["omitted", 4], ["given", 2], ["abroad", 1]),
  vat_type: weighted(["Debitar IVA", 6], ["IVA incluído", 3], ["Não fazer nada", 1]),
  final_discount_global: weighted<string | undefined>([undefined, 6], ["0", 1], ["10", 2], ["100", 1]),
  final_discount_financial: weighted<string | undefined>([undefined, 6], ["1.00", 2], ["50.00", 1]),
  irs_retention_tax: weighted<string | undefined>([undefined, 6], ["25.00", 1]),
  shipping: weighted<Record<string, unknown> | undefined>(
    [undefined, 6],
    [{ shipping_mode: "Correio", shipping_value: "5.00", shipping_vat: 23 }, 2],
    [{ shipping_value: "5.00" }, 1],
    [{ shipping_mode: "Correio", shipping_value: "5.00", shipping_vat: 6 }, 1],
  ),
  items: fc.array(line, { minLength: 1, maxLength: 3 }),
});

type Generated = typeof body extends fc.Arbitrary<infer T> ? T : never;

/** The body summary and create share. */
function shared(g: Generated, token: string): Record<string, unknown> {
  const party = {
    omitted: {},
    given: { address: "Rua Nova, 7", city: "Braga", postal_code: "4700-002", country: "Portugal" },
    abroad: { address: "Calle Mayor, 1", city: "Madrid", country: "ES" },
  }[g.address];
  return {
    document_type: g.document_type,
    ...(g.waybill_global === undefined ? {} : { waybill_global: g.waybill_global }),
    customer: customers.get(token)![g.customer],
    ...(g.vat_number === undefined ? {} : { vat_number: g.vat_number }),
    ...party,
    vat_type: g.vat_type,
    ...(g.final_discount_global === undefined ? {} : { final_discount_global: g.final_discount_global }),
    ...(g.final_discount_financial === undefined ? {} : { final_discount_financial: g.final_discount_financial }),
    ...(g.irs_retention_tax === undefined ? {} : { irs_retention_tax: g.irs_retention_tax }),
    ...g.shipping,
    items: g.items.map((l) => Object.fromEntries(Object.entries(l).filter(([, v]) => v !== undefined))),
  };
}

/** What only create takes, valid: the issue date, the status and a guide's transport. */
function createOnly(g: Generated): Record<string, unknown> {
  const guide =
    g.document_type === "Guia de Transporte" && g.waybill_global !== true
      ? {
          waybill_shipping_date: "2026-11-22 12:00",
          location_destiny: "Armazém Norte",
          delivery_address_address: "Avenida da Boavista, 1500",
          delivery_address_city: "Porto",
          delivery_address_postal_code: "4100-114",
          delivery_address_country: "Portugal",
          discharge_location: "Porto",
        }
      : g.document_type === "Guia de Transporte"
        ? { waybill_shipping_date: "2026-11-22 12:00" }
        : {};
  return { issue_date: TODAY, status: "Rascunho", ...guide };
}

/** The shared raw v1 POST with the token first: the property picks the token per case. */
const post = (path: string, token: string, payload: Record<string, unknown>) => postUntyped(s, path, payload, token);

const TOTALS = [
  "gross_total",
  "total_discount",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_shipping",
  "total_services",
  "grand_total",
  "irs_retention_total",
] as const;

describe("sales/summary and sales/create agree", () => {
  it("whatever summary accepts create accepts with the same totals, and whatever summary refuses create refuses alike", async () => {
    const seen = { accepted: 0, refused: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(body, async (g) => {
        const token = g.token === "demo" ? s.account.test_api_token : s.account.api_token;
        const common = shared(g, token);
        const summary = await post("/sales/summary", token, common);
        const create = await post("/sales/create", token, { ...common, ...createOnly(g) });
        expect(summary.response.status).toBeLessThan(500);
        if (summary.response.status === 200) {
          seen.accepted++;
          expect(create.response.status, JSON.stringify(create.body)).toBe(200);
          const totals = (summary.body as { data: Record<string, unknown> }).data;
          const sale = (create.body as { data: Record<string, unknown> }).data;
          for (const name of TOTALS) expect([name, Number(sale[name])]).toEqual([name, Number(totals[name])]);
        } else {
          const refusal = failureOf(summary);
          seen.refused.add(refusal.code!);
          expect(create.response.status).toBe(summary.response.status);
          const other = failureOf(create);
          expect({ code: other.code, field: other.field }).toEqual({ code: refusal.code, field: refusal.field });
        }
      }),
      { numRuns: 200 },
    );
    // Both sides of the property were exercised, and the customer rules among the refusals.
    expect(seen.accepted).toBeGreaterThan(10);
    expect(seen.refused.size).toBeGreaterThan(5);
  });

  it("a customer whose record holds a real tax number is refused the final-consumer number by both; a company-typed guest with 999999990 is accepted by both", async () => {
    const token = s.account.api_token;
    const ids = customers.get(token)!;
    const items = [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }];
    const refused = {
      document_type: "Factura",
      customer: ids.companyWithNif,
      vat_number: "999999990",
      vat_type: "Debitar IVA",
      items,
    };
    for (const path of ["/sales/summary", "/sales/create"]) {
      const answer = await post(
        path,
        token,
        path === "/sales/create" ? { ...refused, ...createOnly({ document_type: "Factura" } as Generated) } : refused,
      );
      expect(failureOf(answer)).toMatchObject({ code: "sale.vat_number.final_consumer", field: "vat_number" });
    }
    const guest = { ...refused, customer: ids.companyFinalConsumer };
    expect((await post("/sales/summary", token, guest)).response.status).toBe(200);
    const created = await post("/sales/create", token, { ...guest, issue_date: TODAY, status: "Terminado" });
    expect(created.response.status).toBe(200);
    expect((created.body as { data: { customer_vat_number: string; status: string } }).data).toMatchObject({
      customer_vat_number: "999999990",
      status: "Terminado",
    });
  });
});
