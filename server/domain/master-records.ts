// Administration-table rows by ID within the caller's data set, used to embed related records
// (a customer's currency, an item's category) in answers. The queries are the store's
// (store/repositories/master-records.ts).
import type { DataCtx } from "./scope.ts";
import {
  masterRow as storedMasterRow,
  masterRows as storedMasterRows,
  type MasterRow,
  type MasterTable,
} from "../store/repositories/master-records.ts";

export type { MasterRow, MasterTable };

/**
 * The caller's record of `table` with this ID; null when it has none (or no ID). From the
 * request's cached reference rows when it may use them (reference-data.ts).
 */
export function masterRow<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  id: number | null | undefined,
): Promise<MasterRow<T> | null> {
  return storedMasterRow(ctx.tx, ctx.scope.datasetId, ctx.references, table, id);
}

/**
 * The caller's records of `table` with these IDs, keyed by ID: one query for all (none when
 * no ID; the data set's cached rows for reference tables). A read model's way to embed them.
 */
export function masterRowsById<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, MasterRow<T>>> {
  return storedMasterRows(ctx.tx, ctx.scope.datasetId, ctx.references, table, ids);
}

/**
 * The caller's record of `table` that one of its records names or that was just resolved: it
 * exists, and a missing one is a broken store (an error), not a refusal.
 */
export async function referencedRecord<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  id: number,
): Promise<MasterRow<T>> {
  const row = await masterRow(ctx, table, id);
  if (!row) throw new Error(`No ${table} ${id} in data set ${ctx.scope.datasetId}.`);
  return row;
}
