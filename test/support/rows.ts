// Inserting a row straight into the store for tests that need a record in a state the API
// does not produce directly: required columns the test does not care about get placeholder
// values. Uses Kysely's introspection, so it works on SQLite and PostgreSQL alike.
import { sql } from "kysely";
import type { Db } from "../../server/store/database.ts";

export async function insertRow(db: Db, table: string, values: Record<string, unknown>): Promise<number> {
  const meta = (await db.introspection.getTables()).find((t) => t.name === table);
  if (!meta) throw new Error(`no table ${table}`);
  const row: Record<string, unknown> = {};
  for (const c of meta.columns) {
    if (!c.isNullable && !c.hasDefaultValue && !c.isAutoIncrementing)
      row[c.name] = /int|serial/i.test(c.dataType) ? 0 : "x";
  }
  Object.assign(row, values);
  const columns = Object.keys(row);
  const result = await sql<{
    id: number;
  }>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => row[c]))}) returning id`.execute(
    db,
  );
  return result.rows[0]!.id;
}
