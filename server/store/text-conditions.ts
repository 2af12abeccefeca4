// Search conditions on text columns that read the same on SQLite and PostgreSQL.
import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * A portable "column contains text, ignoring case" condition: SQLite's LIKE ignores ASCII case
 * but PostgreSQL's does not, so both sides are lowered. Wildcards in the text are dropped.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const needle = `%${text.replace(/[%_\\]/g, "").toLocaleLowerCase("pt")}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${needle}`;
}

/** A portable "column equals text, ignoring case" condition, lowered on both sides as above. */
export function equalsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${text.toLocaleLowerCase("pt")}`;
}
