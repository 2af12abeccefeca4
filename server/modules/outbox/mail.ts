// E-mail: delivery through SMTP when a server is configured (nodemailer), and the outbox row
// every message leaves in the store (with SMTP: a record of what was sent; without: the only
// copy, shown to developers by the outbox page).
import nodemailer from "nodemailer";
import type { Ctx, DataCtx } from "../../kernel/scope.ts";
import type { Db } from "../../store/database.ts";
import { deleteOutboxMessage, failSendingBefore, insertOutboxMessage, setOutboxStatus } from "./repository/outbox.ts";
import { deleteFiles } from "../files/index.ts";
import { timestamp, type Clock } from "../../kernel/clock.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { reserveFile, saveFile } from "../files/index.ts";

import type { EmailAttachment, EmailMessage, Mailer, OutgoingAttachment, OutgoingEmail } from "../../kernel/mail.ts";

/** An attachment as kept in the outbox: its name and its stored file (path below /files/). */
export interface StoredAttachment {
  readonly filename: string;
  readonly path: string;
}

/**
 * sending: recorded, delivery to the SMTP server under way (after the write committed);
 * sent: the SMTP server accepted it; outbox: no SMTP configured; failed: the server refused it.
 */
export type OutboxStatus = "sending" | "sent" | "outbox" | "failed";

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

/** The mail server refused a message or could not be reached; the message is its reason. */
export class DeliveryError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "DeliveryError";
  }
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
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (err) {
        throw new DeliveryError(reasonOf(err));
      }
    },
  };
}

/**
 * Stores the attachments of a message as files of the caller's data set: those it has the bytes
 * of in its transaction, those produced after the commit (a PDF) once they are (reserveFile).
 */
export async function storeAttachments(
  ctx: Ctx,
  attachments: readonly OutgoingAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  for (const a of attachments) {
    const file = { kind: "outbox", name: a.filename, contentType: a.contentType };
    const content = a.content;
    stored.push({
      filename: a.filename,
      path:
        typeof content === "function"
          ? reserveFile(ctx, file, content).path
          : await saveFile(ctx, { ...file, content }),
    });
  }
  return stored;
}

/** The message with every attachment's bytes (after the commit: a rendered PDF is produced by then). */
async function withContents(message: OutgoingEmail): Promise<EmailMessage> {
  const attachments: EmailAttachment[] = [];
  for (const a of message.attachments)
    attachments.push({ ...a, content: typeof a.content === "function" ? await a.content() : a.content });
  return { ...message, attachments };
}

/** Writes the outbox row of an e-mail in the caller's transaction; returns its id. */
export async function recordEmail(
  ctx: DataCtx,
  message: OutgoingEmail,
  attachmentPaths: readonly StoredAttachment[],
  status: OutboxStatus,
  error: string | null = null,
): Promise<number> {
  return insertOutboxMessage(ctx.tx, {
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
    document_kind: message.document?.kind ?? null,
    document_id: message.document?.id ?? null,
  });
}

/**
 * Records a message and has it delivered: the outbox row written in the caller's transaction
 * with its attachments (a PDF rendered after the commit is stored then, see storeAttachments); with SMTP configured the row says `sending` and delivery runs
 * after the commit (ctx.afterCommit), so no store connection waits on the mail server. Then
 * the row becomes `sent`, or on a refusal either `failed` (onFailure "record": e-mails sent as
 * a side effect of another write, which stands) or is removed with its attachments, and the
 * refusal `email.delivery.failed` becomes the operation's answer (onFailure "throw", the
 * default: the caller asked for this e-mail). Without SMTP the row says `outbox` and nothing is sent.
 */
export async function sendEmail(
  ctx: Ctx,
  mailer: Mailer,
  message: OutgoingEmail,
  options: { onFailure?: "throw" | "record" } = {},
): Promise<{ id: number; status: OutboxStatus }> {
  const stored = await storeAttachments(ctx, message.attachments);
  if (!mailer.delivers) return { id: await recordEmail(ctx, message, stored, "outbox"), status: "outbox" };
  const id = await recordEmail(ctx, message, stored, "sending");
  const { datasetId } = ctx.scope;
  ctx.afterCommit(async (store) => {
    try {
      await mailer.send(await withContents(message));
    } catch (err) {
      const error = `Sending the e-mail failed: ${reasonOf(err)}.`;
      if (options.onFailure === "record") {
        await store.transaction((tx) => setOutboxStatus(tx, id, "failed", error));
        return;
      }
      await store.transaction(async (tx) => {
        await deleteOutboxMessage(tx, id);
        await deleteFiles(
          tx,
          datasetId,
          stored.map((a) => a.path),
        );
      });
      throw err instanceof DeliveryError ? refuse("email.delivery.failed", { reason: err.message }) : err;
    }
    await store.transaction((tx) => setOutboxStatus(tx, id, "sent"));
  });
  return { id, status: "sending" };
}

/** Longer than any delivery takes (connection, greeting and socket timeouts together). */
const DELIVERY_WINDOW_MS = 5 * 60 * 1000;

/**
 * Marks as failed the e-mails whose delivery never finished: still `sending` well past the
 * time a delivery can take, because the process stopped abruptly between the commit and the
 * mail server's answer. Run on start; rows of deliveries other processes have under way are
 * younger than the window and stay as they are. Answers how many rows it marked.
 */
export async function failInterruptedDeliveries(db: Db, clock: Clock): Promise<number> {
  const before = timestamp(new Date(clock.now().getTime() - DELIVERY_WINDOW_MS));
  return failSendingBefore(
    db,
    before,
    "The delivery was interrupted: the server stopped before the mail server answered. Send the e-mail again.",
  );
}
