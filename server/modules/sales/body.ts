// The body of a sale as sales/summary and sales/create share it (document type, customer and
// the data the document carries of it, lines, discounts, shipping, currency, totals) and every
// rule about it. Both operations check it here, in one order, so what summary accepts create
// accepts, and what summary refuses create refuses with the same code; create adds only the
// rules of the fields summary does not take (dates, series, guides, locations, the corrected
// document, the plan's billing volume). The fiscal rules themselves are in fiscal-rules.ts.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import type { Item } from "../items/index.ts";
import type { DocumentType, VatRate } from "../administration/index.ts";
import type { Customer } from "../customers/index.ts";
import { refuse } from "../../kernel/errors.ts";
import { resolveMasterRecord, resolveRef, resolveVatExemption, type MixedValue } from "../administration/index.ts";
import { resolveItemRecord } from "../items/index.ts";
import { NO_EXEMPTION_ID, vatExemptionById } from "../../kernel/vat-exemptions.ts";
import { FINAL_CONSUMER_NIF } from "../../kernel/nif.ts";
import {
  FINAL_CONSUMER_PARTY,
  customerParty,
  documentCurrency,
  documentParty,
  type Party,
} from "../documents/index.ts";
import { computeTotals, type DocumentTotals, type TotalsLineInput, type VatType } from "./totals.ts";
import { checkTotalsRange } from "../../kernel/amounts.ts";
import type { SaleLineInput, SummaryInput } from "./input.ts";
import { GLOBAL_GUIDES } from "../documents/index.ts";
import { checkCustomerRules, checkDocumentTotal } from "./fiscal-rules.ts";
import { customerWithId, firstCustomerWithVatNumber } from "./repository/sale-preparation.ts";

export interface ResolvedLine {
  readonly item: Item;
  readonly vat: VatRate;
  readonly vatExemptionId: number;
  readonly input: SaleLineInput;
  readonly discount: Decimal;
}

export interface TotalsContext {
  readonly lines: readonly ResolvedLine[];
  readonly shippingVat: VatRate | null;
  readonly shippingModeId: number | null;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
  readonly totals: DocumentTotals;
}

/** The checked body: its totals, and the customer and its data when the body names one. */
export interface SaleBody extends TotalsContext {
  readonly documentType: DocumentType;
  /** The customer named (on a global guide without one, the generic final consumer). */
  readonly customer: Customer | null;
  /** The customer data the document carries; null when the body names no customer (summary). */
  readonly party: Party | null;
  readonly global: boolean;
}

const HUNDRED = new Decimal(100);

function lineField(index: number, field: keyof SaleLineInput): string {
  return `items[${index}].${field}`;
}

function given<T>(value: T | null | undefined | ""): value is T {
  return value !== undefined && value !== null && value !== "";
}

async function loadVat(ctx: Ctx, value: MixedValue, path: string): Promise<VatRate> {
  return resolveMasterRecord(ctx, "vatRate", value, path);
}

/** A document type that is a sales document type (not a receipt type), by ID, name or initials. */
export async function salesDocumentType(ctx: Ctx, value: MixedValue): Promise<DocumentType> {
  const documentType = await resolveMasterRecord(ctx, "documentType", value, "documentType");
  if (documentType.type === "Recibos")
    throw refuse("sale.document_type.not_allowed", { type: documentType.description }, "documentType");
  return documentType;
}

/** Resolves and checks the lines: items, VAT rates, exemptions and the rules between them. */
export async function resolveLines(
  ctx: Ctx,
  items: readonly SaleLineInput[],
  vatType: VatType,
): Promise<ResolvedLine[]> {
  if (items.length === 0) throw refuse("sale.items.empty", {}, "items");
  if (items.length > 100) throw refuse("sale.items.too_many", { count: items.length }, "items");
  const resolved: ResolvedLine[] = [];
  for (const [index, line] of items.entries()) {
    const item = await resolveItemRecord(ctx, line.item, lineField(index, "item"));
    if (line.price.isNegative())
      throw refuse("amount.negative", { value: line.price.toString() }, lineField(index, "price"));
    if (!line.quantity.greaterThan(0))
      throw refuse(
        "sale.line.quantity.not_positive",
        { value: line.quantity.toString() },
        lineField(index, "quantity"),
      );
    const discount = line.discount ?? new Decimal(0);
    if (discount.isNegative() || discount.greaterThan(HUNDRED))
      throw refuse("rate.out_of_range", { value: discount.toString() }, lineField(index, "discount"));
    const vat = await loadVat(ctx, line.vat, lineField(index, "vat"));
    let vatExemptionId = NO_EXEMPTION_ID;
    if (given(line.vatExemption))
      vatExemptionId = resolveVatExemption(line.vatExemption, lineField(index, "vatExemption"));
    const rate = vat.tax;
    if (vatExemptionId !== NO_EXEMPTION_ID && !rate.isZero()) {
      throw refuse(
        "sale.line.vat_exemption.rate_not_zero",
        { exemption: vatExemptionById(vatExemptionId)?.code ?? "", rate: rate.toFixed(2) },
        lineField(index, "vatExemption"),
      );
    }
    if (vatType === "Não fazer nada" && (!rate.isZero() || vatExemptionId === NO_EXEMPTION_ID)) {
      throw refuse("sale.line.vat.not_exempt", {}, lineField(index, "vat"));
    }
    if (rate.isZero() && vatExemptionId === NO_EXEMPTION_ID) {
      throw refuse("sale.line.vat_exemption.missing", {}, lineField(index, "vatExemption"));
    }
    resolved.push({ item, vat, vatExemptionId, input: line, discount });
  }
  return resolved;
}

/** Lines, discounts, shipping, currency and totals. */
async function prepareTotals(ctx: Ctx, input: SummaryInput): Promise<TotalsContext> {
  const lines = await resolveLines(ctx, input.items, input.vatType);
  const financial = input.finalDiscountFinancial ?? new Decimal(0);
  const global = input.finalDiscountGlobal ?? new Decimal(0);
  if (global.isNegative() || global.greaterThan(HUNDRED))
    throw refuse("rate.out_of_range", { value: global.toString() }, "finalDiscountGlobal");
  if (financial.isNegative())
    throw refuse("amount.negative", { value: financial.toString() }, "finalDiscountFinancial");
  const unitPrices = lines.reduce((sum, l) => sum.plus(l.input.price), new Decimal(0));
  if (financial.greaterThan(unitPrices)) {
    throw refuse(
      "sale.final_discount_financial.too_high",
      { value: financial.toFixed(2), unit_prices: unitPrices.toFixed(2) },
      "finalDiscountFinancial",
    );
  }
  const irs = input.irsRetentionTax ?? new Decimal(0);
  if (irs.isNegative() || irs.greaterThan(HUNDRED))
    throw refuse("rate.out_of_range", { value: irs.toString() }, "irsRetentionTax");

  const shippingValue = input.shippingValue ?? new Decimal(0);
  if (shippingValue.isNegative()) throw refuse("amount.negative", { value: shippingValue.toString() }, "shippingValue");
  const shippingModeId = given(input.shippingMode)
    ? await resolveRef(ctx, "shippingMode", input.shippingMode, "shippingMode")
    : null;
  const shippingVat = given(input.shippingVat) ? await loadVat(ctx, input.shippingVat, "shippingVat") : null;
  // A shipping expense needs all three of mode, value and VAT (legacy rule 1; v1 "shipping
  // data incompletely filled").
  if (shippingValue.greaterThan(0) && (!shippingVat || shippingModeId === null)) {
    throw refuse("sale.shipping.incomplete", {}, shippingModeId === null ? "shippingMode" : "shippingVat");
  }
  if (input.vatType === "Não fazer nada" && shippingVat && !shippingVat.tax.isZero()) {
    throw refuse("sale.shipping_vat.not_zero", {}, "shippingVat");
  }

  const { currencyId, exchange } = await documentCurrency(ctx, input.currency, input.currencyExchange);

  const totalsLines: TotalsLineInput[] = lines.map((l) => ({
    price: l.input.price,
    quantity: l.input.quantity,
    discount: l.discount,
    vatId: l.vat.id,
    vatTax: l.vat.tax,
    isService: l.item.type === "Serviços",
  }));
  const totals = computeTotals({
    vatType: input.vatType,
    lines: totalsLines,
    globalDiscount: global,
    financialDiscount: financial,
    shipping:
      shippingVat && shippingValue.greaterThan(0)
        ? { value: shippingValue, vatId: shippingVat.id, vatTax: shippingVat.tax }
        : null,
    irsRetentionTax: irs,
    currencyExchange: exchange,
  });
  checkTotalsRange(totals);
  return { lines, shippingVat, shippingModeId, currencyId, currencyExchange: exchange, totals };
}

/**
 * Checks the shared body of a sale whose document type is resolved (salesDocumentType):
 * global guide, customer and its data, lines and totals, then the rules of the whole
 * document. `requireCustomer`: create needs a customer (unless global); summary checks the
 * customer rules only when the body names one.
 */
export async function checkSaleBody(
  ctx: Ctx,
  input: SummaryInput,
  documentType: DocumentType,
  options: { requireCustomer: boolean },
): Promise<SaleBody> {
  const initials = documentType.saftInitials;
  const global = input.waybillGlobal === true;
  if (global && !GLOBAL_GUIDES.has(initials)) throw refuse("sale.waybill_global.not_allowed", {}, "waybillGlobal");

  // The customer and its data on the document: omitted fields come from its record.
  let customer: Customer | null = null;
  if (input.customer !== undefined) {
    customer = await customerWithId(ctx.tx, ctx.scope.datasetId, input.customer);
    if (!customer) throw refuse("customer.not_found", { value: input.customer }, "customer");
  }
  let party: Party | null = null;
  if (global) {
    const generic = await firstCustomerWithVatNumber(ctx.tx, ctx.scope.datasetId, FINAL_CONSUMER_NIF);
    customer = customer ?? generic ?? null;
    party = FINAL_CONSUMER_PARTY;
  } else if (customer) {
    party = documentParty(input, customerParty(customer));
  } else if (options.requireCustomer) {
    throw refuse("request.field.required", {}, "customer");
  }

  const priced = await prepareTotals(ctx, input);
  const { totals } = priced;
  checkDocumentTotal(ctx.scope.mode, totals.grandTotal, priced.currencyExchange);
  if (customer && party && !global) {
    checkCustomerRules({
      initials,
      customerType: customer.type,
      registeredVatNumber: customer.vatNumber,
      party,
      totals,
    });
  }
  return { documentType, customer, party, global, ...priced };
}
