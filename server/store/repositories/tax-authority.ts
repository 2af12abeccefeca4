// The simulated tax authority's side of the store: an account's access to its web services,
// and the authority's register of the series it attributed a validation code (per data set).
import type { Insertable, Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { AccountsTable, TaxAuthoritySeriesTable } from "../schema.ts";

/** The account's web-service user and company NIF (the account exists). */
export function webServiceAccount(
  tx: Tx,
  accountId: number,
): Promise<Pick<Selectable<AccountsTable>, "at_ws_user" | "company_vat_number">> {
  return tx
    .selectFrom("accounts")
    .select(["at_ws_user", "company_vat_number"])
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
}

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
