// Who a request acts for: one account and one of its two data sets (production or demo).
// Every query of a domain service filters by datasetId: tenants never meet.
import type { Store, Tx } from "../store/database.ts";
import type { Account } from "./account.ts";
import type { ReferenceAccess } from "../store/reference-data.ts";
import type { Clock } from "./clock.ts";
import type { Mailer } from "./mail.ts";
import type { Downloads } from "./download.ts";

export interface Scope {
  readonly accountId: number;
  readonly datasetId: number;
  readonly mode: "production" | "demo";
}

/** What an operation that only reads and writes data runs with. */
export interface DataCtx {
  readonly tx: Tx;
  readonly scope: Scope;
  readonly clock: Clock;
  /** The data set's cached reference rows, for operations that never write them (reference-data.ts). */
  readonly references?: ReferenceAccess;
  /** The account's row as read with the request's credentials (when it came through the API). */
  readonly account?: Account;
}

/** What a domain operation runs with: its transaction, its scope, the time, and the mailer. */
export interface Ctx extends DataCtx {
  /** Delivers e-mail through SMTP when configured; otherwise messages stay in the outbox. */
  readonly mailer: Mailer;
  /** Files named by URL in the request (e-mail attachments), downloaded before the transaction. */
  readonly downloads: Downloads;
  /**
   * Schedules work for after the transaction commits (outputs: PDF rendering, SMTP delivery,
   * so that no store connection waits on them). Effects run in order; one that throws
   * turns the answer into that failure, after the others have run. See runOperation.
   */
  afterCommit(effect: AfterCommit): void;
}

/** Work run once the operation's transaction has committed; it opens its own transactions. */
export type AfterCommit = (store: Store) => Promise<void>;
