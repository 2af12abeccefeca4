// Group commit on SQLite: transactions that arrive while one runs share its commit, each in a
// savepoint of its own, so a failing one rolls back alone and the others land; nobody is
// answered before the commit that holds its writes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openStore, type Store, type Tx } from "../../server/store/database.ts";

let dir: string;
let store: Store;
let statements: string[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  statements = [];
  store = await openStore(`file:${join(dir, "store.sqlite")}`, { onStatement: (text) => statements.push(text) });
  await sql`create table t (v integer not null)`.execute(store.db);
  statements.length = 0;
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (tx: Tx, v: number) => sql`insert into t (v) values (${v})`.execute(tx);
const stored = async () =>
  (await sql<{ v: number }>`select v from t order by v`.execute(store.db)).rows.map((r) => r.v);

describe("SQLite group commit", () => {
  it("commits transactions that wait together once, and a failing one rolls back alone", async () => {
    const results = await Promise.allSettled([
      store.transaction(async (tx) => {
        await insert(tx, 1);
        await new Promise((resolve) => setTimeout(resolve, 20)); // the others arrive meanwhile
        return "one";
      }),
      store.transaction(async (tx) => {
        await insert(tx, 2);
        throw new Error("refused");
      }),
      store.transaction(async (tx) => {
        await insert(tx, 3);
        return "three";
      }),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "one",
      "refused",
      "three",
    ]);
    expect(await stored()).toEqual([1, 3]);
    expect(statements.filter((s) => s === "commit")).toHaveLength(1);
    expect(statements.filter((s) => s === "begin")).toHaveLength(1);
  });

  it("runs a transaction alone as a plain one, and its failure rolls back its writes", async () => {
    await expect(
      store.transaction(async (tx) => {
        await insert(tx, 7);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await store.transaction((tx) => insert(tx, 8));
    expect(await stored()).toEqual([8]);
    expect(statements.some((s) => s.includes("savepoint"))).toBe(false);
  });

  it("lets the event loop turn before committing, so a transaction queued on that turn joins the commit", async () => {
    // A request parsed while a transaction runs queues its own only on a later turn of the event
    // loop (here: an immediate scheduled before the first transaction's statements run).
    let second: Promise<unknown> | undefined;
    setImmediate(() => (second = store.transaction((tx) => insert(tx, 2))));
    await store.transaction((tx) => insert(tx, 1));
    await second;
    expect(await stored()).toEqual([1, 2]);
    expect(statements.filter((s) => s === "commit")).toHaveLength(1);
    expect(statements.filter((s) => s === "savepoint grouped")).toHaveLength(1);
  });

  it("fails every transaction of the batch when the commit fails", async () => {
    // A deferred foreign key violated by one transaction makes the shared commit fail.
    await sql`create table parent (id integer primary key)`.execute(store.db);
    await sql`create table child (parent_id integer references parent(id) deferrable initially deferred)`.execute(
      store.db,
    );
    const results = await Promise.allSettled([
      store.transaction(async (tx) => {
        await insert(tx, 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
      store.transaction((tx) => sql`insert into child (parent_id) values (99)`.execute(tx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await stored()).toEqual([]);
  });

  it("runs a read alone, without a transaction, when it is first in line", async () => {
    const values = await store.read(async (tx) => (await sql<{ v: number }>`select v from t`.execute(tx)).rows);
    expect(values).toEqual([]);
    expect(statements).toEqual(["select v from t"]);
  });

  it("runs a read that arrives while a batch is open inside it, answered only once the batch commits", async () => {
    const order: string[] = [];
    const writing = store.transaction(async (tx) => {
      await insert(tx, 1);
      await new Promise((resolve) => setTimeout(resolve, 20)); // the read arrives meanwhile
      return "written";
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reading = store.read(async (tx) => (await sql<{ v: number }>`select v from t`.execute(tx)).rows.length);
    const more = store.transaction(async (tx) => insert(tx, 2));
    void writing.then(() => order.push("write"));
    void reading.then(() => order.push("read"));
    // The read saw the batch's first write; it is answered with the batch, after its commit.
    expect(await reading).toBe(1);
    await Promise.all([writing, more]);
    expect(order).toEqual(["write", "read"]);
    expect(statements.filter((s) => s === "commit")).toHaveLength(1);
    // Only the second transaction has a savepoint: the read writes nothing to roll back.
    expect(statements.filter((s) => s === "savepoint grouped")).toHaveLength(1);
    expect(await stored()).toEqual([1, 2]);
  });
});
