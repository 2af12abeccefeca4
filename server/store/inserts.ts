// Inserts of whole rows, compiled once per table and shape: Kysely builds and compiles every
// query anew, which for the 110 columns of a sale costs more than SQLite takes to run it,
// while the SQL of an insert depends only on its table, columns and row count. The first insert
// of a shape is built by Kysely as any query; its SQL is kept when its parameters are exactly
// the rows' values in column order, and later inserts of the shape run it with their own
// values. Rows whose values include an expression (sql`...`, a subquery), rows of one insert
// with different columns and handles with plugins always go through the builder.
import { createQueryId, type Insertable, type Kysely, type RootOperationNode, type Selectable } from "kysely";
import type { Tx } from "./database.ts";
import type { Database } from "./schema.ts";

type Table = keyof Database & string;
type Row = Readonly<Record<string, unknown>>;

interface Template {
  readonly sql: string;
  readonly query: RootOperationNode;
}

/** Shapes kept per dialect (one adapter per store), at most MAX_SHAPES; null: runs on the builder. */
const templates = new WeakMap<object, Map<string, Template | null>>();
const MAX_SHAPES = 256;

/**
 * Inserts `rows` (all with the same columns given) into `table` and returns them as stored.
 * A handle with plugins (the read-only one of Store.read) gets the plain builder, so a plugin
 * sees every statement as before.
 */
export async function insertRows<T extends Table>(
  tx: Tx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<Selectable<Database[T]>[]> {
  if (rows.length === 0) return [];
  const given = rows as readonly Row[];
  const build = () =>
    (tx as unknown as Kysely<Record<string, Row>>)
      .insertInto(table)
      .values(given as Row[])
      .returningAll();
  const executor = tx.getExecutor();
  const columns = Object.keys(given[0]!).filter((c) => given[0]![c] !== undefined);
  if (executor.plugins.length > 0 || !given.every((row) => hasExactly(row, columns) && allPlain(row)))
    return (await build().execute()) as Selectable<Database[T]>[];

  const parameters = given.flatMap((row) => columns.map((c) => row[c]));
  let shapes = templates.get(executor.adapter);
  if (!shapes) templates.set(executor.adapter, (shapes = new Map()));
  const key = `${table}\u0000${rows.length}\u0000${columns.join(",")}`;
  const template = shapes.get(key);
  if (template === undefined) {
    const compiled = build().compile();
    if (shapes.size < MAX_SHAPES)
      shapes.set(
        key,
        sameValues(compiled.parameters, parameters) ? { sql: compiled.sql, query: compiled.query } : null,
      );
    return (await tx.executeQuery(compiled)).rows as Selectable<Database[T]>[];
  }
  if (template === null) return (await build().execute()) as Selectable<Database[T]>[];
  const result = await tx.executeQuery<Selectable<Database[T]>>({
    sql: template.sql,
    query: template.query,
    queryId: createQueryId(),
    parameters,
  });
  return result.rows;
}

/** Inserts one row and returns it as stored (insertRows). */
export async function insertRow<T extends Table>(
  tx: Tx,
  table: T,
  row: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  return (await insertRows(tx, table, [row]))[0]!;
}

/** The row's defined columns are exactly `columns` (in any order: Kysely writes them in the first row's). */
function hasExactly(row: Row, columns: readonly string[]): boolean {
  let defined = 0;
  for (const c in row) if (row[c] !== undefined) defined++;
  return defined === columns.length && columns.every((c) => row[c] !== undefined);
}

/** Every value is one the driver binds as it is; an expression (sql`...`, a subquery) is Kysely's to write. */
function allPlain(row: Row): boolean {
  for (const c in row) {
    const value = row[c];
    if (typeof value === "function" || (typeof value === "object" && value !== null && !PLAIN_OBJECT(value)))
      return false;
  }
  return true;
}

const PLAIN_OBJECT = (value: object) => value instanceof Date || value instanceof Uint8Array;

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
