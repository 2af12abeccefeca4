// The attempts to deliver sales' paid callbacks, kept in the outbox beside e-mails and text
// messages (channel `callback`), so that the outbox page shows what was posted where and what
// became of it: `sent` (answered 2xx) or `failed` (the status or the error, and what follows).
import type { Tx } from "../../store/database.ts";
import { insertOutboxMessage } from "./repository/outbox.ts";

export interface CallbackAttempt {
  readonly datasetId: number;
  readonly saleId: number;
  readonly url: string;
  readonly callbackId: string;
  /** Its number, from 1, and how many are made at most. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** The body posted (empty when it could not be made). */
  readonly body: string;
  /** Answered 2xx. */
  readonly delivered: boolean;
  /** `HTTP <status>`, or why no answer came (the address refused, a timeout, a network error). */
  readonly result: string;
  /** When the next attempt is due (Lisbon time), if any follows a failure. */
  readonly retryAt: string | null;
  /** When it was made (Lisbon time). */
  readonly at: string;
}

/** Writes the outbox row of one attempt; answers its id. */
export function recordCallbackAttempt(tx: Tx, attempt: CallbackAttempt): Promise<number> {
  const next = attempt.retryAt === null ? "no attempt follows" : `next attempt at ${attempt.retryAt}`;
  return insertOutboxMessage(tx, {
    dataset_id: attempt.datasetId,
    channel: "callback",
    recipients: JSON.stringify([{ url: attempt.url }]),
    cc: null,
    subject: `Callback-Id ${attempt.callbackId}, attempt ${attempt.attempt} of ${attempt.maxAttempts}: ${attempt.result}`,
    body: attempt.body,
    attachments: "[]",
    status: attempt.delivered ? "sent" : "failed",
    error: attempt.delivered ? null : `${attempt.result}; ${next}`,
    created_at: attempt.at,
    document_kind: "sale",
    document_id: attempt.saleId,
  });
}
