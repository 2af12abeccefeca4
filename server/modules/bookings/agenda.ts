// The agenda of a data set: its opening hours and invoicing settings, and the time rules a
// booking's period must meet (not in the past, inside the hours, a free slot).
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { resolveRef, type MixedValue } from "../administration/index.ts";
import { defaultLocation } from "../administration/index.ts";
import { agendaSettings, hasActiveAssignment, storedOpeningHours } from "./repository/agenda.ts";
import { activeBookingsOverlapping } from "./repository/bookings.ts";
import { unavailabilitiesOverlapping } from "./repository/unavailabilities.ts";
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

export function openingHours(ctx: Ctx): Promise<OpeningHours[]> {
  return storedOpeningHours(ctx.tx, ctx.scope.datasetId);
}

/**
 * The document type and series that invoice bookings, when the agenda is fully configured:
 * opening hours exist, and an active document type has the active series assigned.
 */
export async function invoicingSettings(ctx: Ctx): Promise<{ documentTypeId: number; serieId: number }> {
  const notConfigured = () => refuse("agenda.not_configured");
  const settings = await agendaSettings(ctx.tx, ctx.scope.datasetId);
  const documentTypeId = settings?.documentTypeId ?? null;
  const serieId = settings?.serieId ?? null;
  if (documentTypeId === null || serieId === null) throw notConfigured();
  if ((await openingHours(ctx)).length === 0) throw notConfigured();
  if (!(await hasActiveAssignment(ctx.tx, ctx.scope.datasetId, documentTypeId, serieId))) throw notConfigured();
  return { documentTypeId, serieId };
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
  const bookings = await activeBookingsOverlapping(
    ctx.tx,
    ctx.scope.datasetId,
    period.start,
    period.end,
    exceptBookingId,
  );
  for (const b of bookings) {
    if (overlaps(period, b.period) && bookingsClash(occupant, b)) return true;
  }
  const unavailable = await unavailabilitiesOverlapping(ctx.tx, ctx.scope.datasetId, period.start, period.end);
  return unavailable.some((u) => overlaps(period, u.period) && unavailabilityBlocks(u, occupant));
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
