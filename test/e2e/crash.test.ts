// Durability across a crash: the real server process is killed with SIGKILL (no drain, no
// close) while 16 clients create finished invoices through v1, then restarted on the same
// database. Every invoice answered 200 must be there with the same number and signature
// characters, the series numbered 1..n without gap or duplicate, every extra document coming
// from a request the kill cut off, and the next invoice numbered n+1 on a chain that verifies.
//
// What it can catch: an answer sent before the commit that holds its writes (a document
// acknowledged, then lost), a number or signature taken outside the document's own
// transaction (a gap, or a chain that no longer verifies after the restart), half-written
// documents. It catches them by chance: the kill must land between the early answer and the
// commit. Planted to try it: answering one event-loop turn before the group commit on SQLite
// failed it in 4 runs of 5; on PostgreSQL, answering 5 ms before the commit failed it in 1 of
// 3, and one turn early in none of 4. A pass is evidence, not proof.
// What it cannot catch: SIGKILL ends the process, not the machine, so whatever reached the
// operating system survives it; a commit that does not wait for the disk (SQLite
// synchronous=OFF or NORMAL, PostgreSQL synchronous_commit=off) passes here, only a power cut
// would show it. On PostgreSQL the database server itself is not killed: there the test
// checks the application's side (answering after the commit, numbering in one transaction).
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "../../generated/types/v1.ts";
import { openStore } from "../../server/store/database.ts";
import { ContractRecorder } from "../support/contract.ts";
import { processDatabase, spawnServer, type DemoKeys, type ServerProcess } from "../support/process.ts";
import { catalogue, finishedSale, processClient, type ProcessClient } from "../support/process-sales.ts";
import { datasetOfToken, verifySignatureChain } from "../support/signature-chain.ts";

type Sale = components["schemas"]["Sale"];

const CLIENTS = 16;
/** Acknowledged creates after which the server is killed... */
const KILL_AFTER_ACKNOWLEDGED = 150;
/** ...or after this long under load, should a slow machine not get there (not an assertion). */
const KILL_AFTER_MS = 10_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function start(databaseUrl: string, args: string[]): Promise<ServerProcess> {
  const server = await spawnServer({ databaseUrl, args, env: { LOG_LEVEL: "warn" } });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

/** Every billing document of the account, through v1 `sales/list` (15 a page). */
async function listAll(c: ProcessClient): Promise<Sale[]> {
  const all: Sale[] = [];
  for (let skip = 0; ; skip += 15) {
    const res = await c.v1("/sales/list", { type: "Facturação", skip });
    const body = (await res.json()) as { status: boolean; data: Sale[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    all.push(...body.data);
    if (body.data.length < 15) return all;
  }
}

interface Load {
  /** The documents answered 200, as the answer carried them. */
  readonly acknowledged: Sale[];
  /** Requests sent before the kill that ended without an answer (may or may not be committed). */
  readonly cutOff: number;
  /** Answers other than 200, and requests that failed before the kill (neither expected). */
  readonly problems: string[];
}

/**
 * 16 clients creating finished invoices until the server is killed. Their fetch reads each
 * answer as it arrives, unchecked, so that the kill follows an acknowledgement as closely as
 * possible: checking the answer first would give a server that answered too early the time
 * to commit. (The same documents are read back through a checking client after the restart.)
 */
async function createUntilKilled(
  server: ServerProcess,
  c: ProcessClient,
  body: Record<string, unknown>,
): Promise<Load> {
  const acknowledged: Sale[] = [];
  const problems: string[] = [];
  let cutOff = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  const timer = setTimeout(kill, KILL_AFTER_MS);
  const client = async () => {
    while (!killed) {
      try {
        const res = await c.v1("/sales/create", body);
        const answer = (await res.json()) as { status: boolean; data: Sale };
        if (res.status !== 200) {
          problems.push(`${res.status} ${JSON.stringify(answer)}`);
          return;
        }
        acknowledged.push(answer.data);
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) kill();
      } catch (err) {
        // The request was on its way when the process died, or (only after the kill) refused.
        if (killed) cutOff++;
        else problems.push(`before the kill: ${String((err as Error).cause ?? err)}`);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  clearTimeout(timer);
  return { acknowledged, cutOff, problems };
}

describe("SIGKILL under load", () => {
  it("loses no acknowledged invoice, leaves no gap in the series, and the chain goes on after the restart", async () => {
    const db = await processDatabase();
    cleanups.push(() => db.drop());

    const first = await start(db.url, ["--demo"]);
    const keys: DemoKeys = first.keys!;
    const firstRecorder = new ContractRecorder(first.baseUrl);
    const ids = await catalogue(processClient(first, firstRecorder));
    const load = await createUntilKilled(first, processClient(first, { fetch }), finishedSale(ids));
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(load.problems).toEqual([]);
    expect(firstRecorder.violations.map((v) => v.problem)).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(0);
    // The kill cut requests off: otherwise the test would not have crashed anything.
    expect(load.cutOff).toBeGreaterThan(0);

    const second = await start(db.url, []);
    const recorder = new ContractRecorder(second.baseUrl);
    const c = processClient({ baseUrl: second.baseUrl, keys }, recorder);
    const stored = await listAll(c);
    const byId = new Map(stored.map((s) => [s.id, s]));

    // Every acknowledged invoice is there as it was answered.
    const { serie_id: serieId, document_type_id: typeId } = load.acknowledged[0]!;
    const missing = load.acknowledged.filter((a) => !byId.has(a.id)).map((a) => a.document_number);
    expect(missing, "acknowledged but gone after the crash").toEqual([]);
    for (const a of load.acknowledged) {
      const s = byId.get(a.id)!;
      expect(
        { number: s.number, document_number: s.document_number, atcud: s.atcud, hash: s.hash_characters },
        `invoice ${a.id}`,
      ).toEqual({ number: a.number, document_number: a.document_number, atcud: a.atcud, hash: a.hash_characters });
    }

    // Nothing else was created but these invoices: whole, finished, numbered 1..n in one series.
    for (const s of stored) {
      expect(s).toMatchObject({ status: "Terminado", serie_id: serieId, document_type_id: typeId, grand_total: 12.3 });
      expect(s.items).toHaveLength(1);
      expect(s.hash_characters).toMatch(/^[A-Za-z0-9+/]{4}$/);
    }
    const n = stored.length;
    expect(stored.map((s) => s.number).sort((a, b) => a! - b!)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(n).toBeGreaterThanOrEqual(load.acknowledged.length);
    // A document not acknowledged can only come from a request the kill cut off.
    expect(n).toBeLessThanOrEqual(load.acknowledged.length + load.cutOff);

    // The next invoice takes n+1. The server signs it only after verifying document n against
    // its stored data and the hash of n-1 (otherwise it refuses: document.serie.blocked).
    const res = await c.v1("/sales/create", finishedSale(ids));
    const next = (await res.json()) as { status: boolean; data: Sale };
    expect(res.status, JSON.stringify(next)).toBe(200);
    const serie = next.data.serie.description;
    expect(next.data).toMatchObject({ number: n + 1, document_number: `FT ${serie}/${n + 1}`, serie_id: serieId });
    expect(recorder.violations.map((v) => v.problem)).toEqual([]);

    // And every link of the chain verifies, read from the store once the server has stopped.
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    const store = await openStore(db.url);
    try {
      const datasetId = await datasetOfToken(store.db, keys.apiToken);
      expect(await verifySignatureChain(store.db, datasetId, "FT", serie)).toBe(n + 1);
    } finally {
      await store.close();
    }
  }, 120_000);
});
