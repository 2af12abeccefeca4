// The stock rules on hand-computed cases: quantities, weighted average cost price (5 places,
// half-up), the order movements are replayed in, and the monthly figures of a year.
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { inStockOrder, replayStock, yearStats, type CostMovement } from "../../server/modules/items/stock-cost.ts";

let nextId = 1;
function entry(date: string, quantity: string, unitPrice: string | null): CostMovement {
  return {
    id: nextId++,
    date,
    type: "Entrada",
    quantity: new Decimal(quantity),
    unitPrice: unitPrice === null ? null : new Decimal(unitPrice),
  };
}
function exit(date: string, quantity: string): CostMovement {
  return { id: nextId++, date, type: "Saída", quantity: new Decimal(quantity), unitPrice: null };
}

function summary(movements: CostMovement[]) {
  const p = replayStock(movements);
  return {
    in: p.quantityIn.toFixed(),
    out: p.quantityOut.toFixed(),
    balance: p.balance.toFixed(),
    average: p.averageCostPrice.toFixed(5),
  };
}

describe("average cost price", () => {
  it("is zero with no movements", () => {
    expect(summary([])).toEqual({ in: "0", out: "0", balance: "0", average: "0.00000" });
  });

  it("is the price of the first entry", () => {
    expect(summary([entry("2026-01-10", "24", "1.25")])).toEqual({
      in: "24",
      out: "0",
      balance: "24",
      average: "1.25000",
    });
  });

  it("weighs two entries by their quantities: 10 at 2.00 and 30 at 3.00 make 2.75", () => {
    // (10 * 2 + 30 * 3) / 40 = 110 / 40 = 2.75
    expect(summary([entry("2026-01-10", "10", "2.00"), entry("2026-01-11", "30", "3.00")]).average).toBe("2.75000");
  });

  it("weighs the stock left after an exit, not what entered", () => {
    // 10 at 2.00, 4 leave (6 at 2.00 remain), 6 enter at 3.00: (6 * 2 + 6 * 3) / 12 = 2.50
    expect(summary([entry("2026-02-01", "10", "2"), exit("2026-02-02", "4"), entry("2026-02-03", "6", "3")])).toEqual({
      in: "16",
      out: "4",
      balance: "12",
      average: "2.50000",
    });
  });

  it("rounds half-up to 5 places after each entry", () => {
    // 6 at 1.00, then 1 at 2.00: 8 / 7 = 1.142857142... -> 1.14286
    expect(summary([entry("2026-03-01", "6", "1"), entry("2026-03-02", "1", "2")]).average).toBe("1.14286");
    // 2 at 0.00001, then 1 at 0.00002: 0.00004 / 3 = 0.0000133... -> 0.00001
    expect(summary([entry("2026-03-01", "2", "0.00001"), entry("2026-03-02", "1", "0.00002")]).average).toBe("0.00001");
    // 1 at 0.00001, 1 at 0.00002: 0.000015 -> 0.00002 (half-up)
    expect(summary([entry("2026-03-01", "1", "0.00001"), entry("2026-03-02", "1", "0.00002")]).average).toBe("0.00002");
  });

  it("continues from the rounded average: 1.14286 on 7 units, then 3 at 1.00", () => {
    // (7 * 1.14286 + 3 * 1) / 10 = (8.00002 + 3) / 10 = 1.100002 -> 1.10000
    const moves = [entry("2026-03-01", "6", "1"), entry("2026-03-02", "1", "2"), entry("2026-03-03", "3", "1")];
    expect(summary(moves).average).toBe("1.10000");
  });

  it("values an entry without a unit price at the average, which does not change", () => {
    // 10 at 2.00, 5 without price (15 at 2.00), 5 at 6.00: (15 * 2 + 5 * 6) / 20 = 3.00
    const moves = [entry("2026-04-01", "10", "2"), entry("2026-04-02", "5", null)];
    expect(summary(moves)).toEqual({ in: "15", out: "0", balance: "15", average: "2.00000" });
    expect(summary([...moves, entry("2026-04-03", "5", "6")]).average).toBe("3.00000");
  });

  it("takes the entry's price when the stock is nothing or negative (sold ahead of entries)", () => {
    expect(summary([exit("2026-05-01", "5"), entry("2026-05-02", "10", "4")])).toEqual({
      in: "10",
      out: "5",
      balance: "5",
      average: "4.00000",
    });
    // Everything left, then a new entry: the old average no longer weighs.
    expect(
      summary([entry("2026-05-01", "3", "10"), exit("2026-05-02", "3"), entry("2026-05-03", "2", "1")]).average,
    ).toBe("1.00000");
  });

  it("leaves the average as it is on exits and on an entry without price into empty stock", () => {
    expect(summary([entry("2026-06-01", "4", "2.5"), exit("2026-06-02", "1"), exit("2026-06-03", "1")]).average).toBe(
      "2.50000",
    );
    expect(summary([entry("2026-06-01", "4", null)]).average).toBe("0.00000");
  });

  it("replays in date order, whatever the order of recording: a backdated entry counts where it belongs", () => {
    // Recorded: 10 at 2 on 03-10, 10 leave on 03-20, then an entry of 10 at 4 backdated to 03-15.
    // In date order: 10 at 2; 10 at 4 -> (10*2 + 10*4) / 20 = 3.00; 10 leave -> 10 at 3.00.
    const a = entry("2026-03-10", "10", "2");
    const b = exit("2026-03-20", "10");
    const c = entry("2026-03-15", "10", "4");
    expect(summary([a, b, c])).toEqual({ in: "20", out: "10", balance: "10", average: "3.00000" });
    // Recorded the other way round: the stock is empty at 03-20, so a later entry takes its own price.
    const d = entry("2026-03-25", "10", "4");
    expect(summary([a, b, d]).average).toBe("4.00000");
  });

  it("orders movements of the same date as they were recorded", () => {
    const first = { id: 5, date: "2026-07-01" };
    const second = { id: 9, date: "2026-07-01" };
    const earlier = { id: 12, date: "2026-06-30" };
    expect(inStockOrder([second, first, earlier]).map((m) => m.id)).toEqual([12, 5, 9]);
    // Same date: exit recorded before the entry means the entry meets an empty stock.
    const sameDay = [exit("2026-07-02", "2"), entry("2026-07-02", "2", "5")];
    expect(summary([entry("2026-07-01", "2", "1"), ...sameDay]).average).toBe("5.00000");
  });

  it("keeps quantities exact with 5 decimal places", () => {
    const p = replayStock([
      entry("2026-08-01", "0.1", "3"),
      entry("2026-08-01", "0.2", "3"),
      exit("2026-08-02", "0.3"),
    ]);
    expect(p.balance.toFixed()).toBe("0");
    expect(p.quantityIn.toFixed()).toBe("0.3");
  });
});

describe("monthly figures of a year", () => {
  it("sums entries and exits per month and a month's balance is its entries minus its exits", () => {
    const [entries, exits, balance] = yearStats(
      [
        entry("2026-11-02", "24", "1.25"),
        exit("2026-11-20", "6"),
        entry("2026-03-05", "2.5", null),
        exit("2026-03-06", "4"),
        entry("2025-11-02", "100", "1"),
      ],
      2026,
    );
    const fixed = (values: Decimal[]) => values.map((v) => v.toFixed());
    expect(fixed(entries)).toEqual(["0", "0", "2.5", "0", "0", "0", "0", "0", "0", "0", "24", "0"]);
    expect(fixed(exits)).toEqual(["0", "0", "4", "0", "0", "0", "0", "0", "0", "0", "6", "0"]);
    expect(fixed(balance)).toEqual(["0", "0", "-1.5", "0", "0", "0", "0", "0", "0", "0", "18", "0"]);
  });

  it("answers twelve zeros per row for a year without movements", () => {
    const stats = yearStats([entry("2026-01-01", "1", "1")], 2024);
    expect(stats.map((row) => row.length)).toEqual([12, 12, 12]);
    expect(stats.flat().every((v) => v.isZero())).toBe(true);
  });
});
