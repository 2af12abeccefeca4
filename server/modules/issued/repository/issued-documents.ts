// The audit records of documents' reprints.
import type { Insertable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { DocumentReprintsTable } from "../../../store/schema.ts";

/** Keeps the record of a reprint: which document, which copy, why and when. */
export async function insertReprint(tx: Tx, reprint: Insertable<DocumentReprintsTable>): Promise<void> {
  await tx.insertInto("document_reprints").values(reprint).execute();
}
