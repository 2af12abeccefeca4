// A series' assignments to document types (document_type_series) as communicating it to the
// tax authority reads them: every type it is assigned to. (The code obtained is written with
// numbering-series.ts's updateAssignment.)
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypeSeriesTable } from "../schema.ts";

/** The data set's assignments of the series, by document type ID. */
export function assignmentsOfSerie(
  tx: Tx,
  datasetId: number,
  serieId: number,
): Promise<Selectable<DocumentTypeSeriesTable>[]> {
  return tx
    .selectFrom("document_type_series")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("serie_id", "=", serieId)
    .orderBy("document_type_id")
    .execute();
}
