// What open accounts are derived from: the finished sales that have an account entry, the
// lines of the finished receipts that settle them and the finished credit notes that refer to
// them. The domain (domain/sales/open-accounts.ts) says which types open an entry.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { ReceiptLinesTable, SalesTable } from "../schema.ts";

/** The document types (SAF-T initials) with an account entry when finished. */
export interface AccountTypes {
  /** Types whose finished documents are debits (Facturas, Notas de Débito). */
  readonly opening: readonly string[];
  /** The credit note's type: one that refers to no invoice is a credit of its own. */
  readonly creditNote: string;
}

/** A finished sale with an account entry, with what the entry needs. */
export type AccountSale = Pick<
  Selectable<SalesTable>,
  "id" | "customer_id" | "grand_total" | "currency_id" | "currency_exchange"
> & { saft_initials: string };

/** A line of a finished receipt, with what it counts on the sale it settles. */
export type SettlingLine = Pick<
  Selectable<ReceiptLinesTable>,
  "sale_id" | "total_balance" | "percentage_discount" | "unit_discount" | "total_paid"
>;

/** The lines of the data set's finished receipts (but one, when given) that settle these sales. */
export function settlingReceiptLines(
  tx: Tx,
  datasetId: number,
  saleIds: readonly number[],
  exceptReceiptId?: number,
): Promise<SettlingLine[]> {
  let paid = tx
    .selectFrom("receipt_lines")
    .innerJoin("receipts", "receipts.id", "receipt_lines.receipt_id")
    .select([
      "receipt_lines.sale_id",
      "receipt_lines.total_balance",
      "receipt_lines.percentage_discount",
      "receipt_lines.unit_discount",
      "receipt_lines.total_paid",
    ])
    .where("receipts.dataset_id", "=", datasetId)
    .where("receipts.status", "=", "Terminado")
    .where("receipt_lines.sale_id", "in", [...saleIds]);
  if (exceptReceiptId !== undefined) paid = paid.where("receipts.id", "!=", exceptReceiptId);
  return paid.execute();
}

/** The data set's finished credit notes (type `creditNote`) that refer to these sales: the sale each refers to, and its total. */
export function creditNotesReferringTo(
  tx: Tx,
  datasetId: number,
  creditNote: string,
  saleIds: readonly number[],
): Promise<Pick<Selectable<SalesTable>, "sale_reference_id" | "grand_total">[]> {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.sale_reference_id", "sales.grand_total"])
    .where("sales.dataset_id", "=", datasetId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "=", creditNote)
    .where("sales.sale_reference_id", "in", [...saleIds])
    .execute();
}

/** Finished sales with an account entry: of the opening types, and credit notes that refer to no invoice. */
function accountSales(tx: Tx, datasetId: number, types: AccountTypes) {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select([
      "sales.id",
      "sales.customer_id",
      "sales.grand_total",
      "sales.currency_id",
      "sales.currency_exchange",
      "document_types.saft_initials",
    ])
    .where("sales.dataset_id", "=", datasetId)
    .where("sales.status", "=", "Terminado")
    .where((eb) =>
      eb.or([
        eb("document_types.saft_initials", "in", [...types.opening]),
        eb.and([eb("document_types.saft_initials", "=", types.creditNote), eb("sales.sale_reference_id", "is", null)]),
      ]),
    );
}

/** The data set's sale with this ID when it has an account entry; undefined otherwise. */
export function accountSale(
  tx: Tx,
  datasetId: number,
  types: AccountTypes,
  saleId: number,
): Promise<AccountSale | undefined> {
  return accountSales(tx, datasetId, types).where("sales.id", "=", saleId).executeTakeFirst();
}

/**
 * The data set's sales with an account entry, of these customers (of all when not given) and
 * issued within these dates (inclusive, each when given), by issue date and ID.
 */
export function accountSalesOf(
  tx: Tx,
  datasetId: number,
  types: AccountTypes,
  filter: { customerIds?: readonly number[]; dateFrom?: string; dateTo?: string },
): Promise<AccountSale[]> {
  let q = accountSales(tx, datasetId, types);
  if (filter.customerIds) q = q.where("sales.customer_id", "in", [...filter.customerIds]);
  if (filter.dateFrom) q = q.where("sales.issue_date", ">=", filter.dateFrom);
  if (filter.dateTo) q = q.where("sales.issue_date", "<=", filter.dateTo);
  return q.orderBy("sales.issue_date").orderBy("sales.id").execute();
}
