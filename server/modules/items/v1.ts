// v1 items and stock adapter: wire <-> domain for the item, actual-stock and stock-movement
// operations. Item create and update arrive as JSON, urlencoded or multipart bodies (the
// dispatcher decodes bracket notation into the JSON shape); the image comes as the multipart
// file `file`, or as the raw bytes of the urlencoded field `file`.
import type { components, operations } from "../../../generated/types/v1.ts";
import type { ItemsHandlers, StockMovementsHandlers } from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { UploadedFile } from "../../http/dispatch.ts";
import { bool, decimal, decimalOut, int, mixed, text } from "../../http/wire.ts";
import { createItem, deleteItem, deleteItemImage, updateItem, type ImageUpload, type ItemInput } from "./items.ts";
import { findItems, itemViews, listItems, type ItemView } from "./queries.ts";
import {
  actualStock,
  createStockMovement,
  deleteStockMovement,
  updateStockMovement,
  type StockMovementInput,
} from "./stock.ts";
import { formFieldBytes } from "./images.ts";
import { WireRefusal } from "../../http/failures.ts";
import { fileUrl } from "../files/index.ts";
import {
  categoryOut,
  maybe,
  priceOut,
  unitOut,
  vatExemptionOut,
  vatRateOut,
  warehouseOut,
} from "../../http/v1/records.ts";

type S = components["schemas"];

/** A create or update body without its credentials (v2 sends the same fields). */
type ItemBody = Omit<S["ItemCreateRequest"], "api_token"> | Omit<S["ItemUpdateRequest"], "api_token">;

/** The image of a create or update: the multipart file `file`, or the urlencoded field `file`. */
function imageOf(body: unknown, files: readonly UploadedFile[]): ImageUpload | undefined {
  const upload = files.find((f) => f.field === "file");
  // A form whose file input was left empty sends a part with no name and no bytes.
  if (upload && !(upload.name === "" && upload.content.length === 0))
    return { name: upload.name, content: upload.content };
  const field = (body as { file?: unknown }).file;
  if (typeof field === "string" && field !== "") return { name: "image", content: formFieldBytes(field) };
  if (field !== undefined && field !== "" && typeof field !== "string")
    throw new WireRefusal("item.image.invalid", {}, "file");
  return undefined;
}

export function itemInput(body: ItemBody, files: readonly UploadedFile[]): ItemInput {
  return {
    reference: text(body.reference),
    description: body.description,
    details: text(body.details),
    detailsShowPrint: bool(body.details_show_print),
    category: mixed(body.category),
    unit: mixed(body.unit),
    vat: mixed(body.vat) ?? undefined,
    vatExemption: mixed(body.vat_exemption),
    type: body.type,
    costPrice: body.cost_price === "" ? null : decimal(body.cost_price, "cost_price", 5),
    observations: text(body.observations),
    prices: body.prices?.map((p, i) => ({
      priceTable: mixed(p.id)!,
      price: decimal(p.price, `prices[${i}].price`, 5)!,
      discount: decimal(p.discount, `prices[${i}].discount`, 2),
    })),
    barcodes: body.barcodes?.map((b, i) => ({
      code: b.code,
      quantity: decimal(b.quantity, `barcodes[${i}].quantity`, 5),
      description: text(b.description),
    })),
    minimumStock: body.minimum_stock?.map((m, i) => ({
      warehouse: mixed(m.id)!,
      quantity: decimal(m.quantity, `minimum_stock[${i}].quantity`, 5)!,
    })),
    image: imageOf(body, files),
    active: "active" in body ? bool(body.active) : undefined,
  };
}

export function itemOut(v: ItemView, baseUrl: string): S["Item"] {
  const r = v.item;
  const item: S["Item"] = {
    id: r.id,
    reference: r.reference,
    description: r.description,
    details: r.details,
    details_show_print: r.detailsShowPrint,
    category_id: r.categoryId,
    unit_id: r.unitId,
    vat_id: r.vatId,
    vat_exemption_id: r.vatExemptionId,
    type: r.type,
    cost_price: decimalOut(r.costPrice, 5),
    observations: r.observations,
    url_image: fileUrl(baseUrl, r.imagePath),
    reference_blocked: v.locked,
    description_blocked: v.locked,
    active: r.active,
    updated_at: r.updatedAt,
    created_at: r.createdAt,
    category: maybe(v.category, categoryOut),
    unit: unitOut(v.unit),
    vat: vatRateOut(v.vat),
    vatexemption: vatExemptionOut(v.vatExemption),
    prices: v.prices.map(({ price: p, table }) => ({
      id: p.id,
      item_id: p.itemId,
      price_id: p.priceTableId,
      price: decimalOut(p.price, 5),
      discount: decimalOut(p.discount, 2),
      pricetable: priceOut(table),
    })),
    barcodes: v.barcodes.map((b) => ({
      id: b.id,
      item_id: b.itemId,
      code: b.code,
      quantity: decimalOut(b.quantity, 5),
      description: b.description,
    })),
    averagecostprices: v.stocks.map((s) => ({
      item_id: s.itemId,
      warehouse_id: s.warehouseId,
      average_cost_price: decimalOut(s.averageCostPrice, 5),
    })),
    minimumstock: v.minimumStock.map((m) => ({
      item_id: m.itemId,
      warehouse_id: m.warehouseId,
      quantity: decimalOut(m.quantity, 5),
    })),
    stock: decimalOut(v.totalStock, 5),
  };
  return item;
}

function activeFilter(value: S["ActiveFilter"] | undefined): boolean | "All" | undefined {
  if (value === undefined) return undefined;
  if (value === "All") return "All";
  return value === true || value === "true";
}

function movementInput(body: S["StockMovementRequest"]): StockMovementInput {
  return {
    warehouse: mixed(body.warehouse) ?? "",
    item: mixed(body.item) ?? "",
    date: body.date,
    type: body.type,
    quantity: decimal(body.quantity, "quantity", 5)!,
    unitPrice: decimal(body.unit_price, "unit_price", 5) ?? null,
  };
}

type ItemOps = ItemsHandlers<Handlers<operations>> & StockMovementsHandlers<Handlers<operations>>;

export const itemRoutes: ItemOps = {
  async Items_create({ body, files, baseUrl, ctx }) {
    const [view] = await itemViews(ctx, [await createItem(ctx, itemInput(body, files))]);
    return { status: true, data: itemOut(view!, baseUrl) };
  },
  async Items_update({ body, params, files, ctx }) {
    await updateItem(ctx, Number(params.id), itemInput(body, files));
    return { status: true };
  },
  async Items_delete({ params, ctx }) {
    await deleteItem(ctx, Number(params.id));
    return { status: true };
  },
  async Items_deleteImage({ params, ctx }) {
    await deleteItemImage(ctx, Number(params.id));
    return { status: true };
  },
  async Items_find({ body, baseUrl, ctx }) {
    const found = await findItems(ctx, body.search_in, body.value);
    return { status: true, data: found.map((v) => itemOut(v, baseUrl)) };
  },
  async Items_list({ body, baseUrl, ctx }) {
    const rows = await listItems(ctx, { skip: int(body.skip), active: activeFilter(body.active) });
    return { status: true, data: rows.map((v) => itemOut(v, baseUrl)) };
  },
  async Items_stockActual({ body, params, ctx }) {
    const entries = await actualStock(ctx, Number(params.id), {
      warehouse: mixed(body.warehouse) ?? undefined,
      year: int(body.year),
    });
    return {
      status: true,
      data: entries.map((e) => ({
        quantity_in: decimalOut(e.position.quantityIn, 5),
        quantity_out: decimalOut(e.position.quantityOut, 5),
        balance: decimalOut(e.position.balance, 5),
        average_cost_price: decimalOut(e.position.averageCostPrice, 5),
        stats_year: e.statsYear.map((values) => values.map((d) => decimalOut(d, 5))),
        warehouse: warehouseOut(e.warehouse),
      })),
    };
  },
  async StockMovements_create({ body, ctx }) {
    return { status: true, id: await createStockMovement(ctx, movementInput(body)) };
  },
  async StockMovements_update({ body, params, ctx }) {
    await updateStockMovement(ctx, Number(params.id), movementInput(body));
    return { status: true };
  },
  async StockMovements_delete({ params, ctx }) {
    await deleteStockMovement(ctx, Number(params.id));
    return { status: true };
  },
};
