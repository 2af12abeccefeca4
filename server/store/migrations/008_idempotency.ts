// Answers kept per Idempotency-Key: one row per account, data set and key, claimed before the
// operation runs (state `running`) and holding the answer once it has one (state `done`).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("operation_id", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("claim_token", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_type", "text")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["account_id", "dataset_id", "idempotency_key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created")
    .on("idempotency_keys")
    .columns(["dataset_id", "created_at"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
