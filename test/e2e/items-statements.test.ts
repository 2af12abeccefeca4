// How many SQL statements the item reads run (transaction control included), so that the item
// read model cannot turn back into one set of queries per item: a v1 page of 15 items with
// varied records (prices in two price tables, barcodes, minimum stock, a category, stock in two
// warehouses, one item locked by a finished sale), and the legacy look-up of one item (the
// legacy API lists no items). The page must answer, record by record, what /items/find by ID
// answers, so that reading the page in one query per table cannot change the answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import { expectAtMost, statementsOf } from "../support/statements.ts";
import { COMPANY, createCustomer, invoice, startSalesServer, TODAY, type S } from "./sales-fixtures.ts";

let s: TestServer;
const untyped = untypedCalls(() => s);
let lockedId: number;

beforeAll(async () => {
  s = await startSalesServer();
  const tables = await untyped.ok<{ id: number; is_default: boolean }[]>("/administration/prices/list", {});
  const defaultTable = tables.find((t) => t.is_default)!.id;
  const resale = (await untyped.ok<{ id: number }>("/administration/prices/create", { description: "Revenda" })).id;
  const category = (await untyped.ok<{ id: number }>("/administration/categories/create", { description: "Padaria" }))
    .id;
  const warehouses = await untyped.ok<{ id: number }[]>("/administration/warehouses/list", {});
  const north = (
    await untyped.ok<{ id: number }>("/administration/warehouses/create", { description: "Armazém Norte" })
  ).id;
  const main = warehouses[0]!.id;

  // 17 items: a full page of 15 and some on the next; every third one a service.
  for (let i = 1; i <= 17; i++) {
    const goods = i % 3 !== 0;
    const { data, error } = await s.v1().POST("/items/create", {
      body: {
        reference: `IS-${String(i).padStart(2, "0")}`,
        description: `Artigo de teste ${i}`,
        unit: i % 4 === 0 ? "KG" : "UN",
        vat: i % 5 === 0 ? "6" : "23.00",
        type: goods ? "Mercadorias" : "Serviços",
        cost_price: goods ? `${i}.25` : "",
        ...(i % 2 === 0 ? { category } : {}),
        prices: [
          { id: defaultTable, price: `${i * 2}.50`, discount: "" },
          ...(i % 3 === 1 ? [{ id: resale, price: `${i}.10`, discount: "5" }] : []),
        ],
        barcodes:
          i % 4 === 1
            ? [
                { code: `560000000${String(i).padStart(4, "0")}`, quantity: 1, description: "Unidade" },
                { code: `561000000${String(i).padStart(4, "0")}`, quantity: 6, description: "Caixa" },
              ]
            : [],
        minimum_stock:
          i % 5 === 2
            ? [
                { id: north, quantity: "3" },
                { id: main, quantity: "2" },
              ]
            : [],
      },
    });
    expect(error).toBeUndefined();
    const id = data!.data.id;
    if (goods && i % 2 === 1) {
      for (const [warehouse, quantity] of [
        [main, 10 + i],
        [north, i],
      ] as const) {
        const movement = await s.v1().POST("/items/stock/movements/create", {
          body: { warehouse, item: id, date: TODAY, type: "Entrada", quantity, unit_price: `${i}.5` },
        });
        expect(movement.error).toBeUndefined();
      }
    }
    if (i === 5) lockedId = id;
  }
  const customer = await createCustomer(s, COMPANY);
  const { error } = await s.v1().POST("/sales/create", {
    body: invoice(customer, [{ id: "IS-05", price: "3", quantity: 2, vat: 6 }], { status: "Terminado" }),
  });
  expect(error).toBeUndefined();
});
afterAll(() => s.close());

async function findById(id: number): Promise<S["Item"]> {
  const { data, error } = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
  expect(error).toBeUndefined();
  expect(data!.data).toHaveLength(1);
  return data!.data[0]!;
}

describe("SQL statements per item read", () => {
  // 135 before (N+1: the unit, VAT rate, category, prices with each price's table, barcodes,
  // minimum stock, positions and lock read per item), 10 now with one query per table for the
  // page (itemViews): credentials, the page's rows, prices, barcodes, minimum stock, positions,
  // total stock, locks, categories and price tables (units and VAT rates from the cached
  // reference rows).
  it("a v1 page of 15 items: at most 10", async () => {
    await s.v1().POST("/items/list", { body: {} }); // warms the cache of reference rows the page shows
    let page: S["Item"][] = [];
    const statements = await statementsOf(s, async () => {
      const answer = await s.v1().POST("/items/list", { body: {} });
      page = answer.data?.data ?? [];
      return answer;
    });
    expect(page).toHaveLength(15);
    expectAtMost(statements, 10);

    // Varied indeed: the page holds what the read model batches.
    expect(page.filter((i) => i.reference_blocked).map((i) => i.id)).toEqual([lockedId]);
    expect(page.some((i) => i.prices.length === 2 && i.barcodes.length === 2)).toBe(true);
    expect(page.some((i) => i.minimumstock.length === 2 && i.category !== null)).toBe(true);
    expect(page.some((i) => i.averagecostprices.length === 2 && i.stock > 0)).toBe(true);
    expect(new Set(page.map((i) => i.unit.symbol))).toEqual(new Set(["UN", "KG"]));
    expect(new Set(page.map((i) => i.vat.tax))).toEqual(new Set([23, 6]));

    // Record by record what the item's own read answers.
    for (const item of page) expect(item).toEqual(await findById(item.id));
  });

  // 4 before and now (credentials, the item, its lock, its default-table price), now read by
  // itemSummaries in the domain instead of by the legacy mapper.
  it("a legacy look-up of one item: at most 4", async () => {
    const lookUp = () => s.legacy().POST("/artigos/procurar", { body: { tipo: "id", valor: lockedId } });
    await lookUp();
    let found: unknown;
    const statements = await statementsOf(s, async () => {
      const answer = await lookUp();
      found = answer.data;
      return answer;
    });
    expectAtMost(statements, 4);
    expect(found).toMatchObject({
      id: lockedId,
      referencia: "IS-05",
      preco_venda: 10.5,
      referencia_bloqueado: true,
      descricao_bloqueado: true,
    });
  });
});
