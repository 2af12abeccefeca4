// Indexes for what every finishing and every page reads, so their cost does not grow with the
// number of documents: the last issue date of a type and series (the date-order rule), the
// newest sales of a data set (list pages), and the credit notes that refer to a sale.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("sales_type_serie_issue_date")
    .on("sales")
    .columns(["dataset_id", "document_type_id", "serie_id", "issue_date"])
    .execute();
  await db.schema
    .createIndex("receipts_type_serie_issue_date")
    .on("receipts")
    .columns(["dataset_id", "document_type_id", "serie_id", "issue_date"])
    .execute();
  await db.schema
    .createIndex("sales_dataset_issue_date")
    .on("sales")
    .columns(["dataset_id", "issue_date", "id"])
    .execute();
  await db.schema
    .createIndex("sales_dataset_reference")
    .on("sales")
    .columns(["dataset_id", "sale_reference_id"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
