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
