// v1 stock through the generated client: manual movements (create, update, delete) keeping the
// average cost price right, the actual stock per warehouse and year, every refusal, and
// tenants that never meet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

let s: TestServer;
let secondWarehouse: number;

beforeAll(async () => {
  s = await startTestServer();
  // A second warehouse of the account's production data set (administration setup).
  const dataset = await s.store.db
    .selectFrom("datasets")
    .select("id")
    .where("api_token_hash", "=", keyDigest(s.account.api_token))
    .executeTakeFirstOrThrow();
  const stamp = "2026-01-01 00:00:00";
  const row = await s.store.db
    .insertInto("warehouses")
    .values({ dataset_id: dataset.id, description: "Armazém Lisboa", active: 1, created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  secondWarehouse = row.id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function item(reference: string, type: "Mercadorias" | "Serviços" = "Mercadorias"): Promise<number> {
  const { data, error } = await s
    .v1()
    .POST("/items/create", { body: { reference, description: `Artigo ${reference}`, unit: "UN", vat: "23.00", type } });
  expect(error).toBeUndefined();
  return data!.data.id;
}

type Movement = {
  warehouse: string | number;
  item: string | number;
  date: string;
  type: "Entrada" | "Saída";
  quantity: string | number;
  unit_price?: string | number;
};

async function move(body: Movement): Promise<number> {
  const { data, error } = await s.v1().POST("/items/stock/movements/create", { body });
  expect(error).toBeUndefined();
  expect(data).toEqual({ status: true, id: expect.any(Number) });
  return data!.id;
}

async function actual(id: number, body: { warehouse?: string | number; year?: string | number } = {}) {
  const { data, error } = await s.v1().POST("/items/{id}/stock/actual", { params: { path: { id } }, body });
  expect(error).toBeUndefined();
  return data!.data;
}

async function averageIn(id: number, warehouse: number): Promise<number | undefined> {
  const { data } = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
  return data!.data[0]!.averagecostprices.find((a) => a.warehouse_id === warehouse)?.average_cost_price;
}

const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, m) => values[m] ?? 0);

describe("stock movements and the average cost price", () => {
  it("creates entries and exits by warehouse name and item reference, in lenient forms", async () => {
    const id = await item("GEL150");
    await move({
      warehouse: "Armazém principal",
      item: "GEL150",
      date: "2026-11-02",
      type: "Entrada",
      quantity: 24,
      unit_price: "1,25",
    });
    await move({ warehouse: 1, item: String(id), date: "2026-11-20", type: "Saída", quantity: "6" });
    const [entry] = await actual(id, { warehouse: "armazém principal", year: 2026 });
    expect(entry).toEqual({
      quantity_in: 24,
      quantity_out: 6,
      balance: 18,
      average_cost_price: 1.25,
      stats_year: [months({ 10: 24 }), months({ 10: 6 }), months({ 10: 18 })],
      warehouse: expect.objectContaining({ id: 1, description: "Armazém principal", active: true }),
    });
    const found = await s.v1().POST("/items/find", { body: { value: "GEL150", search_in: "Reference" } });
    expect(found.data!.data[0]!.stock).toBe(18);
  });

  it("recomputes the average in date order through create, update and delete", async () => {
    const id = await item("MEDIA-1");
    // 10 at 2.00 -> 2.00
    const first = await move({
      warehouse: 1,
      item: id,
      date: "2026-03-10",
      type: "Entrada",
      quantity: 10,
      unit_price: 2,
    });
    expect(await averageIn(id, 1)).toBe(2);
    // 10 at 4.00 -> (10*2 + 10*4) / 20 = 3.00
    const second = await move({
      warehouse: 1,
      item: id,
      date: "2026-03-15",
      type: "Entrada",
      quantity: 10,
      unit_price: 4,
    });
    expect(await averageIn(id, 1)).toBe(3);
    // 15 leave -> 5 at 3.00; 5 enter at 6.00 -> (5*3 + 5*6) / 10 = 4.50
    const exit = await move({ warehouse: 1, item: id, date: "2026-03-20", type: "Saída", quantity: 15 });
    await move({ warehouse: 1, item: id, date: "2026-03-25", type: "Entrada", quantity: 5, unit_price: "6.00" });
    expect(await averageIn(id, 1)).toBe(4.5);

    // Correct the second entry to 4 units at 1.00: 10 at 2 + 4 at 1 -> 24/14 = 1.714285.. -> 1.71429;
    // 15 leave -> -1; 5 at 6.00 enter into negative stock -> 6.00.
    const upd = await s.v1().POST("/items/stock/movements/{id}/update", {
      params: { path: { id: second } },
      body: { warehouse: 1, item: id, date: "2026-03-15", type: "Entrada", quantity: "4", unit_price: "1,00" },
    });
    expect(upd.data).toEqual({ status: true });
    expect(await averageIn(id, 1)).toBe(6);

    // Delete the exit: 10 at 2, 4 at 1 -> 1.71429; 5 at 6 -> (14*1.71429 + 30) / 19 = 54.00006/19 = 2.842108.. -> 2.84211
    const del = await s.v1().POST("/items/stock/movements/{id}/delete", { params: { path: { id: exit } } });
    expect(del.data).toEqual({ status: true });
    expect(await averageIn(id, 1)).toBe(2.84211);

    // Move the first entry to another warehouse: both warehouses are recomputed.
    // Main: 4 at 1, 5 at 6 -> (4 + 30) / 9 = 3.777.. -> 3.77778; Lisboa: 10 at 2.
    await s.v1().POST("/items/stock/movements/{id}/update", {
      params: { path: { id: first } },
      body: {
        warehouse: "Armazém Lisboa",
        item: "MEDIA-1",
        date: "2026-03-10",
        type: "Entrada",
        quantity: 10,
        unit_price: 2,
      },
    });
    expect(await averageIn(id, 1)).toBe(3.77778);
    expect(await averageIn(id, secondWarehouse)).toBe(2);
    const entries = await actual(id, { year: "2026" });
    const main = entries.find((e) => e.warehouse.id === 1)!;
    const lisboa = entries.find((e) => e.warehouse.id === secondWarehouse)!;
    expect(main).toMatchObject({ quantity_in: 9, quantity_out: 0, balance: 9, average_cost_price: 3.77778 });
    expect(lisboa).toMatchObject({ quantity_in: 10, balance: 10, average_cost_price: 2 });
    const total = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    expect(total.data!.data[0]!.stock).toBe(19);

    // Deleting the only movement of a warehouse leaves no stock there.
    await s.v1().POST("/items/stock/movements/{id}/delete", { params: { path: { id: first } } });
    expect(await averageIn(id, secondWarehouse)).toBeUndefined();
  });

  it("values an entry without unit price at the average, which does not change", async () => {
    const id = await item("SEM-PRECO");
    await move({ warehouse: 1, item: id, date: "2026-04-01", type: "Entrada", quantity: 10, unit_price: 2 });
    await move({ warehouse: 1, item: id, date: "2026-04-02", type: "Entrada", quantity: 5, unit_price: "" });
    expect(await averageIn(id, 1)).toBe(2);
    // (15*2 + 5*6) / 20 = 3.00
    await move({ warehouse: 1, item: id, date: "2026-04-03", type: "Entrada", quantity: 5, unit_price: 6 });
    expect(await averageIn(id, 1)).toBe(3);
  });
});

describe("actual stock", () => {
  it("lists every active warehouse with zeros where nothing moved, and the monthly figures of the requested year", async () => {
    const id = await item("ANUAL");
    await move({ warehouse: 1, item: id, date: "2025-12-31", type: "Entrada", quantity: 100, unit_price: 1 });
    await move({ warehouse: 1, item: id, date: "2026-01-15", type: "Saída", quantity: "2.5" });
    await move({ warehouse: 1, item: id, date: "2026-01-31", type: "Entrada", quantity: "0.5", unit_price: 1 });
    await move({ warehouse: 1, item: id, date: "2026-12-01", type: "Saída", quantity: 8 });
    const entries = await actual(id, { year: 2026 });
    expect(entries.map((e) => e.warehouse.id)).toEqual([1, secondWarehouse]);
    expect(entries[0]).toMatchObject({ quantity_in: 100.5, quantity_out: 10.5, balance: 90, average_cost_price: 1 });
    expect(entries[0]!.stats_year).toEqual([months({ 0: 0.5 }), months({ 0: 2.5, 11: 8 }), months({ 0: -2, 11: -8 })]);
    expect(entries[1]).toEqual({
      quantity_in: 0,
      quantity_out: 0,
      balance: 0,
      average_cost_price: 0,
      stats_year: [months({}), months({}), months({})],
      warehouse: expect.objectContaining({ id: secondWarehouse, description: "Armazém Lisboa" }),
    });
    const lastYear = await actual(id, { warehouse: 1, year: "2025" });
    expect(lastYear[0]!.stats_year[0]).toEqual(months({ 11: 100 }));
    // The current year by default.
    s.clock.set("2025-06-01T12:00:00Z");
    const byDefault = await actual(id, { warehouse: 1, year: "" });
    expect(byDefault[0]!.stats_year[0]).toEqual(months({ 11: 100 }));
    s.clock.set(new Date());
  });

  it("answers zeros for an item that keeps no stock", async () => {
    const id = await item("SERVICO", "Serviços");
    const [entry] = await actual(id, { warehouse: 1 });
    expect(entry).toMatchObject({ quantity_in: 0, quantity_out: 0, balance: 0, average_cost_price: 0 });
  });

  it("refuses an unknown item, an unknown warehouse and a year that is not one", async () => {
    const id = await item("RECUSA-STOCK");
    const unknownItem = await s.v1().POST("/items/{id}/stock/actual", { params: { path: { id: 999999 } }, body: {} });
    expectRefusal(unknownItem, { code: "item.not_found", field: "id", message: "O artigo não existe" });
    const unknownWarehouse = await s
      .v1()
      .POST("/items/{id}/stock/actual", { params: { path: { id } }, body: { warehouse: "Armazém 9" } });
    expectRefusal(unknownWarehouse, {
      code: "warehouse.not_found",
      field: "warehouse",
      message: "O armazém indicado no campo warehouse não existe",
    });
    s.clock.set("2026-06-01T12:00:00Z");
    try {
      const badYear = await s.v1().POST("/items/{id}/stock/actual", { params: { path: { id } }, body: { year: 12 } });
      expectRefusal(badYear, {
        code: "request.field.invalid",
        field: "year",
        message: "O valor indicado para o campo year não é válido (esperado: um ano de 2000 a 2999)",
      });
    } finally {
      s.clock.set(new Date());
    }
    const r = await s.raw(`/api/v1/items/${id}/stock/actual`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, year: "dois mil" }),
    });
    expectRefusal(await answerOf(r), {
      code: "request.field.invalid",
      field: "year",
      message: /^O valor indicado para o campo year não é válido/,
    });
  });
});

describe("stock movement refusals", () => {
  const base: Movement = { warehouse: 1, item: "RECUSAS", date: "2026-05-01", type: "Entrada", quantity: 1 };

  beforeAll(async () => {
    await item("RECUSAS");
    await item("CORTE", "Serviços");
  });

  const fiveplaces = "(esperado: um número inferior a 10000000000 com até 5 casas decimais (0.00000))";
  const notPositive =
    "A quantidade indicada no campo quantity deve ser superior a zero (o sentido do movimento é dado pelo tipo)";

  it.each([
    [{ item: "NAO-EXISTE" }, "item.not_found", "item", "O artigo não existe"],
    [{ item: 999999 }, "item.not_found", "item", "O artigo não existe"],
    [
      { item: "CORTE" },
      "item.stock.not_kept",
      "item",
      "O artigo indicado no campo item não é do tipo Mercadorias e não movimenta stock",
    ],
    [
      { warehouse: "Armazém 9" },
      "warehouse.not_found",
      "warehouse",
      "O armazém indicado no campo warehouse não existe",
    ],
    [{ date: "2026-02-30" }, "date.invalid", "date", "A data indicada no campo date não é válida"],
    [{ quantity: 0 }, "stock_movement.quantity.not_positive", "quantity", notPositive],
    [{ quantity: "-3" }, "stock_movement.quantity.not_positive", "quantity", notPositive],
    [
      { quantity: "1.123456" },
      "request.field.invalid",
      "quantity",
      `O valor indicado para o campo quantity não é válido ${fiveplaces}`,
    ],
    [
      { unit_price: "-1" },
      "amount.negative",
      "unit_price",
      "O valor indicado no campo unit_price não pode ser negativo",
    ],
    [
      { unit_price: "0.000001" },
      "request.field.invalid",
      "unit_price",
      `O valor indicado para o campo unit_price não é válido ${fiveplaces}`,
    ],
  ] as [Partial<Movement>, RefusalCode, string, string][])(
    "refuses %j with a code and a message naming the field",
    async (patch, code, field, message) => {
      expectRefusal(await s.v1().POST("/items/stock/movements/create", { body: { ...base, ...patch } }), {
        code,
        field,
        message,
      });
    },
  );

  it.each([
    [
      { warehouse: undefined },
      "request.field.required",
      "warehouse",
      "É obrigatória a indicação de um valor para o campo warehouse",
    ],
    [{ item: undefined }, "request.field.required", "item", "É obrigatória a indicação de um valor para o campo item"],
    [{ date: undefined }, "request.field.required", "date", "É obrigatória a indicação de um valor para o campo date"],
    [{ type: undefined }, "request.field.required", "type", "É obrigatória a indicação de um valor para o campo type"],
    [
      { quantity: undefined },
      "request.field.required",
      "quantity",
      "É obrigatória a indicação de um valor para o campo quantity",
    ],
    [{ date: "01-05-2026" }, "request.field.invalid", "date", /^O valor indicado para o campo date não é válido/],
    [
      { type: "Saida" },
      "request.field.invalid",
      "type",
      'O valor indicado para o campo type não é válido (esperado: um de "Entrada", "Saída")',
    ],
    [
      { quantity: "1,123456" },
      "request.field.invalid",
      "quantity",
      /^O valor indicado para o campo quantity não é válido/,
    ],
  ] as [Record<string, unknown>, RefusalCode, string, string | RegExp][])(
    "validation refuses %j in the v1 envelope",
    async (patch, code, field, message) => {
      const r = await s.raw("/api/v1/items/stock/movements/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ api_token: s.account.api_token, ...base, ...patch }),
      });
      const answer = await answerOf(r);
      expectRefusal(answer, { code, field, message });
      expect(answer.body).toMatchObject({ status: false });
    },
  );

  it("applies the create refusals to updates, refuses unknown ids and keeps the movement unchanged", async () => {
    const id = await move({ ...base, quantity: 3, unit_price: 2 });
    const notMerc = await s
      .v1()
      .POST("/items/stock/movements/{id}/update", { params: { path: { id } }, body: { ...base, item: "CORTE" } });
    expectRefusal(notMerc, { code: "item.stock.not_kept", field: "item" });
    const noWarehouse = await s.v1().POST("/items/stock/movements/{id}/update", {
      params: { path: { id } },
      body: { ...base, warehouse: "Armazém 9" },
    });
    expectRefusal(noWarehouse, { code: "warehouse.not_found", field: "warehouse" });
    const unknown = await s
      .v1()
      .POST("/items/stock/movements/{id}/update", { params: { path: { id: 999999 } }, body: base });
    expectRefusal(unknown, {
      code: "stock_movement.not_found",
      field: "id",
      message: "O movimento de stock não existe",
    });
    const unknownDelete = await s.v1().POST("/items/stock/movements/{id}/delete", { params: { path: { id: 999999 } } });
    expectRefusal(unknownDelete, {
      code: "stock_movement.not_found",
      field: "id",
      message: "O movimento de stock não existe",
    });
    const r = await s.raw("/api/v1/items/stock/movements/x1/delete", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token }),
    });
    expectRefusal(await answerOf(r), {
      code: "request.field.invalid",
      field: "id",
      message: /^O valor indicado para o campo id não é válido/,
    });
    const found = await s.v1().POST("/items/find", { body: { value: "RECUSAS", search_in: "Reference" } });
    expect(found.data!.data[0]!.stock).toBe(3);
    expect(found.data!.data[0]!.averagecostprices[0]!.average_cost_price).toBe(2);
  });
});

describe("tenants never meet", () => {
  it("a second account and the demo key of the same account can neither change nor read the first account's movements and stock", async () => {
    const itemId = await item("SO-MINHA");
    const movement = await move({
      warehouse: 1,
      item: itemId,
      date: "2026-06-01",
      type: "Entrada",
      quantity: 5,
      unit_price: 3,
    });
    const other = await s.newAccount({ name: "Outra conta" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      const notYours = {
        status: false,
        code: "stock_movement.not_found",
        message: "O movimento de stock não existe",
        field: "id",
      };
      const upd = await v1.POST("/items/stock/movements/{id}/update", {
        params: { path: { id: movement } },
        body: { warehouse: 1, item: itemId, date: "2026-06-01", type: "Saída", quantity: 500 },
      });
      expect(upd.response.status).toBe(403);
      expect(upd.error).toEqual(notYours);
      const del = await v1.POST("/items/stock/movements/{id}/delete", { params: { path: { id: movement } } });
      expect(del.error).toEqual(notYours);
      const create = await v1.POST("/items/stock/movements/create", {
        body: { warehouse: "Armazém principal", item: "SO-MINHA", date: "2026-06-01", type: "Saída", quantity: 1 },
      });
      expectRefusal(create, { code: "item.not_found", field: "item", message: "O artigo não existe" });
      const stock = await v1.POST("/items/{id}/stock/actual", { params: { path: { id: itemId } }, body: {} });
      expectRefusal(stock, { code: "item.not_found", field: "id", message: "O artigo não existe" });
    }
    const [entry] = await actual(itemId, { warehouse: 1 });
    expect(entry).toMatchObject({ balance: 5, average_cost_price: 3 });
  });
});
