// The settings a SQLite file store runs with, read back from the connection: commits synced
// to disk (the crash test cannot tell FULL from NORMAL, only a power cut would), the WAL
// journal, foreign keys enforced, and temporary b-trees and savepoint journals in memory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { sql } from "kysely";
import { openStore, type Store } from "../../server/store/database.ts";

let dir: string | undefined;
let store: Store | undefined;

afterEach(async () => {
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(store!.db);
  return rows[0]?.[name];
}

it("opens a SQLite file durable (WAL, synchronous=FULL), with foreign keys and temporary storage in memory", async () => {
  dir = mkdtempSync(join(tmpdir(), "store-settings-"));
  store = await openStore(`file:${join(dir, "store.sqlite")}`);
  expect(await pragma("journal_mode")).toBe("wal");
  expect(await pragma("synchronous")).toBe(2); // FULL
  expect(await pragma("foreign_keys")).toBe(1);
  expect(await pragma("temp_store")).toBe(2); // MEMORY
});
