// Documents signed for real (PAdES): each account's signing certificate and key, and on each
// sale and receipt the signed PDF its downloads answer. Accounts created before this migration
// get their certificate on their first signature (account-certificates.ts), not here: making
// an RSA key takes long, and a start-up would spend that on every account.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_certificates")
    .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id"))
    .addColumn("private_key_pem", "text", (c) => c.notNull())
    .addColumn("certificates_pem", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("not_before", "text", (c) => c.notNull())
    .addColumn("not_after", "text", (c) => c.notNull())
    .addColumn("loaded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("loaded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  for (const table of ["sales", "receipts"]) {
    await db.schema.alterTable(table).addColumn("signed_file_path", "text").execute();
  }
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
