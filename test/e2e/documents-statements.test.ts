// How many SQL statements a page of receipts and a page of bookings run, so that their read
// models stay one query per table for the page (not per record: N+1), and that a page answers
// each record exactly as finding it alone does. The counts are whole requests, authentication
// included (sales-statements.test.ts counts the sales' pages the same way).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { succeeded } from "../support/calls.ts";
import { expectAtMost, statementsOf } from "../support/statements.ts";
import {
  NOW,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});
afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** Runs one request (it must succeed) and fails when it ran more statements than the limit. */
async function expectStatementsAtMost(limit: number, send: () => Promise<{ error?: unknown }>): Promise<void> {
  expectAtMost(await statementsOf(s, send), limit);
}

describe("a page of receipts", () => {
  // 45 statements before: the answer was a receipt's whole sale view per line, read uncached
  // in the write transaction (reference rows now come from the cache: receipts write none),
  // and the lines were written one statement each after deleting none. 25 while finishing's
  // outputs and the answer each read the receipt again: its writes now answer it (returning).
  // 26 since the paid callback: once finished, the open balance of each sale it settles is read
  // again (three statements a sale: receipts/paid-sales.ts) to find those it made paid.
  it("a finished one-line receipt is created with at most 26 statements", async () => {
    for (const count of [false, true]) {
      const sale = await createSale(s, saleBody(customer, itemId, [["80", "1"]]));
      const send = () =>
        s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: sale.id, total_paid: "8" }]) });
      if (count) await expectStatementsAtMost(26, send);
      else expect((await send()).error).toBeUndefined(); // warms what a first receipt reads once
    }
  });

  // 334 statements before the receipt's read model (modules/receipts/view.ts): about 22 per receipt,
  // a sale's whole view per settled line. 12 now: credentials, the page, its lines, the sales
  // they settle with their lines and VAT rows, their open balances (two), the series of the
  // sales' and of the receipts' types, and the messages sent of each.
  it("runs at most 12 statements and answers each receipt as find does", async () => {
    for (let i = 0; i < 15; i++) {
      const a = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
      const b = await createSale(s, saleBody(customer, itemId, [["40", "2"]]));
      await createReceipt(
        s,
        receiptBody(
          customer,
          i % 3 === 0
            ? [{ id: a.id, total_paid: "10" }]
            : [
                { id: a.id, total_paid: "20", percentage_discount: "5" },
                { id: b.id, total_paid: "15" },
              ],
          { status: i % 2 ? "Terminado" : "Rascunho" },
        ),
      );
    }
    await s.v1().POST("/receipts/list", { body: {} }); // warms the cache of reference rows
    await expectStatementsAtMost(12, async () => {
      const answer = await s.v1().POST("/receipts/list", { body: {} });
      expect(answer.data?.data).toHaveLength(15);
      return answer;
    });
    const page = succeeded(await s.v1().POST("/receipts/list", { body: {} })).data;
    expect(page.some((r) => r.sales.length === 2 && r.sales[1]!.sale.id !== r.sales[0]!.sale.id)).toBe(true);
    for (const receipt of page) {
      expect(receipt).toEqual(
        succeeded(await s.v1().POST("/receipts/find", { body: { search_in: "ID", value: receipt.id } })).data,
      );
    }
  });
});

describe("a page of bookings", () => {
  // 394 statements before the booking's read model was read for the page at once: each line's
  // item, each booking's customer and invoice read one by one. 20 with one query per table,
  // 18 since payment methods are cached reference rows (migration 012): the page, its lines,
  // their items (with prices, barcodes, minimum stock, stock, total stock and locks), the
  // customers (with addresses and locks), and the invoices' sales (lines, VAT rows, series,
  // messages), besides the credentials.
  it("runs at most 18 statements and answers each booking as find does", async () => {
    const items = [];
    for (let i = 0; i < 3; i++) items.push((await createItem(s)).reference);
    const other = await createCustomer(s);
    for (let i = 0; i < 15; i++) {
      const day = String(1 + i).padStart(2, "0");
      const booking = succeeded(
        await s.v1().POST("/bookings/create", {
          body: {
            customer: i % 2 ? customer.id : other.id,
            start_at: `2026-04-${day} 10:00`,
            end_at: `2026-04-${day} 10:30`,
            ignore_validations: true,
            status: "Confirmado",
            paid: true,
            payment_method: i % 3 ? "Multibanco" : undefined,
            items: [
              { id: items[i % 3]!, price: "15.00", quantity: 1 },
              { id: items[(i + 1) % 3]!, price: 10, quantity: "2", discount: "10.00" },
            ],
          },
        }),
      ).data;
      if (i % 4 === 0)
        succeeded(
          await s.v1().POST("/bookings/{id}/invoice/create", { params: { path: { id: booking.id } }, body: {} }),
        );
    }
    await s.v1().POST("/bookings/list", { body: {} }); // warms the cache of reference rows
    await expectStatementsAtMost(18, async () => {
      const answer = await s.v1().POST("/bookings/list", { body: {} });
      expect(answer.data?.data).toHaveLength(15);
      return answer;
    });
    const page = succeeded(await s.v1().POST("/bookings/list", { body: {} })).data;
    expect(page.filter((b) => b.sale !== null).length).toBeGreaterThan(1);
    for (const booking of page) {
      expect(booking).toEqual(
        succeeded(await s.v1().POST("/bookings/find", { body: { search_in: "ID", value: booking.id } })).data,
      );
    }
  });
});

describe("a page of open accounts", () => {
  // 169 statements before (the sale's view, the currency and the customer's view read for each
  // entry), 14 for the page now: the entries, the sales' views and the customers' views, one
  // query per table. The entries of the receipts above (one customer's sales, most partly
  // settled) fill a page of 15.
  it("runs at most 14 statements and answers each entry as the customer's own list does", async () => {
    await s.v1().POST("/customers/accounts_open", { body: {} });
    await expectStatementsAtMost(14, async () => {
      const answer = await s.v1().POST("/customers/accounts_open", { body: {} });
      expect(answer.data?.data).toHaveLength(15);
      return answer;
    });
    const page = succeeded(await s.v1().POST("/customers/accounts_open", { body: {} })).data;
    const own = succeeded(
      await s.v1().POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} }),
    ).data;
    for (const { customer: holder, ...entry } of page) {
      expect(holder.id).toBe(customer.id);
      expect(entry).toEqual(own.find((e) => e.id === entry.id));
    }
  });
});
