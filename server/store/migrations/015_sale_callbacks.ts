// The paid callback of sales: the address a sale notifies when it becomes paid, the simulated
// payment of its Multibanco reference or MB WAY link that can make it paid, each account's
// secret that signs the notifications, and the notifications themselves, kept until delivered
// (or given up) so that their retries survive a restart and are shared out between processes.
//
// Accounts that exist already get their secret here, so that every account has one when a
// callback is signed; the accounts tool shows it only when it issues one (create,
// rotate-keys), so their operators rotate it to learn it.
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { dialectOf, withId } from "./helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("accounts").addColumn("callback_secret", "text").execute();
  const accounts = await sql<{ id: number }>`select id from accounts`.execute(db);
  // Written as today's secrets are made (callback-secrets.ts), not imported: a migration does
  // the same on every database whatever the code later becomes.
  for (const { id } of accounts.rows)
    await sql`update accounts set callback_secret = ${randomBytes(32).toString("hex")} where id = ${id}`.execute(db);

  for (const column of ["callback_url", "reference_paid_at", "reference_paid_with"])
    await db.schema.alterTable("sales").addColumn(column, "text").execute();

  const dialect = await dialectOf(db);
  await withId(db.schema.createTable("sale_callbacks"), dialect)
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
    .addColumn("sale_id", "integer", (c) => c.notNull().references("sales.id"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("callback_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("claim", "text")
    .addColumn("claimed_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sale_callbacks_due").on("sale_callbacks").columns(["status", "due_at"]).execute();
  await db.schema.createIndex("sale_callbacks_sale").on("sale_callbacks").columns(["dataset_id", "sale_id"]).execute();
  await db.schema.createIndex("sales_mb_reference").on("sales").columns(["mb_entity", "mb_reference"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
