// The channels by which documents were sent, and the attachments they were e-mailed with: the
// outbox messages that name them. A message the mail server refused (kept as `failed`) does
// not count; one being delivered does.
import type { Db, Tx } from "../../../store/database.ts";

export type DocumentKind = "sale" | "receipt";

/** For each of these documents of one kind that was sent, the channels it went by ("email", "sms"). */
export async function sentChannels(
  tx: Tx,
  datasetId: number,
  kind: DocumentKind,
  ids: readonly number[],
): Promise<Map<number, Set<string>>> {
  const sent = new Map<number, Set<string>>();
  if (ids.length === 0) return sent;
  const rows = await tx
    .selectFrom("outbox")
    .select(["document_id", "channel"])
    .distinct()
    .where("dataset_id", "=", datasetId)
    .where("document_kind", "=", kind)
    .where("document_id", "in", [...ids])
    .where("status", "!=", "failed")
    .execute();
  for (const r of rows) {
    if (r.document_id === null) continue;
    const channels = sent.get(r.document_id);
    if (channels) channels.add(r.channel);
    else sent.set(r.document_id, new Set([r.channel]));
  }
  return sent;
}

/** The attachments (JSON) of the data set's e-mails of a document, delivered or kept in the outbox. */
export async function emailAttachmentsOf(
  db: Db,
  datasetId: number,
  document: { readonly kind: DocumentKind; readonly id: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["attachments"])
    .where("dataset_id", "=", datasetId)
    .where("document_kind", "=", document.kind)
    .where("document_id", "=", document.id)
    .where("channel", "=", "email")
    .where("status", "in", ["sent", "outbox"])
    .execute();
  return rows.map((r) => r.attachments);
}
