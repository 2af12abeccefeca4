// Bookings (appointments) of a data set: one by ID or number, a filtered page, those that
// overlap a period, their sequential numbers, and the writes of create, update and delete.
// Answers and takes the domain's records (modules/bookings/records.ts).
import { Decimal } from "decimal.js";
import type { Selectable, Updateable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { BookingsTable } from "../../../store/schema/bookings.ts";
import type { Booking, BookingFields, BookingOccupation, BookingStatus, NewBooking } from "../records.ts";

type BookingRow = Selectable<BookingsTable>;

function bookingOf(row: BookingRow): Booking {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    saleId: row.sale_id,
    locationId: row.location_id,
    customerId: row.customer_id,
    customerVatNumber: row.customer_vat_number,
    employeeId: row.employee_id,
    paymentMethodId: row.payment_method_id,
    period: { start: row.start_at, end: row.end_at },
    ignoreValidations: row.ignore_validations === 1,
    amounts: {
      grossTotal: new Decimal(row.gross_total),
      totalDiscount: new Decimal(row.total_discount),
      netTotal: new Decimal(row.net_total),
      totalVat: new Decimal(row.total_vat),
      grandTotal: new Decimal(row.grand_total),
    },
    smsAlertSent: row.sms_alert_sent === 1,
    emailAlertSent: row.email_alert_sent === 1,
    emailInvoiceSent: row.email_invoice_sent === 1,
    paid: row.paid === 1,
    paidAt: row.paid_at,
    status: row.status as BookingStatus,
    observations: row.observations,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(fields: BookingFields) {
  return {
    description: fields.description,
    location_id: fields.locationId,
    customer_id: fields.customerId,
    customer_vat_number: fields.customerVatNumber,
    employee_id: fields.employeeId,
    payment_method_id: fields.paymentMethodId,
    start_at: fields.period.start,
    end_at: fields.period.end,
    ignore_validations: fields.ignoreValidations ? 1 : 0,
    gross_total: fields.amounts.grossTotal.toFixed(2),
    total_discount: fields.amounts.totalDiscount.toFixed(2),
    net_total: fields.amounts.netTotal.toFixed(2),
    total_vat: fields.amounts.totalVat.toFixed(2),
    grand_total: fields.amounts.grandTotal.toFixed(2),
    paid: fields.paid ? 1 : 0,
    paid_at: fields.paidAt,
    status: fields.status,
    observations: fields.observations,
    updated_at: fields.updatedAt,
  } satisfies Updateable<BookingsTable>;
}

/** The data set's booking with this ID. */
export async function bookingById(tx: Tx, datasetId: number, id: number): Promise<Booking | undefined> {
  const row = await tx
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && bookingOf(row);
}

/** The data set's booking whose ID or whose number is this value. */
export async function bookingByIdOrNumber(
  tx: Tx,
  datasetId: number,
  column: "id" | "number",
  value: number,
): Promise<Booking | undefined> {
  const row = await tx
    .selectFrom("bookings")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where(column, "=", value)
    .executeTakeFirst();
  return row && bookingOf(row);
}

/** What a page of bookings is filtered by; each filter left undefined does not filter. */
export interface BookingFilter {
  readonly status?: BookingStatus;
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
): Promise<Booking[]> {
  let q = tx.selectFrom("bookings").selectAll().where("dataset_id", "=", datasetId);
  if (filter.status) q = q.where("status", "=", filter.status);
  if (filter.startFrom) q = q.where("start_at", ">=", filter.startFrom);
  if (filter.startTo) q = q.where("start_at", "<=", filter.startTo);
  if (filter.customerId !== undefined) q = q.where("customer_id", "=", filter.customerId);
  const rows = await q.orderBy("start_at").orderBy("id").limit(limit).offset(offset).execute();
  return rows.map(bookingOf);
}

/** The data set's bookings, cancelled ones left out, whose period overlaps `start`..`end` (other than one). */
export async function activeBookingsOverlapping(
  tx: Tx,
  datasetId: number,
  start: string,
  end: string,
  exceptBookingId: number | undefined,
): Promise<BookingOccupation[]> {
  let bookings = tx
    .selectFrom("bookings")
    .select(["id", "start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", datasetId)
    .where("status", "!=", "Cancelado")
    .where("start_at", "<", end)
    .where("end_at", ">", start);
  if (exceptBookingId !== undefined) bookings = bookings.where("id", "!=", exceptBookingId);
  return (await bookings.execute()).map((b) => ({
    id: b.id,
    period: { start: b.start_at, end: b.end_at },
    employeeId: b.employee_id,
    locationId: b.location_id,
  }));
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

/** Stores a new booking of the data set (not invoiced, no alert sent, created now); answers it as stored. */
export async function insertBooking(tx: Tx, datasetId: number, booking: NewBooking): Promise<Booking> {
  const row = await tx
    .insertInto("bookings")
    .values({
      dataset_id: datasetId,
      number: booking.number,
      sale_id: null,
      sms_alert_sent: 0,
      email_alert_sent: 0,
      email_invoice_sent: 0,
      created_by: booking.createdBy,
      created_at: booking.updatedAt,
      ...columnsOf(booking),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return bookingOf(row);
}

/** Stores what an update decided about the data set's booking with this ID; answers it as stored. */
export async function updateBooking(tx: Tx, datasetId: number, id: number, fields: BookingFields): Promise<Booking> {
  const row = await tx
    .updateTable("bookings")
    .set(columnsOf(fields))
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return bookingOf(row);
}

/** Moves the data set's booking with this ID to another period. */
export async function moveBooking(
  tx: Tx,
  datasetId: number,
  id: number,
  move: Pick<Booking, "period" | "ignoreValidations" | "updatedAt">,
): Promise<void> {
  await setColumns(tx, datasetId, id, {
    start_at: move.period.start,
    end_at: move.period.end,
    ignore_validations: move.ignoreValidations ? 1 : 0,
    updated_at: move.updatedAt,
  });
}

/** Links the sales document made of the data set's booking with this ID. */
export async function linkBookingSale(
  tx: Tx,
  datasetId: number,
  id: number,
  link: Pick<Booking, "emailInvoiceSent" | "updatedAt"> & { readonly saleId: number },
): Promise<void> {
  await setColumns(tx, datasetId, id, {
    sale_id: link.saleId,
    email_invoice_sent: link.emailInvoiceSent ? 1 : 0,
    updated_at: link.updatedAt,
  });
}

async function setColumns(tx: Tx, datasetId: number, id: number, columns: Updateable<BookingsTable>): Promise<void> {
  await tx.updateTable("bookings").set(columns).where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}

/** Deletes the data set's booking with this ID (its lines first: deleteBookingLines). */
export async function deleteBookingRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("bookings").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}
