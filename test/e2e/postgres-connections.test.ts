// On PostgreSQL (the postgres project of the suite): the server survives the database ending
// its connections (a restart, a failover, an administrator): the pool discards them and the
// next request opens new ones. On SQLite there are no such connections and this is skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startTestServer, type TestServer } from "../support/server.ts";

const admin = process.env.TEST_DATABASE_URL;
const onPostgres = admin !== undefined && /^postgres(ql)?:\/\//.test(admin);

describe.skipIf(!onPostgres)("PostgreSQL connections", () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
  });

  afterAll(async () => {
    expect(s.recorder.violations).toEqual([]);
    await s.close();
  });

  it("answers again after the database terminated every connection of the server", async () => {
    // Several requests at once leave several idle connections in the pool.
    const first = await Promise.all(Array.from({ length: 4 }, () => s.v1().POST("/customers/list", { body: {} })));
    for (const r of first) expect(r.data?.status).toBe(true);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(s.store.db);
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const ended = await client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [rows[0]!.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    // Give the pool time to see the connections go.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const created = await s.v1().POST("/customers/create", {
      body: { name: "Cliente depois da falha", type: "Particular", vat_type: "Debitar IVA" },
    });
    expect(created.error).toBeUndefined();
    const listed = await s.v1().POST("/customers/list", { body: {} });
    expect(listed.data!.data.map((c) => c.name)).toContain("Cliente depois da falha");
  });
});
