// Text messages: this deployment has no SMS gateway, so every message is kept in the outbox
// (status `outbox`) where developers see it on the outbox page; nothing is ever transmitted.
import type { DataCtx } from "../../kernel/scope.ts";
import { nowStamp } from "../../kernel/clock.ts";
import type { MessageDocument } from "../../kernel/mail.ts";
import { insertOutboxMessage } from "./repository/outbox.ts";

/** A Portuguese mobile number as the API takes it: 9 digits starting 91, 92, 93 or 96, no prefix. */
export function isPortugueseMobile(mobile: string): boolean {
  return /^9[1236][0-9]{7}$/.test(mobile);
}

export interface SmsMessage {
  readonly to: readonly { readonly name: string; readonly mobile: string }[];
  readonly message: string;
  /** The sale or receipt the message is about, if any. */
  readonly document?: MessageDocument;
}

/** Writes the outbox row of a text message in the caller's transaction; returns its id. Callers check the recipients first. */
export async function recordSms(ctx: DataCtx, sms: SmsMessage): Promise<number> {
  if (sms.to.length === 0) throw new Error("A text message needs at least one recipient.");
  if (sms.message.trim() === "") throw new Error("A text message cannot be empty.");
  return insertOutboxMessage(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    channel: "sms",
    recipients: JSON.stringify(sms.to.map((r) => ({ name: r.name, mobile: r.mobile }))),
    cc: null,
    subject: null,
    body: sms.message,
    attachments: "[]",
    status: "outbox",
    error: null,
    created_at: nowStamp(ctx.clock),
    document_kind: sms.document?.kind ?? null,
    document_id: sms.document?.id ?? null,
  });
}
