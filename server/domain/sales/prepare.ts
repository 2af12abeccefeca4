// Turns a sale request into a checked document ready to be written: references resolved,
// defaults applied, every rule of create/update checked, totals computed. Summary uses the
// line part, so /sales/summary answers exactly what /sales/create would store.
import { Decimal } from "decimal.js";
import type { Insertable, Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { SaleLinesTable, SalesTable, ItemsTable, CustomersTable, LocationsTable, DocumentTypesTable, SeriesTable, DocumentTypeSeriesTable, VatRatesTable, AccountsTable } from "../../store/schema.ts";
import { refuse } from "../errors.ts";
import { resolveItem, resolveRef, resolveVatExemption, type MixedValue } from "../references.ts";
import { NO_EXEMPTION_ID, vatExemptionById } from "../vat-exemptions.ts";
import { PORTUGAL, countryNameOf } from "../countries.ts";
import { checkDate, isCalendarDate } from "../dates.ts";
import { companyColumns, documentCurrency, documentParty, documentSeries, draftColumns, originColumns, originLocation, printColumns, type Party } from "./document-parts.ts";
import { isPortuguesePostalCode } from "../postal-code.ts";
import { FINAL_CONSUMER_NIF } from "../nif.ts";
import { clean } from "../text.ts";
import { nowStamp } from "../clock.ts";
import { computeTotals, type DocumentTotals, type TotalsLineInput, type VatType } from "./totals.ts";
import { checkTotalsRange } from "../amounts.ts";
import type { SaleInput, SaleLineInput, SummaryInput } from "./input.ts";
import { CORRECTABLE, CORRECTIVE, GLOBAL_GUIDES, GUIDES, BILLING } from "./kinds.ts";
import { checkCorrection } from "./corrections.ts";

type Row<T> = Selectable<T>;

export interface ResolvedLine {
  readonly item: Row<ItemsTable>;
  readonly vat: Row<VatRatesTable>;
  readonly vatExemptionId: number;
  readonly input: SaleLineInput;
  readonly discount: Decimal;
}

export interface PreparedSale {
  readonly documentType: Row<DocumentTypesTable>;
  readonly serie: Row<SeriesTable>;
  readonly typeSerie: Row<DocumentTypeSeriesTable>;
  readonly customer: Row<CustomersTable> | null;
  readonly locationOrigin: Row<LocationsTable>;
  readonly lines: readonly ResolvedLine[];
  readonly totals: DocumentTotals;
  /** Columns of the sales row, without the life-cycle ones. */
  readonly columns: Omit<Insertable<SalesTable>, "status" | "status_last_change" | "number" | "atcud" | "system_entry_date" | "created_at" | "updated_at" | "hash" | "hash_control">;
  readonly lineRows: readonly Omit<Insertable<SaleLinesTable>, "sale_id">[];
}

const HUNDRED = new Decimal(100);
const DEMO_LIMIT = new Decimal("10000.00");
const IDENTIFICATION_LIMIT = new Decimal("1000.00");

function lineField(index: number, field: keyof SaleLineInput): string {
  return `items[${index}].${field}`;
}

async function loadVat(ctx: Ctx, value: MixedValue, path: string): Promise<Row<VatRatesTable>> {
  const id = await resolveRef(ctx, "vatRate", value, path);
  return ctx.tx.selectFrom("vat_rates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Resolves and checks the lines: items, VAT rates, exemptions and the rules between them. */
export async function resolveLines(ctx: Ctx, items: readonly SaleLineInput[], vatType: VatType): Promise<ResolvedLine[]> {
  if (items.length === 0) throw refuse("sale.items.empty", {}, "items");
  if (items.length > 100) throw refuse("sale.items.too_many", { count: items.length }, "items");
  const resolved: ResolvedLine[] = [];
  for (const [index, line] of items.entries()) {
    const itemId = await resolveItem(ctx, line.item, lineField(index, "item"));
    const item = await ctx.tx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirstOrThrow();
    if (line.price.isNegative()) throw refuse("amount.negative", { value: line.price.toString() }, lineField(index, "price"));
    if (!line.quantity.greaterThan(0)) throw refuse("sale.line.quantity.not_positive", { value: line.quantity.toString() }, lineField(index, "quantity"));
    const discount = line.discount ?? new Decimal(0);
    if (discount.isNegative() || discount.greaterThan(HUNDRED)) throw refuse("rate.out_of_range", { value: discount.toString() }, lineField(index, "discount"));
    const vat = await loadVat(ctx, line.vat, lineField(index, "vat"));
    let vatExemptionId = NO_EXEMPTION_ID;
    if (line.vatExemption !== undefined && line.vatExemption !== null && line.vatExemption !== "") {
      vatExemptionId = resolveVatExemption(line.vatExemption, lineField(index, "vatExemption"));
    }
    const rate = new Decimal(vat.tax);
    if (vatExemptionId !== NO_EXEMPTION_ID && !rate.isZero()) {
      throw refuse("sale.line.vat_exemption.rate_not_zero", { exemption: vatExemptionById(vatExemptionId)?.code ?? "", rate: rate.toFixed(2) }, lineField(index, "vatExemption"));
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

export interface TotalsContext {
  readonly lines: readonly ResolvedLine[];
  readonly shippingVat: Row<VatRatesTable> | null;
  readonly shippingModeId: number | null;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
  readonly totals: DocumentTotals;
}

/** Lines, discounts, shipping, currency and totals: the part shared by create and summary. */
export async function prepareTotals(ctx: Ctx, input: SummaryInput): Promise<TotalsContext> {
  const lines = await resolveLines(ctx, input.items, input.vatType);
  const financial = input.finalDiscountFinancial ?? new Decimal(0);
  const global = input.finalDiscountGlobal ?? new Decimal(0);
  if (global.isNegative() || global.greaterThan(HUNDRED)) throw refuse("rate.out_of_range", { value: global.toString() }, "finalDiscountGlobal");
  if (financial.isNegative()) throw refuse("amount.negative", { value: financial.toString() }, "finalDiscountFinancial");
  const unitPrices = lines.reduce((sum, l) => sum.plus(l.input.price), new Decimal(0));
  if (financial.greaterThan(unitPrices)) {
    throw refuse("sale.final_discount_financial.too_high", { value: financial.toFixed(2), unit_prices: unitPrices.toFixed(2) }, "finalDiscountFinancial");
  }
  const irs = input.irsRetentionTax ?? new Decimal(0);
  if (irs.isNegative() || irs.greaterThan(HUNDRED)) throw refuse("rate.out_of_range", { value: irs.toString() }, "irsRetentionTax");

  const shippingValue = input.shippingValue ?? new Decimal(0);
  if (shippingValue.isNegative()) throw refuse("amount.negative", { value: shippingValue.toString() }, "shippingValue");
  const shippingModeId = input.shippingMode === undefined || input.shippingMode === null || input.shippingMode === "" ? null : await resolveRef(ctx, "shippingMode", input.shippingMode, "shippingMode");
  let shippingVat: Row<VatRatesTable> | null = null;
  if (input.shippingVat !== undefined && input.shippingVat !== null && input.shippingVat !== "") shippingVat = await loadVat(ctx, input.shippingVat, "shippingVat");
  // A shipping expense needs all three of mode, value and VAT (legacy rule 1; v1 "shipping
  // data incompletely filled").
  if (shippingValue.greaterThan(0) && (!shippingVat || shippingModeId === null)) {
    throw refuse("sale.shipping.incomplete", {}, shippingModeId === null ? "shippingMode" : "shippingVat");
  }
  if (input.vatType === "Não fazer nada" && shippingVat && !new Decimal(shippingVat.tax).isZero()) {
    throw refuse("sale.shipping_vat.not_zero", {}, "shippingVat");
  }

  const { currencyId, exchange } = await documentCurrency(ctx, input.currency, input.currencyExchange);

  const totalsLines: TotalsLineInput[] = lines.map((l) => ({
    price: l.input.price,
    quantity: l.input.quantity,
    discount: l.discount,
    vatId: l.vat.id,
    vatTax: new Decimal(l.vat.tax),
    isService: l.item.type === "Serviços",
  }));
  const totals = computeTotals({
    vatType: input.vatType,
    lines: totalsLines,
    globalDiscount: global,
    financialDiscount: financial,
    shipping: shippingVat && shippingValue.greaterThan(0) ? { value: shippingValue, vatId: shippingVat.id, vatTax: new Decimal(shippingVat.tax) } : null,
    irsRetentionTax: irs,
    currencyExchange: exchange,
  });
  checkTotalsRange(totals);
  return { lines, shippingVat, shippingModeId, currencyId, currencyExchange: exchange, totals };
}

/** A `YYYY-MM-DD HH:mm` date-time not earlier than now (Lisbon time). */
function checkNotPast(ctx: Ctx, value: string | null | undefined, path: keyof SaleInput): void {
  if (value === null || value === undefined) return;
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}):([0-9]{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) throw refuse("date.invalid", { value }, path);
  if (value < nowStamp(ctx.clock).slice(0, 16)) throw refuse("sale.transport_date.past", { value }, path);
}

async function optionalRef(ctx: Ctx, kind: Parameters<typeof resolveRef>[1], value: MixedValue | null | undefined, path: keyof SaleInput): Promise<number | null> {
  if (value === undefined || value === null || value === "") return null;
  return resolveRef(ctx, kind, value, path);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Sum of the grand totals of the year's finished billing documents (credit notes subtract). */
async function billedThisYear(ctx: Ctx, year: string): Promise<Decimal> {
  const rows = await ctx.tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.grand_total", "sales.currency_exchange", "document_types.saft_initials"])
    .where("sales.dataset_id", "=", ctx.scope.datasetId)
    .where("sales.status", "=", "Terminado")
    .where("sales.issue_date", ">=", `${year}-01-01`)
    .where("sales.issue_date", "<=", `${year}-12-31`)
    .execute();
  return rows
    .filter((r) => BILLING.has(r.saft_initials))
    .reduce((sum, r) => {
      const value = new Decimal(r.grand_total).times(r.currency_exchange);
      return r.saft_initials === "NC" ? sum.minus(value) : sum.plus(value);
    }, new Decimal(0));
}

/** A document type that is a sales document type (not a receipt type), by ID or name. */
export async function salesDocumentType(ctx: Ctx, value: MixedValue): Promise<Row<DocumentTypesTable>> {
  const id = await resolveRef(ctx, "documentType", value, "documentType");
  const documentType = await ctx.tx.selectFrom("document_types").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  if (documentType.type === "Recibos") throw refuse("sale.document_type.not_allowed", { type: documentType.description }, "documentType");
  return documentType;
}

export async function prepareSale(ctx: Ctx, input: SaleInput, account: Row<AccountsTable>): Promise<PreparedSale> {
  // Document type and series.
  const documentType = await salesDocumentType(ctx, input.documentType);
  const initials = documentType.saft_initials;
  checkDate(input.issueDate, "issueDate");

  const { serie, typeSerie } = await documentSeries(ctx, documentType, input.serie, input.issueDate);

  // Due date.
  const paymentConditionId = await optionalRef(ctx, "paymentCondition", input.paymentCondition, "paymentCondition");
  let dueDate = clean(input.dueDate);
  if (dueDate !== null) {
    checkDate(dueDate, "dueDate");
    if (dueDate < input.issueDate) throw refuse("sale.due_date.before_issue_date", { value: dueDate, date: input.issueDate }, "dueDate");
  } else if (paymentConditionId !== null) {
    const condition = await ctx.tx.selectFrom("payment_conditions").select("days").where("id", "=", paymentConditionId).executeTakeFirstOrThrow();
    dueDate = addDays(input.issueDate, condition.days);
  } else {
    dueDate = input.issueDate;
  }

  // Guides.
  const isGuide = GUIDES.has(initials);
  const global = input.waybillGlobal === true;
  if (global && !GLOBAL_GUIDES.has(initials)) throw refuse("sale.waybill_global.not_allowed", {}, "waybillGlobal");
  if (isGuide) {
    if (!clean(input.waybillShippingDate)) throw refuse("request.field.required", {}, "waybillShippingDate");
    checkNotPast(ctx, input.waybillShippingDate, "waybillShippingDate");
  }
  checkNotPast(ctx, clean(input.cargoDate), "cargoDate");
  checkNotPast(ctx, clean(input.dischargeDate), "dischargeDate");

  // Locations.
  const locationOrigin = await originLocation(ctx, input.locationOrigin);
  const locationDestinyId = await optionalRef(ctx, "location", input.locationDestiny, "locationDestiny");
  if (isGuide && !global && locationDestinyId === null) throw refuse("request.field.required", {}, "locationDestiny");
  if (locationDestinyId !== null && locationDestinyId === locationOrigin.id) throw refuse("sale.location_destiny.same_as_origin", {}, "locationDestiny");
  const locationDestiny = locationDestinyId === null ? null : await ctx.tx.selectFrom("locations").selectAll().where("id", "=", locationDestinyId).executeTakeFirstOrThrow();

  // Customer and its data on the document.
  let customer: Row<CustomersTable> | null = null;
  if (input.customer !== undefined) {
    customer = (await ctx.tx.selectFrom("customers").selectAll().where("id", "=", input.customer).where("dataset_id", "=", ctx.scope.datasetId).executeTakeFirst()) ?? null;
    if (!customer) throw refuse("customer.not_found", { value: input.customer }, "customer");
  }
  let party: Party;
  if (global) {
    const generic = await ctx.tx.selectFrom("customers").selectAll().where("dataset_id", "=", ctx.scope.datasetId).where("vat_number", "=", FINAL_CONSUMER_NIF).orderBy("id").executeTakeFirst();
    customer = customer ?? generic ?? null;
    party = { vatNumber: FINAL_CONSUMER_NIF, address: "Desconhecido", city: "Desconhecido", postalCode: "0000-000", country: PORTUGAL.name };
  } else {
    if (!customer) throw refuse("request.field.required", {}, "customer");
    party = documentParty(input);
  }
  const deliveryCountry = countryNameOf(input.deliveryCountry, "deliveryCountry");
  const delivery = {
    address: clean(input.deliveryAddress),
    city: clean(input.deliveryCity),
    postalCode: clean(input.deliveryPostalCode),
    country: deliveryCountry,
  };
  if (isGuide && !global) {
    for (const [value, path] of [[delivery.address, "deliveryAddress"], [delivery.city, "deliveryCity"], [delivery.country, "deliveryCountry"]] as const) {
      if (value === null) throw refuse("request.field.required", {}, path);
    }
    if (clean(input.dischargeLocation) === null) throw refuse("request.field.required", {}, "dischargeLocation");
  }
  if (delivery.country === PORTUGAL.name && delivery.postalCode !== null && !isPortuguesePostalCode(delivery.postalCode)) {
    throw refuse("postal_code.invalid", { value: delivery.postalCode }, "deliveryPostalCode");
  }

  // Lines and totals.
  const prepared = await prepareTotals(ctx, input);
  const { totals } = prepared;
  if (!totals.grandTotal.greaterThan(0)) throw refuse("sale.total.not_positive", { total: totals.grandTotal.toFixed(2) });

  // Fiscal limits.
  const isBilling = BILLING.has(initials);
  const eurTotal = totals.grandTotal.times(prepared.currencyExchange);
  if (ctx.scope.mode === "demo" && eurTotal.greaterThan(DEMO_LIMIT)) {
    throw refuse("sale.demo.total_exceeded", { total: eurTotal.toFixed(2) });
  }
  if (customer && party.vatNumber === FINAL_CONSUMER_NIF && customer.type === "Empresarial" && !global) {
    throw refuse("sale.vat_number.final_consumer", {}, "vatNumber");
  }
  if (isBilling && totals.grandTotal.greaterThanOrEqualTo(IDENTIFICATION_LIMIT) && (party.vatNumber === FINAL_CONSUMER_NIF || party.address === null || party.address === "Desconhecido")) {
    throw refuse("sale.customer.identification_required", {}, party.vatNumber === FINAL_CONSUMER_NIF ? "vatNumber" : "address");
  }
  if (initials === "FS") {
    const type = customer?.type ?? "Particular";
    if (type === "Particular" && totals.totalBaseVat.greaterThan(1000)) throw refuse("sale.simplified_invoice.private_base_exceeded", { total: totals.totalBaseVat.toFixed(2) }, "documentType");
    if (type === "Particular" && totals.totalServices.greaterThan(100)) throw refuse("sale.simplified_invoice.private_services_exceeded", { total: totals.totalServices.toFixed(2) }, "documentType");
    if (type === "Empresarial" && totals.totalBaseVat.greaterThan(100)) throw refuse("sale.simplified_invoice.company_base_exceeded", { total: totals.totalBaseVat.toFixed(2) }, "documentType");
  }
  if (isBilling && input.status === "Terminado" && account.billing_volume_limit !== null) {
    const billed = await billedThisYear(ctx, input.issueDate.slice(0, 4));
    const after = initials === "NC" ? billed : billed.plus(eurTotal);
    if (after.greaterThan(account.billing_volume_limit)) {
      throw refuse("sale.billing_volume.exceeded", { limit: new Decimal(account.billing_volume_limit).toFixed(2) });
    }
  }

  // Corrective documents.
  if (input.saleReferenceId !== undefined && !CORRECTIVE.has(initials)) {
    throw refuse("sale.sale_reference_id.not_corrective", {}, "saleReferenceId");
  }
  if (CORRECTIVE.has(initials)) {
    await checkCorrection(ctx, { initials, saleReferenceId: input.saleReferenceId, customerId: customer?.id ?? null, vatNumber: party.vatNumber, issueDate: input.issueDate, lines: prepared.lines, totals, correctable: CORRECTABLE });
  }

  const paymentMethodId = await optionalRef(ctx, "paymentMethod", input.paymentMethod, "paymentMethod");
  const priceId = await optionalRef(ctx, "price", input.price, "price");
  const vehicleId = isGuide ? await optionalRef(ctx, "vehicle", input.vehicle, "vehicle") : null;
  const employeeId = await optionalRef(ctx, "employee", input.employee, "employee");

  const columns: PreparedSale["columns"] = {
    dataset_id: ctx.scope.datasetId,
    document_type_id: documentType.id,
    serie_id: serie.id,
    sale_reference_id: input.saleReferenceId ?? null,
    issue_date: input.issueDate,
    due_date: dueDate,
    customer_id: customer?.id ?? null,
    customer_code: customer?.code ?? null,
    customer_name: global ? "Consumidor Final" : (customer?.name ?? null),
    customer_vat_number: party.vatNumber,
    customer_country: party.country,
    customer_city: party.city,
    customer_address: party.address,
    customer_postal_code: party.postalCode,
    customer_delivery_address_country: delivery.country,
    customer_delivery_address_address: delivery.address,
    customer_delivery_address_city: delivery.city,
    customer_delivery_address_postal_code: delivery.postalCode,
    ...companyColumns(account),
    ...originColumns(locationOrigin),
    payment_method_id: paymentMethodId,
    payment_condition_id: paymentConditionId,
    shipping_mode_id: prepared.shippingModeId,
    shipping_value: (input.shippingValue ?? new Decimal(0)).toFixed(2),
    shipping_vat_id: prepared.shippingVat?.id ?? null,
    price_id: priceId,
    currency_id: prepared.currencyId,
    currency_exchange: prepared.currencyExchange.toString(),
    vehicle_id: vehicleId,
    employee_id: employeeId,
    waybill_shipping_date: isGuide ? clean(input.waybillShippingDate) : null,
    waybill_global: global ? 1 : 0,
    warehouse_origin_id: locationOrigin.warehouse_id,
    warehouse_destiny_id: locationDestiny?.warehouse_id ?? null,
    location_destiny_id: locationDestinyId,
    cargo_location: clean(input.cargoLocation),
    discharge_location: clean(input.dischargeLocation),
    cargo_date: clean(input.cargoDate),
    discharge_date: clean(input.dischargeDate),
    vat_type: input.vatType,
    observations: clean(input.observations),
    gross_total: totals.grossTotal.toFixed(2),
    total_discount: totals.totalDiscount.toFixed(2),
    net_total: totals.netTotal.toFixed(2),
    total_base_vat: totals.totalBaseVat.toFixed(2),
    total_vat: totals.totalVat.toFixed(2),
    total_shipping: totals.totalShipping.toFixed(2),
    total_services: totals.totalServices.toFixed(2),
    grand_total: totals.grandTotal.toFixed(2),
    final_discount_financial: totals.finalDiscountFinancial.toFixed(2),
    final_discount_global: totals.finalDiscountGlobal.toFixed(2),
    final_discount_value: totals.finalDiscountGlobalValue.toFixed(2),
    irs_retention_apply: totals.irsRetentionApply ? 1 : 0,
    irs_retention_base: totals.irsRetentionBase.toFixed(2),
    irs_retention_total: totals.irsRetentionTotal.toFixed(2),
    irs_retention_tax: totals.irsRetentionTax.toFixed(2),
    mb_entity: null,
    mb_sub_entity: null,
    mb_reference: null,
    mbway_link: null,
    at_code: null,
    at_message: null,
    ...printColumns(input),
    ...draftColumns(ctx),
  };
  const lineRows = prepared.lines.map((l, index) => {
    const t = totals.lines[index]!;
    return {
      position: index,
      item_id: l.item.id,
      item_reference: l.item.reference,
      item_description: l.item.description,
      item_type: l.item.type,
      details: clean(l.input.details),
      unit_id: l.item.unit_id,
      price: l.input.price.toString(),
      quantity: l.input.quantity.toString(),
      discount: l.discount.toFixed(2),
      vat_id: l.vat.id,
      vat_tax: new Decimal(l.vat.tax).toFixed(2),
      vat_exemption_id: l.vatExemptionId,
      gross_total: t.grossTotal.toFixed(2),
      total_discount: t.totalDiscount.toFixed(2),
      net_total: t.netTotal.toFixed(2),
      total_base_vat: t.totalBaseVat.toFixed(2),
      total_vat: t.totalVat.toFixed(2),
      grand_total: t.grandTotal.toFixed(2),
    };
  });
  return { documentType, serie, typeSerie, customer, locationOrigin, lines: prepared.lines, totals, columns, lineRows };
}
