// The account a request acts for, and what the request spends of it (text-message credits).
import { accountById, deductSmsCredits, smsCredits } from "./repository/accounts.ts";
import type { Account } from "../../kernel/account.ts";
import type { DataCtx } from "../../kernel/scope.ts";

/**
 * Takes `count` text-message credits from the request's account in one statement, only while it
 * still has them: concurrent requests cannot take it below zero, whatever each read before.
 * When it could not, says how many the account has.
 */
export async function takeSmsCredits(
  ctx: DataCtx,
  count: number,
): Promise<{ readonly taken: true } | { readonly taken: false; readonly available: number }> {
  if (await deductSmsCredits(ctx.tx, ctx.scope.accountId, count)) return { taken: true };
  return { taken: false, available: await smsCredits(ctx.tx, ctx.scope.accountId) };
}

/** The account the request acts for: as read with its credentials, or else read now. */
export async function requestAccount(ctx: DataCtx): Promise<Account> {
  return ctx.account ?? accountById(ctx.tx, ctx.scope.accountId);
}
