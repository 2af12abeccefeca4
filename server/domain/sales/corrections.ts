// Rules of corrective documents (credit and debit notes): what they may refer to and how far
// they may go. A credit note may not, together with the earlier credit notes of the same
// invoice, credit more than the invoice had.
import { Decimal } from "decimal.js";
import type { Ctx } from "../scope.ts";
import { invalid } from "../errors.ts";
import type { DocumentTotals } from "./totals.ts";
import type { ResolvedLine } from "./prepare.ts";

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
      const invoiced = await ctx.tx
        .selectFrom("sale_lines")
        .innerJoin("sales", "sales.id", "sale_lines.sale_id")
        .innerJoin("document_types", "document_types.id", "sales.document_type_id")
        .select("sale_lines.id")
        .where("sales.dataset_id", "=", ctx.scope.datasetId)
        .where("sales.customer_id", "=", c.customerId)
        .where("sales.status", "=", "Terminado")
        .where("document_types.saft_initials", "in", [...c.correctable])
        .where("sale_lines.item_id", "=", line.item.id)
        .limit(1)
        .executeTakeFirst();
      if (!invoiced) throw invalid(`Line ${index + 1} of items: the item "${line.item.reference}" was never invoiced to this customer.`, `items[${index}].id`);
    }
    return;
  }

  const original = await ctx.tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.id", "sales.status", "sales.customer_id", "sales.customer_vat_number", "sales.issue_date", "sales.grand_total", "document_types.saft_initials"])
    .where("sales.id", "=", c.saleReferenceId)
    .where("sales.dataset_id", "=", ctx.scope.datasetId)
    .executeTakeFirst();
  if (!original || original.status === "Rascunho") throw invalid(`The referenced sale ${c.saleReferenceId} (sale_reference_id) does not exist.`, "sale_reference_id");
  if (!c.correctable.has(original.saft_initials)) {
    throw invalid("Only a Factura, Factura Recibo or Factura Simplificada may be referenced (sale_reference_id).", "sale_reference_id");
  }
  if (original.status === "Anulado") throw invalid("The referenced sale (sale_reference_id) is cancelled.", "sale_reference_id");
  if (original.customer_id !== c.customerId || original.customer_vat_number !== c.vatNumber) {
    throw invalid("The customer (customer, vat_number) differs from the referenced sale's.", "customer");
  }
  if (c.issueDate < original.issue_date) throw invalid(`The issue date (issue_date) may not be earlier than the referenced sale's (${original.issue_date}).`, "issue_date");

  const originalLines = await ctx.tx.selectFrom("sale_lines").selectAll().where("sale_id", "=", original.id).execute();
  // What earlier credit notes of this invoice already credited.
  const earlier =
    c.initials === "NC"
      ? await ctx.tx
          .selectFrom("sale_lines")
          .innerJoin("sales", "sales.id", "sale_lines.sale_id")
          .innerJoin("document_types", "document_types.id", "sales.document_type_id")
          .select(["sale_lines.item_id", "sale_lines.quantity", "sales.id as sale_id", "sales.grand_total"])
          .where("sales.sale_reference_id", "=", original.id)
          .where("sales.status", "=", "Terminado")
          .where("document_types.saft_initials", "=", "NC")
          .execute()
      : [];
  for (const [index, line] of c.lines.entries()) {
    const matches = originalLines.filter((o) => o.item_id === line.item.id);
    const where = `Line ${index + 1} of items`;
    if (matches.length === 0) throw invalid(`${where}: the item "${line.item.reference}" is not on the referenced sale.`, `items[${index}].id`);
    const maxPrice = Decimal.max(...matches.map((m) => new Decimal(m.price)));
    const maxDiscount = Decimal.max(...matches.map((m) => new Decimal(m.discount)));
    const maxRate = Decimal.max(...matches.map((m) => new Decimal(m.vat_tax)));
    const originalQuantity = matches.reduce((sum, m) => sum.plus(m.quantity), new Decimal(0));
    const creditedBefore = earlier.filter((e) => e.item_id === line.item.id).reduce((sum, e) => sum.plus(e.quantity), new Decimal(0));
    const quantitySoFar = c.lines.slice(0, index + 1).filter((l) => l.item.id === line.item.id).reduce((sum, l) => sum.plus(l.input.quantity), new Decimal(0));
    if (quantitySoFar.plus(creditedBefore).greaterThan(originalQuantity)) {
      throw invalid(`${where}: the quantity (quantity) is above the referenced sale's (${originalQuantity.toString()}${creditedBefore.isZero() ? "" : `, of which ${creditedBefore.toString()} already corrected`}).`, `items[${index}].quantity`);
    }
    if (line.input.price.greaterThan(maxPrice)) throw invalid(`${where}: the price (price) is above the referenced sale's (${maxPrice.toString()}).`, `items[${index}].price`);
    if (line.discount.greaterThan(maxDiscount)) throw invalid(`${where}: the discount (discount) is above the referenced sale's (${maxDiscount.toFixed(2)}).`, `items[${index}].discount`);
    if (new Decimal(line.vat.tax).greaterThan(maxRate)) throw invalid(`${where}: the VAT rate (vat) is above the referenced sale's (${maxRate.toFixed(2)}%).`, `items[${index}].vat`);
  }
  const creditedTotals = [...new Map(earlier.map((e) => [e.sale_id, e.grand_total])).values()].reduce((sum, t) => sum.plus(t), new Decimal(0));
  if (c.totals.grandTotal.plus(creditedTotals).greaterThan(original.grand_total)) {
    throw invalid(`The grand total (${c.totals.grandTotal.toFixed(2)}) is above what the referenced sale still allows (${new Decimal(original.grand_total).minus(creditedTotals).toFixed(2)}).`, "items");
  }
}
