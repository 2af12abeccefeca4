// Messages about a document: each e-mail or text message sent with or about a sale or receipt
// names it, so that the document's record can say whether it was e-mailed or texted
// (`email_sent`, `sms_sent`). Messages written before this migration name none.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("document_kind", "text").execute();
  await db.schema.alterTable("outbox").addColumn("document_id", "integer").execute();
  await db.schema
    .createIndex("outbox_document")
    .on("outbox")
    .columns(["dataset_id", "document_kind", "document_id"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
