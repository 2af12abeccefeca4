// Server settings from the environment, with the embedded defaults `npm start` runs on.
import { DEFAULT_DATABASE_URL } from "./store/database.ts";
import { parseOrigins } from "./http/cors.ts";

export interface Config {
  readonly port: number;
  /** Interface the server listens on: 127.0.0.1 by default, 0.0.0.0 (or ::) in a container. */
  readonly host: string;
  /** On SIGTERM/SIGINT, how long requests in flight (and their e-mail delivery) may take to finish. */
  readonly shutdownGraceSeconds: number;
  readonly databaseUrl: string;
  /** Largest JSON body accepted. */
  readonly bodyLimit: string;
  /** Validate every answer against the spec too (on in tests; costs time per request). */
  readonly validateResponses: boolean;
  readonly logLevel: string;
  /** Public base URL used in links the API returns (url_file, url_image). */
  readonly publicUrl: string | undefined;
  /** SMTP server for e-mail, e.g. smtp://user:pass@host:587; unset keeps messages in the outbox. */
  readonly smtpUrl: string | undefined;
  /** Sender of e-mails. */
  readonly mailFrom: string;
  /** Let attachment URLs and sales' paid callbacks reach loopback, private and reserved addresses (off: public addresses only). */
  readonly allowPrivateAttachmentUrls: boolean;
  /** Origins browser apps may call the API from (`*` for any); empty: only the server's own. */
  readonly corsOrigins: readonly string[];
  /**
   * Serve the outbox page (/outbox, /outbox.json: outputs/outbox-page.ts). OUTBOX_PAGE=1 or 0;
   * unset, on only on the embedded default (no DATABASE_URL: a developer's sandbox), off on a
   * database named by DATABASE_URL (a deployment).
   */
  readonly outboxPage: boolean;
  /** V8's old generation grows to at most 1 + this/100 times what survived its last full collection (memory.ts); 0: V8's own heuristics. */
  readonly heapGrowingPercent: number;
}

/** A switch set to 1/true or 0/false; `fallback` when unset or empty. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === "") return fallback;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new Error(`${name} must be 1 (on) or 0 (off), got "${env[name]}".`);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  const grace = Number(env.SHUTDOWN_GRACE_SECONDS ?? 25);
  if (!Number.isFinite(grace) || grace < 0)
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be a number of seconds, got "${env.SHUTDOWN_GRACE_SECONDS}".`);
  const host = env.HOST?.trim() || "127.0.0.1";
  const heapGrowingPercent = Number(env.HEAP_GROWING_PERCENT ?? 100);
  if (!Number.isInteger(heapGrowingPercent) || heapGrowingPercent < 0)
    throw new Error(`HEAP_GROWING_PERCENT must be a whole number of percent, got "${env.HEAP_GROWING_PERCENT}".`);
  return {
    port,
    host,
    shutdownGraceSeconds: grace,
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    bodyLimit: env.BODY_LIMIT ?? "5mb",
    validateResponses: env.VALIDATE_RESPONSES === "1" || env.VALIDATE_RESPONSES === "true",
    logLevel: env.LOG_LEVEL ?? "info",
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? '"Facturação" <no-reply@localhost>',
    allowPrivateAttachmentUrls:
      env.ALLOW_PRIVATE_ATTACHMENT_URLS === "1" || env.ALLOW_PRIVATE_ATTACHMENT_URLS === "true",
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    outboxPage: onOff(env, "OUTBOX_PAGE", env.DATABASE_URL === undefined),
    heapGrowingPercent,
  };
}
