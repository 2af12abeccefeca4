// Small rules about text shared by services: e-mail lists, trimming.
import { refuse } from "./errors.ts";

const EMAIL = /^[^@\s,;]+@[^@\s,;]+\.[^@\s,;]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Parses a comma-separated list of e-mail addresses, refusing any invalid one. */
export function emailList(value: string, path: string): string[] {
  const parts = value
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  for (const p of parts) if (!isEmail(p)) throw refuse("email.invalid", { value: p }, path);
  return parts;
}

/** Trims; an empty result is null. */
export function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  return t === "" ? null : t;
}
