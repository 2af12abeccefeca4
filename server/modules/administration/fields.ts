// Reading a table's request fields over the stored row: required names, optional texts that
// keep their stored value when left out and clear when sent empty.
import { refuse } from "../../kernel/errors.ts";
import { clean } from "../../kernel/text.ts";

/** A required text; refused when missing or blank, naming `path` (the domain path of the field). */
export function requiredText(value: string | null | undefined, path: string): string {
  const text = clean(value);
  if (text === null) throw refuse("request.field.required", {}, path);
  return text;
}

/** An optional text: undefined keeps the stored value, null or blank clears it. */
export function optionalText(value: string | null | undefined, stored: string | null | undefined): string | null {
  if (value === undefined) return stored ?? null;
  return clean(value);
}

/** An optional integer: undefined keeps the stored value, null clears it. */
export function optionalInt(value: number | null | undefined, stored: number | null | undefined): number | null {
  if (value === undefined) return stored ?? null;
  return value;
}

/** Largest integer the API answers (int32): digit strings may name more. */
export const MAX_INTEGER = 2_147_483_647;
