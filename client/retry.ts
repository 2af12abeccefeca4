// When and how long to wait before trying a call again: 429 (after Retry-After), 5xx but 501,
// and no answer at all (network failure, timeout); exponential backoff with jitter. A write
// is retried only with an Idempotency-Key, which makes its repeat harmless.
import { type ApiError, ConnectionError, RateLimitError } from "./errors.ts";

export interface RetryPolicy {
  /** Attempts in all, the first included (default 3). */
  readonly maxAttempts: number;
  /** Wait before the first retry, doubled for each further one (default 500 ms). */
  readonly baseDelayMs: number;
  /** Longest backoff wait (default 8000 ms). */
  readonly maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is thrown (default 60000 ms). */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
};

/** Milliseconds to wait before attempt `attempt + 1`, or undefined when the failure is final. */
export function retryDelay(
  failure: ApiError | ConnectionError,
  attempt: number,
  policy: RetryPolicy,
  safe: boolean,
): number | undefined {
  if (attempt >= policy.maxAttempts || !safe) return undefined;
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // "Equal jitter": half fixed, half random, so that clients that failed together spread out.
  const jittered = backoff / 2 + Math.random() * (backoff / 2);
  if (failure instanceof ConnectionError) return jittered;
  if (failure instanceof RateLimitError) {
    if (failure.retryAfter === undefined) return jittered;
    const wait = failure.retryAfter * 1000;
    return wait <= policy.maxRetryAfterMs ? wait : undefined;
  }
  if (failure.status >= 500 && failure.status !== 501) return jittered;
  return undefined;
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
