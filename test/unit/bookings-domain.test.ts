// The agenda's domain without HTTP, on a data set provisioned like a new account's: bookings
// and unavailabilities are created, updated and moved through the domain, and the store's
// repositories answer them as domain records (booleans, Decimal amounts, periods).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import {
  bookingRecord,
  createBooking,
  getBooking,
  updateBooking,
  updateBookingTime,
  type BookingInput,
} from "../../server/modules/bookings/bookings.ts";
import { createUnavailabilities, getUnavailability } from "../../server/modules/bookings/unavailabilities.ts";
import { bookingPage } from "../../server/modules/bookings/repository/bookings.ts";
import { linesOfBookings } from "../../server/modules/bookings/repository/booking-lines.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;
let theirs: Scope;
let customer: number;
let item: number;

const run = <T>(operation: (ctx: Ctx) => Promise<T>) => domain.run(mine, operation);
const refusalOf = (operation: (ctx: Ctx) => Promise<unknown>, scope = mine) => domain.refusalOf(scope, operation);
/** Operations run at this time (Lisbon is at UTC in winter, as the stamps show). */
const setNow = (at: string) => (domain.clock.at = at);

/** A Wednesday, inside the default opening hours. */
function input(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    customer,
    startAt: "2026-12-02 10:00",
    endAt: "2026-12-02 11:00",
    status: "Pendente",
    items: [
      { item, price: new Decimal("20"), quantity: new Decimal("2"), discount: new Decimal("10") },
      { item, price: new Decimal("12.5"), quantity: new Decimal("1") },
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  domain = await openDomain();
  mine = await domain.dataset("Agenda");
  theirs = await domain.dataset("Other");
  const { store } = domain;
  customer = (
    await store.db
      .selectFrom("customers")
      .select("id")
      .where("dataset_id", "=", mine.datasetId)
      .executeTakeFirstOrThrow()
  ).id;
  item = await domain.item(mine, "Corte de cabelo", "Serviços");
});

afterAll(async () => {
  await domain.store.close();
});

describe("bookings as domain records", () => {
  it("creates a booking and reads it back with booleans, Decimal amounts and its period", async () => {
    const created = await run((ctx) => createBooking(ctx, input()));
    const { id } = created;
    const booking = await run((ctx) => bookingRecord(ctx, id));
    // Create answers the booking it wrote, as the store reads it.
    expect(created).toEqual(booking);
    expect(booking).toMatchObject({
      id,
      number: 1,
      customerId: customer,
      saleId: null,
      period: { start: "2026-12-02 10:00:00", end: "2026-12-02 11:00:00" },
      ignoreValidations: false,
      paid: false,
      paidAt: null,
      status: "Pendente",
      smsAlertSent: false,
      emailAlertSent: false,
      emailInvoiceSent: false,
      createdBy: mine.accountId,
    });
    // 2 x 20 less 10% = 36, plus 12.50: 48.50 without VAT, 11.16 of VAT at 23%.
    const { amounts } = booking;
    expect(amounts.grossTotal).toBeInstanceOf(Decimal);
    expect(
      [amounts.grossTotal, amounts.totalDiscount, amounts.netTotal, amounts.totalVat, amounts.grandTotal].map((d) =>
        d.toFixed(2),
      ),
    ).toEqual(["52.50", "4.00", "48.50", "11.16", "59.66"]);

    const [first, second] = await domain.store.transaction((tx) => linesOfBookings(tx, [id]));
    expect(first).toMatchObject({ bookingId: id, itemId: item });
    expect([first!.price, first!.quantity, first!.discount].map((d) => d.toString())).toEqual(["20", "2", "10"]);
    expect(second!.discount.isZero()).toBe(true);

    const view = await run((ctx) => getBooking(ctx, id));
    expect(view.booking).toEqual(booking);
    expect(view.lines.map((l) => l.item.item.id)).toEqual([item, item]);
  });

  it("stamps paidAt when a booking is first marked paid and keeps it while it stays paid", async () => {
    setNow("2026-11-25T10:00:00Z");
    const { id } = await run((ctx) =>
      createBooking(ctx, input({ startAt: "2026-12-03 10:00", endAt: "2026-12-03 11:00" })),
    );
    setNow("2026-11-26T09:30:00Z");
    const updated = await run((ctx) =>
      updateBooking(ctx, id, input({ startAt: "2026-12-03 10:00", endAt: "2026-12-03 11:00", paid: true })),
    );
    const paid = await run((ctx) => bookingRecord(ctx, id));
    expect(updated).toEqual(paid);
    expect(paid.paid).toBe(true);
    expect(paid.paidAt).toBe("2026-11-26 09:30:00");

    setNow("2026-11-27T15:00:00Z");
    await run((ctx) =>
      updateBooking(
        ctx,
        id,
        input({ startAt: "2026-12-03 10:00", endAt: "2026-12-03 11:00", status: "Confirmado", paid: true }),
      ),
    );
    expect(await run((ctx) => bookingRecord(ctx, id))).toMatchObject({
      paid: true,
      paidAt: "2026-11-26 09:30:00",
      status: "Confirmado",
      updatedAt: "2026-11-27 15:00:00",
    });

    await run((ctx) =>
      updateBooking(ctx, id, input({ startAt: "2026-12-03 10:00", endAt: "2026-12-03 11:00", paid: false })),
    );
    expect(await run((ctx) => bookingRecord(ctx, id))).toMatchObject({ paid: false, paidAt: null });
  });

  it("refuses a taken slot until the booking there is cancelled, and moves a booking", async () => {
    setNow("2026-11-25T10:00:00Z");
    const slot = { startAt: "2026-12-04 15:00", endAt: "2026-12-04 16:00" };
    const { id } = await run((ctx) => createBooking(ctx, input(slot)));
    expect((await refusalOf((ctx) => createBooking(ctx, input(slot)))).code).toBe("agenda.slot.occupied");

    await run((ctx) => updateBooking(ctx, id, input({ ...slot, status: "Cancelado" })));
    const { id: other } = await run((ctx) => createBooking(ctx, input(slot)));

    await run((ctx) => updateBookingTime(ctx, other, { startAt: "2026-12-04 17:00", endAt: "2026-12-04 18:00" }));
    expect((await run((ctx) => bookingRecord(ctx, other))).period).toEqual({
      start: "2026-12-04 17:00:00",
      end: "2026-12-04 18:00:00",
    });
  });

  it("pages a data set's bookings by status and never another data set's", async () => {
    const cancelled = await domain.store.transaction((tx) =>
      bookingPage(tx, mine.datasetId, { status: "Cancelado" }, 15, 0),
    );
    expect(cancelled.length).toBe(1);
    expect(cancelled[0]!.status).toBe("Cancelado");
    expect(await domain.store.transaction((tx) => bookingPage(tx, theirs.datasetId, {}, 15, 0))).toEqual([]);
    const notTheirs = await refusalOf((ctx) => bookingRecord(ctx, cancelled[0]!.id), theirs);
    expect(notTheirs.code).toBe("booking.not_found");
  });
});

describe("unavailabilities as domain records", () => {
  it("creates one per period and blocks bookings in them", async () => {
    setNow("2026-11-25T10:00:00Z");
    const [id] = await run((ctx) =>
      createUnavailabilities(ctx, { reason: "Almoço", observations: "  Pausa  " }, [
        { startAt: "2026-12-07 13:00", endAt: "2026-12-07 14:00" },
      ]),
    );
    const view = await run((ctx) => getUnavailability(ctx, id!));
    expect(view.unavailability).toEqual({
      id,
      period: { start: "2026-12-07 13:00:00", end: "2026-12-07 14:00:00" },
      reason: "Almoço",
      observations: "Pausa",
      employeeId: null,
      locationId: null,
    });
    const refusal = await refusalOf((ctx) =>
      createBooking(ctx, input({ startAt: "2026-12-07 13:30", endAt: "2026-12-07 14:30" })),
    );
    expect(refusal.code).toBe("agenda.slot.occupied");
  });
});
