// Files the API hands out by URL (item images, document PDFs, statements). They live in the
// database under an unguessable path: a file the request brings is written in its transaction;
// a file the server produces (a rendered PDF) is reserved in the transaction (its path decided
// and recorded) and rendered and written after the commit (reserveFile), so that no output
// holds the store's writer.
import { randomBytes } from "node:crypto";
import type { Db, Store } from "../../store/database.ts";
import { deleteFiles, fileAt, insertFile } from "./repository/files.ts";
import type { Ctx, DataCtx } from "../../kernel/scope.ts";
import { nowStamp } from "../../kernel/clock.ts";

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

function newPath(kind: string, name: string): string {
  return `${kind}/${randomBytes(12).toString("hex")}/${safeName(name)}`;
}

/** Stores a file and returns its path below /files/. */
export async function saveFile(
  ctx: DataCtx,
  file: { kind: string; name: string; contentType: string; content: Buffer },
): Promise<string> {
  const path = newPath(file.kind, file.name);
  await insertFile(ctx.tx, {
    datasetId: ctx.scope.datasetId,
    path,
    contentType: file.contentType,
    content: file.content,
    createdAt: nowStamp(ctx.clock),
  });
  return path;
}

/** A file whose path is decided now and whose bytes are produced after the commit. */
export interface PendingFile {
  readonly path: string;
  readonly contentType: string;
  /** The file's bytes: produced once (after the commit; never call it inside the transaction). */
  content(): Promise<Buffer>;
}

/**
 * Reserves a file: its path is decided now (the caller records it in the transaction) and,
 * once the transaction has committed, `produce` runs (outside any transaction) and the file is
 * written in a short transaction of its own. `produce` must work from data taken in the
 * transaction, so the file shows what was committed. Should it fail, the operation answers
 * that failure while its writes stand; the file is then missing until produced again.
 */
export function reserveFile(
  ctx: Ctx,
  file: { kind: string; name: string; contentType: string },
  produce: () => Promise<Buffer>,
): PendingFile {
  const path = newPath(file.kind, file.name);
  let produced: Promise<Buffer> | undefined;
  const content = () => (produced ??= produce());
  const { datasetId } = ctx.scope;
  const createdAt = nowStamp(ctx.clock);
  ctx.afterCommit(async (store: Store) => {
    const bytes = await content();
    await store.transaction((tx) =>
      insertFile(tx, { datasetId, path, contentType: file.contentType, content: bytes, createdAt }),
    );
  });
  return { path, contentType: file.contentType, content };
}

/** A stored file as a PendingFile (read in the transaction); undefined when nothing is stored at `path`. */
export async function storedPendingFile(ctx: DataCtx, path: string): Promise<PendingFile | undefined> {
  const stored = await fileAt(ctx.tx, path);
  if (!stored) return undefined;
  const bytes = Promise.resolve(stored.content);
  return { path, contentType: stored.contentType, content: () => bytes };
}

export async function deleteFile(ctx: DataCtx, path: string | null | undefined): Promise<void> {
  if (!path) return;
  await deleteFiles(ctx.tx, ctx.scope.datasetId, [path]);
}

export function readStoredFile(db: Db, path: string): Promise<StoredFile | undefined> {
  return fileAt(db, path);
}

/** The public URL of a stored file. */
export function fileUrl(baseUrl: string, path: string | null): string | null {
  return path === null ? null : `${baseUrl}/files/${path.split("/").map(encodeURIComponent).join("/")}`;
}
