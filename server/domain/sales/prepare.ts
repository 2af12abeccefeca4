// Turns a sale request into a checked document ready to be written: references resolved,
// defaults applied, every rule of create/update checked, totals computed. The body it shares
// with /sales/summary is checked by body.ts, so summary answers exactly what create would store.
import { Decimal } from "decimal.js";
import type { Insertable, Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type {
  SaleLinesTable,
  SalesTable,
  CustomersTable,
  LocationsTable,
  DocumentTypesTable,
  SeriesTable,
  DocumentTypeSeriesTable,
  AccountsTable,
} from "../../store/schema.ts";
import { refuse } from "../errors.ts";
import { resolveRef, type MixedValue } from "../references.ts";
import { PORTUGAL, countryNameOf } from "../countries.ts";
import { checkDate, isCalendarDate } from "../dates.ts";
import {
  companyColumns,
  documentSeries,
  draftColumns,
  originColumns,
  originLocation,
  printColumns,
} from "./document-parts.ts";
import { isPortuguesePostalCode } from "../postal-code.ts";
import { clean } from "../text.ts";
import { nowStamp } from "../clock.ts";
import type { DocumentTotals } from "./totals.ts";
import type { SaleInput } from "./input.ts";
import { CORRECTABLE, CORRECTIVE, GUIDES } from "./kinds.ts";
import { checkCorrection } from "./corrections.ts";
import { checkSaleBody, salesDocumentType, type ResolvedLine } from "./body.ts";
import { billedVolume, billingVolumeApplies, checkBillingVolume, inEuros } from "./fiscal-rules.ts";

export { salesDocumentType, type ResolvedLine, type TotalsContext } from "./body.ts";

type Row<T> = Selectable<T>;

export interface PreparedSale {
  readonly documentType: Row<DocumentTypesTable>;
  readonly serie: Row<SeriesTable>;
  readonly typeSerie: Row<DocumentTypeSeriesTable>;
  readonly customer: Row<CustomersTable> | null;
  readonly locationOrigin: Row<LocationsTable>;
  readonly lines: readonly ResolvedLine[];
  readonly totals: DocumentTotals;
  /** Columns of the sales row, without the life-cycle ones. */
  readonly columns: Omit<
    Insertable<SalesTable>,
    | "status"
    | "status_last_change"
    | "number"
    | "atcud"
    | "system_entry_date"
    | "created_at"
    | "updated_at"
    | "hash"
    | "hash_control"
  >;
  readonly lineRows: readonly Omit<Insertable<SaleLinesTable>, "sale_id">[];
}

/** A `YYYY-MM-DD HH:mm` date-time not earlier than now (Lisbon time). */
function checkNotPast(ctx: Ctx, value: string | null | undefined, path: keyof SaleInput): void {
  if (value === null || value === undefined) return;
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}):([0-9]{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) throw refuse("date.invalid", { value }, path);
  if (value < nowStamp(ctx.clock).slice(0, 16)) throw refuse("sale.transport_date.past", { value }, path);
}

async function optionalRef(
  ctx: Ctx,
  kind: Parameters<typeof resolveRef>[1],
  value: MixedValue | null | undefined,
  path: keyof SaleInput,
): Promise<number | null> {
  if (value === undefined || value === null || value === "") return null;
  return resolveRef(ctx, kind, value, path);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The year's billing volume (fiscal-rules billedVolume) of the finished documents issued in `year`. */
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
  return billedVolume(
    rows.map((r) => ({ initials: r.saft_initials, grandTotal: r.grand_total, currencyExchange: r.currency_exchange })),
  );
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
    if (dueDate < input.issueDate)
      throw refuse("sale.due_date.before_issue_date", { value: dueDate, date: input.issueDate }, "dueDate");
  } else if (paymentConditionId !== null) {
    const condition = await ctx.tx
      .selectFrom("payment_conditions")
      .select("days")
      .where("id", "=", paymentConditionId)
      .executeTakeFirstOrThrow();
    dueDate = addDays(input.issueDate, condition.days);
  } else {
    dueDate = input.issueDate;
  }

  // Guides.
  const isGuide = GUIDES.has(initials);
  const global = input.waybillGlobal === true;
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
  if (locationDestinyId !== null && locationDestinyId === locationOrigin.id)
    throw refuse("sale.location_destiny.same_as_origin", {}, "locationDestiny");
  const locationDestiny =
    locationDestinyId === null
      ? null
      : await ctx.tx.selectFrom("locations").selectAll().where("id", "=", locationDestinyId).executeTakeFirstOrThrow();

  // The body summary shares: customer and its data, lines, totals and their rules.
  const body = await checkSaleBody(ctx, input, documentType, { requireCustomer: true });
  const { totals, customer } = body;
  const party = body.party!;

  // Delivery address.
  const deliveryCountry = countryNameOf(input.deliveryCountry, "deliveryCountry");
  const delivery = {
    address: clean(input.deliveryAddress),
    city: clean(input.deliveryCity),
    postalCode: clean(input.deliveryPostalCode),
    country: deliveryCountry,
  };
  if (isGuide && !global) {
    for (const [value, path] of [
      [delivery.address, "deliveryAddress"],
      [delivery.city, "deliveryCity"],
      [delivery.country, "deliveryCountry"],
    ] as const) {
      if (value === null) throw refuse("request.field.required", {}, path);
    }
    if (clean(input.dischargeLocation) === null) throw refuse("request.field.required", {}, "dischargeLocation");
  }
  if (
    delivery.country === PORTUGAL.name &&
    delivery.postalCode !== null &&
    !isPortuguesePostalCode(delivery.postalCode)
  ) {
    throw refuse("postal_code.invalid", { value: delivery.postalCode }, "deliveryPostalCode");
  }

  // The plan's billing volume.
  const volumeLimit = account.billing_volume_limit === null ? null : new Decimal(account.billing_volume_limit);
  const finishing = input.status === "Terminado";
  if (billingVolumeApplies(initials, finishing, volumeLimit)) {
    checkBillingVolume({
      initials,
      finishing,
      limit: volumeLimit,
      billed: await billedThisYear(ctx, input.issueDate.slice(0, 4)),
      eurTotal: inEuros(totals.grandTotal, body.currencyExchange),
    });
  }

  // Corrective documents.
  if (input.saleReferenceId !== undefined && !CORRECTIVE.has(initials)) {
    throw refuse("sale.sale_reference_id.not_corrective", {}, "saleReferenceId");
  }
  if (CORRECTIVE.has(initials)) {
    await checkCorrection(ctx, {
      initials,
      saleReferenceId: input.saleReferenceId,
      customerId: customer?.id ?? null,
      vatNumber: party.vatNumber,
      issueDate: input.issueDate,
      lines: body.lines,
      totals,
      correctable: CORRECTABLE,
    });
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
    shipping_mode_id: body.shippingModeId,
    shipping_value: (input.shippingValue ?? new Decimal(0)).toFixed(2),
    shipping_vat_id: body.shippingVat?.id ?? null,
    price_id: priceId,
    currency_id: body.currencyId,
    currency_exchange: body.currencyExchange.toString(),
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
  const lineRows = body.lines.map((l, index) => {
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
  return { documentType, serie, typeSerie, customer, locationOrigin, lines: body.lines, totals, columns, lineRows };
}
