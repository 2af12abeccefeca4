// Each account's callback secret: the key of the HMAC-SHA256 that signs its sales' paid
// callbacks (modules/callbacks/), which receivers recompute to know the request came from here.
//
// Unlike the API keys, which the store keeps only as digests (key-digests.ts), the secret is
// kept as issued: making an HMAC needs the key itself, and a digest of it could not sign. A
// copy of the database therefore lets one forge callbacks (not call the API); rotating the
// secret (`accounts rotate-keys --callback`) ends that. It is shown once, when issued.
import { randomBytes } from "node:crypto";
import type { Tx } from "../../store/database.ts";
import { callbackSecretColumn, setCallbackSecretColumn } from "./repository/callback-secrets.ts";

/** A new secret: 256 random bits as 64 lower-case hexadecimal digits (the HMAC's key is this text). */
export function newCallbackSecret(): string {
  return randomBytes(32).toString("hex");
}

/**
 * The account's secret. An account without one (a row written outside the accounts tool) gets
 * one here, on its first callback: its operator learns it by rotating it.
 */
export async function callbackSecretOf(tx: Tx, accountId: number): Promise<string> {
  const stored = await callbackSecretColumn(tx, accountId);
  if (stored) return stored;
  const secret = newCallbackSecret();
  // Two processes may both find none: the first one written is kept and answered to both.
  return setCallbackSecretColumn(tx, accountId, secret, { onlyIfNone: true });
}

/** Replaces the account's secret; answers the new one (callbacks signed from now on use it). */
export async function rotateCallbackSecret(tx: Tx, accountId: number): Promise<string> {
  return setCallbackSecretColumn(tx, accountId, newCallbackSecret(), { onlyIfNone: false });
}
