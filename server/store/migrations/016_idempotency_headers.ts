// Answers kept per Idempotency-Key keep the headers that belong to them: a v2 failure is a bare
// message whose code travels in `Refusal-Code`, and a replay without it would lose the code.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").addColumn("response_headers", "text").execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
