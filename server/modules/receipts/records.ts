// A receipt and its lines as the domain holds them, and as the store's repositories answer and
// take them: amounts as Decimal, dates as the store holds them (`YYYY-MM-DD`), and the parts every
// fiscal document shares (copied parties, print settings, life cycle: ../document-records.ts).
import type { Decimal } from "decimal.js";
import type { DocumentLifecycle, DocumentParty, PrintSettings } from "../documents/index.ts";

/** A receipt's totals in its currency with 2 places: sums of its lines (a credit note's line counts negative). */
export interface ReceiptAmounts {
  /** The settled documents' grand totals. */
  readonly grandTotal: Decimal;
  /** Their open balances before the receipt. */
  readonly totalBalance: Decimal;
  readonly totalDiscount: Decimal;
  readonly totalPaid: Decimal;
}

/** What create and a draft's update decide about a receipt. */
export interface ReceiptFields extends DocumentParty {
  readonly documentTypeId: number;
  readonly serieId: number;
  readonly issueDate: string;
  /** When the payment was received. */
  readonly receiptDate: string;
  readonly paymentMethodId: number | null;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
  readonly observations: string | null;
  readonly amounts: ReceiptAmounts;
  readonly print: PrintSettings;
}

/** What a receipt takes when it is created (a draft), beyond what create decides. */
export interface NewReceipt extends ReceiptFields {
  /** The account whose key created it. */
  readonly createdBy: number | null;
  readonly createdAt: string;
}

/** A stored receipt. */
export interface Receipt extends ReceiptFields, DocumentLifecycle {
  readonly id: number;
}

/**
 * A line of a receipt: what it pays of a finished sale's open balance or, with negative amounts,
 * what it deducts of a credit note's unused credit (see settlement.ts).
 */
export interface ReceiptLine {
  readonly saleId: number;
  /** The sale's grand total. */
  readonly grandTotal: Decimal;
  /** The sale's open balance (a note's unused credit) when the line was written. */
  readonly balance: Decimal;
  /** Percent of the balance. */
  readonly percentageDiscount: Decimal;
  readonly unitDiscount: Decimal;
  readonly totalPaid: Decimal;
}

/** A stored line, in its receipt's order. */
export interface StoredReceiptLine extends ReceiptLine {
  readonly id: number;
  readonly receiptId: number;
}
