// What the rules of a corrective document (credit or debit note) read: the sale it corrects
// and its lines, the lines of the documents that already corrected it, and whether an item was
// invoiced to a customer at all.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { SaleLinesTable, SalesTable } from "../schema.ts";

/** The sale a correction refers to, as its rules check it. */
export type CorrectedSale = Pick<
  Selectable<SalesTable>,
  "id" | "status" | "customer_id" | "customer_vat_number" | "issue_date" | "grand_total"
> & { readonly saft_initials: string };

/** A line of a document that corrects a sale, with that document's ID and total. */
export type CorrectingLine = Pick<Selectable<SaleLinesTable>, "item_id" | "quantity"> & {
  readonly sale_id: number;
  readonly grand_total: string;
};

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
export function correctedSale(tx: Tx, datasetId: number, id: number): Promise<CorrectedSale | undefined> {
  return tx
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
}

/** The lines of one sale, in no particular order. */
export function linesOfSale(tx: Tx, saleId: number): Promise<Selectable<SaleLinesTable>[]> {
  return tx.selectFrom("sale_lines").selectAll().where("sale_id", "=", saleId).execute();
}

/**
 * The lines of the finished documents of one type (SAF-T initials) that refer to this sale,
 * each with its document's ID and total: what earlier credit notes of an invoice credited.
 */
export function linesReferringTo(tx: Tx, saleId: number, initials: string): Promise<CorrectingLine[]> {
  return tx
    .selectFrom("sale_lines")
    .innerJoin("sales", "sales.id", "sale_lines.sale_id")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sale_lines.item_id", "sale_lines.quantity", "sales.id as sale_id", "sales.grand_total"])
    .where("sales.sale_reference_id", "=", saleId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "=", initials)
    .execute();
}
