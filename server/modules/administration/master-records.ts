// Administration records by ID within the caller's data set, used to embed related records
// (a customer's currency, an item's category) in answers. The queries are the store's
// (modules/administration/repository/master-records.ts).
import type { DataCtx } from "../../kernel/scope.ts";
import {
  masterRecord as storedMasterRecord,
  masterRecords as storedMasterRecords,
  referenceRecords,
} from "./repository/master-records.ts";
import type { ReferenceTable } from "../../store/reference-data.ts";
import type { MasterRecord, MasterTable } from "./records.ts";

export type { MasterRecord, MasterTable };

/**
 * The caller's record of `table` with this ID; null when it has none (or no ID). From the
 * request's cached reference rows when it may use them (reference-data.ts).
 */
export function masterRecord<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  id: number | null | undefined,
): Promise<MasterRecord<T> | null> {
  return storedMasterRecord(ctx.tx, ctx.scope.datasetId, ctx.references, table, id);
}

/**
 * The caller's records of `table` with these IDs, keyed by ID: one query for all (none when
 * no ID; the data set's cached rows for reference tables). A read model's way to embed them.
 */
export function masterRecordsById<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, MasterRecord<T>>> {
  return storedMasterRecords(ctx.tx, ctx.scope.datasetId, ctx.references, table, ids);
}

/** Every record of the caller's reference table (document types, series, VAT rates...), by ID. */
export function referenceTable<T extends ReferenceTable>(ctx: DataCtx, table: T): Promise<readonly MasterRecord<T>[]> {
  return referenceRecords(ctx.tx, ctx.scope.datasetId, ctx.references, table);
}

/**
 * The caller's record of `table` that one of its records names or that was just resolved: it
 * exists, and a missing one is a broken store (an error), not a refusal.
 */
export async function referencedRecord<T extends MasterTable>(
  ctx: DataCtx,
  table: T,
  id: number,
): Promise<MasterRecord<T>> {
  const record = await masterRecord(ctx, table, id);
  if (!record) throw new Error(`No ${table} ${id} in data set ${ctx.scope.datasetId}.`);
  return record;
}
