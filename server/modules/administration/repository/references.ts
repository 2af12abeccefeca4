// The records a mixed value (an ID, or a name, symbol, code... as each table allows) may name:
// a data set's rows of a table, or for large tables only the rows whose ID or text equals it.
import { sql } from "kysely";
import type { Tx } from "../../../store/database.ts";
import { isReferenceTable, referenceRows, type ReferenceAccess } from "../../../store/reference-data.ts";

/** A record as a look-up reads it: its ID, whether it is active, and the columns it matches on. */
export interface RefRow {
  readonly id: number;
  readonly active: number;
  readonly [column: string]: unknown;
}

/** The columns a look-up reads: these, or the whole record ("*"). */
export type RefColumns = readonly string[] | "*";

function columnsOf(columns: RefColumns) {
  return columns === "*" ? sql`*` : sql.join(columns.map((c) => sql.ref(c)));
}

/**
 * The data set's rows of `table`: for reference tables every column, from the data set's cache
 * when the operation may use it; otherwise `columns`.
 */
export async function datasetRefRows(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: string,
  columns: RefColumns,
): Promise<readonly RefRow[]> {
  if (isReferenceTable(table)) return (await referenceRows(tx, datasetId, references, table)) as unknown as RefRow[];
  const result =
    await sql<RefRow>`select ${columnsOf(columns)} from ${sql.table(table)} where dataset_id = ${datasetId}`.execute(
      tx,
    );
  return result.rows;
}

/**
 * The data set's rows of a large table a value may name, up to 20 by ID: the one with ID `id`
 * (none when null), and those whose `textColumns` equal `text` (case-insensitively as far as
 * SQL lower() goes; none when null).
 */
export async function candidateRefRows(
  tx: Tx,
  datasetId: number,
  table: string,
  columns: RefColumns,
  textColumns: readonly string[],
  id: number | null,
  text: string | null,
): Promise<RefRow[]> {
  const byId = id !== null ? sql`id = ${id}` : sql`1 = 0`;
  const byText =
    text === null
      ? sql`1 = 0`
      : sql.join(
          textColumns.map((c) => sql`lower(${sql.ref(c)}) = lower(${text})`),
          sql` or `,
        );
  const result =
    await sql<RefRow>`select ${columnsOf(columns)} from ${sql.table(table)} where dataset_id = ${datasetId} and (${byId} or ${byText}) order by id limit 20`.execute(
      tx,
    );
  return result.rows;
}
