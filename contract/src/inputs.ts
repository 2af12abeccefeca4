// The values the runner gives workflows (`$inputs.*`): fresh on every run, so runs repeat on
// one deployment without colliding with what earlier runs created (unique tax numbers,
// references, plates, series names, currency codes, a VAT rate, a booking day of their own),
// and dates relative to today in Lisbon. They derive from the seed and the run's tag
// together: a second run with the same seed on the same deployment must not meet the records
// of the first.
import { Random } from "./random.ts";

const LISBON = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Lisbon",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function lisbon(date: Date): { date: string; minutes: string } {
  const text = LISBON.format(date).replace("T", " ");
  return { date: text.slice(0, 10), minutes: text.slice(0, 16) };
}

/** A valid Portuguese tax number of a company (prefix 5) from random digits. */
export function randomNif(random: Random, first = "5"): string {
  let digits = first;
  while (digits.length < 8) digits += String(random.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const r = sum % 11;
  return digits + String(r < 2 ? 0 : 11 - r);
}

/** EU member states other than Portugal (ISO 3166-1 alpha-2), as VAT rate regions. */
const EU_REGIONS = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL RO SE SI SK".split(" ");

export function runInputs(seeded: Random, tag: string, now: Date = new Date()): Record<string, unknown> {
  const random = new Random(seeded.derive(tag));
  const day = 86_400_000;
  const offsetDays = 7 + random.int(0, 13);
  let booking = new Date(now.getTime() + offsetDays * day);
  // Weekdays only: the preset agenda opens Monday to Friday all day.
  while ([0, 6].includes(new Date(`${lisbon(booking).date}T12:00:00Z`).getUTCDay()))
    booking = new Date(booking.getTime() + day);
  const letters = "ABCDEFGHJKLMNPRSTUVXZ";
  const l = () => random.pick([...letters]);
  const year = Number(lisbon(now).date.slice(0, 4));
  const capital = () => String.fromCharCode(65 + random.int(0, 25));
  return {
    tag,
    today: lisbon(now).date,
    yesterday: lisbon(new Date(now.getTime() - day)).date,
    tomorrow: lisbon(new Date(now.getTime() + day)).date,
    next_month: lisbon(new Date(now.getTime() + 30 * day)).date,
    year,
    last_year: year - 1,
    next_year: year + 1,
    soon: lisbon(new Date(now.getTime() + 3 * 3_600_000)).minutes,
    soon_after: lisbon(new Date(now.getTime() + 5 * 3_600_000)).minutes,
    booking_day: lisbon(booking).date,
    nif1: randomNif(random),
    nif2: randomNif(random),
    nif3: randomNif(random),
    nif4: randomNif(random, "2"),
    nif5: randomNif(random),
    nif6: randomNif(random),
    plate: `${l()}${l()}-${String(random.int(10, 99))}-${l()}${l()}`,
    code: tag.toUpperCase().slice(-10),
    digits: String(random.int(10000, 99999)),
    serial: String(random.int(1_000_000, 9_999_999)),
    letters: capital() + capital() + capital(),
    // A rate no real one is near, and no integer within the 0.05 points by which a number
    // names a rate: an ID sent for it never names another rate.
    rate: `${random.int(30, 98)}.${random.int(10, 89)}`,
    // The region of the rate that stays in use after the run (a rate is unique in its region):
    // another member state each time, so that rates kept by earlier runs seldom meet it.
    region: random.pick(EU_REGIONS),
    over_3mb: "A".repeat(3 * 1024 * 1024 + 1),
    // After the others, so that adding them changed none of the values above for a given tag.
    nif7: randomNif(random),
    nif8: randomNif(random),
    nif9: randomNif(random),
    nif10: randomNif(random),
  };
}
