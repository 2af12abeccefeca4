// The callback secret on the account's row (see callback-secrets.ts for why it is kept as is).
import type { Tx } from "../../../store/database.ts";

/** The account's stored secret, or null when it has none. */
export async function callbackSecretColumn(tx: Tx, accountId: number): Promise<string | null> {
  const row = await tx
    .selectFrom("accounts")
    .select("callback_secret")
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
  return row.callback_secret;
}

/**
 * Stores the secret (with `onlyIfNone`, only where the account has none yet) and answers the
 * one the account has afterwards.
 */
export async function setCallbackSecretColumn(
  tx: Tx,
  accountId: number,
  secret: string,
  options: { onlyIfNone: boolean },
): Promise<string> {
  let update = tx.updateTable("accounts").set({ callback_secret: secret }).where("id", "=", accountId);
  if (options.onlyIfNone) update = update.where("callback_secret", "is", null);
  await update.execute();
  return (await callbackSecretColumn(tx, accountId))!;
}
