// Stored files (rendered PDFs, e-mail attachments, item images): their bytes and content type
// by the path below /files/ that answers name, within the data set that wrote them.
import type { Db, Tx } from "../../../store/database.ts";

/** Stores a file's bytes under its path. */
export async function insertFile(
  tx: Tx,
  file: { datasetId: number; path: string; contentType: string; content: Buffer; createdAt: string },
): Promise<void> {
  await tx
    .insertInto("files")
    .values({
      dataset_id: file.datasetId,
      path: file.path,
      content_type: file.contentType,
      content: file.content,
      created_at: file.createdAt,
    })
    .execute();
}

/** Removes the data set's files with these paths. */
export async function deleteFiles(tx: Tx, datasetId: number, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await tx
    .deleteFrom("files")
    .where("dataset_id", "=", datasetId)
    .where("path", "in", [...paths])
    .execute();
}

/** The file at this path (paths are unguessable and unique across data sets), if any. */
export async function fileAt(db: Db, path: string): Promise<{ contentType: string; content: Buffer } | undefined> {
  const row = await db
    .selectFrom("files")
    .select(["content_type", "content"])
    .where("path", "=", path)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, content: Buffer.from(row.content) } : undefined;
}
