// The receipt type of a data set, for the receipt an invoice's settlement issues.
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { DocumentTypesTable } from "../../../store/schema.ts";

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
