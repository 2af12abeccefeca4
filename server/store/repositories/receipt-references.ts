// The document types and series receipts name: by ID (one already resolved within the caller's
// data set, so not filtered again), and the data set's receipt type.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypesTable } from "../schema.ts";

/** The data set's document type with that ID (it exists: resolved in the data set). */
export function documentTypeRow(tx: Tx, datasetId: number, id: number): Promise<Selectable<DocumentTypesTable>> {
  return tx
    .selectFrom("document_types")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirstOrThrow();
}

/** The data set's first receipt document type (type "Recibos", lowest ID), if any. */
export function firstReceiptType(
  tx: Tx,
  datasetId: number,
): Promise<Pick<Selectable<DocumentTypesTable>, "id" | "active" | "description"> | undefined> {
  return tx
    .selectFrom("document_types")
    .select(["id", "active", "description"])
    .where("dataset_id", "=", datasetId)
    .where("type", "=", "Recibos")
    .orderBy("id")
    .executeTakeFirst();
}

/** The description (the series identifier) of the data set's series with that ID (it exists). */
export async function seriesDescription(tx: Tx, datasetId: number, id: number): Promise<string> {
  const serie = await tx
    .selectFrom("series")
    .select("description")
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirstOrThrow();
  return serie.description;
}
