// Everything a database holds, read back as text, for tests that look for what it must not
// hold (keys) and that compare what an operation wrote: every table of the store, every row,
// on SQLite and PostgreSQL alike.
import { createHash } from "node:crypto";
import { SqliteAdapter, sql, type Kysely } from "kysely";

/** One stored value as text (a blob as its bytes in latin1, so that ASCII in it reads as such). */
export interface StoredText {
  readonly table: string;
  readonly column: string;
  readonly text: string;
}

/** The store's tables (Kysely's own bookkeeping included). */
export async function tableNames(db: Kysely<any>): Promise<string[]> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    return rows
      .map((x) => x.name)
      .filter((n) => !n.startsWith("sqlite_"))
      .sort();
  }
  const pg = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    db,
  );
  return pg.rows.map((x) => x.name).sort();
}

function asText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Uint8Array) return Buffer.from(value).toString("latin1");
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The rows of a table, in a stable order. */
async function rowsOf(db: Kysely<any>, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows;
}

/** Every non-null value of every table, as text. */
export async function storedTexts(db: Kysely<any>): Promise<StoredText[]> {
  const out: StoredText[] = [];
  for (const table of await tableNames(db))
    for (const row of await rowsOf(db, table))
      for (const [column, value] of Object.entries(row)) {
        const text = asText(value);
        if (text !== undefined) out.push({ table, column, text });
      }
  return out;
}

/**
 * A digest of each table's rows (in a stable order, blobs hashed by content), except the
 * tables named: two snapshots differ exactly where something was written.
 */
export async function tableSnapshot(db: Kysely<any>, except: readonly string[] = []): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>();
  for (const table of await tableNames(db)) {
    if (except.includes(table)) continue;
    const lines = (await rowsOf(db, table))
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, v instanceof Uint8Array ? createHash("sha256").update(v).digest("hex") : asText(v)]),
        ),
      )
      .sort();
    snapshot.set(table, `${lines.length} rows ${createHash("sha256").update(lines.join("\n")).digest("hex")}`);
  }
  return snapshot;
}

/** The tables whose snapshots differ. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
