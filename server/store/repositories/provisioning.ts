// The rows a new data set starts with (document types, series, VAT rates, units, the final
// consumer, the agenda...), written one by one in the order the domain gives them.
import type { Insertable } from "kysely";
import type { Tx } from "../database.ts";
import type { Database } from "../schema.ts";

/** The tables a new data set gets preset rows in. */
export type PresetTable =
  | "currencies"
  | "prices"
  | "warehouses"
  | "locations"
  | "vat_rates"
  | "units"
  | "payment_methods"
  | "payment_conditions"
  | "shipping_modes"
  | "categories"
  | "series"
  | "document_types"
  | "document_type_series"
  | "customers"
  | "agenda_hours"
  | "agenda_settings";

/** The tables whose preset rows others name by ID. */
type ReferencedPresetTable = "warehouses" | "series" | "document_types";

/** Writes one preset row into `table`. */
export async function insertPreset<T extends PresetTable>(
  tx: Tx,
  table: T,
  row: Insertable<Database[T]>,
): Promise<void> {
  await tx.insertInto(table).values(row).execute();
}

/** Writes one preset row into `table` and answers its ID. */
export async function insertPresetReturningId<T extends ReferencedPresetTable>(
  tx: Tx,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await tx.insertInto(table).values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** The ID of the data set's document type with these SAF-T initials (throws when it has none). */
export async function documentTypeIdByInitials(tx: Tx, datasetId: number, initials: string): Promise<number> {
  const { id } = await tx
    .selectFrom("document_types")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("saft_initials", "=", initials)
    .executeTakeFirstOrThrow();
  return id;
}
