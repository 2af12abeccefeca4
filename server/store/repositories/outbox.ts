// The outbox: every e-mail and text message a data set sent or keeps (recipients, body, the
// paths of its attachments, the document it is about) and the state of its delivery.
import type { Insertable, Selectable } from "kysely";
import type { Db, Tx } from "../database.ts";
import type { OutboxTable } from "../schema.ts";

export type OutboxRow = Selectable<OutboxTable>;

/** Writes a message; answers its ID. */
export async function insertOutboxMessage(tx: Tx, message: Insertable<OutboxTable>): Promise<number> {
  const row = await tx.insertInto("outbox").values(message).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a message's delivery state (and the error that ended it, if any). */
export async function setOutboxStatus(
  tx: Tx,
  id: number,
  status: "sending" | "sent" | "outbox" | "failed",
  error?: string,
): Promise<void> {
  await tx
    .updateTable("outbox")
    .set(error === undefined ? { status } : { status, error })
    .where("id", "=", id)
    .execute();
}

/** Removes a message (its delivery was refused and the request that asked for it fails). */
export async function deleteOutboxMessage(tx: Tx, id: number): Promise<void> {
  await tx.deleteFrom("outbox").where("id", "=", id).execute();
}

/** Marks failed, with this error, the messages still `sending` that were written before `before`; answers how many. */
export async function failSendingBefore(db: Db, before: string, error: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "failed", error })
    .where("status", "=", "sending")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The data set's latest messages, newest first. */
export function latestOutboxRows(db: Db, datasetId: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The ID of the data set's latest message (0 when none): messages written after it were written since. */
export async function lastOutboxId(tx: Tx, datasetId: number): Promise<number> {
  const row = await tx
    .selectFrom("outbox")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** The attachments (JSON) of the data set's e-mails written after message `after`, delivered or kept in the outbox. */
export async function emailAttachmentsAfter(db: Db, datasetId: number, after: number): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["attachments"])
    .where("dataset_id", "=", datasetId)
    .where("channel", "=", "email")
    .where("status", "in", ["sent", "outbox"])
    .where("id", ">", after)
    .execute();
  return rows.map((r) => r.attachments);
}
