// Queries of the answers kept per Idempotency-Key. A request claims its key by inserting the
// row first (the primary key makes one claim win under any concurrency, on SQLite and
// PostgreSQL alike); the winner completes it with its answer, inside the operation's own
// transaction when the operation succeeds, so a committed write always has its answer kept.
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { Db, Tx } from "./database.ts";
import type { Database } from "./schema.ts";

/** Which key: the account, the data set the credentials act on, and the header's value. */
export interface KeyOf {
  readonly accountId: number;
  readonly datasetId: number;
  readonly key: string;
}

/** An answer as it was sent: replayed byte for byte. */
export interface KeptAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  /** Headers that belong to the answer (v2's `Refusal-Code`), when it has any. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What trying to claim a key found. */
export type ClaimResult =
  | { readonly outcome: "claimed"; readonly token: string }
  | { readonly outcome: "done"; readonly answer: KeptAnswer }
  | { readonly outcome: "running" }
  | { readonly outcome: "mismatch" };

export interface ClaimRequest {
  readonly operationId: string;
  readonly fingerprint: string;
  readonly now: Date;
  /** Keys first used before this instant are forgotten. */
  readonly expiredBefore: Date;
  /** A running claim taken before this instant is abandoned (its request died) and may be taken over. */
  readonly staleBefore: Date;
}

/** The row of one key, as a filter. */
function sameKey(key: KeyOf) {
  return (eb: ExpressionBuilder<Database, "idempotency_keys">) =>
    eb.and({ account_id: key.accountId, dataset_id: key.datasetId, idempotency_key: key.key });
}

/** Claims a key for a request, or tells what another request with the same key left there. */
export async function claimKey(db: Db, key: KeyOf, request: ClaimRequest): Promise<ClaimResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomUUID();
    const now = request.now.toISOString();
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({
        account_id: key.accountId,
        dataset_id: key.datasetId,
        idempotency_key: key.key,
        operation_id: request.operationId,
        fingerprint: request.fingerprint,
        state: "running",
        claim_token: token,
        claimed_at: now,
        response_status: null,
        response_type: null,
        response_body: null,
        response_headers: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["account_id", "dataset_id", "idempotency_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { outcome: "claimed", token };

    const row = await db.selectFrom("idempotency_keys").selectAll().where(sameKey(key)).executeTakeFirst();
    if (!row) continue; // released or forgotten between the insert and the read: claim again
    if (row.created_at < request.expiredBefore.toISOString()) {
      // Kept longer than promised: forget it (that row as it was read) and claim anew.
      await db.deleteFrom("idempotency_keys").where(sameKey(key)).where("claim_token", "=", row.claim_token).execute();
      continue;
    }
    if (row.operation_id !== request.operationId || row.fingerprint !== request.fingerprint)
      return { outcome: "mismatch" };
    if (row.state === "done" && row.response_status !== null && row.response_body !== null) {
      const contentType = row.response_type ?? "application/json; charset=utf-8";
      const headers =
        row.response_headers === null ? undefined : (JSON.parse(row.response_headers) as Record<string, string>);
      return {
        outcome: "done",
        answer: { status: row.response_status, contentType, body: row.response_body, ...(headers ? { headers } : {}) },
      };
    }
    if (row.claimed_at < request.staleBefore.toISOString()) {
      // The request that claimed it died without an answer (its transaction rolled back):
      // take the claim over. Were it only slow, its completion would find the token changed
      // and roll its writes back, so one of the two writes lands, never both.
      const taken = await db
        .updateTable("idempotency_keys")
        .set({ claim_token: token, claimed_at: now })
        .where(sameKey(key))
        .where("claim_token", "=", row.claim_token)
        .where("state", "=", "running")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { outcome: "claimed", token };
      continue;
    }
    return { outcome: "running" };
  }
  return { outcome: "running" };
}

/**
 * Keeps the answer of the claim's request. Inside the operation's transaction it lands with
 * the operation's writes or not at all. False when the claim is no longer this request's.
 */
export async function completeKey(db: Db | Tx, key: KeyOf, token: string, answer: KeptAnswer): Promise<boolean> {
  const result = await db
    .updateTable("idempotency_keys")
    .set({
      state: "done",
      response_status: answer.status,
      response_type: answer.contentType,
      response_body: answer.body,
      response_headers: answer.headers ? JSON.stringify(answer.headers) : null,
    })
    .where(sameKey(key))
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim up without an answer (429, 5xx): a repeat with the key executes again. */
export async function releaseKey(db: Db, key: KeyOf, token: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where(sameKey(key))
    .where("claim_token", "=", token)
    .where("state", "=", "running")
    .execute();
}

/** Forgets the keys of a data set first used before the given instant. */
export async function purgeKeys(db: Db, datasetId: number, before: Date): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("dataset_id", "=", datasetId)
    .where("created_at", "<", before.toISOString())
    .execute();
}
