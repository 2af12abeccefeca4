// What happens to finished sales: cancellation (with its five rules) and the documents made
// from them (duplicate, credit note, debit note), which start as drafts dated today.
import { Decimal } from "decimal.js";
import { referencedRecord } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp, today } from "../../kernel/clock.ts";
import type { MixedValue } from "../administration/index.ts";
import { salesDocumentType } from "./prepare.ts";
import { BILLING, CORRECTABLE, GUIDES } from "../documents/index.ts";
import { createSale, reverseStock } from "./sales.ts";
import { loadSale } from "./load.ts";
import type { Sale } from "./records.ts";
import { salePdf } from "./outputs.ts";
import type { SaleInput } from "./input.ts";
import { storedSaleInput } from "./drafts.ts";
import { cancelStoredSale } from "./repository/sales.ts";
import {
  documentTypeWithInitials,
  finishedReceiptSettling,
  finishedSaleReferringTo,
  linesOfFinishedReferring,
  shippingOfFinishedReferring,
} from "./repository/sales-lifecycle.ts";

/**
 * Cancels a finished sale: reason of at least 15 characters for billing documents and guides;
 * refused while a credit or debit note refers to it, for billing documents not issued today,
 * while a receipt settles it, and for guides once their transport has started. The stock it
 * moved moves back. Returns the path of the PDF, reprinted as cancelled.
 */
export async function cancelSale(ctx: Ctx, id: number, reason: string | null): Promise<string> {
  const sale = await loadSale(ctx, id);
  if (sale.status === "Anulado") throw refuse("document.already_cancelled", {}, "id");
  if (sale.status !== "Terminado") throw refuse("document.cancel.draft", {}, "id");
  const initials = (await referencedRecord(ctx, "document_types", sale.documentTypeId)).saftInitials;
  const text = reason?.trim() ?? "";
  if ((BILLING.has(initials) || GUIDES.has(initials)) && text.length < 15) {
    throw refuse("document.cancel.reason_required", {}, "reason");
  }
  const note = await finishedSaleReferringTo(ctx.tx, ctx.scope.datasetId, id);
  if (note) throw refuse("sale.cancel.has_note", {}, "id");
  if (BILLING.has(initials) && sale.issueDate !== today(ctx.clock))
    throw refuse("sale.cancel.not_issue_date", { date: sale.issueDate }, "id");
  const receipt = await finishedReceiptSettling(ctx.tx, ctx.scope.datasetId, id);
  if (receipt) throw refuse("sale.cancel.has_receipt", {}, "id");
  if (
    GUIDES.has(initials) &&
    sale.transport.waybillShippingDate !== null &&
    nowStamp(ctx.clock).slice(0, 16) > sale.transport.waybillShippingDate
  ) {
    throw refuse("sale.cancel.transport_started", { date: sale.transport.waybillShippingDate }, "id");
  }
  await cancelStoredSale(ctx.tx, id, {
    canceledBy: ctx.scope.accountId,
    canceledAt: nowStamp(ctx.clock),
    canceledReason: text === "" ? null : text,
  });
  await reverseStock(ctx, sale);
  // A signed sale's PDF is signed anew, cancelled (cancelling dropped its signed PDF).
  return (await salePdf(ctx, await loadSale(ctx, id), { copy: "Original" })).path;
}

/** What a document made from a sale copies of it: its content, not its dates, series, transport or print options. */
const CONTENT = [
  "customer",
  "vatNumber",
  "address",
  "city",
  "postalCode",
  "country",
  "deliveryAddress",
  "deliveryCity",
  "deliveryPostalCode",
  "deliveryCountry",
  "paymentMethod",
  "paymentCondition",
  "shippingMode",
  "shippingValue",
  "shippingVat",
  "price",
  "currency",
  "currencyExchange",
  "finalDiscountFinancial",
  "finalDiscountGlobal",
  "vatType",
  "observations",
  "irsRetentionTax",
  "employee",
  "locationOrigin",
  "items",
] as const satisfies readonly (keyof SaleInput)[];

/** The request that would recreate a sale's content (lines, customer, options) as a draft dated today. */
async function inputFrom(
  ctx: Ctx,
  sale: Sale,
  overrides: Partial<SaleInput> & Pick<SaleInput, "documentType">,
): Promise<SaleInput> {
  const stored = await storedSaleInput(ctx, sale);
  const content = Object.fromEntries(CONTENT.map((field) => [field, stored[field]])) as Pick<
    SaleInput,
    (typeof CONTENT)[number]
  >;
  return { ...content, issueDate: today(ctx.clock), status: "Rascunho", ...overrides };
}

/** A new draft with the content of a finished (or cancelled) sale, as another document type. */
export async function duplicateSale(ctx: Ctx, id: number, documentType: MixedValue): Promise<number> {
  const sale = await loadSale(ctx, id);
  if (sale.status === "Rascunho") throw refuse("sale.duplicate.draft", {}, "id");
  const type = await salesDocumentType(ctx, documentType);
  return createSale(ctx, await inputFrom(ctx, sale, { documentType: type.id }));
}

/** A draft credit note (or debit note) referring to a finished invoice, with its lines. */
export async function correctiveNote(ctx: Ctx, id: number, initials: "NC" | "ND"): Promise<number> {
  const sale = await loadSale(ctx, id);
  if (sale.status !== "Terminado") throw refuse("sale.not_finished", { status: sale.status }, "id");
  const saleInitials = (await referencedRecord(ctx, "document_types", sale.documentTypeId)).saftInitials;
  if (!CORRECTABLE.has(saleInitials)) throw refuse("sale.note.not_correctable", { initials: saleInitials }, "id");
  const type = await documentTypeWithInitials(ctx.tx, ctx.scope.datasetId, initials);
  if (!type) throw refuse("document_type.not_found", { value: initials });
  if (!type.active) throw refuse("document_type.inactive", { value: type.description });
  const input = await inputFrom(ctx, sale, { documentType: type.id, saleReferenceId: sale.id });
  if (initials === "NC") {
    // Only what earlier credit notes have not credited yet.
    const credited = await linesOfFinishedReferring(ctx.tx, sale.id, type.id);
    const left = new Map<number, Decimal>();
    for (const c of credited) left.set(c.itemId, (left.get(c.itemId) ?? new Decimal(0)).plus(c.quantity));
    const items = input.items
      .map((l) => {
        // The lines of a stored sale name their items by exact ID (storedSaleInput).
        const itemId = typeof l.item === "object" ? l.item.id : Number(l.item);
        const already = left.get(itemId) ?? new Decimal(0);
        const remaining = Decimal.max(0, l.quantity.minus(already));
        left.set(itemId, Decimal.max(0, already.minus(l.quantity)));
        return { ...l, quantity: remaining };
      })
      .filter((l) => l.quantity.greaterThan(0));
    if (items.length === 0) throw refuse("sale.note.fully_credited", {}, "id");
    // The financial discount follows the part still to credit: the whole discount for the
    // whole invoice (so the note's total is the invoice's), a proportional share rounded up
    // for the rest, never above the lines' unit prices (the create rule).
    const netOf = (lines: readonly SaleInput["items"][number][]) =>
      lines.reduce(
        (sum, l) =>
          sum.plus(
            l.price
              .times(l.quantity)
              .times(new Decimal(100).minus(l.discount ?? 0))
              .dividedBy(100),
          ),
        new Decimal(0),
      );
    const originalNet = netOf(input.items);
    const share = originalNet.isZero() ? new Decimal(0) : netOf(items).dividedBy(originalNet);
    const unitPrices = items.reduce((sum, l) => sum.plus(l.price), new Decimal(0));
    const financial = Decimal.min(
      unitPrices,
      (input.finalDiscountFinancial ?? new Decimal(0)).times(share).toDecimalPlaces(2, Decimal.ROUND_UP),
    );
    // Shipping is credited once: what earlier credit notes did not credit yet.
    const shippingCredited = await shippingOfFinishedReferring(ctx.tx, ctx.scope.datasetId, sale.id, type.id);
    const shippingLeft = Decimal.max(
      0,
      shippingCredited.reduce((left, credited) => left.minus(credited), input.shippingValue ?? new Decimal(0)),
    );
    return createSale(
      ctx,
      Object.assign({}, input, { items, finalDiscountFinancial: financial, shippingValue: shippingLeft }),
    );
  }
  return createSale(ctx, input);
}
