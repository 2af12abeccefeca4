// The simulated tax authority's register of communicated series (server/modules/administration/tax-authority.ts):
// what the authority remembers of each series it attributed a validation code to, so that it
// refuses registering the same series identifier twice for one document type.
import type { Kysely } from "kysely";
import { dialectOf, withId } from "./helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable("tax_authority_series"), d)
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("serie", "text", (c) => c.notNull())
    .addColumn("document_type_code", "text", (c) => c.notNull())
    .addColumn("first_number", "integer", (c) => c.notNull())
    .addColumn("validation_code", "text", (c) => c.notNull())
    .addColumn("registered_at", "text", (c) => c.notNull())
    .addUniqueConstraint("tax_authority_series_key", ["dataset_id", "serie", "document_type_code"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
