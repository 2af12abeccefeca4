// The reference rows a sale reads (document types, series, VAT rates, currencies, units,
// warehouses, locations, payment methods) come from a cache per data set that a change of them
// invalidates at once: through the API, and written by anyone else on the store (another
// server process, an operator's SQL), since the store's triggers bump the data set's version
// (migrations 011 and 012).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
import { GENERATIONS, ROOT } from "../../server/generations.ts";
import { generatedDocumentPath, loadDocument, operationsOf } from "../../server/http/openapi-document.ts";
import { REFERENCE_TABLES } from "../../server/store/reference-data.ts";
import { COMPANY, PRIVATE, TODAY, createCustomer, createItem, invoice, startSalesServer } from "./sales-fixtures.ts";

/** The writes the spec marks `x-reference-read-only`: the server lets them read reference rows cached. */
const referenceReadOnlyWrites = GENERATIONS.flatMap((g) =>
  operationsOf(loadDocument(generatedDocumentPath(ROOT, g.openapiFile)))
    .filter((operation) => operation.object["x-reference-read-only"] === true)
    .map((operation) => operation.operationId),
);

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "RC-1");
});
afterAll(() => s.close());

const summary = (currency: string) =>
  s.v1().POST("/sales/summary", {
    body: invoice(customer, [{ id: "RC-1", price: "10", quantity: 1, vat: 23 }], { currency }),
  });

describe("cached reference rows", () => {
  it("see a record created through the API, and one changed on the store by someone else", async () => {
    // Read (and cached) without the currency.
    expectRefusal(await summary("CHF"), { code: "currency.not_found", field: "currency" });
    const created = await s.v1().POST("/administration/currencies/create", {
      body: { description: "Franco suíço", symbol: "Fr", code_iso: "CHF", exchange_sale: "0.95" },
    });
    expect(created.error).toBeUndefined();
    const answer = await summary("CHF");
    expect(answer.error).toBeUndefined();

    // As another process or an operator would: straight to the store, no API involved.
    await s.store.db.updateTable("currencies").set({ active: 0 }).where("code_iso", "=", "CHF").execute();
    expectRefusal(await summary("CHF"), { code: "currency.inactive", field: "currency" });
    await s.store.db.updateTable("currencies").set({ active: 1 }).where("code_iso", "=", "CHF").execute();
    expect((await summary("CHF")).error).toBeUndefined();
  });

  it("see a payment method created through the API, and one deactivated on the store", async () => {
    const withMethod = () =>
      s.v1().POST("/sales/create", {
        body: invoice(customer, [{ id: "RC-1", price: "10", quantity: 1, vat: 23 }], {
          payment_method: "Cheque visado",
        }),
      });
    expectRefusal(await withMethod(), { code: "payment_method.not_found", field: "payment_method" });
    const created = await s.v1().POST("/administration/paymentmethods/create", {
      body: { description: "Cheque visado" },
    });
    expect(created.error).toBeUndefined();
    expect((await withMethod()).error).toBeUndefined();
    await s.store.db
      .updateTable("payment_methods")
      .set({ active: 0 })
      .where("description", "=", "Cheque visado")
      .execute();
    expectRefusal(await withMethod(), { code: "payment_method.inactive", field: "payment_method" });
  });

  it("keep no change a transaction rolled back", async () => {
    expect((await summary("EUR")).error).toBeUndefined();
    await expect(
      s.store.transaction(async (tx) => {
        await tx.updateTable("currencies").set({ active: 0 }).where("code_iso", "=", "EUR").execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await summary("EUR")).error).toBeUndefined();
  });

  it("serve a finished invoice the series and rates it was issued with, and a list page without reading them again", async () => {
    const { data, error } = await s.v1().POST("/sales/create", {
      body: invoice(customer, [{ id: "RC-1", price: "10", quantity: 1, vat: 23 }], { status: "Terminado" }),
    });
    expect(error).toBeUndefined();
    const page = await s.v1().POST("/sales/list", { body: {} });
    const listed = page.data!.data.find((sale) => sale.id === data!.data.id)!;
    expect(listed).toEqual(data!.data);
  });
});

describe("operations that write and read reference rows cached", () => {
  // They may read cached rows only because they never change a reference table: were one to
  // change (and then read) one, it would see the rows as they were before its own change.
  const writesReference = new RegExp(`^(insert into|update|delete from) "(${REFERENCE_TABLES.join("|")})"`);
  const line = [{ id: "RC-1", price: "10", quantity: 1, vat: 23 }];

  async function writesOf(send: () => Promise<{ error?: unknown }>): Promise<string[]> {
    const { value, statements } = await s.recordStatements(send);
    expect(value.error).toBeUndefined();
    return statements.map((statement) => statement.sql).filter((sql) => /^(insert|update|delete)/.test(sql));
  }

  async function finishedInvoice(): Promise<number> {
    const { data, error } = await s
      .v1()
      .POST("/sales/create", { body: invoice(customer, line, { status: "Terminado" }) });
    expect(error).toBeUndefined();
    return data!.data.id;
  }

  const receipt = (saleId: number) => ({
    issue_date: TODAY,
    receipt_date: TODAY,
    document_type: "Recibo de Cliente",
    customer,
    vat_number: COMPANY.vat_number,
    sales: [{ id: saleId, total_paid: "5.00" }],
  });

  const cases: Record<string, () => Promise<string[]>> = {
    Sales_create: () =>
      writesOf(() => s.v1().POST("/sales/create", { body: invoice(customer, line, { status: "Terminado" }) })),
    Sales_update: async () => {
      const { data } = await s.v1().POST("/sales/create", { body: invoice(customer, line) });
      return writesOf(() =>
        s.v1().POST("/sales/{id}/update", {
          params: { path: { id: data!.data.id } },
          body: invoice(customer, line, { status: "Terminado" }),
        }),
      );
    },
    Receipts_create: async () => {
      const saleId = await finishedInvoice();
      return writesOf(() => s.v1().POST("/receipts/create", { body: { ...receipt(saleId), status: "Terminado" } }));
    },
    Receipts_update: async () => {
      const saleId = await finishedInvoice();
      const { data } = await s.v1().POST("/receipts/create", { body: { ...receipt(saleId), status: "Rascunho" } });
      return writesOf(() =>
        s.v1().POST("/receipts/{id}/update", {
          params: { path: { id: data!.data.id } },
          body: { ...receipt(saleId), status: "Terminado" },
        }),
      );
    },
    Sales_download: async () => {
      const id = await finishedInvoice();
      return writesOf(() => s.v1().POST("/sales/{id}/download", { params: { path: { id } }, body: {} }));
    },
    Receipts_download: async () => {
      const saleId = await finishedInvoice();
      const { data } = await s.v1().POST("/receipts/create", { body: { ...receipt(saleId), status: "Terminado" } });
      return writesOf(() =>
        s.v1().POST("/receipts/{id}/download", { params: { path: { id: data!.data.id } }, body: {} }),
      );
    },
    Customers_accountsOpenDownload: () =>
      writesOf(() =>
        s.v1().POST("/customers/{id}/accounts_open/download", {
          params: { path: { id: customer } },
          body: {},
        }),
      ),
    Documentos_criar: () =>
      writesOf(() =>
        s.legacy().POST("/documentos/criar", {
          body: {
            tipo_documento: "FT",
            cliente: { id: customer },
            artigos: [{ referencia: "RC-1", preco: "10.00", quantidade: 1 }],
          },
        }),
      ),
    Bookings_invoiceCreate: async () => {
      const { data } = await s.v1().POST("/bookings/create", {
        body: {
          customer,
          start_at: "2026-12-03 10:00",
          end_at: "2026-12-03 10:30",
          ignore_validations: true,
          status: "Confirmado",
          paid: true,
          items: [{ id: "RC-1", price: "10.00", quantity: 1 }],
        },
      });
      return writesOf(() =>
        s.v1().POST("/bookings/{id}/invoice/create", { params: { path: { id: data!.data.id } }, body: {} }),
      );
    },
    Customers_create: () =>
      writesOf(() =>
        s.v1().POST("/customers/create", { body: { ...PRIVATE, code: "RC-C1", vat_number: "100000002" } }),
      ),
    Customers_update: async () => {
      const id = await createCustomer(s, { ...PRIVATE, code: "RC-C2", vat_number: "100000010" });
      return writesOf(() =>
        s.v1().POST("/customers/{id}/update", {
          params: { path: { id } },
          body: { ...PRIVATE, code: "RC-C2", vat_number: "100000010", city: "Braga" },
        }),
      );
    },
    Items_create: () =>
      writesOf(() =>
        s.v1().POST("/items/create", {
          body: { reference: "RC-I1", description: "Artigo RC-I1", unit: "UN", vat: "23.00", type: "Serviços" },
        }),
      ),
    Items_update: async () => {
      const id = await createItem(s, "RC-I2");
      return writesOf(() =>
        s.v1().POST("/items/{id}/update", {
          params: { path: { id } },
          body: { reference: "RC-I2", description: "Outro", unit: "UN", vat: "6.00", type: "Mercadorias" },
        }),
      );
    },
    Clientes_criar: () =>
      writesOf(() =>
        s
          .legacy()
          .POST("/clientes/criar", { body: { codigo: "RC-L1", nome: "Café Avenida", contribuinte: "501964843" } }),
      ),
    Clientes_actualizar: async () => {
      const id = await createCustomer(s, { ...PRIVATE, code: "RC-L2", vat_number: "100000029" });
      return writesOf(() =>
        s.legacy().PUT("/clientes/actualizar", {
          body: { id, codigo: "RC-L2", nome: "Maria Silva Santos", contribuinte: "100000029" },
        }),
      );
    },
    Artigos_criar: async () => {
      const unit = (
        await s.store.db.selectFrom("units").select("id").where("symbol", "=", "UN").executeTakeFirstOrThrow()
      ).id;
      const vat = (
        await s.store.db
          .selectFrom("vat_rates")
          .select("id")
          .where("description", "=", "IVA Normal")
          .executeTakeFirstOrThrow()
      ).id;
      return writesOf(() =>
        s.legacy().POST("/artigos/criar", {
          body: {
            referencia: "RC-L3",
            descricao: "Artigo RC-L3",
            taxaiva_id: vat,
            unidade_id: unit,
            tipo_contabilidade: "Mercadorias",
            motivo_isencao_id: 18,
          },
        }),
      );
    },
    Artigos_actualizar: async () => {
      const id = await createItem(s, "RC-L4");
      const item = await s.store.db.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return writesOf(() =>
        s.legacy().PUT("/artigos/actualizar", {
          body: {
            id,
            referencia: "RC-L4",
            descricao: "Artigo alterado",
            taxaiva_id: item.vat_id,
            unidade_id: item.unit_id,
            tipo_contabilidade: "Mercadorias",
            motivo_isencao_id: item.vat_exemption_id,
          },
        }),
      );
    },
  };

  it("are each checked here", () => {
    expect([...new Set(referenceReadOnlyWrites)].sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [operation, run] of Object.entries(cases)) {
    it(`${operation} writes no reference table`, async () => {
      const writes = await run();
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.filter((sql) => writesReference.test(sql))).toEqual([]);
    });
  }
});
