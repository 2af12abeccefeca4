// Opens the store named by DATABASE_URL and brings its schema up to date.
// `file:<path>` or a bare path opens a SQLite file (WAL mode, synchronous=FULL); `:memory:` an in-memory SQLite
// database; `postgres://...` a PostgreSQL server (for deployments with several processes).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type Dialect as KyselyDialect,
  RawNode,
  SelectQueryNode,
  type KyselyPlugin,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";
import { MIGRATIONS } from "./migrations/index.ts";
import { HASHED_KEYS_MIGRATION, compactAfterHashing } from "./migrations/013_hashed_keys.ts";
import { fastRows } from "./sqlite-rows.ts";
import { pipeliningDialect } from "./postgres-pipeline.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
/** What an operation queries through: its transaction, or the read-only handle of `Store.read`. */
export type Tx = Kysely<Database>;

export interface Store {
  readonly db: Db;
  readonly dialect: "sqlite" | "postgres";
  /**
   * Runs fn in one transaction: everything it writes lands together or not at all, and it
   * resolves once that is committed (on SQLite, possibly in one commit with others: group commit).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs fn, which only reads, without a transaction of its own: each statement reads what is
   * committed when it runs (what PostgreSQL's default isolation, read committed, gives a
   * transaction anyway). A statement that would write fails (ReadOnlyViolation). On SQLite
   * the read takes its turn among the transactions: alone while no transaction is open (so
   * all its statements see one state), or inside the open batch of the group commit, when it
   * is answered once that commits.
   */
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A statement that would write, run by an operation that declared it only reads. */
export class ReadOnlyViolation extends Error {}

const READING = /^\s*(select|with|pragma)\b/i;

/** Lets through only statements that read: queries built as selects, raw SQL that starts as one. */
const readOnly: KyselyPlugin = {
  transformQuery({ node }) {
    const reads = SelectQueryNode.is(node) || (RawNode.is(node) && READING.test(node.sqlFragments[0] ?? ""));
    if (!reads) throw new ReadOnlyViolation(`A read-only operation tried to run a ${node.kind}.`);
    return node;
  },
  transformResult: async ({ result }) => result,
};

export interface StoreOptions {
  /** Called with every SQL statement the store runs (transaction control included) and its parameters. */
  onStatement?: (sql: string, parameters: readonly unknown[]) => void;
}

export const DEFAULT_DATABASE_URL = "file:./data/invoicing.sqlite";

async function postgresDialect(url: string): Promise<KyselyDialect> {
  // Loaded only when a PostgreSQL URL is configured.
  const { default: pg } = await import("pg");
  const { default: pgUtils } = await import("pg/lib/utils.js");
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the database drops (restart, failover, an administrator) is discarded
  // by the pool, which opens a new one when needed; unlistened, its error would end the process.
  pool.on("error", (err) =>
    process.stderr.write(`PostgreSQL: an idle connection failed and was discarded (${err.message}).\n`),
  );
  return pipeliningDialect(pg, pgUtils.prepareValue, pool);
}

export async function openStore(url: string = DEFAULT_DATABASE_URL, options: StoreOptions = {}): Promise<Store> {
  let dialect: KyselyDialect;
  let kind: Store["dialect"];
  if (/^postgres(ql)?:\/\//.test(url)) {
    dialect = await postgresDialect(url);
    kind = "postgres";
  } else {
    const path = url.replace(/^file:/, "").replace(/^sqlite:/, "");
    const database = path === ":memory:" ? new SQLite(":memory:") : openSqliteFile(path);
    database.pragma("foreign_keys = ON");
    // Temporary b-trees (a subquery materialized for a join, an ORDER BY without an index) and
    // the journals of savepoints in memory, not in temporary files: inside a write transaction
    // the file's locking and stat calls made finishing's one read of what came before
    // (salesBefore) several times slower.
    database.pragma("temp_store = MEMORY");
    dialect = new SqliteDialect({ database: reusingStatements(database) });
    kind = "sqlite";
  }
  const onStatement = options.onStatement;
  const db = new Kysely<Database>({
    dialect,
    ...(onStatement ? { log: (event) => onStatement(event.query.sql, event.query.parameters) } : {}),
  });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    await db.destroy();
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (results?.some((r) => r.migrationName === HASHED_KEYS_MIGRATION && r.status === "Success"))
    await compactAfterHashing(db as unknown as Kysely<unknown>);
  if (kind === "sqlite") {
    const queue = groupCommit(db);
    return {
      db,
      dialect: kind,
      transaction: (fn) => queue(fn, false),
      read: (fn) => queue(fn, true),
      close: () => db.destroy(),
    };
  }
  const reader = db.withPlugin(readOnly);
  return {
    db,
    dialect: kind,
    transaction: (fn) => db.transaction().execute(fn),
    read: (fn) => fn(reader),
    close: () => db.destroy(),
  };
}

interface Job {
  readonly fn: (tx: Tx) => Promise<unknown>;
  /** Only reads (Store.read): runs without a transaction or savepoint of its own. */
  readonly reads: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit on SQLite's single connection. Transactions run one after the other as before,
 * but those that arrive while one runs join its database transaction, each in a savepoint of
 * its own (a failure rolls back that one alone), and one commit (one sync to disk) ends them
 * all, at most `maxBatch` at a time. Nobody gets an answer before the commit that holds its
 * writes: a failed commit fails every transaction of the batch. Alone, a transaction runs as a
 * plain one (no savepoint), and commits once a turn of the event loop brought nobody to join
 * it (an idle server answers a turn later, not after a timer). A read (Store.read)
 * at the head of the queue runs alone, outside any transaction; one that arrives while a batch
 * is open runs in it without a savepoint (it writes nothing) and is answered with the batch.
 */
function groupCommit(db: Db, maxBatch = 16): <T>(fn: (tx: Tx) => Promise<T>, reads: boolean) => Promise<T> {
  const queue: Job[] = [];
  let draining = false;
  const reader = db.withPlugin(readOnly);
  const savepoint = (command: "savepoint" | "release" | "rollback to", tx: Tx) =>
    sql.raw(`${command} grouped`).execute(tx);

  async function runRead(job: Job): Promise<void> {
    try {
      job.resolve(await job.fn(reader));
    } catch (error) {
      job.reject(error);
    }
  }

  async function runBatch(): Promise<void> {
    if (queue[0]!.reads) return runRead(queue.shift()!);
    const tx = await db.startTransaction().execute();
    const done: { job: Job; value: unknown }[] = [];
    try {
      while (done.length < maxBatch) {
        // Requests that arrive while a batch runs are parsed, and their transactions queued, only
        // when the event loop turns: it turns once before the commit, so they join this commit
        // instead of waiting for it and then for a batch of their own.
        if (queue.length === 0) await new Promise(setImmediate);
        if (queue.length === 0) break;
        const job = queue.shift()!;
        if (job.reads) {
          try {
            done.push({ job, value: await job.fn(tx.withPlugin(readOnly)) });
          } catch (error) {
            job.reject(error);
          }
          continue;
        }
        if (done.length === 0) {
          try {
            done.push({ job, value: await job.fn(tx) });
          } catch (error) {
            await tx
              .rollback()
              .execute()
              .catch(() => undefined);
            job.reject(error);
            return;
          }
          continue;
        }
        await savepoint("savepoint", tx);
        try {
          const value = await job.fn(tx);
          await savepoint("release", tx);
          done.push({ job, value });
        } catch (error) {
          job.reject(error);
          // Should the savepoint be gone (SQLite rolled the whole transaction back), the batch fails below.
          await savepoint("rollback to", tx);
          await savepoint("release", tx);
        }
      }
      await tx.commit().execute();
    } catch (error) {
      if (!tx.isCommitted && !tx.isRolledBack)
        await tx
          .rollback()
          .execute()
          .catch(() => undefined);
      for (const d of done) d.job.reject(error);
      return;
    }
    for (const d of done) d.job.resolve(d.value);
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) await runBatch();
    } catch (error) {
      // The transaction could not even start (a closed store): nothing waiting can run.
      for (const job of queue.splice(0)) job.reject(error);
    } finally {
      draining = false;
    }
  }

  return <T>(fn: (tx: Tx) => Promise<T>, reads: boolean) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ fn, reads, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}

/**
 * The database as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text
 * (the most recently used 500), their rows made fast objects (sqlite-rows.ts): the driver
 * prepares every query it runs, and preparing cost as much CPU as running them. Safe on the
 * single connection: a statement runs to its end before the connection is released.
 */
function reusingStatements(database: SQLite.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = fastRows(database.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

function openSqliteFile(path: string): SQLite.Database {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  // A commit returns once the WAL is synced to disk: an acknowledged document (its number and
  // signature) survives power loss, not only a killed process (NORMAL would only sync at checkpoints).
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  return database;
}
