// Finishing a document: the next number of its type and series (gap-free: taken by an atomic
// increment inside the request's transaction, and a unique (type, series, number) backs it),
// the ATCUD, the document number "FT 2026/12", and for billing documents, guides and working
// documents the SAF-T signature chaining each document to the previous one of its type and series.
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { Decimal } from "decimal.js";
import {
  idsWithNumber as storedIdsWithNumber,
  lastIssueDate,
  salesBefore as storedSalesBefore,
  signingPublicKey,
  takeNextNumber,
  type DocumentNumberParts,
  type SalesBefore,
  type SignedSale,
} from "./repository/document-numbering.ts";
import { ensureSigningKey, signDocument, signingMessage, verifyDocument, type SigningKey } from "./signature.ts";

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

export type { DocumentNumberParts, SalesBefore };

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
  return storedIdsWithNumber(ctx.tx, ctx.scope.datasetId, table, parts);
}

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
  const taken = await takeNextNumber(ctx.tx, typeSerieId);
  if (!taken) throw new Error(`No document type series ${typeSerieId}.`);
  const { lastNumber: number, atcud } = taken;
  if (!atcud) {
    throw refuse("document.serie.not_communicated", { serie: labels.serie, type: labels.type }, "serie");
  }
  const stamp = nowStamp(ctx.clock);
  return {
    number,
    atcud: `${atcud}-${number}`,
    documentNumber: documentNumber(labels.initials, labels.serie, number)!,
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
  checkIssueDateAfter(await lastIssueDate(ctx.tx, ctx.scope.datasetId, table, documentTypeId, serieId), issueDate);
}

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
  return storedSalesBefore(ctx.tx, ctx.scope.datasetId, documentTypeId, serieId, number);
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

/** Refuses to extend a chain whose last document does not verify against its stored data. */
async function checkChainLink(
  ctx: Ctx,
  newNumber: string,
  previous: SignedSale,
  previousHash: string,
  current: SigningKey,
): Promise<void> {
  const parts = parseDocumentNumber(newNumber)!;
  const number = documentNumber(parts.initials, parts.serie, previous.number)!;
  // Signed with the current key (the usual case) or an older one, read then.
  const publicKeyPem =
    String(current.version) === previous.hashControl
      ? current.publicKeyPem
      : await signingPublicKey(ctx.tx, Number(previous.hashControl));
  let sound = false;
  if (publicKeyPem && previous.systemEntryDate) {
    try {
      const message = signingMessage({
        invoiceDate: previous.issueDate,
        systemEntryDate: previous.systemEntryDate,
        documentNumber: number,
        grossTotal: signedGrossTotal(previous.grandTotal, previous.currencyExchange),
        previousHash,
      });
      sound = verifyDocument(publicKeyPem, message, previous.hash);
    } catch {
      sound = false;
    }
  }
  if (!sound) {
    throw refuse("document.serie.blocked", { serie: parts.serie, initials: parts.initials, number }, "serie");
  }
}
