// Migration 015 on a database that already holds accounts: each gets a callback secret of its
// own (so that their sales' callbacks can be signed), and the sales and their callbacks get
// their columns and table.
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../server/store/migrations/index.ts";
import type { Database } from "../../server/store/schema.ts";
import { insertAccount } from "../../server/modules/accounts/index.ts";
import { callbackSecretOf } from "../../server/modules/accounts/index.ts";

const account = (name: string) => ({
  name,
  plan: "large",
  request_limit: null,
  expires_at: null,
  denied_operations: "[]",
  company_name: name,
  company_vat_number: "500000000",
  company_address: "Rua Augusta, 100",
  company_city: "Lisboa",
  company_postal_code: "1100-053",
  company_country: "Portugal",
  company_vat_scheme: "Normal",
  at_ws_user: null,
  created_at: "2026-01-05 09:00:00",
  billing_volume_limit: null,
  sms_sender_name: null,
  sms_sender_status: "none",
  sms_credits: 0,
  mb_entity: null,
  mb_sub_entity: null,
  mbway_enabled: 0,
  signature_enabled: 0,
});

describe("migration 015", () => {
  it("gives every existing account a secret of its own", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo("014_signed_documents")).error).toBeUndefined();
      const ids = [await insertAccount(db, account("Antiga")), await insertAccount(db, account("Outra"))];
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const secrets = await db.selectFrom("accounts").select(["id", "callback_secret"]).orderBy("id").execute();
      expect(secrets.map((s) => s.id)).toEqual(ids);
      for (const s of secrets) expect(s.callback_secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secrets[0]!.callback_secret).not.toBe(secrets[1]!.callback_secret);
      // The secret the migration made is the one callbacks are signed with.
      expect(await callbackSecretOf(db, ids[0]!)).toBe(secrets[0]!.callback_secret);
      expect(await db.selectFrom("sale_callbacks").selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("an account row written without a secret gets one on its first callback, kept from then on", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    try {
      await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateToLatest();
      const id = await insertAccount(db, account("Sem segredo"));
      const first = await callbackSecretOf(db, id);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await callbackSecretOf(db, id)).toBe(first);
    } finally {
      await db.destroy();
    }
  });
});
