// Unavailability periods of a data set's agenda (of an employee, a location, or the whole
// agenda): one by ID, those that overlap a period, and their writes. Answers and takes the
// domain's records (modules/bookings/records.ts).
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { UnavailabilitiesTable } from "../../../store/schema/bookings.ts";
import type { Unavailability, UnavailabilityFields, UnavailabilityReason } from "../records.ts";

function unavailabilityOf(row: Selectable<UnavailabilitiesTable>): Unavailability {
  return {
    id: row.id,
    period: { start: row.start_at, end: row.end_at },
    reason: row.reason as UnavailabilityReason,
    observations: row.observations,
    employeeId: row.employee_id,
    locationId: row.location_id,
  };
}

function columnsOf(fields: UnavailabilityFields) {
  return {
    start_at: fields.period.start,
    end_at: fields.period.end,
    reason: fields.reason,
    observations: fields.observations,
    employee_id: fields.employeeId,
    location_id: fields.locationId,
  };
}

/** The data set's unavailability with this ID. */
export async function unavailabilityById(tx: Tx, datasetId: number, id: number): Promise<Unavailability | undefined> {
  const row = await tx
    .selectFrom("unavailabilities")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && unavailabilityOf(row);
}

/** What an unavailability that overlaps a period blocks. */
export type UnavailabilityOccupation = Pick<Unavailability, "period" | "employeeId" | "locationId">;

/** The data set's unavailabilities whose period overlaps `start`..`end`. */
export async function unavailabilitiesOverlapping(
  tx: Tx,
  datasetId: number,
  start: string,
  end: string,
): Promise<UnavailabilityOccupation[]> {
  const rows = await tx
    .selectFrom("unavailabilities")
    .select(["start_at", "end_at", "employee_id", "location_id"])
    .where("dataset_id", "=", datasetId)
    .where("start_at", "<", end)
    .where("end_at", ">", start)
    .execute();
  return rows.map((u) => ({
    period: { start: u.start_at, end: u.end_at },
    employeeId: u.employee_id,
    locationId: u.location_id,
  }));
}

/** Stores a new unavailability of the data set, created at `stamp`; answers its ID. */
export async function insertUnavailability(
  tx: Tx,
  datasetId: number,
  fields: UnavailabilityFields,
  stamp: string,
): Promise<number> {
  const { id } = await tx
    .insertInto("unavailabilities")
    .values({ dataset_id: datasetId, created_at: stamp, updated_at: stamp, ...columnsOf(fields) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores what an update decided about the data set's unavailability with this ID, at `stamp`. */
export async function updateUnavailability(
  tx: Tx,
  datasetId: number,
  id: number,
  fields: UnavailabilityFields,
  stamp: string,
): Promise<void> {
  await tx
    .updateTable("unavailabilities")
    .set({ updated_at: stamp, ...columnsOf(fields) })
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Deletes the data set's unavailability with this ID. */
export async function deleteUnavailabilityRow(tx: Tx, datasetId: number, id: number): Promise<void> {
  await tx.deleteFrom("unavailabilities").where("id", "=", id).where("dataset_id", "=", datasetId).execute();
}
