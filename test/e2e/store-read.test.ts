// Store.read, the path of operations that only read: no transaction of its own, and a statement
// that would write fails before it runs (built queries and raw SQL alike), on both stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openStore, ReadOnlyViolation, type Store } from "../../server/store/database.ts";
import { freshDatabase } from "../support/server.ts";

let store: Store;
let drop: () => Promise<void>;
const statements: string[] = [];

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  store = await openStore(database.url, { onStatement: (text) => statements.push(text) });
  await sql`create table read_path (v integer not null)`.execute(store.db);
  await sql`insert into read_path (v) values (1)`.execute(store.db);
});
afterAll(async () => {
  await store.close();
  await drop();
});

const stored = async () =>
  (await sql<{ v: number }>`select v from read_path order by v`.execute(store.db)).rows.map((r) => Number(r.v));

describe("Store.read", () => {
  it("runs its queries without opening a transaction", async () => {
    statements.length = 0;
    const seen = await store.read(async (tx) => {
      const built = await tx.selectFrom("accounts").select("id").execute();
      const raw = await sql<{ v: number }>`select v from read_path`.execute(tx);
      return { accounts: built.length, values: raw.rows.map((r) => Number(r.v)) };
    });
    expect(seen).toEqual({ accounts: 0, values: [1] });
    expect(statements).toHaveLength(2);
    expect(statements.some((s) => /^(begin|commit|savepoint|start transaction)/i.test(s))).toBe(false);
  });

  it("refuses a write before it runs: built insert, update and delete, and raw SQL", async () => {
    // Each started only when awaited: a refusal nobody awaits yet would be an unhandled rejection.
    const writes = [
      () => store.read((tx) => tx.updateTable("accounts").set({ name: "x" }).execute()),
      () => store.read((tx) => tx.deleteFrom("accounts").execute()),
      () =>
        store.read(async (tx) => {
          await tx.selectFrom("accounts").select("id").execute(); // a read first is fine
          return sql`insert into read_path (v) values (2)`.execute(tx);
        }),
      () => store.read((tx) => sql`  update read_path set v = 3`.execute(tx)),
    ];
    for (const write of writes) await expect(write()).rejects.toBeInstanceOf(ReadOnlyViolation);
    expect(await stored()).toEqual([1]);
  });
});
