// A data set's reference rows (document types, series, VAT rates, currencies, units,
// warehouses, locations, payment methods), cached per store process under the data set's
// reference version, which triggers bump in the transaction of any change to those tables
// (migrations 011 and 012). A
// request reads the version with its credentials and finds the rows without a query while
// nothing changed. Rows are cached only when the query that read them saw that same version
// (one statement reads both), so a cache entry never holds rows of a transaction that had not
// committed; and only operations that never write those tables read through the cache (the
// dispatcher decides), so none sees the rows it changed itself as they were before. A request
// may still use the rows of the version it was authenticated with while a change commits
// (or, on SQLite, while an earlier transaction of the same group commit changes them): as if
// it had run just before that change.
import { sql } from "kysely";
import type { Selectable } from "kysely";
import type { Tx } from "./database.ts";
import type { Database } from "./schema.ts";
import { REFERENCE_TABLES as FIRST_REFERENCE_TABLES } from "./migrations/011_reference_version.ts";
import { MORE_REFERENCE_TABLES } from "./migrations/012_payment_methods_reference.ts";

/** The tables whose rows a data set's reference cache holds: a trigger bumps its version on any change to them. */
export const REFERENCE_TABLES = [...FIRST_REFERENCE_TABLES, ...MORE_REFERENCE_TABLES] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];
export type ReferenceRow<T extends ReferenceTable> = Selectable<Database[T]>;

/** A request's access to the cache: its data set's reference version when authenticated. */
export interface ReferenceAccess {
  readonly cache: ReferenceCache;
  readonly version: number;
}

interface Entry {
  readonly version: number;
  readonly tables: Map<ReferenceTable, readonly unknown[]>;
}

const MAX_DATASETS = 10_000;

/** One store's cache, by data set. */
export class ReferenceCache {
  private readonly entries = new Map<number, Entry>();

  /** The rows of a table of a data set at (or after) a version, when cached. */
  get<T extends ReferenceTable>(datasetId: number, version: number, table: T): readonly ReferenceRow<T>[] | undefined {
    const entry = this.entries.get(datasetId);
    if (!entry || entry.version < version) return undefined;
    return entry.tables.get(table) as readonly ReferenceRow<T>[] | undefined;
  }

  set(datasetId: number, version: number, table: ReferenceTable, rows: readonly unknown[]): void {
    let entry = this.entries.get(datasetId);
    if (entry && entry.version > version) return;
    if (!entry || entry.version < version) {
      if (this.entries.size >= MAX_DATASETS) this.entries.clear();
      entry = { version, tables: new Map() };
      this.entries.set(datasetId, entry);
    }
    entry.tables.set(table, rows);
  }
}

const VERSION = "__reference_version";

/**
 * Every row of a reference table in the data set, from the cache when the request may use it,
 * otherwise (and on a miss) read in the request's transaction.
 */
export async function referenceRows<T extends ReferenceTable>(
  tx: Tx,
  datasetId: number,
  access: ReferenceAccess | undefined,
  table: T,
): Promise<readonly ReferenceRow<T>[]> {
  const cached = access?.cache.get(datasetId, access.version, table);
  if (cached) return cached;
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${sql.table(table)}.*, (select reference_version from datasets where id = ${datasetId}) as ${sql.ref(VERSION)} from ${sql.table(table)} where dataset_id = ${datasetId} order by id`.execute(
    tx,
  );
  const seen = rows[0]?.[VERSION];
  // Shared by every request that finds them in the cache: read-only.
  for (const row of rows) {
    delete row[VERSION];
    Object.freeze(row);
  }
  if (access && seen !== undefined && Number(seen) === access.version)
    access.cache.set(datasetId, access.version, table, rows);
  return rows as unknown as ReferenceRow<T>[];
}

/** A store's cache, created on first use. */
const caches = new WeakMap<object, ReferenceCache>();
export function referenceCacheOf(store: object): ReferenceCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new ReferenceCache();
    caches.set(store, cache);
  }
  return cache;
}

export function isReferenceTable(table: string): table is ReferenceTable {
  return (REFERENCE_TABLES as readonly string[]).includes(table);
}
