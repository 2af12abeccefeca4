// Unavailability periods of a data set's agenda (of an employee, a location, or the whole
// agenda): one by ID, those that overlap a period, and their writes.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { UnavailabilitiesTable } from "../schema/bookings.ts";

export type UnavailabilityRow = Selectable<UnavailabilitiesTable>;

/** The data set's unavailability with this ID. */
export async function unavailabilityById(
  tx: Tx,
  datasetId: number,
  id: number,
): Promise<UnavailabilityRow | undefined> {
  return tx
    .selectFrom("unavailabilities")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** The data set's unavailabilities whose period overlaps `start`..`end`. */
export async function unavailabilitiesOverlapping(
  tx: Tx,
  datasetId: number,
  start: string,
  end: string,
): Promise<Pick<UnavailabilityRow, "start_at" | "end_at" | "employee_id" | "location_id">[]> {
  return tx
    .selectFrom("unavailabilities")
    .select(["start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", datasetId)
    .where("start_at", "<", end)
    .where("end_at", ">", start)
    .execute();
}

/** Inserts an unavailability and answers its ID. */
export async function insertUnavailability(tx: Tx, values: Insertable<UnavailabilitiesTable>): Promise<number> {
  const { id } = await tx.insertInto("unavailabilities").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Sets these columns of the data set's unavailability with this ID. */
export async function updateUnavailabilityColumns(
  tx: Tx,
  datasetId: number,
  id: number,
  columns: Updateable<UnavailabilitiesTable>,
): Promise<void> {
  await tx
    .updateTable("unavailabilities")
    .set(columns)
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Deletes the data set's unavailability with this ID. */
export async function deleteUnavailabilityRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("unavailabilities").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}
