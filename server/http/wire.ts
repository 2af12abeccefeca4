// Reading the accepted input forms of spec/common/scalars.tsp into domain values. Validation
// has already checked the forms; these functions only convert, and enforce what a schema
// cannot (the places a JSON number is read at). Their refusals name the field as the calling
// adapter's wire names it.
import { Decimal } from "decimal.js";
import type { Localized } from "../kernel/errors.ts";
import { WireRefusal } from "./failures.ts";
import type { MixedValue } from "../modules/administration/index.ts";
import { AMOUNT_LIMIT } from "../kernel/amounts.ts";

type Input = string | number | boolean | null | undefined;

/** Optional text: undefined when absent, null when sent empty (clears on update), trimmed otherwise. */
export function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const t = value.trim();
  return t === "" ? null : t;
}

/** Integer from a JSON integer or a digit string; undefined when absent or empty. */
export function int(value: Input): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** Boolean from true/false, 1/0, "1"/"0", "true"/"false"; undefined when absent. */
export function bool(value: Input): boolean | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return value === true || value === 1 || value === "1" || value === "true";
}

/** A mixed field: a number is an ID; text is kept as sent; empty means cleared. */
export function mixed(value: string | number | null | undefined): MixedValue | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === "number") return value;
  const t = value.trim();
  return t === "" ? null : t;
}

const BELOW_LIMIT: Localized = {
  pt: " (esperado: um valor inferior a 10000000000)",
  en: " (expected: a value below 10000000000)",
};

function expected(n: 2 | 5): Localized {
  const format = n === 5 ? "0.00000" : "0.00";
  return {
    pt: ` (esperado: um número com até ${n} casas decimais, ${format})`,
    en: ` (expected: a number with at most ${n} decimal places, ${format})`,
  };
}

/**
 * A decimal from a JSON number or a decimal string with `.` or `,`; undefined when absent or
 * empty. `places` are the field's decimal places (5 for prices, quantities and exchange
 * rates, 2 for discounts, rates and amounts): a string has at most that many (spec patterns
 * Decimal5String, Decimal2String), while a JSON number, binary floating point that cannot
 * carry a decimal exactly, is read at that many places, rounded half away from zero (spec
 * Decimal5Number, Decimal2Number). The value must be below AMOUNT_LIMIT. Validation has
 * checked all of it; the refusals here name the field if a caller skipped validation.
 */
export function decimal(value: Input, field: string, places: 2 | 5): Decimal | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new WireRefusal("request.field.invalid", { expected: expected(places) }, field);
    return withinLimit(new Decimal(String(value)).toDecimalPlaces(places, Decimal.ROUND_HALF_UP), field);
  }
  const text = String(value).trim();
  // "1,234.60": a comma thousands separator (PHP number_format) before a dot decimal point.
  const normalized = /^-?[0-9]{1,3}(,[0-9]{3})+\.[0-9]+$/.test(text) ? text.replace(/,/g, "") : text.replace(",", ".");
  if (!/^-?[0-9]+(\.[0-9]+)?$/.test(normalized))
    throw new WireRefusal("request.field.invalid", { expected: expected(places) }, field);
  if ((normalized.split(".")[1]?.length ?? 0) > places) {
    throw new WireRefusal("request.field.invalid", { expected: expected(places) }, field);
  }
  return withinLimit(new Decimal(normalized), field);
}

/** Amounts are below 10^10 in absolute value (server/kernel/amounts.ts). */
function withinLimit(value: Decimal, field: string): Decimal {
  if (value.abs().greaterThanOrEqualTo(AMOUNT_LIMIT))
    throw new WireRefusal("request.field.invalid", { expected: BELOW_LIMIT }, field);
  return value;
}

const PLAIN_DECIMAL = /^-?[0-9]+(?:\.([0-9]*))?$/;

/**
 * An amount as v1 answers it (spec DecimalOut): a JSON number, rounded half up to `places`
 * (2 for money and rates, 5 for prices, quantities and exchange rates). The number is read
 * from the decimal's text, never computed in floating point: an amount below 10^10 at 5
 * places has at most 15 significant digits, so the double nearest to that text serializes
 * back as the same decimal without its trailing zeros (12.30 answers 12.3).
 */
export function decimalOut(value: string | Decimal, places = 2): number {
  // Stored text with at most `places` decimals needs no rounding: padding it with zeros names
  // the same number, so it parses to the same double (and skips decimal.js: a list page has hundreds).
  // A Decimal with at most `places` decimals, likewise (the stored amounts of records).
  let n: number;
  if (typeof value === "string") {
    const plain = PLAIN_DECIMAL.exec(value);
    n =
      plain && (plain[1]?.length ?? 0) <= places
        ? Number(value)
        : Number(new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP));
  } else {
    n = value.decimalPlaces() <= places ? value.toNumber() : Number(value.toFixed(places, Decimal.ROUND_HALF_UP));
  }
  return n === 0 ? 0 : n; // no -0: a negative amount that rounds to zero is zero
}

/** An amount as the legacy generation answers it (spec DecimalStringOut): an exact string with a fixed number of places. */
export function decimalString(value: string | Decimal, places = 2): string {
  return new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP);
}
