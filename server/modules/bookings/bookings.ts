// Bookings (appointments): create, update (any status), move in time, delete while no
// document is associated, and the reads (find by ID or number, list with the agenda's filters).
import type { Ctx } from "../../kernel/scope.ts";
import {
  bookingById,
  bookingByIdOrNumber,
  bookingPage,
  deleteBookingRow,
  insertBooking,
  lastBookingNumber,
  linkBookingSale,
  moveBooking,
  updateBooking as storeBooking,
} from "./repository/bookings.ts";
import { linesOfBookings, deleteBookingLines, replaceBookingLines } from "./repository/booking-lines.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { customerParty, partyVatNumber } from "../documents/index.ts";
import { PORTUGAL } from "../../kernel/countries.ts";
import { PAGE_SIZE, pageOffset } from "../../kernel/paging.ts";
import { resolveRef, type MixedValue } from "../administration/index.ts";
import { clean } from "../../kernel/text.ts";
import { customerViewsById, loadCustomer, type Customer, type CustomerView } from "../customers/index.ts";
import { itemViewsById, type ItemView } from "../items/index.ts";
import { masterRecordsById, type MasterRecord } from "../administration/index.ts";
import { saleViews, type SaleView } from "../sales/index.ts";
import { usersById, type DocumentUser } from "../accounts/index.ts";
import { byId, groupBy } from "../../kernel/grouping.ts";
import { salesWithIds } from "../sales/index.ts";
import { checkTimes, resolveLocationId } from "./agenda.ts";
import { readPeriod, type Period } from "./rules.ts";
import { bookingTotals, checkLineCount, resolveBookingLines, type BookingLineInput } from "./lines.ts";
import {
  BOOKING_STATUSES,
  type Booking,
  type BookingFields,
  type BookingLine,
  type BookingStatus,
  type StoredBookingLine,
} from "./records.ts";

const NO_OCCUPANT = { employeeId: null, locationId: null };
const CREATE_STATUSES: readonly BookingStatus[] = ["Pendente", "Confirmado"];

/**
 * A booking as create and update send it. On update, an optional field left undefined keeps
 * the stored value; null clears it (the location falls back to the preset one).
 */
export interface BookingInput {
  readonly customer: number | undefined;
  readonly vatNumber?: string | null;
  /** `YYYY-MM-DD HH:mm`. */
  readonly startAt: string;
  readonly endAt: string;
  /** Skips the past, agenda-hours and occupied-slot checks of this request. */
  readonly ignoreValidations?: boolean;
  readonly description?: string | null;
  readonly location?: MixedValue | null;
  readonly employee?: MixedValue | null;
  readonly paymentMethod?: MixedValue | null;
  readonly status: string;
  readonly paid?: boolean;
  readonly observations?: string | null;
  readonly items: readonly BookingLineInput[];
}

export interface BookingView {
  readonly booking: Booking;
  readonly lines: readonly { readonly line: StoredBookingLine; readonly item: ItemView }[];
  readonly customer: CustomerView;
  readonly location: MasterRecord<"locations"> | null;
  readonly employee: MasterRecord<"employees"> | null;
  readonly paymentMethod: MasterRecord<"payment_methods"> | null;
  /** The sales document created from it, if any. */
  readonly sale: SaleView | null;
  /** The account that created it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

async function loadBooking(ctx: Ctx, id: number): Promise<Booking> {
  const booking = await bookingById(ctx.tx, ctx.scope.datasetId, id);
  if (!booking) throw refuse("booking.not_found", { value: id }, "id");
  return booking;
}

function checkStatus(status: string, allowed: readonly BookingStatus[]): BookingStatus {
  if (!(allowed as readonly string[]).includes(status))
    throw refuse("booking.status.invalid", { value: status, allowed: allowed.join(", ") }, "status");
  return status as BookingStatus;
}

async function bookingCustomer(ctx: Ctx, id: number | undefined): Promise<Customer> {
  if (id === undefined) throw refuse("request.field.required", {}, "customer");
  return loadCustomer(ctx, id, "customer");
}

/**
 * The tax number of the booking: the one sent; when omitted, the stored one while the customer
 * stays the same, otherwise (or sent empty) the customer's (customerParty). A valid NIF for a
 * customer in Portugal.
 */
function bookingVatNumber(value: string | null | undefined, customer: Customer, current: Booking | null): string {
  if (value === undefined && current !== null && current.customerId === customer.id) return current.customerVatNumber;
  return partyVatNumber(clean(value) ?? customerParty(customer).vatNumber, customer.country ?? PORTUGAL.name);
}

async function optionalRef(
  ctx: Ctx,
  kind: "employee" | "paymentMethod",
  value: MixedValue | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (value === undefined) return current;
  if (value === null || value === "") return null;
  return resolveRef(ctx, kind, value, kind);
}

interface Prepared {
  readonly fields: BookingFields;
  readonly lines: readonly BookingLine[];
}

/** Every rule of create and update, in the documents' order; nothing is written. */
async function prepare(ctx: Ctx, input: BookingInput, current: Booking | null): Promise<Prepared> {
  const period: Period = readPeriod(input.startAt, input.endAt);
  const ignore = input.ignoreValidations === true;
  const periodChanged = current === null || current.period.start !== period.start || current.period.end !== period.end;
  const status = checkStatus(input.status, current === null ? CREATE_STATUSES : BOOKING_STATUSES);
  // An unchanged period (e.g. marking a past booking as paid) is not checked again for the
  // past and the agenda hours; the slot is, unless the booking is cancelled.
  const timeRules = { past: !ignore && periodChanged, hours: !ignore && periodChanged };
  if (timeRules.past || timeRules.hours) await checkTimes(ctx, period, NO_OCCUPANT, { ...timeRules, slot: false });
  checkLineCount(input.items);
  const customer = await bookingCustomer(ctx, input.customer);

  const locationId =
    input.location === undefined && current?.locationId
      ? current.locationId
      : await resolveLocationId(ctx, input.location);
  const occupant = {
    locationId,
    employeeId: await optionalRef(ctx, "employee", input.employee, current?.employeeId ?? null),
  };
  const paymentMethodId = await optionalRef(
    ctx,
    "paymentMethod",
    input.paymentMethod,
    current?.paymentMethodId ?? null,
  );
  if (!ignore && status !== "Cancelado")
    await checkTimes(ctx, period, occupant, { past: false, hours: false, slot: true, exceptBookingId: current?.id });

  const lines = await resolveBookingLines(ctx, input.items);
  const totals = bookingTotals(lines);
  if (!totals.grandTotal.greaterThan(0))
    throw refuse("booking.total.not_positive", { total: totals.grandTotal.toFixed(2) }, "items");

  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);
  const paid = input.paid ?? current?.paid ?? false;
  const stamp = nowStamp(ctx.clock);
  return {
    fields: {
      description: keep(
        input.description === undefined ? undefined : clean(input.description),
        current?.description ?? null,
      ),
      locationId: occupant.locationId,
      customerId: customer.id,
      customerVatNumber: bookingVatNumber(input.vatNumber, customer, current),
      employeeId: occupant.employeeId,
      paymentMethodId,
      period,
      ignoreValidations: ignore,
      amounts: {
        grossTotal: totals.grossTotal,
        totalDiscount: totals.totalDiscount,
        netTotal: totals.netTotal,
        totalVat: totals.totalVat,
        grandTotal: totals.grandTotal,
      },
      paid,
      paidAt: paid ? (current?.paid ? current.paidAt : stamp) : null,
      status,
      observations: keep(
        input.observations === undefined ? undefined : clean(input.observations),
        current?.observations ?? null,
      ),
      updatedAt: stamp,
    },
    lines: lines.map((l) => ({ itemId: l.item.id, price: l.price, quantity: l.quantity, discount: l.discount })),
  };
}

/** Creates a booking with its lines; answers it as stored. */
export async function createBooking(ctx: Ctx, input: BookingInput): Promise<Booking> {
  const prepared = await prepare(ctx, input, null);
  // Numbers are sequential per data set; taking one locks the agenda until the transaction ends.
  const number = (await lastBookingNumber(ctx.tx, ctx.scope.datasetId)) + 1;
  const booking = await insertBooking(ctx.tx, ctx.scope.datasetId, {
    number,
    createdBy: ctx.scope.accountId,
    ...prepared.fields,
  });
  await replaceBookingLines(ctx.tx, booking.id, prepared.lines);
  return booking;
}

/** Every field is sent again; the lines sent replace the stored ones. Answers the booking as stored. */
export async function updateBooking(ctx: Ctx, id: number, input: BookingInput): Promise<Booking> {
  const current = await loadBooking(ctx, id);
  const prepared = await prepare(ctx, input, current);
  const booking = await storeBooking(ctx.tx, ctx.scope.datasetId, id, prepared.fields);
  await replaceBookingLines(ctx.tx, id, prepared.lines);
  return booking;
}

/** Moves a booking: the period rules of create, for the booking's own employee and location. */
export async function updateBookingTime(
  ctx: Ctx,
  id: number,
  input: { startAt: string; endAt: string; ignoreValidations?: boolean },
): Promise<void> {
  const current = await loadBooking(ctx, id);
  const period = readPeriod(input.startAt, input.endAt);
  const ignore = input.ignoreValidations === true;
  if (!ignore) {
    await checkTimes(
      ctx,
      period,
      { employeeId: current.employeeId, locationId: current.locationId },
      { past: true, hours: true, slot: current.status !== "Cancelado", exceptBookingId: id },
    );
  }
  await moveBooking(ctx.tx, ctx.scope.datasetId, id, {
    period,
    ignoreValidations: ignore,
    updatedAt: nowStamp(ctx.clock),
  });
}

export async function deleteBooking(ctx: Ctx, id: number): Promise<void> {
  const booking = await loadBooking(ctx, id);
  if (booking.saleId !== null) throw refuse("booking.in_use");
  await deleteBookingLines(ctx.tx, id);
  await deleteBookingRow(ctx.tx, ctx.scope.datasetId, id);
}

/** The views of several bookings, in their order, with one query per table for all of them. */
async function views(ctx: Ctx, bookings: readonly Booking[]): Promise<BookingView[]> {
  if (bookings.length === 0) return [];
  const lines = groupBy(
    await linesOfBookings(
      ctx.tx,
      bookings.map((b) => b.id),
    ),
    (l) => l.bookingId,
  );
  const items = await itemViewsById(
    ctx,
    [...lines.values()].flat().map((l) => l.itemId),
  );
  const customers = await customerViewsById(
    ctx,
    bookings.map((b) => b.customerId),
  );
  const locations = await masterRecordsById(
    ctx,
    "locations",
    bookings.map((b) => b.locationId),
  );
  const employees = await masterRecordsById(
    ctx,
    "employees",
    bookings.map((b) => b.employeeId),
  );
  const paymentMethods = await masterRecordsById(
    ctx,
    "payment_methods",
    bookings.map((b) => b.paymentMethodId),
  );
  const saleIds = bookings.flatMap((b) => (b.saleId === null ? [] : [b.saleId]));
  const sales = new Map(
    (await saleViews(ctx, saleIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, saleIds) : [])).map((v) => [
      v.sale.id,
      v,
    ]),
  );
  const users = await usersById(
    ctx,
    bookings.map((b) => b.createdBy),
  );
  return bookings.map((booking) => ({
    booking,
    lines: (lines.get(booking.id) ?? []).map((line) => ({ line, item: items.get(line.itemId)! })),
    customer: customers.get(booking.customerId)!,
    location: byId(locations, booking.locationId),
    employee: byId(employees, booking.employeeId),
    paymentMethod: byId(paymentMethods, booking.paymentMethodId),
    sale: byId(sales, booking.saleId),
    users,
  }));
}

/** The booking as answers show it. */
export async function bookingView(ctx: Ctx, booking: Booking): Promise<BookingView> {
  return (await views(ctx, [booking]))[0]!;
}

export async function getBooking(ctx: Ctx, id: number): Promise<BookingView> {
  return bookingView(ctx, await loadBooking(ctx, id));
}

/** The caller's booking with this ID; refused when there is none. */
export async function bookingRecord(ctx: Ctx, id: number): Promise<Booking> {
  return loadBooking(ctx, id);
}

export type BookingSearchField = "ID" | "Document Number";

/** One booking by ID or by its number ("Document Number"). */
export async function findBooking(ctx: Ctx, searchIn: BookingSearchField, value: MixedValue): Promise<BookingView> {
  const text = String(typeof value === "object" ? value.id : value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) throw refuse("booking.not_found", { value: text }, "value");
  const booking = await bookingByIdOrNumber(
    ctx.tx,
    ctx.scope.datasetId,
    searchIn === "ID" ? "id" : "number",
    Number(text),
  );
  if (!booking) throw refuse("booking.not_found", { value: text }, "value");
  return bookingView(ctx, booking);
}

export interface BookingListFilter {
  readonly skip?: number;
  readonly status?: BookingStatus;
  /** `YYYY-MM-DD`: bookings starting on or after this day. */
  readonly dateFrom?: string;
  /** `YYYY-MM-DD`: bookings starting on or before this day. */
  readonly dateTo?: string;
  readonly customer?: number;
}

/** Pages of 15, ordered by start then ID; the filters combine. */
export async function listBookings(ctx: Ctx, filter: BookingListFilter): Promise<BookingView[]> {
  const offset = pageOffset(filter.skip);
  if (filter.dateFrom && filter.dateTo && filter.dateTo < filter.dateFrom) {
    throw refuse("agenda.period.end_before_start", {}, "dateTo");
  }
  const bookings = await bookingPage(
    ctx.tx,
    ctx.scope.datasetId,
    {
      status: filter.status,
      startFrom: filter.dateFrom ? `${filter.dateFrom} 00:00:00` : undefined,
      startTo: filter.dateTo ? `${filter.dateTo} 23:59:59` : undefined,
      customerId: filter.customer,
    },
    PAGE_SIZE,
    offset,
  );
  return views(ctx, bookings);
}

/** Links the sales document created from a booking (and whether it was e-mailed). */
export async function linkSale(ctx: Ctx, id: number, saleId: number, emailed: boolean): Promise<void> {
  await linkBookingSale(ctx.tx, ctx.scope.datasetId, id, {
    saleId,
    emailInvoiceSent: emailed,
    updatedAt: nowStamp(ctx.clock),
  });
}
