// Stock movements without HTTP, on a data set provisioned like a new account's: movements
// written, changed and deleted through the domain are read back as the domain's records
// (Decimal quantities and prices, the origin), stored as the text they always were, and the
// item's position in the warehouse follows them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import {
  createStockMovement,
  deleteStockMovement,
  updateStockMovement,
  warehouseBalance,
  type StockMovementInput,
} from "../../server/modules/items/stock.ts";
import { movementById } from "../../server/modules/items/repository/stock-movements.ts";
import { itemsStocks } from "../../server/modules/items/repository/item-stocks.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;
let item: number;
let warehouse: number;

const run = <T>(operation: (ctx: Ctx) => Promise<T>) => domain.run(mine, operation);

function movement(overrides: Partial<StockMovementInput> = {}): StockMovementInput {
  return {
    warehouse: { id: warehouse },
    item: { id: item },
    date: "2026-03-01",
    type: "Entrada",
    quantity: new Decimal("10.5"),
    unitPrice: new Decimal("2.40"),
    ...overrides,
  };
}

beforeAll(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  mine = await domain.dataset("Stock");
  const db = domain.store.db;
  warehouse = (
    await db.selectFrom("warehouses").select("id").where("dataset_id", "=", mine.datasetId).executeTakeFirstOrThrow()
  ).id;
  item = await domain.item(mine, "Parafuso", "Mercadorias");
});

afterAll(async () => {
  await domain.store.close();
});

describe("stock movements as domain records", () => {
  it("writes, changes and deletes a movement, and the position follows", async () => {
    const id = await run((ctx) => createStockMovement(ctx, movement()));
    const stored = await domain.store.transaction((tx) => movementById(tx, mine.datasetId, id));
    expect(stored).toMatchObject({
      id,
      itemId: item,
      warehouseId: warehouse,
      date: "2026-03-01",
      type: "Entrada",
      origin: "manual",
      saleId: null,
      createdAt: "2026-03-10 10:00:00",
      updatedAt: "2026-03-10 10:00:00",
    });
    expect(stored!.quantity).toBeInstanceOf(Decimal);
    expect([stored!.quantity.toString(), stored!.unitPrice!.toString()]).toEqual(["10.5", "2.4"]);
    const row = await domain.store.db
      .selectFrom("stock_movements")
      .select(["quantity", "unit_price"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ quantity: "10.5", unit_price: "2.4" });
    expect((await run((ctx) => warehouseBalance(ctx, item, warehouse))).toString()).toBe("10.5");

    domain.clock.at = "2026-03-10T11:00:00Z";
    await run((ctx) =>
      updateStockMovement(ctx, id, movement({ quantity: new Decimal(4), unitPrice: null, type: "Entrada" })),
    );
    expect(await domain.store.transaction((tx) => movementById(tx, mine.datasetId, id))).toMatchObject({
      unitPrice: null,
      updatedAt: "2026-03-10 11:00:00",
      createdAt: "2026-03-10 10:00:00",
    });
    await run((ctx) => createStockMovement(ctx, movement({ type: "Saída", quantity: new Decimal("1.25") })));
    const [position] = await domain.store.transaction((tx) => itemsStocks(tx, [item]));
    expect([position!.quantityIn, position!.quantityOut].map(String)).toEqual(["4", "1.25"]);
    expect((await run((ctx) => warehouseBalance(ctx, item, warehouse))).toString()).toBe("2.75");

    await run((ctx) => deleteStockMovement(ctx, id));
    expect(await domain.store.transaction((tx) => movementById(tx, mine.datasetId, id))).toBeUndefined();
    expect((await run((ctx) => warehouseBalance(ctx, item, warehouse))).toString()).toBe("-1.25");
  });
});
