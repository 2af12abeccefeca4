// Legacy items (artigos) through the generated legacy client: the same items v1 sees, the
// legacy spellings and names, the sale price of the default price table, the stock of the
// warehouse of the API's location, and 422 refusals naming the Portuguese fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";
import type { components } from "../../generated/types/legacy.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type Criar = components["schemas"]["ArtigoCriarPedido"];

let s: TestServer;
let datasetId: number;

beforeAll(async () => {
  s = await startTestServer();
  datasetId = (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function idOf(table: "vat_rates" | "units", column: "description" | "symbol", value: string): Promise<number> {
  const row = await s.store.db
    .selectFrom(table as "units")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where(column as "description", "=", value)
    .executeTakeFirstOrThrow();
  return row.id;
}

let vat6: number;
let vat23: number;
let vatExempt: number;
let unitKg: number;

beforeAll(async () => {
  vat6 = await idOf("vat_rates", "description", "IVA Reduzida");
  vat23 = await idOf("vat_rates", "description", "IVA Normal");
  vatExempt = await idOf("vat_rates", "description", "Isento");
  unitKg = await idOf("units", "symbol", "KG");
});

function farinha(patch: Partial<Criar> = {}): Criar {
  return {
    referencia: "FAR-T65-25",
    descricao: "Farinha de trigo tipo 65, saco 25 kg",
    taxaiva_id: vat6,
    unidade_id: unitKg,
    tipo_contabilidade: "Mercadorias",
    motivo_isencao_id: 18,
    preco_custo: "14.20",
    preco_venda: "18.50",
    observacoes: "Fornecedor: Moagem do Douro.",
    ...patch,
  };
}

const auth = () => `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;

async function rawLegacy(method: string, path: string, body: unknown) {
  return answerOf(
    await s.raw(`/api${path}`, {
      method,
      headers: { authorization: auth(), "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const NO_ITEM = { status: 422, code: "item.search.no_results", message: "Nenhum artigo encontrado" } as const;

describe("legacy artigos: criar, procurar, actualizar", () => {
  let id: number;

  it("creates an item that v1 finds, with the sale price in the default price table", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha() });
    expect(created.error).toBeUndefined();
    expect(created.data).toEqual({ msg: "Artigo criado com sucesso.", id: expect.any(Number) });
    id = created.data!.id;
    const v1 = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    const item = v1.data!.data[0]!;
    expect(item).toMatchObject({
      reference: "FAR-T65-25",
      type: "Mercadorias",
      cost_price: 14.2,
      vat_id: vat6,
      unit_id: unitKg,
      vat_exemption_id: 18,
      observations: "Fornecedor: Moagem do Douro.",
      active: true,
    });
    const defaultTable = await s.store.db
      .selectFrom("prices")
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow();
    expect(item.prices).toEqual([
      {
        id: expect.any(Number),
        item_id: id,
        price_id: defaultTable.id,
        price: 18.5,
        discount: 0,
        pricetable: expect.objectContaining({ id: defaultTable.id, is_default: true }),
      },
    ]);
  });

  it("looks the item up by id, referencia and descricao, exactly", async () => {
    for (const [tipo, valor] of [
      ["id", id],
      ["id", String(id)],
      ["referencia", "FAR-T65-25"],
      ["descricao", "Farinha de trigo tipo 65, saco 25 kg"],
    ] as const) {
      const found = await s.legacy().POST("/artigos/procurar", { body: { tipo, valor } });
      expect(found.data).toEqual({
        msg: "Artigo encontrado.",
        id,
        referencia: "FAR-T65-25",
        descricao: "Farinha de trigo tipo 65, saco 25 kg",
        taxaiva_id: vat6,
        unidade_id: unitKg,
        tipo_contabilidade: "Mercadorias",
        preco_custo: 14.2,
        preco_venda: 18.5,
        observacoes: "Fornecedor: Moagem do Douro.",
        motivo_isencao_id: 18,
        referencia_bloqueado: false,
        descricao_bloqueado: false,
      });
    }
    for (const [tipo, valor] of [
      ["referencia", "FAR-T65"],
      ["descricao", "Farinha"],
      ["id", "abc"],
      ["id", 999999],
    ] as const) {
      const none = await s.legacy().POST("/artigos/procurar", { body: { tipo, valor } });
      expectRefusal(none, NO_ITEM);
      expect(none.error).toEqual({ code: "item.search.no_results", msg: "Nenhum artigo encontrado" });
    }
  });

  it("updates the item; omitted optional fields keep their values; the other price tables are left alone", async () => {
    const upd = await s.legacy().PUT("/artigos/actualizar", {
      body: {
        id,
        referencia: "FAR-T65-25",
        descricao: "Farinha de trigo tipo 65, saco 25 kg",
        taxaiva_id: String(vat6),
        unidade_id: String(unitKg),
        tipo_contabilidade: "Mercadorias",
        preco_custo: "14.60",
        preco_venda: "18,90",
      },
    });
    expect(upd.error).toBeUndefined();
    expect(upd.data).toEqual({ msg: "Artigo actualizado com sucesso." });
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "id", valor: id } });
    expect(found.data).toMatchObject({
      preco_custo: 14.6,
      preco_venda: 18.9,
      observacoes: "Fornecedor: Moagem do Douro.",
      motivo_isencao_id: 18,
    });
    const v1 = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    expect(v1.data!.data[0]!.prices).toHaveLength(1);
  });

  it("maps the legacy spelling Matérias Primas to and from v1's Matérias primas", async () => {
    const created = await s.legacy().POST("/artigos/criar", {
      body: farinha({
        referencia: "MP-1",
        descricao: "Fermento",
        tipo_contabilidade: "Matérias Primas",
        preco_venda: "",
        preco_custo: "",
      }),
    });
    expect(created.error).toBeUndefined();
    const v1 = await s.v1().POST("/items/find", { body: { value: "MP-1", search_in: "Reference" } });
    expect(v1.data!.data[0]).toMatchObject({ type: "Matérias primas", cost_price: 0, prices: [] });
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: "MP-1" } });
    expect(found.data).toMatchObject({ tipo_contabilidade: "Matérias Primas", preco_venda: 0, preco_custo: 0 });
  });

  it("creates an exempt item with a 0% rate and its exemption reason", async () => {
    const created = await s.legacy().POST("/artigos/criar", {
      body: farinha({
        referencia: "LIVRO-1",
        descricao: "Livro escolar",
        taxaiva_id: vatExempt,
        motivo_isencao_id: "7",
      }),
    });
    expect(created.error).toBeUndefined();
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: "LIVRO-1" } });
    expect(found.data).toMatchObject({ taxaiva_id: vatExempt, motivo_isencao_id: 7 });
  });

  const fiveplaces = "(esperado: um número inferior a 10000000000 com até 5 casas decimais (0.00000))";

  it.each([
    [
      { referencia: "FAR-T65-25", descricao: "Outra" },
      "item.reference.taken",
      "referencia",
      "O valor indicado para o campo referencia já se encontra registado",
    ],
    [
      { referencia: "OUTRA", descricao: "Farinha de trigo tipo 65, saco 25 kg" },
      "item.description.taken",
      "descricao",
      "O valor indicado para o campo descricao já se encontra registado",
    ],
    [
      { taxaiva_id: 999999 },
      "vat_rate.not_found",
      "taxaiva_id",
      "A taxa de IVA indicada no campo taxaiva_id não existe",
    ],
    [{ unidade_id: "999999" }, "unit.not_found", "unidade_id", "A unidade indicada no campo unidade_id não existe"],
    [
      { motivo_isencao_id: 99 },
      "vat_exemption.not_found",
      "motivo_isencao_id",
      "O motivo de isenção de IVA indicado no campo motivo_isencao_id não existe",
    ],
    [
      { motivo_isencao_id: 7 },
      "item.vat_exemption.rate_not_zero",
      "motivo_isencao_id",
      "Quando existe isenção de IVA é obrigatório que a taxa de IVA seja zero",
    ],
    [
      { preco_custo: "-1" },
      "amount.negative",
      "preco_custo",
      "O valor indicado no campo preco_custo não pode ser negativo",
    ],
    [
      { preco_venda: "-2,5" },
      "amount.negative",
      "preco_venda",
      "O valor indicado no campo preco_venda não pode ser negativo",
    ],
    [
      { preco_custo: "1.123456" },
      "request.field.invalid",
      "preco_custo",
      `O valor indicado para o campo preco_custo não é válido ${fiveplaces}`,
    ],
  ] as [Partial<Criar>, RefusalCode, string, string][])(
    "criar refuses %j with 422 naming the Portuguese field",
    async (patch, code, field, message) => {
      const answer = await s
        .legacy()
        .POST("/artigos/criar", { body: farinha({ referencia: "NOVA", descricao: "Nova", ...patch }) });
      expectRefusal(answer, { status: 422, code, field, message });
    },
  );

  it("criar refuses a 0% rate without an exemption reason", async () => {
    const answer = await s.legacy().POST("/artigos/criar", {
      body: farinha({ referencia: "ZERO", descricao: "Zero", taxaiva_id: vatExempt, motivo_isencao_id: 18 }),
    });
    expect(answer.error).toEqual({
      code: "item.vat_exemption.missing",
      field: "motivo_isencao_id",
      msg: "Quando a taxa de IVA é zero é obrigatória a indicação do motivo de isenção de IVA (motivo_isencao_id)",
    });
  });

  it.each([
    [
      { referencia: undefined },
      "request.field.required",
      "referencia",
      "É obrigatória a indicação de um valor para o campo referencia",
    ],
    [
      { descricao: undefined },
      "request.field.required",
      "descricao",
      "É obrigatória a indicação de um valor para o campo descricao",
    ],
    [
      { taxaiva_id: undefined },
      "request.field.required",
      "taxaiva_id",
      "É obrigatória a indicação de um valor para o campo taxaiva_id",
    ],
    [
      { unidade_id: undefined },
      "request.field.required",
      "unidade_id",
      "É obrigatória a indicação de um valor para o campo unidade_id",
    ],
    [
      { tipo_contabilidade: undefined },
      "request.field.required",
      "tipo_contabilidade",
      "É obrigatória a indicação de um valor para o campo tipo_contabilidade",
    ],
    [
      { referencia: "REF<1>" },
      "request.field.invalid",
      "referencia",
      /^O valor indicado para o campo referencia não é válido/,
    ],
    [
      { descricao: 'Farinha "especial"' },
      "request.field.invalid",
      "descricao",
      /^O valor indicado para o campo descricao não é válido/,
    ],
    [
      { tipo_contabilidade: "Matérias primas" },
      "request.field.invalid",
      "tipo_contabilidade",
      /^O valor indicado para o campo tipo_contabilidade não é válido \(esperado: um de .*"Matérias Primas"/,
    ],
    [
      { preco_custo: "catorze" },
      "request.field.invalid",
      "preco_custo",
      /^O valor indicado para o campo preco_custo não é válido/,
    ],
    [
      { preco_venda: "18.123456" },
      "request.field.invalid",
      "preco_venda",
      /^O valor indicado para o campo preco_venda não é válido/,
    ],
  ] as [Record<string, unknown>, RefusalCode, string, string | RegExp][])(
    "criar validation refuses %j with 422",
    async (patch, code, field, message) => {
      expectRefusal(
        await rawLegacy("POST", "/artigos/criar", {
          ...farinha({ referencia: "NOVA-V", descricao: "Nova V" }),
          ...patch,
        }),
        { status: 422, code, field, message },
      );
    },
  );

  it("actualizar refuses a missing or unknown id, and values registered on another item", async () => {
    const missing = await rawLegacy("PUT", "/artigos/actualizar", farinha());
    expectRefusal(missing, {
      status: 422,
      code: "request.field.required",
      field: "id",
      message: "É obrigatória a indicação de um valor para o campo id",
    });
    const unknown = await s.legacy().PUT("/artigos/actualizar", { body: { ...farinha(), id: 999999 } });
    expectRefusal(unknown, { status: 422, code: "item.not_found", field: "id", message: "O artigo não existe" });
    const other = await s
      .legacy()
      .POST("/artigos/criar", { body: farinha({ referencia: "OUTRO-1", descricao: "Outro artigo" }) });
    const dupRef = await s
      .legacy()
      .PUT("/artigos/actualizar", { body: { ...farinha({ descricao: "Outro artigo" }), id: other.data!.id } });
    expectRefusal(dupRef, {
      status: 422,
      code: "item.reference.taken",
      field: "referencia",
      message: "O valor indicado para o campo referencia já se encontra registado",
    });
    const dupDesc = await s
      .legacy()
      .PUT("/artigos/actualizar", { body: { ...farinha({ referencia: "OUTRO-1" }), id: other.data!.id } });
    expectRefusal(dupDesc, {
      status: 422,
      code: "item.description.taken",
      field: "descricao",
      message: "O valor indicado para o campo descricao já se encontra registado",
    });
    const post = await rawLegacy("POST", "/artigos/actualizar", { ...farinha(), id });
    expectRefusal(post, {
      status: 405,
      code: "endpoint.method_not_allowed",
      message: "O método POST não é válido para /api/artigos/actualizar; use PUT",
    });
  });

  it("procurar refuses a missing valor or tipo and an unknown tipo; an empty body is 204", async () => {
    const valor = {
      status: 422,
      code: "request.field.required",
      field: "valor",
      message: "É obrigatória a indicação de um valor para o campo valor",
    } as const;
    expectRefusal(await rawLegacy("POST", "/artigos/procurar", { tipo: "id" }), valor);
    expectRefusal(await rawLegacy("POST", "/artigos/procurar", { valor: 1 }), {
      status: 422,
      code: "request.field.required",
      field: "tipo",
      message: "É obrigatória a indicação de um valor para o campo tipo",
    });
    const tipo = await rawLegacy("POST", "/artigos/procurar", { valor: 1, tipo: "codigo" });
    expectRefusal(tipo, {
      status: 422,
      code: "request.field.invalid",
      field: "tipo",
      message: 'O valor indicado para o campo tipo não é válido (esperado: um de "id", "referencia", "descricao")',
    });
    expectRefusal(await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: " " } }), valor);
    const empty = await rawLegacy("POST", "/artigos/criar", {});
    expect(empty.response.status).toBe(204);
    expect(empty.body).toBeUndefined();
  });
});

describe("legacy artigos/stock", () => {
  it("answers the available stock of the location's warehouse with 5 decimal places", async () => {
    const created = await s
      .legacy()
      .POST("/artigos/criar", { body: farinha({ referencia: "STK-1", descricao: "Com stock" }) });
    const id = created.data!.id;
    const empty = await s.legacy().POST("/artigos/stock", { body: { tipo: "id", valor: id } });
    expect(empty.data).toEqual({ quantidade_disponivel: 0, quantidade_encomendas: 0 });
    await s.v1().POST("/items/stock/movements/create", {
      body: {
        warehouse: "Armazém principal",
        item: "STK-1",
        date: "2026-01-10",
        type: "Entrada",
        quantity: "90.1234",
        unit_price: 14,
      },
    });
    await s.v1().POST("/items/stock/movements/create", {
      body: { warehouse: "Armazém principal", item: "STK-1", date: "2026-01-11", type: "Saída", quantity: "3.62345" },
    });
    for (const [tipo, valor] of [
      ["id", String(id)],
      ["referencia", "STK-1"],
      ["descricao", "Com stock"],
    ] as const) {
      const stock = await s.legacy().POST("/artigos/stock", { body: { tipo, valor } });
      expect(stock.data).toEqual({ quantidade_disponivel: 86.49995, quantidade_encomendas: 0 });
    }
  });

  it("refuses an unknown, inactive or non-Mercadorias item", async () => {
    const none = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "NAO-HA" } });
    expectRefusal(none, NO_ITEM);
    await s.legacy().POST("/artigos/criar", {
      body: farinha({ referencia: "SERV-1", descricao: "Serviço de moagem", tipo_contabilidade: "Serviços" }),
    });
    const service = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "SERV-1" } });
    expectRefusal(service, {
      status: 422,
      code: "item.stock.not_kept",
      field: "valor",
      message: "O artigo indicado no campo valor não é do tipo Mercadorias e não movimenta stock",
    });
    const created = await s
      .legacy()
      .POST("/artigos/criar", { body: farinha({ referencia: "INACT-1", descricao: "Inactivo" }) });
    await s.v1().POST("/items/{id}/update", {
      params: { path: { id: created.data!.id } },
      body: { description: "Inactivo", unit: unitKg, vat: "6.00", type: "Mercadorias", active: false },
    });
    const inactive = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "INACT-1" } });
    expectRefusal(inactive, {
      status: 422,
      code: "item.inactive",
      field: "valor",
      message: "O artigo não se encontra activo",
    });
    const tipo = await rawLegacy("POST", "/artigos/stock", { valor: "x", tipo: "codigo" });
    expectRefusal(tipo, {
      status: 422,
      code: "request.field.invalid",
      field: "tipo",
      message: /^O valor indicado para o campo tipo não é válido/,
    });
    expectRefusal(await rawLegacy("POST", "/artigos/stock", { tipo: "id" }), {
      status: 422,
      code: "request.field.required",
      field: "valor",
      message: "É obrigatória a indicação de um valor para o campo valor",
    });
  });

  it("refuses when no location is configured for the API, or the location has no warehouse", async () => {
    const location = await s.store.db
      .selectFrom("locations")
      .select(["id", "warehouse_id"])
      .where("dataset_id", "=", datasetId)
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow();
    try {
      await s.store.db.updateTable("locations").set({ warehouse_id: null }).where("id", "=", location.id).execute();
      const noWarehouse = await s
        .legacy()
        .POST("/artigos/stock", { body: { tipo: "referencia", valor: "FAR-T65-25" } });
      expect(noWarehouse.error).toEqual({
        code: "location.api.no_warehouse",
        msg: "O local configurado para a API (Sede) não tem armazém associado",
      });
      await s.store.db.updateTable("locations").set({ is_default: 0 }).where("id", "=", location.id).execute();
      const noLocation = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "FAR-T65-25" } });
      expect(noLocation.response.status).toBe(422);
      expect(noLocation.error).toEqual({
        code: "location.api.missing",
        msg: "Não existe nenhum local configurado para a API",
      });
    } finally {
      await s.store.db
        .updateTable("locations")
        .set({ is_default: 1, warehouse_id: location.warehouse_id })
        .where("id", "=", location.id)
        .execute();
    }
  });
});

describe("tenants never meet", () => {
  it("another account's legacy key can neither find, read the stock of, nor change the first account's items", async () => {
    const created = await s
      .legacy()
      .POST("/artigos/criar", { body: farinha({ referencia: "SO-MEU", descricao: "Só meu" }) });
    const id = created.data!.id;
    const other = await s.newAccount({ name: "Outra conta" });
    const legacy = s.legacy(other.legacy_key, other.legacy_secret);
    for (const [tipo, valor] of [
      ["id", id],
      ["referencia", "SO-MEU"],
    ] as const) {
      expectRefusal(await legacy.POST("/artigos/procurar", { body: { tipo, valor } }), NO_ITEM);
      expectRefusal(await legacy.POST("/artigos/stock", { body: { tipo, valor } }), NO_ITEM);
    }
    const otherDataset = (
      await s.store.db
        .selectFrom("datasets")
        .select("id")
        .where("api_token_hash", "=", keyDigest(other.api_token))
        .executeTakeFirstOrThrow()
    ).id;
    const otherVat = await s.store.db
      .selectFrom("vat_rates")
      .select("id")
      .where("dataset_id", "=", otherDataset)
      .where("description", "=", "IVA Reduzida")
      .executeTakeFirstOrThrow();
    const otherUnit = await s.store.db
      .selectFrom("units")
      .select("id")
      .where("dataset_id", "=", otherDataset)
      .where("symbol", "=", "KG")
      .executeTakeFirstOrThrow();
    const upd = await legacy.PUT("/artigos/actualizar", {
      body: {
        ...farinha({ referencia: "ROUBADO", descricao: "Roubado", taxaiva_id: otherVat.id, unidade_id: otherUnit.id }),
        id,
      },
    });
    expectRefusal(upd, { status: 422, code: "item.not_found", field: "id", message: "O artigo não existe" });
    // This account's VAT rate and unit IDs are unknown in the other account.
    const foreignUnit = await legacy.POST("/artigos/criar", {
      body: farinha({ referencia: "X", descricao: "X", taxaiva_id: otherVat.id }),
    });
    expectRefusal(foreignUnit, { status: 422, code: "unit.not_found", field: "unidade_id" });
    const foreignVat = await legacy.POST("/artigos/criar", {
      body: farinha({ referencia: "X", descricao: "X", taxaiva_id: vat23, unidade_id: otherUnit.id }),
    });
    expectRefusal(foreignVat, { status: 422, code: "vat_rate.not_found", field: "taxaiva_id" });
    const still = await s.legacy().POST("/artigos/procurar", { body: { tipo: "id", valor: id } });
    expect(still.data).toMatchObject({ referencia: "SO-MEU", descricao: "Só meu" });
  });
});
