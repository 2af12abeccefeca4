// Numbering a document (a sale, or a receipt numbered alike): the next number of its type and
// series, documents found by their number, the issue date a new one must not precede, and what
// a sale's signature chains to.
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";
import { prepared } from "../../../store/prepared.ts";
import type { SerieAssignment } from "../../administration/index.ts";
import type { StoredSigningKey } from "./signing-keys.ts";

/** The tables of numbered documents. */
export type NumberedTable = "sales" | "receipts";

/** A document number's parts: "FT 2026/12" is type initials FT, series 2026, number 12. */
export interface DocumentNumberParts {
  readonly initials: string;
  readonly serie: string;
  readonly number: number;
}

/** IDs of the data set's documents (sales or receipts) that carry a document number. */
export async function idsWithNumber(
  tx: Tx,
  datasetId: number,
  table: NumberedTable,
  parts: DocumentNumberParts,
): Promise<number[]> {
  // The type and series as subqueries, so that the number is looked up by the documents'
  // unique (data set, type, series, number) index rather than among all the data set's documents.
  const rows = await tx
    .selectFrom(table)
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "in", (eb) =>
      eb
        .selectFrom("document_types")
        .select("id")
        .where("dataset_id", "=", datasetId)
        .where("saft_initials", "=", parts.initials),
    )
    .where("serie_id", "in", (eb) =>
      eb.selectFrom("series").select("id").where("dataset_id", "=", datasetId).where("description", "=", parts.serie),
    )
    .where("number", "=", parts.number)
    .execute();
  return rows.map((r) => r.id);
}

const nextNumber = prepared((tx: Tx, typeSerieId: number) =>
  tx
    .updateTable("document_type_series")
    .set((eb) => ({ document_number: eb("document_number", "+", 1) }))
    .where("id", "=", typeSerieId)
    .returning(["document_number", "atcud"]),
);

/**
 * Takes the next number of a document type's series (by its assignment's ID) and reads the
 * series' validation code, in one statement; undefined when there is no such assignment.
 */
export async function takeNextNumber(
  tx: Tx,
  typeSerieId: number,
): Promise<Pick<SerieAssignment, "lastNumber" | "atcud"> | undefined> {
  const [taken] = await nextNumber(tx, typeSerieId);
  return taken && { lastNumber: taken.document_number, atcud: taken.atcud };
}

/** Issue date of the data set's latest finished (not draft) document of the type and series; null before the first. */
export async function lastIssueDate(
  tx: Tx,
  datasetId: number,
  table: NumberedTable,
  documentTypeId: number,
  serieId: number,
): Promise<string | null> {
  const last = await tx
    .selectFrom(table)
    .select(["issue_date"])
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "=", serieId)
    .where("status", "!=", "Rascunho")
    .orderBy("issue_date", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.issue_date ?? null;
}

/** What a signature chains to of a signed sale. */
export interface SignedSale {
  readonly number: number;
  readonly issueDate: string;
  /** `YYYY-MM-DDTHH:mm:ss`; null on documents stored without it. */
  readonly systemEntryDate: string | null;
  readonly grandTotal: Decimal;
  readonly currencyExchange: Decimal | null;
  readonly hash: string;
  /** The version of the key that signed it, as stored. */
  readonly hashControl: string | null;
}

/** What finishing a sale reads of what came before it, in one statement (salesBefore). */
export interface SalesBefore {
  /** Issue date of the latest finished document of the type and series; null before the first. */
  readonly lastIssueDate: string | null;
  /** The signed documents of the type and series just before the number, latest first (at most two). */
  readonly signed: readonly SignedSale[];
  /** The store's current signing key; null until the first is made. */
  readonly key: StoredSigningKey | null;
}

const salesBeforeQuery = prepared(
  (tx: Tx, datasetId: number, documentTypeId: number, serieId: number, number: number) =>
    tx
      .selectFrom(
        tx
          .selectNoFrom((eb) =>
            eb
              .selectFrom("sales")
              .select("issue_date")
              .where("dataset_id", "=", datasetId)
              .where("document_type_id", "=", documentTypeId)
              .where("serie_id", "=", serieId)
              .where("status", "!=", "Rascunho")
              .orderBy("issue_date", "desc")
              .limit(1)
              .as("last_issue_date"),
          )
          .as("head"),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom("sales")
            .select([
              "number",
              "issue_date",
              "system_entry_date",
              "grand_total",
              "currency_exchange",
              "hash",
              "hash_control",
            ])
            .where("dataset_id", "=", datasetId)
            .where("document_type_id", "=", documentTypeId)
            .where("serie_id", "=", serieId)
            .where("number", "<", number)
            .where("hash", "is not", null)
            .orderBy("number", "desc")
            .limit(2)
            .as("previous"),
        (join) => join.onTrue(),
      )
      .leftJoin(
        // Highest version wins; among rows of one version (a race between processes) the first.
        (eb) =>
          eb
            .selectFrom("signing_keys")
            .select(["version", "private_key_pem", "public_key_pem"])
            .orderBy("version", "desc")
            .orderBy("id", "asc")
            .limit(1)
            .as("signing"),
        (join) => join.onTrue(),
      )
      .selectAll(["head", "previous", "signing"]),
);

/**
 * Reads, for a sale of the data set that took `number` in a type and series: the issue date it
 * must not precede, the two signed documents before it, and the current signing key.
 */
export async function salesBefore(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
  serieId: number,
  number: number,
): Promise<SalesBefore> {
  const rows = await salesBeforeQuery(tx, datasetId, documentTypeId, serieId, number);
  const first = rows[0]!;
  return {
    lastIssueDate: first.last_issue_date,
    // Rows of the left join: none (nothing signed before) reads as one row of nulls.
    signed: rows
      .filter((r) => r.number !== null)
      .map((r) => ({
        number: Number(r.number),
        issueDate: r.issue_date!,
        systemEntryDate: r.system_entry_date,
        grandTotal: new Decimal(r.grand_total!),
        currencyExchange: r.currency_exchange === null ? null : new Decimal(r.currency_exchange),
        hash: r.hash!,
        hashControl: r.hash_control,
      }))
      .sort((a, b) => b.number - a.number),
    key:
      first.version === null
        ? null
        : { version: first.version, privateKeyPem: first.private_key_pem!, publicKeyPem: first.public_key_pem! },
  };
}

/** The public key (PEM) of the signing key of this version; null when there is none. */
export async function signingPublicKey(tx: Tx, version: number): Promise<string | null> {
  const row = await tx
    .selectFrom("signing_keys")
    .select("public_key_pem")
    .where("version", "=", version)
    .executeTakeFirst();
  return row?.public_key_pem ?? null;
}
