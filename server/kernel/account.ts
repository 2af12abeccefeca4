// An account as the domain holds it, and as the store's repositories answer it: its plan and
// permissions, the company its documents copy, and the outputs it has configured (text
// messages, Multibanco, MB WAY, signature), flags as booleans and the billing volume as Decimal.
import type { Decimal } from "decimal.js";

/** The issuing company as copied onto a document: later edits of the account never change it. */
export interface DocumentCompany {
  readonly name: string;
  readonly vatNumber: string;
  readonly country: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly vatScheme: string;
}

export const SMS_SENDER_STATUSES = ["none", "pending", "approved"] as const;
export type SmsSenderStatus = (typeof SMS_SENDER_STATUSES)[number];

/** The account's text messages: its sender name (once approved, texts can be sent) and credits. */
export interface AccountSms {
  /** Null when none is configured. */
  readonly senderName: string | null;
  readonly senderStatus: SmsSenderStatus;
  readonly credits: number;
}

export interface Account {
  readonly id: number;
  readonly name: string;
  readonly plan: string;
  /** Requests allowed per 24 hours; null: the plan's default. */
  readonly requestLimit: number | null;
  /** Last day the plan is valid (`YYYY-MM-DD`); null: no expiry. */
  readonly expiresAt: string | null;
  /** Operation IDs the account's keys may not execute. */
  readonly deniedOperations: readonly string[];
  /** The issuing company every document copies when it is written. */
  readonly company: DocumentCompany;
  /** User of the tax authority's web services; null when not configured. */
  readonly atWsUser: string | null;
  readonly createdAt: string;
  /** Yearly billing volume of the plan in EUR; null: unlimited. */
  readonly billingVolumeLimit: Decimal | null;
  readonly sms: AccountSms;
  /** Its Multibanco entity and sub-entity; null when not configured. */
  readonly multibanco: { readonly entity: string; readonly subEntity: string } | null;
  readonly mbwayEnabled: boolean;
  /** Digital signature of PDFs configured. */
  readonly signatureEnabled: boolean;
}
