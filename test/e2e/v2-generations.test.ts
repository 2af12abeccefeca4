// v2 speaks of the same records as v1 and legacy: a customer created in v2 is the one v1
// finds and legacy sees (its `other_contacts` is their `contact`/`contacto`), and the reverse;
// an invoice issued in v2 is the one v1 finds, and one issued in v1 is the one v2 finds; the
// key's data set is the same in v1 and v2.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { v2Calls } from "../support/v2-calls.ts";

let s: TestServer;
const v2 = v2Calls(() => s);

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const ADDRESS = { country: "Portugal", address: "Rua Direita, 5", city: "Viseu", postal_code: "3500-111" } as const;

describe("customers across the generations", () => {
  it("a customer created in v2 is the one v1 finds and legacy sees", async () => {
    const created = await v2.post<"Customers_create">("/customers", {
      code: "V2-001",
      name: "Café Aurora",
      vat_number: "501964843",
      ...ADDRESS,
      email: "aurora@cafe.pt",
      other_contacts: "Rui Lopes",
      type: "Empresarial",
      vat_type: "Debitar IVA",
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const v1 = await s.v1().POST("/customers/find", { body: { value: String(id), search_in: "ID" } });
    expect(v1.data!.data).toHaveLength(1);
    expect(v1.data!.data[0]).toMatchObject({
      id,
      code: "V2-001",
      name: "Café Aurora",
      vat_number: "501964843",
      contact: "Rui Lopes",
    });
    // Both generations answer the same record, but for the field v2 renames.
    const { other_contacts, ...v2Fields } = created.body;
    const { contact, ...v1Fields } = v1.data!.data[0]!;
    expect([other_contacts, contact]).toEqual(["Rui Lopes", "Rui Lopes"]);
    expect(v2Fields).toEqual(v1Fields);

    const legacy = await s.legacy().POST("/clientes/procurar", { body: { tipo: "codigo", valor: "V2-001" } });
    expect(legacy.data).toMatchObject({ id, nome: "Café Aurora", contribuinte: "501964843", contacto: "Rui Lopes" });
  });

  it("a customer created in v1 or legacy is the one v2 finds, and v2's update is what v1 reads", async () => {
    const fromV1 = await s.v1().POST("/customers/create", {
      body: {
        code: "V1-001",
        name: "Mercearia do Largo",
        contact: "Joana",
        type: "Particular",
        vat_type: "Debitar IVA",
      },
    });
    const v1Id = fromV1.data!.data.id;
    const found = await v2.post<"Customers_find">("/customers/find", { value: "V1-001", search_in: "Code" });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: v1Id, name: "Mercearia do Largo", other_contacts: "Joana" });

    const fromLegacy = await s.legacy().POST("/clientes/criar", {
      body: { codigo: "L-001", nome: "Talho Moderno", contribuinte: "223456390", contacto: "Sr. Abel" },
    });
    const byTaxNumber = await v2.post<"Customers_find">("/customers/find", {
      value: "223456390",
      search_in: "Vat Number",
    });
    expect(byTaxNumber.body).toMatchObject({ id: fromLegacy.data!.id, code: "L-001", other_contacts: "Sr. Abel" });

    const updated = await v2.put<"Customers_update">(`/customers/${v1Id}`, {
      name: "Mercearia do Largo",
      type: "Particular",
      vat_type: "Debitar IVA",
      other_contacts: "Joana Reis",
    });
    expect(updated.status).toBe(200);
    const reread = await s.v1().POST("/customers/find", { body: { value: String(v1Id), search_in: "ID" } });
    expect(reread.data!.data[0]!.contact).toBe("Joana Reis");
  });

  it("finds one record: the whole code before one that contains it, the lowest ID among partial matches", async () => {
    for (const code of ["LOJA-10", "LOJA-1", "LOJA-100"])
      await v2.post<"Customers_create">("/customers", {
        code,
        name: `Cliente ${code}`,
        type: "Particular",
        vat_type: "Debitar IVA",
      });
    const whole = await v2.post<"Customers_find">("/customers/find", { value: "loja-1", search_in: "Code" });
    expect(whole.body.code).toBe("LOJA-1");
    const partial = await v2.post<"Customers_find">("/customers/find", { value: "LOJA-", search_in: "Code" });
    expect(partial.body.code).toBe("LOJA-10");
  });

  it("finds one item the same way: the whole reference before one that contains it", async () => {
    for (const reference of ["GEL1500", "GEL150"])
      await v2.post<"Items_create">("/items", {
        reference,
        description: `Gel ${reference}`,
        unit: "UN",
        vat: "23",
        type: "Mercadorias",
      });
    const whole = await v2.post<"Items_find">("/items/find", { value: "gel150", search_in: "Reference" });
    expect(whole.body.reference).toBe("GEL150");
    const partial = await v2.post<"Items_find">("/items/find", { value: "GEL15", search_in: "Reference" });
    expect(partial.body.reference).toBe("GEL1500");
  });
});

describe("sales across the generations", () => {
  it("an invoice issued in v2 is the one v1 finds, and one issued in v1 the one v2 finds", async () => {
    await s.v1().POST("/items/create", {
      body: { reference: "CAFE", description: "Café", unit: "UN", vat: "23", type: "Mercadorias" },
    });
    const customer = (await v2.post<"Customers_find">("/customers/find", { value: "V2-001", search_in: "Code" })).body;
    const line = { id: "CAFE", price: "0.80", quantity: 10, vat: "23" };
    const inV2 = await v2.post<"Sales_create">("/sales", {
      issue_date: "2026-11-22",
      document_type: "Factura",
      customer: customer.id,
      vat_type: "Debitar IVA",
      items: [line],
      status: "Terminado",
    });
    expect(inV2.status).toBe(201);
    const inV1 = await s.v1().POST("/sales/find", { body: { value: String(inV2.body.id), search_in: "ID" } });
    expect(inV1.data!.data).toEqual(inV2.body);

    const issuedInV1 = await s.v1().POST("/sales/create", {
      body: {
        issue_date: "2026-11-22",
        document_type: "Factura",
        customer: customer.id,
        vat_type: "Debitar IVA",
        items: [line],
        status: "Terminado",
      },
    });
    const v1Sale = issuedInV1.data!.data;
    const found = await v2.post<"Sales_find">("/sales/find", {
      value: v1Sale.document_number!,
      search_in: "Document Number",
    });
    expect(found.body).toEqual(v1Sale);
    // The two share the numbering of the series.
    expect(v1Sale.number).toBe(inV2.body.number! + 1);
  });
});

describe("data sets", () => {
  it("the demo key acts on the demo data set in v2 as it does in v1", async () => {
    const demo = { token: s.account.test_api_token };
    const created = await v2.post<"Customers_create">(
      "/customers",
      { code: "DEMO-1", name: "Cliente de teste", type: "Particular", vat_type: "Debitar IVA" },
      demo,
    );
    expect(created.status).toBe(201);
    const inDemo = await v2.post<"Customers_find">("/customers/find", { value: "DEMO-1", search_in: "Code" }, demo);
    expect([inDemo.status, inDemo.body.id]).toEqual([200, created.body.id]);
    const inV1Demo = await s.v1(s.account.test_api_token).POST("/customers/find", {
      body: { value: "DEMO-1", search_in: "Code" },
    });
    expect(inV1Demo.data!.data.map((c) => c.id)).toEqual([created.body.id]);
    const inProduction = await v2.post<"Customers_find">("/customers/find", { value: "DEMO-1", search_in: "Code" });
    expect([inProduction.status, inProduction.code]).toEqual([404, "customer.search.no_results"]);
  });
});
