// A data set's agenda: its opening hours, its invoicing settings (the document type and series
// that invoice bookings) and whether that assignment is usable.
import type { Tx } from "../../../store/database.ts";
import type { OpeningHours } from "../rules.ts";

/** The document type and series that invoice the data set's bookings; null where unset. */
export interface AgendaInvoicing {
  readonly documentTypeId: number | null;
  readonly serieId: number | null;
}

/** The data set's opening intervals, by weekday then opening time. */
export async function storedOpeningHours(tx: Tx, datasetId: number): Promise<OpeningHours[]> {
  const rows = await tx
    .selectFrom("agenda_hours")
    .select(["weekday", "opens_at", "closes_at"])
    .where("dataset_id", "=", datasetId)
    .orderBy("weekday")
    .orderBy("opens_at")
    .execute();
  return rows.map((r) => ({ weekday: r.weekday, opensAt: r.opens_at, closesAt: r.closes_at }));
}

/** The data set's agenda invoicing settings, when it has them. */
export async function agendaSettings(tx: Tx, datasetId: number): Promise<AgendaInvoicing | undefined> {
  const row = await tx
    .selectFrom("agenda_settings")
    .select(["document_type_id", "serie_id"])
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && { documentTypeId: row.document_type_id, serieId: row.serie_id };
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
