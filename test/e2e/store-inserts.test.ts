// insertRows, the store's inserts compiled once per table and shape: whatever shape comes first
// or again, each row lands in its own columns with its own values, and the read-only handle of
// Store.read still refuses an insert of a shape already compiled, on both stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type ColumnType, type Generated, type Insertable, type RawBuilder } from "kysely";
import { openStore, ReadOnlyViolation, type Store, type Tx } from "../../server/store/database.ts";
import { insertRow, insertRows } from "../../server/store/inserts.ts";
import { freshDatabase } from "../support/server.ts";

let store: Store;
let drop: () => Promise<void>;
const statements: string[] = [];

interface Row {
  id?: number;
  a: string | null;
  b?: string | null;
  n?: number;
}

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  store = await openStore(database.url, { onStatement: (text) => statements.push(text) });
  const id = store.dialect === "postgres" ? sql`serial primary key` : sql`integer primary key`;
  await sql`create table insert_path (id ${id}, a text, b text default 'preset', n integer not null default 7)`.execute(
    store.db,
  );
});
afterAll(async () => {
  await store.close();
  await drop();
});

/** The test table, which the store's schema types do not know. */
type TestTables = {
  insert_path: {
    id: Generated<number>;
    a: string | null;
    b: ColumnType<string | null, string | null | undefined>;
    n: ColumnType<number, number | RawBuilder<number> | undefined>;
  };
};

/*
 * insertRows and insertRow are typed for the schema's tables only: this suite's table goes
 * through them untyped, here alone. The rule against `as never` is lifted for these two lines.
 */
/* eslint-disable no-restricted-syntax */
const untypedInsertRows = (tx: Tx, rows: Insertable<TestTables["insert_path"]>[]) =>
  insertRows(tx, "insert_path" as never, rows as never) as Promise<Row[]>;
const untypedInsertRow = (tx: Tx, row: Insertable<TestTables["insert_path"]>) =>
  insertRow(tx, "insert_path" as never, row as never) as Promise<Row>;
/* eslint-enable no-restricted-syntax */

const insert = (tx: Tx, rows: Row[]) => untypedInsertRows(tx, rows);
const stored = async (ids: number[]) =>
  (await sql<Required<Row>>`select id, a, b, n from insert_path order by id`.execute(store.db)).rows.filter((r) =>
    ids.includes(r.id),
  );
const plain = (rows: Row[]) => rows.map((r) => ({ id: Number(r.id), a: r.a, b: r.b, n: Number(r.n) }));

describe("insertRows", () => {
  it("stores each insert of a shape with its own values, and returns what it stored", async () => {
    const first = await store.transaction((tx) => insert(tx, [{ a: "x", b: null, n: 1 }]));
    const second = await store.transaction((tx) => insert(tx, [{ a: "y", b: "z", n: 2 }]));
    const third = await store.transaction((tx) => insert(tx, [{ a: null, b: "w", n: 3 }]));
    const all = [...first, ...second, ...third];
    expect(plain(all).map(({ id: _id, ...rest }) => rest)).toEqual([
      { a: "x", b: null, n: 1 },
      { a: "y", b: "z", n: 2 },
      { a: null, b: "w", n: 3 },
    ]);
    expect(plain(await stored(all.map((r) => Number(r.id))))).toEqual(plain(all));
  });

  it("keeps shapes apart: other columns, another order, another row count, omitted columns take their defaults", async () => {
    const runs = [
      [{ a: "p", n: 10 }],
      [{ n: 11, a: "q" }],
      [{ b: "r", a: "s", n: 12 }],
      [
        { a: "t", n: 13 },
        { a: "u", n: 14 },
      ],
      [{ a: "v", b: undefined, n: 15 }],
      [{ a: "w" }],
    ];
    const expected = [
      [{ a: "p", b: "preset", n: 10 }],
      [{ a: "q", b: "preset", n: 11 }],
      [{ a: "s", b: "r", n: 12 }],
      [
        { a: "t", b: "preset", n: 13 },
        { a: "u", b: "preset", n: 14 },
      ],
      [{ a: "v", b: "preset", n: 15 }],
      [{ a: "w", b: "preset", n: 7 }],
    ];
    // Twice over: the first pass compiles each shape, the second runs what was kept.
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, rows] of runs.entries()) {
        const inserted = await store.transaction((tx) => insert(tx, rows));
        expect(plain(inserted).map(({ id: _id, ...rest }) => rest)).toEqual(expected[i]);
        expect(plain(await stored(inserted.map((r) => Number(r.id))))).toEqual(plain(inserted));
      }
    }
  });

  it("writes rows of one insert with different columns as the builder does", async () => {
    const rows = [
      { a: "one", n: 20 },
      { a: "two", b: "own", n: 21 },
    ];
    const inserted = await store.transaction((tx) => insert(tx, rows));
    const built = (await store.transaction((tx) =>
      tx.withTables<TestTables>().insertInto("insert_path").values(rows).returningAll().execute(),
    )) as Row[];
    const withoutIds = (r: Row[]) => plain(r).map(({ id: _id, ...rest }) => rest);
    expect(withoutIds(inserted)).toEqual(withoutIds(built));
    expect(withoutIds(inserted)[1]).toEqual({ a: "two", b: "own", n: 21 });
  });

  it("runs a value that is an expression through the builder", async () => {
    for (const word of ["abc", "de"]) {
      const [row] = (await store.transaction((tx) =>
        untypedInsertRows(tx, [{ a: word, n: sql<number>`${word.length} * 2` }]),
      )) as Row[];
      expect(plain([row!])[0]).toMatchObject({ a: word, n: word.length * 2 });
    }
  });

  it("insertRow returns the one row stored", async () => {
    const row = (await store.transaction((tx) => untypedInsertRow(tx, { a: "single" }))) as Row;
    expect(plain([row])[0]).toMatchObject({ a: "single", b: "preset", n: 7 });
  });

  it("is refused on the read-only handle, also for a shape already compiled, before it runs", async () => {
    await store.transaction((tx) => insert(tx, [{ a: "ro", n: 30 }]));
    statements.length = 0;
    await expect(store.read((tx) => insert(tx, [{ a: "ro", n: 31 }]))).rejects.toBeInstanceOf(ReadOnlyViolation);
    expect(statements.filter((s) => /insert/i.test(s))).toEqual([]);
    expect((await sql<{ a: string }>`select a from insert_path where n = 31`.execute(store.db)).rows).toEqual([]);
  });
});
