// The lines of a booking (booking_lines: item, price, quantity, discount, in order) and the
// items they name with those items' VAT rates. Answers and takes the domain's records
// (modules/bookings/records.ts, modules/items/records.ts).
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";
import type { VatRate } from "../../administration/index.ts";
import { recordOf } from "../../administration/index.ts";
import type { BookingLine, StoredBookingLine } from "../records.ts";
import type { Item } from "../../items/index.ts";
import { itemOf } from "../../items/index.ts";

/** The lines of these bookings, by booking and position (one query for a page). */
export async function linesOfBookings(tx: Tx, bookingIds: readonly number[]): Promise<StoredBookingLine[]> {
  const rows = await tx
    .selectFrom("booking_lines")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .orderBy("booking_id")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    itemId: row.item_id,
    price: new Decimal(row.price),
    quantity: new Decimal(row.quantity),
    discount: new Decimal(row.discount),
  }));
}

/** A booking's line with its item's VAT rate (ID and tax) and exemption. */
export interface BookingLineWithVat extends BookingLine {
  readonly vatId: number;
  /** The item's exemption reason (its ID; the store's "no exemption" row included). */
  readonly vatExemptionId: number;
  /** Percent. */
  readonly vatTax: Decimal;
}

/** A booking's lines in their order, each with its item's VAT rate (ID and tax) and exemption. */
export async function bookingLinesWithVat(tx: Tx, bookingId: number): Promise<BookingLineWithVat[]> {
  const rows = await tx
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
  return rows.map((row) => ({
    itemId: row.item_id,
    price: new Decimal(row.price),
    quantity: new Decimal(row.quantity),
    discount: new Decimal(row.discount),
    vatId: row.vat_id,
    vatExemptionId: row.vat_exemption_id,
    vatTax: new Decimal(row.tax),
  }));
}

/** Deletes a booking's lines. */
export async function deleteBookingLines(tx: Tx, bookingId: number): Promise<void> {
  await tx.deleteFrom("booking_lines").where("booking_id", "=", bookingId).execute();
}

/** Replaces a booking's lines by these, in this order: deletes the stored ones, then inserts them in one statement. */
export async function replaceBookingLines(tx: Tx, bookingId: number, lines: readonly BookingLine[]): Promise<void> {
  await deleteBookingLines(tx, bookingId);
  if (lines.length === 0) return;
  await tx
    .insertInto("booking_lines")
    .values(
      lines.map((line, position) => ({
        booking_id: bookingId,
        position,
        item_id: line.itemId,
        price: line.price.toString(),
        quantity: line.quantity.toString(),
        discount: line.discount.toString(),
      })),
    )
    .execute();
}

/** The item with this ID (already resolved within the data set); throws when there is none. */
export async function lineItem(tx: Tx, itemId: number): Promise<Item> {
  return itemOf(await tx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirstOrThrow());
}

/** The VAT rate with this ID (an item's); throws when there is none. */
export async function lineVatRate(tx: Tx, vatId: number): Promise<VatRate> {
  return recordOf(
    "vat_rates",
    await tx.selectFrom("vat_rates").selectAll().where("id", "=", vatId).executeTakeFirstOrThrow(),
  );
}
