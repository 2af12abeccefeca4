// Tenants never meet: another account's key and the demo key of the same account can neither
// read, change, cancel nor derive documents from the first account's sales, through any
// operation that takes a sale's :id, nor refer to them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type Sale,
} from "./sales-fixtures.ts";

let s: TestServer;
let finished: Sale;
let draft: Sale;
const strangers: { token: string; customer: number }[] = [];

beforeAll(async () => {
  s = await startSalesServer();
  const customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
  const items = [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }];
  finished = await createSale(s, invoice(customer, items, { status: "Terminado" }));
  draft = await createSale(s, invoice(customer, items));
  const other = await s.newAccount({ name: "Outra conta" });
  for (const token of [other.api_token, s.account.test_api_token]) {
    const own = await createCustomer(s, COMPANY, token);
    await createItem(s, "PAO-1", { token });
    strangers.push({ token, customer: own });
  }
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe.each([
  ["another account's key", 0],
  ["the demo key of the same account", 1],
])("%s", (_name, index) => {
  const who = () => strangers[index]!;

  it("cannot find or list the sales", async () => {
    const v1 = s.v1(who().token);
    expectRefusal(await v1.POST("/sales/find", { body: { value: finished.id, search_in: "ID" } }), {
      code: "sale.not_found",
      field: "value",
      message: "O documento não existe",
    });
    expectRefusal(
      await v1.POST("/sales/find", { body: { value: finished.document_number!, search_in: "Document Number" } }),
      { code: "sale.not_found", field: "value" },
    );
    const listed = (await v1.POST("/sales/list", { body: {} })).data!.data.map((x) => x.id);
    expect(listed).not.toContain(finished.id);
    expect(listed).not.toContain(draft.id);
  });

  it("is told that the sale does not exist by every :id operation", async () => {
    const v1 = s.v1(who().token);
    const body = invoice(who().customer, [{ id: "PAO-1", price: "99.00", quantity: 1, vat: 23 }], {
      status: "Terminado",
    });
    const calls: [string, number, () => Promise<{ response: Response; error?: unknown; data?: unknown }>][] = [];
    for (const sale of [finished, draft]) {
      const path = { path: { id: sale.id } };
      calls.push(
        ["update", sale.id, () => v1.POST("/sales/{id}/update", { params: path, body })],
        ["delete", sale.id, () => v1.POST("/sales/{id}/delete", { params: path })],
        [
          "cancel",
          sale.id,
          () => v1.POST("/sales/{id}/cancel", { params: path, body: { reason: "Tentativa de outra conta" } }),
        ],
        [
          "duplicate",
          sale.id,
          () => v1.POST("/sales/{id}/duplicate", { params: path, body: { document_type: "Factura" } }),
        ],
        ["receipt", sale.id, () => v1.POST("/sales/{id}/receipt", { params: path })],
        ["credit_note", sale.id, () => v1.POST("/sales/{id}/credit_note", { params: path })],
        ["debit_note", sale.id, () => v1.POST("/sales/{id}/debit_note", { params: path })],
        ["download", sale.id, () => v1.POST("/sales/{id}/download", { params: path, body: {} })],
        [
          "send_email",
          sale.id,
          () =>
            v1.POST("/sales/{id}/send_email", {
              params: path,
              body: { to: { name: "Intruso", email: "intruso@example.pt" } },
            }),
        ],
        [
          "send_sms",
          sale.id,
          () =>
            v1.POST("/sales/{id}/send_sms", { params: path, body: { to: [{ name: "Intruso", mobile: "912345678" }] } }),
        ],
        ["generate_mbref", sale.id, () => v1.POST("/sales/{id}/generate_mbref", { params: path })],
        ["generate_mbway", sale.id, () => v1.POST("/sales/{id}/generate_mbway", { params: path })],
        ["sign", sale.id, () => v1.POST("/sales/{id}/sign", { params: path })],
      );
    }
    for (const [operation, id, call] of calls) {
      const answer = await call();
      expect(answer.response.status, `${operation} of ${id}`).toBe(403);
      expect(answer.error, `${operation} of ${id}`).toEqual({
        status: false,
        code: "sale.not_found",
        field: "id",
        message: "O documento não existe",
      });
    }
  });

  it("cannot refer to the sales from a credit note", async () => {
    const v1 = s.v1(who().token);
    const body = invoice(who().customer, [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }], {
      document_type: "Nota de Crédito",
      sale_reference_id: finished.id,
    });
    expectRefusal(await v1.POST("/sales/create", { body }), {
      code: "sale.reference.not_found",
      field: "sale_reference_id",
      message: "O documento referido (sale_reference_id) não existe",
    });
  });
});

it("the first account's sales are untouched", async () => {
  const v1 = s.v1();
  const a = (await v1.POST("/sales/find", { body: { value: finished.id, search_in: "ID" } })).data!.data;
  expect(a).toMatchObject({
    status: "Terminado",
    grand_total: 12.3,
    canceled_at: null,
    mb_reference: null,
    mbway_link: null,
    signed_at: null,
    url_file: null,
    file_last_generated: null,
  });
  const b = (await v1.POST("/sales/find", { body: { value: draft.id, search_in: "ID" } })).data!.data;
  expect(b).toMatchObject({ status: "Rascunho", grand_total: 12.3, customer_id: finished.customer_id });
  const all = (await v1.POST("/sales/list", { body: {} })).data!.data;
  expect(all.map((x) => x.id).sort()).toEqual([finished.id, draft.id].sort());
});
