// The real server process on a SQLite file: an empty database gets a demo account whose keys
// are printed when asked (--demo; a database named by DATABASE_URL gets none otherwise), and
// records written before a restart are there after it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLegacyClient, createV1Client } from "../../client/index.ts";
import { spawnServer, type ServerProcess } from "../support/process.ts";

const dir = mkdtempSync(join(tmpdir(), "restart-"));
const databaseUrl = `file:${join(dir, "invoicing.sqlite")}`;
const started: ServerProcess[] = [];

afterAll(() => {
  for (const s of started) s.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server as `npm start` runs it, on a free port, once its banner (and demo keys) are out. */
async function startServer(args: string[] = ["--demo"], url = databaseUrl): Promise<ServerProcess> {
  const server = await spawnServer({ databaseUrl: url, args, env: { LOG_LEVEL: "warn" } });
  started.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}

describe("the server process and its SQLite file", () => {
  it("creates and prints a demo account on an empty database, and keeps data across a restart", async () => {
    const first = await startServer();
    expect(first.output()).toMatch(/Created a demo account/);
    const token = /api_token \(production\)\s+(\S+)/.exec(first.output())?.[1];
    const demoToken = /api_token \(demo data\)\s+(\S+)/.exec(first.output())?.[1];
    const [, key, secret] = /legacy key \/ secret\s+(\S+) \/ (\S+)/.exec(first.output()) ?? [];
    expect(token && demoToken && key && secret).toBeTruthy();
    expect(first.output()).toContain(`${first.baseUrl}/docs/`);
    // The banner lists the three generations, v2 first, each with what it implements.
    expect(first.output()).toContain(`v2      ${first.baseUrl}/api/v2   (Authorization: Bearer api_token)`);
    expect(first.output()).toMatch(/v2 +implements (\d+)\/\1 operations[\s\S]*v1 +implements[\s\S]*legacy +implements/);
    // Its suggested first request works as printed.
    const tried = /Try: curl -s -X POST (\S+) -H 'Authorization: Bearer (\S+)' .* -d '(.+)'/.exec(first.output());
    expect(tried?.[2]).toBe(token);
    const answer = await fetch(tried![1]!, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: tried![3],
    });
    expect([answer.status, ((await answer.json()) as { code?: string }).code]).toEqual([200, "Consumidor Final"]);

    const created = await createV1Client({ baseUrl: first.baseUrl, apiToken: token! }).POST("/customers/create", {
      body: { name: "Cliente Persistente, Lda", vat_number: "501964843", type: "Empresarial", vat_type: "Debitar IVA" },
    });
    expect(created.error).toBeUndefined();
    // The demo data set's token opens the demo data: the customer above is not there.
    const demoList = await createV1Client({ baseUrl: first.baseUrl, apiToken: demoToken! }).POST("/customers/list", {
      body: {},
    });
    expect(demoList.error).toBeUndefined();
    expect(demoList.data!.data.map((c) => c.name)).not.toContain("Cliente Persistente, Lda");
    await stop(first);

    const second = await startServer();
    // Not empty any more: no new demo account.
    expect(second.output()).not.toMatch(/Created a demo account/);
    const found = await createV1Client({ baseUrl: second.baseUrl, apiToken: token! }).POST("/customers/find", {
      body: { value: "501964843", search_in: "Vat Number" },
    });
    expect(found.data?.data.map((c) => c.name)).toEqual(["Cliente Persistente, Lda"]);
    const legacy = await createLegacyClient({ baseUrl: second.baseUrl, key: key!, secret: secret! }).POST(
      "/clientes/procurar",
      {
        body: { tipo: "contribuinte", valor: "501964843" },
      },
    );
    expect(legacy.data?.nome).toBe("Cliente Persistente, Lda");
    await stop(second);
  });

  it("creates no demo account on a database named by DATABASE_URL unless asked", async () => {
    const server = await startServer([], `file:${join(dir, "other.sqlite")}`);
    expect(server.output()).not.toMatch(/Created a demo account|api_token \(production\)/);
    expect(server.output()).toMatch(/No account yet: create one with npm run -s accounts -- create/);
    await stop(server);
  });
});
