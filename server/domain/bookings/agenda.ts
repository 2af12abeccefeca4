// The agenda of a data set: its opening hours and invoicing settings, and the time rules a
// booking's period must meet (not in the past, inside the hours, a free slot).
import type { Ctx } from "../scope.ts";
import { refuse } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { resolveRef, type MixedValue } from "../references.ts";
import { defaultLocation } from "../locations.ts";
import {
  bookingsClash,
  insideOpeningHours,
  overlaps,
  startsInThePast,
  unavailabilityBlocks,
  type Occupant,
  type OpeningHours,
  type Period,
} from "./rules.ts";

export async function openingHours(ctx: Ctx): Promise<OpeningHours[]> {
  const rows = await ctx.tx
    .selectFrom("agenda_hours")
    .select(["weekday", "opens_at", "closes_at"])
    .where("dataset_id", "=", ctx.scope.datasetId)
    .orderBy("weekday")
    .orderBy("opens_at")
    .execute();
  return rows.map((r) => ({ weekday: r.weekday, opensAt: r.opens_at, closesAt: r.closes_at }));
}

/**
 * The document type and series that invoice bookings, when the agenda is fully configured:
 * opening hours exist, and an active document type has the active series assigned.
 */
export async function invoicingSettings(ctx: Ctx): Promise<{ documentTypeId: number; serieId: number }> {
  const notConfigured = () => refuse("agenda.not_configured");
  const settings = await ctx.tx
    .selectFrom("agenda_settings")
    .selectAll()
    .where("dataset_id", "=", ctx.scope.datasetId)
    .executeTakeFirst();
  if (!settings || settings.document_type_id === null || settings.serie_id === null) throw notConfigured();
  if ((await openingHours(ctx)).length === 0) throw notConfigured();
  const assignment = await ctx.tx
    .selectFrom("document_type_series")
    .innerJoin("document_types", "document_types.id", "document_type_series.document_type_id")
    .innerJoin("series", "series.id", "document_type_series.serie_id")
    .select("document_type_series.id")
    .where("document_type_series.dataset_id", "=", ctx.scope.datasetId)
    .where("document_type_series.document_type_id", "=", settings.document_type_id)
    .where("document_type_series.serie_id", "=", settings.serie_id)
    .where("document_type_series.active", "=", 1)
    .where("document_types.active", "=", 1)
    .where("series.active", "=", 1)
    .executeTakeFirst();
  if (!assignment) throw notConfigured();
  return { documentTypeId: settings.document_type_id, serieId: settings.serie_id };
}

/** The location a request names (ID or name), or the preset location when it names none. */
export async function resolveLocationId(ctx: Ctx, location: MixedValue | null | undefined): Promise<number> {
  if (location === undefined || location === null || location === "") return (await defaultLocation(ctx)).id;
  return resolveRef(ctx, "location", location, "location");
}

/** The location (default: the preset one) and the employee (ID or e-mail) a request names. */
export async function resolveOccupant(
  ctx: Ctx,
  location: MixedValue | null | undefined,
  employee: MixedValue | null | undefined,
): Promise<Occupant> {
  const locationId = await resolveLocationId(ctx, location);
  const employeeId =
    employee === undefined || employee === null || employee === ""
      ? null
      : await resolveRef(ctx, "employee", employee, "employee");
  return { locationId, employeeId };
}

/** Whether a non-cancelled booking or an unavailability already occupies the period. */
export async function isOccupied(
  ctx: Ctx,
  period: Period,
  occupant: Occupant,
  exceptBookingId?: number,
): Promise<boolean> {
  let bookings = ctx.tx
    .selectFrom("bookings")
    .select(["id", "start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("status", "!=", "Cancelado")
    .where("start_at", "<", period.end)
    .where("end_at", ">", period.start);
  if (exceptBookingId !== undefined) bookings = bookings.where("id", "!=", exceptBookingId);
  for (const b of await bookings.execute()) {
    if (
      overlaps(period, { start: b.start_at, end: b.end_at }) &&
      bookingsClash(occupant, { employeeId: b.employee_id, locationId: b.location_id })
    )
      return true;
  }
  const unavailable = await ctx.tx
    .selectFrom("unavailabilities")
    .select(["start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("start_at", "<", period.end)
    .where("end_at", ">", period.start)
    .execute();
  return unavailable.some(
    (u) =>
      overlaps(period, { start: u.start_at, end: u.end_at }) &&
      unavailabilityBlocks({ employeeId: u.employee_id, locationId: u.location_id }, occupant),
  );
}

export interface TimeChecks {
  /** The start may not be before the current minute. */
  readonly past: boolean;
  /** The period must lie inside one opening interval. */
  readonly hours: boolean;
  /** The slot must be free (of other bookings than `exceptBookingId`, and of unavailabilities). */
  readonly slot: boolean;
  readonly exceptBookingId?: number;
}

/** The time rules of create, update and update/time, in the documents' order. */
export async function checkTimes(ctx: Ctx, period: Period, occupant: Occupant, checks: TimeChecks): Promise<void> {
  if (checks.past && startsInThePast(period, nowStamp(ctx.clock))) throw refuse("agenda.start.in_past", {}, "startAt");
  if (checks.hours && !insideOpeningHours(period, await openingHours(ctx)))
    throw refuse("agenda.period.outside_hours", {}, "startAt");
  if (checks.slot && (await isOccupied(ctx, period, occupant, checks.exceptBookingId)))
    throw refuse("agenda.slot.occupied", {}, "startAt");
}

/** check_availability: inside the agenda hours and free for the location and employee. */
export async function isAvailable(ctx: Ctx, period: Period, occupant: Occupant): Promise<boolean> {
  if (!insideOpeningHours(period, await openingHours(ctx))) return false;
  return !(await isOccupied(ctx, period, occupant));
}
