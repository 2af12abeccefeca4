// Calendar dates as the API sends them (YYYY-MM-DD): a schema pattern admits 2026-02-30, the
// calendar does not.
import { refuse } from "./errors.ts";

export function isCalendarDate(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Refuses a value that is not a real date in the format YYYY-MM-DD; returns it otherwise. */
export function checkDate(value: string, path: string): string {
  if (!isCalendarDate(value)) throw refuse("date.invalid", { value }, path);
  return value;
}
