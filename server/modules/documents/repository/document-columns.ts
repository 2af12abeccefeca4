// The column groups sales and receipts share (the customer, company and origin location copied
// onto a document, its print options, its life cycle) mapped to and from the domain's document
// records (modules/documents/records.ts): 0/1 flags to booleans and back, the closed sets cast.
import type { Selectable } from "kysely";
import type { ReceiptsTable } from "../../../store/schema.ts";
import type {
  DocumentCancellation,
  DocumentFile,
  DocumentFinishing,
  DocumentFormat,
  DocumentLanguage,
  DocumentLifecycle,
  DocumentOrigin,
  DocumentParty,
  DocumentStatus,
  PrintSettings,
} from "../records.ts";
import { companyColumns, companyOf, type CompanyColumns } from "../../accounts/index.ts";

// The groups are the same columns in both tables (schema/documents.ts); a sale's row has them too.
type DocumentRow = Selectable<ReceiptsTable>;

type PartyColumns = CompanyColumns &
  Pick<
    DocumentRow,
    | "customer_id"
    | "customer_code"
    | "customer_name"
    | "customer_vat_number"
    | "customer_country"
    | "customer_city"
    | "customer_address"
    | "customer_postal_code"
    | "location_origin_id"
    | "location_origin_name"
    | "location_origin_country"
    | "location_origin_address"
    | "location_origin_city"
    | "location_origin_postal_code"
  >;

type PrintColumns = Pick<
  DocumentRow,
  | "language"
  | "format"
  | "paper_size"
  | "paper_left_margin"
  | "paper_right_margin"
  | "paper_top_margin"
  | "paper_bottom_margin"
  | "force_print"
  | "force_send_email"
  | "force_send_sms"
  | "force_sign"
>;

type LifecycleColumns = Pick<
  DocumentRow,
  | "status"
  | "status_last_change"
  | "number"
  | "atcud"
  | "system_entry_date"
  | "file_path"
  | "file_previewed"
  | "file_last_generated"
  | "signed_at"
  | "signed_file_path"
  | "created_by"
  | "finished_by"
  | "canceled_by"
  | "canceled_at"
  | "canceled_reason"
  | "created_at"
  | "updated_at"
>;

function flagOf(value: number | null): boolean | null {
  return value === null ? null : value === 1;
}

function flagColumn(value: boolean | null): number | null {
  return value === null ? null : value ? 1 : 0;
}

/** The party copied onto a stored document. */
export function partyOf(row: PartyColumns): DocumentParty {
  return {
    customer: {
      id: row.customer_id,
      code: row.customer_code,
      name: row.customer_name,
      vatNumber: row.customer_vat_number,
      country: row.customer_country,
      city: row.customer_city,
      address: row.customer_address,
      postalCode: row.customer_postal_code,
    },
    company: companyOf(row),
    origin: {
      id: row.location_origin_id,
      name: row.location_origin_name,
      country: row.location_origin_country,
      address: row.location_origin_address,
      city: row.location_origin_city,
      postalCode: row.location_origin_postal_code,
    },
  };
}

/** The columns of the origin location copied onto a document. */
export function originColumns(origin: DocumentOrigin) {
  return {
    location_origin_id: origin.id,
    location_origin_name: origin.name,
    location_origin_country: origin.country,
    location_origin_address: origin.address,
    location_origin_city: origin.city,
    location_origin_postal_code: origin.postalCode,
  } satisfies Partial<PartyColumns>;
}

/** The columns of a document's party. */
export function partyColumns({ customer, company, origin }: DocumentParty) {
  return {
    customer_id: customer.id,
    customer_code: customer.code,
    customer_name: customer.name,
    customer_vat_number: customer.vatNumber,
    customer_country: customer.country,
    customer_city: customer.city,
    customer_address: customer.address,
    customer_postal_code: customer.postalCode,
    ...companyColumns(company),
    ...originColumns(origin),
  } satisfies PartyColumns;
}

/** The print settings a stored document keeps. */
export function printSettingsOf(row: PrintColumns): PrintSettings {
  return {
    language: row.language as DocumentLanguage | null,
    format: row.format as DocumentFormat | null,
    paperSize: row.paper_size,
    paperLeftMargin: row.paper_left_margin,
    paperRightMargin: row.paper_right_margin,
    paperTopMargin: row.paper_top_margin,
    paperBottomMargin: row.paper_bottom_margin,
    forcePrint: flagOf(row.force_print),
    forceSendEmail: flagOf(row.force_send_email),
    forceSendSms: flagOf(row.force_send_sms),
    forceSign: flagOf(row.force_sign),
  };
}

/** The columns of a document's print settings. */
export function printSettingsColumns(print: PrintSettings) {
  return {
    language: print.language,
    format: print.format,
    paper_size: print.paperSize,
    paper_left_margin: print.paperLeftMargin,
    paper_right_margin: print.paperRightMargin,
    paper_top_margin: print.paperTopMargin,
    paper_bottom_margin: print.paperBottomMargin,
    force_print: flagColumn(print.forcePrint),
    force_send_email: flagColumn(print.forceSendEmail),
    force_send_sms: flagColumn(print.forceSendSms),
    force_sign: flagColumn(print.forceSign),
  } satisfies PrintColumns;
}

/** The life cycle of a stored document. */
export function lifecycleOf(row: LifecycleColumns): DocumentLifecycle {
  return {
    status: row.status as DocumentStatus,
    statusLastChange: row.status_last_change,
    number: row.number,
    atcud: row.atcud,
    systemEntryDate: row.system_entry_date,
    filePath: row.file_path,
    filePreviewed: row.file_previewed === 1,
    fileLastGenerated: row.file_last_generated,
    signedAt: row.signed_at,
    signedFilePath: row.signed_file_path,
    createdBy: row.created_by,
    finishedBy: row.finished_by,
    canceledBy: row.canceled_by,
    canceledAt: row.canceled_at,
    canceledReason: row.canceled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What no output, finishing or cancellation of a draft has set yet: a draft's update sets them back (a preview's PDF included). */
export const UNFINISHED_COLUMNS = {
  file_path: null,
  file_previewed: 0,
  file_last_generated: null,
  signed_at: null,
  signed_file_path: null,
  finished_by: null,
  canceled_by: null,
  canceled_at: null,
  canceled_reason: null,
} as const satisfies Partial<LifecycleColumns>;

/** The life cycle of a new draft, created by that account at `stamp`. */
export function draftColumns(createdBy: number | null, stamp: string) {
  return {
    status: "Rascunho",
    status_last_change: stamp,
    number: null,
    atcud: null,
    system_entry_date: null,
    created_by: createdBy,
    created_at: stamp,
    updated_at: stamp,
    ...UNFINISHED_COLUMNS,
  } satisfies LifecycleColumns;
}

/** What finishing sets: the status, the number and validation code, who finished it and when. */
export function finishingColumns(finishing: DocumentFinishing) {
  return {
    status: "Terminado",
    status_last_change: finishing.at,
    number: finishing.number,
    atcud: finishing.atcud,
    system_entry_date: finishing.systemEntryDate,
    finished_by: finishing.finishedBy,
    updated_at: finishing.at,
  } satisfies Partial<LifecycleColumns>;
}

/** What cancelling sets: the status, who cancelled it, when and why. */
export function cancellationColumns(cancellation: DocumentCancellation) {
  return {
    status: "Anulado",
    status_last_change: cancellation.canceledAt,
    canceled_by: cancellation.canceledBy,
    canceled_at: cancellation.canceledAt,
    canceled_reason: cancellation.canceledReason,
    // A signed document's signed PDF shows it before it was cancelled: the next PDF signs it anew.
    signed_file_path: null,
    updated_at: cancellation.canceledAt,
  } satisfies Partial<LifecycleColumns>;
}

/** What recording a PDF sets: its path, when it was generated (the update too) and whether it is a preview. */
export function fileColumns(file: DocumentFile) {
  return {
    file_path: file.filePath,
    file_last_generated: file.fileLastGenerated,
    file_previewed: file.filePreviewed ? 1 : 0,
    updated_at: file.fileLastGenerated,
  } satisfies Partial<LifecycleColumns>;
}
