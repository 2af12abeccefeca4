// Rules of corrective documents (credit and debit notes): what they may refer to and how far
// they may go. A credit note may not, together with the earlier credit notes of the same
// invoice, credit more than the invoice had.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { correctedSale, itemInvoicedTo, linesReferringTo } from "./repository/sale-corrections.ts";
import { saleLines } from "./repository/sales.ts";
import { refuse } from "../../kernel/errors.ts";
import type { DocumentTotals } from "./totals.ts";
import type { ResolvedLine } from "./body.ts";

export interface CorrectionCheck {
  readonly initials: string;
  readonly saleReferenceId: number | undefined;
  readonly customerId: number | null;
  readonly vatNumber: string;
  readonly issueDate: string;
  readonly lines: readonly ResolvedLine[];
  readonly totals: DocumentTotals;
  readonly correctable: ReadonlySet<string>;
}

export async function checkCorrection(ctx: Ctx, c: CorrectionCheck): Promise<void> {
  if (c.saleReferenceId === undefined) {
    // Without a reference every item must have been invoiced to this customer.
    for (const [index, line] of c.lines.entries()) {
      const invoiced = await itemInvoicedTo(
        ctx.tx,
        ctx.scope.datasetId,
        c.customerId,
        [...c.correctable],
        line.item.id,
      );
      if (!invoiced)
        throw refuse("sale.line.item.not_invoiced", { reference: line.item.reference }, `items[${index}].item`);
    }
    return;
  }

  const original = await correctedSale(ctx.tx, ctx.scope.datasetId, c.saleReferenceId);
  if (!original || original.status === "Rascunho")
    throw refuse("sale.reference.not_found", { value: c.saleReferenceId }, "saleReferenceId");
  if (!c.correctable.has(original.saftInitials))
    throw refuse("sale.reference.not_correctable", { initials: original.saftInitials }, "saleReferenceId");
  if (original.status === "Anulado") throw refuse("sale.reference.cancelled", {}, "saleReferenceId");
  if (original.customerId !== c.customerId) throw refuse("sale.reference.customer_differs", {}, "customer");
  if (original.customerVatNumber !== c.vatNumber) throw refuse("sale.reference.customer_differs", {}, "vatNumber");
  if (c.issueDate < original.issueDate)
    throw refuse("sale.reference.issue_date_before", { date: original.issueDate }, "issueDate");

  const originalLines = await saleLines(ctx.tx, original.id);
  // What earlier credit notes of this invoice already credited.
  const earlier = c.initials === "NC" ? await linesReferringTo(ctx.tx, original.id, "NC") : [];
  for (const [index, line] of c.lines.entries()) {
    const matches = originalLines.filter((o) => o.itemId === line.item.id);
    const path = (field: string) => `items[${index}].${field}`;
    if (matches.length === 0)
      throw refuse("sale.reference.line.item_missing", { reference: line.item.reference }, path("item"));
    const maxPrice = Decimal.max(...matches.map((m) => m.price));
    const maxDiscount = Decimal.max(...matches.map((m) => m.discount));
    const maxRate = Decimal.max(...matches.map((m) => m.vatTax));
    const originalQuantity = matches.reduce((sum, m) => sum.plus(m.quantity), new Decimal(0));
    const creditedBefore = earlier
      .filter((e) => e.itemId === line.item.id)
      .reduce((sum, e) => sum.plus(e.quantity), new Decimal(0));
    const earlierLines = c.lines
      .slice(0, index)
      .filter((l) => l.item.id === line.item.id)
      .reduce((sum, l) => sum.plus(l.input.quantity), new Decimal(0));
    const available = originalQuantity.minus(creditedBefore).minus(earlierLines);
    if (line.input.quantity.greaterThan(available)) {
      throw refuse(
        "sale.reference.line.quantity_exceeded",
        {
          available: Decimal.max(0, available).toString(),
          quantity: originalQuantity.toString(),
          credited: creditedBefore.toString(),
        },
        path("quantity"),
      );
    }
    if (line.input.price.greaterThan(maxPrice))
      throw refuse("sale.reference.line.price_exceeded", { price: maxPrice.toString() }, path("price"));
    if (line.discount.greaterThan(maxDiscount))
      throw refuse("sale.reference.line.discount_exceeded", { discount: maxDiscount.toFixed(2) }, path("discount"));
    if (line.vat.tax.greaterThan(maxRate))
      throw refuse("sale.reference.line.vat_exceeded", { rate: maxRate.toFixed(2) }, path("vat"));
  }
  const creditedTotals = [...new Map(earlier.map((e) => [e.saleId, e.grandTotal])).values()].reduce(
    (sum, t) => sum.plus(t),
    new Decimal(0),
  );
  if (c.totals.grandTotal.plus(creditedTotals).greaterThan(original.grandTotal)) {
    throw refuse("sale.reference.total_exceeded", {
      total: c.totals.grandTotal.toFixed(2),
      available: original.grandTotal.minus(creditedTotals).toFixed(2),
    });
  }
}
