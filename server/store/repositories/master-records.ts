// Administration-table rows by ID within a data set: the records other records embed (a
// customer's currency, an item's category, a sale's series), one row or one query for many.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { Database } from "../schema.ts";
import { isReferenceTable, referenceRows, type ReferenceAccess } from "../reference-data.ts";

export type MasterTable =
  | "warehouses"
  | "categories"
  | "employees"
  | "payment_conditions"
  | "payment_methods"
  | "shipping_modes"
  | "currencies"
  | "prices"
  | "series"
  | "vat_rates"
  | "vehicles"
  | "units"
  | "locations"
  | "document_types";

export type MasterRow<T extends MasterTable> = Selectable<Database[T]>;

/**
 * The row of `table` with this ID in the data set; null when there is none (or no ID). From
 * the data set's cached rows for reference tables when `references` is given.
 */
export async function masterRow<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: T,
  id: number | null | undefined,
): Promise<MasterRow<T> | null> {
  if (id === null || id === undefined) return null;
  if (references && isReferenceTable(table)) {
    const all = (await referenceRows(tx, datasetId, references, table)) as readonly { id: number }[];
    return (all.find((r) => r.id === id) as MasterRow<T> | undefined) ?? null;
  }
  const row = await tx
    .selectFrom(table as MasterTable)
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return (row as MasterRow<T> | undefined) ?? null;
}

/**
 * The rows of `table` with these IDs in the data set, keyed by ID: one query for all (none
 * when no ID; the data set's cached rows for reference tables when `references` is given).
 */
export async function masterRows<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  references: ReferenceAccess | undefined,
  table: T,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, MasterRow<T>>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined))];
  if (wanted.length === 0) return new Map();
  if (isReferenceTable(table)) {
    const ids = new Set(wanted);
    const all = (await referenceRows(tx, datasetId, references, table)) as readonly { id: number }[];
    return new Map(all.filter((r) => ids.has(r.id)).map((r) => [r.id, r as unknown as MasterRow<T>]));
  }
  const rows = (await tx
    .selectFrom(table as MasterTable)
    .selectAll()
    .where("id", "in", wanted)
    .where("dataset_id", "=", datasetId)
    .execute()) as MasterRow<T>[];
  return new Map(rows.map((r) => [(r as { id: number }).id, r]));
}
