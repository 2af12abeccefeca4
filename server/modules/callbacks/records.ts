// A sale's paid callback as the module holds it: one notification (one Callback-Id) and the
// state of its delivery.
import type { Scope } from "../../kernel/scope.ts";

/**
 * pending: due at `dueAt`; delivering: claimed by a process, an attempt under way; delivered:
 * a 2xx answered; failed: every attempt was made and none answered 2xx.
 */
export type CallbackStatus = "pending" | "delivering" | "delivered" | "failed";

export interface SaleCallback {
  readonly id: number;
  /** The sale's account and data set: the secret that signs it, the sale its body is. */
  readonly scope: Scope;
  readonly saleId: number;
  readonly url: string;
  /** UUID sent as `Callback-Id`, the same on every attempt. */
  readonly callbackId: string;
  readonly status: CallbackStatus;
  /** Attempts made so far. */
  readonly attempts: number;
  /** When the next attempt is due (pending), or was when it was claimed. */
  readonly dueAt: Date;
}
