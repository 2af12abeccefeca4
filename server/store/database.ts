// Opens the store named by DATABASE_URL and brings its schema up to date.
// `file:<path>` or a bare path opens a SQLite file (WAL mode, synchronous=FULL); `:memory:` an in-memory SQLite
// database; `postgres://...` a PostgreSQL server (for deployments with several processes).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, PostgresDialect, type Dialect as KyselyDialect, type SqliteDatabase, type Transaction } from "kysely";
import { MIGRATIONS } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface Store {
  readonly db: Db;
  readonly dialect: "sqlite" | "postgres";
  /** Runs fn in one transaction: everything it writes lands together or not at all. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Called with the text of every SQL statement the store runs (transaction control included). */
  onStatement?: (sql: string) => void;
}

export const DEFAULT_DATABASE_URL = "file:./data/invoicing.sqlite";

async function postgresDialect(url: string): Promise<KyselyDialect> {
  // Loaded only when a PostgreSQL URL is configured.
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the database drops (restart, failover, an administrator) is discarded
  // by the pool, which opens a new one when needed; unlistened, its error would end the process.
  pool.on("error", (err) => process.stderr.write(`PostgreSQL: an idle connection failed and was discarded (${err.message}).\n`));
  return new PostgresDialect({ pool });
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
    dialect = new SqliteDialect({ database: reusingStatements(database) });
    kind = "sqlite";
  }
  const onStatement = options.onStatement;
  const db = new Kysely<Database>({ dialect, ...(onStatement ? { log: (event) => onStatement(event.query.sql) } : {}) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    await db.destroy();
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    db,
    dialect: kind,
    transaction: (fn) => db.transaction().execute(fn),
    close: () => db.destroy(),
  };
}

/**
 * The database as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text
 * (the most recently used 500): the driver prepares every query it runs, and preparing cost as
 * much CPU as running them. Safe on the single connection: a statement runs to its end before
 * the connection is released.
 */
function reusingStatements(database: SQLite.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
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
