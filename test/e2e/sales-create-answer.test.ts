// The record sales/create (and sales/update) answers is built from what the request wrote (the
// sale it stored, the records it resolved, what finishing set), not read again whole: it must be
// the record sales/find reads afterwards, for drafts and finished documents, signed, with stock,
// referring to another sale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  invoice,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "SERV-1", { type: "Serviços" });
  await createItem(s, "MERC-2", { vat: "13.00" });
  // Goods to sell (finishing moves their stock out).
  const entry = await s.v1().POST("/items/stock/movements/create", {
    body: {
      warehouse: "Armazém principal",
      item: "MERC-2",
      date: "2026-11-01",
      type: "Entrada",
      quantity: 50,
      unit_price: "1.00",
    },
  });
  expect(entry.error).toBeUndefined();
});
afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const lines: SaleBody["items"] = [
  { id: "SERV-1", price: "12.50", quantity: 2, vat: 23 },
  { id: "MERC-2", price: "3.10", quantity: 3, vat: 13, discount: 10 },
];

async function expectCreateAnswerFound(body: SaleBody): Promise<number> {
  const created = await createSale(s, body);
  const { data, error } = await s.v1().POST("/sales/find", { body: { value: created.id, search_in: "ID" } });
  expect(error).toBeUndefined();
  expect(created).toEqual(data!.data);
  return created.id;
}

describe("sales/create answers the record sales/find reads", () => {
  it("a draft", async () => {
    await expectCreateAnswerFound(invoice(customer, lines));
  });

  it("a finished, signed invoice, and a finished credit note referring to it", async () => {
    const id = await expectCreateAnswerFound(invoice(customer, lines, { status: "Terminado" }));
    await expectCreateAnswerFound(
      invoice(customer, [{ id: "SERV-1", price: "12.50", quantity: 1, vat: 23 }], {
        document_type: "Nota de Crédito",
        sale_reference_id: id,
        status: "Terminado",
      }),
    );
  });

  it("a finished invoice in another currency, with a due date and notes", async () => {
    const usd = await s.v1().POST("/administration/currencies/create", {
      body: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: "0.92" },
    });
    expect(usd.error).toBeUndefined();
    await expectCreateAnswerFound(
      invoice(customer, lines, {
        status: "Terminado",
        currency: "USD",
        currency_exchange: "0.92",
        due_date: "2026-12-22",
        observations: "Entregue na loja",
      } as Partial<SaleBody>),
    );
  });

  it("sales/update of a draft, kept a draft and finished", async () => {
    const draft = await createSale(s, invoice(customer, lines, { observations: "Primeira versão" }));
    const update = async (body: SaleBody) => {
      const updated = await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body });
      expect(updated.error).toBeUndefined();
      const found = await s.v1().POST("/sales/find", { body: { value: draft.id, search_in: "ID" } });
      expect(updated.data!.data).toEqual(found.data!.data);
      return updated.data!.data;
    };
    const kept = await update(invoice(customer, [lines[1]!], { observations: "Segunda versão" }));
    expect(kept).toMatchObject({ status: "Rascunho", observations: "Segunda versão" });
    expect(kept.items).toHaveLength(1);
    const finished = await update(invoice(customer, lines, { status: "Terminado" }));
    expect(finished).toMatchObject({ status: "Terminado", number: expect.any(Number) });
  });
});
