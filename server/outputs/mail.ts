// E-mail: delivery through SMTP when a server is configured (nodemailer), and the outbox row
// every message leaves in the store (with SMTP: a record of what was sent; without: the only
// copy, shown to developers by the outbox page).
import nodemailer from "nodemailer";
import type { Ctx, DataCtx } from "../domain/scope.ts";
import { invalid } from "../domain/errors.ts";
import { nowStamp } from "../domain/clock.ts";
import { saveFile } from "./files.ts";

export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface EmailMessage {
  readonly to: readonly { readonly name: string; readonly email: string }[];
  readonly cc: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly EmailAttachment[];
}

/** An attachment as kept in the outbox: its name and its stored file (path below /files/). */
export interface StoredAttachment {
  readonly filename: string;
  readonly path: string;
}

/** sent: the SMTP server accepted it; outbox: no SMTP configured; failed: the server refused it. */
export type OutboxStatus = "sent" | "outbox" | "failed";

export interface Mailer {
  /** False when no SMTP server is configured: `send` then does nothing. */
  readonly delivers: boolean;
  send(message: EmailMessage): Promise<void>;
}

export interface MailerConfig {
  /** e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://...`; none keeps messages in the outbox. */
  readonly smtpUrl?: string | null;
  /** The sender, e.g. `"Invoicing" <no-reply@example.com>`. */
  readonly from: string;
}

// A request waits for the SMTP server: keep the wait bounded.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.trim().replace(/[.\s]+$/, "") || "unknown error";
}

export function createMailer(config: MailerConfig): Mailer {
  const url = config.smtpUrl?.trim();
  if (!url) return { delivers: false, send: async () => undefined };
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    delivers: true,
    async send(message) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to.map((r) => ({ name: r.name, address: r.email })),
          cc: message.cc.length > 0 ? [...message.cc] : undefined,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        });
      } catch (err) {
        throw invalid(`Sending the e-mail failed: ${reasonOf(err)}.`);
      }
    },
  };
}

/** Stores the attachments of a message as files of the caller's data set, in its transaction. */
export async function storeAttachments(ctx: Ctx, attachments: readonly EmailAttachment[]): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  for (const a of attachments) {
    stored.push({ filename: a.filename, path: await saveFile(ctx, { kind: "outbox", name: a.filename, contentType: a.contentType, content: a.content }) });
  }
  return stored;
}

/** Writes the outbox row of an e-mail in the caller's transaction; returns its id. */
export async function recordEmail(
  ctx: DataCtx,
  message: EmailMessage,
  attachmentPaths: readonly StoredAttachment[],
  status: OutboxStatus,
  error: string | null = null,
): Promise<number> {
  const row = await ctx.tx
    .insertInto("outbox")
    .values({
      dataset_id: ctx.scope.datasetId,
      channel: "email",
      recipients: JSON.stringify(message.to.map((r) => ({ name: r.name, email: r.email }))),
      cc: message.cc.length > 0 ? JSON.stringify(message.cc) : null,
      subject: message.subject,
      body: message.text,
      attachments: JSON.stringify(attachmentPaths.map((a) => ({ filename: a.filename, path: a.path }))),
      status,
      error,
      created_at: nowStamp(ctx.clock),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sends a message and records it: attachments stored, delivered when SMTP is configured, the
 * outbox row written with its status. A refusal by the server throws the domain error (the
 * caller's transaction, outbox row included, rolls back) unless `onFailure` is "record", which
 * keeps a `failed` row and returns instead (for e-mails sent as a side effect of another write).
 */
export async function sendEmail(
  ctx: Ctx,
  mailer: Mailer,
  message: EmailMessage,
  options: { onFailure?: "throw" | "record" } = {},
): Promise<{ id: number; status: OutboxStatus; error: string | null }> {
  const stored = await storeAttachments(ctx, message.attachments);
  let status: OutboxStatus = mailer.delivers ? "sent" : "outbox";
  let error: string | null = null;
  try {
    await mailer.send(message);
  } catch (err) {
    if (options.onFailure !== "record") throw err;
    status = "failed";
    error = err instanceof Error ? err.message : String(err);
  }
  return { id: await recordEmail(ctx, message, stored, status, error), status, error };
}
