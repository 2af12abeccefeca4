// Issued documents as the legacy interface names them (a type's SAF-T initials and an ID), and
// the audit records of their reprints.
import type { Insertable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentReprintsTable } from "../schema.ts";
import type { Sale } from "../../domain/sales/records.ts";
import { saleOf } from "./sales.ts";

/** The data set's sale with this ID whose document type has these SAF-T initials. */
export async function saleOfType(tx: Tx, datasetId: number, id: number, initials: string): Promise<Sale | undefined> {
  const row = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .selectAll("sales")
    .where("sales.id", "=", id)
    .where("sales.dataset_id", "=", datasetId)
    .where("document_types.saft_initials", "=", initials)
    .executeTakeFirst();
  return row && saleOf(row);
}

/** Keeps the record of a reprint: which document, which copy, why and when. */
export async function insertReprint(tx: Tx, reprint: Insertable<DocumentReprintsTable>): Promise<void> {
  await tx.insertInto("document_reprints").values(reprint).execute();
}
