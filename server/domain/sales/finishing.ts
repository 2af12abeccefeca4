// Finishing a document: the next number of its type and series (gap-free: taken by an atomic
// increment inside the request's transaction, and a unique (type, series, number) backs it),
// the ATCUD, the document number "FT 2026/12", and for billing documents, guides and working
// documents the SAF-T signature chaining each document to the previous one of its type and series.
import type { Ctx } from "../scope.ts";
import { refuse } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { Decimal } from "decimal.js";
import type { Tx } from "../../store/database.ts";
import { prepared } from "../../store/prepared.ts";
import {
  ensureSigningKey,
  signDocument,
  signingMessage,
  verifyDocument,
  type SigningKey,
} from "../../outputs/signature.ts";

export interface NumberedDocument {
  readonly number: number;
  readonly atcud: string;
  readonly documentNumber: string;
  /** `YYYY-MM-DDTHH:mm:ss`. */
  readonly systemEntryDate: string;
}

/** `FT 2026/12`: type initials, space, series, slash, number. */
export function documentNumber(initials: string, serie: string, number: number | null): string | null {
  return number === null ? null : `${initials} ${serie}/${number}`;
}

export interface DocumentNumberParts {
  readonly initials: string;
  readonly serie: string;
  readonly number: number;
}

/** Reads "FT 2026/12" back into its parts; null when the text is not a document number. */
export function parseDocumentNumber(text: string): DocumentNumberParts | null {
  const match = /^(\S+) (\S+)\/([0-9]+)$/.exec(text.trim());
  return match ? { initials: match[1]!, serie: match[2]!, number: Number(match[3]) } : null;
}

/** IDs of the caller's documents (sales or receipts) that carry a document number. */
export async function idsWithNumber(
  ctx: Ctx,
  table: "sales" | "receipts",
  parts: DocumentNumberParts,
): Promise<number[]> {
  // The type and series as subqueries, so that the number is looked up by the documents'
  // unique (data set, type, series, number) index rather than among all the data set's documents.
  const datasetId = ctx.scope.datasetId;
  const rows = await ctx.tx
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
 * Takes the next number of a document type and series. Refuses when the series was not
 * communicated to the tax authority (no validation code, so no ATCUD is possible).
 */
export async function takeNumber(
  ctx: Ctx,
  typeSerieId: number,
  labels: { initials: string; serie: string; type: string },
): Promise<NumberedDocument> {
  // One statement takes the number and reads the validation code; a refusal rolls the number back with the transaction.
  const [taken] = await nextNumber(ctx.tx, typeSerieId);
  if (!taken) throw new Error(`No document type series ${typeSerieId}.`);
  const { document_number, atcud } = taken;
  if (!atcud) {
    throw refuse("document.serie.not_communicated", { serie: labels.serie, type: labels.type }, "serie");
  }
  const stamp = nowStamp(ctx.clock);
  return {
    number: document_number,
    atcud: `${atcud}-${document_number}`,
    documentNumber: documentNumber(labels.initials, labels.serie, document_number)!,
    systemEntryDate: stamp.replace(" ", "T"),
  };
}

/** Refuses an issue date earlier than the last finished document of the same type and series. */
export async function checkIssueDateOrder(
  ctx: Ctx,
  table: "sales" | "receipts",
  documentTypeId: number,
  serieId: number,
  issueDate: string,
): Promise<void> {
  const last = await ctx.tx
    .selectFrom(table)
    .select(["issue_date"])
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "=", serieId)
    .where("status", "!=", "Rascunho")
    .orderBy("issue_date", "desc")
    .limit(1)
    .executeTakeFirst();
  checkIssueDateAfter(last?.issue_date ?? null, issueDate);
}

/** What finishing a sale reads of what came before it, in one statement (salesBefore). */
export interface SalesBefore {
  /** Issue date of the latest finished document of the type and series; null before the first. */
  readonly lastIssueDate: string | null;
  /** The signed documents of the type and series just before the number, latest first (at most two). */
  readonly signed: readonly SignedRow[];
  /** The store's current signing key; null until the first is made. */
  readonly key: SigningKey | null;
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
 * Reads, for a sale that took `number` in a type and series: the issue date it must not
 * precede, the two signed documents its signature chains to and verifies, and the current
 * signing key. Call after taking the number: that locks the series, so every document
 * finished before this one is seen.
 */
export async function salesBefore(
  ctx: Ctx,
  documentTypeId: number,
  serieId: number,
  number: number,
): Promise<SalesBefore> {
  const rows = await salesBeforeQuery(ctx.tx, ctx.scope.datasetId, documentTypeId, serieId, number);
  const first = rows[0]!;
  return {
    lastIssueDate: first.last_issue_date,
    // Rows of the left join: none (nothing signed before) reads as one row of nulls.
    signed: rows
      .filter((r) => r.number !== null)
      .map((r) => ({
        number: Number(r.number),
        issue_date: r.issue_date!,
        system_entry_date: r.system_entry_date,
        grand_total: r.grand_total!,
        currency_exchange: r.currency_exchange,
        hash: r.hash,
        hash_control: r.hash_control,
      }))
      .sort((a, b) => b.number - a.number),
    key:
      first.version === null
        ? null
        : { version: first.version, privateKeyPem: first.private_key_pem!, publicKeyPem: first.public_key_pem! },
  };
}

/** Refuses an issue date earlier than the last finished document's of the same type and series. */
export function checkIssueDateAfter(lastIssueDate: string | null, issueDate: string): void {
  if (lastIssueDate !== null && lastIssueDate > issueDate) {
    throw refuse("document.issue_date.before_last", { date: lastIssueDate }, "issueDate");
  }
}

/** SAF-T GrossTotal of a document: its grand total, as the EUR counter-value for another currency. */
export function signedGrossTotal(grandTotal: Decimal.Value, currencyExchange: Decimal.Value | null): string {
  return new Decimal(grandTotal)
    .times(currencyExchange ?? 1)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/**
 * Signs a finished document (billing, guide, working), chained to the previous one of its type
 * and series. The previous link is verified first: when its stored data no longer matches its
 * signature (an anomaly: the record was altered), the series is blocked (the regulatory rule)
 * and every further document of the type in it is refused until the chain is sound again.
 */
export async function signSale(
  ctx: Ctx,
  sale: {
    number: number;
    issueDate: string;
    systemEntryDate: string;
    documentNumber: string;
    grossTotal: string;
  },
  before: SalesBefore,
): Promise<{ hash: string; hashControl: string }> {
  const [previous, beforePrevious] = before.signed;
  const key = before.key ?? (await ensureSigningKey(ctx.tx));
  if (previous) await checkChainLink(ctx, sale.documentNumber, previous, beforePrevious?.hash ?? "", key);
  const message = signingMessage({
    invoiceDate: sale.issueDate,
    systemEntryDate: sale.systemEntryDate,
    documentNumber: sale.documentNumber,
    grossTotal: sale.grossTotal,
    previousHash: previous?.hash ?? "",
  });
  return { hash: signDocument(key, message), hashControl: String(key.version) };
}

interface SignedRow {
  readonly number: number | null;
  readonly issue_date: string;
  readonly system_entry_date: string | null;
  readonly grand_total: string;
  readonly currency_exchange: string | null;
  readonly hash: string | null;
  readonly hash_control: string | null;
}

/** Refuses to extend a chain whose last document does not verify against its stored data. */
async function checkChainLink(
  ctx: Ctx,
  newNumber: string,
  previous: SignedRow,
  previousHash: string,
  current: SigningKey,
): Promise<void> {
  const parts = parseDocumentNumber(newNumber)!;
  const number = documentNumber(parts.initials, parts.serie, previous.number)!;
  // Signed with the current key (the usual case) or an older one, read then.
  const key =
    String(current.version) === previous.hash_control
      ? { public_key_pem: current.publicKeyPem }
      : await ctx.tx
          .selectFrom("signing_keys")
          .select("public_key_pem")
          .where("version", "=", Number(previous.hash_control))
          .executeTakeFirst();
  let sound = false;
  if (key && previous.system_entry_date) {
    try {
      const message = signingMessage({
        invoiceDate: previous.issue_date,
        systemEntryDate: previous.system_entry_date,
        documentNumber: number,
        grossTotal: signedGrossTotal(previous.grand_total, previous.currency_exchange),
        previousHash,
      });
      sound = verifyDocument(key.public_key_pem, message, previous.hash!);
    } catch {
      sound = false;
    }
  }
  if (!sound) {
    throw refuse("document.serie.blocked", { serie: parts.serie, initials: parts.initials, number }, "serie");
  }
}
