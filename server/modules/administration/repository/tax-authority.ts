// The simulated tax authority's side of the store: the authority's register of the series it attributed a validation code (per data set).
import type { Insertable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { TaxAuthoritySeriesTable } from "../../../store/schema.ts";

/** Whether the authority has this series identifier registered for the document type (SAF-T code) in the data set. */
export async function isSeriesRegistered(
  tx: Tx,
  datasetId: number,
  serie: string,
  documentTypeCode: string,
): Promise<boolean> {
  const existing = await tx
    .selectFrom("tax_authority_series")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("serie", "=", serie)
    .where("document_type_code", "=", documentTypeCode)
    .executeTakeFirst();
  return existing !== undefined;
}

/** Adds a registration to the authority's register. */
export async function insertSeriesRegistration(
  tx: Tx,
  registration: Insertable<TaxAuthoritySeriesTable>,
): Promise<void> {
  await tx.insertInto("tax_authority_series").values(registration).execute();
}
