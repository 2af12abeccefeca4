// The outbox as the outbox page shows it: a data set's latest messages, newest first, with the
// recipients, copies and attachments the rows keep as JSON read back (an unreadable list is empty).
import type { Db } from "../../store/database.ts";
import { latestOutboxRows } from "./repository/outbox.ts";
import { fileUrl } from "../files/index.ts";

export interface OutboxEntry {
  readonly id: number;
  readonly channel: string;
  readonly status: string;
  readonly recipients: { name?: string; email?: string; mobile?: string; url?: string }[];
  readonly cc: string[];
  readonly subject: string | null;
  readonly body: string;
  readonly attachments: { filename: string; path: string; url: string }[];
  readonly error: string | null;
  readonly created_at: string;
}

function parseArray<T>(json: string | null): T[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The latest outbox rows of a data set, newest first. */
export async function latestOutbox(db: Db, datasetId: number, limit: number): Promise<OutboxEntry[]> {
  const rows = await latestOutboxRows(db, datasetId, limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    status: r.status,
    recipients: parseArray<{ name?: string; email?: string; mobile?: string; url?: string }>(r.recipients),
    cc: parseArray<string>(r.cc),
    subject: r.subject,
    body: r.body,
    attachments: parseArray<{ filename: string; path: string }>(r.attachments).map((a) => ({
      filename: String(a.filename),
      path: String(a.path),
      url: fileUrl("", String(a.path)) ?? "",
    })),
    error: r.error,
    created_at: r.created_at,
  }));
}
