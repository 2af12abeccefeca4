// The rows a new data set starts with besides its administration records (the final consumer,
// the agenda), written one by one in the order the domain gives them.
import type { Insertable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { Database } from "../../../store/schema.ts";

/** The tables a new data set gets preset rows in besides its administration records. */
export type PresetTable = "customers" | "agenda_hours" | "agenda_settings";

/** Writes one preset row into `table`. */
export async function insertPreset<T extends PresetTable>(
  tx: Tx,
  table: T,
  row: Insertable<Database[T]>,
): Promise<void> {
  await tx.insertInto(table).values(row).execute();
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
