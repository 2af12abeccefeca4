// What the rules of a corrective document (credit or debit note) read: the sale it corrects
// (its lines are the sale's: sales.ts), the lines of the documents that already corrected it, and whether an item was
// invoiced to a customer at all.
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";
import type { DocumentStatus } from "../../documents/index.ts";

/** The sale a correction refers to, as its rules check it. */
export interface CorrectedSale {
  readonly id: number;
  readonly status: DocumentStatus;
  readonly customerId: number | null;
  readonly customerVatNumber: string | null;
  readonly issueDate: string;
  readonly grandTotal: Decimal;
  /** Its document type's SAF-T initials. */
  readonly saftInitials: string;
}

/** A line of a document that corrects a sale, with that document's ID and total. */
export interface CorrectingLine {
  readonly itemId: number;
  readonly quantity: Decimal;
  /** The correcting document. */
  readonly saleId: number;
  /** The correcting document's grand total. */
  readonly grandTotal: Decimal;
}

/** Whether a finished sale of one of these types (SAF-T initials) of the data set sold this item to this customer. */
export async function itemInvoicedTo(
  tx: Tx,
  datasetId: number,
  customerId: number | null,
  initials: readonly string[],
  itemId: number,
): Promise<boolean> {
  const line = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select("sale_lines.id")
    .where("sales.dataset_id", "=", datasetId)
    .where("sales.customer_id", "=", customerId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "in", initials)
    .where("sale_lines.item_id", "=", itemId)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

/** What the data set's sale with this ID is, as a correction checks it: status, customer, date, total and type. */
export async function correctedSale(tx: Tx, datasetId: number, id: number): Promise<CorrectedSale | undefined> {
  const row = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select([
      "sales.id",
      "sales.status",
      "sales.customer_id",
      "sales.customer_vat_number",
      "sales.issue_date",
      "sales.grand_total",
      "document_types.saft_initials",
    ])
    .where("sales.id", "=", id)
    .where("sales.dataset_id", "=", datasetId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.status as DocumentStatus,
      customerId: row.customer_id,
      customerVatNumber: row.customer_vat_number,
      issueDate: row.issue_date,
      grandTotal: new Decimal(row.grand_total),
      saftInitials: row.saft_initials,
    }
  );
}

/**
 * The lines of the finished documents of one type (SAF-T initials) that refer to this sale,
 * each with its document's ID and total: what earlier credit notes of an invoice credited.
 */
export async function linesReferringTo(tx: Tx, saleId: number, initials: string): Promise<CorrectingLine[]> {
  const rows = await tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sale_lines.item_id", "sale_lines.quantity", "sales.id as sale_id", "sales.grand_total"])
    .where("sales.sale_reference_id", "=", saleId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "=", initials)
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    quantity: new Decimal(r.quantity),
    saleId: r.sale_id,
    grandTotal: new Decimal(r.grand_total),
  }));
}
