// An account's keys: the api_token of each of its data sets and its legacy key and secret,
// and the account and data set a key opens (read on every request, with its stored requests).
import type { Tx } from "../database.ts";
import { prepared } from "../prepared.ts";
import { accountOf } from "./accounts.ts";
import type { Account } from "../../domain/account-records.ts";

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

const ownerByApiToken = prepared((db: Tx, apiToken: string, sinceHour: number) =>
  ownerQuery(db, sinceHour).where("datasets.api_token", "=", apiToken),
);

const ownerByLegacyKey = prepared((db: Tx, legacyKey: string, legacySecret: string, sinceHour: number) =>
  ownerQuery(db, sinceHour)
    .innerJoin("legacy_credentials", "legacy_credentials.account_id", "accounts.id")
    .where("legacy_credentials.legacy_key", "=", legacyKey)
    .where("legacy_credentials.legacy_secret", "=", legacySecret)
    .where("datasets.mode", "=", "production"),
);

function ownerOf(found: Awaited<ReturnType<typeof ownerByApiToken>>[number] | undefined): CredentialsOwner | undefined {
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

/** What a v1 api_token opens, with the requests stored since `sinceHour`; undefined for no data set. */
export async function ownerOfApiToken(
  tx: Tx,
  apiToken: string,
  sinceHour: number,
): Promise<CredentialsOwner | undefined> {
  const [found] = await ownerByApiToken(tx, apiToken, sinceHour);
  return ownerOf(found);
}

/** What a legacy key and secret open (the production data set), as ownerOfApiToken. */
export async function ownerOfLegacyKey(
  tx: Tx,
  legacyKey: string,
  legacySecret: string,
  sinceHour: number,
): Promise<CredentialsOwner | undefined> {
  const [found] = await ownerByLegacyKey(tx, legacyKey, legacySecret, sinceHour);
  return ownerOf(found);
}

/** Adds a data set of the account opened by `apiToken`; answers its ID. */
export async function insertDataset(
  tx: Tx,
  accountId: number,
  mode: DatasetMode,
  apiToken: string,
  createdAt: string,
): Promise<number> {
  const { id } = await tx
    .insertInto("datasets")
    .values({ account_id: accountId, mode, api_token: apiToken, created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Gives the account its legacy key and secret. */
export async function insertLegacyCredentials(
  tx: Tx,
  accountId: number,
  legacyKey: string,
  legacySecret: string,
): Promise<void> {
  await tx
    .insertInto("legacy_credentials")
    .values({ account_id: accountId, legacy_key: legacyKey, legacy_secret: legacySecret })
    .execute();
}

/** The account's data sets (by ID) with their api_token. */
export async function datasetKeys(
  tx: Tx,
  accountId: number,
): Promise<{ mode: DatasetMode; api_token: string; created_at: string }[]> {
  return tx
    .selectFrom("datasets")
    .select(["mode", "api_token", "created_at"])
    .where("account_id", "=", accountId)
    .orderBy("id")
    .execute();
}

/** Replaces the api_token of the account's data set of that mode. */
export async function setApiToken(tx: Tx, accountId: number, mode: DatasetMode, apiToken: string): Promise<void> {
  await tx
    .updateTable("datasets")
    .set({ api_token: apiToken })
    .where("account_id", "=", accountId)
    .where("mode", "=", mode)
    .execute();
}

/** Replaces the account's legacy secret; answers its legacy key (every account has one: throws otherwise). */
export async function setLegacySecret(tx: Tx, accountId: number, legacySecret: string): Promise<string> {
  const row = await tx
    .updateTable("legacy_credentials")
    .set({ legacy_secret: legacySecret })
    .where("account_id", "=", accountId)
    .returning("legacy_key")
    .executeTakeFirstOrThrow();
  return row.legacy_key;
}
