// Sale records and summaries as v1 answers them, from the domain's sale view.
import type { components } from "../../../generated/types/v1.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { SaleView } from "../../modules/sales/index.ts";
import type { DocumentTypeView } from "../../modules/administration/index.ts";
import type { TotalsContext } from "../../modules/sales/index.ts";
import type { OpenAccountEntry } from "../../modules/sales/index.ts";
import { vatExemptionById } from "../../kernel/vat-exemptions.ts";
import { findCountry } from "../../kernel/countries.ts";
import { fileUrl } from "../../modules/files/index.ts";
import type { MessagesSent } from "../../modules/documents/index.ts";
import type { DocumentUser } from "../../modules/accounts/index.ts";
import {
  FINAL_CONSUMER_NAME,
  buyerNif,
  type DocumentLifecycle,
  type DocumentParty,
  type PrintSettings,
} from "../../modules/documents/index.ts";
import type { MasterRecord, SerieAssignment } from "../../modules/administration/index.ts";
import { decimalOut } from "../wire.ts";
import {
  countryOut,
  currencyOut,
  documentTypeOut,
  documentTypeSerieOut,
  employeeOut,
  locationOut,
  maybe,
  paymentConditionOut,
  paymentMethodOut,
  priceOut,
  serieOut,
  shippingModeOut,
  unitOut,
  vatExemptionOut,
  vatRateOut,
  vehicleOut,
  warehouseOut,
} from "./records.ts";

type S = components["schemas"];

/** `YYYY-MM-DD HH:mm` as stored -> `YYYY-MM-DD HH:mm:ss` as answered. */
function withSeconds(value: string | null): string | null {
  return value === null ? null : value.length === 16 ? `${value}:00` : value;
}

/** A yes/no column (0/1) or condition as customer, sale and receipt records answer it. */
export function flag(value: number | boolean): S["FlagOut"] {
  return value === true || value === 1 ? 1 : 0;
}

/** `YYYY-MM-DDTHH:mm:ss` (SAF-T SystemEntryDate, as stored) -> `YYYY-MM-DD HH:mm:ss`. */
function entryTimestamp(value: string | null): string | null {
  return value === null ? null : value.replace("T", " ").slice(0, 19);
}

/** The fields sales and receipts share about their account, printing, messages, signature and finishing. */
export function documentStateOut(
  ctx: Ctx,
  document: Pick<DocumentLifecycle, "signedAt" | "systemEntryDate"> & {
    readonly print: Pick<PrintSettings, "language" | "format">;
  },
  sent: MessagesSent,
): Pick<
  S["Sale"],
  "subscription_id" | "file_language" | "file_format" | "email_sent" | "sms_sent" | "signed" | "finished_at"
> {
  return {
    subscription_id: ctx.scope.accountId,
    file_language: document.print.language,
    file_format: document.print.format,
    email_sent: flag(sent.email),
    sms_sent: flag(sent.sms),
    signed: flag(document.signedAt !== null),
    finished_at: entryTimestamp(document.systemEntryDate),
  };
}

/** The issuing company and the origin location copied onto a sale or a receipt, as both answer them. */
export function companyAndOriginOut({
  company,
  origin,
}: Pick<DocumentParty, "company" | "origin">): Pick<
  S["Sale"],
  | "company_name"
  | "company_vat_number"
  | "company_country"
  | "company_address"
  | "company_city"
  | "company_postal_code"
  | "company_vat_scheme"
  | "location_origin_id"
  | "location_origin_name"
  | "location_origin_country"
  | "location_origin_address"
  | "location_origin_city"
  | "location_origin_postal_code"
> {
  return {
    company_name: company.name,
    company_vat_number: company.vatNumber,
    company_country: company.country,
    company_address: company.address,
    company_city: company.city,
    company_postal_code: company.postalCode,
    company_vat_scheme: company.vatScheme,
    location_origin_id: origin.id,
    location_origin_name: origin.name,
    location_origin_country: origin.country,
    location_origin_address: origin.address,
    location_origin_city: origin.city,
    location_origin_postal_code: origin.postalCode,
  };
}

/** Users are the account's API user (see the User record in the spec); null when the document names none. */
export function userOut(users: ReadonlyMap<number, DocumentUser>, id: number | null): S["User"] | null {
  const account = id === null ? undefined : users.get(id);
  return account ? { id: account.id, name: `${account.name} (API)`, email: null } : null;
}

/**
 * The document's type-series assignment as its record embeds it; a placeholder when the series
 * is no longer assigned to the type (the document keeps its own numbers).
 */
export function typeSerieOut(
  typeSerie: SerieAssignment | null,
  serie: MasterRecord<"series">,
  document: Pick<DocumentLifecycle, "createdAt" | "updatedAt"> & { documentTypeId: number; serieId: number },
): S["DocumentTypeSerie"] {
  return documentTypeSerieOut(
    typeSerie ?? {
      id: 0,
      documentTypeId: document.documentTypeId,
      serieId: document.serieId,
      lastNumber: 0,
      atcud: null,
      isDefault: false,
      active: false,
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
    },
    serie,
  );
}

export function accountOpenOut(e: OpenAccountEntry): S["SaleAccountOpen"] {
  return {
    id: e.id,
    sale_id: e.saleId,
    debit: decimalOut(e.debit),
    credit: decimalOut(e.credit),
    balance: decimalOut(e.balance),
    currency_id: e.currencyId,
    currency_exchange: decimalOut(e.currencyExchange, 5),
  };
}

// The documents of a page share their document type's view (with its series): mapped once, the
// same answer object stands in each of them (profiles of list pages showed this mapping).
const documentTypesOut = new WeakMap<DocumentTypeView, S["DocumentType"]>();

export function documentTypeOutOnce(view: DocumentTypeView): S["DocumentType"] {
  let out = documentTypesOut.get(view);
  if (!out) {
    out = documentTypeOut(view);
    documentTypesOut.set(view, out);
  }
  return out;
}

/** The sale's record: a pure function of its view. */
export function saleOut(ctx: Ctx, v: SaleView, baseUrl: string, depth = 0): S["Sale"] {
  const sale = v.sale;
  const { customer, delivery, transport, amounts, irsRetention } = sale;
  const country = customer.country ? findCountry(customer.country) : undefined;
  return {
    id: sale.id,
    ...documentStateOut(ctx, sale, v.sent),
    number: sale.number,
    document_number: v.documentNumber,
    document_full_number: v.documentNumber,
    atcud: sale.atcud,
    issue_date: sale.issueDate,
    due_date: sale.dueDate,
    serie_id: sale.serieId,
    document_type_id: sale.documentTypeId,
    gross_total: decimalOut(amounts.grossTotal),
    total_discount: decimalOut(amounts.totalDiscount),
    net_total: decimalOut(amounts.netTotal),
    total_base_vat: decimalOut(amounts.totalBaseVat),
    total_vat: decimalOut(amounts.totalVat),
    total_shipping: decimalOut(amounts.totalShipping),
    total_services: decimalOut(amounts.totalServices),
    grand_total: decimalOut(amounts.grandTotal),
    final_discount_financial: decimalOut(amounts.finalDiscountFinancial),
    final_discount_global: decimalOut(amounts.finalDiscountGlobal),
    final_discount_value: decimalOut(amounts.finalDiscountValue),
    final_discount_global_value: decimalOut(amounts.finalDiscountValue),
    customer_id: customer.id,
    customer_code: customer.code,
    customer_name: customer.name ?? FINAL_CONSUMER_NAME,
    customer_vat_number: buyerNif(customer),
    customer_country: customer.country,
    customer_city: customer.city,
    customer_address: customer.address,
    customer_postal_code: customer.postalCode,
    customer_delivery_address_country: delivery.country,
    customer_delivery_address_address: delivery.address,
    customer_delivery_address_city: delivery.city,
    customer_delivery_address_postal_code: delivery.postalCode,
    ...companyAndOriginOut(sale),
    payment_method_id: sale.paymentMethodId,
    payment_condition_id: sale.paymentConditionId,
    shipping_mode_id: sale.shippingModeId,
    shipping_value: decimalOut(sale.shippingValue),
    shipping_vat_id: sale.shippingVatId,
    price_id: sale.priceId,
    currency_id: sale.currencyId,
    currency_exchange: decimalOut(sale.currencyExchange, 5),
    vehicle_id: sale.vehicleId,
    employee_id: sale.employeeId,
    waybill_shipping_date: withSeconds(transport.waybillShippingDate),
    waybill_global: flag(transport.waybillGlobal),
    warehouse_origin_id: transport.warehouseOriginId,
    warehouse_destiny_id: transport.warehouseDestinyId,
    location_destiny_id: transport.locationDestinyId,
    cargo_location: transport.cargoLocation,
    discharge_location: transport.dischargeLocation,
    cargo_date: withSeconds(transport.cargoDate),
    discharge_date: withSeconds(transport.dischargeDate),
    mb_entity: sale.multibanco?.entity ?? null,
    mb_sub_entity: sale.multibanco?.subEntity ?? null,
    mb_reference: sale.multibanco?.reference ?? null,
    mbway_link: sale.mbwayLink === null ? null : `${baseUrl}/${sale.mbwayLink}`,
    at_code: sale.atCode,
    at_message: sale.atMessage,
    vat_type: sale.vatType,
    observations: sale.observations,
    irs_retention_apply: flag(irsRetention.apply),
    irs_retention_base: decimalOut(irsRetention.base),
    irs_retention_total: decimalOut(irsRetention.total),
    irs_retention_tax: decimalOut(irsRetention.tax),
    hash_characters: v.hashCharacters,
    url_file: fileUrl(baseUrl, sale.filePath),
    file_previewed: flag(sale.filePreviewed),
    file_last_generated: sale.fileLastGenerated,
    signed_at: sale.signedAt,
    status: sale.status,
    status_last_change: sale.statusLastChange,
    created_by: sale.createdBy ?? 0,
    finished_by: sale.finishedBy,
    canceled_by: sale.canceledBy,
    canceled_at: sale.canceledAt,
    canceled_reason: sale.canceledReason,
    updated_at: sale.updatedAt,
    created_at: sale.createdAt,
    // The referenced sale is shown one level deep, without its own reference.
    reference: v.referenceView && depth === 0 ? saleOut(ctx, v.referenceView, baseUrl, depth + 1) : null,
    serie: serieOut(v.serie),
    documenttype: documentTypeOutOnce(v.documentTypeView),
    documenttypeserie: typeSerieOut(v.typeSerie, v.serie, sale),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    paymentcondition: maybe(v.paymentCondition, paymentConditionOut),
    shippingmode: maybe(v.shippingMode, shippingModeOut),
    shippingvat: maybe(v.shippingVat, vatRateOut),
    price: maybe(v.price, priceOut),
    currency: currencyOut(v.currency),
    vehicle: maybe(v.vehicle, vehicleOut),
    employee: maybe(v.employee, employeeOut),
    locationdestiny: maybe(v.locationDestiny, locationOut),
    warehouseorigin: maybe(v.warehouseOrigin, warehouseOut),
    warehousedestiny: maybe(v.warehouseDestiny, warehouseOut),
    vats: v.vats.map((x) => ({
      id: x.id,
      sale_id: sale.id,
      vat_id: x.vatId,
      vat_tax: decimalOut(x.vatTax),
      total_base_vat: decimalOut(x.totalBaseVat),
      total_vat: decimalOut(x.totalVat),
      vat: vatRateOut(v.vatRates.get(x.vatId)!),
    })),
    items: v.lines.map((l) => {
      const unit = v.units.get(l.unitId ?? -1);
      const vat = v.vatRates.get(l.vatId);
      return {
        id: l.id,
        sale_id: sale.id,
        item_id: l.itemId,
        item_details: l.details,
        unit_price: decimalOut(l.price, 5),
        quantity: decimalOut(l.quantity, 5),
        discount: decimalOut(l.discount),
        gross_total: decimalOut(l.amounts.grossTotal),
        net_total: decimalOut(l.amounts.netTotal),
        total_base_vat: decimalOut(l.amounts.totalBaseVat),
        total_vat: decimalOut(l.amounts.totalVat),
        total_discount: decimalOut(l.amounts.totalDiscount),
        grand_total: decimalOut(l.amounts.grandTotal),
        vat_id: l.vatId,
        unit_id: l.unitId ?? 0,
        vat_exemption_id: l.vatExemptionId,
        item: {
          id: l.itemId,
          reference: l.itemReference,
          description: l.itemDescription,
          type: l.itemType,
        },
        unit: unitOut(unit!),
        vat: vatRateOut(vat!),
        vatexemption: vatExemptionOut(vatExemptionById(l.vatExemptionId)!),
      };
    }),
    createdby: userOut(v.users, sale.createdBy),
    finishedby: userOut(v.users, sale.finishedBy),
    canceledby: userOut(v.users, sale.canceledBy),
    customercountry: country ? countryOut(country) : null,
    accountopen: v.accountOpen ? accountOpenOut(v.accountOpen) : null,
  };
}

export function summaryOut(t: TotalsContext): S["SaleSummary"] {
  const totals = t.totals;
  return {
    gross_total: decimalOut(totals.grossTotal),
    total_discount: decimalOut(totals.totalDiscount),
    net_total: decimalOut(totals.netTotal),
    total_base_vat: decimalOut(totals.totalBaseVat),
    total_vat: decimalOut(totals.totalVat),
    total_shipping: decimalOut(totals.totalShipping),
    grand_total: decimalOut(totals.grandTotal),
    grand_total_with_currency_exchange: decimalOut(totals.grandTotalWithCurrencyExchange),
    final_discount_financial: decimalOut(totals.finalDiscountFinancial),
    final_discount_global: decimalOut(totals.finalDiscountGlobal),
    final_discount_global_value: decimalOut(totals.finalDiscountGlobalValue),
    total_services: decimalOut(totals.totalServices),
    total_quantity: decimalOut(totals.totalQuantity, 5),
    irs_retention_apply: flag(totals.irsRetentionApply),
    irs_retention_base: decimalOut(totals.irsRetentionBase),
    irs_retention_total: decimalOut(totals.irsRetentionTotal),
    irs_retention_tax: decimalOut(totals.irsRetentionTax),
    items: t.lines.map((l, i) => {
      const lt = totals.lines[i]!;
      return {
        sale_id: null,
        item_id: l.item.id,
        item_details: l.input.details ?? null,
        price: decimalOut(l.input.price, 5),
        quantity: decimalOut(l.input.quantity, 5),
        discount: decimalOut(l.discount),
        gross_total: decimalOut(lt.grossTotal),
        net_total: decimalOut(lt.netTotal),
        total_base_vat: decimalOut(lt.totalBaseVat),
        total_vat: decimalOut(lt.totalVat),
        total_discount: decimalOut(lt.totalDiscount),
        grand_total: decimalOut(lt.grandTotal),
        vat_id: l.vat.id,
        unit_id: l.item.unitId,
        vat_exemption_id: l.vatExemptionId,
      };
    }),
    vats: totals.vats.map((v) => ({
      sale_id: null,
      vat_id: v.vatId,
      vat_tax: decimalOut(v.vatTax),
      total_base_vat: decimalOut(v.totalBaseVat),
      total_vat: decimalOut(v.totalVat),
    })),
  };
}
