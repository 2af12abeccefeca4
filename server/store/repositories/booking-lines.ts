// The lines of a booking (booking_lines: item, price, quantity, discount, in order) and the
// items they name with those items' VAT rates.
import type { Insertable, Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { BookingLinesTable } from "../schema/bookings.ts";
import type { ItemsTable, VatRatesTable } from "../schema.ts";

export type BookingLineRow = Selectable<BookingLinesTable>;

/** The lines of these bookings, by booking and position (one query for a page). */
export async function linesOfBookings(tx: Tx, bookingIds: readonly number[]): Promise<BookingLineRow[]> {
  return tx
    .selectFrom("booking_lines")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .orderBy("booking_id")
    .orderBy("position")
    .execute();
}

/** A booking's lines in their order, each with its item's VAT rate (ID and tax) and exemption. */
export async function bookingLinesWithVat(tx: Tx, bookingId: number) {
  return tx
    .selectFrom("booking_lines")
    .innerJoin("items", "items.id", "booking_lines.item_id")
    .innerJoin("vat_rates", "vat_rates.id", "items.vat_id")
    .select([
      "booking_lines.item_id",
      "booking_lines.price",
      "booking_lines.quantity",
      "booking_lines.discount",
      "items.vat_id",
      "items.vat_exemption_id",
      "vat_rates.tax",
    ])
    .where("booking_lines.booking_id", "=", bookingId)
    .orderBy("booking_lines.position")
    .execute();
}

/** Deletes a booking's lines. */
export async function deleteBookingLines(tx: Tx, bookingId: number): Promise<void> {
  await tx.deleteFrom("booking_lines").where("booking_id", "=", bookingId).execute();
}

/** Replaces a booking's lines by these: deletes the stored ones, then inserts each, one statement per line. */
export async function replaceBookingLines(
  tx: Tx,
  bookingId: number,
  lines: readonly Omit<Insertable<BookingLinesTable>, "booking_id">[],
): Promise<void> {
  await deleteBookingLines(tx, bookingId);
  for (const line of lines)
    await tx
      .insertInto("booking_lines")
      .values({ ...line, booking_id: bookingId })
      .execute();
}

/** The item with this ID (already resolved within the data set); throws when there is none. */
export async function lineItem(tx: Tx, itemId: number): Promise<Selectable<ItemsTable>> {
  return tx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirstOrThrow();
}

/** The VAT rate with this ID (an item's); throws when there is none. */
export async function lineVatRate(tx: Tx, vatId: number): Promise<Selectable<VatRatesTable>> {
  return tx.selectFrom("vat_rates").selectAll().where("id", "=", vatId).executeTakeFirstOrThrow();
}
