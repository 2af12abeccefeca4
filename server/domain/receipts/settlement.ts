// What the lines of a receipt settle: each line pays (part of) the open balance of a finished
// Factura or Nota de Débito, or deducts (part of) the unused credit of a finished credit note
// that refers to no invoice. Amounts of a credit-note line count negatively, as the receipt
// counts them, so that the receipt's totals are plain sums of its lines; it must still collect
// something. Balances come from open-accounts.ts (derived, never stored twice).
import { Decimal } from "decimal.js";
import type { Ctx } from "../scope.ts";
import { invalid, type DomainError } from "../errors.ts";
import { receivableEntryOfSale } from "../sales/open-accounts.ts";
import { cents } from "../sales/totals.ts";
import { masterRow } from "../master-records.ts";

export interface ReceiptLineInput {
  readonly sale: number;
  readonly percentageDiscount?: Decimal;
  readonly unitDiscount?: Decimal;
  /** The amount paid; on a credit note's line, the credit deducted (positive too). */
  readonly totalPaid: Decimal;
}

/**
 * A line as the receipt counts it. On a credit note's line (`deducts`) the amounts are
 * negative: `grandTotal` minus the note's total, `balance` minus its unused credit before the
 * receipt (its open-account balance), `totalPaid` minus the credit deducted.
 */
export interface SettledLine {
  readonly saleId: number;
  readonly customerId: number | null;
  readonly deducts: boolean;
  readonly grandTotal: Decimal;
  readonly balance: Decimal;
  readonly percentageDiscount: Decimal;
  readonly unitDiscount: Decimal;
  readonly totalPaid: Decimal;
}

export interface ReceiptTotals {
  readonly lines: readonly SettledLine[];
  readonly grandTotal: Decimal;
  readonly totalBalance: Decimal;
  readonly totalDiscount: Decimal;
  readonly totalPaid: Decimal;
  readonly grandTotalWithCurrencyExchange: Decimal;
}

/** The discount a line grants: its unit discount plus its percentage of the open balance, in cents. */
export function lineDiscount(line: Pick<SettledLine, "balance" | "percentageDiscount" | "unitDiscount">): Decimal {
  return line.unitDiscount.plus(cents(line.balance.times(line.percentageDiscount).dividedBy(100)));
}

/**
 * The receipt's totals: sums of its lines (credit-note lines negative). Refused when the
 * credit notes deduct as much as or more than the other lines pay: a receipt collects something.
 */
export function receiptTotals(lines: readonly SettledLine[], exchange: Decimal): ReceiptTotals {
  const sum = (f: (l: SettledLine) => Decimal, of: readonly SettledLine[] = lines) => of.reduce((s, l) => s.plus(f(l)), new Decimal(0));
  const totalPaid = sum((l) => l.totalPaid);
  if (!totalPaid.greaterThan(0)) {
    const deducted = sum((l) => l.totalPaid.negated(), lines.filter((l) => l.deducts));
    const paid = sum((l) => l.totalPaid, lines.filter((l) => !l.deducts));
    throw invalid(`The credit notes deduct ${deducted.toFixed(2)}, as much as or more than the other documents pay (${paid.toFixed(2)}): a receipt must collect more than zero (sales).`, "sales");
  }
  const grandTotal = sum((l) => l.grandTotal);
  return {
    lines,
    grandTotal,
    totalBalance: sum((l) => l.balance),
    totalDiscount: sum(lineDiscount),
    totalPaid,
    grandTotalWithCurrencyExchange: cents(grandTotal.times(exchange)),
  };
}

/** Why a sale has no entry a receipt may draw on. */
async function notReceivable(ctx: Ctx, saleId: number, where: string, field: string): Promise<DomainError> {
  const sale = await ctx.tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.status", "sales.sale_reference_id", "document_types.saft_initials"])
    .where("sales.id", "=", saleId)
    .where("sales.dataset_id", "=", ctx.scope.datasetId)
    .executeTakeFirst();
  if (!sale) return invalid(`${where}: the sale ${saleId} (id) does not exist.`, field);
  if (sale.saft_initials === "NC") {
    if (sale.status !== "Terminado") {
      return invalid(`${where}: the credit note ${saleId} (id) is ${sale.status === "Anulado" ? "cancelled (Anulado)" : "a draft (Rascunho)"}: only finished credit notes can be deducted.`, field);
    }
    return invalid(`${where}: the credit note ${saleId} (id) refers to the sale ${sale.sale_reference_id} and credits it already: only a credit note that refers to no invoice can be deducted on a receipt.`, field);
  }
  return invalid(`${where}: the sale ${saleId} (id) has no open balance (only finished, not cancelled, Factura and Nota de Débito documents can be settled).`, field);
}

/**
 * Checks the lines against the sales' open balances and credit notes' unused credit, and
 * computes the receipt's totals. All lines are of one customer: the receipt's when given,
 * else the first line's (summary).
 */
export async function settleLines(
  ctx: Ctx,
  lines: readonly ReceiptLineInput[],
  exchange: Decimal,
  options: { exceptReceiptId?: number; customerId?: number; currencyId?: number } = {},
): Promise<ReceiptTotals> {
  if (lines.length === 0) throw invalid("No document was selected (sales): send between 1 and 100 sales.", "sales");
  if (lines.length > 100) throw invalid(`The receipt has ${lines.length} documents (sales): at most 100 are allowed.`, "sales");
  const settled: SettledLine[] = [];
  // What earlier lines of this receipt already took of each sale's balance or note's credit.
  const usedSoFar = new Map<number, Decimal>();
  for (const [index, line] of lines.entries()) {
    const where = `Line ${index + 1} of sales`;
    const field = (name: string) => `sales[${index}].${name}`;
    const entry = await receivableEntryOfSale(ctx, line.sale, { exceptReceiptId: options.exceptReceiptId });
    if (!entry) throw await notReceivable(ctx, line.sale, where, field("id"));
    if (options.customerId !== undefined && entry.customerId !== options.customerId) {
      throw invalid(`${where}: the sale ${line.sale} (id) belongs to another customer: all documents of a receipt must be of the receipt's customer.`, field("id"));
    }
    if (settled.length > 0 && entry.customerId !== settled[0]!.customerId) {
      throw invalid(`${where}: the sale ${line.sale} (id) belongs to another customer than line 1: all documents of a receipt must be of one customer.`, field("id"));
    }
    // Inferred: amounts paid are in the receipt's currency and balances in the sale's, so
    // they must be the same currency.
    if (options.currencyId !== undefined && entry.currencyId !== options.currencyId) {
      const [saleCurrency, receiptCurrency] = await Promise.all([masterRow(ctx, "currencies", entry.currencyId), masterRow(ctx, "currencies", options.currencyId)]);
      throw invalid(
        `${where}: the sale ${line.sale} (id) is in ${saleCurrency!.code_iso} and the receipt in ${receiptCurrency!.code_iso}: a receipt settles documents of its own currency.`,
        field("id"),
      );
    }
    const percentage = line.percentageDiscount ?? new Decimal(0);
    const unit = line.unitDiscount ?? new Decimal(0);
    const used = usedSoFar.get(line.sale) ?? new Decimal(0);
    if (entry.kind === "credit") {
      for (const [name, value] of [["percentage_discount", percentage], ["unit_discount", unit]] as const) {
        if (!value.isZero()) throw invalid(`${where}: a credit note is deducted without discounts (${name}): send 0.00 or nothing.`, field(name));
      }
      if (!line.totalPaid.greaterThan(0)) throw invalid(`${where}: the credit deducted (total_paid) must be greater than zero.`, field("total_paid"));
      const unused = entry.balance.negated().minus(used);
      if (line.totalPaid.greaterThan(unused)) {
        throw invalid(`${where}: deducting ${line.totalPaid.toFixed(2)} is more than the unused credit of the credit note (${unused.toFixed(2)}).`, field("total_paid"));
      }
      usedSoFar.set(line.sale, used.plus(line.totalPaid));
      settled.push({ saleId: line.sale, customerId: entry.customerId, deducts: true, grandTotal: entry.credit.negated(), balance: entry.balance, percentageDiscount: percentage, unitDiscount: unit, totalPaid: line.totalPaid.negated() });
      continue;
    }
    if (percentage.isNegative() || percentage.greaterThan(100)) throw invalid(`${where}: the percentage discount (percentage_discount) must be between 0.00 and 100.00.`, field("percentage_discount"));
    if (unit.isNegative()) throw invalid(`${where}: the unit discount (unit_discount) may not be negative.`, field("unit_discount"));
    if (!line.totalPaid.greaterThan(0)) throw invalid(`${where}: the paid value (total_paid) must be greater than zero.`, field("total_paid"));
    const open = entry.balance.minus(used);
    const settles = line.totalPaid.plus(lineDiscount({ balance: entry.balance, percentageDiscount: percentage, unitDiscount: unit }));
    if (settles.greaterThan(open)) {
      throw invalid(`${where}: paying ${settles.toFixed(2)} is more than the open amount of the sale (${open.toFixed(2)}).`, field("total_paid"));
    }
    usedSoFar.set(line.sale, used.plus(settles));
    settled.push({ saleId: line.sale, customerId: entry.customerId, deducts: false, grandTotal: entry.debit, balance: entry.balance, percentageDiscount: percentage, unitDiscount: unit, totalPaid: line.totalPaid });
  }
  return receiptTotals(settled, exchange);
}
