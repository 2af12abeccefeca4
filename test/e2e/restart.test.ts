// The real server process on a SQLite file: an empty database gets a demo account whose keys
// are printed when asked (--demo; a database named by DATABASE_URL gets none otherwise), and
// records written before a restart are there after it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLegacyClient, createV1Client } from "../../client/index.ts";
import { ROOT } from "../../scripts/generations.ts";

const dir = mkdtempSync(join(tmpdir(), "restart-"));
const databaseUrl = `file:${join(dir, "invoicing.sqlite")}`;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

interface Started {
  readonly output: string;
  readonly baseUrl: string;
  readonly child: ChildProcess;
}

/** Starts server/main.ts on a free port and waits for its banner (and the demo keys, when printed). */
function startServer(args: string[] = ["--demo"], url = databaseUrl): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server", "main.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", DATABASE_URL: url, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /reference server on (http:\/\/\S+)/.exec(output)?.[1];
      // The banner ends with the legacy coverage line, or with the curl hint after demo keys.
      const banner =
        /legacy\s+implements/.test(output) &&
        (!output.includes("Created a demo account") || output.includes("Try: curl"));
      if (url && banner) {
        clearTimeout(timer);
        resolve({ output, baseUrl: url, child });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function stop(started: Started): Promise<void> {
  await new Promise<void>((resolve) => {
    started.child.removeAllListeners("exit");
    started.child.on("exit", () => resolve());
    started.child.kill("SIGTERM");
  });
}

describe("the server process and its SQLite file", () => {
  it("creates and prints a demo account on an empty database, and keeps data across a restart", async () => {
    const first = await startServer();
    expect(first.output).toMatch(/Created a demo account/);
    const token = /api_token \(production\)\s+(\S+)/.exec(first.output)?.[1];
    const demoToken = /api_token \(demo data\)\s+(\S+)/.exec(first.output)?.[1];
    const [, key, secret] = /legacy key \/ secret\s+(\S+) \/ (\S+)/.exec(first.output) ?? [];
    expect(token && demoToken && key && secret).toBeTruthy();
    expect(first.output).toContain(`${first.baseUrl}/docs/`);

    const created = await createV1Client({ baseUrl: first.baseUrl, apiToken: token! }).POST("/customers/create", {
      body: { name: "Cliente Persistente, Lda", vat_number: "501964843", type: "Empresarial", vat_type: "Debitar IVA" },
    });
    expect(created.error).toBeUndefined();
    await stop(first);

    const second = await startServer();
    // Not empty any more: no new demo account.
    expect(second.output).not.toMatch(/Created a demo account/);
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
    const started = await startServer([], `file:${join(dir, "other.sqlite")}`);
    expect(started.output).not.toMatch(/Created a demo account|api_token \(production\)/);
    expect(started.output).toMatch(/No account yet: create one with npm run -s accounts -- create/);
    await stop(started);
  });
});
