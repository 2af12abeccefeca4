// Administration records as v1 answers them (spec/v1/records.tsp), from store rows.
import type { components } from "../../generated/types/v1.ts";
import type { MasterRow } from "../domain/master-records.ts";
import type { VatExemption } from "../domain/vat-exemptions.ts";
import type { Country } from "../domain/countries.ts";
import type { DocumentTypeView } from "../domain/administration/document-types.ts";
import type { Assignment } from "../domain/administration/series.ts";
import { decimalOut } from "../http/wire.ts";

type S = components["schemas"];

/** The fields every record has after its id (a literal property before the spread keeps it fast: eslint.config.js). */
function meta(row: { active: number; created_at: string; updated_at: string }) {
  return { active: row.active === 1, updated_at: row.updated_at, created_at: row.created_at };
}

export function currencyOut(row: MasterRow<"currencies">): S["Currency"] {
  return {
    id: row.id,
    ...meta(row),
    description: row.description,
    symbol: row.symbol,
    code_iso: row.code_iso,
    exchange_sale: decimalOut(row.exchange_sale, 5),
    is_default: row.is_default === 1,
  };
}

export function paymentMethodOut(row: MasterRow<"payment_methods">): S["PaymentMethod"] {
  return {
    id: row.id,
    ...meta(row),
    description: row.description,
    description_english: row.description_english,
    saft_initials: row.saft_initials,
  };
}

export function paymentConditionOut(row: MasterRow<"payment_conditions">): S["PaymentCondition"] {
  return {
    id: row.id,
    ...meta(row),
    description: row.description,
    description_english: row.description_english,
    days: row.days,
  };
}

export function shippingModeOut(row: MasterRow<"shipping_modes">): S["ShippingMode"] {
  return { id: row.id, ...meta(row), description: row.description, description_english: row.description_english };
}

export function priceOut(row: MasterRow<"prices">): S["Price"] {
  return { id: row.id, ...meta(row), description: row.description, is_default: row.is_default === 1 };
}

export function employeeOut(row: MasterRow<"employees">): S["Employee"] {
  return {
    id: row.id,
    ...meta(row),
    name: row.name,
    country: row.country,
    address: row.address,
    city: row.city,
    postal_code: row.postal_code,
    email: row.email,
    telephone: row.telephone,
    mobile: row.mobile,
    bank_number: row.bank_number,
    is_salesman: row.is_salesman === 1,
  };
}

export function vatExemptionOut(e: VatExemption): S["VatExemption"] {
  return { id: e.id, code: e.code as S["VatExemptionCode"], description: e.description };
}

/** Maps a nullable row with a mapper. */
export function maybe<R, O>(row: R | null, map: (r: R) => O): O | null {
  return row === null ? null : map(row);
}

export function warehouseOut(row: MasterRow<"warehouses">): S["Warehouse"] {
  return { id: row.id, ...meta(row), description: row.description };
}

export function categoryOut(row: MasterRow<"categories">): S["Category"] {
  return { id: row.id, ...meta(row), description: row.description, category_id: row.category_id };
}

export function serieOut(row: MasterRow<"series">): S["Serie"] {
  return { id: row.id, ...meta(row), description: row.description, valid_until: row.valid_until, type: "Normal" };
}

export function vatRateOut(row: MasterRow<"vat_rates">): S["VatRate"] {
  return {
    id: row.id,
    ...meta(row),
    description: row.description,
    tax: decimalOut(row.tax, 2),
    type: row.type as S["VatRateType"],
    saft_region: row.saft_region,
  };
}

export function vehicleOut(row: MasterRow<"vehicles">): S["Vehicle"] {
  return { id: row.id, ...meta(row), name: row.name, license_plate: row.license_plate };
}

export function unitOut(row: MasterRow<"units">): S["Unit"] {
  return { id: row.id, ...meta(row), description: row.description, symbol: row.symbol };
}

export function locationOut(row: MasterRow<"locations">): S["Location"] {
  return {
    id: row.id,
    ...meta(row),
    description: row.description,
    country: row.country,
    address: row.address,
    city: row.city,
    postal_code: row.postal_code,
    warehouse_id: row.warehouse_id,
    is_default: row.is_default === 1,
  };
}

export function documentTypeSerieOut(assignment: Assignment, serie?: MasterRow<"series">): S["DocumentTypeSerie"] {
  return {
    id: assignment.id,
    document_type_id: assignment.document_type_id,
    serie_id: assignment.serie_id,
    document_number: assignment.document_number,
    atcud: assignment.atcud,
    is_default: assignment.is_default === 1,
    active: assignment.active === 1,
    ...(serie ? { serie: serieOut(serie) } : {}),
  };
}

export function documentTypeOut(v: DocumentTypeView): S["DocumentType"] {
  const r = v.row;
  return {
    id: r.id,
    ...meta(r),
    description: r.description,
    saft_initials: r.saft_initials,
    type: r.type,
    print_report: r.print_report as S["PrintFormat"],
    print_report_width: r.print_report_width,
    print_pages_number: r.print_pages_number,
    print_margin_top: r.print_margin_top,
    print_margin_bottom: r.print_margin_bottom,
    print_margin_right: r.print_margin_right,
    print_margin_left: r.print_margin_left,
    print_automatic: r.print_automatic === 1,
    sign_document_automatic: r.sign_document_automatic === 1,
    send_email_automatic: r.send_email_automatic === 1,
    send_sms_automatic: r.send_sms_automatic === 1,
    stock_check_negative: r.stock_check_negative === 1,
    stock_check_minimum: r.stock_check_minimum === 1,
    documentstypesseries: v.series.map((s) => documentTypeSerieOut(s.assignment, s.serie)),
  };
}

export function countryOut(c: Country): S["CountryRecord"] {
  return { id: c.id, name: c.name, code_iso_one: c.iso2, code_iso_two: c.iso3 };
}
