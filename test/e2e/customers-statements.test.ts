// How many SQL statements a page of customers runs (transaction control included), so that
// per-customer queries cannot creep back into the customer read model (customerViews in
// server/modules/customers/customers.ts), and that the batched page answers what one customer by ID does.
// The legacy interface has no customer list (only criar, actualizar and procurar).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { expectAtMost, statementsOf } from "../support/statements.ts";
import {
  COMPANY,
  PRIVATE,
  createCustomer,
  createItem,
  createSale,
  invoice,
  startSalesServer,
  type S,
} from "./sales-fixtures.ts";

type CustomerBody = Omit<S["CustomerCreateRequest"], "api_token">;

let s: TestServer;
let locked: number;
let draftOnly: number;

beforeAll(async () => {
  s = await startSalesServer();
  const { error } = await s
    .v1()
    .POST("/administration/employees/create", { body: { name: "Ana Sousa", email: "ana@padaria.pt" } });
  expect(error).toBeUndefined();
  await createItem(s, "CS-1", { type: "Serviços" });

  // Varied customers: with and without extra addresses, administration records and exemptions.
  const varied: CustomerBody[] = [];
  for (let i = 0; i < 16; i++) {
    const body: CustomerBody = {
      name: `Cliente ${i}`,
      type: i % 2 ? "Particular" : "Empresarial",
      vat_type: "Debitar IVA",
      email: i % 3 ? `cliente${i}@example.pt` : undefined,
      mobile: i % 4 ? undefined : `91234567${i % 10}`,
    };
    if (i % 3 === 0) body.payment_method = i % 2 ? "Numerário" : "MB";
    if (i % 3 === 1) body.payment_condition = "30 dias";
    if (i % 4 === 1) body.currency = "€";
    if (i % 5 === 2) body.shipping_mode = "Correio";
    if (i % 5 === 3) body.price = "Preço de venda";
    if (i % 6 === 4) body.employee = "ana@padaria.pt";
    if (i % 7 === 5) body.vat_type = "Não fazer nada";
    if (i % 7 === 5) body.vat_exemption = "M07";
    if (i % 3 === 2)
      body.addresses = [
        { country: "Portugal", address: `Rua ${i}`, city: "Porto", postal_code: "4000-100" },
        ...(i % 2 ? [{ country: "Spain", address: `Calle ${i}`, city: "Vigo", postal_code: "36201" }] : []),
      ];
    varied.push(body);
  }
  for (const body of varied) await createCustomer(s, body);

  // One customer on a finished invoice (code, name and tax number locked), one only on a draft.
  locked = await createCustomer(s, {
    ...COMPANY,
    addresses: [{ country: "Portugal", address: "Avenida da Boavista, 1500", city: "Porto", postal_code: "4100-114" }],
  });
  draftOnly = await createCustomer(s, { ...PRIVATE, payment_method: "Numerário" });
  const line = [{ id: "CS-1", price: "12.50", quantity: 1, vat: 23 }];
  await createSale(s, invoice(locked, line, { status: "Terminado" }));
  await createSale(
    s,
    invoice(draftOnly, line, {
      vat_number: PRIVATE.vat_number,
      address: PRIVATE.address,
      city: PRIVATE.city,
      postal_code: PRIVATE.postal_code,
    }),
  );
});
afterAll(() => s.close());

async function page(skip?: number): Promise<S["Customer"][]> {
  const { data, error } = await s.v1().POST("/customers/list", { body: skip === undefined ? {} : { skip } });
  expect(error).toBeUndefined();
  return data!.data;
}

describe("SQL statements per request", () => {
  // 69 before (N+1: per customer its addresses, its sales and receipts for the lock, and each
  // administration record it names), 9 with one query per table for the page (customerViews),
  // 8 since payment methods are cached reference rows (migration 012): credentials, the page,
  // addresses, locks, then payment conditions, shipping modes, prices and employees (currencies
  // and payment methods are cached reference rows). Whatever the page size.
  it("a page of 15 customers: at most 8", async () => {
    await page(); // warms what a first request of the account does once, and the reference rows
    const statements = await statementsOf(s, async () => {
      const answer = await s.v1().POST("/customers/list", { body: {} });
      expect(answer.data?.data).toHaveLength(15);
      return answer;
    });
    expectAtMost(statements, 8);
  });
});

describe("a batched page", () => {
  it("answers each customer as finding it by ID does, field by field", async () => {
    const customers = [...(await page()), ...(await page(15))];
    expect(customers.map((c) => c.id)).toContain(locked);
    expect(customers.map((c) => c.id)).toContain(draftOnly);
    // The page holds the variety the set-up made.
    // Each customer's addresses in their order, as given.
    const twoAddresses = customers.filter((c) => c.addresses.length === 2);
    expect(twoAddresses.length).toBeGreaterThan(1);
    for (const c of twoAddresses) expect(c.addresses.map((a) => a.country)).toEqual(["Portugal", "Spain"]);
    for (const field of ["paymentmethod", "paymentcondition", "currency", "shippingmode", "price", "employee"] as const)
      expect(customers.some((c) => c[field] !== null, field)).toBe(true);
    for (const c of customers) {
      const { data, error } = await s.v1().POST("/customers/find", { body: { search_in: "ID", value: c.id } });
      expect(error).toBeUndefined();
      expect(data!.data).toEqual([c]);
    }
    const lockedOne = customers.find((c) => c.id === locked)!;
    expect(lockedOne).toMatchObject({ code_blocked: 1, name_blocked: 1, vat_number_blocked: 1 });
    expect(customers.find((c) => c.id === draftOnly)).toMatchObject({
      code_blocked: 0,
      paymentmethod: { saft_initials: "NU" },
    });
    expect(customers.filter((c) => c.code_blocked === 1).map((c) => c.id)).toEqual([locked]);
  });

  it("answers the legacy search as the v1 page, addresses and locks included", async () => {
    const v1 = (await page(15)).find((c) => c.id === locked)!;
    const { data, error } = await s.legacy().POST("/clientes/procurar", { body: { tipo: "id", valor: locked } });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      id: locked,
      codigo: v1.code,
      nome: v1.name,
      codigo_bloqueado: true,
      morada: { entrega: { morada: v1.addresses[0]!.address, codigo_postal: v1.addresses[0]!.postal_code } },
    });
  });
});
