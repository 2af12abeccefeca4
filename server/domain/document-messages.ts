// Whether a sale or receipt was e-mailed or texted: the outbox messages that name it. An
// e-mail the mail server refused (kept as `failed`) does not count; one being delivered does.
import type { DataCtx } from "./scope.ts";
import type { MessageDocument } from "../outputs/mail.ts";

export interface MessagesSent {
  readonly email: boolean;
  readonly sms: boolean;
}

export async function messagesSent(ctx: DataCtx, document: MessageDocument): Promise<MessagesSent> {
  const rows = await ctx.tx
    .selectFrom("outbox")
    .select("channel")
    .distinct()
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("document_kind", "=", document.kind)
    .where("document_id", "=", document.id)
    .where("status", "!=", "failed")
    .execute();
  const channels = new Set(rows.map((r) => r.channel));
  return { email: channels.has("email"), sms: channels.has("sms") };
}

/** messagesSent of several documents of one kind with one query, keyed by document ID. */
export async function messagesSentOf(
  ctx: DataCtx,
  kind: MessageDocument["kind"],
  ids: readonly number[],
): Promise<Map<number, MessagesSent>> {
  const sent = new Map<number, MessagesSent>(ids.map((id) => [id, { email: false, sms: false }]));
  if (ids.length === 0) return sent;
  const rows = await ctx.tx
    .selectFrom("outbox")
    .select(["document_id", "channel"])
    .distinct()
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("document_kind", "=", kind)
    .where("document_id", "in", [...ids])
    .where("status", "!=", "failed")
    .execute();
  for (const r of rows) {
    if (r.document_id === null) continue;
    const current = sent.get(r.document_id)!;
    sent.set(r.document_id, { email: current.email || r.channel === "email", sms: current.sms || r.channel === "sms" });
  }
  return sent;
}
