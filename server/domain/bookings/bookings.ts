// Bookings (appointments): create, update (any status), move in time, delete while no
// document is associated, and the reads (find by ID or number, list with the agenda's filters).
import type { Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { BookingLinesTable, BookingsTable } from "../../store/schema/bookings.ts";
import {
  type BookingRow,
  bookingById,
  bookingByIdOrNumber,
  bookingPage,
  deleteBookingRow,
  insertBooking,
  lastBookingNumber,
  updateBookingColumns,
} from "../../store/repositories/bookings.ts";
import {
  type BookingLineRow,
  linesOfBookings,
  deleteBookingLines,
  replaceBookingLines,
} from "../../store/repositories/booking-lines.ts";
import type { CustomersTable } from "../../store/schema.ts";
import { refuse } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { customerParty, partyVatNumber } from "../sales/document-parts.ts";
import { PORTUGAL } from "../countries.ts";
import { PAGE_SIZE, pageOffset } from "../paging.ts";
import { resolveRef, type MixedValue } from "../references.ts";
import { clean } from "../text.ts";
import { customerViewsById, loadCustomerRow, type CustomerView } from "../customers.ts";
import { itemViewsById, type ItemView } from "../item-queries.ts";
import { masterRowsById, type MasterRow } from "../master-records.ts";
import { saleViews, type SaleView } from "../sales/view.ts";
import { usersById, type DocumentUser } from "../users.ts";
import { byId, groupBy } from "../grouping.ts";
import { salesWithIds } from "../../store/repositories/sale-views.ts";
import { checkTimes, resolveLocationId } from "./agenda.ts";
import { readPeriod, type Period } from "./rules.ts";
import { bookingTotals, checkLineCount, resolveBookingLines, type BookingLineInput } from "./lines.ts";

export type BookingStatus = "Pendente" | "Confirmado" | "Cancelado";
export type { BookingRow, BookingLineRow };

const NO_OCCUPANT = { employeeId: null, locationId: null };
const CREATE_STATUSES: readonly BookingStatus[] = ["Pendente", "Confirmado"];
const STATUSES: readonly BookingStatus[] = ["Pendente", "Confirmado", "Cancelado"];

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
  readonly row: BookingRow;
  readonly lines: readonly { readonly row: BookingLineRow; readonly item: ItemView }[];
  readonly customer: CustomerView;
  readonly location: MasterRow<"locations"> | null;
  readonly employee: MasterRow<"employees"> | null;
  readonly paymentMethod: MasterRow<"payment_methods"> | null;
  /** The sales document created from it, if any. */
  readonly sale: SaleView | null;
  /** The account that created it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

async function loadBooking(ctx: Ctx, id: number): Promise<BookingRow> {
  const row = await bookingById(ctx.tx, ctx.scope.datasetId, id);
  if (!row) throw refuse("booking.not_found", { value: id }, "id");
  return row;
}

function checkStatus(status: string, allowed: readonly BookingStatus[]): BookingStatus {
  if (!(allowed as readonly string[]).includes(status))
    throw refuse("booking.status.invalid", { value: status, allowed: allowed.join(", ") }, "status");
  return status as BookingStatus;
}

async function loadCustomer(ctx: Ctx, id: number | undefined): Promise<Selectable<CustomersTable>> {
  if (id === undefined) throw refuse("request.field.required", {}, "customer");
  return loadCustomerRow(ctx, id, "customer");
}

/**
 * The tax number of the booking: the one sent; when omitted, the stored one while the customer
 * stays the same, otherwise (or sent empty) the customer's (customerParty). A valid NIF for a
 * customer in Portugal.
 */
function bookingVatNumber(
  value: string | null | undefined,
  customer: Selectable<CustomersTable>,
  current: BookingRow | null,
): string {
  if (value === undefined && current !== null && current.customer_id === customer.id)
    return current.customer_vat_number;
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

type BookingColumns = Omit<
  BookingsTable,
  | "id"
  | "dataset_id"
  | "number"
  | "sale_id"
  | "created_by"
  | "created_at"
  | "sms_alert_sent"
  | "email_alert_sent"
  | "email_invoice_sent"
>;

interface Prepared {
  readonly columns: BookingColumns;
  readonly lines: readonly Omit<BookingLinesTable, "id" | "booking_id">[];
}

/** Every rule of create and update, in the documents' order; nothing is written. */
async function prepare(ctx: Ctx, input: BookingInput, current: BookingRow | null): Promise<Prepared> {
  const period: Period = readPeriod(input.startAt, input.endAt);
  const ignore = input.ignoreValidations === true;
  const periodChanged = current === null || current.start_at !== period.start || current.end_at !== period.end;
  const status = checkStatus(input.status, current === null ? CREATE_STATUSES : STATUSES);
  // An unchanged period (e.g. marking a past booking as paid) is not checked again for the
  // past and the agenda hours; the slot is, unless the booking is cancelled.
  const timeRules = { past: !ignore && periodChanged, hours: !ignore && periodChanged };
  if (timeRules.past || timeRules.hours) await checkTimes(ctx, period, NO_OCCUPANT, { ...timeRules, slot: false });
  checkLineCount(input.items);
  const customer = await loadCustomer(ctx, input.customer);

  const locationId =
    input.location === undefined && current?.location_id
      ? current.location_id
      : await resolveLocationId(ctx, input.location);
  const occupant = {
    locationId,
    employeeId: await optionalRef(ctx, "employee", input.employee, current?.employee_id ?? null),
  };
  const paymentMethodId = await optionalRef(
    ctx,
    "paymentMethod",
    input.paymentMethod,
    current?.payment_method_id ?? null,
  );
  if (!ignore && status !== "Cancelado")
    await checkTimes(ctx, period, occupant, { past: false, hours: false, slot: true, exceptBookingId: current?.id });

  const lines = await resolveBookingLines(ctx, input.items);
  const totals = bookingTotals(lines);
  if (!totals.grandTotal.greaterThan(0))
    throw refuse("booking.total.not_positive", { total: totals.grandTotal.toFixed(2) }, "items");

  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);
  const paid = input.paid ?? (current ? current.paid === 1 : false);
  const stamp = nowStamp(ctx.clock);
  return {
    columns: {
      description: keep(
        input.description === undefined ? undefined : clean(input.description),
        current?.description ?? null,
      ),
      location_id: occupant.locationId,
      customer_id: customer.id,
      customer_vat_number: bookingVatNumber(input.vatNumber, customer, current),
      employee_id: occupant.employeeId,
      payment_method_id: paymentMethodId,
      start_at: period.start,
      end_at: period.end,
      ignore_validations: ignore ? 1 : 0,
      gross_total: totals.grossTotal.toFixed(2),
      total_discount: totals.totalDiscount.toFixed(2),
      net_total: totals.netTotal.toFixed(2),
      total_vat: totals.totalVat.toFixed(2),
      grand_total: totals.grandTotal.toFixed(2),
      paid: paid ? 1 : 0,
      paid_at: paid ? (current?.paid === 1 ? current.paid_at : stamp) : null,
      status,
      observations: keep(
        input.observations === undefined ? undefined : clean(input.observations),
        current?.observations ?? null,
      ),
      updated_at: stamp,
    },
    lines: lines.map((l, position) => ({
      position,
      item_id: l.item.id,
      price: l.price.toString(),
      quantity: l.quantity.toString(),
      discount: l.discount.toString(),
    })),
  };
}

export async function createBooking(ctx: Ctx, input: BookingInput): Promise<number> {
  const prepared = await prepare(ctx, input, null);
  // Numbers are sequential per data set; taking one locks the agenda until the transaction ends.
  const number = (await lastBookingNumber(ctx.tx, ctx.scope.datasetId)) + 1;
  const id = await insertBooking(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    number,
    sale_id: null,
    sms_alert_sent: 0,
    email_alert_sent: 0,
    email_invoice_sent: 0,
    created_by: ctx.scope.accountId,
    created_at: prepared.columns.updated_at,
    ...prepared.columns,
  });
  await replaceBookingLines(ctx.tx, id, prepared.lines);
  return id;
}

/** Every field is sent again; the lines sent replace the stored ones. */
export async function updateBooking(ctx: Ctx, id: number, input: BookingInput): Promise<void> {
  const current = await loadBooking(ctx, id);
  const prepared = await prepare(ctx, input, current);
  await updateBookingColumns(ctx.tx, ctx.scope.datasetId, id, prepared.columns);
  await replaceBookingLines(ctx.tx, id, prepared.lines);
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
      { employeeId: current.employee_id, locationId: current.location_id },
      { past: true, hours: true, slot: current.status !== "Cancelado", exceptBookingId: id },
    );
  }
  await updateBookingColumns(ctx.tx, ctx.scope.datasetId, id, {
    start_at: period.start,
    end_at: period.end,
    ignore_validations: ignore ? 1 : 0,
    updated_at: nowStamp(ctx.clock),
  });
}

export async function deleteBooking(ctx: Ctx, id: number): Promise<void> {
  const row = await loadBooking(ctx, id);
  if (row.sale_id !== null) throw refuse("booking.in_use");
  await deleteBookingLines(ctx.tx, id);
  await deleteBookingRow(ctx.tx, ctx.scope.datasetId, id);
}

/** The views of several bookings, in their order, with one query per table for all of them. */
async function views(ctx: Ctx, rows: readonly BookingRow[]): Promise<BookingView[]> {
  if (rows.length === 0) return [];
  const lines = groupBy(
    await linesOfBookings(
      ctx.tx,
      rows.map((r) => r.id),
    ),
    (l) => l.booking_id,
  );
  const items = await itemViewsById(
    ctx,
    [...lines.values()].flat().map((l) => l.item_id),
  );
  const customers = await customerViewsById(
    ctx,
    rows.map((r) => r.customer_id),
  );
  const locations = await masterRowsById(
    ctx,
    "locations",
    rows.map((r) => r.location_id),
  );
  const employees = await masterRowsById(
    ctx,
    "employees",
    rows.map((r) => r.employee_id),
  );
  const paymentMethods = await masterRowsById(
    ctx,
    "payment_methods",
    rows.map((r) => r.payment_method_id),
  );
  const saleIds = rows.flatMap((r) => (r.sale_id === null ? [] : [r.sale_id]));
  const sales = new Map(
    (await saleViews(ctx, saleIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, saleIds) : [])).map((v) => [
      v.row.id,
      v,
    ]),
  );
  const users = await usersById(
    ctx,
    rows.map((r) => r.created_by),
  );
  return rows.map((row) => ({
    row,
    lines: (lines.get(row.id) ?? []).map((l) => ({ row: l, item: items.get(l.item_id)! })),
    customer: customers.get(row.customer_id)!,
    location: byId(locations, row.location_id),
    employee: byId(employees, row.employee_id),
    paymentMethod: byId(paymentMethods, row.payment_method_id),
    sale: byId(sales, row.sale_id),
    users,
  }));
}

async function view(ctx: Ctx, row: BookingRow): Promise<BookingView> {
  return (await views(ctx, [row]))[0]!;
}

export async function getBooking(ctx: Ctx, id: number): Promise<BookingView> {
  return view(ctx, await loadBooking(ctx, id));
}

export async function bookingRow(ctx: Ctx, id: number): Promise<BookingRow> {
  return loadBooking(ctx, id);
}

export type BookingSearchField = "ID" | "Document Number";

/** One booking by ID or by its number ("Document Number"). */
export async function findBooking(ctx: Ctx, searchIn: BookingSearchField, value: MixedValue): Promise<BookingView> {
  const text = String(typeof value === "object" ? value.id : value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  if (!/^[0-9]+$/.test(text) || Number(text) > 2147483647) throw refuse("booking.not_found", { value: text }, "value");
  const row = await bookingByIdOrNumber(ctx.tx, ctx.scope.datasetId, searchIn === "ID" ? "id" : "number", Number(text));
  if (!row) throw refuse("booking.not_found", { value: text }, "value");
  return view(ctx, row);
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
  const rows = await bookingPage(
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
  return views(ctx, rows);
}

/** Links the sales document created from a booking (and whether it was e-mailed). */
export async function linkSale(ctx: Ctx, id: number, saleId: number, emailed: boolean): Promise<void> {
  await updateBookingColumns(ctx.tx, ctx.scope.datasetId, id, {
    sale_id: saleId,
    email_invoice_sent: emailed ? 1 : 0,
    updated_at: nowStamp(ctx.clock),
  });
}
