// Values no deployment may break on, whatever the field: 70,000-character strings, unusual
// Unicode (lone surrogates, NUL, right-to-left marks, non-characters, line separators),
// 100,000-element arrays, nesting 100,000 levels deep, and numbers JSON text carries but a
// parsed value cannot (1e400, -0) or JSON cannot carry at all (0x10). Each must be refused in
// the generation's envelope, or accepted when the spec says it is valid; never a 5xx, never a
// hang.
import type { Random } from "../random.ts";

export const LONG_STRING_LENGTH = 70_000;
export const HUGE_ARRAY_LENGTH = 100_000;
export const DEEP_LEVELS = 100_000;

/** A 70,000-character text: words with accents, not one repeated byte. */
export function longString(): string {
  const unit = "Açúcar e café ";
  return unit.repeat(Math.ceil(LONG_STRING_LENGTH / unit.length)).slice(0, LONG_STRING_LENGTH);
}

export const UNUSUAL_UNICODE: readonly { label: string; text: string }[] = [
  { label: "a lone high surrogate", text: "Lisboa\ud800" },
  { label: "a lone low surrogate", text: "\udc00Porto" },
  { label: "NUL", text: "Rua\u0000 das Flores" },
  { label: "right-to-left marks", text: "\u202eabc\u202c \u200fFaro\u200e" },
  { label: "a byte-order mark and a non-character", text: "\ufeffBraga\uffff" },
  { label: "line and paragraph separators", text: "Évora\u2028\u2029" },
  { label: "combining marks and a joined emoji", text: "Óbidos e\u0301 👩‍👩‍👧" },
];

/** One unusual text, or all of them in one. */
export function unusualUnicode(random: Random): { label: string; text: string } {
  if (random.chance(0.4))
    return { label: "every unusual character", text: UNUSUAL_UNICODE.map((u) => u.text).join(" ") };
  return random.pick(UNUSUAL_UNICODE);
}

/** 100,000 elements: copies of a small element the array already holds, or numbers. */
export function hugeArray(current: unknown): unknown[] {
  const first = Array.isArray(current) ? current[0] : undefined;
  const small = first !== undefined && JSON.stringify(first).length <= 24 ? first : 1;
  return Array.from({ length: HUGE_ARRAY_LENGTH }, () => small);
}

/** Numbers as raw JSON text: what they stand for, and whether a body carrying them is JSON the spec can read. */
export const RAW_NUMBERS: readonly { token: string; label: string; invalid?: string; stands?: number }[] = [
  { token: "1e400", label: "1e400", invalid: "1e400 is beyond every number format of the spec (double, int32)" },
  { token: "-0", label: "-0", stands: -0 },
  { token: "0x10", label: "0x10", invalid: "0x10 is not JSON" },
];

/** JSON text nested `levels` deep, of arrays or of objects, with a number inside. */
export function deepText(levels: number, arrays: boolean): { label: string; text: string } {
  if (arrays) return { label: `arrays nested ${levels} levels`, text: "[".repeat(levels) + "1" + "]".repeat(levels) };
  return { label: `objects nested ${levels} levels`, text: '{"a":'.repeat(levels) + "1" + "}".repeat(levels) };
}
