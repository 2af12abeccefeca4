// Items: creation with reference continuation, unique reference and description, prices per
// price table, barcodes, minimum stock per warehouse, the image, and the locks once an item is
// on a finished document. One service for every generation (reads are in item-queries.ts).
import { Decimal } from "decimal.js";
import {
  clearItemImage,
  deleteItemRow,
  insertItem,
  isOnDocumentLine,
  isOnFinishedDocument,
  onFinishedDocuments,
  itemHasValue,
  itemRecord,
  latestReferences,
  updateItemRecord,
} from "./repository/items.ts";
import {
  barcodeOwnerReference,
  replaceItemBarcodes,
  replaceItemMinimumStock,
  replaceItemPrices,
  setItemPrice,
} from "./repository/item-lists.ts";
import { activeUnits, defaultPriceTableId } from "./repository/item-references.ts";
import { hasStockMovements } from "./repository/stock-movements.ts";
import { referencedRecord } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { resolveRef, resolveVatExemption, type MixedValue } from "../administration/index.ts";
import { NO_EXEMPTION_ID } from "../../kernel/vat-exemptions.ts";
import { clean } from "../../kernel/text.ts";
import { isUsed } from "../administration/index.ts";
import { checkImage } from "./images.ts";
import { INT32_MAX, resolveKeeping, type RefInput } from "./refs.ts";
import { STOCK_ITEM_TYPE } from "./stock.ts";
import { deleteFile, saveFile } from "../files/index.ts";
import {
  ITEM_TYPES,
  type Item,
  type ItemBarcode,
  type ItemFields,
  type ItemMinimumStock,
  type ItemPrice,
  type ItemType,
} from "./records.ts";

export { ITEM_TYPES };
export type { Item, ItemType };

export interface ItemPriceInput {
  /** Price table: ID (or name). */
  priceTable: MixedValue;
  price: Decimal;
  /** Percent; default 0. */
  discount?: Decimal;
}

export interface ItemBarcodeInput {
  code: string;
  /** Quantity of the item the code stands for; default 1. */
  quantity?: Decimal;
  description?: string | null;
}

export interface ItemMinimumStockInput {
  warehouse: MixedValue;
  quantity: Decimal;
}

export interface ImageUpload {
  /** File name as sent (only its base is kept). */
  name: string;
  content: Buffer;
}

/**
 * Item fields as a request gives them. On update, `undefined` keeps the stored value, `null`
 * clears it, and a list given replaces the stored list.
 */
export interface ItemInput {
  reference?: string | null;
  description?: string;
  details?: string | null;
  detailsShowPrint?: boolean;
  category?: MixedValue | null;
  /** `null` (sent empty): the default unit on create, the stored unit on update. */
  unit?: RefInput | null;
  vat?: RefInput;
  vatExemption?: MixedValue | null;
  type?: ItemType;
  costPrice?: Decimal | null;
  observations?: string | null;
  prices?: ItemPriceInput[];
  barcodes?: ItemBarcodeInput[];
  minimumStock?: ItemMinimumStockInput[];
  /** Price in the default price table (legacy preco_venda); the other tables are left as they are. */
  salePrice?: Decimal | null;
  image?: ImageUpload;
  active?: boolean;
}

/** What create and update decide from the fields sent; the reference and the image are decided apart. */
type BuiltFields = Omit<ItemFields, "reference" | "imagePath">;

export async function loadItem(ctx: Ctx, id: number): Promise<Item> {
  if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) throw refuse("item.not_found", { value: id }, "id");
  const item = await itemRecord(ctx.tx, ctx.scope.datasetId, id);
  if (!item) throw refuse("item.not_found", { value: id }, "id");
  return item;
}

/** Whether the item is on a finished (or cancelled) document: its reference and description lock. */
export function isItemLocked(ctx: Ctx, itemId: number): Promise<boolean> {
  return isOnFinishedDocument(ctx.tx, ctx.scope.datasetId, itemId);
}

/** Which of these items are on a finished (or cancelled) document, as isItemLocked: one query for all. */
export function lockedItemIds(ctx: Ctx, itemIds: readonly number[]): Promise<Set<number>> {
  return onFinishedDocuments(ctx.tx, ctx.scope.datasetId, itemIds);
}

/** The reference after `last`: its trailing number plus one, zero-padded as it was (A0007 -> A0008). */
export function nextInSequence(last: string): string | undefined {
  const match = /^(.*?)([0-9]+)$/.exec(last);
  if (!match) return undefined;
  const [, prefix, digits] = match;
  return `${prefix}${(BigInt(digits!) + 1n).toString().padStart(digits!.length, "0")}`;
}

/** Continues the last reference that ends in digits, or starts at "1". */
async function nextReference(ctx: Ctx): Promise<string> {
  const last = (await latestReferences(ctx.tx, ctx.scope.datasetId, 50)).find((r) => /[0-9]+$/.test(r));
  let candidate = last ? nextInSequence(last)! : "1";
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await itemHasValue(ctx.tx, ctx.scope.datasetId, "reference", candidate))) return candidate;
    candidate = nextInSequence(candidate)!;
  }
  // Crowded sequence: a random reference, as the service does for customer codes.
  return `A${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, "0")}`;
}

function notNegative(value: Decimal, path: string): Decimal {
  if (value.isNegative()) throw refuse("amount.negative", { value: value.toString() }, path);
  return value;
}

function percent(value: Decimal, path: string): Decimal {
  if (value.isNegative() || value.greaterThan(100))
    throw refuse("rate.out_of_range", { value: value.toString() }, path);
  return value;
}

/** A 0% rate needs an exemption reason and an exemption reason needs a 0% rate (as on sale lines). */
async function checkVatExemption(ctx: Ctx, vatId: number, exemptionId: number): Promise<void> {
  const { tax } = await referencedRecord(ctx, "vat_rates", vatId);
  const zero = new Decimal(tax).isZero();
  if (exemptionId !== NO_EXEMPTION_ID && !zero) throw refuse("item.vat_exemption.rate_not_zero", {}, "vatExemption");
  if (exemptionId === NO_EXEMPTION_ID && zero) throw refuse("item.vat_exemption.missing", {}, "vatExemption");
}

/**
 * The unit an item takes when a client sends the unit empty (real clients do): the preset
 * `Unidades` (symbol `UN`) while it is active, else the data set's first active unit.
 */
async function defaultUnit(ctx: Ctx): Promise<number> {
  const units = await activeUnits(ctx.tx, ctx.scope.datasetId);
  const unit = units.find((u) => u.symbol === "UN") ?? units[0];
  if (!unit) throw refuse("request.field.required", {}, "unit");
  return unit.id;
}

/** Merges input over the stored item (or defaults on create) and checks every rule. */
async function buildFields(ctx: Ctx, input: ItemInput, current: Item | null): Promise<BuiltFields> {
  const text = (value: string | null | undefined, stored: string | null): string | null =>
    value === undefined ? stored : clean(value);

  const description = input.description === undefined ? current?.description : clean(input.description);
  if (!description) throw refuse("request.field.required", {}, "description");
  if (input.unit === undefined && !current) throw refuse("request.field.required", {}, "unit");
  if (input.vat === undefined && !current) throw refuse("request.field.required", {}, "vat");
  const type = input.type ?? current?.type;
  if (!type) throw refuse("request.field.required", {}, "type");

  const unitId =
    input.unit === undefined || (input.unit === null && current)
      ? current!.unitId
      : input.unit === null
        ? await defaultUnit(ctx)
        : await resolveKeeping(ctx, "unit", input.unit, "unit", current?.unitId);
  const vatId =
    input.vat === undefined ? current!.vatId : await resolveKeeping(ctx, "vatRate", input.vat, "vat", current?.vatId);
  const vatExemptionId =
    input.vatExemption === undefined
      ? (current?.vatExemptionId ?? NO_EXEMPTION_ID)
      : input.vatExemption === null || input.vatExemption === ""
        ? NO_EXEMPTION_ID
        : resolveVatExemption(input.vatExemption, "vatExemption");
  await checkVatExemption(ctx, vatId, vatExemptionId);

  const categoryId =
    input.category === undefined
      ? (current?.categoryId ?? null)
      : input.category === null || input.category === ""
        ? null
        : await resolveKeeping(ctx, "category", input.category, "category", current?.categoryId);
  const costPrice =
    input.costPrice === undefined
      ? (current?.costPrice ?? new Decimal(0))
      : notNegative(input.costPrice ?? new Decimal(0), "costPrice");

  return {
    description,
    details: text(input.details, current?.details ?? null),
    detailsShowPrint: input.detailsShowPrint ?? current?.detailsShowPrint ?? false,
    categoryId,
    unitId,
    vatId,
    vatExemptionId,
    type,
    costPrice,
    observations: text(input.observations, current?.observations ?? null),
    active: input.active ?? current?.active ?? true,
  };
}

/** The lists a request sent, checked: each replaces the stored one; the sale price sets one price. */
interface CheckedLists {
  prices?: ItemPrice[];
  barcodes?: ItemBarcode[];
  minimumStock?: ItemMinimumStock[];
  salePrice?: Omit<ItemPrice, "discount">;
}

async function checkLists(ctx: Ctx, input: ItemInput, itemId: number | undefined): Promise<CheckedLists> {
  const out: CheckedLists = {};
  if (input.prices) {
    out.prices = [];
    for (const [i, p] of input.prices.entries()) {
      const path = `prices[${i}].priceTable`;
      const priceId = await resolveRef(ctx, "price", p.priceTable, path, { allowInactive: true });
      if (out.prices.some((x) => x.priceTableId === priceId))
        throw refuse("item.price_table.duplicate", { value: priceId }, path);
      out.prices.push({
        priceTableId: priceId,
        price: notNegative(p.price, `prices[${i}].price`),
        discount: percent(p.discount ?? new Decimal(0), `prices[${i}].discount`),
      });
    }
  }
  if (input.barcodes) {
    out.barcodes = [];
    for (const [i, b] of input.barcodes.entries()) {
      const path = `barcodes[${i}].code`;
      const code = clean(b.code);
      if (!code) throw refuse("request.field.required", {}, path);
      if (out.barcodes.some((x) => x.code === code)) throw refuse("item.barcode.duplicate", { value: code }, path);
      const owner = await barcodeOwnerReference(ctx.tx, ctx.scope.datasetId, code, itemId);
      if (owner !== undefined) throw refuse("item.barcode.taken", { value: code, reference: owner }, path);
      const quantity = b.quantity ?? new Decimal(1);
      if (!quantity.greaterThan(0))
        throw refuse("item.barcode.quantity.not_positive", { value: quantity.toString() }, `barcodes[${i}].quantity`);
      out.barcodes.push({ code, quantity, description: clean(b.description) });
    }
  }
  if (input.minimumStock) {
    out.minimumStock = [];
    for (const [i, m] of input.minimumStock.entries()) {
      const path = `minimumStock[${i}].warehouse`;
      const warehouseId = await resolveRef(ctx, "warehouse", m.warehouse, path, { allowInactive: true });
      if (out.minimumStock.some((x) => x.warehouseId === warehouseId))
        throw refuse("item.minimum_stock.duplicate", { value: warehouseId }, path);
      out.minimumStock.push({
        warehouseId,
        quantity: notNegative(m.quantity, `minimumStock[${i}].quantity`),
      });
    }
  }
  if (input.salePrice !== undefined && input.salePrice !== null) {
    const tableId = await defaultPriceTableId(ctx.tx, ctx.scope.datasetId);
    if (tableId === undefined) throw refuse("item.sale_price.no_default_table", {}, "salePrice");
    out.salePrice = { priceTableId: tableId, price: notNegative(input.salePrice, "salePrice") };
  }
  return out;
}

async function writeLists(ctx: Ctx, itemId: number, lists: CheckedLists): Promise<void> {
  if (lists.prices) await replaceItemPrices(ctx.tx, itemId, lists.prices);
  if (lists.salePrice) await setItemPrice(ctx.tx, itemId, lists.salePrice.priceTableId, lists.salePrice.price);
  if (lists.barcodes) await replaceItemBarcodes(ctx.tx, itemId, lists.barcodes);
  if (lists.minimumStock) await replaceItemMinimumStock(ctx.tx, itemId, lists.minimumStock);
}

/** Checks and stores an uploaded image; answers its path below /files/. */
async function storeImage(ctx: Ctx, image: ImageUpload, reference: string): Promise<string> {
  const format = checkImage(image.content, "image");
  const base = image.name.replace(/\.[^.]*$/, "").trim() || reference;
  return saveFile(ctx, {
    kind: "items",
    name: `${base}.${format.extension}`,
    contentType: format.contentType,
    content: image.content,
  });
}

/** Creates an item with its lists; answers it as stored. */
export async function createItem(ctx: Ctx, input: ItemInput): Promise<Item> {
  const built = await buildFields(ctx, { ...input, active: input.active ?? true }, null);
  const reference = clean(input.reference) ?? (await nextReference(ctx));
  if (await itemHasValue(ctx.tx, ctx.scope.datasetId, "reference", reference))
    throw refuse("item.reference.taken", { value: reference }, "reference");
  if (await itemHasValue(ctx.tx, ctx.scope.datasetId, "description", built.description))
    throw refuse("item.description.taken", { value: built.description }, "description");
  const lists = await checkLists(ctx, input, undefined);
  const imagePath = input.image ? await storeImage(ctx, input.image, reference) : null;
  const item = await insertItem(ctx.tx, ctx.scope.datasetId, { reference, imagePath, ...built }, nowStamp(ctx.clock));
  await writeLists(ctx, item.id, lists);
  return item;
}

export async function updateItem(ctx: Ctx, id: number, input: ItemInput): Promise<void> {
  const current = await loadItem(ctx, id);
  const built = await buildFields(ctx, input, current);
  const reference = clean(input.reference) ?? current.reference;

  if (await isItemLocked(ctx, id)) {
    if (reference !== current.reference) throw refuse("item.reference.locked", {}, "reference");
    if (built.description !== current.description) throw refuse("item.description.locked", {}, "description");
  }
  if (reference !== current.reference && (await itemHasValue(ctx.tx, ctx.scope.datasetId, "reference", reference, id)))
    throw refuse("item.reference.taken", { value: reference }, "reference");
  if (
    built.description !== current.description &&
    (await itemHasValue(ctx.tx, ctx.scope.datasetId, "description", built.description, id))
  ) {
    throw refuse("item.description.taken", { value: built.description }, "description");
  }
  if (current.type === STOCK_ITEM_TYPE && built.type !== STOCK_ITEM_TYPE && (await hasStockMovements(ctx.tx, id))) {
    throw refuse("item.type.locked", {}, "type");
  }
  const lists = await checkLists(ctx, input, id);
  let imagePath = current.imagePath;
  if (input.image) {
    imagePath = await storeImage(ctx, input.image, reference);
    await deleteFile(ctx, current.imagePath);
  }
  await updateItemRecord(ctx.tx, ctx.scope.datasetId, id, { reference, imagePath, ...built }, nowStamp(ctx.clock));
  await writeLists(ctx, id, lists);
}

export async function deleteItem(ctx: Ctx, id: number): Promise<void> {
  const item = await loadItem(ctx, id);
  if (await isUsed(ctx, "items", id)) {
    const moved = await hasStockMovements(ctx.tx, id);
    const onDocuments = await isOnDocumentLine(ctx.tx, id);
    if (moved && !onDocuments) throw refuse("item.stock_movements.exist");
    throw refuse("item.in_use");
  }
  await deleteItemRow(ctx.tx, ctx.scope.datasetId, id);
  await deleteFile(ctx, item.imagePath);
}

/** Removes the item's image; succeeds also when it has none. */
export async function deleteItemImage(ctx: Ctx, id: number): Promise<void> {
  const item = await loadItem(ctx, id);
  if (item.imagePath === null) return;
  await clearItemImage(ctx.tx, ctx.scope.datasetId, id, nowStamp(ctx.clock));
  await deleteFile(ctx, item.imagePath);
}
