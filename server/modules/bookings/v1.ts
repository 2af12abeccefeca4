// v1 bookings and unavailabilities adapter: wire <-> domain for the agenda operations.
import type { components, operations } from "../../../generated/types/v1.ts";
import type { BookingsHandlers, UnavailabilitiesHandlers } from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { bool, decimal, decimalOut, int, mixed, text } from "../../http/wire.ts";
import { saleView } from "../sales/index.ts";
import {
  bookingView,
  createBooking,
  deleteBooking,
  findBooking,
  listBookings,
  updateBooking,
  updateBookingTime,
  type BookingInput,
  type BookingView,
} from "./bookings.ts";
import type { Booking } from "./records.ts";
import { bookingTotals, resolveBookingLines, type BookingLineInput } from "./lines.ts";
import { isAvailable, resolveOccupant } from "./agenda.ts";
import { readPeriod } from "./rules.ts";
import { invoiceBooking } from "./invoice.ts";
import {
  createUnavailabilities,
  deleteUnavailability,
  getUnavailability,
  updateUnavailability,
  type UnavailabilityView,
} from "./unavailabilities.ts";
import { customerOut } from "../customers/v1.ts";
import { itemOut } from "../items/v1.ts";
import { saleOut, userOut } from "../../http/v1/sale-records.ts";
import { employeeOut, locationOut, maybe, paymentMethodOut } from "../../http/v1/records.ts";

type S = components["schemas"];

/** A line: prices and quantities with up to 5 decimal places, the discount with 2. */
function lineInput(line: S["BookingItemInput"], index: number): BookingLineInput {
  return {
    item: mixed(line.id) ?? null,
    price: decimal(line.price, `items[${index}].price`, 5),
    quantity: decimal(line.quantity, `items[${index}].quantity`, 5),
    discount: decimal(line.discount, `items[${index}].discount`, 2),
  };
}

function bookingInput(body: S["BookingCreateRequest"] | S["BookingUpdateRequest"]): BookingInput {
  return {
    customer: int(body.customer),
    vatNumber: text(body.vat_number),
    startAt: body.start_at,
    endAt: body.end_at,
    ignoreValidations: bool(body.ignore_validations),
    description: text(body.description),
    location: mixed(body.location),
    employee: mixed(body.employee),
    paymentMethod: mixed(body.payment_method),
    status: body.status,
    paid: bool(body.paid),
    observations: text(body.observations),
    items: (body.items ?? []).map(lineInput),
  };
}

/** The booking's record: a pure function of its view. */
function bookingOut(ctx: Ctx, v: BookingView, baseUrl: string): S["Booking"] {
  const b = v.booking;
  return {
    id: b.id,
    number: b.number,
    description: b.description,
    sale_id: b.saleId,
    location_id: b.locationId,
    customer_id: b.customerId,
    customer_vat_number: b.customerVatNumber,
    employee_id: b.employeeId,
    payment_method_id: b.paymentMethodId,
    start_at: b.period.start,
    end_at: b.period.end,
    ignore_validations: b.ignoreValidations,
    gross_total: decimalOut(b.amounts.grossTotal),
    total_discount: decimalOut(b.amounts.totalDiscount),
    net_total: decimalOut(b.amounts.netTotal),
    total_vat: decimalOut(b.amounts.totalVat),
    grand_total: decimalOut(b.amounts.grandTotal),
    sms_alert_sent: b.smsAlertSent,
    email_alert_sent: b.emailAlertSent,
    email_invoice_sent: b.emailInvoiceSent,
    paid: b.paid,
    paid_at: b.paidAt,
    status: b.status,
    observations: b.observations,
    created_by: b.createdBy,
    updated_at: b.updatedAt,
    created_at: b.createdAt,
    sale: v.sale && saleOut(ctx, v.sale, baseUrl),
    customer: customerOut(ctx, v.customer),
    location: maybe(v.location, locationOut),
    employee: maybe(v.employee, employeeOut),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    items: v.lines.map(({ line, item }) => ({
      id: line.id,
      booking_id: b.id,
      item_id: line.itemId,
      price: decimalOut(line.price, 5),
      quantity: decimalOut(line.quantity, 5),
      discount: decimalOut(line.discount),
      item: itemOut(item, baseUrl),
    })),
    createdby: userOut(v.users, b.createdBy),
  };
}

function unavailabilityOut(v: UnavailabilityView): S["Unavailability"] {
  const u = v.unavailability;
  return {
    id: u.id,
    start_at: u.period.start,
    end_at: u.period.end,
    reason: u.reason,
    observations: u.observations,
    employee: maybe(v.employee, employeeOut),
    location: maybe(v.location, locationOut),
  };
}

async function answer(ctx: Ctx, booking: Booking, baseUrl: string) {
  return { status: true as const, data: bookingOut(ctx, await bookingView(ctx, booking), baseUrl) };
}

export const bookingRoutes: BookingsHandlers<Handlers<operations>> & UnavailabilitiesHandlers<Handlers<operations>> = {
  async Bookings_create({ body, ctx, baseUrl }) {
    return answer(ctx, await createBooking(ctx, bookingInput(body)), baseUrl);
  },
  async Bookings_update({ body, params, ctx, baseUrl }) {
    return answer(ctx, await updateBooking(ctx, Number(params.id), bookingInput(body)), baseUrl);
  },
  async Bookings_updateTime({ body, params, ctx }) {
    await updateBookingTime(ctx, Number(params.id), {
      startAt: body.start_at,
      endAt: body.end_at,
      ignoreValidations: bool(body.ignore_validations),
    });
    return { status: true };
  },
  async Bookings_delete({ params, ctx }) {
    await deleteBooking(ctx, Number(params.id));
    return { status: true };
  },
  async Bookings_invoiceCreate({ body, params, ctx, baseUrl }) {
    const saleId = await invoiceBooking(ctx, Number(params.id), {
      sendEmail: bool(body.send_email) === true,
      to: body.to,
      cc: text(body.cc),
    });
    return { status: true, data: saleOut(ctx, await saleView(ctx, saleId), baseUrl) };
  },
  async Bookings_checkAvailability({ body, ctx }) {
    const period = readPeriod(body.start_at, body.end_at);
    const occupant = await resolveOccupant(ctx, mixed(body.location), mixed(body.employee));
    return { status: true, is_available: await isAvailable(ctx, period, occupant) };
  },
  async Bookings_summary({ body, ctx }) {
    const lines = await resolveBookingLines(ctx, body.items.map(lineInput));
    const totals = bookingTotals(lines);
    return {
      status: true,
      data: {
        gross_total: decimalOut(totals.grossTotal),
        total_discount: decimalOut(totals.totalDiscount),
        net_total: decimalOut(totals.netTotal),
        total_vat: decimalOut(totals.totalVat),
        grand_total: decimalOut(totals.grandTotal),
        items: lines.map((l) => ({
          item_id: l.item.id,
          price: decimalOut(l.price, 5),
          quantity: decimalOut(l.quantity, 5),
          discount: decimalOut(l.discount),
        })),
      },
    };
  },
  async Bookings_find({ body, ctx, baseUrl }) {
    const found = await findBooking(ctx, body.search_in, body.value);
    return { status: true, data: bookingOut(ctx, found, baseUrl) };
  },
  async Bookings_list({ body, ctx, baseUrl }) {
    const rows = await listBookings(ctx, {
      skip: int(body.skip),
      // Validation admits only the three statuses (or "" for not given).
      status: body.status ? (body.status as S["BookingStatus"]) : undefined,
      dateFrom: text(body.date_from) ?? undefined,
      dateTo: text(body.date_to) ?? undefined,
      customer: int(body.customer),
    });
    return { status: true, data: rows.map((v) => bookingOut(ctx, v, baseUrl)) };
  },
  async Unavailabilities_create({ body, ctx }) {
    const ids = await createUnavailabilities(
      ctx,
      {
        reason: body.reason,
        location: mixed(body.location),
        employee: mixed(body.employee),
        observations: text(body.observations),
      },
      Array.isArray(body.dates) ? body.dates.map((d) => ({ startAt: d.start_at, endAt: d.end_at })) : undefined,
    );
    const data: S["Unavailability"][] = [];
    for (const id of ids) data.push(unavailabilityOut(await getUnavailability(ctx, id)));
    return { status: true, data };
  },
  async Unavailabilities_update({ body, params, ctx }) {
    await updateUnavailability(ctx, Number(params.id), {
      reason: body.reason,
      location: mixed(body.location),
      employee: mixed(body.employee),
      observations: text(body.observations),
      startAt: body.start_at,
      endAt: body.end_at,
    });
    return { status: true };
  },
  async Unavailabilities_delete({ params, ctx }) {
    await deleteUnavailability(ctx, Number(params.id));
    return { status: true };
  },
};
