// The plans' request limit: each request is counted against its account over the last 24
// hours, in hourly buckets. The decision adds the stored counts (written by every server
// process on the store; the credentials' query reads their sum, accounts.ts) and this
// process's counts not yet written; the counts are written together, at most every FLUSH_MS,
// in one transaction that joins the store's group commit. A request thus costs no statement
// and no commit of its own: a synced commit per request for a counter was most of a summary's
// time and doubled a create's (bench/sales.ts). The price: other processes see this one's
// counts up to FLUSH_MS late, and a crash forgets that much.
import type { Store } from "../../store/database.ts";
import { HOUR, type Clock } from "../../kernel/clock.ts";
import type { KeyOwner } from "./key-owners.ts";
import { addRequestCount, deleteRequestBucketsUpTo, requestBucketsAfter } from "./repository/request-counters.ts";

/** Where an account stands against its plan's limit after a request was counted (or refused). */
export interface RequestAllowance {
  readonly allowed: boolean;
  /** Requests the plan allows per 24 hours. */
  readonly limit: number;
  /** Requests left in the current 24-hour window. */
  readonly remaining: number;
  /** When refused: seconds until the oldest counted requests leave the window. */
  readonly retryAfterSeconds: number;
}

/** Longest time a counted request waits to be written. */
export const FLUSH_MS = 200;

/** Counts by account, then by hour bucket. */
type Counts = Map<number, Map<number, number>>;

interface Counter {
  /** Counted, not yet written. */
  pending: Counts;
  /** Being written now (still added to decisions until their commit). */
  writing: Counts;
  timer: NodeJS.Timeout | undefined;
  flushing: Promise<void> | undefined;
  flushMs: number;
}

const counters = new WeakMap<Store, Counter>();

function counterOf(store: Store): Counter {
  let counter = counters.get(store);
  if (!counter) {
    counter = { pending: new Map(), writing: new Map(), timer: undefined, flushing: undefined, flushMs: FLUSH_MS };
    counters.set(store, counter);
  }
  return counter;
}

function add(counts: Counts, account: number, hour: number, n: number): void {
  const hours = counts.get(account) ?? new Map<number, number>();
  hours.set(hour, (hours.get(hour) ?? 0) + n);
  counts.set(account, hours);
}

/**
 * Counts a request against the account's limit over the last 24 hours (hourly buckets).
 * Past the limit the request is not counted, and the answer says how long until enough of
 * the oldest requests leave the window.
 */
export async function countRequest(store: Store, owner: KeyOwner, clock: Clock): Promise<RequestAllowance> {
  const now = clock.now().getTime();
  const { hour, count: stored } = owner.storedRequests;
  const limit = owner.requestLimit;
  const account = owner.scope.accountId;
  // Nothing awaits from here to the count: concurrent requests of this process decide in turn.
  const counter = counterOf(store);
  const unwritten = new Map<number, number>();
  for (const counts of [counter.writing, counter.pending])
    for (const [h, n] of counts.get(account) ?? []) if (h > hour - 24) unwritten.set(h, (unwritten.get(h) ?? 0) + n);
  const total = stored + [...unwritten.values()].reduce((sum, n) => sum + n, 0);
  if (total >= limit) {
    // Refused (rare): the stored buckets say when enough of the window's oldest requests leave it.
    const byHour = new Map(unwritten);
    for (const b of await requestBucketsAfter(store.db, account, hour - 24))
      byHour.set(b.hour, (byHour.get(b.hour) ?? 0) + b.count);
    const buckets = [...byHour].sort((a, b) => a[0] - b[0]);
    // The window drops whole hours, oldest first: wait until enough have left it.
    let left = buckets.reduce((sum, [, n]) => sum + n, 0);
    let freeAt = (hour + 1) * HOUR;
    for (const [h, n] of buckets) {
      left -= n;
      freeAt = (h + 24) * HOUR;
      if (left < limit) break;
    }
    return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
  }
  add(counter.pending, account, hour, 1);
  counter.timer ??= setTimeout(() => void flushRequestCounts(store).catch(() => undefined), counter.flushMs).unref();
  return { allowed: true, limit, remaining: limit - total - 1, retryAfterSeconds: 0 };
}

/** Changes how long counts may wait to be written on a store (tests that count statements). */
export function setRequestCountDelay(store: Store, ms: number): void {
  counterOf(store).flushMs = ms;
}

/**
 * Writes the counts not yet written (the server calls it before closing the store). Counts
 * whose write fails are kept for the next one.
 */
export async function flushRequestCounts(store: Store): Promise<void> {
  const counter = counterOf(store);
  clearTimeout(counter.timer);
  counter.timer = undefined;
  await counter.flushing;
  if (counter.pending.size === 0) return;
  const writing = counter.pending;
  counter.pending = new Map();
  counter.writing = writing;
  counter.flushing = store
    .transaction(async (tx) => {
      for (const [account, hours] of writing) {
        for (const [hour, n] of hours) {
          const counted = await addRequestCount(tx, account, hour, n);
          // Buckets that left the window go when a new hour's bucket opens (once an hour, not per request).
          if (counted === n) await deleteRequestBucketsUpTo(tx, account, hour - 24);
        }
      }
    })
    .catch((error: unknown) => {
      for (const [account, hours] of writing) for (const [hour, n] of hours) add(counter.pending, account, hour, n);
      throw error;
    })
    .finally(() => {
      counter.writing = new Map();
      counter.flushing = undefined;
    });
  await counter.flushing;
}
