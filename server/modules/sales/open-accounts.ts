// Open accounts, derived from the documents: a finished Factura or Nota de Débito is a debit
// on its customer's account; finished receipts that settle it and finished credit notes that
// refer to it are credits; the balance is what remains open. A finished credit note that
// refers to no invoice is a credit of its own: receipts deduct from it, and what they have not
// used yet is a negative balance. Cancelled documents count for nothing. Nothing is stored
// twice, so a cancellation reopens the balances (and frees the credit) by itself.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { cents } from "./totals.ts";
import { OPENS_ACCOUNT } from "../documents/index.ts";
import type { Sale } from "./records.ts";
import { PAGE_SIZE, pageOffset } from "../../kernel/paging.ts";
import { refuse } from "../../kernel/errors.ts";
import {
  accountSale,
  accountSalesOf,
  creditNotesReferringTo,
  settlingReceiptLines,
  type AccountSale,
  type AccountTypes,
  type SettlingLine,
} from "./repository/open-accounts.ts";

/** Credit notes that refer to no invoice are credits on their customer's account. */
const CREDIT_NOTE = "NC";

/** Finished sales with an account entry: Facturas and Notas de Débito, and credit notes that refer to no invoice. */
const ACCOUNT_TYPES: AccountTypes = { opening: [...OPENS_ACCOUNT], creditNote: CREDIT_NOTE };

export interface OpenAccountEntry {
  /** The entry is the sale's: its ID is the sale ID. */
  readonly id: number;
  readonly saleId: number;
  readonly customerId: number | null;
  /**
   * `debit`: a Factura or Nota de Débito (debit = its total, credit = what settled it,
   * balance >= 0 open). `credit`: a credit note referring to no invoice (credit = its total,
   * debit = what receipts deducted from it, balance <= 0: minus its unused credit).
   */
  readonly kind: "debit" | "credit";
  readonly debit: Decimal;
  readonly credit: Decimal;
  /** debit - credit. */
  readonly balance: Decimal;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
}

/**
 * What a receipt line counts on a sale's entry: the amount paid plus its discounts. Receipt
 * lines of a credit note are stored negative (the credit deducted), so this is negative then.
 */
export function settledBy(line: SettlingLine): Decimal {
  const percentage = cents(line.balance.times(line.percentageDiscount).dividedBy(100));
  return line.totalPaid.plus(line.unitDiscount).plus(percentage);
}

/** What finished receipts count on each of the given sales (signed as settledBy). */
async function receiptAmounts(
  ctx: Ctx,
  saleIds: readonly number[],
  exceptReceiptId?: number,
): Promise<Map<number, Decimal>> {
  const amounts = new Map<number, Decimal>(saleIds.map((id) => [id, new Decimal(0)]));
  if (saleIds.length === 0) return amounts;
  for (const line of await settlingReceiptLines(ctx.tx, ctx.scope.datasetId, saleIds, exceptReceiptId))
    amounts.set(line.saleId, amounts.get(line.saleId)!.plus(settledBy(line)));
  return amounts;
}

/** What finished credit notes referring to each of the given sales credit it. */
async function noteCredits(ctx: Ctx, saleIds: readonly number[]): Promise<Map<number, Decimal>> {
  const credits = new Map<number, Decimal>(saleIds.map((id) => [id, new Decimal(0)]));
  if (saleIds.length === 0) return credits;
  const notes = await creditNotesReferringTo(ctx.tx, ctx.scope.datasetId, CREDIT_NOTE, saleIds);
  for (const n of notes) credits.set(n.saleReferenceId, credits.get(n.saleReferenceId)!.plus(n.grandTotal));
  return credits;
}

/** `fresh`: sales written by the running transaction, which no receipt or credit note can settle yet (nothing to read). */
async function entriesFor(
  ctx: Ctx,
  sales: readonly AccountSale[],
  exceptReceiptId?: number,
  fresh = false,
): Promise<OpenAccountEntry[]> {
  const ids = sales.map((s) => s.id);
  const byReceipts = fresh
    ? new Map(ids.map((id) => [id, new Decimal(0)]))
    : await receiptAmounts(ctx, ids, exceptReceiptId);
  const byNotes = fresh ? new Map(ids.map((id) => [id, new Decimal(0)])) : await noteCredits(ctx, ids);
  return sales.map((s) => {
    const total = s.grandTotal;
    const common = {
      id: s.id,
      saleId: s.id,
      customerId: s.customerId,
      currencyId: s.currencyId,
      currencyExchange: s.currencyExchange,
    };
    if (s.saftInitials === CREDIT_NOTE) {
      const used = Decimal.min(total, byReceipts.get(s.id)!.negated());
      return { kind: "credit", debit: used, credit: total, balance: used.minus(total), ...common };
    }
    const credit = Decimal.min(total, byReceipts.get(s.id)!.plus(byNotes.get(s.id)!));
    return { kind: "debit", debit: total, credit, balance: total.minus(credit), ...common };
  });
}

/**
 * The debit entry of one sale (a finished Factura or Nota de Débito), or null when the sale
 * opens none: this is the entry embedded in the sale's record.
 */
export async function entryOfSale(
  ctx: Ctx,
  saleId: number,
  options: { exceptReceiptId?: number } = {},
): Promise<OpenAccountEntry | null> {
  const entry = await receivableEntryOfSale(ctx, saleId, options);
  return entry?.kind === "debit" ? entry : null;
}

/**
 * The debit entries of several sales already loaded, keyed by sale ID (what entryOfSale answers
 * for each, with two queries for all): finished Facturas and Notas de Débito only.
 */
export async function debitEntriesOf(
  ctx: Ctx,
  sales: readonly { readonly sale: Sale; readonly saftInitials: string }[],
  options: { fresh?: boolean } = {},
): Promise<Map<number, OpenAccountEntry>> {
  const opening = sales.filter(
    (s) => s.sale.status === "Terminado" && (OPENS_ACCOUNT as ReadonlySet<string>).has(s.saftInitials),
  );
  const entries = await entriesFor(
    ctx,
    opening.map(({ sale, saftInitials }) => ({
      id: sale.id,
      customerId: sale.customer.id,
      grandTotal: sale.amounts.grandTotal,
      currencyId: sale.currencyId,
      currencyExchange: sale.currencyExchange,
      saftInitials,
    })),
    undefined,
    options.fresh,
  );
  return new Map(entries.map((e) => [e.saleId, e]));
}

/**
 * The entry a receipt line draws on: the open balance of a finished Factura or Nota de
 * Débito, or the unused credit of a finished credit note that refers to no invoice; null for
 * any other sale (draft, cancelled, other type, credit note of an invoice).
 */
export async function receivableEntryOfSale(
  ctx: Ctx,
  saleId: number,
  options: { exceptReceiptId?: number } = {},
): Promise<OpenAccountEntry | null> {
  const sale = await accountSale(ctx.tx, ctx.scope.datasetId, ACCOUNT_TYPES, saleId);
  if (!sale) return null;
  return (await entriesFor(ctx, [sale], options.exceptReceiptId))[0]!;
}

/**
 * Entries still open, of some customers (all of them) or of every customer (15 at a time):
 * debits with a balance open and credit notes with credit unused (a negative balance).
 */
/** Most entries one customer's open account answers at once; more are read by pages (allAccountsOpen). */
export const OPEN_ACCOUNT_LIMIT = 1000;

/** A customer's open entries, refused when there are more than one answer lists. */
export async function customerOpenEntries(ctx: Ctx, customerId: number): Promise<OpenAccountEntry[]> {
  const entries = await openEntries(ctx, { customerIds: [customerId] });
  if (entries.length > OPEN_ACCOUNT_LIMIT)
    throw refuse("customer.accounts_open.too_many", { limit: OPEN_ACCOUNT_LIMIT });
  return entries;
}

export async function openEntries(
  ctx: Ctx,
  options: { customerIds?: readonly number[]; skip?: number; dateFrom?: string; dateTo?: string; paged?: boolean },
): Promise<OpenAccountEntry[]> {
  if (options.customerIds?.length === 0) return [];
  const sales = await accountSalesOf(ctx.tx, ctx.scope.datasetId, ACCOUNT_TYPES, options);
  const open = (await entriesFor(ctx, sales)).filter((e) => !e.balance.isZero());
  if (!options.paged) return open;
  const offset = pageOffset(options.skip);
  return open.slice(offset, offset + PAGE_SIZE);
}
