// Rows of the SQLite store are made from better-sqlite3's raw arrays (server/store/sqlite-rows.ts):
// they must be the objects better-sqlite3 itself makes, property for property and in the same
// order, for every kind of statement Kysely's driver runs (all, iterate, run), including a
// column name given twice and one that a literal would take for the prototype.
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fastRows } from "../../server/store/sqlite-rows.ts";

let db: SQLite.Database;

beforeEach(() => {
  db = new SQLite(":memory:");
  db.exec(`create table t (id integer primary key, name text, amount real, data blob, "needs quoting" text)`);
  db.exec(
    `insert into t (name, amount, data, "needs quoting") values ('a', 1.5, x'00ff', 'q'), (null, null, null, '"')`,
  );
});
afterEach(() => db.close());

/** The rows as better-sqlite3 makes them and as fastRows does, for one query. */
function both(query: string, parameters: unknown[] = []): { own: unknown[]; fast: unknown[] } {
  return { own: db.prepare(query).all(parameters), fast: fastRows(db.prepare(query)).all(parameters) };
}

describe("fastRows", () => {
  it("makes the rows better-sqlite3 makes, with their columns in order", () => {
    for (const query of [
      "select * from t order by id",
      `select name, id, "needs quoting", amount * 2 as twice from t where id > ? order by id`,
      "select * from t where id < 0",
    ]) {
      const { own, fast } = both(query, query.includes("?") ? [0] : []);
      expect(fast).toEqual(own);
      expect(fast.map((row) => Object.keys(row as object))).toEqual(own.map((row) => Object.keys(row as object)));
    }
  });

  it("keeps a name given twice in its first place with its last value, as better-sqlite3 does", () => {
    const { own, fast } = both("select 1 as v, 2 as w, 3 as v");
    expect(own).toEqual([{ v: 3, w: 2 }]);
    expect(fast).toEqual(own);
    expect(Object.keys(fast[0] as object)).toEqual(["v", "w"]);
  });

  it("leaves a column named __proto__ to better-sqlite3, which makes it a property", () => {
    const { own, fast } = both(`select 1 as "__proto__", 2 as x`);
    expect(fast).toEqual(own);
    expect(Object.getPrototypeOf(fast[0])).toBe(Object.prototype);
  });

  it("iterates rows and runs statements that return them (insert ... returning)", () => {
    expect([...fastRows(db.prepare("select * from t order by id")).iterate([])]).toEqual(
      db.prepare("select * from t order by id").all(),
    );
    const inserted = fastRows(db.prepare("insert into t (name) values (?) returning id, name")).all(["c"]);
    expect(inserted).toEqual([{ id: 3, name: "c" }]);
  });

  it("runs statements that return nothing as better-sqlite3 does", () => {
    const update = fastRows(db.prepare("update t set name = ? where id = ?"));
    expect(update.reader).toBe(false);
    expect(update.run(["z", 1]).changes).toBe(1);
    expect(db.prepare("select name from t where id = 1").get()).toEqual({ name: "z" });
  });
});
