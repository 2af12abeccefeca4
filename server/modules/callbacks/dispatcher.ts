// Delivery of the sales' paid callbacks, after the commit that scheduled them: a timer of the
// server's lifecycle looks for due callbacks, claims each in the store (one process gets it,
// however many share the database) and posts it, signed afresh for each attempt; the outcome
// is settled on the callback and recorded in the outbox in one transaction. A process that
// dies mid-attempt leaves a claim that runs out, and the callback is claimed again; one that
// stops gracefully waits for its attempts, then gives back those still running.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Store } from "../../store/database.ts";
import type { Scope } from "../../kernel/scope.ts";
import { nowStamp, timestamp, type Clock } from "../../kernel/clock.ts";
import { post, type PostOutcome } from "../../kernel/post.ts";
import { callbackSecretOf } from "../accounts/index.ts";
import { recordCallbackAttempt } from "../outbox/index.ts";
import { callbackSignature } from "./signature.ts";
import { afterFailure, MAX_ATTEMPTS } from "./retries.ts";
import type { SaleCallback } from "./records.ts";
import {
  claimableSaleCallbacks,
  claimSaleCallback,
  releaseSaleCallback,
  settleSaleCallback,
} from "./repository/sale-callbacks.ts";

/**
 * The body of a sale's callback: the sale as `find` answers it, as JSON text. Handed in when
 * the server is assembled (app.ts), so that this module never depends on a face; `baseUrl`
 * starts the links it holds (`url_file`).
 */
export type SaleCallbackBody = (
  sale: { readonly scope: Scope; readonly saleId: number },
  baseUrl: string,
) => Promise<string>;

export interface CallbackDispatcherOptions {
  readonly store: Store;
  readonly clock: Clock;
  readonly body: SaleCallbackBody;
  /** Post to loopback, private and reserved addresses too (ALLOW_PRIVATE_ATTACHMENT_URLS). */
  readonly allowPrivate: boolean;
  /** Where links in the body start; setBaseUrl changes it once the server listens. */
  readonly baseUrl?: string;
  readonly logger?: Pick<Logger, "warn" | "error">;
  /** How often the timer looks for due callbacks, in milliseconds (1 s). */
  readonly pollMs?: number;
  /** Time an answer may take (10 s). */
  readonly timeoutMs?: number;
  /** How long a claim holds before another process may take the callback (2 min: well past the timeout). */
  readonly claimMs?: number;
  /** Attempts under way at once in this process, at most. */
  readonly concurrency?: number;
}

interface InFlight {
  readonly controller: AbortController;
  readonly done: Promise<void>;
}

function resultOf(outcome: Exclude<PostOutcome, { kind: "aborted" }>): string {
  switch (outcome.kind) {
    case "answered":
      return `HTTP ${outcome.status}`;
    case "not_public":
      return `${outcome.host} is not a public address (ALLOW_PRIVATE_ATTACHMENT_URLS allows it)`;
    case "failed":
      return `${outcome.detail}: ${outcome.message}`;
  }
}

/** Resolves true when `promise` settles within `ms`, false otherwise. */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}

export class CallbackDispatcher {
  private readonly inFlight = new Map<number, InFlight>();
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private baseUrl: string;

  constructor(private readonly options: CallbackDispatcherOptions) {
    this.baseUrl = options.baseUrl ?? "http://localhost";
  }

  /** Where links in the bodies start from now on (the server's public address). */
  setBaseUrl(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** Starts the timer (the server's start). */
  start(): void {
    if (this.stopped || this.timer) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.claiming = this.claimDue().catch((err: unknown) =>
          this.options.logger?.error({ err }, "looking for due callbacks failed"),
        );
        void this.claiming.finally(() => {
          if (!this.stopped) tick();
        });
      }, this.options.pollMs ?? 1000);
      this.timer.unref();
    };
    tick();
  }

  /**
   * Claims the callbacks due now and makes an attempt at each; resolves when those attempts
   * have ended, answering how many were made. (The timer claims alike, without waiting for
   * the attempts before its next look.)
   */
  async runDue(): Promise<number> {
    const started = await (this.claiming = this.claimDue());
    await Promise.all(started);
    return started.length;
  }

  /**
   * Stops taking callbacks, waits up to `graceMs` for the attempts under way, then aborts the
   * rest and gives them back unattempted (pending, due as they were), for this process after a
   * restart or another one to send again with the same Callback-Id.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.claiming.catch(() => undefined);
    const running = () => Promise.all([...this.inFlight.values()].map((f) => f.done));
    if (await within(running(), graceMs)) return;
    for (const f of this.inFlight.values()) f.controller.abort();
    await running();
  }

  private async claimDue(): Promise<Promise<void>[]> {
    const { store, clock } = this.options;
    const room = (this.options.concurrency ?? 8) - this.inFlight.size;
    if (this.stopped || room <= 0) return [];
    const due = await store.read((tx) => claimableSaleCallbacks(tx, clock.now(), room));
    const started: Promise<void>[] = [];
    for (const callback of due) {
      if (this.stopped || this.inFlight.has(callback.id)) continue;
      const now = clock.now();
      const token = randomUUID();
      const claimed = await store.transaction((tx) =>
        claimSaleCallback(tx, callback.id, {
          token,
          now,
          until: new Date(now.getTime() + (this.options.claimMs ?? 120_000)),
          stamp: timestamp(now),
        }),
      );
      if (claimed === undefined) continue;
      const controller = new AbortController();
      const done = this.attempt({ ...callback, attempts: claimed.attempts }, token, controller.signal)
        .catch((err: unknown) =>
          this.options.logger?.error({ err, callback_id: callback.callbackId }, "a callback attempt failed to settle"),
        )
        .finally(() => this.inFlight.delete(callback.id));
      this.inFlight.set(callback.id, { controller, done });
      started.push(done);
    }
    return started;
  }

  /** One attempt under the claim `token`: sign, post, settle and record. */
  private async attempt(callback: SaleCallback, token: string, signal: AbortSignal): Promise<void> {
    const { store, clock } = this.options;
    let body = "";
    let outcome: PostOutcome;
    try {
      body = await this.options.body({ scope: callback.scope, saleId: callback.saleId }, this.baseUrl);
      const secret = await store.transaction((tx) => callbackSecretOf(tx, callback.scope.accountId));
      outcome = await post({
        url: new URL(callback.url),
        body,
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "invoicing-callbacks/1",
          "Callback-Id": callback.callbackId,
          Signature: callbackSignature(secret, body, clock.now()),
        },
        allowPrivate: this.options.allowPrivate,
        timeoutMs: this.options.timeoutMs ?? 10_000,
        signal,
      });
    } catch (err) {
      // The body or the secret could not be read: an attempt that failed here, retried as any other.
      outcome = {
        kind: "failed",
        detail: "ERR_CALLBACK_NOT_SENT",
        message: err instanceof Error ? err.message : String(err),
      };
    }
    const at = clock.now();
    if (outcome.kind === "aborted") {
      await store.transaction((tx) => releaseSaleCallback(tx, callback.id, token, timestamp(at)));
      return;
    }
    const attempts = callback.attempts + 1;
    const delivered = outcome.kind === "answered" && outcome.status >= 200 && outcome.status < 300;
    const next = delivered ? ({ status: "delivered" } as const) : afterFailure(attempts, at);
    const result = resultOf(outcome);
    if (!delivered)
      this.options.logger?.warn(
        { callback_id: callback.callbackId, sale_id: callback.saleId, attempt: attempts, result },
        "a sale's paid callback was not acknowledged",
      );
    // Recorded in the outbox even if the claim ran out meanwhile: the attempt was made.
    await store.transaction(async (tx) => {
      await settleSaleCallback(tx, callback.id, token, {
        status: next.status,
        attempts,
        dueAt: next.status === "pending" ? next.dueAt : undefined,
        stamp: nowStamp(clock),
      });
      await recordCallbackAttempt(tx, {
        datasetId: callback.scope.datasetId,
        saleId: callback.saleId,
        url: callback.url,
        callbackId: callback.callbackId,
        attempt: attempts,
        maxAttempts: MAX_ATTEMPTS,
        body,
        delivered,
        result,
        retryAt: next.status === "pending" ? timestamp(next.dueAt) : null,
        at: timestamp(at),
      });
    });
  }
}
