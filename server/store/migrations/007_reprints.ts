// Reprints of documents: the justification the tax-authority rule asks for when a document
// already printed is printed again (legacy documentos/pdf `motivo`), kept as an audit record.
import type { Kysely } from "kysely";
import { dialectOf, withId } from "./helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable("document_reprints"), d)
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("document_kind", "text", (c) => c.notNull())
    .addColumn("document_id", "integer", (c) => c.notNull())
    .addColumn("copy", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("document_reprints_document")
    .on("document_reprints")
    .columns(["dataset_id", "document_kind", "document_id"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
