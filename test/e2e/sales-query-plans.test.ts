// The queries on sales that `sales/find` and `sales/list` run use indexes (SQLite's EXPLAIN
// QUERY PLAN): none scans the sales table, and a list page is read in index order, not sorted,
// so they stay fast at a million documents (bench: npm run -s bench -- --scale 1000000).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery } from "kysely";
import type { TestServer } from "../support/server.ts";
import { COMPANY, createCustomer, createItem, invoice, startSalesServer } from "./sales-fixtures.ts";

let s: TestServer;
let number = "";

beforeAll(async () => {
  s = await startSalesServer();
  const customer = await createCustomer(s, COMPANY);
  await createItem(s, "QP-1", { type: "Serviços" });
  for (let i = 0; i < 20; i++) {
    const { data, error } = await s.v1().POST("/sales/create", {
      body: invoice(customer, [{ id: "QP-1", price: "10", quantity: 1, vat: 23 }], {
        status: i % 4 ? "Terminado" : "Rascunho",
      }),
    });
    expect(error).toBeUndefined();
    if (data!.data.status === "Terminado") number = `FT ${data!.data.serie.description}/${data!.data.number}`;
  }
});
afterAll(() => s.close());

/** The plans of the statements on sales a request ran. */
async function plansOf(send: () => Promise<{ error?: unknown }>): Promise<{ sql: string; plan: string[] }[]> {
  const { value, statements } = await s.recordStatements(send);
  expect(value.error).toBeUndefined();
  const onSales = statements.filter((st) => /^select/i.test(st.sql) && /\bfrom "sales"|join "sales"/.test(st.sql));
  expect(onSales.length).toBeGreaterThan(0);
  const plans = [];
  for (const st of onSales) {
    const rows = await s.store.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${st.sql}`, [...st.parameters]),
    );
    plans.push({ sql: st.sql, plan: rows.rows.map((r) => r.detail) });
  }
  return plans;
}

function expectIndexed(plans: { sql: string; plan: string[] }[], options: { unsorted?: boolean } = {}): void {
  for (const { sql, plan } of plans) {
    const described = `${sql}\n${plan.join("\n")}`;
    expect(
      plan.some((step) => /^SCAN sales\b/.test(step)),
      described,
    ).toBe(false);
    // Searching by the data set alone reads all its documents, unless it walks the list order (a page stops early).
    expect(
      plan.some((step) =>
        /^SEARCH sales USING (COVERING )?INDEX (?!sales_dataset_issue_date)\S+ \(dataset_id=\?\)$/.test(step),
      ),
      described,
    ).toBe(false);
    if (options.unsorted && /order by "sales"/.test(sql))
      expect(
        plan.some((step) => /TEMP B-TREE/.test(step)),
        described,
      ).toBe(false);
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL?.startsWith("postgres"))(
  "query plans of sales/find and sales/list (SQLite)",
  () => {
    it("finds a sale by document number and by ID through indexes", async () => {
      expectIndexed(
        await plansOf(() => s.v1().POST("/sales/find", { body: { search_in: "Document Number", value: number } })),
      );
      expectIndexed(await plansOf(() => s.v1().POST("/sales/find", { body: { search_in: "ID", value: "3" } })));
    });

    it("reads list pages in index order, with or without a type", async () => {
      expectIndexed(await plansOf(() => s.v1().POST("/sales/list", { body: {} })), { unsorted: true });
      expectIndexed(await plansOf(() => s.v1().POST("/sales/list", { body: { skip: 15 } })), { unsorted: true });
      expectIndexed(await plansOf(() => s.v1().POST("/sales/list", { body: { type: "Facturação" } })), {
        unsorted: true,
      });
    });
  },
);
