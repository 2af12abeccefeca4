// Payment methods join the reference data a data set's cache holds (migration 011): a booking
// page, a customer page and a receipt page name them, and documents resolve them by name. The
// same triggers bump the data set's reference version on any change to them.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./helpers.ts";

/** The tables this migration adds to the reference data (reference-data.ts). */
export const MORE_REFERENCE_TABLES = ["payment_methods"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = (await dialectOf(db)) === "sqlite";
  for (const table of MORE_REFERENCE_TABLES) {
    if (!sqlite) {
      // The function migration 011 created.
      await sql
        .raw(
          `create trigger ${table}_reference_version after insert or update or delete on ${table} for each row execute function bump_reference_version()`,
        )
        .execute(db);
      continue;
    }
    for (const [event, row] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_reference_version_${event} after ${event} on ${table} begin update datasets set reference_version = reference_version + 1 where id = ${row}.dataset_id; end`,
        )
        .execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
