// Administration-table rows by ID within the caller's data set, used to embed related records
// (a customer's currency, an item's category) in answers. The queries are the store's
// (store/repositories/master-records.ts).
import type { Ctx } from "./scope.ts";
import {
  masterRow as storedMasterRow,
  type MasterRow,
  type MasterTable,
} from "../store/repositories/master-records.ts";

export type { MasterRow, MasterTable };

/** The caller's record of `table` with this ID; null when it has none (or no ID). */
export function masterRow<T extends MasterTable>(
  ctx: Ctx,
  table: T,
  id: number | null | undefined,
): Promise<MasterRow<T> | null> {
  return storedMasterRow(ctx.tx, ctx.scope.datasetId, table, id);
}
