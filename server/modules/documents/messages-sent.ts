// Whether a sale or receipt was e-mailed or texted (modules/outbox/repository/outbox-documents.ts
// says by which channels each went), and whether an e-mail of it carried a given file.
import type { DataCtx } from "../../kernel/scope.ts";
import type { Db } from "../../store/database.ts";
import type { MessageDocument } from "../../kernel/mail.ts";
import { emailAttachmentsOf, sentChannels } from "../outbox/index.ts";

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

/**
 * Whether an e-mail of the data set's document, delivered or kept in the outbox, attached the
 * file `filename` (read after the commit, outside a request's transaction).
 */
export async function emailedWithFile(
  db: Db,
  datasetId: number,
  document: Pick<MessageDocument, "kind" | "id">,
  filename: string,
): Promise<boolean> {
  const attachments = await emailAttachmentsOf(db, datasetId, document);
  return attachments.some((json) => (JSON.parse(json) as { filename: string }[]).some((a) => a.filename === filename));
}
