// Customers' domain without HTTP, on data sets provisioned like new accounts': create, update
// and the searches run through the domain, and the store's repository answers customers as
// domain records (booleans, the IRS rate as Decimal, addresses in their order).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import {
  createCustomer,
  findCustomers,
  getCustomer,
  listCustomers,
  updateCustomer,
  type CustomerInput,
} from "../../server/modules/customers/customers.ts";
import { customerPage, customersWithIds } from "../../server/modules/customers/repository/customers.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;
let theirs: Scope;

const run = <T>(operation: (ctx: Ctx) => Promise<T>) => domain.run(mine, operation);
const refusalOf = (operation: (ctx: Ctx) => Promise<unknown>) => domain.refusalOf(mine, operation);

beforeAll(async () => {
  domain = await openDomain();
  mine = await domain.dataset("Clientes");
  theirs = await domain.dataset("Outros");
});

afterAll(async () => {
  await domain.store.close();
});

const company: CustomerInput = {
  code: "EMP01",
  name: "Empresa Exemplo, Lda",
  vatNumber: "500 000 000",
  postalCode: "1000-001",
  city: "Lisboa",
  receiveSms: true,
  irsRetentionTax: new Decimal("11.5"),
  observations: "Cliente de teste",
  addresses: [
    { address: "Rua A, 1", city: "Porto", postalCode: "4000-001" },
    { country: "Spain", address: "Calle B, 2", city: "Vigo", postalCode: "36201" },
  ],
};

describe("customers as domain records", () => {
  it("creates a customer and reads it back with booleans, a Decimal rate and its addresses in order", async () => {
    const created = await run((ctx) => createCustomer(ctx, company));
    const { id } = created;
    const { customer, addresses, locked } = await run((ctx) => getCustomer(ctx, id));
    // Create answers the customer it wrote, as the store reads it.
    expect(created).toEqual(customer);
    expect(customer).toMatchObject({
      id,
      code: "EMP01",
      vatNumber: "500000000",
      country: "Portugal",
      postalCode: "1000-001",
      // A company's tax number makes a business customer unless a type is sent.
      type: "Empresarial",
      vatType: "Debitar IVA",
      receiveSms: true,
      receiveEmails: false,
      language: "Auto",
      active: true,
      currencyId: null,
    });
    expect(customer.irsRetentionTax).toBeInstanceOf(Decimal);
    expect(customer.irsRetentionTax.toFixed(2)).toBe("11.50");
    expect(locked).toBe(false);
    expect(addresses.map(({ country, city, postalCode }) => ({ country, city, postalCode }))).toEqual([
      { country: "Portugal", city: "Porto", postalCode: "4000-001" },
      { country: "Spain", city: "Vigo", postalCode: "36201" },
    ]);
    expect(addresses.every((a) => a.customerId === id)).toBe(true);
  });

  it("keeps what an update leaves out, clears what it sends empty, and replaces the addresses", async () => {
    const { id } = await run((ctx) => createCustomer(ctx, { ...company, code: "EMP02", vatNumber: "123456789" }));
    await run((ctx) =>
      updateCustomer(ctx, id, {
        receiveSms: false,
        receiveEmails: true,
        observations: null,
        addresses: [{ address: "Avenida C, 3", city: "Braga", postalCode: "4700-001" }],
      }),
    );
    const { customer, addresses } = await run((ctx) => getCustomer(ctx, id));
    expect(customer).toMatchObject({
      name: company.name,
      vatNumber: "123456789",
      type: "Particular",
      receiveSms: false,
      receiveEmails: true,
      observations: null,
      city: "Lisboa",
    });
    expect(customer.irsRetentionTax.toFixed(2)).toBe("11.50");
    expect(addresses.map((a) => a.city)).toEqual(["Braga"]);
  });

  it("refuses a taken code, an invalid Portuguese tax number and a bad address before writing any", async () => {
    expect((await refusalOf((ctx) => createCustomer(ctx, { ...company, vatNumber: "501964843" }))).code).toBe(
      "customer.code.taken",
    );
    const nif = await refusalOf((ctx) => createCustomer(ctx, { name: "Sem NIF válido", vatNumber: "123456780" }));
    expect([nif.code, nif.path]).toEqual(["vat_number.invalid", "vatNumber"]);
    const address = await refusalOf((ctx) =>
      createCustomer(ctx, {
        name: "Morada errada",
        addresses: [{ city: "Faro", postalCode: "8000-001" }, { postalCode: "8000" }],
      }),
    );
    expect([address.code, address.path]).toEqual(["postal_code.invalid", "addresses[1].postalCode"]);
    expect((await run((ctx) => findCustomers(ctx, "Name", "Morada errada"))).length).toBe(0);
  });

  it("lists and finds within its own data set, by active flag and by compacted tax number", async () => {
    const { id } = await run((ctx) =>
      createCustomer(ctx, { code: "INA01", name: "Inactivo", vatNumber: "501964843", active: false }),
    );
    const active = await run((ctx) => listCustomers(ctx, {}));
    expect(active.some((v) => v.customer.id === id)).toBe(false);
    const inactive = await run((ctx) => listCustomers(ctx, { active: false }));
    expect(inactive.map((v) => v.customer.id)).toEqual([id]);
    expect(inactive[0]!.customer.active).toBe(false);
    const found = await run((ctx) => findCustomers(ctx, "Vat Number", "501 964 843"));
    expect(found.map((v) => v.customer.id)).toEqual([id]);

    await domain.store.transaction(async (tx) => {
      expect(await customersWithIds(tx, theirs.datasetId, [id])).toEqual([]);
      expect((await customerPage(tx, theirs.datasetId, { by: "code", contains: "EMP" }, 15, 0)).length).toBe(0);
      expect((await customerPage(tx, mine.datasetId, { by: "code", contains: "emp" }, 15, 0)).length).toBe(2);
    });
  });
});
