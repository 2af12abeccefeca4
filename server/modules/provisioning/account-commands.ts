// The accounts tool's commands: accounts and their keys. Each account has a production and a
// demo data set, each with its own v1 api_token, one legacy key and secret (acting on
// production), and one callback secret that signs its sales' paid callbacks. Keys are
// answered once, when issued, and stored only as digests (key-digests.ts; the callback secret
// as issued, since signing needs it: callback-secrets.ts); key-owners.ts finds what a key opens. Plans (plans.ts) bound the
// requests per 24 hours; an expired plan refuses everything; permissions deny operations.
import { randomBytes } from "node:crypto";

import type { Db, Store } from "../../store/database.ts";

import {
  accountCreation,
  accountExists,
  accountList,
  deniedOperations,
  insertAccount,
  requestCountsSince,
  updateAccount,
} from "../accounts/index.ts";
import {
  datasetKeys,
  insertDataset,
  insertLegacyCredentials,
  legacySecretEnding,
  setApiToken,
  setLegacySecret,
} from "../accounts/index.ts";
import { newCallbackSecret, rotateCallbackSecret, storedKey } from "../accounts/index.ts";
import type { Clock } from "../../kernel/clock.ts";

import { currentHour, nowStamp } from "../../kernel/clock.ts";
import { requestLimit, type Plan } from "../accounts/index.ts";

import { provisionDataset } from "./provisioning.ts";

import { ownCertificate, storeOwnCertificate } from "../accounts/index.ts";

/** A command given to the accounts tool that cannot be carried out (operator input, not an API refusal). */
export class AccountCommandError extends Error {}

export interface NewAccount {
  name: string;
  plan?: Plan;
  /** Requests per 24 hours; required for custom plans, overrides the plan's number otherwise. */
  requests?: number;
}

export interface AccountKeys {
  account_id: number;
  name: string;
  plan: Plan;
  requests_per_day: number;
  api_token: string;
  test_api_token: string;
  legacy_key: string;
  legacy_secret: string;
  /** The key of the HMAC that signs the account's paid callbacks (the `Signature` header). */
  callback_secret: string;
}

function token(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

export async function createAccount(store: Store, input: NewAccount, clock: Clock): Promise<AccountKeys> {
  const plan = input.plan ?? "basic";
  if (plan === "custom" && input.requests === undefined)
    throw new AccountCommandError("A custom plan needs --requests N.");
  if (input.requests !== undefined && (!Number.isInteger(input.requests) || input.requests < 1)) {
    throw new AccountCommandError("The number of requests must be a positive integer.");
  }
  const company = { address: "Rua Augusta, 100", city: "Lisboa", postalCode: "1100-053", country: "Portugal" };
  const vatNumber = "500000000";
  // The account's own signing certificate is made before the transaction: its RSA key takes
  // long enough to hold the store's writer.
  const certificate = await ownCertificate(0, { name: input.name, vatNumber }, clock);
  const callbackSecret = newCallbackSecret();
  return store.transaction(async (tx) => {
    const stamp = nowStamp(clock);
    const accountId = await insertAccount(tx, {
      name: input.name,
      plan,
      request_limit: input.requests ?? null,
      expires_at: null,
      denied_operations: "[]",
      company_name: input.name,
      company_vat_number: vatNumber,
      company_address: company.address,
      company_city: company.city,
      company_postal_code: company.postalCode,
      company_country: company.country,
      company_vat_scheme: "Normal",
      // Simulated tax-authority web-service user (AT users are "<NIF>/<n>").
      at_ws_user: "500000000/1",
      created_at: stamp,
      // A new account can use every output at once; each can be switched off per account.
      billing_volume_limit: null,
      sms_sender_name: "Faturacao",
      sms_sender_status: "approved",
      sms_credits: 100,
      mb_entity: "12345",
      mb_sub_entity: "999",
      mbway_enabled: 1,
      signature_enabled: 1,
      callback_secret: callbackSecret,
    });
    const keys = { api_token: token(16), test_api_token: token(16), legacy_key: token(10), legacy_secret: token(20) };
    for (const [mode, apiToken] of [
      ["production", keys.api_token],
      ["demo", keys.test_api_token],
    ] as const) {
      const datasetId = await insertDataset(tx, accountId, mode, storedKey(apiToken), stamp);
      await provisionDataset({ tx, clock, scope: { accountId, datasetId, mode } }, company);
    }
    await insertLegacyCredentials(tx, accountId, keys.legacy_key, storedKey(keys.legacy_secret));
    await storeOwnCertificate(tx, { ...certificate, accountId });
    return {
      account_id: accountId,
      name: input.name,
      plan,
      requests_per_day: requestLimit(plan, input.requests ?? null),
      ...keys,
      callback_secret: callbackSecret,
    };
  });
}

/** What `accounts list` shows of an account: nothing that grants access on its own. */
export interface AccountSummary {
  account_id: number;
  name: string;
  plan: string;
  requests_per_day: number;
  expires_at: string | null;
  denied_operations: string[];
  legacy_key: string;
}

export async function listAccounts(db: Db): Promise<AccountSummary[]> {
  const rows = await accountList(db);
  return rows.map((r) => ({
    account_id: r.id,
    name: r.name,
    plan: r.plan,
    requests_per_day: requestLimit(r.plan, r.request_limit),
    expires_at: r.expires_at,
    denied_operations: JSON.parse(r.denied_operations) as string[],
    legacy_key: r.legacy_key,
  }));
}

/** What `accounts show` prints: the account's settings and use, its keys only by their last characters. */
export interface AccountDetails extends AccountSummary {
  created_at: string;
  at_ws_user: string | null;
  /** Requests counted against the plan in the last 24 hours. */
  requests_last_24_hours: number;
  /** The legacy secret's last four characters, after an ellipsis. */
  legacy_secret_ends_with: string | null;
  data_sets: { mode: "production" | "demo"; api_token_ends_with: string; created_at: string }[];
}

/** How `show` writes the stored ending of a key: after an ellipsis, so it reads as a part. */
function keyHint(ending: string): string {
  return `…${ending}`;
}

export async function accountDetails(db: Db, accountId: number, clock: Clock): Promise<AccountDetails> {
  await requireAccount(db, accountId);
  const summary = (await listAccounts(db)).find((a) => a.account_id === accountId)!;
  const account = await accountCreation(db, accountId);
  const datasets = await datasetKeys(db, accountId);
  const secretEnding = await legacySecretEnding(db, accountId);
  const hour = currentHour(clock);
  const counted = await requestCountsSince(db, accountId, hour - 24);
  return Object.assign(summary, {
    created_at: account.created_at,
    at_ws_user: account.at_ws_user,
    requests_last_24_hours: counted.reduce((sum, c) => sum + Number(c.count), 0),
    legacy_secret_ends_with: secretEnding === undefined ? null : keyHint(secretEnding),
    data_sets: datasets.map((d) => ({
      mode: d.mode,
      api_token_ends_with: keyHint(d.api_token_last4),
      created_at: d.created_at,
    })),
  });
}

/** The keys `rotateKeys` issued; the ones it did not replace are absent. */
export interface RotatedKeys {
  account_id: number;
  api_token?: string;
  test_api_token?: string;
  legacy_key?: string;
  legacy_secret?: string;
  callback_secret?: string;
}

/**
 * Replaces keys of an account: the api_token of a data set (production, demo), the legacy
 * secret (the legacy key, which names the account, stays) and the callback secret. The old
 * keys stop working at once (callbacks are signed with the new secret from their next
 * attempt on); the new ones are answered this once, and no command shows them again.
 */
export async function rotateKeys(
  store: Store,
  accountId: number,
  which: { legacy: boolean; v1: readonly ("production" | "demo")[]; callback?: boolean },
): Promise<RotatedKeys> {
  await requireAccount(store.db, accountId);
  return store.transaction(async (tx) => {
    const rotated: RotatedKeys = { account_id: accountId };
    for (const mode of new Set(which.v1)) {
      const apiToken = token(16);
      await setApiToken(tx, accountId, mode, storedKey(apiToken));
      if (mode === "production") rotated.api_token = apiToken;
      else rotated.test_api_token = apiToken;
    }
    if (which.legacy) {
      const secret = token(20);
      rotated.legacy_key = await setLegacySecret(tx, accountId, storedKey(secret));
      rotated.legacy_secret = secret;
    }
    if (which.callback) rotated.callback_secret = await rotateCallbackSecret(tx, accountId);
    return rotated;
  });
}

async function requireAccount(db: Db, accountId: number): Promise<void> {
  if (!(await accountExists(db, accountId))) throw new AccountCommandError(`There is no account ${accountId}.`);
}

export async function setPlan(db: Db, accountId: number, plan: Plan, requests?: number): Promise<void> {
  await requireAccount(db, accountId);
  if (plan === "custom" && requests === undefined) throw new AccountCommandError("A custom plan needs --requests N.");
  if (requests !== undefined && (!Number.isInteger(requests) || requests < 1))
    throw new AccountCommandError("The number of requests must be a positive integer.");
  await updateAccount(db, accountId, { plan, request_limit: requests ?? null });
}

/** Sets the last valid day of the plan (null: never expires). */
export async function setExpiry(db: Db, accountId: number, lastDay: string | null): Promise<void> {
  await requireAccount(db, accountId);
  if (lastDay !== null && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(lastDay))
    throw new AccountCommandError("The date must be YYYY-MM-DD.");
  await updateAccount(db, accountId, { expires_at: lastDay });
}

/** Denies or allows operations (by operation ID, e.g. Sales_cancel) to the account's keys. */
export async function setPermissions(
  db: Db,
  accountId: number,
  change: { deny?: string[]; allow?: string[] },
): Promise<string[]> {
  await requireAccount(db, accountId);
  const denied = new Set(await deniedOperations(db, accountId));
  for (const op of change.deny ?? []) denied.add(op);
  for (const op of change.allow ?? []) denied.delete(op);
  const list = [...denied].sort();
  await updateAccount(db, accountId, { denied_operations: JSON.stringify(list) });
  return list;
}

/** Sets (or clears, with null) the account's tax-authority web-service user, "<NIF>/<n>". */
export async function setTaxAuthorityUser(db: Db, accountId: number, user: string | null): Promise<void> {
  await requireAccount(db, accountId);
  if (user !== null && !/^[0-9]{9}\/[0-9]+$/.test(user))
    throw new AccountCommandError("The web-service user must be <NIF>/<n>, e.g. 500000000/1.");
  await updateAccount(db, accountId, { at_ws_user: user });
}
