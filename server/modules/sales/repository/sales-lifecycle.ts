// What the life of a finished sale reads: the notes and receipts that refer to it and the stock
// it moved (cancellation), what earlier credit notes credited of it, and its document types.
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { DocumentTypesTable } from "../../../store/schema.ts";
import type { MovementType } from "../../items/index.ts";

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
export async function saleStockMovements(tx: Tx, datasetId: number, saleId: number): Promise<SaleStockMovement[]> {
  const rows = await tx
    .selectFrom("stock_movements")
    .select(["item_id", "warehouse_id", "type", "quantity"])
    .where("dataset_id", "=", datasetId)
    .where("sale_id", "=", saleId)
    .where("origin", "=", "sale")
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    warehouseId: r.warehouse_id,
    type: r.type as MovementType,
    quantity: new Decimal(r.quantity),
  }));
}

/** A stock movement a sale made: an item in or out of a warehouse. */
export interface SaleStockMovement {
  readonly itemId: number;
  readonly warehouseId: number;
  readonly type: MovementType;
  readonly quantity: Decimal;
}

/** The lines of the finished documents of one type that refer to this sale (what earlier credit notes credited). */
export async function linesOfFinishedReferring(
  tx: Tx,
  saleId: number,
  documentTypeId: number,
): Promise<{ readonly itemId: number; readonly quantity: Decimal }[]> {
  const rows = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .select(["sale_lines.item_id", "sale_lines.quantity"])
    .where("sales.sale_reference_id", "=", saleId)
    .where("sales.document_type_id", "=", documentTypeId)
    .where("sales.status", "=", "Terminado")
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, quantity: new Decimal(r.quantity) }));
}

/** The shipping values of the data set's finished documents of one type that refer to this sale. */
export async function shippingOfFinishedReferring(
  tx: Tx,
  datasetId: number,
  saleId: number,
  documentTypeId: number,
): Promise<Decimal[]> {
  const rows = await tx
    .selectFrom("sales")
    .select("shipping_value")
    .where("dataset_id", "=", datasetId)
    .where("sale_reference_id", "=", saleId)
    .where("document_type_id", "=", documentTypeId)
    .where("status", "=", "Terminado")
    .execute();
  return rows.map((r) => new Decimal(r.shipping_value));
}
