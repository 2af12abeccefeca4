// Legacy items (artigos) through the generated legacy client: the same items v1 sees, the
// legacy spellings and names, the sale price of the default price table, the stock of the
// warehouse of the API's location, and 422 refusals naming the Portuguese fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/legacy.ts";

type Criar = components["schemas"]["ArtigoCriarPedido"];

let s: TestServer;
let datasetId: number;

beforeAll(async () => {
  s = await startTestServer();
  datasetId = (await s.store.db.selectFrom("datasets").select("id").where("api_token", "=", s.account.api_token).executeTakeFirstOrThrow()).id;
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
  const r = await s.raw(`/api${path}`, { method, headers: { authorization: auth(), "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: r.status, body: r.status === 204 ? undefined : ((await r.json()) as { msg: string }) };
}

describe("legacy artigos: criar, procurar, actualizar", () => {
  let id: number;

  it("creates an item that v1 finds, with the sale price in the default price table", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha() });
    expect(created.error).toBeUndefined();
    expect(created.data).toEqual({ msg: "Artigo criado com sucesso.", id: expect.any(Number) });
    id = created.data!.id;
    const v1 = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    const item = v1.data!.data[0]!;
    expect(item).toMatchObject({ reference: "FAR-T65-25", type: "Mercadorias", cost_price: "14.20000", vat_id: vat6, unit_id: unitKg, vat_exemption_id: 18, observations: "Fornecedor: Moagem do Douro.", active: true });
    const defaultTable = await s.store.db.selectFrom("prices").select("id").where("dataset_id", "=", datasetId).where("is_default", "=", 1).executeTakeFirstOrThrow();
    expect(item.prices).toEqual([{ item_id: id, price_id: defaultTable.id, price: "18.50000", discount: "0.00" }]);
  });

  it("looks the item up by id, referencia and descricao, exactly", async () => {
    for (const [tipo, valor] of [["id", id], ["id", String(id)], ["referencia", "FAR-T65-25"], ["descricao", "Farinha de trigo tipo 65, saco 25 kg"]] as const) {
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
    for (const [tipo, valor] of [["referencia", "FAR-T65"], ["descricao", "Farinha"], ["id", "abc"], ["id", 999999]] as const) {
      const none = await s.legacy().POST("/artigos/procurar", { body: { tipo, valor } });
      expect(none.response.status).toBe(422);
      expect(none.error).toEqual({ msg: "No item was found." });
    }
  });

  it("updates the item; omitted optional fields keep their values; the other price tables are left alone", async () => {
    const upd = await s.legacy().PUT("/artigos/actualizar", {
      body: { id, referencia: "FAR-T65-25", descricao: "Farinha de trigo tipo 65, saco 25 kg", taxaiva_id: String(vat6), unidade_id: String(unitKg), tipo_contabilidade: "Mercadorias", preco_custo: "14.60", preco_venda: "18,90" },
    });
    expect(upd.error).toBeUndefined();
    expect(upd.data).toEqual({ msg: "Artigo actualizado com sucesso." });
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "id", valor: id } });
    expect(found.data).toMatchObject({ preco_custo: 14.6, preco_venda: 18.9, observacoes: "Fornecedor: Moagem do Douro.", motivo_isencao_id: 18 });
    const v1 = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
    expect(v1.data!.data[0]!.prices).toHaveLength(1);
  });

  it("maps the legacy spelling Matérias Primas to and from v1's Matérias primas", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "MP-1", descricao: "Fermento", tipo_contabilidade: "Matérias Primas", preco_venda: "", preco_custo: "" }) });
    expect(created.error).toBeUndefined();
    const v1 = await s.v1().POST("/items/find", { body: { value: "MP-1", search_in: "Reference" } });
    expect(v1.data!.data[0]).toMatchObject({ type: "Matérias primas", cost_price: "0.00000", prices: [] });
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: "MP-1" } });
    expect(found.data).toMatchObject({ tipo_contabilidade: "Matérias Primas", preco_venda: 0, preco_custo: 0 });
  });

  it("creates an exempt item with a 0% rate and its exemption reason", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "LIVRO-1", descricao: "Livro escolar", taxaiva_id: vatExempt, motivo_isencao_id: "7" }) });
    expect(created.error).toBeUndefined();
    const found = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: "LIVRO-1" } });
    expect(found.data).toMatchObject({ taxaiva_id: vatExempt, motivo_isencao_id: 7 });
  });

  it.each([
    [{ referencia: "FAR-T65-25", descricao: "Outra" }, "The reference (referencia) FAR-T65-25 is already registered."],
    [{ referencia: "OUTRA", descricao: "Farinha de trigo tipo 65, saco 25 kg" }, "The description (descricao) Farinha de trigo tipo 65, saco 25 kg is already registered."],
    [{ taxaiva_id: 999999 }, "The VAT rate 999999 (taxaiva_id) does not exist."],
    [{ unidade_id: "999999" }, "The unit 999999 (unidade_id) does not exist."],
    [{ motivo_isencao_id: 99 }, "The VAT exemption 99 (motivo_isencao_id) does not exist."],
    [{ motivo_isencao_id: 7 }, "The VAT exemption M07 (motivo_isencao_id) requires a VAT rate of 0%; the rate IVA Reduzida (taxaiva_id) is 6.00%."],
    [{ preco_custo: "-1" }, "The field preco_custo may not be negative."],
    [{ preco_venda: "-2,5" }, "The field preco_venda may not be negative."],
    [{ preco_custo: 1.123456 }, "The field preco_custo has more than 5 decimal places (format 0.00000)."],
  ] as [Partial<Criar>, string][])("criar refuses %j with 422 naming the Portuguese field", async (patch, msg) => {
    const { error, response } = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "NOVA", descricao: "Nova", ...patch }) });
    expect(response.status).toBe(422);
    expect(error).toEqual({ msg });
  });

  it("criar refuses a 0% rate without an exemption reason", async () => {
    const { error } = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "ZERO", descricao: "Zero", taxaiva_id: vatExempt, motivo_isencao_id: 18 }) });
    expect(error).toEqual({ msg: "The VAT rate Isento (taxaiva_id) is 0%: it requires a VAT exemption reason (motivo_isencao_id)." });
  });

  it.each([
    [{ referencia: undefined }, "The field referencia is required."],
    [{ descricao: undefined }, "The field descricao is required."],
    [{ taxaiva_id: undefined }, "The field taxaiva_id is required."],
    [{ unidade_id: undefined }, "The field unidade_id is required."],
    [{ tipo_contabilidade: undefined }, "The field tipo_contabilidade is required."],
    [{ referencia: "REF<1>" }, /^The field referencia is invalid/],
    [{ descricao: "Farinha \"especial\"" }, /^The field descricao is invalid/],
    [{ tipo_contabilidade: "Matérias primas" }, /^The field tipo_contabilidade is invalid\. Expected one of .*"Matérias Primas"/],
    [{ preco_custo: "catorze" }, /^The field preco_custo is invalid/],
    [{ preco_venda: "18.123456" }, /^The field preco_venda is invalid/],
  ])("criar validation refuses %j with 422", async (patch, msg) => {
    const r = await rawLegacy("POST", "/artigos/criar", { ...farinha({ referencia: "NOVA-V", descricao: "Nova V" }), ...patch });
    expect(r.status).toBe(422);
    if (typeof msg === "string") expect(r.body).toEqual({ msg });
    else expect(r.body!.msg).toMatch(msg);
  });

  it("actualizar refuses a missing or unknown id, and values registered on another item", async () => {
    const missing = await rawLegacy("PUT", "/artigos/actualizar", farinha());
    expect(missing).toEqual({ status: 422, body: { msg: "The field id is required." } });
    const unknown = await s.legacy().PUT("/artigos/actualizar", { body: { ...farinha(), id: 999999 } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error).toEqual({ msg: "The item 999999 (id) does not exist." });
    const other = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "OUTRO-1", descricao: "Outro artigo" }) });
    const dupRef = await s.legacy().PUT("/artigos/actualizar", { body: { ...farinha({ descricao: "Outro artigo" }), id: other.data!.id } });
    expect(dupRef.error).toEqual({ msg: "The reference (referencia) FAR-T65-25 is already registered." });
    const dupDesc = await s.legacy().PUT("/artigos/actualizar", { body: { ...farinha({ referencia: "OUTRO-1" }), id: other.data!.id } });
    expect(dupDesc.error).toEqual({ msg: "The description (descricao) Farinha de trigo tipo 65, saco 25 kg is already registered." });
    const post = await rawLegacy("POST", "/artigos/actualizar", { ...farinha(), id });
    expect(post).toEqual({ status: 405, body: { msg: "The method POST is not valid for /api/artigos/actualizar; use PUT." } });
  });

  it("procurar refuses a missing valor or tipo and an unknown tipo; an empty body is 204", async () => {
    expect(await rawLegacy("POST", "/artigos/procurar", { tipo: "id" })).toEqual({ status: 422, body: { msg: "The field valor is required." } });
    expect(await rawLegacy("POST", "/artigos/procurar", { valor: 1 })).toEqual({ status: 422, body: { msg: "The field tipo is required." } });
    const tipo = await rawLegacy("POST", "/artigos/procurar", { valor: 1, tipo: "codigo" });
    expect(tipo.status).toBe(422);
    expect(tipo.body!.msg).toMatch(/^The field tipo is invalid\. Expected one of "id", "referencia", "descricao"/);
    const empty = await s.legacy().POST("/artigos/procurar", { body: { tipo: "referencia", valor: " " } });
    expect(empty.error).toEqual({ msg: "The field valor is required." });
    expect(await rawLegacy("POST", "/artigos/criar", {})).toEqual({ status: 204, body: undefined });
  });
});

describe("legacy artigos/stock", () => {
  it("answers the available stock of the location's warehouse with 5 decimal places", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "STK-1", descricao: "Com stock" }) });
    const id = created.data!.id;
    const empty = await s.legacy().POST("/artigos/stock", { body: { tipo: "id", valor: id } });
    expect(empty.data).toEqual({ quantidade_disponivel: 0, quantidade_encomendas: 0 });
    await s.v1().POST("/items/stock/movements/create", { body: { warehouse: "Armazém principal", item: "STK-1", date: "2026-01-10", type: "Entrada", quantity: "90.1234", unit_price: 14 } });
    await s.v1().POST("/items/stock/movements/create", { body: { warehouse: "Armazém principal", item: "STK-1", date: "2026-01-11", type: "Saída", quantity: "3.62345" } });
    for (const [tipo, valor] of [["id", String(id)], ["referencia", "STK-1"], ["descricao", "Com stock"]] as const) {
      const stock = await s.legacy().POST("/artigos/stock", { body: { tipo, valor } });
      expect(stock.data).toEqual({ quantidade_disponivel: 86.49995, quantidade_encomendas: 0 });
    }
  });

  it("refuses an unknown, inactive or non-Mercadorias item", async () => {
    const none = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "NAO-HA" } });
    expect(none.response.status).toBe(422);
    expect(none.error).toEqual({ msg: "No item was found." });
    await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "SERV-1", descricao: "Serviço de moagem", tipo_contabilidade: "Serviços" }) });
    const service = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "SERV-1" } });
    expect(service.error).toEqual({ msg: "The item SERV-1 is not of type Mercadorias: it keeps no stock." });
    const created = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "INACT-1", descricao: "Inactivo" }) });
    await s.v1().POST("/items/{id}/update", { params: { path: { id: created.data!.id } }, body: { description: "Inactivo", unit: unitKg, vat: "6.00", type: "Mercadorias", active: false } });
    const inactive = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "INACT-1" } });
    expect(inactive.error).toEqual({ msg: "The item INACT-1 is inactive." });
    const tipo = await rawLegacy("POST", "/artigos/stock", { valor: "x", tipo: "codigo" });
    expect(tipo.status).toBe(422);
    expect(tipo.body!.msg).toMatch(/^The field tipo is invalid/);
    expect(await rawLegacy("POST", "/artigos/stock", { tipo: "id" })).toEqual({ status: 422, body: { msg: "The field valor is required." } });
  });

  it("refuses when no location is configured for the API, or the location has no warehouse", async () => {
    const location = await s.store.db.selectFrom("locations").select(["id", "warehouse_id"]).where("dataset_id", "=", datasetId).where("is_default", "=", 1).executeTakeFirstOrThrow();
    try {
      await s.store.db.updateTable("locations").set({ warehouse_id: null }).where("id", "=", location.id).execute();
      const noWarehouse = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "FAR-T65-25" } });
      expect(noWarehouse.error).toEqual({ msg: "The location configured for the API (Sede) has no warehouse: it keeps no stock." });
      await s.store.db.updateTable("locations").set({ is_default: 0 }).where("id", "=", location.id).execute();
      const noLocation = await s.legacy().POST("/artigos/stock", { body: { tipo: "referencia", valor: "FAR-T65-25" } });
      expect(noLocation.response.status).toBe(422);
      expect(noLocation.error).toEqual({ msg: "No location is configured for the API: mark an active location as the preset one." });
    } finally {
      await s.store.db.updateTable("locations").set({ is_default: 1, warehouse_id: location.warehouse_id }).where("id", "=", location.id).execute();
    }
  });
});

describe("tenants never meet", () => {
  it("another account's legacy key can neither find, read the stock of, nor change the first account's items", async () => {
    const created = await s.legacy().POST("/artigos/criar", { body: farinha({ referencia: "SO-MEU", descricao: "Só meu" }) });
    const id = created.data!.id;
    const other = await s.newAccount({ name: "Outra conta" });
    const legacy = s.legacy(other.legacy_key, other.legacy_secret);
    for (const [tipo, valor] of [["id", id], ["referencia", "SO-MEU"]] as const) {
      const found = await legacy.POST("/artigos/procurar", { body: { tipo, valor } });
      expect(found.error).toEqual({ msg: "No item was found." });
      const stock = await legacy.POST("/artigos/stock", { body: { tipo, valor } });
      expect(stock.error).toEqual({ msg: "No item was found." });
    }
    const otherDataset = (await s.store.db.selectFrom("datasets").select("id").where("api_token", "=", other.api_token).executeTakeFirstOrThrow()).id;
    const otherVat = await s.store.db.selectFrom("vat_rates").select("id").where("dataset_id", "=", otherDataset).where("description", "=", "IVA Reduzida").executeTakeFirstOrThrow();
    const otherUnit = await s.store.db.selectFrom("units").select("id").where("dataset_id", "=", otherDataset).where("symbol", "=", "KG").executeTakeFirstOrThrow();
    const upd = await legacy.PUT("/artigos/actualizar", { body: { ...farinha({ referencia: "ROUBADO", descricao: "Roubado", taxaiva_id: otherVat.id, unidade_id: otherUnit.id }), id } });
    expect(upd.response.status).toBe(422);
    expect(upd.error).toEqual({ msg: `The item ${id} (id) does not exist.` });
    // This account's VAT rate and unit IDs are unknown in the other account.
    const foreignUnit = await legacy.POST("/artigos/criar", { body: farinha({ referencia: "X", descricao: "X", taxaiva_id: otherVat.id }) });
    expect(foreignUnit.error).toEqual({ msg: `The unit ${unitKg} (unidade_id) does not exist.` });
    const foreignVat = await legacy.POST("/artigos/criar", { body: farinha({ referencia: "X", descricao: "X", taxaiva_id: vat23, unidade_id: otherUnit.id }) });
    expect(foreignVat.error).toEqual({ msg: `The VAT rate ${vat23} (taxaiva_id) does not exist.` });
    const still = await s.legacy().POST("/artigos/procurar", { body: { tipo: "id", valor: id } });
    expect(still.data).toMatchObject({ referencia: "SO-MEU", descricao: "Só meu" });
  });
});
