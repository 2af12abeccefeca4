// A version per data set of its reference data (document types, series, VAT rates,
// currencies, units, warehouses, locations): triggers bump it in the transaction of any change
// to those tables, whoever makes it (any server process, the accounts tool, an operator's
// SQL), so that a cache of them (server/store/reference-data.ts) knows when it is stale.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./helpers.ts";

/** The tables whose rows a data set's reference cache holds. */
export const REFERENCE_TABLES = [
  "document_types",
  "series",
  "vat_rates",
  "currencies",
  "units",
  "warehouses",
  "locations",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("datasets")
    .addColumn("reference_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  const bump = (row: "new" | "old") =>
    `update datasets set reference_version = reference_version + 1 where id = ${row}.dataset_id`;
  if ((await dialectOf(db)) === "sqlite") {
    for (const table of REFERENCE_TABLES) {
      for (const [event, row] of [
        ["insert", "new"],
        ["update", "new"],
        ["delete", "old"],
      ] as const) {
        await sql
          .raw(`create trigger ${table}_reference_version_${event} after ${event} on ${table} begin ${bump(row)}; end`)
          .execute(db);
      }
    }
    return;
  }
  await sql
    .raw(
      `create function bump_reference_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    ${bump("old")};
  else
    ${bump("new")};
  end if;
  return null;
end $$`,
    )
    .execute(db);
  for (const table of REFERENCE_TABLES) {
    await sql
      .raw(
        `create trigger ${table}_reference_version after insert or update or delete on ${table} for each row execute function bump_reference_version()`,
      )
      .execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
