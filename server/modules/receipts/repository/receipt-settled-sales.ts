// The sales a receipt's lines settle, as a receipt names them: the parts of their document
// number, and what says why one cannot be settled.
import type { Tx } from "../../../store/database.ts";
import type { DocumentStatus } from "../../documents/index.ts";

/** The parts of a sale's document number ("FT 2026/12"). */
export interface SaleNumberParts {
  /** Null on a draft. */
  readonly number: number | null;
  readonly saftInitials: string;
  readonly serieDescription: string;
}

/** The number parts of the data set's sale with that ID, if any. */
export async function saleNumberParts(tx: Tx, datasetId: number, saleId: number): Promise<SaleNumberParts | undefined> {
  const row = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .select(["sales.number", "document_types.saft_initials", "series.description"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && { number: row.number, saftInitials: row.saft_initials, serieDescription: row.description };
}

/** Where a sale stands, as a receipt line checks it. */
export interface SaleStanding {
  readonly status: DocumentStatus;
  /** The document a credit note refers to. */
  readonly saleReferenceId: number | null;
  readonly saftInitials: string;
}

/** The status, referenced document and type initials of the data set's sale with that ID, if any. */
export async function saleStanding(tx: Tx, datasetId: number, saleId: number): Promise<SaleStanding | undefined> {
  const row = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.status", "sales.sale_reference_id", "document_types.saft_initials"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", datasetId)
    .executeTakeFirst();
  return (
    row && {
      status: row.status as DocumentStatus,
      saleReferenceId: row.sale_reference_id,
      saftInitials: row.saft_initials,
    }
  );
}
