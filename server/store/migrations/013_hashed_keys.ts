// Keys at rest: each v1 api_token and legacy secret is replaced in place by its SHA-256 digest
// (hex) and its last four characters, so that the database no longer holds a key
// (modules/accounts/key-digests.ts finds and checks keys by the digest from now on). The legacy key,
// which names the account as a user name does, stays.
//
// The digest is written here as it is defined today, not imported: a migration must do the
// same on every database whatever the code later becomes.
//
// Updating a row leaves its old bytes behind: on SQLite in the page's free space, in pages
// put on the free list and in frames of the write-ahead log; on PostgreSQL in the dead row
// versions. On SQLite the migration rewrites the file (VACUUM) and empties the WAL
// (checkpoint, TRUNCATE), so the file holds no key from then on; it costs one copy of the
// file, once. On PostgreSQL the store runs VACUUM FULL on the two tables after the migration
// (compactAfterHashing: VACUUM cannot run inside the migration's transaction). What neither
// can reach: backups taken before, and PostgreSQL's WAL and archives until they are recycled.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./helpers.ts";

export const HASHED_KEYS_MIGRATION = "013_hashed_keys";

const sha256 = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

/** The tables and columns changed: key column -> digest and ending columns. */
const KEYS = [
  { table: "datasets", id: "id", key: "api_token", digest: "api_token_hash", ending: "api_token_last4" },
  {
    table: "legacy_credentials",
    id: "account_id",
    key: "legacy_secret",
    digest: "legacy_secret_hash",
    ending: "legacy_secret_last4",
  },
] as const;

async function sqliteColumns(db: Kysely<unknown>, table: string): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
}

/** Renames each key column to its digest column, adds the ending and replaces every key by its digest. */
async function hashKeys(db: Kysely<unknown>): Promise<void> {
  for (const k of KEYS) {
    // The old column is renamed, not dropped: its unique index (datasets) then holds the digests.
    await sql.raw(`alter table ${k.table} rename column ${k.key} to ${k.digest}`).execute(db);
    await sql.raw(`alter table ${k.table} add column ${k.ending} text not null default ''`).execute(db);
    const rows = await sql<{ id: number; key: string }>`select ${sql.ref(k.id)} as id, ${sql.ref(
      k.digest,
    )} as key from ${sql.table(k.table)}`.execute(db);
    for (const row of rows.rows) {
      await sql`update ${sql.table(k.table)} set ${sql.ref(k.digest)} = ${sha256(row.key)}, ${sql.ref(
        k.ending,
      )} = ${row.key.slice(-4)} where ${sql.ref(k.id)} = ${row.id}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = (await dialectOf(db)) === "sqlite";
  if (!sqlite) {
    // The migrator runs PostgreSQL's migrations in one transaction, recorded with them.
    await hashKeys(db);
    return;
  }
  // SQLite's migrations run outside a transaction: one of its own makes the change all or
  // nothing. A run cut short after its commit (before the migrator recorded it) finds the
  // digest columns there and only compacts the file again.
  if ((await sqliteColumns(db, "datasets")).has("api_token")) {
    await sql`begin immediate`.execute(db);
    try {
      await hashKeys(db);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  }
  // A database that never held a key (a new one) has nothing to leave behind.
  if (!(await holdsKeys(db))) return;
  await sql`vacuum`.execute(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

async function holdsKeys(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{
    n: number | string;
  }>`select (select count(*) from datasets) + (select count(*) from legacy_credentials) as n`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}

/**
 * On PostgreSQL, once the migration has committed: rewrites the two tables, so that the row
 * versions that held the keys leave the tables' files (VACUUM FULL; a moment's exclusive lock
 * on two small tables).
 */
export async function compactAfterHashing(db: Kysely<unknown>): Promise<void> {
  if ((await dialectOf(db)) === "sqlite" || !(await holdsKeys(db))) return;
  await sql`vacuum full datasets, legacy_credentials`.execute(db);
}
