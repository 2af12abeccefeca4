// The stored request counts of the plans' limit: per account, hourly buckets (hours since the
// Unix epoch), written together by each server process (modules/accounts/request-counter.ts).
import type { Tx } from "../../../store/database.ts";

/** A bucket's count as stored. */
export interface RequestBucket {
  readonly hour: number;
  readonly count: number;
}

/** The account's stored buckets after this hour. */
export async function requestBucketsAfter(tx: Tx, accountId: number, afterHour: number): Promise<RequestBucket[]> {
  const rows = await tx
    .selectFrom("request_counters")
    .select(["hour_bucket", "count"])
    .where("account_id", "=", accountId)
    .where("hour_bucket", ">", afterHour)
    .execute();
  return rows.map((b) => ({ hour: Number(b.hour_bucket), count: Number(b.count) }));
}

/** Adds n requests to the account's bucket of that hour (opening it); answers the bucket's count now. */
export async function addRequestCount(tx: Tx, accountId: number, hour: number, n: number): Promise<number> {
  const counted = await tx
    .insertInto("request_counters")
    .values({ account_id: accountId, hour_bucket: hour, count: n })
    .onConflict((oc) =>
      oc.columns(["account_id", "hour_bucket"]).doUpdateSet((eb) => ({ count: eb("request_counters.count", "+", n) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** Deletes the account's buckets of this hour and before. */
export async function deleteRequestBucketsUpTo(tx: Tx, accountId: number, lastHour: number): Promise<void> {
  await tx
    .deleteFrom("request_counters")
    .where("account_id", "=", accountId)
    .where("hour_bucket", "<=", lastHour)
    .execute();
}
