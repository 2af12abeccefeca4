// Bookings (appointments) of a data set: one by ID or number, a filtered page, those that
// overlap a period, their sequential numbers, and the writes of create, update and delete.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { BookingsTable } from "../schema/bookings.ts";

export type BookingRow = Selectable<BookingsTable>;

/** The data set's booking with this ID. */
export async function bookingById(tx: Tx, datasetId: number, id: number): Promise<BookingRow | undefined> {
  return tx
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** The data set's booking whose ID or whose number is this value. */
export async function bookingByIdOrNumber(
  tx: Tx,
  datasetId: number,
  column: "id" | "number",
  value: number,
): Promise<BookingRow | undefined> {
  return tx
    .selectFrom("bookings")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where(column, "=", value)
    .executeTakeFirst();
}

/** What a page of bookings is filtered by; each filter left undefined does not filter. */
export interface BookingFilter {
  readonly status?: string;
  /** `YYYY-MM-DD HH:mm:ss`: bookings starting at or after it. */
  readonly startFrom?: string;
  /** `YYYY-MM-DD HH:mm:ss`: bookings starting at or before it. */
  readonly startTo?: string;
  readonly customerId?: number;
}

/** A page of the data set's bookings that match the filter, ordered by start then ID. */
export async function bookingPage(
  tx: Tx,
  datasetId: number,
  filter: BookingFilter,
  limit: number,
  offset: number,
): Promise<BookingRow[]> {
  let q = tx.selectFrom("bookings").selectAll().where("dataset_id", "=", datasetId);
  if (filter.status) q = q.where("status", "=", filter.status);
  if (filter.startFrom) q = q.where("start_at", ">=", filter.startFrom);
  if (filter.startTo) q = q.where("start_at", "<=", filter.startTo);
  if (filter.customerId !== undefined) q = q.where("customer_id", "=", filter.customerId);
  return q.orderBy("start_at").orderBy("id").limit(limit).offset(offset).execute();
}

/** The data set's bookings, cancelled ones left out, whose period overlaps `start`..`end` (other than one). */
export async function activeBookingsOverlapping(
  tx: Tx,
  datasetId: number,
  start: string,
  end: string,
  exceptBookingId: number | undefined,
): Promise<Pick<BookingRow, "id" | "start_at" | "end_at" | "employee_id" | "location_id">[]> {
  let bookings = tx
    .selectFrom("bookings")
    .select(["id", "start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", datasetId)
    .where("status", "!=", "Cancelado")
    .where("start_at", "<", end)
    .where("end_at", ">", start);
  if (exceptBookingId !== undefined) bookings = bookings.where("id", "!=", exceptBookingId);
  return bookings.execute();
}

/** Locks the data set's agenda row until the transaction ends, then answers its highest booking number (0 for none). */
export async function lastBookingNumber(tx: Tx, datasetId: number): Promise<number> {
  // Writing the data set's agenda row locks it until the transaction ends (PostgreSQL), so
  // concurrent creates take their numbers one after the other; SQLite serializes writers anyway.
  await tx
    .updateTable("agenda_settings")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("dataset_id", "=", datasetId)
    .execute();
  const row = await tx
    .selectFrom("bookings")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Inserts a booking and answers its ID. */
export async function insertBooking(tx: Tx, values: Insertable<BookingsTable>): Promise<number> {
  const { id } = await tx.insertInto("bookings").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Sets these columns of the data set's booking with this ID. */
export async function updateBookingColumns(
  tx: Tx,
  datasetId: number,
  id: number,
  columns: Updateable<BookingsTable>,
): Promise<void> {
  await tx.updateTable("bookings").set(columns).where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** Deletes the data set's booking with this ID (its lines first: deleteBookingLines). */
export async function deleteBookingRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("bookings").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}
