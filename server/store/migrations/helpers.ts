// Column helpers that keep migrations portable between SQLite and PostgreSQL.
import { SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** The dialect a migration runs on, from Kysely's adapter (no probing query: on PostgreSQL a failed statement would abort the migration's transaction). */
export async function dialectOf(db: Kysely<unknown>): Promise<Dialect> {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

/** An auto-incrementing integer primary key named id. */
// Migrations build tables whose names are strings, not typed tables: the builders are loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = CreateTableBuilder<any, any>;

export function withId(table: AnyTable, dialect: Dialect): AnyTable {
  return dialect === "sqlite"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    : table.addColumn("id", "serial", (c) => c.primaryKey());
}

/** Columns every per-data-set record has: data set, active flag, timestamps. */
export function withDatasetColumns(table: AnyTable): AnyTable {
  return table
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull());
}

/** A column: name, SQL type, and whether it is NOT NULL (with an optional default). */
export type ColumnSpec = readonly [
  name: string,
  type: "text" | "integer",
  required?: "required",
  defaultValue?: string | number,
];

/** Adds columns from a compact list (for wide tables such as documents). */
export function withColumns(table: AnyTable, columns: readonly ColumnSpec[]): AnyTable {
  let t = table;
  for (const [name, type, required, defaultValue] of columns) {
    t = t.addColumn(name, type, (c) => {
      let col = required ? c.notNull() : c;
      if (defaultValue !== undefined) col = col.defaultTo(defaultValue);
      return col;
    });
  }
  return t;
}
