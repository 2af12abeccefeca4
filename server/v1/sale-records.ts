// Sale records and summaries as v1 answers them, from the domain's sale view.
import type { components } from "../../generated/types/v1.ts";
import type { Ctx } from "../domain/scope.ts";
import type { SaleView } from "../domain/sales/view.ts";
import type { DocumentTypeView } from "../domain/administration/document-types.ts";
import type { TotalsContext } from "../domain/sales/prepare.ts";
import type { OpenAccountEntry } from "../domain/sales/open-accounts.ts";
import { vatExemptionById } from "../domain/vat-exemptions.ts";
import { findCountry } from "../domain/countries.ts";
import { fileUrl } from "../outputs/files.ts";
import type { MessagesSent } from "../domain/document-messages.ts";
import type { DocumentUser } from "../domain/users.ts";
import type { MasterRow } from "../domain/master-records.ts";
import { decimalOut } from "../http/wire.ts";
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
  row: { language: string | null; format: string | null; signed_at: string | null; system_entry_date: string | null },
  sent: MessagesSent,
): Pick<
  S["Sale"],
  "subscription_id" | "file_language" | "file_format" | "email_sent" | "sms_sent" | "signed" | "finished_at"
> {
  return {
    subscription_id: ctx.scope.accountId,
    file_language: row.language as S["DocumentLanguage"] | null,
    file_format: row.format as S["PrintFormat"] | null,
    email_sent: flag(sent.email),
    sms_sent: flag(sent.sms),
    signed: flag(row.signed_at !== null),
    finished_at: entryTimestamp(row.system_entry_date),
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
  typeSerie: DocumentTypeView["series"][number]["assignment"] | null,
  serie: MasterRow<"series">,
  row: { dataset_id: number; document_type_id: number; serie_id: number; created_at: string; updated_at: string },
): S["DocumentTypeSerie"] {
  return documentTypeSerieOut(
    typeSerie ?? {
      id: 0,
      dataset_id: row.dataset_id,
      document_type_id: row.document_type_id,
      serie_id: row.serie_id,
      document_number: 0,
      atcud: null,
      is_default: 0,
      active: 0,
      created_at: row.created_at,
      updated_at: row.updated_at,
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
// same answer object stands in each of them (a profile of list pages had this mapping at 4-5%).
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
  const r = v.row;
  const country = r.customer_country ? findCountry(r.customer_country) : undefined;
  return {
    id: r.id,
    ...documentStateOut(ctx, r, v.sent),
    number: r.number,
    document_number: v.documentNumber,
    atcud: r.atcud,
    issue_date: r.issue_date,
    due_date: r.due_date,
    serie_id: r.serie_id,
    document_type_id: r.document_type_id,
    gross_total: decimalOut(r.gross_total),
    total_discount: decimalOut(r.total_discount),
    net_total: decimalOut(r.net_total),
    total_base_vat: decimalOut(r.total_base_vat),
    total_vat: decimalOut(r.total_vat),
    total_shipping: decimalOut(r.total_shipping),
    total_services: decimalOut(r.total_services),
    grand_total: decimalOut(r.grand_total),
    final_discount_financial: decimalOut(r.final_discount_financial),
    final_discount_global: decimalOut(r.final_discount_global),
    final_discount_value: decimalOut(r.final_discount_value),
    final_discount_global_value: decimalOut(r.final_discount_value),
    customer_id: r.customer_id,
    customer_code: r.customer_code,
    customer_name: r.customer_name ?? "Consumidor Final",
    customer_vat_number: r.customer_vat_number ?? "999999990",
    customer_country: r.customer_country,
    customer_city: r.customer_city,
    customer_address: r.customer_address,
    customer_postal_code: r.customer_postal_code,
    customer_delivery_address_country: r.customer_delivery_address_country,
    customer_delivery_address_address: r.customer_delivery_address_address,
    customer_delivery_address_city: r.customer_delivery_address_city,
    customer_delivery_address_postal_code: r.customer_delivery_address_postal_code,
    company_name: r.company_name,
    company_vat_number: r.company_vat_number,
    company_country: r.company_country,
    company_address: r.company_address,
    company_city: r.company_city,
    company_postal_code: r.company_postal_code,
    company_vat_scheme: r.company_vat_scheme,
    payment_method_id: r.payment_method_id,
    payment_condition_id: r.payment_condition_id,
    shipping_mode_id: r.shipping_mode_id,
    shipping_value: decimalOut(r.shipping_value),
    shipping_vat_id: r.shipping_vat_id,
    price_id: r.price_id,
    currency_id: r.currency_id,
    currency_exchange: decimalOut(r.currency_exchange, 5),
    vehicle_id: r.vehicle_id,
    employee_id: r.employee_id,
    waybill_shipping_date: withSeconds(r.waybill_shipping_date),
    waybill_global: flag(r.waybill_global),
    location_origin_id: r.location_origin_id,
    location_origin_name: r.location_origin_name,
    location_origin_country: r.location_origin_country,
    location_origin_address: r.location_origin_address,
    location_origin_city: r.location_origin_city,
    location_origin_postal_code: r.location_origin_postal_code,
    warehouse_origin_id: r.warehouse_origin_id,
    warehouse_destiny_id: r.warehouse_destiny_id,
    location_destiny_id: r.location_destiny_id,
    cargo_location: r.cargo_location,
    discharge_location: r.discharge_location,
    cargo_date: withSeconds(r.cargo_date),
    discharge_date: withSeconds(r.discharge_date),
    mb_entity: r.mb_entity,
    mb_sub_entity: r.mb_sub_entity,
    mb_reference: r.mb_reference,
    mbway_link: r.mbway_link === null ? null : `${baseUrl}/${r.mbway_link}`,
    at_code: r.at_code,
    at_message: r.at_message,
    vat_type: r.vat_type as S["VatType"],
    observations: r.observations,
    irs_retention_apply: flag(r.irs_retention_apply),
    irs_retention_base: decimalOut(r.irs_retention_base),
    irs_retention_total: decimalOut(r.irs_retention_total),
    irs_retention_tax: decimalOut(r.irs_retention_tax),
    hash_characters: v.hashCharacters,
    url_file: fileUrl(baseUrl, r.file_path),
    file_previewed: flag(r.file_previewed),
    file_last_generated: r.file_last_generated,
    signed_at: r.signed_at,
    status: r.status as S["SaleStatus"],
    status_last_change: r.status_last_change,
    created_by: r.created_by ?? 0,
    finished_by: r.finished_by,
    canceled_by: r.canceled_by,
    canceled_at: r.canceled_at,
    canceled_reason: r.canceled_reason,
    updated_at: r.updated_at,
    created_at: r.created_at,
    // The referenced sale is shown one level deep, without its own reference.
    reference: v.referenceView && depth === 0 ? saleOut(ctx, v.referenceView, baseUrl, depth + 1) : null,
    serie: serieOut(v.serie),
    documenttype: documentTypeOutOnce(v.documentTypeView),
    documenttypeserie: typeSerieOut(v.typeSerie, v.serie, r),
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
      sale_id: r.id,
      vat_id: x.vat_id,
      vat_tax: decimalOut(x.vat_tax),
      total_base_vat: decimalOut(x.total_base_vat),
      total_vat: decimalOut(x.total_vat),
      vat: vatRateOut(v.vatRates.get(x.vat_id)!),
    })),
    items: v.lines.map((l) => {
      const unit = v.units.get(l.unit_id ?? -1);
      const vat = v.vatRates.get(l.vat_id);
      return {
        id: l.id,
        sale_id: r.id,
        item_id: l.item_id,
        item_details: l.details,
        unit_price: decimalOut(l.price, 5),
        quantity: decimalOut(l.quantity, 5),
        discount: decimalOut(l.discount),
        gross_total: decimalOut(l.gross_total),
        net_total: decimalOut(l.net_total),
        total_base_vat: decimalOut(l.total_base_vat),
        total_vat: decimalOut(l.total_vat),
        total_discount: decimalOut(l.total_discount),
        grand_total: decimalOut(l.grand_total),
        vat_id: l.vat_id,
        unit_id: l.unit_id ?? 0,
        vat_exemption_id: l.vat_exemption_id,
        item: {
          id: l.item_id,
          reference: l.item_reference,
          description: l.item_description,
          type: l.item_type as S["ItemType"],
        },
        unit: unitOut(unit!),
        vat: vatRateOut(vat!),
        vatexemption: vatExemptionOut(vatExemptionById(l.vat_exemption_id)!),
      };
    }),
    createdby: userOut(v.users, r.created_by),
    finishedby: userOut(v.users, r.finished_by),
    canceledby: userOut(v.users, r.canceled_by),
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
        unit_id: l.item.unit_id,
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
