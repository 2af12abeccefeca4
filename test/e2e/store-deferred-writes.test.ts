// Deferred writes (server/store/postgres-pipeline.ts): a write whose result nobody reads goes, on
// PostgreSQL, with the transaction's next statement or its commit, as does the transaction's
// BEGIN with its first statement. On both stores a deferred write lands with its transaction or
// not at all, and its failure fails the transaction. On PostgreSQL a proxy between the store and
// the database counts what the store sends: one write per round trip.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { openStore, type Store, type Tx } from "../../server/store/database.ts";
import { preparedWrite } from "../../server/store/prepared.ts";
import { freshDatabase } from "../support/server.ts";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy.ts";

let store: Store;
let drop: () => Promise<void>;
let proxy: CountingProxy | undefined;

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  if (database.url.startsWith("postgres")) proxy = await startCountingProxy(database.url);
  store = await openStore(proxy?.url ?? database.url);
  await sql`create table t (v integer primary key)`.execute(store.db);
});

afterAll(async () => {
  await store.close();
  await proxy?.close();
  await drop();
});

const insertLater = preparedWrite((tx: Tx, v: number) =>
  (tx as unknown as Kysely<{ t: { v: number } }>).insertInto("t").values({ v }),
);
const insertNow = (tx: Tx, v: number) => sql`insert into t (v) values (${v})`.execute(tx);
const count = async (tx: Tx) => (await sql<{ n: number }>`select count(*) as n from t`.execute(tx)).rows[0]!.n;
const stored = async () =>
  (await sql<{ v: number }>`select v from t order by v`.execute(store.db)).rows.map((r) => r.v);
const UNIQUE = /duplicate key|UNIQUE constraint/;

describe("deferred writes", () => {
  it("land with their transaction, and the statement after one sees it", async () => {
    const seen = await store.transaction(async (tx) => {
      await insertLater(tx, 1);
      return Number(await count(tx));
    });
    expect(seen).toBe(1);
    await store.transaction(async (tx) => insertLater(tx, 2)); // the last statement: sent with the commit
    expect(await stored()).toEqual([1, 2]);
  });

  it("fail the statement sent after them, and their transaction rolls back whole", async () => {
    const failed = store.transaction(async (tx) => {
      await insertNow(tx, 3);
      await insertLater(tx, 1); // already stored
      await insertNow(tx, 4);
    });
    await expect(failed).rejects.toThrow(UNIQUE);
    expect(await stored()).toEqual([1, 2]);
  });

  it("fail the commit when sent with it, and nothing of the transaction stays", async () => {
    const failed = store.transaction(async (tx) => {
      await insertNow(tx, 5);
      await insertLater(tx, 2); // already stored
    });
    await expect(failed).rejects.toThrow(UNIQUE);
    expect(await stored()).toEqual([1, 2]);
  });

  it("are dropped when their transaction fails before they went out", async () => {
    const failed = store.transaction(async (tx) => {
      await insertLater(tx, 6);
      throw new Error("refused after the write");
    });
    await expect(failed).rejects.toThrow("refused after the write");
    expect(await stored()).toEqual([1, 2]);
  });

  it("leave the store usable: a transaction that runs nothing commits, and the next one runs", async () => {
    await expect(store.transaction(async () => "nothing")).resolves.toBe("nothing");
    await store.transaction(async (tx) => insertNow(tx, 7));
    expect(await stored()).toEqual([1, 2, 7]);
  });

  it.runIf(/^postgres/.test(process.env.TEST_DATABASE_URL ?? ""))(
    "on PostgreSQL go out with the next statement or the commit, as the BEGIN goes with the first: one write each",
    async () => {
      await stored(); // the pool's connection is open
      proxy!.reset();
      await store.transaction(async (tx) => {
        await insertLater(tx, 8);
        await count(tx); // BEGIN, the insert and the count: one write
        await insertLater(tx, 9);
        await insertLater(tx, 10); // both with the commit: one write
      });
      expect(proxy!.sent()).toBe(2);
      proxy!.reset();
      await store.transaction(async () => undefined); // nothing ran: nothing sent
      expect(proxy!.sent()).toBe(0);
      expect(await stored()).toEqual([1, 2, 7, 8, 9, 10]);
    },
  );
});
