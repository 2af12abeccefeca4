// The store rows of a prepared sale: the sales row's columns (without the life-cycle ones,
// which writing and finishing set) and its line rows, mapped from the resolved and checked
// document. Pure: every reference is resolved and every rule checked before (prepare.ts).
import { Decimal } from "decimal.js";
import type { Insertable, Selectable } from "kysely";
import type { Scope } from "../scope.ts";
import type { AccountsTable, LocationsTable, SaleLinesTable, SalesTable } from "../../store/schema.ts";
import { clean } from "../text.ts";
import type { Party } from "./document-parts.ts";
import { companyOf, originOf, requestedPrintSettings } from "../document-records.ts";
import {
  UNFINISHED_COLUMNS,
  companyColumns,
  originColumns,
  printSettingsColumns,
} from "../../store/repositories/document-columns.ts";
import type { SaleInput } from "./input.ts";
import type { SaleBody } from "./body.ts";

/** Columns of the sales row, without the life-cycle ones. */
export type SaleColumns = Omit<
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

export type SaleLineRow = Omit<Insertable<SaleLinesTable>, "sale_id">;

/** The delivery address a document carries (null where not given). */
export interface Delivery {
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

/** A sale resolved and checked: what its rows are made of. */
export interface CheckedSale {
  readonly input: SaleInput;
  readonly account: Selectable<AccountsTable>;
  readonly documentTypeId: number;
  readonly serieId: number;
  readonly dueDate: string;
  readonly paymentConditionId: number | null;
  readonly isGuide: boolean;
  readonly locationOrigin: Selectable<LocationsTable>;
  readonly locationDestiny: Selectable<LocationsTable> | null;
  /** The shared body (customer, lines, shipping, currency, totals). */
  readonly body: SaleBody;
  /** The customer data the document carries. */
  readonly party: Party;
  readonly delivery: Delivery;
  readonly paymentMethodId: number | null;
  readonly priceId: number | null;
  readonly vehicleId: number | null;
  readonly employeeId: number | null;
}

/** The sales row of a checked sale, in the caller's data set and drafted by the caller's account. */
export function saleColumns(scope: Scope, sale: CheckedSale): SaleColumns {
  const { input, body, party, delivery, locationOrigin, locationDestiny } = sale;
  const { totals, customer, global } = body;
  return {
    dataset_id: scope.datasetId,
    document_type_id: sale.documentTypeId,
    serie_id: sale.serieId,
    sale_reference_id: input.saleReferenceId ?? null,
    issue_date: input.issueDate,
    due_date: sale.dueDate,
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
    ...companyColumns(companyOf(sale.account)),
    ...originColumns(originOf(locationOrigin)),
    payment_method_id: sale.paymentMethodId,
    payment_condition_id: sale.paymentConditionId,
    shipping_mode_id: body.shippingModeId,
    shipping_value: (input.shippingValue ?? new Decimal(0)).toFixed(2),
    shipping_vat_id: body.shippingVat?.id ?? null,
    price_id: sale.priceId,
    currency_id: body.currencyId,
    currency_exchange: body.currencyExchange.toString(),
    vehicle_id: sale.vehicleId,
    employee_id: sale.employeeId,
    waybill_shipping_date: sale.isGuide ? clean(input.waybillShippingDate) : null,
    waybill_global: global ? 1 : 0,
    warehouse_origin_id: locationOrigin.warehouse_id,
    warehouse_destiny_id: locationDestiny?.warehouse_id ?? null,
    location_destiny_id: locationDestiny?.id ?? null,
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
    ...printSettingsColumns(requestedPrintSettings(input)),
    created_by: scope.accountId,
    ...UNFINISHED_COLUMNS,
  };
}

/** The line rows of a checked body, in its order, each with its computed totals. */
export function saleLineRows(body: Pick<SaleBody, "lines" | "totals">): SaleLineRow[] {
  return body.lines.map((l, index) => {
    const t = body.totals.lines[index]!;
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
}
