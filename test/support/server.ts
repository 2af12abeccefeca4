// An in-process reference server for tests: in-memory SQLite, answers validated against the
// spec by the server itself (VALIDATE_RESPONSES) and by a ContractRecorder on the client side.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { pino, type Logger } from "pino";
import express, { type RequestHandler } from "express";
import { openStore, type Store } from "../../server/store/database.ts";
import { createApp } from "../../server/app.ts";
import { configFromEnv, type Config } from "../../server/config.ts";
import {
  createAccount,
  type AccountKeys,
  type NewAccount,
} from "../../server/modules/provisioning/account-commands.ts";
import type { Clock } from "../../server/kernel/clock.ts";
import {
  createLegacyApi,
  createLegacyClient,
  createV1Api,
  createV1Client,
  createV2Api,
  type ErrorMode,
  type LegacyApi,
  type LegacyApiOptions,
  type LegacyClient,
  type V1Api,
  type V1ApiOptions,
  type V1Client,
  type V2Api,
  type V2ApiOptions,
} from "../../client/index.ts";
import { ContractRecorder } from "./contract.ts";
import { ensureSigningKey } from "../../server/modules/documents/signature.ts";
import { answerTruncatedBodies } from "../../server/http/body-errors.ts";
import type { CallbackDispatcher } from "../../server/modules/callbacks/index.ts";

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let databases = 0;

/**
 * A fresh, empty database for one test server: SQLite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server (postgres://user:pass@host/db), a new database created on it and
 * dropped afterwards, so the suites run unchanged on both stores.
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin || !/^postgres(ql)?:\/\//.test(admin)) return { url: ":memory:", drop: async () => undefined };
  const { default: pg } = await import("pg");
  const name = `invoicing_test_${process.pid}_${++databases}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // The pool's end() resolves before its clients' sockets have closed. Dropping WITH
    // (FORCE) then would terminate those connections, and each would raise an unhandled
    // 'error' in the test process: wait for them to leave instead, forcing only as a last resort.
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (err) {
            // 55006: the database is being accessed by other users.
            if ((err as { code?: string }).code !== "55006") throw err;
            if (attempt >= 100) {
              await c.query(`drop database if exists ${name} with (force)`);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

/** A statement the store ran, as recordStatements lists it. */
export interface RecordedStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

export interface TestServer {
  readonly baseUrl: string;
  readonly store: Store;
  readonly clock: TestClock;
  readonly recorder: ContractRecorder;
  readonly account: AccountKeys;
  /** Creates another account (another tenant). */
  newAccount(input?: Partial<NewAccount>): Promise<AccountKeys>;
  /** v1 client with the account's production key (or the given token), checked against the spec. */
  v1(apiToken?: string): V1Client;
  /** Legacy client with the account's key and secret (or the given ones), checked against the spec. */
  legacy(key?: string, secret?: string): LegacyClient;
  /** v1 facade with the account's production key, checked against the spec; options override. */
  v1Api<M extends ErrorMode = "throw">(options?: Partial<V1ApiOptions<M>>): V1Api<M>;
  /** v2 facade with the account's production key as Bearer, checked against the spec; options override. */
  v2Api<M extends ErrorMode = "throw">(options?: Partial<V2ApiOptions<M>>): V2Api<M>;
  /** Legacy facade with the account's key and secret, checked against the spec; options override. */
  legacyApi<M extends ErrorMode = "throw">(options?: Partial<LegacyApiOptions<M>>): LegacyApi<M>;
  /** Runs fn and returns, beside its value, the SQL statements the store ran meanwhile (with their parameters). */
  recordStatements<T>(fn: () => Promise<T>): Promise<{ value: T; statements: RecordedStatement[] }>;
  /** Raw POST/other request through the recorder, for what typed clients cannot send. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** The delivery of paid callbacks, its timer not started: tests run it with runDue(). */
  readonly callbacks: CallbackDispatcher;
  close(): Promise<void>;
}

export interface TestServerOptions {
  clock?: TestClock;
  account?: Partial<NewAccount>;
  config?: Partial<Config>;
  logger?: Logger;
  /**
   * Middleware placed in front of the whole app (test-only: the contract runner's mutation
   * test plants faults with it). It receives the store, to plant faults in the data too.
   */
  intercept?: (store: Store) => RequestHandler;
  /** Called with every SQL statement the store runs (transaction control included), as it runs. */
  onStatement?: (sql: string, parameters: readonly unknown[]) => void;
  /**
   * Routes the store's connections to its fresh database: given that database's URL, answers
   * the one to connect to (test-only: a proxy counting round trips), closed with the server.
   */
  routeDatabase?: (url: string) => Promise<{ url: string; close(): Promise<void> }>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = options.clock ?? new TestClock();
  const { url: databaseUrl, drop } = await freshDatabase();
  const route = options.routeDatabase ? await options.routeDatabase(databaseUrl) : null;
  let recording: RecordedStatement[] | null = null;
  const store = await openStore(route?.url ?? databaseUrl, {
    onStatement: (sql, parameters) => {
      recording?.push({ sql, parameters });
      options.onStatement?.(sql, parameters);
    },
  });
  await ensureSigningKey(store.db);
  const config = { ...configFromEnv({}), validateResponses: true, logLevel: "silent", ...options.config };
  const app = createApp({ store, clock, config, logger: options.logger ?? pino({ level: "silent" }) });
  let handler = app.express;
  if (options.intercept) {
    handler = express();
    handler.use(options.intercept(store), app.express);
  }
  const server: Server = await new Promise((resolve) => {
    const s = handler.listen(0, "127.0.0.1", () => resolve(s));
    answerTruncatedBodies(s);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!config.publicUrl) app.callbacks.setBaseUrl(baseUrl);
  const recorder = new ContractRecorder(baseUrl);
  const newAccount = (input: Partial<NewAccount> = {}) =>
    createAccount(store, { name: "Test account", plan: "large", ...input }, clock);
  const account = await newAccount(options.account);
  return {
    baseUrl,
    store,
    clock,
    recorder,
    account,
    newAccount,
    v1: (apiToken = account.api_token) => createV1Client({ baseUrl, apiToken, fetch: recorder.fetch }),
    legacy: (key = account.legacy_key, secret = account.legacy_secret) =>
      createLegacyClient({ baseUrl, key, secret, fetch: recorder.fetch }),
    v1Api: (options = {}) => createV1Api({ baseUrl, apiToken: account.api_token, fetch: recorder.fetch, ...options }),
    v2Api: (options = {}) => createV2Api({ baseUrl, token: account.api_token, fetch: recorder.fetch, ...options }),
    legacyApi: (options = {}) =>
      createLegacyApi({
        baseUrl,
        key: account.legacy_key,
        secret: account.legacy_secret,
        fetch: recorder.fetch,
        ...options,
      }),
    raw: (path, init) => recorder.fetch(`${baseUrl}${path}`, init),
    callbacks: app.callbacks,
    recordStatements: async (fn) => {
      const statements: RecordedStatement[] = [];
      recording = statements;
      try {
        return { value: await fn(), statements };
      } finally {
        recording = null;
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.callbacks.stop(0);
      await store.close();
      await route?.close();
      await drop();
    },
  };
}
