// The document types and series receipts name: by ID (one already resolved within the caller's
// data set, so not filtered again), and the data set's receipt type.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypesTable } from "../schema.ts";

/** The document type with that ID (it exists). */
export function documentTypeRow(tx: Tx, id: number): Promise<Selectable<DocumentTypesTable>> {
  return tx.selectFrom("document_types").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
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

/** The description (the series identifier) of the series with that ID (it exists). */
export async function seriesDescription(tx: Tx, id: number): Promise<string> {
  const serie = await tx.selectFrom("series").select("description").where("id", "=", id).executeTakeFirstOrThrow();
  return serie.description;
}
