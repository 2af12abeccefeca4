// Time as the service sees it: Europe/Lisbon wall-clock time, formatted the way the API
// returns it. Injected so tests can fix "now" for date rules.

export interface Clock {
  now(): Date;
}

/** An hour in milliseconds: the plans count requests in hourly buckets (request-counter.ts). */
export const HOUR = 3_600_000;

/** The hour the clock is in, counted as request-counter.ts counts its buckets. */
export function currentHour(clock: Clock): number {
  return Math.floor(clock.now().getTime() / HOUR);
}

export const systemClock: Clock = { now: () => new Date() };

const lisbon = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Lisbon",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** `YYYY-MM-DD HH:mm:ss` in Lisbon time. */
export function timestamp(date: Date): string {
  return lisbon.format(date).replace("T", " ");
}

/** `YYYY-MM-DD` in Lisbon time. */
export function today(clock: Clock): string {
  return timestamp(clock.now()).slice(0, 10);
}

export function nowStamp(clock: Clock): string {
  return timestamp(clock.now());
}
