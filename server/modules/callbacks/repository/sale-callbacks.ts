// The sales' paid callbacks: written when a sale becomes paid, claimed by one process at a time
// for an attempt (a conditional update: on PostgreSQL a second process's update waits for the
// first one's commit and then no longer matches), settled after it or released unattempted.
// Due times and claims are ISO 8601 UTC text, compared as text.
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { SaleCallbacksTable } from "../../../store/schema.ts";
import type { Scope } from "../../../kernel/scope.ts";
import type { CallbackStatus, SaleCallback } from "../records.ts";

type Row = Selectable<SaleCallbacksTable> & { readonly mode: "production" | "demo" };

function callbackOf(row: Row): SaleCallback {
  return {
    id: row.id,
    scope: { accountId: row.account_id, datasetId: row.dataset_id, mode: row.mode },
    saleId: row.sale_id,
    url: row.url,
    callbackId: row.callback_id,
    status: row.status as CallbackStatus,
    attempts: row.attempts,
    dueAt: new Date(row.due_at),
  };
}

/** Writes a pending callback, due at `dueAt`. */
export async function insertSaleCallback(
  tx: Tx,
  callback: {
    readonly scope: Scope;
    readonly saleId: number;
    readonly url: string;
    readonly callbackId: string;
    readonly dueAt: Date;
    readonly stamp: string;
  },
): Promise<void> {
  await tx
    .insertInto("sale_callbacks")
    .values({
      dataset_id: callback.scope.datasetId,
      account_id: callback.scope.accountId,
      sale_id: callback.saleId,
      url: callback.url,
      callback_id: callback.callbackId,
      status: "pending",
      attempts: 0,
      due_at: callback.dueAt.toISOString(),
      claim: null,
      claimed_until: null,
      created_at: callback.stamp,
      updated_at: callback.stamp,
    })
    .execute();
}

function selectCallbacks(tx: Tx) {
  return tx
    .selectFrom("sale_callbacks")
    .innerJoin("datasets", "datasets.id", "sale_callbacks.dataset_id")
    .selectAll("sale_callbacks")
    .select("datasets.mode");
}

/** Callbacks an attempt may claim at `now`: pending and due, or claimed by a process whose claim ran out. */
export async function claimableSaleCallbacks(tx: Tx, now: Date, limit: number): Promise<SaleCallback[]> {
  const at = now.toISOString();
  const rows = await selectCallbacks(tx)
    .where((eb) =>
      eb.or([
        eb.and([eb("sale_callbacks.status", "=", "pending"), eb("sale_callbacks.due_at", "<=", at)]),
        eb.and([eb("sale_callbacks.status", "=", "delivering"), eb("sale_callbacks.claimed_until", "<", at)]),
      ]),
    )
    .orderBy("sale_callbacks.due_at")
    .limit(limit)
    .execute();
  return rows.map(callbackOf);
}

/**
 * Claims the callback for an attempt, if it is still claimable at `now`; answers the attempts
 * made so far when this claim took it, undefined when another process was first.
 */
export async function claimSaleCallback(
  tx: Tx,
  id: number,
  claim: { readonly token: string; readonly now: Date; readonly until: Date; readonly stamp: string },
): Promise<{ readonly attempts: number } | undefined> {
  const at = claim.now.toISOString();
  return tx
    .updateTable("sale_callbacks")
    .set({
      status: "delivering",
      claim: claim.token,
      claimed_until: claim.until.toISOString(),
      updated_at: claim.stamp,
    })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("due_at", "<=", at)]),
        eb.and([eb("status", "=", "delivering"), eb("claimed_until", "<", at)]),
      ]),
    )
    .returning("attempts")
    .executeTakeFirst();
}

/**
 * Records the end of an attempt under this claim: the attempts made, and delivered, failed,
 * or pending again until `dueAt`. Answers false when the claim is no longer this one's.
 */
export async function settleSaleCallback(
  tx: Tx,
  id: number,
  token: string,
  outcome: {
    readonly status: "pending" | "delivered" | "failed";
    readonly attempts: number;
    readonly dueAt?: Date;
    readonly stamp: string;
  },
): Promise<boolean> {
  const result = await tx
    .updateTable("sale_callbacks")
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      ...(outcome.dueAt ? { due_at: outcome.dueAt.toISOString() } : {}),
      claim: null,
      claimed_until: null,
      updated_at: outcome.stamp,
    })
    .where("id", "=", id)
    .where("claim", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the callback back unattempted (a process stopping): pending again, due as it was. */
export async function releaseSaleCallback(tx: Tx, id: number, token: string, stamp: string): Promise<void> {
  await tx
    .updateTable("sale_callbacks")
    .set({ status: "pending", claim: null, claimed_until: null, updated_at: stamp })
    .where("id", "=", id)
    .where("claim", "=", token)
    .execute();
}

/** The callbacks of the data set's sale, in the order they were scheduled. */
export async function saleCallbacksOf(tx: Tx, datasetId: number, saleId: number): Promise<SaleCallback[]> {
  const rows = await selectCallbacks(tx)
    .where("sale_callbacks.dataset_id", "=", datasetId)
    .where("sale_callbacks.sale_id", "=", saleId)
    .orderBy("sale_callbacks.id")
    .execute();
  return rows.map(callbackOf);
}
