// Items' domain without HTTP, on data sets provisioned like new accounts': create, update and
// the searches run through the domain, and the store's repositories answer items as domain
// records (booleans, the cost price, prices, barcode and minimum-stock quantities as Decimal,
// the lists in their order) and store their decimals as the text they always did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import { createItem, deleteItemImage, updateItem, type ItemInput } from "../../server/modules/items/items.ts";
import { findItemExactly, findItems, getItem, itemSummaries, listItems } from "../../server/modules/items/queries.ts";
import { itemsWithIds } from "../../server/modules/items/repository/items.ts";
import { itemExactly, searchItems } from "../../server/modules/items/repository/item-searches.ts";
import { itemsPrices } from "../../server/modules/items/repository/item-lists.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;
let theirs: Scope;
/** The data set's default price table ("Preço de venda") and its warehouse. */
let saleTable: number;
let warehouse: number;

const run = <T>(operation: (ctx: Ctx) => Promise<T>) => domain.run(mine, operation);
const refusalOf = (operation: (ctx: Ctx) => Promise<unknown>) => domain.refusalOf(mine, operation);

/** The stored columns of an item and of its lists, as the store holds them. */
async function storedText(id: number) {
  const { db } = domain.store;
  const item = await db
    .selectFrom("items")
    .select(["cost_price", "details_show_print", "active", "type"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const prices = await db.selectFrom("item_prices").select(["price", "discount"]).where("item_id", "=", id).execute();
  const barcodes = await db
    .selectFrom("item_barcodes")
    .select(["code", "quantity", "position"])
    .where("item_id", "=", id)
    .orderBy("position")
    .execute();
  const minimum = await db.selectFrom("item_minimum_stock").select(["quantity"]).where("item_id", "=", id).execute();
  return { item, prices, barcodes, minimum };
}

beforeAll(async () => {
  domain = await openDomain();
  mine = await domain.dataset("Artigos");
  theirs = await domain.dataset("Outros");
  const { db } = domain.store;
  saleTable = (
    await db
      .selectFrom("prices")
      .select("id")
      .where("dataset_id", "=", mine.datasetId)
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow()
  ).id;
  warehouse = (
    await db.selectFrom("warehouses").select("id").where("dataset_id", "=", mine.datasetId).executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await domain.store.close();
});

const bread: ItemInput = {
  reference: "PAO-0007",
  description: "Pão de forma",
  details: "Fatiado",
  detailsShowPrint: true,
  unit: "UN",
  vat: "6",
  type: "Mercadorias",
  costPrice: new Decimal("0.85000"),
  observations: "Artigo de teste",
};

describe("items as domain records", () => {
  it("creates an item with prices, barcodes and minimum stock and reads it back as records", async () => {
    const created = await run((ctx) =>
      createItem(ctx, {
        ...bread,
        prices: [{ priceTable: saleTable, price: new Decimal("1.50"), discount: new Decimal("2.5") }],
        barcodes: [
          { code: "5600000000017", description: "Unidade" },
          { code: "5600000000024", quantity: new Decimal("6.000"), description: "Caixa" },
        ],
        minimumStock: [{ warehouse, quantity: new Decimal("12.50") }],
      }),
    );
    const { id } = created;
    const view = await run((ctx) => getItem(ctx, id));
    // Create answers the item it wrote, as the store reads it.
    expect(created).toEqual(view.item);
    expect(view.item).toMatchObject({
      id,
      reference: "PAO-0007",
      description: "Pão de forma",
      details: "Fatiado",
      detailsShowPrint: true,
      categoryId: null,
      type: "Mercadorias",
      observations: "Artigo de teste",
      imagePath: null,
      active: true,
      createdAt: "2026-11-25 10:00:00",
    });
    expect(view.item.unitId).toBe(view.unit.id);
    expect(view.item.vatId).toBe(view.vat.id);
    expect(view.item.costPrice).toBeInstanceOf(Decimal);
    expect(view.item.costPrice.toFixed(5)).toBe("0.85000");
    expect(view.locked).toBe(false);
    expect(view.totalStock.isZero()).toBe(true);

    expect(view.prices).toHaveLength(1);
    const [{ price, table }] = view.prices as [(typeof view.prices)[number]];
    expect(table.id).toBe(saleTable);
    expect(price).toMatchObject({ itemId: id, priceTableId: saleTable });
    expect([price.price.toFixed(2), price.discount.toFixed(2)]).toEqual(["1.50", "2.50"]);
    expect(view.barcodes.map((b) => [b.itemId, b.code, b.quantity.toString(), b.description])).toEqual([
      [id, "5600000000017", "1", "Unidade"],
      [id, "5600000000024", "6", "Caixa"],
    ]);
    expect(view.minimumStock.map((m) => [m.warehouseId, m.quantity.toString()])).toEqual([[warehouse, "12.5"]]);

    // The decimals are stored as the text they always were (Decimal#toFixed(): no padding).
    expect(await storedText(id)).toEqual({
      item: { cost_price: "0.85", details_show_print: 1, active: 1, type: "Mercadorias" },
      prices: [{ price: "1.5", discount: "2.5" }],
      barcodes: [
        { code: "5600000000017", quantity: "1", position: 0 },
        { code: "5600000000024", quantity: "6", position: 1 },
      ],
      minimum: [{ quantity: "12.5" }],
    });
  });

  it("keeps what an update leaves out, replaces the lists it sends and sets the sale price", async () => {
    const { id } = await run((ctx) =>
      createItem(ctx, {
        ...bread,
        reference: "PAO-0008",
        description: "Pão integral",
        prices: [{ priceTable: saleTable, price: new Decimal("2"), discount: new Decimal("5") }],
        barcodes: [{ code: "5600000000031" }],
      }),
    );
    domain.clock.at = "2026-11-26T09:30:00Z";
    await run((ctx) =>
      updateItem(ctx, id, {
        detailsShowPrint: false,
        active: false,
        observations: null,
        salePrice: new Decimal("2.40"),
        barcodes: [{ code: "5600000000048", quantity: new Decimal("0.5") }],
      }),
    );
    domain.clock.at = "2026-11-25T10:00:00Z";
    const { item, prices, barcodes } = await run((ctx) => getItem(ctx, id));
    expect(item).toMatchObject({
      reference: "PAO-0008",
      description: "Pão integral",
      details: "Fatiado",
      detailsShowPrint: false,
      active: false,
      observations: null,
      createdAt: "2026-11-25 10:00:00",
      updatedAt: "2026-11-26 09:30:00",
    });
    expect(item.costPrice.toString()).toBe("0.85");
    // The sale price changes the default table's price and keeps its discount there.
    expect(prices.map((p) => [p.price.priceTableId, p.price.price.toString(), p.price.discount.toString()])).toEqual([
      [saleTable, "2.4", "5"],
    ]);
    expect(barcodes.map((b) => [b.code, b.quantity.toString()])).toEqual([["5600000000048", "0.5"]]);
    expect((await storedText(id)).item).toMatchObject({ cost_price: "0.85", details_show_print: 0, active: 0 });

    // The legacy summary: the default table's price as a Decimal.
    const found = await run((ctx) => findItemExactly(ctx, "reference", " PAO-0008 "));
    expect(found).toEqual(item);
    const [summary] = await run((ctx) => itemSummaries(ctx, [found!]));
    expect(summary!.locked).toBe(false);
    expect(summary!.salePrice).toBeInstanceOf(Decimal);
    expect(summary!.salePrice!.toFixed(2)).toBe("2.40");

    // Removing an image the item does not have changes nothing.
    await run((ctx) => deleteItemImage(ctx, id));
    expect((await run((ctx) => getItem(ctx, id))).item).toEqual(item);
  });

  it("refuses a taken reference, a barcode another item has and a price table twice, writing nothing", async () => {
    const reference = await refusalOf((ctx) => createItem(ctx, { ...bread, description: "Outro pão" }));
    expect([reference.code, reference.path]).toEqual(["item.reference.taken", "reference"]);
    const barcode = await refusalOf((ctx) =>
      createItem(ctx, {
        ...bread,
        reference: "PAO-0009",
        description: "Pão de milho",
        barcodes: [{ code: "5600000000024" }],
      }),
    );
    expect([barcode.code, barcode.path]).toEqual(["item.barcode.taken", "barcodes[0].code"]);
    const twice = await refusalOf((ctx) =>
      createItem(ctx, {
        ...bread,
        reference: "PAO-0009",
        description: "Pão de centeio",
        prices: [
          { priceTable: saleTable, price: new Decimal(1) },
          { priceTable: saleTable, price: new Decimal(2) },
        ],
      }),
    );
    expect([twice.code, twice.path]).toEqual(["item.price_table.duplicate", "prices[1].priceTable"]);
    expect(await run((ctx) => findItemExactly(ctx, "reference", "PAO-0009"))).toBeUndefined();
  });

  it("finds and lists within its own data set, by barcode, reference and active flag", async () => {
    const byBarcode = await run((ctx) => findItems(ctx, "Barcode", "5600000000017"));
    expect(byBarcode.map((v) => v.item.reference)).toEqual(["PAO-0007"]);
    const byReference = await run((ctx) => findItems(ctx, "Reference", "pao-000"));
    expect(byReference.map((v) => v.item.reference)).toEqual(["PAO-0007", "PAO-0008"]);
    const active = await run((ctx) => listItems(ctx, {}));
    expect(active.map((v) => v.item.reference)).toEqual(["PAO-0007"]);
    const inactive = await run((ctx) => listItems(ctx, { active: false }));
    expect(inactive.map((v) => [v.item.reference, v.item.active])).toEqual([["PAO-0008", false]]);

    const ids = byReference.map((v) => v.item.id);
    expect(await domain.run(theirs, (ctx) => findItems(ctx, "Reference", "PAO"))).toEqual([]);
    expect(await domain.run(theirs, (ctx) => findItemExactly(ctx, "id", ids[0]!))).toBeUndefined();
    expect((await domain.refusalOf(theirs, (ctx) => getItem(ctx, ids[0]!))).code).toBe("item.not_found");
    await domain.store.transaction(async (tx) => {
      expect(await itemsWithIds(tx, theirs.datasetId, ids)).toEqual([]);
      expect(await searchItems(tx, theirs.datasetId, { by: "barcode", code: "5600000000017" }, 15)).toEqual([]);
      expect(await itemExactly(tx, theirs.datasetId, { by: "reference", value: "PAO-0007" })).toBeUndefined();
      expect((await itemsWithIds(tx, mine.datasetId, ids)).map((i) => i.active).sort()).toEqual([false, true]);
      expect((await itemsPrices(tx, ids)).every((p) => p.price instanceof Decimal)).toBe(true);
    });
  });
});
