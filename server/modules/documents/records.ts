// The parts every fiscal document (a sale or a receipt) holds alike, as the domain holds them and
// the store's repositories answer and take them (modules/documents/repository/document-columns.ts): the
// customer, company and origin location copied onto it when it was written, its print options,
// and its life cycle. Flags as booleans, stamps as the store holds them (`YYYY-MM-DD HH:mm:ss`),
// statuses as their closed set; and how a document's copies are made of what it is written from
// (the company is the account's own record: account-records.ts).
import type { Location } from "../administration/index.ts";
import type { DocumentCompany } from "../../kernel/account.ts";
import { FINAL_CONSUMER_NIF } from "../../kernel/nif.ts";

export type { DocumentCompany };

export const DOCUMENT_STATUSES = ["Rascunho", "Terminado", "Anulado"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Printing and finishing options shared with receipts. */
export interface PrintInput {
  readonly language?: "PT" | "EN";
  readonly format?: "A4" | "POS";
  readonly paperSize?: number;
  readonly paperLeftMargin?: number;
  readonly paperRightMargin?: number;
  readonly paperTopMargin?: number;
  readonly paperBottomMargin?: number;
  readonly forcePrint?: boolean;
  readonly forceSendEmail?: boolean;
  readonly forceSendSms?: boolean;
  readonly forceSign?: boolean;
}

export type DocumentLanguage = NonNullable<PrintInput["language"]>;
export type DocumentFormat = NonNullable<PrintInput["format"]>;

/** The customer as copied onto a document when it was written (null: not given). */
export interface DocumentCustomer {
  readonly id: number | null;
  readonly code: string | null;
  readonly name: string | null;
  readonly vatNumber: string | null;
  readonly country: string | null;
  readonly city: string | null;
  readonly address: string | null;
  readonly postalCode: string | null;
}

/** The location a document is issued from, as copied onto it. */
export interface DocumentOrigin {
  readonly id: number | null;
  readonly name: string | null;
  readonly country: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
}

/** Who a document is issued to and by, and where from, as copied when it was written. */
export interface DocumentParty {
  readonly customer: DocumentCustomer;
  readonly company: DocumentCompany;
  readonly origin: DocumentOrigin;
}

/** The print options and forced outputs a document keeps; null: its document type decides. */
export interface PrintSettings {
  readonly language: DocumentLanguage | null;
  readonly format: DocumentFormat | null;
  readonly paperSize: number | null;
  readonly paperLeftMargin: number | null;
  readonly paperRightMargin: number | null;
  readonly paperTopMargin: number | null;
  readonly paperBottomMargin: number | null;
  readonly forcePrint: boolean | null;
  readonly forceSendEmail: boolean | null;
  readonly forceSendSms: boolean | null;
  readonly forceSign: boolean | null;
}

/** A stored document's life: status, number, PDF, signature, and who created, finished or cancelled it. */
export interface DocumentLifecycle {
  readonly status: DocumentStatus;
  readonly statusLastChange: string;
  /** Number in its type and series; null while a draft. */
  readonly number: number | null;
  readonly atcud: string | null;
  /** When it was finished (SAF-T SystemEntryDate), `YYYY-MM-DDTHH:mm:ss`; null while a draft. */
  readonly systemEntryDate: string | null;
  /** Its last PDF (below /files/); null until one is generated. */
  readonly filePath: string | null;
  /** Whether that PDF is a draft's preview. */
  readonly filePreviewed: boolean;
  readonly fileLastGenerated: string | null;
  /** When it was signed (sign, or its finishing); null while unsigned. */
  readonly signedAt: string | null;
  /**
   * Its signed PDF (below /files/), which every download of a signed document answers; null
   * when that PDF is still to be made: signed before signatures were real, or cancelled since.
   */
  readonly signedFilePath: string | null;
  readonly createdBy: number | null;
  readonly finishedBy: number | null;
  readonly canceledBy: number | null;
  readonly canceledAt: string | null;
  readonly canceledReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What finishing a document writes: its number and validation code, by whom and when. */
export interface DocumentFinishing {
  readonly number: number;
  readonly atcud: string;
  /** SAF-T SystemEntryDate, `YYYY-MM-DDTHH:mm:ss`. */
  readonly systemEntryDate: string;
  readonly finishedBy: number | null;
  /** The stamp of the status change (and of the update). */
  readonly at: string;
}

/** What cancelling a finished document writes; `canceledAt` is also the stamp of the status change. */
export interface DocumentCancellation {
  readonly canceledBy: number | null;
  readonly canceledAt: string;
  readonly canceledReason: string | null;
}

/** A PDF recorded on a document; `fileLastGenerated` is also the stamp of the update. */
export interface DocumentFile {
  readonly filePath: string;
  readonly fileLastGenerated: string;
  /** Whether it is a draft's preview. */
  readonly filePreviewed: boolean;
}

/** Who a document names when it names no customer: the final consumer (domain notes 1.3). */
export const FINAL_CONSUMER_NAME = "Consumidor Final";

/** The tax number a document is issued to: its customer's, else the final consumer's (SAF-T 999999990). */
export function buyerNif(customer: Pick<DocumentCustomer, "vatNumber">): string {
  return customer.vatNumber ?? FINAL_CONSUMER_NIF;
}

/** The origin location as a document copies it. */
export function originOf(location: Location): DocumentOrigin {
  return {
    id: location.id,
    name: location.description,
    country: location.country,
    address: location.address,
    city: location.city,
    postalCode: location.postalCode,
  };
}

/** The print settings a document keeps of a request's options (an option left out: null). */
export function requestedPrintSettings(input: PrintInput): PrintSettings {
  return {
    language: input.language ?? null,
    format: input.format ?? null,
    paperSize: input.paperSize ?? null,
    paperLeftMargin: input.paperLeftMargin ?? null,
    paperRightMargin: input.paperRightMargin ?? null,
    paperTopMargin: input.paperTopMargin ?? null,
    paperBottomMargin: input.paperBottomMargin ?? null,
    forcePrint: input.forcePrint ?? null,
    forceSendEmail: input.forceSendEmail ?? null,
    forceSendSms: input.forceSendSms ?? null,
    forceSign: input.forceSign ?? null,
  };
}

/** A document's print settings as a request would give them (the inverse of requestedPrintSettings). */
export function printInputOf(settings: PrintSettings): PrintInput {
  return {
    language: settings.language ?? undefined,
    format: settings.format ?? undefined,
    paperSize: settings.paperSize ?? undefined,
    paperLeftMargin: settings.paperLeftMargin ?? undefined,
    paperRightMargin: settings.paperRightMargin ?? undefined,
    paperTopMargin: settings.paperTopMargin ?? undefined,
    paperBottomMargin: settings.paperBottomMargin ?? undefined,
    forcePrint: settings.forcePrint ?? undefined,
    forceSendEmail: settings.forceSendEmail ?? undefined,
    forceSendSms: settings.forceSendSms ?? undefined,
    forceSign: settings.forceSign ?? undefined,
  };
}
