// What open accounts are derived from: the finished sales that have an account entry, the
// lines of the finished receipts that settle them and the finished credit notes that refer to
// them. The domain (modules/sales/open-accounts.ts) says which types open an entry.
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";

/** The document types (SAF-T initials) with an account entry when finished. */
export interface AccountTypes {
  /** Types whose finished documents are debits (Facturas, Notas de Débito). */
  readonly opening: readonly string[];
  /** The credit note's type: one that refers to no invoice is a credit of its own. */
  readonly creditNote: string;
}

/** A finished sale with an account entry, with what the entry needs. */
export interface AccountSale {
  readonly id: number;
  readonly customerId: number | null;
  readonly grandTotal: Decimal;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
  readonly saftInitials: string;
}

/** A line of a finished receipt, with what it counts on the sale it settles. */
export interface SettlingLine {
  readonly saleId: number;
  /** The sale's open balance when the line was written. */
  readonly balance: Decimal;
  readonly percentageDiscount: Decimal;
  readonly unitDiscount: Decimal;
  readonly totalPaid: Decimal;
}

/** A finished credit note that refers to a sale: the sale and the note's total. */
export interface CreditingNote {
  readonly saleReferenceId: number;
  readonly grandTotal: Decimal;
}

function accountSaleOf(row: {
  id: number;
  customer_id: number | null;
  grand_total: string;
  currency_id: number;
  currency_exchange: string;
  saft_initials: string;
}): AccountSale {
  return {
    id: row.id,
    customerId: row.customer_id,
    grandTotal: new Decimal(row.grand_total),
    currencyId: row.currency_id,
    currencyExchange: new Decimal(row.currency_exchange),
    saftInitials: row.saft_initials,
  };
}

/** The lines of the data set's finished receipts (but one, when given) that settle these sales. */
export async function settlingReceiptLines(
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
  const rows = await paid.execute();
  return rows.map((r) => ({
    saleId: r.sale_id,
    balance: new Decimal(r.total_balance),
    percentageDiscount: new Decimal(r.percentage_discount),
    unitDiscount: new Decimal(r.unit_discount),
    totalPaid: new Decimal(r.total_paid),
  }));
}

/** The data set's finished credit notes (type `creditNote`) that refer to these sales: the sale each refers to, and its total. */
export async function creditNotesReferringTo(
  tx: Tx,
  datasetId: number,
  creditNote: string,
  saleIds: readonly number[],
): Promise<CreditingNote[]> {
  const rows = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.sale_reference_id", "sales.grand_total"])
    .where("sales.dataset_id", "=", datasetId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "=", creditNote)
    .where("sales.sale_reference_id", "in", [...saleIds])
    .execute();
  return rows.map((r) => ({ saleReferenceId: r.sale_reference_id!, grandTotal: new Decimal(r.grand_total) }));
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
export async function accountSale(
  tx: Tx,
  datasetId: number,
  types: AccountTypes,
  saleId: number,
): Promise<AccountSale | undefined> {
  const row = await accountSales(tx, datasetId, types).where("sales.id", "=", saleId).executeTakeFirst();
  return row && accountSaleOf(row);
}

/**
 * The data set's sales with an account entry, of these customers (of all when not given) and
 * issued within these dates (inclusive, each when given), by issue date and ID.
 */
export async function accountSalesOf(
  tx: Tx,
  datasetId: number,
  types: AccountTypes,
  filter: { customerIds?: readonly number[]; dateFrom?: string; dateTo?: string },
): Promise<AccountSale[]> {
  let q = accountSales(tx, datasetId, types);
  if (filter.customerIds) q = q.where("sales.customer_id", "in", [...filter.customerIds]);
  if (filter.dateFrom) q = q.where("sales.issue_date", ">=", filter.dateFrom);
  if (filter.dateTo) q = q.where("sales.issue_date", "<=", filter.dateTo);
  const rows = await q.orderBy("sales.issue_date").orderBy("sales.id").execute();
  return rows.map(accountSaleOf);
}
