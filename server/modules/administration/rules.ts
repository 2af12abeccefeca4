// Pure rules of the administration tables, shared by their services and unit-tested on their
// own: how names compare for uniqueness, the series name and year rules, category nesting.
import { type Decimal } from "decimal.js";
import { refuse } from "../../kernel/errors.ts";

/**
 * The form in which two names are "the same": trimmed, Unicode-normalized and
 * case-insensitive, the way the mixed-field resolver matches them, so no two records of a
 * table can answer to one name.
 */
export function nameKey(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase("pt");
}

/** Whether `haystack` contains `needle` in the name form (find operations). */
export function containsName(haystack: string | null | undefined, needle: string): boolean {
  return typeof haystack === "string" && nameKey(haystack).includes(nameKey(needle));
}

const SERIE_DESCRIPTION = /^[A-Za-z0-9._-]+$/;

/** Series names appear in document numbers (`FT 2027/1`): letters, digits, `.`, `_` and `-` only. */
export function checkSerieDescription(description: string): void {
  if (!SERIE_DESCRIPTION.test(description)) {
    throw refuse("series.description.invalid", { value: description }, "description");
  }
}

/** A series is expired once the current year is past its `valid_until`. */
export function isExpired(validUntil: number, currentYear: number): boolean {
  return validUntil < currentYear;
}

/** `valid_until` is a calendar year; on creation it may not be earlier than the current year. */
export function checkValidUntil(validUntil: number, currentYear: number, creating: boolean): void {
  if (!Number.isInteger(validUntil) || validUntil < 2000 || validUntil > 9999) {
    throw refuse("series.valid_until.invalid", { value: validUntil, year: currentYear }, "validUntil");
  }
  if (creating && validUntil < currentYear) {
    throw refuse("series.valid_until.past", { value: validUntil, year: currentYear }, "validUntil");
  }
}

/**
 * Whether making `parentId` the parent of category `id` would close a loop: the parent is
 * the category itself or one of its descendants. `parentOf` gives each category's parent.
 */
export function wouldNestInItself(id: number, parentId: number, parentOf: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  let current: number | null | undefined = parentId;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** A VAT rate in percent: 0 to 100; an exempt (`Isenta`) rate is 0. */
export function checkVatRate(tax: Decimal, type: string): void {
  if (tax.isNegative() || tax.greaterThan(100)) throw refuse("rate.out_of_range", { value: tax.toFixed(2) }, "tax");
  if (type === "Isenta" && !tax.isZero()) throw refuse("vat_rate.tax.not_zero", { value: tax.toFixed(2) }, "tax");
}

/** An exchange rate is positive; the default currency's is 1 (rates are relative to it). */
export function checkExchangeRate(rate: Decimal, isDefault: boolean): void {
  if (!rate.greaterThan(0))
    throw refuse("currency.exchange_sale.not_positive", { value: rate.toFixed(5) }, "exchangeSale");
  if (isDefault && !rate.eq(1))
    throw refuse("currency.exchange_sale.default_not_one", { value: rate.toFixed(5) }, "exchangeSale");
}
