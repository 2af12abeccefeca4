// A developer page listing the latest e-mails and text messages of one data set (the outbox),
// as HTML at GET /outbox and as JSON at GET /outbox.json, both behind `?api_token=` (a v1 key).
import { Router, type Request, type Response } from "express";
import type { Db } from "../store/database.ts";
import { latestOutboxRows } from "../store/repositories/outbox.ts";
import type { Clock } from "../domain/clock.ts";
import { ownerOfApiToken, type KeyOwner } from "../domain/accounts.ts";
import { fileUrl } from "./files.ts";
import { requestFacts } from "../http/request-log.ts";

export const OUTBOX_PAGE_SIZE = 100;

export interface OutboxEntry {
  readonly id: number;
  readonly channel: string;
  readonly status: string;
  readonly recipients: { name?: string; email?: string; mobile?: string }[];
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
export async function latestOutbox(db: Db, datasetId: number, limit = OUTBOX_PAGE_SIZE): Promise<OutboxEntry[]> {
  const rows = await latestOutboxRows(db, datasetId, limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    status: r.status,
    recipients: parseArray<{ name?: string; email?: string; mobile?: string }>(r.recipients),
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

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}th{background:#f3f3f3}
pre{white-space:pre-wrap;margin:0;font:13px/1.35 ui-monospace,monospace}.failed{color:#b00}.error{color:#b00}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function tokenForm(token: string): string {
  return `<form method="get" action="/outbox"><label>api_token (a v1 key) <input name="api_token" size="40" value="${escapeHtml(token)}" autocomplete="off"></label> <button>Show</button></form>`;
}

function recipientText(r: { name?: string; email?: string; mobile?: string }): string {
  const address = r.email ?? r.mobile ?? "";
  return r.name ? `${r.name} <${address}>` : address;
}

function entriesTable(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return "<p>No messages yet.</p>";
  const rows = entries.map((e) => {
    const attachments = e.attachments
      .map((a) => `<a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a>`)
      .join("<br>");
    const recipients = e.recipients.map((r) => escapeHtml(recipientText(r))).join("<br>");
    const cc = e.cc.length > 0 ? `<br>cc: ${e.cc.map(escapeHtml).join(", ")}` : "";
    const error = e.error ? `<div class="error">${escapeHtml(e.error)}</div>` : "";
    return `<tr><td>${e.id}</td><td>${escapeHtml(e.created_at)}</td><td>${escapeHtml(e.channel)}</td><td class="${escapeHtml(e.status)}">${escapeHtml(e.status)}${error}</td><td>${recipients}${cc}</td><td>${escapeHtml(e.subject ?? "")}</td><td><pre>${escapeHtml(e.body)}</pre></td><td>${attachments}</td></tr>`;
  });
  return `<table><thead><tr><th>#</th><th>Created</th><th>Channel</th><th>Status</th><th>Recipients</th><th>Subject</th><th>Body</th><th>Attachments</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function tokenOf(req: Request): string {
  const value = req.query.api_token;
  return typeof value === "string" ? value.trim() : "";
}

function noStore(res: Response): void {
  // The token travels in the URL: keep the page out of caches and referrers.
  res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff" });
}

/**
 * The outbox pages. Mount at the application root: `app.use(outboxRouter(store.db, clock))`.
 * Not for production traffic: it is a developer's view of what the service would send.
 */
export function outboxRouter(db: Db, clock: Clock): Router {
  const router = Router();

  const resolve = async (token: string, res: Response): Promise<KeyOwner | undefined> => {
    const owner = token ? await ownerOfApiToken(db, token, clock) : undefined;
    if (owner) Object.assign(requestFacts(res), { account: owner.scope.accountId, dataset: owner.scope.mode });
    return owner;
  };

  router.get("/outbox", async (req, res, next) => {
    try {
      noStore(res);
      res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
      const token = tokenOf(req);
      if (!token) {
        res
          .type("html")
          .send(
            page(
              "Outbox",
              `<p>E-mails and text messages kept by this server. Give the api_token of a v1 key to see its data set's messages.</p>${tokenForm("")}`,
            ),
          );
        return;
      }
      const owner = await resolve(token, res);
      if (!owner) {
        res
          .status(401)
          .type("html")
          .send(page("Outbox", `<p class="error">Unknown api_token: no v1 key has this token.</p>${tokenForm(token)}`));
        return;
      }
      const entries = await latestOutbox(db, owner.scope.datasetId);
      const intro = `<p>The latest ${OUTBOX_PAGE_SIZE} messages of the ${escapeHtml(owner.scope.mode)} data set, newest first.</p>`;
      res.type("html").send(page("Outbox", `${tokenForm(token)}${intro}${entriesTable(entries)}`));
    } catch (err) {
      next(err);
    }
  });

  router.get("/outbox.json", async (req, res, next) => {
    try {
      noStore(res);
      const token = tokenOf(req);
      const owner = await resolve(token, res);
      if (!owner) {
        res.status(401).json({
          message: token
            ? "Unknown api_token: no v1 key has this token."
            : "Give the api_token of a v1 key: /outbox.json?api_token=...",
        });
        return;
      }
      res.json({ mode: owner.scope.mode, messages: await latestOutbox(db, owner.scope.datasetId) });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
