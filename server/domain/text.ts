// Small rules about text shared by services: e-mail lists, trimming.
import { sql, type RawBuilder, type SqlBool } from "kysely";
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

/**
 * A portable "column contains text, ignoring case" condition: SQLite's LIKE ignores ASCII case
 * but PostgreSQL's does not, so both sides are lowered. Wildcards in the text are dropped.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const needle = `%${text.replace(/[%_\\]/g, "").toLocaleLowerCase("pt")}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${needle}`;
}
