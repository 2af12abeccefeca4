// What the lines of a receipt settle: each line pays (part of) the open balance of a finished
// Factura or Nota de Débito, or deducts (part of) the unused credit of a finished credit note
// that refers to no invoice. Amounts of a credit-note line count negatively, as the receipt
// counts them, so that the receipt's totals are plain sums of its lines; it must still collect
// something. Balances come from open-accounts.ts (derived, never stored twice).
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse, type Refusal } from "../../kernel/errors.ts";
import { documentNumber } from "../documents/index.ts";
import { receivableEntryOfSale } from "../sales/index.ts";
import { cents } from "../sales/index.ts";
import { masterRecord } from "../administration/index.ts";
import { saleNumberParts, saleStanding } from "./repository/receipt-settled-sales.ts";
import type { ReceiptLine } from "./records.ts";
import type { Sale } from "../sales/index.ts";
import { saleOfType } from "../sales/index.ts";

export interface ReceiptLineInput {
  readonly sale: number;
  readonly percentageDiscount?: Decimal;
  readonly unitDiscount?: Decimal;
  /** The amount paid; on a credit note's line, the credit deducted (positive too). */
  readonly totalPaid: Decimal;
}

/**
 * A line as the receipt counts it (and stores it). On a credit note's line (`deducts`) the
 * amounts are negative: `grandTotal` minus the note's total, `balance` minus its unused credit
 * before the receipt (its open-account balance), `totalPaid` minus the credit deducted.
 */
export interface SettledLine extends ReceiptLine {
  readonly customerId: number | null;
  readonly deducts: boolean;
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
  const sum = (f: (l: SettledLine) => Decimal, of: readonly SettledLine[] = lines) =>
    of.reduce((s, l) => s.plus(f(l)), new Decimal(0));
  const totalPaid = sum((l) => l.totalPaid);
  if (!totalPaid.greaterThan(0)) {
    const deducted = sum(
      (l) => l.totalPaid.negated(),
      lines.filter((l) => l.deducts),
    );
    const paid = sum(
      (l) => l.totalPaid,
      lines.filter((l) => !l.deducts),
    );
    throw refuse("receipt.total.not_positive", { deducted: deducted.toFixed(2), paid: paid.toFixed(2) }, "sales");
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

/** How a refusal names a line's document: its number ("FT 2026/12"), or its ID while it has none. */
async function documentLabel(ctx: Ctx, saleId: number): Promise<string> {
  const row = await saleNumberParts(ctx.tx, ctx.scope.datasetId, saleId);
  return (row && documentNumber(row.saftInitials, row.serieDescription, row.number)) ?? String(saleId);
}

/** Why a sale has no entry a receipt may draw on. */
async function notReceivable(ctx: Ctx, saleId: number, path: string): Promise<Refusal> {
  const sale = await saleStanding(ctx.tx, ctx.scope.datasetId, saleId);
  if (!sale) return refuse("sale.not_found", { value: saleId }, path);
  const document = await documentLabel(ctx, saleId);
  if (sale.saftInitials === "NC") {
    if (sale.status !== "Terminado")
      return refuse("receipt.line.credit_note.not_finished", { document, status: sale.status }, path);
    return refuse("receipt.line.credit_note.referenced", { document, reference: sale.saleReferenceId ?? "" }, path);
  }
  return refuse("receipt.line.no_balance", { document }, path);
}

/**
 * A line that settles a whole document of a type (SAF-T initials; `typeName` is how the caller
 * named the type, for refusals): the whole open balance of an invoice or debit note, the whole
 * unused credit of a credit note that refers to no invoice (positive, as a line's input takes
 * it). Refused when the document has none.
 */
export async function wholeSettlement(
  ctx: Ctx,
  saleId: number,
  initials: string,
  typeName: string,
  path: string,
): Promise<{ readonly sale: Sale; readonly totalPaid: Decimal }> {
  const sale = await saleOfType(ctx.tx, ctx.scope.datasetId, saleId, initials);
  if (!sale) throw refuse("sale.not_found", { value: saleId, type: typeName }, path);
  const serie = await masterRecord(ctx, "series", sale.serieId);
  const document = documentNumber(initials, serie?.description ?? "", sale.number) ?? `${typeName} ${saleId}`;
  const entry = await receivableEntryOfSale(ctx, sale.id);
  if (initials === "NC") {
    if (sale.status === "Terminado" && sale.saleReferenceId !== null)
      throw refuse("receipt.line.credit_note.referenced", { document, reference: sale.saleReferenceId }, path);
    if (!entry || entry.kind !== "credit" || entry.balance.isZero())
      throw refuse("receipt.line.credit_note.no_credit", { document }, path);
    return { sale, totalPaid: entry.balance.negated() };
  }
  if (!entry || entry.kind !== "debit" || !entry.balance.greaterThan(0))
    throw refuse("receipt.line.no_balance", { document }, path);
  return { sale, totalPaid: entry.balance };
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
  if (lines.length === 0) throw refuse("receipt.sales.empty", {}, "sales");
  if (lines.length > 100) throw refuse("receipt.sales.too_many", { count: lines.length }, "sales");
  const settled: SettledLine[] = [];
  // What earlier lines of this receipt already took of each sale's balance or note's credit.
  const usedSoFar = new Map<number, Decimal>();
  for (const [index, line] of lines.entries()) {
    const field = (name: keyof ReceiptLineInput) => `sales[${index}].${name}`;
    const entry = await receivableEntryOfSale(ctx, line.sale, { exceptReceiptId: options.exceptReceiptId });
    if (!entry) throw await notReceivable(ctx, line.sale, field("sale"));
    if (options.customerId !== undefined && entry.customerId !== options.customerId) {
      throw refuse("receipt.line.customer.differs", { document: await documentLabel(ctx, line.sale) }, field("sale"));
    }
    if (settled.length > 0 && entry.customerId !== settled[0]!.customerId) {
      throw refuse("receipt.line.customer.mixed", { document: await documentLabel(ctx, line.sale) }, field("sale"));
    }
    // Inferred: amounts paid are in the receipt's currency and balances in the sale's, so
    // they must be the same currency.
    if (options.currencyId !== undefined && entry.currencyId !== options.currencyId) {
      const [saleCurrency, receiptCurrency] = await Promise.all([
        masterRecord(ctx, "currencies", entry.currencyId),
        masterRecord(ctx, "currencies", options.currencyId),
      ]);
      throw refuse(
        "receipt.line.currency.differs",
        {
          document: await documentLabel(ctx, line.sale),
          sale_currency: saleCurrency!.codeIso,
          receipt_currency: receiptCurrency!.codeIso,
        },
        field("sale"),
      );
    }
    const percentage = line.percentageDiscount ?? new Decimal(0);
    const unit = line.unitDiscount ?? new Decimal(0);
    const used = usedSoFar.get(line.sale) ?? new Decimal(0);
    if (entry.kind === "credit") {
      for (const [name, value] of [
        ["percentageDiscount", percentage],
        ["unitDiscount", unit],
      ] as const) {
        if (!value.isZero())
          throw refuse("receipt.line.credit_note.discount", { value: value.toString() }, field(name));
      }
      if (!line.totalPaid.greaterThan(0))
        throw refuse("receipt.line.total_paid.not_positive", { value: line.totalPaid.toString() }, field("totalPaid"));
      const unused = entry.balance.negated().minus(used);
      if (line.totalPaid.greaterThan(unused)) {
        throw refuse(
          "receipt.line.credit_exceeded",
          { amount: line.totalPaid.toFixed(2), available: unused.toFixed(2) },
          field("totalPaid"),
        );
      }
      usedSoFar.set(line.sale, used.plus(line.totalPaid));
      settled.push({
        saleId: line.sale,
        customerId: entry.customerId,
        deducts: true,
        grandTotal: entry.credit.negated(),
        balance: entry.balance,
        percentageDiscount: percentage,
        unitDiscount: unit,
        totalPaid: line.totalPaid.negated(),
      });
      continue;
    }
    if (percentage.isNegative() || percentage.greaterThan(100))
      throw refuse("rate.out_of_range", { value: percentage.toString() }, field("percentageDiscount"));
    if (unit.isNegative()) throw refuse("amount.negative", { value: unit.toString() }, field("unitDiscount"));
    if (!line.totalPaid.greaterThan(0))
      throw refuse("receipt.line.total_paid.not_positive", { value: line.totalPaid.toString() }, field("totalPaid"));
    const open = entry.balance.minus(used);
    const settles = line.totalPaid.plus(
      lineDiscount({ balance: entry.balance, percentageDiscount: percentage, unitDiscount: unit }),
    );
    if (settles.greaterThan(open)) {
      throw refuse("receipt.line.overpaid", { amount: settles.toFixed(2), open: open.toFixed(2) }, field("totalPaid"));
    }
    usedSoFar.set(line.sale, used.plus(settles));
    settled.push({
      saleId: line.sale,
      customerId: entry.customerId,
      deducts: false,
      grandTotal: entry.debit,
      balance: entry.balance,
      percentageDiscount: percentage,
      unitDiscount: unit,
      totalPaid: line.totalPaid,
    });
  }
  return receiptTotals(settled, exchange);
}
