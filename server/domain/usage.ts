// Whether a record is used by fiscal documents: used records cannot be deleted, and a
// customer's code, name and tax number lock once it is on a finished document. Each table
// that refers to customers or master data registers its check here, so the rule stays in
// one place as document tables are added.
import type { Ctx } from "./scope.ts";

export type UsageCheck = (ctx: Ctx, id: number) => Promise<boolean>;

const usedChecks = new Map<string, UsageCheck[]>();
const lockChecks: UsageCheck[] = [];

/** Registers a check telling whether a record of `table` is referenced by documents. */
export function registerUsage(table: string, check: UsageCheck): void {
  usedChecks.set(table, [...(usedChecks.get(table) ?? []), check]);
}

/** Registers a check telling whether a customer is on a finished document. */
export function registerCustomerLock(check: UsageCheck): void {
  lockChecks.push(check);
}

export async function isUsed(ctx: Ctx, table: string, id: number): Promise<boolean> {
  for (const check of usedChecks.get(table) ?? []) if (await check(ctx, id)) return true;
  return false;
}

export async function isCustomerLocked(ctx: Ctx, customerId: number): Promise<boolean> {
  for (const check of lockChecks) if (await check(ctx, customerId)) return true;
  return false;
}
