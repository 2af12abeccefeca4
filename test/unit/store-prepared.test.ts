// Prepared queries (server/store/prepared.ts): built and compiled once, then run with new
// arguments; a query whose SQL or parameters do not follow its arguments one to one stays on
// the builder, and the suite's verification catches one that captures what it should take.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql, type Kysely } from "kysely";
import type { prepared as Prepared } from "../../server/store/prepared.ts";
import { openStore, ReadOnlyViolation, type Store, type Tx } from "../../server/store/database.ts";

let store: Store;
let prepared: typeof Prepared;

async function loadPrepared(verify: "0" | "1") {
  vi.stubEnv("STORE_VERIFY_PREPARED", verify);
  vi.resetModules();
  ({ prepared } = await import("../../server/store/prepared.ts"));
}

beforeEach(async () => {
  store = await openStore(":memory:");
  await sql`create table t (k text not null, v integer not null)`.execute(store.db);
  await sql`insert into t (k, v) values ('a', 1), ('a', 2), ('b', 3), ('b', 4)`.execute(store.db);
  await loadPrepared("0");
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await store.close();
});

/** The rows' v where k and v above a bound, counting the builds. */
function counted<A extends readonly (string | number)[]>(where: (tx: Tx, ...args: A) => ReturnType<typeof select>) {
  let builds = 0;
  const query = prepared((tx: Tx, ...args: A) => {
    builds++;
    return where(tx, ...args);
  });
  return {
    run: async (...args: A) => (await query(store.db, ...args)).map((r) => r.v),
    builds: () => builds,
  };
}
const select = (tx: Tx) =>
  (tx as unknown as Kysely<{ t: { k: string; v: number } }>).selectFrom("t").select("v").orderBy("v");

describe("prepared queries", () => {
  it("builds a query twice on its first run (with its arguments, then probes) and never again", async () => {
    const q = counted((tx: Tx, k: string, above: number) =>
      select(tx).where("k", "=", k).where("v", ">", above).limit(5),
    );
    expect(await q.run("a", 0)).toEqual([1, 2]);
    expect(q.builds()).toBe(2);
    expect(await q.run("b", 3)).toEqual([4]);
    expect(await q.run("a", 1)).toEqual([2]);
    expect(q.builds()).toBe(2);
  });

  it("takes null as an argument like any value, in a statement that writes", async () => {
    await sql`create table n (id integer primary key, note text)`.execute(store.db);
    await sql`insert into n (id, note) values (1, 'x'), (2, 'y')`.execute(store.db);
    let builds = 0;
    const setNote = prepared((tx: Tx, id: number, note: string | null) => {
      builds++;
      return (tx as unknown as Kysely<{ n: { id: number; note: string | null } }>)
        .updateTable("n")
        .set({ note })
        .where("id", "=", id);
    });
    await setNote(store.db, 1, null);
    await setNote(store.db, 2, "z");
    expect(builds).toBe(2);
    expect((await sql<{ note: string | null }>`select note from n order by id`.execute(store.db)).rows).toEqual([
      { note: null },
      { note: "z" },
    ]);
  });

  it("maps an argument used twice, and keeps a constant equal to an argument a constant", async () => {
    const q = counted((tx: Tx, v: number) => select(tx).where("v", ">=", v).where("v", "<=", v).limit(1));
    expect(await q.run(1)).toEqual([1]); // limit 1 and v = 1: told apart by the probe
    expect(await q.run(3)).toEqual([3]);
    expect(q.builds()).toBe(2);
  });

  it("keeps on the builder a query with a value derived from an argument", async () => {
    const q = counted((tx: Tx, atLeast: number) => select(tx).where("v", ">", atLeast - 1));
    expect(await q.run(2)).toEqual([2, 3, 4]);
    expect(await q.run(4)).toEqual([4]);
    expect(q.builds()).toBe(3);
  });

  it("keeps on the builder a query whose SQL depends on an argument", async () => {
    const q = counted((tx: Tx, v: number) => (v < 100 ? select(tx).where("v", "=", v) : select(tx).where("v", ">", 0)));
    expect(await q.run(3)).toEqual([3]);
    expect(await q.run(2)).toEqual([2]);
    expect(q.builds()).toBe(3);
  });

  it("runs through the read-only handle's check: a kept write is refused there", async () => {
    const bump = prepared((tx: Tx, k: string) =>
      (tx as unknown as Kysely<{ t: { k: string; v: number } }>)
        .updateTable("t")
        .set((eb) => ({ v: eb("v", "+", 10) }))
        .where("k", "=", k),
    );
    await bump(store.db, "a");
    await expect(store.read((tx) => bump(tx, "b"))).rejects.toBeInstanceOf(ReadOnlyViolation);
    expect((await select(store.db).execute()).map((r) => r.v)).toEqual([3, 4, 11, 12]);
  });

  it("with STORE_VERIFY_PREPARED=1, refuses a run whose fresh build differs from the kept SQL", async () => {
    await loadPrepared("1");
    let captured = "a"; // captured, not taken as an argument: what a prepared query must not do
    const q = prepared((tx: Tx, above: number) => select(tx).where("k", "=", captured).where("v", ">", above));
    expect((await q(store.db, 0)).map((r) => r.v)).toEqual([1, 2]);
    captured = "b";
    await expect(q(store.db, 0)).rejects.toThrow(/other than a fresh build/);
  });
});
