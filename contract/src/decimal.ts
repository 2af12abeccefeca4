// Amounts as the oracles read them: exact decimals from JSON numbers or decimal strings, so the
// checks hold whether a generation answers `"45.06"` or `45.06`.
import { Decimal } from "decimal.js";

export const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** An amount from the wire, or undefined when it is not a number. */
export function dec(value: unknown): Dec | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return new Dec(String(value));
  if (typeof value === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim())) return new Dec(value.trim());
  return undefined;
}

/** Half-up to the cent. */
export function cents(value: Dec): Dec {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function isNumeric(value: unknown): boolean {
  return dec(value) !== undefined;
}
