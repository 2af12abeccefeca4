// v1 sales and stock: finishing a sale of Mercadorias moves stock out of the warehouse of its
// origin location, a credit note moves it back in, cancellation undoes what a document moved,
// and a document type that does not allow negative stock refuses to finish without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
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
let farinha: number;
let servico: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  farinha = await createItem(s, "FAR-1");
  servico = await createItem(s, "SERV-1", { type: "Serviços" });
  const warehouse = await s.v1().POST("/administration/warehouses/create", { body: { description: "Armazém Lisboa" } });
  expect(warehouse.error).toBeUndefined();
  const shop = await s.v1().POST("/subscription/locations/create", {
    body: {
      description: "Loja Lisboa",
      country: "Portugal",
      address: "Rua Augusta, 1",
      city: "Lisboa",
      postal_code: "1100-048",
      warehouse: "Armazém Lisboa",
    },
  });
  expect(shop.error).toBeUndefined();
  for (const warehouse of ["Armazém principal", "Armazém Lisboa"]) {
    const entry = await s.v1().POST("/items/stock/movements/create", {
      body: { warehouse, item: "FAR-1", date: "2026-11-01", type: "Entrada", quantity: 10, unit_price: "1.00" },
    });
    expect(entry.error).toBeUndefined();
  }
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** Balance of an item in a warehouse, from /items/{id}/stock/actual. */
async function balance(item: number, warehouse = "Armazém principal"): Promise<number> {
  const { data, error } = await s
    .v1()
    .POST("/items/{id}/stock/actual", { params: { path: { id: item } }, body: { warehouse } });
  expect(error).toBeUndefined();
  return data!.data[0]!.balance;
}

const lines = (quantity: number | string): SaleBody["items"] => [
  { id: "FAR-1", price: "2.00", quantity, vat: 23 },
  { id: "SERV-1", price: "15.00", quantity: 1, vat: 23 },
];
const REASON = "Venda registada em duplicado";

async function setStockCheck(initials: string, allowNegative: boolean): Promise<void> {
  const types = await s.v1().POST("/administration/documentstypes/list", { body: {} });
  const id = types.data!.data.find((t) => t.saft_initials === initials)!.id;
  const r = await s.v1().POST("/administration/documentstypes/{id}/update", {
    params: { path: { id } },
    body: { print_report: "A4", stock_check_negative: allowNegative },
  });
  expect(r.error).toBeUndefined();
}

describe("stock moved by sales", () => {
  it("drafts move nothing; finishing moves Mercadorias out of the origin's warehouse", async () => {
    const draft = await createSale(s, invoice(customer, lines(3)));
    expect(await balance(farinha)).toBe(10);
    const done = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: draft.id } },
      body: invoice(customer, lines(3), { status: "Terminado" }),
    });
    expect(done.error).toBeUndefined();
    expect(await balance(farinha)).toBe(7);
    expect(await balance(farinha, "Armazém Lisboa")).toBe(10);
    // Services keep no stock.
    expect(await balance(servico)).toBe(0);
    // Cancelling moves it back.
    expect(
      (await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: draft.id } }, body: { reason: REASON } })).error,
    ).toBeUndefined();
    expect(await balance(farinha)).toBe(10);
  });

  it("documents of another location move its warehouse; quotes and orders move nothing", async () => {
    await createSale(s, invoice(customer, lines("2.5"), { location_origin: "Loja Lisboa", status: "Terminado" }));
    expect(await balance(farinha, "Armazém Lisboa")).toBe(7.5);
    expect(await balance(farinha)).toBe(10);
    for (const type of ["Orçamento", "Encomenda", "Factura Pró-forma"])
      await createSale(s, invoice(customer, lines(4), { document_type: type, status: "Terminado" }));
    expect(await balance(farinha)).toBe(10);
  });

  it("a credit note moves stock back in; cancelling the note and then the invoice restores the start", async () => {
    const sale = await createSale(s, invoice(customer, lines(4), { status: "Terminado" }));
    expect(await balance(farinha)).toBe(6);
    const nc = (await s.v1().POST("/sales/{id}/credit_note", { params: { path: { id: sale.id } } })).data!.id;
    const credited = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: nc } },
      body: invoice(customer, [{ id: "FAR-1", price: "2.00", quantity: 1, vat: 23 }], {
        document_type: "Nota de Crédito",
        sale_reference_id: sale.id,
        status: "Terminado",
      }),
    });
    expect(credited.error).toBeUndefined();
    expect(await balance(farinha)).toBe(7);
    expect(
      (await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: nc } }, body: { reason: REASON } })).error,
    ).toBeUndefined();
    expect(await balance(farinha)).toBe(6);
    expect(
      (await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: sale.id } }, body: { reason: REASON } })).error,
    ).toBeUndefined();
    expect(await balance(farinha)).toBe(10);
  });

  it("a document type with stock_check_negative off refuses to finish without stock", async () => {
    await setStockCheck("FT", false);
    try {
      const short = {
        code: "item.stock.insufficient",
        field: "items[0].quantity",
        line: 1,
        message: "Linha 1: Não existe stock suficiente do artigo FAR-1 (10 disponível, 11 necessário)",
      } as const;
      expectRefusal(
        await s.v1().POST("/sales/create", { body: invoice(customer, lines(11), { status: "Terminado" }) }),
        short,
      );
      // Lines of the same item count together.
      const split = [...lines(6), { id: "FAR-1", price: "2.00", quantity: 5, vat: 23 }];
      expectRefusal(
        await s.v1().POST("/sales/create", { body: invoice(customer, split, { status: "Terminado" }) }),
        short,
      );
      // A draft is fine; finishing it is refused; nothing moved.
      const draft = await createSale(s, invoice(customer, lines(11)));
      expectRefusal(
        await s.v1().POST("/sales/{id}/update", {
          params: { path: { id: draft.id } },
          body: invoice(customer, lines(11), { status: "Terminado" }),
        }),
        short,
      );
      expect(await balance(farinha)).toBe(10);
      // Exactly the stock available is fine; then nothing is left.
      await createSale(s, invoice(customer, lines(10), { status: "Terminado" }));
      expect(await balance(farinha)).toBe(0);
      expectRefusal(
        await s.v1().POST("/sales/create", { body: invoice(customer, lines("0.001"), { status: "Terminado" }) }),
        {
          ...short,
          message: "Linha 1: Não existe stock suficiente do artigo FAR-1 (0 disponível, 0.001 necessário)",
        },
      );
      // Services are never short of stock.
      expect(
        (
          await s.v1().POST("/sales/create", {
            body: invoice(customer, [{ id: "SERV-1", price: 15, quantity: 3, vat: 23 }], { status: "Terminado" }),
          })
        ).error,
      ).toBeUndefined();
    } finally {
      await setStockCheck("FT", true);
    }
    // With the check on (the preset), stock may go negative.
    await createSale(s, invoice(customer, lines(2), { status: "Terminado" }));
    expect(await balance(farinha)).toBe(-2);
  });
});
