// The outbox: every e-mail and text message a data set sent or keeps (recipients, body, the
// paths of its attachments, the document it is about) and the state of its delivery.
import type { Insertable, Selectable } from "kysely";
import type { Db, Tx } from "../../../store/database.ts";
import type { OutboxTable } from "../../../store/schema.ts";

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
