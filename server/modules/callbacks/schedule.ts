// Scheduling a sale's paid callback: a row written in the transaction that makes the sale
// paid, so that it exists if and only if that transaction commits; the dispatcher
// (dispatcher.ts) finds it due and delivers it after the commit.
import { randomUUID } from "node:crypto";
import type { DataCtx } from "../../kernel/scope.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { insertSaleCallback } from "./repository/sale-callbacks.ts";

/**
 * Schedules the paid callback of the caller's sale, due at once, when the sale names an
 * address; answers its Callback-Id (null: the sale names none, nothing is scheduled).
 */
export async function scheduleSalePaidCallback(
  ctx: DataCtx,
  sale: { readonly id: number; readonly callbackUrl: string | null },
): Promise<string | null> {
  if (sale.callbackUrl === null) return null;
  const callbackId = randomUUID();
  await insertSaleCallback(ctx.tx, {
    scope: ctx.scope,
    saleId: sale.id,
    url: sale.callbackUrl,
    callbackId,
    dueAt: ctx.clock.now(),
    stamp: nowStamp(ctx.clock),
  });
  return callbackId;
}
