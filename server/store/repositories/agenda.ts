// A data set's agenda: its opening hours, its invoicing settings (the document type and series
// that invoice bookings) and whether that assignment is usable.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { AgendaHoursTable, AgendaSettingsTable } from "../schema/bookings.ts";

/** The data set's opening intervals, by weekday then opening time. */
export async function openingHourRows(
  tx: Tx,
  datasetId: number,
): Promise<Pick<Selectable<AgendaHoursTable>, "weekday" | "opens_at" | "closes_at">[]> {
  return tx
    .selectFrom("agenda_hours")
    .select(["weekday", "opens_at", "closes_at"])
    .where("dataset_id", "=", datasetId)
    .orderBy("weekday")
    .orderBy("opens_at")
    .execute();
}

/** The data set's agenda settings row, when it has one. */
export async function agendaSettings(tx: Tx, datasetId: number): Promise<Selectable<AgendaSettingsTable> | undefined> {
  return tx.selectFrom("agenda_settings").selectAll().where("dataset_id", "=", datasetId).executeTakeFirst();
}

/** Whether the series is assigned to the document type, with the assignment, type and series all active. */
export async function hasActiveAssignment(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
  serieId: number,
): Promise<boolean> {
  const assignment = await tx
    .selectFrom("document_type_series")
    .innerJoin("document_types", "document_types.id", "document_type_series.document_type_id")
    .innerJoin("series", "series.id", "document_type_series.serie_id")
    .select("document_type_series.id")
    .where("document_type_series.dataset_id", "=", datasetId)
    .where("document_type_series.document_type_id", "=", documentTypeId)
    .where("document_type_series.serie_id", "=", serieId)
    .where("document_type_series.active", "=", 1)
    .where("document_types.active", "=", 1)
    .where("series.active", "=", 1)
    .executeTakeFirst();
  return assignment !== undefined;
}
