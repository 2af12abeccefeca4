// Request ids and the request log. Every answer carries X-Request-Id (the caller's, when it
// sent a usable one); every log line of a request carries that id with what is known of the
// request: generation, operation, account, data set, status, duration and refusal code.
// Secrets never reach a log line: no query string, no body, no header is logged, path
// segments that look like tokens (stored files, payment links) are masked, and pino redacts
// the credential fields should any object carrying them ever be logged.
import { randomUUID } from "node:crypto";
import type { DestinationStream, Logger } from "pino";
import { pino } from "pino";
import type { RequestHandler, Response } from "express";

/** What the log says about one request; filled in as the request goes through the server. */
export interface RequestFacts {
  readonly id: string;
  generation?: string;
  operation?: string;
  account?: number;
  dataset?: "production" | "demo";
  refusal?: string;
}

const FACTS = Symbol("request facts");
const CALLER_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The facts of the request a response answers (created on first use). */
export function requestFacts(res: Response): RequestFacts {
  const locals = res.locals as { [FACTS]?: RequestFacts };
  return (locals[FACTS] ??= { id: randomUUID() });
}

function factFields(facts: RequestFacts): Record<string, unknown> {
  const fields: Record<string, unknown> = { req_id: facts.id };
  if (facts.generation) fields.generation = facts.generation;
  if (facts.operation) fields.operation = facts.operation;
  if (facts.account !== undefined) fields.account = facts.account;
  if (facts.dataset) fields.dataset = facts.dataset;
  if (facts.refusal) fields.refusal = facts.refusal;
  return fields;
}

/** A logger whose lines carry the request's id and facts as they stand now. */
export function requestLogger(res: Response, logger: Logger): Logger {
  return logger.child(factFields(requestFacts(res)));
}

/**
 * The path of a URL as it may be logged: no query string (a key put there by mistake, which
 * the outbox page refuses unread, stays out of the log too), and segments that look like
 * tokens (long, with digits: stored files, MB WAY links) masked.
 */
export function loggablePath(url: string): string {
  const path = url.split("?")[0]!.split("#")[0]!;
  return path
    .split("/")
    .map((segment) =>
      segment.length >= 16 && /[0-9]/.test(segment) && /^[A-Za-z0-9_~.%-]+$/.test(segment) ? "…" : segment,
    )
    .join("/");
}

/**
 * Fields pino replaces by [redacted] in any object logged, at the top level or one below
 * (an error's `body` or `headers`, which body parsers attach, included).
 */
export const REDACTED_FIELDS = [
  "api_token",
  "legacy_secret",
  "password",
  "authorization",
  "secret",
  "token",
  "cookie",
  "body",
  "rawBody",
  "headers",
].flatMap((f) => [f, `*.${f}`]);

/** The server's logger: JSON lines on stdout (or `destination`), credentials redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_FIELDS, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Gives each request its id (a caller's `X-Request-Id` of 1 to 128 safe characters, or a new
 * UUID), answers it in `X-Request-Id`, and writes one line per request when its answer is
 * sent (or its client went away first).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const sent = req.headers["x-request-id"];
    const caller = typeof sent === "string" && CALLER_ID.test(sent.trim()) ? sent.trim() : undefined;
    const facts = requestFacts(res);
    if (caller) (facts as { id: string }).id = caller;
    res.setHeader("X-Request-Id", facts.id);
    const started = process.hrtime.bigint();
    const line = (finished: boolean) => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const fields = Object.assign(factFields(facts), {
        method: req.method,
        path: loggablePath(req.originalUrl),
        status: res.statusCode,
        ms,
      });
      if (finished) logger.info(fields, "request");
      else
        logger.warn({ ...fields, status: undefined, aborted: true }, "request: the client went away before the answer");
    };
    res.on("finish", () => line(true));
    res.on("close", () => {
      if (!res.writableFinished) line(false);
    });
    next();
  };
}
