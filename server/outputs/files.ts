// Files the API hands out by URL (item images, document PDFs, statements). They live in the
// database, written in the caller's transaction, under an unguessable path.
import { randomBytes } from "node:crypto";
import type { Db } from "../store/database.ts";
import type { DataCtx } from "../domain/scope.ts";
import { nowStamp } from "../domain/clock.ts";

export interface StoredFile {
  readonly contentType: string;
  readonly content: Buffer;
}

function safeName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cleaned || "file";
}

/** Stores a file and returns its path below /files/. */
export async function saveFile(
  ctx: DataCtx,
  file: { kind: string; name: string; contentType: string; content: Buffer },
): Promise<string> {
  const path = `${file.kind}/${randomBytes(12).toString("hex")}/${safeName(file.name)}`;
  await ctx.tx
    .insertInto("files")
    .values({
      dataset_id: ctx.scope.datasetId,
      path,
      content_type: file.contentType,
      content: file.content,
      created_at: nowStamp(ctx.clock),
    })
    .execute();
  return path;
}

export async function deleteFile(ctx: DataCtx, path: string | null | undefined): Promise<void> {
  if (!path) return;
  await ctx.tx.deleteFrom("files").where("path", "=", path).where("dataset_id", "=", ctx.scope.datasetId).execute();
}

export async function readStoredFile(db: Db, path: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom("files")
    .select(["content_type", "content"])
    .where("path", "=", path)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, content: Buffer.from(row.content) } : undefined;
}

/** The public URL of a stored file. */
export function fileUrl(baseUrl: string, path: string | null): string | null {
  return path === null ? null : `${baseUrl}/files/${path.split("/").map(encodeURIComponent).join("/")}`;
}
