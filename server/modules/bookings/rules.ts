// Pure rules of the agenda: reading a period, opening hours per weekday, overlaps, and who a
// booking or an unavailability occupies. Times are Lisbon wall-clock strings compared as text
// (`YYYY-MM-DD HH:mm:ss` sorts chronologically).
import { refuse } from "../../kernel/errors.ts";

/** A stored period: `YYYY-MM-DD HH:mm:ss` start and end. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

/** An opening interval of the agenda: ISO weekday (1 Monday ... 7 Sunday), `HH:mm` to `HH:mm`. */
export interface OpeningHours {
  readonly weekday: number;
  readonly opensAt: string;
  readonly closesAt: string;
}

/** What a booking or an unavailability occupies: an employee, a location, or (both null) everything. */
export interface Occupant {
  readonly employeeId: number | null;
  readonly locationId: number | null;
}

/** A new data set's agenda: Monday to Friday 09:00-19:00, Saturday 09:00-13:00. */
export const DEFAULT_OPENING_HOURS: readonly OpeningHours[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "09:00", closesAt: "19:00" })),
  { weekday: 6, opensAt: "09:00", closesAt: "13:00" },
];

const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2}) ([0-9]{2}):([0-9]{2})$/;

/**
 * `YYYY-MM-DD HH:mm` as stored (`YYYY-MM-DD HH:mm:00`), or undefined when the text is not
 * that format or not a real calendar date and time (2026-02-30, 24:00).
 */
export function parseDateTime(value: string): string | undefined {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  if (h > 23 || mi > 59) return undefined;
  return `${value.trim()}:00`;
}

/**
 * Reads a period sent as `start_at`/`end_at`: both real date-times, the end not before the
 * start. These checks are never skipped (ignore_validations skips only the time rules); their
 * refusals name `startAt` or `endAt`.
 */
export function readPeriod(startAt: string, endAt: string): Period {
  const start = parseDateTime(startAt);
  if (start === undefined) throw refuse("date.invalid", { value: startAt }, "startAt");
  const end = parseDateTime(endAt);
  if (end === undefined) throw refuse("date.invalid", { value: endAt }, "endAt");
  if (end < start) throw refuse("agenda.period.end_before_start", {}, "endAt");
  return { start, end };
}

/** Whether the period starts before the current minute (`now` as `YYYY-MM-DD HH:mm:ss`). */
export function startsInThePast(period: Period, now: string): boolean {
  return period.start.slice(0, 16) < now.slice(0, 16);
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether the whole period lies inside one opening interval of its day. */
export function insideOpeningHours(period: Period, hours: readonly OpeningHours[]): boolean {
  const day = period.start.slice(0, 10);
  if (period.end.slice(0, 10) !== day) return false;
  const from = period.start.slice(11, 16);
  const to = period.end.slice(11, 16);
  const weekday = isoWeekday(day);
  return hours.some((h) => h.weekday === weekday && h.opensAt <= from && to <= h.closesAt);
}

/** Whether two periods share some time (touching ends do not overlap). */
export function overlaps(a: Period, b: Period): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Whether two bookings compete for the same resource: the same employee (anywhere), or the
 * same location when either booking names no employee (it takes the location's agenda).
 */
export function bookingsClash(a: Occupant, b: Occupant): boolean {
  if (a.employeeId !== null && a.employeeId === b.employeeId) return true;
  return a.locationId === b.locationId && (a.employeeId === null || b.employeeId === null);
}

/**
 * Whether an unavailability blocks a booking: it applies to the booking's employee unless it
 * names none, and to its location unless it names none (naming neither blocks everything).
 */
export function unavailabilityBlocks(unavailability: Occupant, booking: Occupant): boolean {
  const employee = unavailability.employeeId === null || unavailability.employeeId === booking.employeeId;
  const location = unavailability.locationId === null || unavailability.locationId === booking.locationId;
  return employee && location;
}
