// Idempotency-Key on the operations that write (those whose spec declares the header): the
// first answer is kept per account, data set and key for 24 hours and a repeat of the same
// request answers it again without executing anything; a repeat that arrives while the
// first runs waits for it. Answers of 429 and 5xx are not kept, so those may be retried.
// The credentials are no part of the request: a retry sent with a key rotated meanwhile
// (`accounts rotate-keys`) is the same request, replayed, not another one.
import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { Store, Tx } from "../store/database.ts";
import type { Clock } from "../kernel/clock.ts";
import type { KeyOwner } from "../modules/accounts/index.ts";
import { claimKey, completeKey, purgeKeys, releaseKey, type KeyOf } from "../store/idempotency-keys.ts";
import { WireRefusal } from "./failures.ts";
import { IDEMPOTENCY_HEADER } from "./openapi-document.ts";

/** How long a key's answer is kept. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request before answering 429 with Retry-After. */
const WAIT_MS = 20_000;
/** A claim running longer than this is taken to be abandoned (its request died). */
const LEASE_MS = 2 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const JSON_TYPE = "application/json; charset=utf-8";
/**
 * Headers that are part of an answer rather than of its transport, kept and replayed with it:
 * v2 answers a failure's code in `Refusal-Code` beside its bare message.
 */
const KEPT_HEADERS = ["Refusal-Code"] as const;

/** A claim this request holds: it keeps the operation's answer in the operation's transaction. */
export interface HeldClaim {
  /** Keeps the success the operation answers (its status: 200, or v2's 201 on a create). */
  complete(tx: Tx, answer: { status: number; body: unknown }): Promise<void>;
}

export interface IdempotencyDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** What the dispatcher knows of the request when the key is checked. */
export interface IdempotencyContext {
  readonly owner?: KeyOwner;
  readonly files?: readonly { field: string; name: string; contentType: string; content: Buffer }[];
  claim?: HeldClaim;
}

/** JSON with object keys sorted, so that two spellings of one body have one fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What makes two requests the same request: path parameters, body and files. Not the
 * credentials: neither the body's credential fields nor any header (legacy's Basic
 * Authorization) is read.
 */
function fingerprintOf(
  params: unknown,
  body: unknown,
  files: IdempotencyContext["files"],
  credentialFields: readonly string[],
): string {
  const hash = createHash("sha256").update(canonical({ params, body: withoutFields(body, credentialFields) }));
  for (const f of files ?? []) hash.update(`\n${f.field}\n${f.name}\n${f.contentType}\n`).update(f.content);
  return hash.digest("hex");
}

function withoutFields(body: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || body === null || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([k]) => !fields.includes(k)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stillRunning(res: Response): WireRefusal {
  res.set("Retry-After", "1");
  return new WireRefusal("request.idempotency_key.in_progress", { seconds: 1 }, IDEMPOTENCY_HEADER);
}

/**
 * The middleware of one write operation; it runs after authentication and validation.
 * `credentialFields` are the body fields that carry the generation's credentials (v1's api_token).
 */
export function idempotency(
  deps: IdempotencyDeps,
  operationId: string,
  context: (res: Response) => IdempotencyContext,
  credentialFields: readonly string[] = [],
): RequestHandler {
  const purged = new Map<number, number>();
  return async (req, res, next) => {
    try {
      const value = req.get(IDEMPOTENCY_HEADER);
      const ctx = context(res);
      if (value === undefined || !ctx.owner) return next();
      const { accountId, datasetId } = ctx.owner.scope;
      const key: KeyOf = { accountId, datasetId, key: value };
      const fingerprint = fingerprintOf(req.params, req.body, ctx.files, credentialFields);
      const deadline = Date.now() + WAIT_MS;
      for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
        const now = deps.clock.now();
        const found = await claimKey(deps.store.db, key, {
          operationId,
          fingerprint,
          now,
          expiredBefore: new Date(now.getTime() - KEEP_MS),
          staleBefore: new Date(now.getTime() - LEASE_MS),
        });
        if (found.outcome === "mismatch")
          throw new WireRefusal("request.idempotency_key.reused", {}, IDEMPOTENCY_HEADER);
        if (found.outcome === "done") {
          res
            .status(found.answer.status)
            .set(found.answer.headers ?? {})
            .set("Idempotent-Replayed", "true")
            .type(found.answer.contentType)
            .send(found.answer.body);
          return;
        }
        if (found.outcome === "claimed") {
          ctx.claim = hold(deps, res, key, found.token);
          if (Date.now() - (purged.get(datasetId) ?? 0) > PURGE_EVERY_MS) {
            purged.set(datasetId, Date.now());
            await purgeKeys(deps.store.db, datasetId, new Date(now.getTime() - KEEP_MS));
          }
          return next();
        }
        if (Date.now() + delay > deadline || req.socket.destroyed) throw stillRunning(res);
        await sleep(delay);
      }
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Holds a claim for the rest of the request: the operation's success is kept inside its
 * transaction (complete), and whatever the request answers in the end is kept too (a refusal,
 * or a refusal that replaced the success after the commit), except 429 and 5xx, which give
 * the claim up. The answer leaves only once it is kept, so a repeat never misses it.
 */
function hold(deps: IdempotencyDeps, res: Response, key: KeyOf, token: string): HeldClaim {
  const json = res.json.bind(res);
  let keptInTransaction: number | undefined;
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const keep =
      status === keptInTransaction
        ? Promise.resolve()
        : status === 429 || status >= 500
          ? releaseKey(deps.store.db, key, token)
          : completeKey(deps.store.db, key, token, {
              status,
              contentType: JSON_TYPE,
              body: JSON.stringify(body),
              headers: keptHeaders(res),
            });
    keep
      .catch((err: unknown) => deps.logger.error({ err, status }, "the answer of an Idempotency-Key could not be kept"))
      .finally(() => json(body));
    return res;
  };
  return {
    async complete(tx, answer) {
      const kept = await completeKey(tx, key, token, {
        status: answer.status,
        contentType: JSON_TYPE,
        body: JSON.stringify(answer.body),
      });
      // Taken over by a repeat that found this request stale: roll this one back.
      if (!kept) throw stillRunning(res);
      keptInTransaction = answer.status;
    },
  };
}

/** The KEPT_HEADERS an answer carries, or undefined when it carries none. */
function keptHeaders(res: Response): Record<string, string> | undefined {
  const headers = KEPT_HEADERS.flatMap((name) => {
    const value = res.getHeader(name);
    return value === undefined ? [] : [[name, String(value)] as const];
  });
  return headers.length === 0 ? undefined : Object.fromEntries(headers);
}
