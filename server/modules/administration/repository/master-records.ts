// Administration records by ID within a data set: the records other records embed (a
// customer's currency, an item's category, a sale's series), one record or one query for many,
// and every record of a reference table (from the data set's cache when the request may use it).
import type { Tx } from "../../../store/database.ts";
import type { MasterRecord, MasterTable } from "../records.ts";
import {
  isReferenceTable,
  referenceRows,
  type ReferenceAccess,
  type ReferenceTable,
} from "../../../store/reference-data.ts";
import { recordOf, recordsOf } from "./administration-columns.ts";

export type { MasterRecord, MasterTable };

/** Every record of a reference table in the data set, by ascending ID (mapped once per cached version). */
export async function referenceRecords<T extends ReferenceTable>(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: T,
): Promise<readonly MasterRecord<T>[]> {
  return recordsOf(table, await referenceRows(tx, datasetId, references, table));
}

/**
 * The record of `table` with this ID in the data set; null when there is none (or no ID). From
 * the data set's cached rows for reference tables when `references` is given.
 */
export async function masterRecord<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: T,
  id: number | null | undefined,
): Promise<MasterRecord<T> | null> {
  if (id === null || id === undefined) return null;
  if (references && isReferenceTable(table)) {
    const all = await referenceRecords(tx, datasetId, references, table);
    return (all.find((r) => r.id === id) as MasterRecord<T> | undefined) ?? null;
  }
  const row = await tx
    .selectFrom(table as MasterTable)
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row ? recordOf(table, row) : null;
}

/**
 * The records of `table` with these IDs in the data set, keyed by ID: one query for all (none
 * when no ID; the data set's cached rows for reference tables when `references` is given).
 */
export async function masterRecords<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: T,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, MasterRecord<T>>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined))];
  if (wanted.length === 0) return new Map();
  if (isReferenceTable(table)) {
    const ids = new Set(wanted);
    const all = await referenceRecords(tx, datasetId, references, table);
    return new Map(all.filter((r) => ids.has(r.id)).map((r) => [r.id, r as MasterRecord<T>]));
  }
  const rows = await tx
    .selectFrom(table as MasterTable)
    .selectAll()
    .where("id", "in", wanted)
    .where("dataset_id", "=", datasetId)
    .execute();
  return new Map(rows.map((r) => [r.id, recordOf(table, r)]));
}
