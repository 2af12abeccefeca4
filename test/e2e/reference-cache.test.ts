// The reference rows a sale reads (document types, series, VAT rates, currencies, units,
// warehouses, locations) come from a cache per data set that a change of them invalidates at
// once: through the API, and written by anyone else on the store (another server process, an
// operator's SQL), since the store's triggers bump the data set's version (migration 011).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
import { CACHED_REFERENCE_WRITES } from "../../server/http/dispatch.ts";
import { REFERENCE_TABLES } from "../../server/store/migrations/011_reference_version.ts";
import { COMPANY, TODAY, createCustomer, createItem, invoice, startSalesServer } from "./sales-fixtures.ts";

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
      return writesOf(() =>
        s.v1().POST("/receipts/create", { body: { ...receipt(saleId), status: "Terminado" } as never }),
      );
    },
    Receipts_update: async () => {
      const saleId = await finishedInvoice();
      const { data } = await s
        .v1()
        .POST("/receipts/create", { body: { ...receipt(saleId), status: "Rascunho" } as never });
      return writesOf(() =>
        s.v1().POST("/receipts/{id}/update", {
          params: { path: { id: data!.data.id } },
          body: { ...receipt(saleId), status: "Terminado" } as never,
        }),
      );
    },
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
  };

  it("are each checked here", () => {
    expect([...CACHED_REFERENCE_WRITES].sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [operation, run] of Object.entries(cases)) {
    it(`${operation} writes no reference table`, async () => {
      const writes = await run();
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.filter((sql) => writesReference.test(sql))).toEqual([]);
    });
  }
});
