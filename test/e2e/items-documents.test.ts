// Items and stock once documents exist: reference and description locked by a finished
// document (both generations), delete refused when used, movements written by sales (not
// editable through the stock API), and the legacy quantity pending on orders. Sales are not
// created through the API here: the documents are written into the store as a finished sale
// would leave them, and sale movements through the stock service sales call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { startTestServer, type TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
import { recordSaleMovement, removeSaleMovements } from "../../server/modules/items/stock.ts";
import type { Ctx } from "../../server/kernel/scope.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

/**
 * The columns the store's defaults fill (003_documents), written out: the store schema types
 * them as required on insert. The documents here are about items and stock, not their totals.
 */
const LINE_TOTALS = {
  gross_total: "0",
  total_discount: "0",
  net_total: "0",
  total_base_vat: "0",
  total_vat: "0",
  grand_total: "0",
};
const SALE_DEFAULTS = {
  ...LINE_TOTALS,
  shipping_value: "0",
  currency_exchange: "1",
  waybill_global: 0,
  total_shipping: "0",
  total_services: "0",
  final_discount_financial: "0",
  final_discount_global: "0",
  final_discount_value: "0",
  irs_retention_apply: 0,
  irs_retention_base: "0",
  irs_retention_total: "0",
  irs_retention_tax: "0",
  file_previewed: 0,
};

let s: TestServer;
let dataset: { id: number; account_id: number };

beforeAll(async () => {
  s = await startTestServer();
  dataset = await s.store.db
    .selectFrom("datasets")
    .select(["id", "account_id"])
    .where("api_token_hash", "=", keyDigest(s.account.api_token))
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

let number = 0;

/** Writes a sale of the given SAF-T type with one line of the item, as the sales service leaves it. */
async function writeSale(options: {
  saft: "FT" | "NE";
  status: "Rascunho" | "Terminado" | "Anulado";
  itemId: number;
  quantity: string;
  referenceId?: number;
}): Promise<number> {
  const db = s.store.db;
  const type = await db
    .selectFrom("document_types")
    .select("id")
    .where("dataset_id", "=", dataset.id)
    .where("saft_initials", "=", options.saft)
    .executeTakeFirstOrThrow();
  const serie = await db
    .selectFrom("document_type_series")
    .select("serie_id")
    .where("document_type_id", "=", type.id)
    .executeTakeFirstOrThrow();
  const currency = await db
    .selectFrom("currencies")
    .select("id")
    .where("dataset_id", "=", dataset.id)
    .executeTakeFirstOrThrow();
  const item = await db.selectFrom("items").selectAll().where("id", "=", options.itemId).executeTakeFirstOrThrow();
  const stamp = "2026-05-01 10:00:00";
  const sale = await db
    .insertInto("sales")
    .values({
      dataset_id: dataset.id,
      document_type_id: type.id,
      serie_id: serie.serie_id,
      sale_reference_id: options.referenceId ?? null,
      issue_date: "2026-05-01",
      company_name: "Empresa de teste",
      company_vat_number: "513284923",
      company_country: "Portugal",
      company_address: "Rua A, 1",
      company_city: "Porto",
      company_postal_code: "4000-001",
      company_vat_scheme: "Normal",
      currency_id: currency.id,
      vat_type: "Debitar IVA",
      status: options.status,
      status_last_change: stamp,
      number: options.status === "Rascunho" ? null : ++number,
      created_at: stamp,
      updated_at: stamp,
      ...SALE_DEFAULTS,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("sale_lines")
    .values({
      sale_id: sale.id,
      position: 0,
      item_id: item.id,
      item_reference: item.reference,
      item_description: item.description,
      item_type: item.type,
      price: "1",
      quantity: options.quantity,
      discount: "0",
      vat_id: item.vat_id,
      vat_tax: "23",
      vat_exemption_id: 18,
      ...LINE_TOTALS,
    })
    .execute();
  return sale.id;
}

async function withCtx<T>(fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  return s.store.transaction((tx) =>
    fn({
      tx,
      scope: { accountId: dataset.account_id, datasetId: dataset.id, mode: "production" },
      clock: s.clock,
    } as unknown as Ctx),
  );
}

async function createItem(reference: string, type: "Mercadorias" | "Serviços" = "Mercadorias"): Promise<number> {
  const { data, error } = await s
    .v1()
    .POST("/items/create", { body: { reference, description: `Artigo ${reference}`, unit: "UN", vat: "23.00", type } });
  expect(error).toBeUndefined();
  return data!.data.id;
}

async function v1Item(id: number) {
  const { data } = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
  return data!.data[0]!;
}

describe("locks and deletion once an item is on documents", () => {
  let finished: number;
  let draft: number;

  beforeAll(async () => {
    finished = await createItem("FECHADO");
    draft = await createItem("RASCUNHO");
    await writeSale({ saft: "FT", status: "Terminado", itemId: finished, quantity: "1" });
    await writeSale({ saft: "FT", status: "Rascunho", itemId: draft, quantity: "1" });
  });

  it("blocks reference and description of an item on a finished document only", async () => {
    expect(await v1Item(finished)).toMatchObject({ reference_blocked: true, description_blocked: true });
    expect(await v1Item(draft)).toMatchObject({ reference_blocked: false, description_blocked: false });
    const legacy = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: "FECHADO" } });
    expect(legacy.data).toMatchObject({ referencia_bloqueado: true, descricao_bloqueado: true });
  });

  it("refuses changing a locked reference or description in both generations, and allows other changes", async () => {
    const base = { unit: "UN", vat: "23.00", type: "Mercadorias" as const };
    const ref = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: finished } },
      body: { ...base, reference: "NOVA-REF", description: "Artigo FECHADO" },
    });
    expectRefusal(ref, {
      code: "item.reference.locked",
      field: "reference",
      message: "O campo reference não pode ser alterado porque o artigo já consta de documentos finalizados",
    });
    const desc = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: finished } },
      body: { ...base, description: "Outra descrição" },
    });
    expectRefusal(desc, {
      code: "item.description.locked",
      field: "description",
      message: "O campo description não pode ser alterado porque o artigo já consta de documentos finalizados",
    });
    const other = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: finished } },
      body: {
        ...base,
        reference: "FECHADO",
        description: "Artigo FECHADO",
        cost_price: "2",
        observations: "Pode mudar",
      },
    });
    expect(other.data).toEqual({ status: true });

    const vat = await s.store.db
      .selectFrom("items")
      .select(["vat_id", "unit_id"])
      .where("id", "=", finished)
      .executeTakeFirstOrThrow();
    const legacyBody = {
      id: finished,
      referencia: "FECHADO",
      descricao: "Artigo FECHADO",
      taxaiva_id: vat.vat_id,
      unidade_id: vat.unit_id,
      tipo_contabilidade: "Mercadorias" as const,
    };
    const legacyRef = await s.legacy().PUT("/artigos/actualizar", { body: { ...legacyBody, referencia: "NOVA" } });
    expectRefusal(legacyRef, {
      status: 422,
      code: "item.reference.locked",
      field: "referencia",
      message: "O campo referencia não pode ser alterado porque o artigo já consta de documentos finalizados",
    });
    const legacyDesc = await s.legacy().PUT("/artigos/actualizar", { body: { ...legacyBody, descricao: "Nova" } });
    expectRefusal(legacyDesc, {
      status: 422,
      code: "item.description.locked",
      field: "descricao",
      message: "O campo descricao não pode ser alterado porque o artigo já consta de documentos finalizados",
    });
    expect((await s.legacy().PUT("/artigos/actualizar", { body: { ...legacyBody, preco_venda: "3" } })).data).toEqual({
      msg: "Artigo actualizado com sucesso.",
    });

    const draftChange = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: draft } },
      body: { ...base, reference: "RASCUNHO-2", description: "Ainda livre" },
    });
    expect(draftChange.data).toEqual({ status: true });
  });

  it("refuses deleting an item used on a document, finished or not", async () => {
    for (const id of [finished, draft]) {
      const del = await s.v1().POST("/items/{id}/delete", { params: { path: { id } } });
      expectRefusal(del, {
        code: "item.in_use",
        message: "O artigo não pode ser apagado porque já foi utilizado em documentos",
      });
    }
  });
});

describe("movements written by sales", () => {
  it("move stock and are not editable through the stock movements API; cancelling the sale removes them", async () => {
    const id = await createItem("VENDIDO");
    const service = await createItem("SERVICO-V", "Serviços");
    await s.v1().POST("/items/stock/movements/create", {
      body: { warehouse: 1, item: id, date: "2026-05-01", type: "Entrada", quantity: 10, unit_price: 2 },
    });
    const saleId = await writeSale({ saft: "FT", status: "Terminado", itemId: id, quantity: "4" });
    const movementId = await withCtx((ctx) =>
      recordSaleMovement(ctx, {
        saleId,
        itemId: id,
        warehouseId: 1,
        date: "2026-05-02",
        type: "Saída",
        quantity: new Decimal(4),
      }),
    );
    expect(movementId).toEqual(expect.any(Number));
    expect(
      await withCtx((ctx) =>
        recordSaleMovement(ctx, {
          saleId,
          itemId: service,
          warehouseId: 1,
          date: "2026-05-02",
          type: "Saída",
          quantity: new Decimal(1),
        }),
      ),
    ).toBeNull();

    expect((await v1Item(id)).stock).toBe(6);
    const upd = await s.v1().POST("/items/stock/movements/{id}/update", {
      params: { path: { id: movementId! } },
      body: { warehouse: 1, item: id, date: "2026-05-02", type: "Saída", quantity: 1 },
    });
    const notManual = {
      code: "stock_movement.not_manual",
      message: "O movimento de stock foi gerado por um documento e não pode ser alterado nem apagado",
    } as const;
    expectRefusal(upd, notManual);
    const del = await s.v1().POST("/items/stock/movements/{id}/delete", { params: { path: { id: movementId! } } });
    expectRefusal(del, notManual);

    // A return (credit note) enters at a new cost: 6 at 2.00 + 2 at 3.00 -> 18 / 8 = 2.25.
    await withCtx((ctx) =>
      recordSaleMovement(ctx, {
        saleId,
        itemId: id,
        warehouseId: 1,
        date: "2026-05-03",
        type: "Entrada",
        quantity: new Decimal(2),
        unitPrice: new Decimal(3),
      }),
    );
    expect((await v1Item(id)).averagecostprices).toEqual([{ item_id: id, warehouse_id: 1, average_cost_price: 2.25 }]);

    await withCtx((ctx) => removeSaleMovements(ctx, saleId));
    const after = await v1Item(id);
    expect(after.stock).toBe(10);
    expect(after.averagecostprices[0]!.average_cost_price).toBe(2);
  });
});

describe("legacy quantity pending on orders", () => {
  it("counts finished orders not yet turned into another document", async () => {
    const id = await createItem("ENCOMENDADO");
    const order = await writeSale({ saft: "NE", status: "Terminado", itemId: id, quantity: "3.5" });
    await writeSale({ saft: "NE", status: "Rascunho", itemId: id, quantity: "100" });
    await writeSale({ saft: "FT", status: "Terminado", itemId: id, quantity: "7" });
    const pending = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "ENCOMENDADO" } });
    expect(pending.data).toEqual({ quantidade_disponivel: 0, quantidade_encomendas: 3.5 });
    const cancelledInvoice = await writeSale({
      saft: "FT",
      status: "Anulado",
      itemId: id,
      quantity: "3.5",
      referenceId: order,
    });
    expect(cancelledInvoice).toEqual(expect.any(Number));
    expect(
      (await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "ENCOMENDADO" } })).data!
        .quantidade_encomendas,
    ).toBe(3.5);
    await writeSale({ saft: "FT", status: "Terminado", itemId: id, quantity: "3.5", referenceId: order });
    expect(
      (await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "ENCOMENDADO" } })).data!
        .quantidade_encomendas,
    ).toBe(0);
  });
});
