// v1 bookings and unavailabilities adapter: wire <-> domain for the agenda operations.
import type { components, operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import type { Ctx } from "../domain/scope.ts";
import { bool, decimal, decimalOut, int, mixed, text } from "../http/wire.ts";
import { saleView } from "../domain/sales/view.ts";
import {
  createBooking,
  deleteBooking,
  findBooking,
  getBooking,
  listBookings,
  updateBooking,
  updateBookingTime,
  type BookingInput,
  type BookingView,
} from "../domain/bookings/bookings.ts";
import { bookingTotals, resolveBookingLines, type BookingLineInput } from "../domain/bookings/lines.ts";
import { isAvailable, resolveOccupant } from "../domain/bookings/agenda.ts";
import { readPeriod } from "../domain/bookings/rules.ts";
import { invoiceBooking } from "../domain/bookings/invoice.ts";
import {
  createUnavailabilities,
  deleteUnavailability,
  getUnavailability,
  updateUnavailability,
  type UnavailabilityView,
} from "../domain/bookings/unavailabilities.ts";
import { customerOut } from "./customers.ts";
import { itemOut } from "./items.ts";
import { saleOut, userOut } from "./sale-records.ts";
import { employeeOut, locationOut, maybe, paymentMethodOut } from "./records.ts";

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
  const r = v.row;
  return {
    id: r.id,
    number: r.number,
    description: r.description,
    sale_id: r.sale_id,
    location_id: r.location_id,
    customer_id: r.customer_id,
    customer_vat_number: r.customer_vat_number,
    employee_id: r.employee_id,
    payment_method_id: r.payment_method_id,
    start_at: r.start_at,
    end_at: r.end_at,
    ignore_validations: r.ignore_validations === 1,
    gross_total: decimalOut(r.gross_total),
    total_discount: decimalOut(r.total_discount),
    net_total: decimalOut(r.net_total),
    total_vat: decimalOut(r.total_vat),
    grand_total: decimalOut(r.grand_total),
    sms_alert_sent: r.sms_alert_sent === 1,
    email_alert_sent: r.email_alert_sent === 1,
    email_invoice_sent: r.email_invoice_sent === 1,
    paid: r.paid === 1,
    paid_at: r.paid_at,
    status: r.status as S["BookingStatus"],
    observations: r.observations,
    created_by: r.created_by,
    updated_at: r.updated_at,
    created_at: r.created_at,
    sale: v.sale && saleOut(ctx, v.sale, baseUrl),
    customer: customerOut(ctx, v.customer),
    location: maybe(v.location, locationOut),
    employee: maybe(v.employee, employeeOut),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    items: v.lines.map((l) => ({
      id: l.row.id,
      booking_id: r.id,
      item_id: l.row.item_id,
      price: decimalOut(l.row.price, 5),
      quantity: decimalOut(l.row.quantity, 5),
      discount: decimalOut(l.row.discount),
      item: itemOut(l.item, baseUrl),
    })),
    createdby: userOut(v.users, r.created_by),
  };
}

function unavailabilityOut(v: UnavailabilityView): S["Unavailability"] {
  const r = v.row;
  return {
    id: r.id,
    start_at: r.start_at,
    end_at: r.end_at,
    reason: r.reason as S["UnavailabilityReason"],
    observations: r.observations,
    employee: maybe(v.employee, employeeOut),
    location: maybe(v.location, locationOut),
  };
}

async function answer(ctx: Ctx, id: number, baseUrl: string) {
  return { status: true as const, data: bookingOut(ctx, await getBooking(ctx, id), baseUrl) };
}

export const bookingRoutes: Pick<
  Handlers<operations>,
  | "Bookings_checkAvailability"
  | "Bookings_create"
  | "Bookings_delete"
  | "Bookings_find"
  | "Bookings_invoiceCreate"
  | "Bookings_list"
  | "Bookings_summary"
  | "Bookings_update"
  | "Bookings_updateTime"
  | "Unavailabilities_create"
  | "Unavailabilities_delete"
  | "Unavailabilities_update"
> = {
  async Bookings_create({ body, ctx, baseUrl }) {
    return answer(ctx, await createBooking(ctx, bookingInput(body)), baseUrl);
  },
  async Bookings_update({ body, params, ctx, baseUrl }) {
    await updateBooking(ctx, Number(params.id), bookingInput(body));
    return answer(ctx, Number(params.id), baseUrl);
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
