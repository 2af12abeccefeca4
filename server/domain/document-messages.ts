// Whether a sale or receipt was e-mailed or texted (store/repositories/outbox-documents.ts
// says by which channels each went).
import type { DataCtx } from "./scope.ts";
import type { MessageDocument } from "../outputs/mail.ts";
import { sentChannels } from "../store/repositories/outbox-documents.ts";

export interface MessagesSent {
  readonly email: boolean;
  readonly sms: boolean;
}

export async function messagesSent(ctx: DataCtx, document: MessageDocument): Promise<MessagesSent> {
  return (await messagesSentOf(ctx, document.kind, [document.id])).get(document.id)!;
}

/** messagesSent of several documents of one kind with one query, keyed by document ID. */
export async function messagesSentOf(
  ctx: DataCtx,
  kind: MessageDocument["kind"],
  ids: readonly number[],
): Promise<Map<number, MessagesSent>> {
  const channels = await sentChannels(ctx.tx, ctx.scope.datasetId, kind, ids);
  return new Map(
    ids.map((id) => {
      const sent = channels.get(id);
      return [id, { email: sent?.has("email") ?? false, sms: sent?.has("sms") ?? false }];
    }),
  );
}
