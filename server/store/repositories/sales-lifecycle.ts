// What the life of a finished sale reads: the notes and receipts that refer to it and the stock
// it moved (cancellation), what earlier credit notes credited of it, and its document types.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypesTable, SaleLinesTable, SalesTable, StockMovementsTable } from "../schema.ts";

/** The data set's first document type (by ID) with these SAF-T initials, if any. */
export function documentTypeWithInitials(
  tx: Tx,
  datasetId: number,
  initials: string,
): Promise<Pick<Selectable<DocumentTypesTable>, "id" | "active" | "description"> | undefined> {
  return tx
    .selectFrom("document_types")
    .select(["id", "active", "description"])
    .where("dataset_id", "=", datasetId)
    .where("saft_initials", "=", initials)
    .orderBy("id")
    .executeTakeFirst();
}

/** One finished sale of the data set that refers to this one (a credit or debit note), if any. */
export function finishedSaleReferringTo(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<{ id: number } | undefined> {
  return tx
    .selectFrom("sales")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("sale_reference_id", "=", saleId)
    .where("status", "=", "Terminado")
    .limit(1)
    .executeTakeFirst();
}

/** One finished receipt of the data set with a line settling this sale, if any. */
export function finishedReceiptSettling(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<{ id: number } | undefined> {
  return tx
    .selectFrom("receipt_lines")
    .innerJoin("receipts", "receipts.id", "receipt_lines.receipt_id")
    .select("receipts.id")
    .where("receipts.dataset_id", "=", datasetId)
    .where("receipt_lines.sale_id", "=", saleId)
    .where("receipts.status", "=", "Terminado")
    .limit(1)
    .executeTakeFirst();
}

/** The stock movements the data set's sale made. */
export function saleStockMovements(
  tx: Tx,
  datasetId: number,
  saleId: number,
): Promise<Pick<Selectable<StockMovementsTable>, "item_id" | "warehouse_id" | "type" | "quantity">[]> {
  return tx
    .selectFrom("stock_movements")
    .select(["item_id", "warehouse_id", "type", "quantity"])
    .where("dataset_id", "=", datasetId)
    .where("sale_id", "=", saleId)
    .where("origin", "=", "sale")
    .execute();
}

/** The lines of the finished documents of one type that refer to this sale (what earlier credit notes credited). */
export function linesOfFinishedReferring(
  tx: Tx,
  saleId: number,
  documentTypeId: number,
): Promise<Pick<Selectable<SaleLinesTable>, "item_id" | "quantity">[]> {
  return tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .select(["sale_lines.item_id", "sale_lines.quantity"])
    .where("sales.sale_reference_id", "=", saleId)
    .where("sales.document_type_id", "=", documentTypeId)
    .where("sales.status", "=", "Terminado")
    .execute();
}

/** The shipping values of the data set's finished documents of one type that refer to this sale. */
export function shippingOfFinishedReferring(
  tx: Tx,
  datasetId: number,
  saleId: number,
  documentTypeId: number,
): Promise<Pick<Selectable<SalesTable>, "shipping_value">[]> {
  return tx
    .selectFrom("sales")
    .select("shipping_value")
    .where("dataset_id", "=", datasetId)
    .where("sale_reference_id", "=", saleId)
    .where("document_type_id", "=", documentTypeId)
    .where("status", "=", "Terminado")
    .execute();
}
