// A series' assignments to document types (document_type_series) as communicating it to the
// tax authority reads them: every type it is assigned to. (The code obtained is written with
// numbering-series.ts's updateAssignment.)
import type { Tx } from "../../../store/database.ts";
import type { SerieAssignment } from "../records.ts";
import { assignmentOf } from "./numbering-series.ts";

/** The data set's assignments of the series, by document type ID. */
export async function assignmentsOfSerie(tx: Tx, datasetId: number, serieId: number): Promise<SerieAssignment[]> {
  const rows = await tx
    .selectFrom("document_type_series")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("serie_id", "=", serieId)
    .orderBy("document_type_id")
    .execute();
  return rows.map(assignmentOf);
}
