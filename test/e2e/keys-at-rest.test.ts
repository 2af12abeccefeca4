// Keys at rest: the database holds no v1 api_token and no legacy secret, only digests (and the
// last four characters), after `accounts create` and after migration 013 turned the keys a
// database at migration 012 held in plain text into digests; every key keeps working. Nothing
// the database holds opens anything: every stored value, and every key-like run of characters
// inside one, is tried as a key. On SQLite the file's bytes (its WAL included) are read too.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { createLegacyClient, createV1Client } from "../../client/index.ts";
import { openStore, type Db, type Store } from "../../server/store/database.ts";
import { MIGRATIONS } from "../../server/store/migrations/index.ts";
import { ownerOfApiToken, ownerOfLegacyKey } from "../../server/modules/accounts/key-owners.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import { insertAccount } from "../../server/modules/accounts/repository/accounts.ts";
import { provisionDataset } from "../../server/modules/provisioning/provisioning.ts";
import { createApp } from "../../server/app.ts";
import { configFromEnv } from "../../server/config.ts";
import { ensureSigningKey } from "../../server/modules/documents/signature.ts";
import { freshDatabase } from "../support/server.ts";
import { storedTexts, type StoredText } from "../support/store-scan.ts";

const onPostgres = process.env.TEST_DATABASE_URL?.startsWith("postgres") ?? false;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database of its own: a fresh PostgreSQL database, or a SQLite file whose bytes the test reads. */
async function database(): Promise<{ url: string; file?: string }> {
  if (onPostgres) {
    const { url, drop } = await freshDatabase();
    cleanups.push(drop);
    return { url };
  }
  const dir = mkdtempSync(join(tmpdir(), "keys-at-rest-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "invoicing.sqlite");
  return { url: `file:${file}`, file };
}

/** Where each key is found among the stored values (table.column), if anywhere. */
function placesOf(texts: readonly StoredText[], keys: readonly string[]): string[] {
  return texts.flatMap((t) => keys.filter((k) => t.text.includes(k)).map((k) => `${t.table}.${t.column} holds ${k}`));
}

/** What could be a key among stored values: each value, and each key-like run of characters inside one. */
function candidates(texts: readonly StoredText[]): Set<string> {
  const out = new Set<string>();
  for (const { text } of texts) {
    if (text.trim().length >= 4 && text.length <= 512) out.add(text.trim());
    for (const run of text.match(/[A-Za-z0-9_~.+/=-]{12,}/g) ?? []) out.add(run);
  }
  return out;
}

/** The stored values that open something as an api_token, or as the secret of one of the legacy keys. */
async function usableAsKeys(db: Db, texts: readonly StoredText[], legacyKeys: readonly string[]): Promise<string[]> {
  const usable: string[] = [];
  const all = candidates(texts);
  expect(all.size).toBeGreaterThan(100);
  for (const candidate of all) {
    if (await ownerOfApiToken(db, candidate, systemClock)) usable.push(`api_token ${candidate}`);
    for (const key of legacyKeys)
      if (await ownerOfLegacyKey(db, key, candidate, systemClock)) usable.push(`legacy secret ${candidate}`);
  }
  return usable;
}

/** The files of a SQLite database (the WAL when there is one) that hold any of the keys, by name. */
function filesHolding(file: string, keys: readonly string[]): string[] {
  return [file, `${file}-wal`, `${file}-journal`]
    .filter((f) => existsSync(f))
    .flatMap((f) => {
      const bytes = readFileSync(f);
      return keys.filter((k) => bytes.includes(Buffer.from(k, "utf8"))).map((k) => `${f} holds ${k}`);
    });
}

async function serve(store: Store): Promise<{ baseUrl: string; close(): Promise<void> }> {
  await ensureSigningKey(store.db);
  const app = createApp({ store, clock: systemClock, config: configFromEnv({}), logger: pino({ level: "silent" }) });
  const server: Server = await new Promise((resolve) => {
    const s = app.express.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("keys at rest", () => {
  it("accounts create prints the keys once and leaves none in the database, nor anything usable as one", async () => {
    const { url, file } = await database();
    const created = JSON.parse(
      execFileSync(
        process.execPath,
        [
          join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"),
          join(ROOT, "scripts", "accounts.ts"),
          "create",
          "--name",
          "Loja das Chaves",
        ],
        { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", stdio: "pipe" },
      ),
    ) as { api_token: string; test_api_token: string; legacy_key: string; legacy_secret: string };
    const keys = [created.api_token, created.test_api_token, created.legacy_secret];
    if (file) expect(filesHolding(file, keys)).toEqual([]);

    const store = await openStore(url);
    try {
      // The keys work: the scan below reads the database they open.
      expect(await ownerOfApiToken(store.db, created.api_token, systemClock)).toBeDefined();
      expect(await ownerOfApiToken(store.db, created.test_api_token, systemClock)).toBeDefined();
      expect(await ownerOfLegacyKey(store.db, created.legacy_key, created.legacy_secret, systemClock)).toBeDefined();
      const texts = await storedTexts(store.db);
      expect(placesOf(texts, keys)).toEqual([]);
      expect(await usableAsKeys(store.db, texts, [created.legacy_key])).toEqual([]);
    } finally {
      await store.close();
    }
    if (file) expect(filesHolding(file, keys)).toEqual([]);
  });

  it("migration 013 turns a database's plain keys into digests: every key still opens its data set, none is left", async () => {
    const { url, file } = await database();
    const keys = {
      production: "3f1c9a7e5b2d4c8f9a1e7b3d5c2f8a6e",
      demo: "9b2e4d6f8a1c3e5f7b9d2a4c6e8f1b3d",
      legacyKey: "a1b2c3d4e5f6a7b8c9d0",
      legacySecret: "0f9e8d7c6b5a49382716f5e4d3c2b1a0ffeeddcc",
      // Rotated before the upgrade: no longer keys, and no trace of them should stay either.
      oldProduction: "77aa88bb99cc00dd11ee22ff33aa44bb",
      oldLegacySecret: "1234abcd5678ef901234abcd5678ef901234abcd",
    };
    const others = otherAccountKeys(40);
    await databaseAtMigration012(url, file, keys, others);
    const plain = [
      ...Object.entries(keys)
        .filter(([name]) => name !== "legacyKey")
        .map(([, key]) => key),
      ...others.flatMap((o) => [o.production, o.demo, o.legacySecret]),
    ];
    // What the test looks for is really there before the upgrade.
    if (file) expect(filesHolding(file, [keys.production, keys.legacySecret]).length).toBeGreaterThan(0);

    const store = await openStore(url);
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await store.close();
    });
    const server = await serve(store);
    try {
      if (file) expect(filesHolding(file, plain)).toEqual([]);
      const texts = await storedTexts(store.db);
      expect(placesOf(texts, plain)).toEqual([]);
      expect(await usableAsKeys(store.db, texts, [keys.legacyKey])).toEqual([]);
      for (const other of others) {
        expect((await ownerOfApiToken(store.db, other.production, systemClock))?.scope.mode).toBe("production");
        expect((await ownerOfApiToken(store.db, other.demo, systemClock))?.scope.mode).toBe("demo");
        expect((await ownerOfLegacyKey(store.db, other.legacyKey, other.legacySecret, systemClock))?.scope.mode).toBe(
          "production",
        );
      }

      // v1, production and demo: each token opens its own data set.
      for (const [token, mode] of [
        [keys.production, "production"],
        [keys.demo, "demo"],
      ] as const) {
        const v1 = createV1Client({ baseUrl: server.baseUrl, apiToken: token });
        const created = await v1.POST("/customers/create", {
          body: { name: `Cliente ${mode}`, vat_number: "501964843", type: "Empresarial", vat_type: "Debitar IVA" },
        });
        expect(created.error, mode).toBeUndefined();
        const listed = await v1.POST("/customers/list", { body: {} });
        expect(listed.data?.data.map((c) => c.name).filter((n) => n.startsWith("Cliente "))).toEqual([
          `Cliente ${mode}`,
        ]);
      }
      // Legacy: the key and secret act on production.
      const legacy = createLegacyClient({ baseUrl: server.baseUrl, key: keys.legacyKey, secret: keys.legacySecret });
      const found = await legacy.POST("/clientes/procurar", { body: { tipo: "contribuinte", valor: "501964843" } });
      expect(found.data?.nome).toBe("Cliente production");
      // The keys rotated before the upgrade stay refused.
      const old = await createV1Client({ baseUrl: server.baseUrl, apiToken: keys.oldProduction }).POST(
        "/customers/list",
        { body: {} },
      );
      expect(old.response.status).toBe(401);
      const oldLegacy = await createLegacyClient({
        baseUrl: server.baseUrl,
        key: keys.legacyKey,
        secret: keys.oldLegacySecret,
      }).POST("/clientes/procurar", { body: { tipo: "contribuinte", valor: "501964843" } });
      expect(oldLegacy.response.status).toBe(401);
    } finally {
      await server.close();
      await store.close();
      closed = true;
    }
    if (file) expect(filesHolding(file, plain)).toEqual([]);
  });
});

interface OtherAccountKeys {
  readonly production: string;
  readonly demo: string;
  readonly legacyKey: string;
  readonly legacySecret: string;
}

/** Keys of more accounts, as the accounts tool made them (hex of 16, 16, 10 and 20 random bytes). */
function otherAccountKeys(count: number): OtherAccountKeys[] {
  const hex = (bytes: number) => randomBytes(bytes).toString("hex");
  return Array.from({ length: count }, () => ({
    production: hex(16),
    demo: hex(16),
    legacyKey: hex(10),
    legacySecret: hex(20),
  }));
}

/**
 * A database as migration 012 left it: an account with its presets, whose api_tokens and legacy
 * secret are stored in plain text, each rotated once (the old values written, then replaced),
 * and more accounts (without presets), so that the keys fill more than a page: rewritten
 * longer, they leave their old bytes behind in pages' free space.
 */
async function databaseAtMigration012(
  url: string,
  file: string | undefined,
  keys: Record<"production" | "demo" | "legacyKey" | "legacySecret" | "oldProduction" | "oldLegacySecret", string>,
  others: readonly OtherAccountKeys[],
): Promise<void> {
  let db: Kysely<any>;
  if (file) {
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
  } else {
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  }
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const { error } = await migrator.migrateTo("012_payment_methods_reference");
    if (error) throw error;
    const stamp = "2026-01-05 09:00:00";
    const account = {
      name: "Conta antiga",
      plan: "large",
      request_limit: null,
      expires_at: null,
      denied_operations: "[]",
      company_name: "Conta antiga",
      company_vat_number: "500000000",
      company_address: "Rua Augusta, 100",
      company_city: "Lisboa",
      company_postal_code: "1100-053",
      company_country: "Portugal",
      company_vat_scheme: "Normal",
      at_ws_user: "500000000/1",
      created_at: stamp,
      billing_volume_limit: null,
      sms_sender_name: "Faturacao",
      sms_sender_status: "approved",
      sms_credits: 100,
      mb_entity: "12345",
      mb_sub_entity: "999",
      mbway_enabled: 1,
      signature_enabled: 1,
    };
    const accountId = await insertAccount(db as Db, account);
    for (const [mode, token] of [
      ["production", keys.oldProduction],
      ["demo", keys.demo],
    ] as const) {
      const { rows } = await sql<{
        id: number;
      }>`insert into datasets (account_id, mode, api_token, created_at) values (${accountId}, ${mode}, ${token}, ${stamp}) returning id`.execute(
        db,
      );
      await provisionDataset(
        { tx: db as Db, clock: systemClock, scope: { accountId, datasetId: rows[0]!.id, mode } },
        { address: "Rua Augusta, 100", city: "Lisboa", postalCode: "1100-053", country: "Portugal" },
      );
    }
    await sql`insert into legacy_credentials (account_id, legacy_key, legacy_secret) values (${accountId}, ${keys.legacyKey}, ${keys.oldLegacySecret})`.execute(
      db,
    );
    // The rotations, as the accounts tool made them before migration 013.
    await sql`update datasets set api_token = ${keys.production} where api_token = ${keys.oldProduction}`.execute(db);
    await sql`update legacy_credentials set legacy_secret = ${keys.legacySecret} where account_id = ${accountId}`.execute(
      db,
    );
    for (const other of others) {
      const id = await insertAccount(db as Db, { ...account, name: `Conta ${other.legacyKey}` });
      for (const [mode, token] of [
        ["production", other.production],
        ["demo", other.demo],
      ] as const)
        await sql`insert into datasets (account_id, mode, api_token, created_at) values (${id}, ${mode}, ${token}, ${stamp})`.execute(
          db,
        );
      await sql`insert into legacy_credentials (account_id, legacy_key, legacy_secret) values (${id}, ${other.legacyKey}, ${other.legacySecret})`.execute(
        db,
      );
    }
  } finally {
    await db.destroy();
  }
}
