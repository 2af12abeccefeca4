// Kysely's driver for PostgreSQL, with fewer round trips in a transaction: its BEGIN is sent with
// its first statement, and a write whose result nobody reads (marked by `defer`) with the
// statement or the COMMIT that follows it: one pipeline, one socket write, one Sync, one answer
// to wait for. Each round trip costs the server process a socket write and a read, and with a
// round trip per statement the socket writes were the largest share of its CPU.
//
// A statement of a pipeline that fails ends it: PostgreSQL skips the rest up to the Sync, the
// statement the pipeline was sent for rejects with that failure, and the transaction rolls back
// as any failed one. Outside a transaction every statement is sent at once, as pg sends it.
import {
  CompiledQuery,
  IdentifierNode,
  PostgresDialect,
  RawNode,
  createQueryId,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import type pg from "pg";
import type { Pool, PoolClient, QueryResult as PgResult, Submittable } from "pg";

type Pg = typeof pg;
type ValueMapper = (value: unknown) => unknown;

const deferred = new WeakSet<CompiledQuery>();

/**
 * Marks `query` a write whose result nobody reads: in a transaction on PostgreSQL it is sent with
 * the next statement or the COMMIT (its answer is no rows), and its failure fails that one. On
 * SQLite, and outside a transaction, it runs at once.
 */
export function defer<Q extends CompiledQuery>(query: Q): Q {
  deferred.add(query);
  return query;
}

/**
 * Transaction control as the driver runs it: through the connection's executeQuery like any
 * statement, so that the store's statement log sees it, and told apart by this mark.
 */
const control = new WeakMap<CompiledQuery, "begin" | "commit" | "rollback">();

function controlStatement(sql: string, kind: "begin" | "commit" | "rollback"): CompiledQuery {
  const query = CompiledQuery.raw(sql);
  control.set(query, kind);
  return query;
}

interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** pg's Query as this driver extends it: the members below are pg's own (lib/query.js). */
interface PgQuery extends Submittable {
  prepare(connection: PgConnection): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
  handleDataRow(message: unknown): void;
  handleEmptyQuery(connection: PgConnection): void;
}
interface PgConnection {
  parse(query: { text: string }): void;
  bind(config: { values: readonly unknown[] }): void;
  execute(config: object): void;
}
type PgQueryClass = new (config: {
  text: string;
  values: unknown[];
  queryMode: "extended";
  callback: (error: Error | undefined, result: PgResult) => void;
}) => PgQuery;

/** A dialect of PostgreSQL on `pool` whose transactions pipeline their statements (see above). */
export function pipeliningDialect(pg: Pg, prepareValue: ValueMapper, pool: Pool): PostgresDialect {
  const Pipelined = pipelinedQuery(pg.Query as unknown as PgQueryClass, prepareValue);
  return new (class extends PostgresDialect {
    override createDriver(): Driver {
      return new PipeliningDriver(pool, Pipelined);
    }
  })({ pool });
}

/**
 * pg's query sent after `before`, statements whose answers are skipped: Parse, Bind and Execute
 * of each, then the query's own messages and one Sync, in one write (pg corks the socket).
 */
function pipelinedQuery(Query: PgQueryClass, prepareValue: ValueMapper) {
  return class Pipelined extends Query {
    /** The statements sent before, their values mapped here: a value pg cannot send throws before anything is sent. */
    readonly #before: readonly Statement[];
    /** Answers (CommandComplete) of the statements before still to come. */
    #skipping: number;

    constructor(
      before: readonly Statement[],
      sql: string,
      parameters: readonly unknown[],
      callback: (error: Error | undefined, result: PgResult) => void,
    ) {
      super({ text: sql, values: [...parameters], queryMode: "extended", callback });
      this.#before = before.map((s) => ({ sql: s.sql, parameters: s.parameters.map((v) => prepareValue(v)) }));
      this.#skipping = before.length;
    }

    override prepare(connection: PgConnection): void {
      for (const statement of this.#before) {
        connection.parse({ text: statement.sql });
        connection.bind({ values: statement.parameters });
        connection.execute({});
      }
      super.prepare(connection);
    }

    override handleCommandComplete(message: unknown, connection: PgConnection): void {
      if (this.#skipping > 0) this.#skipping--;
      else super.handleCommandComplete(message, connection);
    }

    override handleDataRow(message: unknown): void {
      if (this.#skipping === 0) super.handleDataRow(message);
    }

    override handleEmptyQuery(connection: PgConnection): void {
      if (this.#skipping > 0) this.#skipping--;
      else super.handleEmptyQuery(connection);
    }
  };
}

type Pipelined = ReturnType<typeof pipelinedQuery>;

class PipeliningDriver implements Driver {
  readonly #connections = new WeakMap<PoolClient, PipeliningConnection>();
  #pool: Pool | undefined;

  constructor(
    pool: Pool,
    private readonly Pipelined: Pipelined,
  ) {
    this.#pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#pool) throw new Error("The store is closed.");
    const client = await this.#pool.connect();
    let connection = this.#connections.get(client);
    if (!connection) this.#connections.set(client, (connection = new PipeliningConnection(client, this.Pipelined)));
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = "begin";
    if (settings.isolationLevel || settings.accessMode) {
      sql = "start transaction";
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) sql += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(controlStatement(sql, "begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(controlStatement("commit", "commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(controlStatement("rollback", "rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compile(savepointCommand("savepoint", name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compile(savepointCommand("rollback to", name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compile(savepointCommand("release", name), createQueryId()));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipeliningConnection).release();
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.end();
  }
}

function savepointCommand(command: string, name: string): RawNode {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}

class PipeliningConnection implements DatabaseConnection {
  /** Statements of the transaction not sent yet: its BEGIN, deferred writes. */
  #unsent: Statement[] = [];
  #inTransaction = false;
  /** Whether the transaction's BEGIN went out (then a rollback must be sent). */
  #begun = false;

  constructor(
    private readonly client: PoolClient,
    private readonly Pipelined: Pipelined,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    switch (control.get(compiled)) {
      case "begin":
        this.#begin(compiled);
        return { rows: [] };
      case "commit":
        await this.#commit();
        return { rows: [] };
      case "rollback":
        await this.#rollback();
        return { rows: [] };
    }
    if (this.#inTransaction && deferred.has(compiled)) {
      this.#unsent.push(compiled);
      return { rows: [] };
    }
    const { command, rowCount, rows } = await this.#send(compiled.sql, compiled.parameters);
    return {
      numAffectedRows:
        command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE"
          ? BigInt(rowCount ?? 0)
          : undefined,
      rows: (rows ?? []) as R[],
    };
  }

  #begin(statement: Statement): void {
    this.#unsent = [statement];
    this.#inTransaction = true;
    this.#begun = false;
  }

  async #commit(): Promise<void> {
    this.#inTransaction = false;
    // A transaction that ran nothing has nothing to commit.
    if (!this.#begun && this.#unsent.length === 1) this.#unsent = [];
    else await this.#send("commit", []);
  }

  async #rollback(): Promise<void> {
    this.#inTransaction = false;
    this.#unsent = [];
    if (this.#begun) await this.#send("rollback", []);
  }

  release(): void {
    this.#unsent = [];
    this.#inTransaction = false;
    this.client.release();
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported by this store.");
  }

  /** Sends `sql` after the statements not sent yet, all in one pipeline; answers its result. */
  #send(sql: string, parameters: readonly unknown[]): Promise<PgResult> {
    const before = this.#unsent;
    if (before.length === 0) return this.client.query(sql, [...parameters]);
    this.#unsent = [];
    this.#begun = true; // the transaction's BEGIN is the first statement not sent, or went out before
    return new Promise((resolve, reject) => {
      this.client.query(
        new this.Pipelined(before, sql, parameters, (error, result) => (error ? reject(error) : resolve(result))),
      );
    });
  }
}
