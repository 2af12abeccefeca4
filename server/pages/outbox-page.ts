// A developer's page listing the latest e-mails and text messages of one data set, and the
// attempts to post its sales' paid callbacks (the outbox): GET /outbox shows a form for a v1 api_token, POST /outbox (the form) answers the list
// as HTML, and GET /outbox.json answers it as JSON for `Authorization: Bearer <api_token>`.
// Mounted only where OUTBOX_PAGE enables it (config.ts: on by default on the embedded default,
// a developer's sandbox; off on a database named by DATABASE_URL). The key is admitted as the
// API admits one (outbox-access.ts): expiry, permission and the plan's request limit apply,
// and the request is logged with its account and data set. It is read from the header or the
// form only, never from the URL, where proxies, logs and browser history keep it.
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import type { Store } from "../store/database.ts";
import { latestOutbox, type OutboxEntry } from "../modules/outbox/index.ts";
import type { Clock } from "../kernel/clock.ts";
import type { KeyOwner } from "../modules/accounts/index.ts";
import { languageOf, type Language } from "../http/messages/catalogue.ts";
import { admitOutboxKey, type OutboxRefusal } from "./outbox-access.ts";

export const OUTBOX_PAGE_SIZE = 100;

export type { OutboxEntry };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}th{background:#f3f3f3}
pre{white-space:pre-wrap;margin:0;font:13px/1.35 ui-monospace,monospace}.failed{color:#b00}.error{color:#b00}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Outbox</title><style>${STYLE}</style></head><body><h1>Outbox</h1>${body}</body></html>`;
}

/** The key is typed, never shown back: the answer carries no key. */
const KEY_FORM = `<form method="post" action="/outbox"><label>api_token (a v1 key) <input name="api_token" type="password" size="40" autocomplete="off" required></label> <button>Show</button></form>`;

function recipientText(r: { name?: string; email?: string; mobile?: string; url?: string }): string {
  const address = r.email ?? r.mobile ?? r.url ?? "";
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

/** Where the key is: the Bearer header, the form's field, or (refused, never read) the URL. */
function keyOf(req: Request, fromForm: boolean): { key?: string; inUrl: boolean } {
  const inUrl = Object.keys(req.query as object).some((name) => /^api_token\b/i.test(name));
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
  const field = fromForm ? (req.body as Record<string, unknown> | undefined)?.api_token : undefined;
  const key = bearer ?? (typeof field === "string" && field.trim() !== "" ? field.trim() : undefined);
  return { key, inUrl };
}

function noStore(res: Response): void {
  res.set({
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
}

export interface OutboxPageDeps {
  readonly store: Store;
  readonly clock: Clock;
}

/** The outbox pages. Mount at the application root where the page is enabled (app.ts). */
export function outboxRouter(deps: OutboxPageDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 });

  /** The key's owner, admitted; or the refusal answered already (as HTML or JSON). */
  const admitted = async (
    req: Request,
    res: Response,
    fromForm: boolean,
    answer: (refusal: OutboxRefusal, language: Language) => void,
  ): Promise<KeyOwner | undefined> => {
    const language = languageOf(req.headers["accept-language"]);
    const found = keyOf(req, fromForm);
    const result = await admitOutboxKey(deps, res, found, language);
    if ("refusal" in result) {
      res.status(result.refusal.status);
      answer(result.refusal, language);
      return undefined;
    }
    return result.owner;
  };

  const listHtml = async (req: Request, res: Response, fromForm: boolean) => {
    noStore(res);
    const owner = await admitted(req, res, fromForm, (refusal, language) =>
      res
        .type("html")
        .send(
          page(
            `<p class="error" lang="${language}">${escapeHtml(refusal.message)}</p>${refusal.status === 401 ? KEY_FORM : ""}`,
          ),
        ),
    );
    if (!owner) return;
    const entries = await latestOutbox(deps.store.db, owner.scope.datasetId, OUTBOX_PAGE_SIZE);
    const intro = `<p>The latest ${OUTBOX_PAGE_SIZE} messages of the ${escapeHtml(owner.scope.mode)} data set, newest first.</p>`;
    res.type("html").send(page(`${KEY_FORM}${intro}${entriesTable(entries)}`));
  };

  router.get("/outbox", async (req, res, next) => {
    try {
      const { key, inUrl } = keyOf(req, false);
      if (key === undefined && !inUrl) {
        noStore(res);
        res
          .type("html")
          .send(
            page(
              `<p>E-mails and text messages kept by this server. Give the api_token of a v1 key to see its data set's messages.</p>${KEY_FORM}`,
            ),
          );
        return;
      }
      await listHtml(req, res, false);
    } catch (err) {
      next(err);
    }
  });

  // A form the parser cannot read (too large, a bad charset) is the sender's fault: a short page, no stack.
  const readForm: RequestHandler = (req, res, next) =>
    form(req, res, (err?: unknown) => {
      if (!err) return next();
      noStore(res);
      const status = (err as { status?: number }).status === 413 ? 413 : 400;
      res
        .status(status)
        .type("html")
        .send(page(`<p class="error">The form could not be read.</p>${KEY_FORM}`));
    });

  router.post("/outbox", readForm, async (req, res, next) => {
    try {
      await listHtml(req, res, true);
    } catch (err) {
      next(err);
    }
  });

  router.get("/outbox.json", async (req, res, next) => {
    try {
      noStore(res);
      const owner = await admitted(req, res, false, (refusal) =>
        res.json({ status: false, code: refusal.code, message: refusal.message }),
      );
      if (!owner) return;
      res.json({
        mode: owner.scope.mode,
        messages: await latestOutbox(deps.store.db, owner.scope.datasetId, OUTBOX_PAGE_SIZE),
      });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
