// Accounts of the service: their rows (plan, expiry, permissions, company, outputs), the list
// the accounts tool shows, their text-message credits and the requests counted against them.
import { Decimal } from "decimal.js";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db, Tx } from "../../../store/database.ts";
import type { AccountsTable } from "../../../store/schema.ts";
import type { Account, SmsSenderStatus } from "../../../kernel/account.ts";
import { companyOf } from "./company-columns.ts";

export type AccountRow = Selectable<AccountsTable>;

/** The account a stored row holds. */
export function accountOf(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    requestLimit: row.request_limit,
    expiresAt: row.expires_at,
    deniedOperations: JSON.parse(row.denied_operations) as string[],
    company: companyOf(row),
    atWsUser: row.at_ws_user,
    createdAt: row.created_at,
    billingVolumeLimit: row.billing_volume_limit === null ? null : new Decimal(row.billing_volume_limit),
    sms: {
      senderName: row.sms_sender_name,
      senderStatus: row.sms_sender_status as SmsSenderStatus,
      credits: row.sms_credits,
    },
    multibanco: row.mb_entity && row.mb_sub_entity ? { entity: row.mb_entity, subEntity: row.mb_sub_entity } : null,
    mbwayEnabled: row.mbway_enabled === 1,
    signatureEnabled: row.signature_enabled === 1,
  };
}

/** Adds an account; answers its ID. */
export async function insertAccount(tx: Tx, account: Insertable<AccountsTable>): Promise<number> {
  const { id } = await tx.insertInto("accounts").values(account).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** The account with this ID (it exists: the request acts for it). */
export async function accountById(tx: Tx, accountId: number): Promise<Account> {
  return accountOf(await tx.selectFrom("accounts").selectAll().where("id", "=", accountId).executeTakeFirstOrThrow());
}

/** The ID and name of each of these accounts (the users that created, finished or cancelled a document). */
export function accountNames(tx: Tx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  return tx.selectFrom("accounts").select(["id", "name"]).where("id", "in", ids).execute();
}

/** Whether the store holds any account (a new store holds none). */
export async function anyAccount(db: Db): Promise<boolean> {
  return (await db.selectFrom("accounts").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** Whether there is an account with this ID. */
export async function accountExists(tx: Tx, accountId: number): Promise<boolean> {
  const row = await tx.selectFrom("accounts").select("id").where("id", "=", accountId).executeTakeFirst();
  return row !== undefined;
}

/** Changes these columns of the account. */
export async function updateAccount(tx: Tx, accountId: number, changes: Updateable<AccountsTable>): Promise<void> {
  await tx.updateTable("accounts").set(changes).where("id", "=", accountId).execute();
}

/** Every account (by ID) with its legacy key: what the accounts tool lists. */
export async function accountList(tx: Tx): Promise<
  (Pick<AccountRow, "id" | "name" | "plan" | "request_limit" | "expires_at" | "denied_operations"> & {
    legacy_key: string;
  })[]
> {
  return tx
    .selectFrom("accounts")
    .innerJoin("legacy_credentials", "legacy_credentials.account_id", "accounts.id")
    .select([
      "accounts.id",
      "accounts.name",
      "accounts.plan",
      "accounts.request_limit",
      "accounts.expires_at",
      "accounts.denied_operations",
      "legacy_credentials.legacy_key",
    ])
    .orderBy("accounts.id")
    .execute();
}

/** When the account was created and its tax-authority web-service user (throws for no account). */
export async function accountCreation(
  tx: Tx,
  accountId: number,
): Promise<Pick<AccountRow, "created_at" | "at_ws_user">> {
  return tx
    .selectFrom("accounts")
    .select(["created_at", "at_ws_user"])
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
}

/** The operation IDs denied to the account's keys (throws for no account). */
export async function deniedOperations(tx: Tx, accountId: number): Promise<string[]> {
  const row = await tx
    .selectFrom("accounts")
    .select("denied_operations")
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.denied_operations) as string[];
}

/** The request counts stored for the account in the hours after `sinceHour`, one per hour. */
export async function requestCountsSince(tx: Tx, accountId: number, sinceHour: number): Promise<{ count: number }[]> {
  return tx
    .selectFrom("request_counters")
    .select(["count"])
    .where("account_id", "=", accountId)
    .where("hour_bucket", ">", sinceHour)
    .execute();
}

/**
 * Takes `count` text-message credits from the account in one statement, only while it still
 * has them: concurrent requests cannot take it below zero, whatever each read before. Says
 * whether it took them.
 */
export async function deductSmsCredits(tx: Tx, accountId: number, count: number): Promise<boolean> {
  const taken = await tx
    .updateTable("accounts")
    .set((eb) => ({ sms_credits: eb("sms_credits", "-", count) }))
    .where("id", "=", accountId)
    .where("sms_credits", ">=", count)
    .returning("sms_credits")
    .executeTakeFirst();
  return taken !== undefined;
}

/** The account's text-message credits (throws for no account). */
export async function smsCredits(tx: Tx, accountId: number): Promise<number> {
  const { sms_credits } = await tx
    .selectFrom("accounts")
    .select("sms_credits")
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
  return sms_credits;
}
