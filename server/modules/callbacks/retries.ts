// When a paid callback is tried again: 1, 5 and 30 minutes, 2 and 12 hours after each failed
// attempt, 6 attempts in all; then it is given up (the outbox keeps every attempt).

export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** What follows the failure of attempt number `attempts` (from 1), made at `at`. */
export function afterFailure(
  attempts: number,
  at: Date,
): { readonly status: "pending"; readonly dueAt: Date } | { readonly status: "failed" } {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? { status: "failed" } : { status: "pending", dueAt: new Date(at.getTime() + delay) };
}
