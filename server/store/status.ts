// Whether the store answers, and at which migration its schema stands: what /health and
// /ready report. The check is one short query, bounded in time, so that a database that hangs
// makes the health check fail instead of wait.
import { sql } from "kysely";
import type { Store } from "./database.ts";
import { MIGRATIONS } from "./migrations/index.ts";

export interface StoreStatus {
  readonly ok: boolean;
  readonly dialect: Store["dialect"];
  /** The latest migration applied to the database (null when none or unreachable). */
  readonly migration: string | null;
  /** The latest migration this server knows. */
  readonly latestMigration: string;
  /** Every known migration is applied (and no unknown one). */
  readonly upToDate: boolean;
  /** Time the check took, in milliseconds. */
  readonly ms: number;
  /** Why the store is not ok. */
  readonly error?: string;
}

const KNOWN = Object.keys(MIGRATIONS).sort();

export async function storeStatus(store: Store, timeoutMs = 2000): Promise<StoreStatus> {
  const started = performance.now();
  const latestMigration = KNOWN.at(-1)!;
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the store did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const { rows } = await Promise.race([query, timeout]);
    const applied = rows.map((r) => r.name);
    return {
      ok: true,
      dialect: store.dialect,
      migration: applied.at(-1) ?? null,
      latestMigration,
      upToDate: applied.length === KNOWN.length && applied.every((name, i) => name === KNOWN[i]),
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
  } catch (err) {
    return {
      ok: false,
      dialect: store.dialect,
      migration: null,
      latestMigration,
      upToDate: false,
      ms: Math.round((performance.now() - started) * 10) / 10,
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}
