// Open accounts, derived from the documents: a finished Factura or Nota de Débito is a debit
// on its customer's account; finished receipts that settle it and finished credit notes that
// refer to it are credits; the balance is what remains open. Cancelled documents count for
// nothing. Nothing is stored twice, so a cancellation reopens the balances by itself.
import { Decimal } from "decimal.js";
import type { Ctx } from "../scope.ts";
import { cents } from "./totals.ts";
import { OPENS_ACCOUNT } from "./kinds.ts";
import { PAGE_SIZE, pageOffset } from "../paging.ts";

export interface OpenAccountEntry {
  /** The entry is the sale's: its ID is the sale ID. */
  readonly id: number;
  readonly saleId: number;
  readonly customerId: number | null;
  readonly debit: Decimal;
  readonly credit: Decimal;
  readonly balance: Decimal;
  readonly currencyId: number;
  readonly currencyExchange: string;
}

/** What a receipt line settles of a sale's balance: the amount paid plus its discounts. */
export function settledBy(line: { total_balance: string; percentage_discount: string; unit_discount: string; total_paid: string }): Decimal {
  const percentage = cents(new Decimal(line.total_balance).times(line.percentage_discount).dividedBy(100));
  return new Decimal(line.total_paid).plus(line.unit_discount).plus(percentage);
}

/** Credits on each of the given sales: settled by finished receipts, corrected by finished credit notes. */
async function creditsOf(ctx: Ctx, saleIds: readonly number[], exceptReceiptId?: number): Promise<Map<number, Decimal>> {
  const credits = new Map<number, Decimal>(saleIds.map((id) => [id, new Decimal(0)]));
  if (saleIds.length === 0) return credits;
  let paid = ctx.tx
    .selectFrom("receipt_lines")
    .innerJoin("receipts", "receipts.id", "receipt_lines.receipt_id")
    .select(["receipt_lines.sale_id", "receipt_lines.total_balance", "receipt_lines.percentage_discount", "receipt_lines.unit_discount", "receipt_lines.total_paid"])
    .where("receipts.dataset_id", "=", ctx.scope.datasetId)
    .where("receipts.status", "=", "Terminado")
    .where("receipt_lines.sale_id", "in", [...saleIds]);
  if (exceptReceiptId !== undefined) paid = paid.where("receipts.id", "!=", exceptReceiptId);
  for (const line of await paid.execute()) credits.set(line.sale_id, credits.get(line.sale_id)!.plus(settledBy(line)));
  const notes = await ctx.tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.sale_reference_id", "sales.grand_total"])
    .where("sales.dataset_id", "=", ctx.scope.datasetId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "=", "NC")
    .where("sales.sale_reference_id", "in", [...saleIds])
    .execute();
  for (const n of notes) credits.set(n.sale_reference_id!, credits.get(n.sale_reference_id!)!.plus(n.grand_total));
  return credits;
}

type SaleForAccount = { id: number; customer_id: number | null; grand_total: string; currency_id: number; currency_exchange: string };

async function entriesFor(ctx: Ctx, sales: readonly SaleForAccount[], exceptReceiptId?: number): Promise<OpenAccountEntry[]> {
  const credits = await creditsOf(ctx, sales.map((s) => s.id), exceptReceiptId);
  return sales.map((s) => {
    const debit = new Decimal(s.grand_total);
    const credit = Decimal.min(debit, credits.get(s.id) ?? new Decimal(0));
    return { id: s.id, saleId: s.id, customerId: s.customer_id, debit, credit, balance: debit.minus(credit), currencyId: s.currency_id, currencyExchange: s.currency_exchange };
  });
}

function accountSales(ctx: Ctx) {
  return ctx.tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.id", "sales.customer_id", "sales.grand_total", "sales.currency_id", "sales.currency_exchange"])
    .where("sales.dataset_id", "=", ctx.scope.datasetId)
    .where("sales.status", "=", "Terminado")
    .where("document_types.saft_initials", "in", [...OPENS_ACCOUNT]);
}

/** The account entry of one sale, or null when the sale opens none (draft, cancelled, other type). */
export async function entryOfSale(ctx: Ctx, saleId: number, options: { exceptReceiptId?: number } = {}): Promise<OpenAccountEntry | null> {
  const sale = await accountSales(ctx).where("sales.id", "=", saleId).executeTakeFirst();
  if (!sale) return null;
  return (await entriesFor(ctx, [sale], options.exceptReceiptId))[0]!;
}

/** Entries with a balance still open, of one customer (all of them) or of every customer (15 at a time). */
export async function openEntries(ctx: Ctx, options: { customerIds?: readonly number[]; skip?: number; dateFrom?: string; dateTo?: string; paged?: boolean }): Promise<OpenAccountEntry[]> {
  let q = accountSales(ctx);
  if (options.customerIds) {
    if (options.customerIds.length === 0) return [];
    q = q.where("sales.customer_id", "in", [...options.customerIds]);
  }
  if (options.dateFrom) q = q.where("sales.issue_date", ">=", options.dateFrom);
  if (options.dateTo) q = q.where("sales.issue_date", "<=", options.dateTo);
  const sales = await q.orderBy("sales.issue_date").orderBy("sales.id").execute();
  const open = (await entriesFor(ctx, sales)).filter((e) => e.balance.greaterThan(0));
  if (!options.paged) return open;
  const offset = pageOffset(options.skip);
  return open.slice(offset, offset + PAGE_SIZE);
}
