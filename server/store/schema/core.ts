// Accounts, their data sets and keys, and request counters.
import type { Generated } from "kysely";

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  plan: string;
  /** Requests allowed per 24 hours; null = the plan's default. */
  request_limit: number | null;
  /** Last day the plan is valid (YYYY-MM-DD); null = no expiry. */
  expires_at: string | null;
  /** JSON array of operation IDs the account's keys may not execute. */
  denied_operations: string;
  company_name: string;
  company_vat_number: string;
  company_address: string;
  company_city: string;
  company_postal_code: string;
  company_country: string;
  company_vat_scheme: string;
  /** User of the tax authority's web services; null when not configured. */
  at_ws_user: string | null;
  created_at: string;
  /** Yearly billing volume of the plan in EUR (exact decimal); null = unlimited. */
  billing_volume_limit: string | null;
  /** Sender name for text messages; null when none is configured. */
  sms_sender_name: string | null;
  /** none, pending (awaiting approval) or approved. */
  sms_sender_status: string;
  sms_credits: number;
  /** Multibanco entity (5 digits) and sub-entity (1 to 3 digits); null when not configured. */
  mb_entity: string | null;
  mb_sub_entity: string | null;
  /** MB WAY payment links configured. */
  mbway_enabled: number;
  /** Digital signature of PDFs configured. */
  signature_enabled: number;
  /**
   * The key of the HMAC that signs the account's paid callbacks (64 hex digits), kept as issued:
   * signing needs the secret itself (modules/accounts/callback-secrets.ts). Null only on a row
   * written without one, which no code path does since migration 015.
   */
  callback_secret: string | null;
}

export interface DatasetsTable {
  id: Generated<number>;
  account_id: number;
  mode: "production" | "demo";
  /** SHA-256 of the data set's v1 api_token, hex (modules/accounts/key-digests.ts); the token itself is never stored (migration 013). */
  api_token_hash: string;
  /** The api_token's last four characters, for `accounts show`. */
  api_token_last4: string;
  created_at: string;
  /** Bumped by triggers on every change of the data set's reference tables (migration 011). */
  reference_version: Generated<number>;
}

export interface LegacyCredentialsTable {
  account_id: number;
  /** Names the account, as a user name would: stored as it is. */
  legacy_key: string;
  /** SHA-256 of the legacy secret, hex (modules/accounts/key-digests.ts); the secret itself is never stored (migration 013). */
  legacy_secret_hash: string;
  /** The secret's last four characters, for `accounts show`. */
  legacy_secret_last4: string;
}

export interface RequestCountersTable {
  account_id: number;
  /** Hours since the Unix epoch. */
  hour_bucket: number;
  count: number;
}

export interface CoreTables {
  accounts: AccountsTable;
  datasets: DatasetsTable;
  legacy_credentials: LegacyCredentialsTable;
  request_counters: RequestCountersTable;
}
