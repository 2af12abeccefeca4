// Key authentication: what a v1 api_token or a legacy key and secret open (the data set's
// scope, the account, its plan state), found by the keys' digests, and the plan checks every
// request passes (expiry, denied operations).
import type { Db } from "../../store/database.ts";
import {
  ownerOfApiTokenDigest,
  ownerOfLegacyKey as storedOwnerOfLegacyKey,
  type CredentialsOwner,
} from "./repository/account-credentials.ts";
import type { Account } from "../../kernel/account.ts";
import { keyDigest, matchesDigest } from "./key-digests.ts";
import { currentHour, today, type Clock } from "../../kernel/clock.ts";
import type { Scope } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { requestLimit } from "./plans.ts";

/** What a key resolves to: the scope of its data set, the account and its plan state. */
export interface KeyOwner {
  readonly scope: Scope;
  /** The account as the credentials were read (one statement reads both). */
  readonly account: Account;
  /** Requests the store held for the account in the 24 hours up to `hour` (request-counter.ts). */
  readonly storedRequests: { readonly hour: number; readonly count: number };
  readonly requestLimit: number;
  /** The data set's reference version as the credentials were read (reference-data.ts). */
  readonly referenceVersion: number;
}

/** The key owner of what the credentials opened, its requests stored in the 24 hours up to `hour`. */
function keyOwner(found: CredentialsOwner | undefined, hour: number): KeyOwner | undefined {
  if (!found) return undefined;
  const { account } = found;
  return {
    scope: { accountId: account.id, datasetId: found.datasetId, mode: found.mode },
    account,
    storedRequests: { hour, count: found.storedRequests },
    requestLimit: requestLimit(account.plan, account.requestLimit),
    referenceVersion: found.referenceVersion,
  };
}

/**
 * What a v1 api_token opens, found by its digest. The query's equality on digests is no timing
 * oracle for the token: a digest that nearly matches says nothing of a token that would.
 */
export async function ownerOfApiToken(db: Db, apiToken: string, clock: Clock): Promise<KeyOwner | undefined> {
  const hour = currentHour(clock);
  return keyOwner(await ownerOfApiTokenDigest(db, keyDigest(apiToken), hour - 24), hour);
}

/** What a legacy key and secret open: the key names the account, the secret must match its digest. */
export async function ownerOfLegacyKey(
  db: Db,
  legacyKey: string,
  legacySecret: string,
  clock: Clock,
): Promise<KeyOwner | undefined> {
  const hour = currentHour(clock);
  const found = await storedOwnerOfLegacyKey(db, legacyKey, hour - 24);
  if (!found || !matchesDigest(legacySecret, found.secretDigest)) return undefined;
  return keyOwner(found.owner, hour);
}

/** Refuses requests of an expired plan or for an operation the account may not execute. */
export function checkAllowed(owner: KeyOwner, operationId: string, clock: Clock): void {
  const { expiresAt, deniedOperations } = owner.account;
  if (expiresAt !== null && expiresAt < today(clock)) throw refuse("account.plan.expired");
  if (deniedOperations.includes(operationId)) throw refuse("account.permission.denied");
}
