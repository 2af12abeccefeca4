// Legacy items (artigos) over the same item and stock services as v1: Portuguese names, the
// legacy spelling of the accounting types, the sale price as the price of the default price
// table, and the stock of the warehouse of the location configured for the API. Refusals name
// the parameters through the legacy field names of ./messages.ts.
import { Decimal } from "decimal.js";
import type { components, operations } from "../../../generated/types/legacy.ts";
import type { ArtigosHandlers } from "../../../generated/types/legacy-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { decimal, int, text } from "../../http/wire.ts";
import { createItem, updateItem, type Item, type ItemInput, type ItemType } from "./items.ts";
import { findItemExactly, itemSummaries, type ItemSummary } from "./queries.ts";
import { pendingOrderQuantity, STOCK_ITEM_TYPE, warehouseBalance } from "./stock.ts";
import { defaultLocation } from "../administration/index.ts";
import { refuse } from "../../kernel/errors.ts";
import type { Ctx } from "../../kernel/scope.ts";

type S = components["schemas"];

/** The legacy spelling differs from v1 in one type only. */
const LEGACY_RAW_MATERIALS = "Matérias Primas";
const V1_RAW_MATERIALS = "Matérias primas";

function typeIn(value: S["ArtigoTipoContabilidade"]): ItemType {
  return value === LEGACY_RAW_MATERIALS ? V1_RAW_MATERIALS : value;
}

function typeOut(value: ItemType): S["ArtigoTipoContabilidade"] {
  return (value === V1_RAW_MATERIALS ? LEGACY_RAW_MATERIALS : value) as S["ArtigoTipoContabilidade"];
}

/** VAT rate and unit are IDs here, never names or rates. */
function itemInput(body: S["ArtigoCriarPedido"] | S["ArtigoActualizarPedido"]): ItemInput {
  return {
    reference: body.referencia,
    description: body.descricao,
    vat: { id: int(body.taxaiva_id)! },
    unit: { id: int(body.unidade_id)! },
    type: typeIn(body.tipo_contabilidade),
    costPrice: body.preco_custo === "" ? null : decimal(body.preco_custo, "preco_custo", 5),
    salePrice: body.preco_venda === "" ? null : decimal(body.preco_venda, "preco_venda", 5),
    observations: text(body.observacoes),
    vatExemption: body.motivo_isencao_id === undefined ? undefined : int(body.motivo_isencao_id),
  };
}

/** A decimal as the legacy answers return it: a JSON number with at most 5 decimal places. */
function numberOut(value: Decimal | string): number {
  return Number(new Decimal(value).toFixed(5));
}

async function lookUp(ctx: Ctx, body: S["ArtigoProcurarPedido"]): Promise<Item> {
  const field = body.tipo === "id" ? "id" : body.tipo === "referencia" ? "reference" : "description";
  if (String(body.valor).trim() === "") throw refuse("request.field.required", {}, "value");
  const item = await findItemExactly(ctx, field, body.valor);
  if (!item) throw refuse("item.search.no_results");
  return item;
}

function found({ item, locked, salePrice }: ItemSummary): S["ArtigoEncontrado"] {
  return {
    msg: "Artigo encontrado.",
    id: item.id,
    referencia: item.reference,
    descricao: item.description,
    taxaiva_id: item.vatId,
    unidade_id: item.unitId,
    tipo_contabilidade: typeOut(item.type),
    preco_custo: numberOut(item.costPrice),
    preco_venda: numberOut(salePrice ?? "0"),
    observacoes: item.observations ?? "",
    motivo_isencao_id: item.vatExemptionId,
    referencia_bloqueado: locked,
    descricao_bloqueado: locked,
  };
}

type ArtigoOps = ArtigosHandlers<Handlers<operations>>;

export const artigoRoutes: ArtigoOps = {
  Artigos_criar: async ({ body, ctx }) => {
    const input = itemInput(body);
    const { id } = await createItem(ctx, { ...input, vatExemption: input.vatExemption ?? 18 });
    return { msg: "Artigo criado com sucesso.", id };
  },
  Artigos_actualizar: async ({ body, ctx }) => {
    await updateItem(ctx, int(body.id)!, itemInput(body));
    return { msg: "Artigo actualizado com sucesso." };
  },
  Artigos_procurar: async ({ body, ctx }) => {
    const [summary] = await itemSummaries(ctx, [await lookUp(ctx, body)]);
    return found(summary!);
  },
  Artigos_stock: async ({ body, ctx }) => {
    const item = await lookUp(ctx, body);
    if (!item.active) throw refuse("item.inactive", { value: item.reference }, "value");
    if (item.type !== STOCK_ITEM_TYPE) throw refuse("item.stock.not_kept", { value: item.reference }, "value");
    const location = await defaultLocation(ctx);
    if (location.warehouseId === null) throw refuse("location.api.no_warehouse", { location: location.description });
    return {
      quantidade_disponivel: numberOut(await warehouseBalance(ctx, item.id, location.warehouseId)),
      quantidade_encomendas: numberOut(await pendingOrderQuantity(ctx, item.id, location.warehouseId)),
    };
  },
};
