// Administration records as v1 answers them (spec/v1/records.tsp), from store rows.
import type { components } from "../../generated/types/v1.ts";
import type { MasterRow } from "../domain/master-records.ts";
import type { VatExemption } from "../domain/vat-exemptions.ts";
import { decimalOut } from "../http/wire.ts";

type S = components["schemas"];

function meta(row: { id: number; active: number; created_at: string; updated_at: string }) {
  return { id: row.id, active: row.active === 1, updated_at: row.updated_at, created_at: row.created_at };
}

export function currencyOut(row: MasterRow<"currencies">): S["Currency"] {
  return { ...meta(row), description: row.description, symbol: row.symbol, code_iso: row.code_iso, exchange_sale: decimalOut(row.exchange_sale, 5), is_default: row.is_default === 1 };
}

export function paymentMethodOut(row: MasterRow<"payment_methods">): S["PaymentMethod"] {
  return { ...meta(row), description: row.description, description_english: row.description_english, saft_initials: row.saft_initials };
}

export function paymentConditionOut(row: MasterRow<"payment_conditions">): S["PaymentCondition"] {
  return { ...meta(row), description: row.description, description_english: row.description_english, days: row.days };
}

export function shippingModeOut(row: MasterRow<"shipping_modes">): S["ShippingMode"] {
  return { ...meta(row), description: row.description, description_english: row.description_english };
}

export function priceOut(row: MasterRow<"prices">): S["Price"] {
  return { ...meta(row), description: row.description, is_default: row.is_default === 1 };
}

export function employeeOut(row: MasterRow<"employees">): S["Employee"] {
  return {
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
