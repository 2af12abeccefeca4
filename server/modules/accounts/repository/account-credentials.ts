// An account's keys as the store keeps them: the digest and ending of each data set's api_token
// and of the legacy secret, beside the legacy key (modules/accounts/key-digests.ts: no key is stored), and
// the account and data set a key opens (read on every request, with its stored requests).
import type { Tx } from "../../../store/database.ts";
import { prepared } from "../../../store/prepared.ts";
import { accountOf } from "./accounts.ts";
import type { Account } from "../../../kernel/account.ts";
import type { StoredKey } from "../key-digests.ts";

export type DatasetMode = "production" | "demo";

/** What a key opens, as one statement reads it with the key. */
export interface CredentialsOwner {
  readonly account: Account;
  readonly datasetId: number;
  readonly mode: DatasetMode;
  /** The data set's reference version (reference-data.ts). */
  readonly referenceVersion: number;
  /** Requests the store holds for the account in the hours after `sinceHour`. */
  readonly storedRequests: number;
}

/** The credentials' account and data set, with its requests stored since `sinceHour` (exclusive). */
function ownerQuery(db: Tx, sinceHour: number) {
  return db
    .selectFrom("datasets")
    .innerJoin("accounts", "accounts.id", "datasets.account_id")
    .selectAll("accounts")
    .select((eb) => [
      "datasets.id as dataset_id",
      "datasets.mode",
      "datasets.reference_version",
      eb
        .selectFrom("request_counters")
        .select((c) => c.fn.coalesce(c.fn.sum<number>("count"), c.lit(0)).as("n"))
        .whereRef("request_counters.account_id", "=", "accounts.id")
        .where("request_counters.hour_bucket", ">", sinceHour)
        .as("stored_requests"),
    ]);
}

const ownerByApiTokenDigest = prepared((db: Tx, digest: string, sinceHour: number) =>
  ownerQuery(db, sinceHour).where("datasets.api_token_hash", "=", digest),
);

const ownerByLegacyKey = prepared((db: Tx, legacyKey: string, sinceHour: number) =>
  ownerQuery(db, sinceHour)
    .innerJoin("legacy_credentials", "legacy_credentials.account_id", "accounts.id")
    .select("legacy_credentials.legacy_secret_hash")
    .where("legacy_credentials.legacy_key", "=", legacyKey)
    .where("datasets.mode", "=", "production"),
);

function ownerOf(
  found: Awaited<ReturnType<typeof ownerByApiTokenDigest>>[number] | undefined,
): CredentialsOwner | undefined {
  if (!found) return undefined;
  const { dataset_id, mode, reference_version, stored_requests, ...account } = found;
  return {
    account: accountOf(account),
    datasetId: dataset_id,
    mode,
    referenceVersion: Number(reference_version),
    storedRequests: Number(stored_requests ?? 0),
  };
}

/** What the v1 api_token of this digest opens, with the requests stored since `sinceHour`; undefined for no data set. */
export async function ownerOfApiTokenDigest(
  tx: Tx,
  digest: string,
  sinceHour: number,
): Promise<CredentialsOwner | undefined> {
  const [found] = await ownerByApiTokenDigest(tx, digest, sinceHour);
  return ownerOf(found);
}

/**
 * What a legacy key opens (the production data set), as ownerOfApiTokenDigest, with the digest
 * of its secret for the domain to check the secret against.
 */
export async function ownerOfLegacyKey(
  tx: Tx,
  legacyKey: string,
  sinceHour: number,
): Promise<{ owner: CredentialsOwner; secretDigest: string } | undefined> {
  const [found] = await ownerByLegacyKey(tx, legacyKey, sinceHour);
  if (!found) return undefined;
  // The owner is read from the row as it is (ownerOf takes the columns it knows): a copy
  // without the digest would cost a copy of the whole account row on every request.
  return { owner: ownerOf(found)!, secretDigest: found.legacy_secret_hash };
}

/** Adds a data set of the account, opened by the api_token stored as `apiToken`; answers its ID. */
export async function insertDataset(
  tx: Tx,
  accountId: number,
  mode: DatasetMode,
  apiToken: StoredKey,
  createdAt: string,
): Promise<number> {
  const { id } = await tx
    .insertInto("datasets")
    .values({
      account_id: accountId,
      mode,
      api_token_hash: apiToken.digest,
      api_token_last4: apiToken.ending,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Gives the account its legacy key and (stored) secret. */
export async function insertLegacyCredentials(
  tx: Tx,
  accountId: number,
  legacyKey: string,
  legacySecret: StoredKey,
): Promise<void> {
  await tx
    .insertInto("legacy_credentials")
    .values({
      account_id: accountId,
      legacy_key: legacyKey,
      legacy_secret_hash: legacySecret.digest,
      legacy_secret_last4: legacySecret.ending,
    })
    .execute();
}

/** The account's data sets (by ID) with the ending of their api_token. */
export async function datasetKeys(
  tx: Tx,
  accountId: number,
): Promise<{ mode: DatasetMode; api_token_last4: string; created_at: string }[]> {
  return tx
    .selectFrom("datasets")
    .select(["mode", "api_token_last4", "created_at"])
    .where("account_id", "=", accountId)
    .orderBy("id")
    .execute();
}

/** The ending of the account's legacy secret. */
export async function legacySecretEnding(tx: Tx, accountId: number): Promise<string | undefined> {
  const row = await tx
    .selectFrom("legacy_credentials")
    .select("legacy_secret_last4")
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return row?.legacy_secret_last4;
}

/** Replaces the api_token of the account's data set of that mode. */
export async function setApiToken(tx: Tx, accountId: number, mode: DatasetMode, apiToken: StoredKey): Promise<void> {
  await tx
    .updateTable("datasets")
    .set({ api_token_hash: apiToken.digest, api_token_last4: apiToken.ending })
    .where("account_id", "=", accountId)
    .where("mode", "=", mode)
    .execute();
}

/** Replaces the account's legacy secret; answers its legacy key (every account has one: throws otherwise). */
export async function setLegacySecret(tx: Tx, accountId: number, legacySecret: StoredKey): Promise<string> {
  const row = await tx
    .updateTable("legacy_credentials")
    .set({ legacy_secret_hash: legacySecret.digest, legacy_secret_last4: legacySecret.ending })
    .where("account_id", "=", accountId)
    .returning("legacy_key")
    .executeTakeFirstOrThrow();
  return row.legacy_key;
}
