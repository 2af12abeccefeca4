// Turns a sale request into a checked document ready to be written: references resolved,
// defaults applied, every rule of create/update checked, totals computed. Summary uses the
// line part, so /sales/summary answers exactly what /sales/create would store.
import { Decimal } from "decimal.js";
import type { Insertable, Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { SaleLinesTable, SalesTable, ItemsTable, CustomersTable, LocationsTable, DocumentTypesTable, SeriesTable, DocumentTypeSeriesTable, VatRatesTable, AccountsTable } from "../../store/schema.ts";
import { invalid } from "../errors.ts";
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

function lineField(index: number, field: string): string {
  return `items[${index}].${field}`;
}

/** A refusal about one line: `Line 2 of items: the ...` (as validation words errors of lines). */
function lineError(index: number, message: string, field: string): never {
  throw invalid(`Line ${index + 1} of items: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, lineField(index, field));
}

async function loadVat(ctx: Ctx, value: MixedValue, field: string): Promise<Row<VatRatesTable>> {
  const id = await resolveRef(ctx, "vatRate", value, field);
  return ctx.tx.selectFrom("vat_rates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Resolves and checks the lines: items, VAT rates, exemptions and the rules between them. */
export async function resolveLines(ctx: Ctx, items: readonly SaleLineInput[], vatType: VatType): Promise<ResolvedLine[]> {
  if (items.length === 0) throw invalid("The document has no items (items): send between 1 and 100 lines.", "items");
  if (items.length > 100) throw invalid(`The document has ${items.length} items (items): at most 100 lines are allowed.`, "items");
  const resolved: ResolvedLine[] = [];
  for (const [index, line] of items.entries()) {
    let itemId: number;
    try {
      itemId = await resolveItem(ctx, line.item, lineField(index, "id"));
    } catch (err) {
      lineError(index, err instanceof Error ? err.message : String(err), "id");
    }
    const item = await ctx.tx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirstOrThrow();
    if (line.price.isNegative()) lineError(index, "the price (price) may not be negative.", "price");
    if (!line.quantity.greaterThan(0)) lineError(index, "the quantity (quantity) must be greater than zero.", "quantity");
    const discount = line.discount ?? new Decimal(0);
    if (discount.isNegative() || discount.greaterThan(HUNDRED)) lineError(index, "the discount (discount) must be a percentage between 0.00 and 100.00.", "discount");
    let vat: Row<VatRatesTable>;
    try {
      vat = await loadVat(ctx, line.vat, lineField(index, "vat"));
    } catch (err) {
      lineError(index, err instanceof Error ? err.message : String(err), "vat");
    }
    let vatExemptionId = NO_EXEMPTION_ID;
    if (line.vatExemption !== undefined && line.vatExemption !== null && line.vatExemption !== "") {
      try {
        vatExemptionId = resolveVatExemption(line.vatExemption, lineField(index, "vat_exemption"));
      } catch (err) {
        lineError(index, err instanceof Error ? err.message : String(err), "vat_exemption");
      }
    }
    const rate = new Decimal(vat.tax);
    if (vatExemptionId !== NO_EXEMPTION_ID && !rate.isZero()) {
      lineError(index, `the VAT exemption ${vatExemptionById(vatExemptionId)?.code} (vat_exemption) requires a 0% VAT rate (vat).`, "vat_exemption");
    }
    if (vatType === "Não fazer nada" && (!rate.isZero() || vatExemptionId === NO_EXEMPTION_ID)) {
      lineError(index, "with vat_type Não fazer nada every line needs a 0% VAT rate (vat) and an exemption reason (vat_exemption).", "vat");
    }
    if (rate.isZero() && vatExemptionId === NO_EXEMPTION_ID) {
      lineError(index, "a 0% VAT rate (vat) needs an exemption reason (vat_exemption), e.g. M07.", "vat_exemption");
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
  if (global.isNegative() || global.greaterThan(HUNDRED)) throw invalid("The global discount (final_discount_global) must be a percentage between 0.00 and 100.00.", "final_discount_global");
  if (financial.isNegative()) throw invalid("The financial discount (final_discount_financial) may not be negative.", "final_discount_financial");
  const unitPrices = lines.reduce((sum, l) => sum.plus(l.input.price), new Decimal(0));
  if (financial.greaterThan(unitPrices)) {
    throw invalid(`The financial discount (final_discount_financial) ${financial.toFixed(2)} may not exceed the sum of the items' unit prices (${unitPrices.toFixed(2)}).`, "final_discount_financial");
  }
  const irs = input.irsRetentionTax ?? new Decimal(0);
  if (irs.isNegative() || irs.greaterThan(HUNDRED)) throw invalid("The withholding rate (irs_retention_tax) must be a percentage between 0.00 and 100.00.", "irs_retention_tax");

  const shippingValue = input.shippingValue ?? new Decimal(0);
  if (shippingValue.isNegative()) throw invalid("The shipping value (shipping_value) may not be negative.", "shipping_value");
  const shippingModeId = input.shippingMode === undefined || input.shippingMode === null || input.shippingMode === "" ? null : await resolveRef(ctx, "shippingMode", input.shippingMode, "shipping_mode");
  let shippingVat: Row<VatRatesTable> | null = null;
  if (input.shippingVat !== undefined && input.shippingVat !== null && input.shippingVat !== "") shippingVat = await loadVat(ctx, input.shippingVat, "shipping_vat");
  // A shipping expense needs all three of mode, value and VAT (legacy rule 1; v1 "shipping
  // data incompletely filled").
  if (shippingValue.greaterThan(0) && (!shippingVat || shippingModeId === null)) {
    throw invalid("The shipping data is incomplete: a shipping value (shipping_value) needs its shipping mode (shipping_mode) and its VAT (shipping_vat).", shippingVat ? "shipping_mode" : "shipping_vat");
  }
  if (input.vatType === "Não fazer nada" && shippingVat && !new Decimal(shippingVat.tax).isZero()) {
    throw invalid("With vat_type Não fazer nada the shipping VAT (shipping_vat) must be 0%.", "shipping_vat");
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
  return { lines, shippingVat, shippingModeId, currencyId, currencyExchange: exchange, totals };
}

/** A `YYYY-MM-DD HH:mm` date-time not earlier than now (Lisbon time). */
function checkNotPast(ctx: Ctx, value: string | null | undefined, field: string, label: string): void {
  if (value === null || value === undefined) return;
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}):([0-9]{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) throw invalid(`The ${label} ${value} (${field}) is not a valid date-time in the format YYYY-MM-DD HH:mm.`, field);
  if (value < nowStamp(ctx.clock).slice(0, 16)) throw invalid(`The ${label} ${value} (${field}) may not be earlier than now.`, field);
}

async function optionalRef(ctx: Ctx, kind: Parameters<typeof resolveRef>[1], value: MixedValue | null | undefined, field: string): Promise<number | null> {
  if (value === undefined || value === null || value === "") return null;
  return resolveRef(ctx, kind, value, field);
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

export async function prepareSale(ctx: Ctx, input: SaleInput, account: Row<AccountsTable>): Promise<PreparedSale> {
  // Document type and series.
  const documentTypeId = await resolveRef(ctx, "documentType", input.documentType, "document_type");
  const documentType = await ctx.tx.selectFrom("document_types").selectAll().where("id", "=", documentTypeId).executeTakeFirstOrThrow();
  if (documentType.type === "Recibos") throw invalid(`The document type "${documentType.description}" (document_type) is not a sales document type: use /receipts.`, "document_type");
  const initials = documentType.saft_initials;
  checkDate(input.issueDate, "issue_date");

  const { serie, typeSerie } = await documentSeries(ctx, documentType, input.serie, input.issueDate);

  // Due date.
  const paymentConditionId = await optionalRef(ctx, "paymentCondition", input.paymentCondition, "payment_condition");
  let dueDate = clean(input.dueDate);
  if (dueDate !== null) {
    checkDate(dueDate, "due_date");
    if (dueDate < input.issueDate) throw invalid(`The due date ${dueDate} (due_date) may not be before the issue date ${input.issueDate}.`, "due_date");
  } else if (paymentConditionId !== null) {
    const condition = await ctx.tx.selectFrom("payment_conditions").select("days").where("id", "=", paymentConditionId).executeTakeFirstOrThrow();
    dueDate = addDays(input.issueDate, condition.days);
  } else {
    dueDate = input.issueDate;
  }

  // Guides.
  const isGuide = GUIDES.has(initials);
  const global = input.waybillGlobal === true;
  if (global && !GLOBAL_GUIDES.has(initials)) throw invalid("A global guide (waybill_global) is only possible on a Guia de Transporte or Guia de Remessa.", "waybill_global");
  if (isGuide) {
    if (!clean(input.waybillShippingDate)) throw invalid("The start of transport (waybill_shipping_date) is required on guides.", "waybill_shipping_date");
    checkNotPast(ctx, input.waybillShippingDate, "waybill_shipping_date", "start of transport");
  }
  checkNotPast(ctx, clean(input.cargoDate), "cargo_date", "cargo date");
  checkNotPast(ctx, clean(input.dischargeDate), "discharge_date", "discharge date");

  // Locations.
  const locationOrigin = await originLocation(ctx, input.locationOrigin);
  const locationDestinyId = await optionalRef(ctx, "location", input.locationDestiny, "location_destiny");
  if (isGuide && !global && locationDestinyId === null) throw invalid("The destination location (location_destiny) is required on guides.", "location_destiny");
  if (locationDestinyId !== null && locationDestinyId === locationOrigin.id) throw invalid("The destination location (location_destiny) must differ from the origin (location_origin).", "location_destiny");
  const locationDestiny = locationDestinyId === null ? null : await ctx.tx.selectFrom("locations").selectAll().where("id", "=", locationDestinyId).executeTakeFirstOrThrow();

  // Customer and its data on the document.
  let customer: Row<CustomersTable> | null = null;
  if (input.customer !== undefined) {
    customer = (await ctx.tx.selectFrom("customers").selectAll().where("id", "=", input.customer).where("dataset_id", "=", ctx.scope.datasetId).executeTakeFirst()) ?? null;
    if (!customer) throw invalid(`The customer ${input.customer} (customer) does not exist.`, "customer");
  }
  let party: Party;
  if (global) {
    const generic = await ctx.tx.selectFrom("customers").selectAll().where("dataset_id", "=", ctx.scope.datasetId).where("vat_number", "=", FINAL_CONSUMER_NIF).orderBy("id").executeTakeFirst();
    customer = customer ?? generic ?? null;
    party = { vatNumber: FINAL_CONSUMER_NIF, address: "Desconhecido", city: "Desconhecido", postalCode: "0000-000", country: PORTUGAL.name };
  } else {
    if (!customer) throw invalid("The field customer is required.", "customer");
    party = documentParty(input);
  }
  const deliveryCountry = countryNameOf(input.deliveryCountry, "delivery_address_country");
  const delivery = {
    address: clean(input.deliveryAddress),
    city: clean(input.deliveryCity),
    postalCode: clean(input.deliveryPostalCode),
    country: deliveryCountry,
  };
  if (isGuide && !global) {
    for (const [value, field] of [[delivery.address, "delivery_address_address"], [delivery.city, "delivery_address_city"], [delivery.country, "delivery_address_country"]] as const) {
      if (value === null) throw invalid(`The field ${field} is required on guides.`, field);
    }
    if (clean(input.dischargeLocation) === null) throw invalid("The field discharge_location is required on guides.", "discharge_location");
  }
  if (delivery.country === PORTUGAL.name && delivery.postalCode !== null && !isPortuguesePostalCode(delivery.postalCode)) {
    throw invalid(`The postal code "${delivery.postalCode}" (delivery_address_postal_code) must have the format NNNN-NNN in Portugal.`, "delivery_address_postal_code");
  }

  // Lines and totals.
  const prepared = await prepareTotals(ctx, input);
  const { totals } = prepared;
  if (!totals.grandTotal.greaterThan(0)) throw invalid(`The document total (${totals.grandTotal.toFixed(2)}) may not be negative or zero.`, "items");

  // Fiscal limits.
  const isBilling = BILLING.has(initials);
  const eurTotal = totals.grandTotal.times(prepared.currencyExchange);
  if (ctx.scope.mode === "demo" && eurTotal.greaterThan(DEMO_LIMIT)) {
    throw invalid(`In demo mode a document total may not exceed 10000.00 EUR (this one is ${eurTotal.toFixed(2)} EUR).`, "items");
  }
  if (customer && party.vatNumber === FINAL_CONSUMER_NIF && customer.type === "Empresarial" && !global) {
    throw invalid("The final-consumer tax number 999999990 (vat_number) is not allowed for a company customer (Empresarial).", "vat_number");
  }
  if (isBilling && totals.grandTotal.greaterThanOrEqualTo(IDENTIFICATION_LIMIT) && (party.vatNumber === FINAL_CONSUMER_NIF || party.address === null || party.address === "Desconhecido")) {
    throw invalid("Documents with a total of 1000.00 or more need the customer's identification and address (vat_number, address).", "vat_number");
  }
  if (initials === "FS") {
    const type = customer?.type ?? "Particular";
    if (type === "Particular" && totals.totalBaseVat.greaterThan(1000)) throw invalid("A Factura Simplificada for a private customer may not have a base total above 1000.00.", "document_type");
    if (type === "Particular" && totals.totalServices.greaterThan(100)) throw invalid("A Factura Simplificada for a private customer may not have a services total above 100.00.", "document_type");
    if (type === "Empresarial" && totals.totalBaseVat.greaterThan(100)) throw invalid("A Factura Simplificada for a company may not have a base total above 100.00.", "document_type");
  }
  if (isBilling && input.status === "Terminado" && account.billing_volume_limit !== null) {
    const billed = await billedThisYear(ctx, input.issueDate.slice(0, 4));
    const after = initials === "NC" ? billed : billed.plus(eurTotal);
    if (after.greaterThan(account.billing_volume_limit)) {
      throw invalid(`The billing volume of the plan (${new Decimal(account.billing_volume_limit).toFixed(2)} EUR a year) is reached.`, "items");
    }
  }

  // Corrective documents.
  if (input.saleReferenceId !== undefined && !CORRECTIVE.has(initials)) {
    throw invalid("A referenced sale (sale_reference_id) is only possible on a Nota de Crédito or Nota de Débito.", "sale_reference_id");
  }
  if (CORRECTIVE.has(initials)) {
    await checkCorrection(ctx, { initials, saleReferenceId: input.saleReferenceId, customerId: customer?.id ?? null, vatNumber: party.vatNumber, issueDate: input.issueDate, lines: prepared.lines, totals, correctable: CORRECTABLE });
  }

  const paymentMethodId = await optionalRef(ctx, "paymentMethod", input.paymentMethod, "payment_method");
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
