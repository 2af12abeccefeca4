// The agenda's pure rules: periods, opening hours, overlaps, who a booking or an unavailability
// occupies, and the totals of booking lines (hand-computed).
import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import {
  DEFAULT_OPENING_HOURS,
  bookingsClash,
  insideOpeningHours,
  isoWeekday,
  overlaps,
  parseDateTime,
  readPeriod,
  startsInThePast,
  unavailabilityBlocks,
} from "../../server/modules/bookings/rules.ts";
import { bookingTotals, type ResolvedBookingLine } from "../../server/modules/bookings/lines.ts";
import { Refusal } from "../../server/kernel/errors.ts";

const period = (start: string, end: string) => ({ start: `${start}:00`, end: `${end}:00` });

describe("parseDateTime and readPeriod", () => {
  it("accepts real date-times in YYYY-MM-DD HH:mm and stores them with seconds", () => {
    expect(parseDateTime("2026-12-03 10:00")).toBe("2026-12-03 10:00:00");
    expect(parseDateTime("2028-02-29 23:59")).toBe("2028-02-29 23:59:00");
  });

  it.each([
    "2026-02-29 10:00",
    "2026-04-31 10:00",
    "2026-13-01 10:00",
    "2026-12-03 24:00",
    "2026-12-03 10:60",
    "2026-12-03T10:00",
    "2026-12-03 10:00:00",
    "2026-12-3 10:00",
    "",
  ])("refuses %j", (value) => {
    expect(parseDateTime(value)).toBeUndefined();
  });

  it("refuses an end before the start, allows an end equal to it, and names the field", () => {
    expect(readPeriod("2026-12-03 10:00", "2026-12-03 10:00")).toEqual(period("2026-12-03 10:00", "2026-12-03 10:00"));
    const cases: [string, string, Pick<Refusal, "code" | "path">][] = [
      ["2026-12-03 11:00", "2026-12-03 10:59", { code: "agenda.period.end_before_start", path: "endAt" }],
      ["2026-02-30 10:00", "2026-12-03 10:00", { code: "date.invalid", path: "startAt" }],
      ["2026-12-03 10:00", "2026-12-03 10h", { code: "date.invalid", path: "endAt" }],
    ];
    for (const [start, end, refusal] of cases) {
      let error: unknown;
      try {
        readPeriod(start, end);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(Refusal);
      expect(error).toMatchObject(refusal);
    }
  });

  it("compares the start with the current minute", () => {
    const p = period("2026-11-22 10:15", "2026-11-22 10:45");
    expect(startsInThePast(p, "2026-11-22 10:15:59")).toBe(false);
    expect(startsInThePast(p, "2026-11-22 10:16:00")).toBe(true);
    expect(startsInThePast(p, "2026-11-21 23:59:59")).toBe(false);
  });
});

describe("opening hours", () => {
  it("numbers weekdays from Monday (1) to Sunday (7)", () => {
    expect(["2026-11-30", "2026-12-01", "2026-12-03", "2026-12-05", "2026-12-06"].map(isoWeekday)).toEqual([
      1, 2, 4, 6, 7,
    ]);
  });

  it("needs the whole period inside one interval of its own day", () => {
    const hours = DEFAULT_OPENING_HOURS;
    expect(insideOpeningHours(period("2026-12-03 09:00", "2026-12-03 19:00"), hours)).toBe(true);
    expect(insideOpeningHours(period("2026-12-03 08:59", "2026-12-03 10:00"), hours)).toBe(false);
    expect(insideOpeningHours(period("2026-12-03 18:30", "2026-12-03 19:01"), hours)).toBe(false);
    expect(insideOpeningHours(period("2026-12-05 09:00", "2026-12-05 13:00"), hours)).toBe(true);
    expect(insideOpeningHours(period("2026-12-05 12:00", "2026-12-05 13:30"), hours)).toBe(false);
    expect(insideOpeningHours(period("2026-12-06 10:00", "2026-12-06 11:00"), hours)).toBe(false);
    expect(insideOpeningHours(period("2026-12-03 18:00", "2026-12-04 10:00"), hours)).toBe(false);
  });

  it("does not join two intervals of a day (a lunch break stays closed)", () => {
    const split = [
      { weekday: 4, opensAt: "09:00", closesAt: "13:00" },
      { weekday: 4, opensAt: "14:00", closesAt: "19:00" },
    ];
    expect(insideOpeningHours(period("2026-12-03 12:00", "2026-12-03 13:00"), split)).toBe(true);
    expect(insideOpeningHours(period("2026-12-03 14:00", "2026-12-03 15:00"), split)).toBe(true);
    expect(insideOpeningHours(period("2026-12-03 12:30", "2026-12-03 14:30"), split)).toBe(false);
    expect(insideOpeningHours(period("2026-12-03 10:00", "2026-12-03 11:00"), [])).toBe(false);
  });
});

describe("overlaps and occupants", () => {
  it("overlaps when the periods share time, not when they only touch", () => {
    const a = period("2026-12-03 10:00", "2026-12-03 11:00");
    expect(overlaps(a, period("2026-12-03 10:59", "2026-12-03 12:00"))).toBe(true);
    expect(overlaps(a, period("2026-12-03 09:00", "2026-12-03 13:00"))).toBe(true);
    expect(overlaps(a, period("2026-12-03 11:00", "2026-12-03 12:00"))).toBe(false);
    expect(overlaps(a, period("2026-12-03 09:00", "2026-12-03 10:00"))).toBe(false);
  });

  it("two bookings clash on the same employee anywhere, or on a location when either names no employee", () => {
    expect(bookingsClash({ employeeId: 3, locationId: 1 }, { employeeId: 3, locationId: 2 })).toBe(true);
    expect(bookingsClash({ employeeId: 3, locationId: 1 }, { employeeId: 4, locationId: 1 })).toBe(false);
    expect(bookingsClash({ employeeId: null, locationId: 1 }, { employeeId: 4, locationId: 1 })).toBe(true);
    expect(bookingsClash({ employeeId: 3, locationId: 1 }, { employeeId: null, locationId: 1 })).toBe(true);
    expect(bookingsClash({ employeeId: null, locationId: 1 }, { employeeId: null, locationId: 2 })).toBe(false);
  });

  it("an unavailability blocks its employee, its location, or everything when it names neither", () => {
    const booking = { employeeId: 3, locationId: 1 };
    expect(unavailabilityBlocks({ employeeId: null, locationId: null }, booking)).toBe(true);
    expect(unavailabilityBlocks({ employeeId: 3, locationId: null }, booking)).toBe(true);
    expect(unavailabilityBlocks({ employeeId: 4, locationId: null }, booking)).toBe(false);
    expect(unavailabilityBlocks({ employeeId: null, locationId: 1 }, booking)).toBe(true);
    expect(unavailabilityBlocks({ employeeId: null, locationId: 2 }, booking)).toBe(false);
    expect(unavailabilityBlocks({ employeeId: 3, locationId: 2 }, booking)).toBe(false);
    expect(unavailabilityBlocks({ employeeId: 3, locationId: 1 }, booking)).toBe(true);
  });
});

describe("booking totals", () => {
  const line = (price: string, quantity: string, discount: string, tax: string, vatId: number): ResolvedBookingLine =>
    ({
      item: { id: vatId * 10, type: "Serviços" },
      vat: { id: vatId, tax },
      price: new Decimal(price),
      quantity: new Decimal(quantity),
      discount: new Decimal(discount),
    }) as unknown as ResolvedBookingLine;
  const show = (t: ReturnType<typeof bookingTotals>) =>
    [t.grossTotal, t.totalDiscount, t.netTotal, t.totalVat, t.grandTotal].map((d) => d.toFixed(2));

  it("adds each item's VAT to prices without VAT: 15.00 + 10.00 less 10% at 23%", () => {
    // net 15.00 + 9.00 = 24.00; VAT 24.00 x 23% = 5.52.
    expect(show(bookingTotals([line("15.00", "1", "0", "23.00", 1), line("10", "1", "10", "23.00", 1)]))).toEqual([
      "25.00",
      "1.00",
      "24.00",
      "5.52",
      "29.52",
    ]);
  });

  it("rounds VAT once per rate", () => {
    // 3 x 4.99 = 14.97 at 23% -> 3.4431 -> 3.44; 2 x 2.345 = 4.69 at 6% -> 0.2814 -> 0.28.
    expect(show(bookingTotals([line("4.99", "3", "0", "23.00", 1), line("2.345", "2", "0", "6.00", 2)]))).toEqual([
      "19.66",
      "0.00",
      "19.66",
      "3.72",
      "23.38",
    ]);
  });
});
