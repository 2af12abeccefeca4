// Administration records as v1 answers them (spec/v1/records.tsp), from the domain's records.
import type { components } from "../../../generated/types/v1.ts";
import type { AdministrationRecord, MasterRecord, SerieAssignment } from "../../modules/administration/index.ts";
import type { VatExemption } from "../../kernel/vat-exemptions.ts";
import type { Country } from "../../kernel/countries.ts";
import type { DocumentTypeView } from "../../modules/administration/index.ts";
import { decimalOut } from "../wire.ts";

type S = components["schemas"];

/** The fields every record has after its id (a literal property before the spread keeps it fast: eslint.config.js). */
function meta(record: AdministrationRecord) {
  return { active: record.active, updated_at: record.updatedAt, created_at: record.createdAt };
}

export function currencyOut(record: MasterRecord<"currencies">): S["Currency"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    symbol: record.symbol,
    code_iso: record.codeIso,
    exchange_sale: decimalOut(record.exchangeSale, 5),
    is_default: record.isDefault,
  };
}

export function paymentMethodOut(record: MasterRecord<"payment_methods">): S["PaymentMethod"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    description_english: record.descriptionEnglish,
    saft_initials: record.saftInitials,
  };
}

export function paymentConditionOut(record: MasterRecord<"payment_conditions">): S["PaymentCondition"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    description_english: record.descriptionEnglish,
    days: record.days,
  };
}

export function shippingModeOut(record: MasterRecord<"shipping_modes">): S["ShippingMode"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    description_english: record.descriptionEnglish,
  };
}

export function priceOut(record: MasterRecord<"prices">): S["Price"] {
  return { id: record.id, ...meta(record), description: record.description, is_default: record.isDefault };
}

export function employeeOut(record: MasterRecord<"employees">): S["Employee"] {
  return {
    id: record.id,
    ...meta(record),
    name: record.name,
    country: record.country,
    address: record.address,
    city: record.city,
    postal_code: record.postalCode,
    email: record.email,
    telephone: record.telephone,
    mobile: record.mobile,
    bank_number: record.bankNumber,
    is_salesman: record.isSalesman,
  };
}

export function vatExemptionOut(e: VatExemption): S["VatExemption"] {
  return { id: e.id, code: e.code as S["VatExemptionCode"], description: e.description };
}

/** Maps a nullable record with a mapper. */
export function maybe<R, O>(record: R | null, map: (r: R) => O): O | null {
  return record === null ? null : map(record);
}

export function warehouseOut(record: MasterRecord<"warehouses">): S["Warehouse"] {
  return { id: record.id, ...meta(record), description: record.description };
}

export function categoryOut(record: MasterRecord<"categories">): S["Category"] {
  return { id: record.id, ...meta(record), description: record.description, category_id: record.parentId };
}

export function serieOut(record: MasterRecord<"series">): S["Serie"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    valid_until: record.validUntil,
    type: "Normal",
  };
}

export function vatRateOut(record: MasterRecord<"vat_rates">): S["VatRate"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    tax: decimalOut(record.tax, 2),
    type: record.type as S["VatRateType"],
    saft_region: record.saftRegion,
  };
}

export function vehicleOut(record: MasterRecord<"vehicles">): S["Vehicle"] {
  return { id: record.id, ...meta(record), name: record.name, license_plate: record.licensePlate };
}

export function unitOut(record: MasterRecord<"units">): S["Unit"] {
  return { id: record.id, ...meta(record), description: record.description, symbol: record.symbol };
}

export function locationOut(record: MasterRecord<"locations">): S["Location"] {
  return {
    id: record.id,
    ...meta(record),
    description: record.description,
    country: record.country,
    address: record.address,
    city: record.city,
    postal_code: record.postalCode,
    warehouse_id: record.warehouseId,
    is_default: record.isDefault,
  };
}

export function documentTypeSerieOut(
  assignment: SerieAssignment,
  serie?: MasterRecord<"series">,
): S["DocumentTypeSerie"] {
  return {
    id: assignment.id,
    document_type_id: assignment.documentTypeId,
    serie_id: assignment.serieId,
    document_number: assignment.lastNumber,
    atcud: assignment.atcud,
    is_default: assignment.isDefault,
    active: assignment.active,
    ...(serie ? { serie: serieOut(serie) } : {}),
  };
}

export function documentTypeOut(v: DocumentTypeView): S["DocumentType"] {
  const t = v.type;
  return {
    id: t.id,
    ...meta(t),
    description: t.description,
    saft_initials: t.saftInitials,
    type: t.type,
    print_report: t.printReport,
    print_report_width: t.printReportWidth,
    print_pages_number: t.printPagesNumber,
    print_margin_top: t.printMarginTop,
    print_margin_bottom: t.printMarginBottom,
    print_margin_right: t.printMarginRight,
    print_margin_left: t.printMarginLeft,
    print_automatic: t.printAutomatic,
    sign_document_automatic: t.signDocumentAutomatic,
    send_email_automatic: t.sendEmailAutomatic,
    send_sms_automatic: t.sendSmsAutomatic,
    stock_check_negative: t.stockCheckNegative,
    stock_check_minimum: t.stockCheckMinimum,
    documentstypesseries: v.series.map((s) => documentTypeSerieOut(s.assignment, s.serie)),
  };
}

export function countryOut(c: Country): S["CountryRecord"] {
  return { id: c.id, name: c.name, code_iso_one: c.iso2, code_iso_two: c.iso3 };
}
