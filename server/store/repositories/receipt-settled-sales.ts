// The sales a receipt's lines settle, as a receipt names them: the parts of their document
// number, their date, and what says why one cannot be settled.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypesTable, SalesTable, SeriesTable } from "../schema.ts";

/** The parts of a sale's document number ("FT 2026/12"): number (null on a draft), type initials, series. */
export type SaleNumberParts = Pick<Selectable<SalesTable>, "number"> &
  Pick<Selectable<DocumentTypesTable>, "saft_initials"> &
  Pick<Selectable<SeriesTable>, "description">;

/** The number parts of the data set's sale with that ID, if any. */
export function saleNumberParts(tx: Tx, datasetId: number, saleId: number): Promise<SaleNumberParts | undefined> {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .select(["sales.number", "document_types.saft_initials", "series.description"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** The data set's sale with that ID if it is of the type with these initials, with its number parts. */
export function saleOfType(
  tx: Tx,
  datasetId: number,
  saleId: number,
  saftInitials: string,
): Promise<(Selectable<SalesTable> & { saft_initials: string; serie_description: string }) | undefined> {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .selectAll("sales")
    .select(["document_types.saft_initials", "series.description as serie_description"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", datasetId)
    .where("document_types.saft_initials", "=", saftInitials)
    .executeTakeFirst();
}

/** The status, referenced document and type initials of the data set's sale with that ID, if any. */
export function saleStanding(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<
  | (Pick<Selectable<SalesTable>, "status" | "sale_reference_id"> &
      Pick<Selectable<DocumentTypesTable>, "saft_initials">)
  | undefined
> {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.status", "sales.sale_reference_id", "document_types.saft_initials"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", datasetId)
    .executeTakeFirst();
}
