// Whether a record is in use: used records cannot be deleted (the documents say "never used in
// a document"; a record another record points at is refused too, so no delete breaks a
// reference). Every column that refers to another table is listed here, once.
import type { Ctx } from "../../kernel/scope.ts";
import { anyRowRefersTo, isCustomerOnIssuedDocument } from "./repository/usage.ts";

export interface Reference {
  /** Table holding the reference. */
  readonly from: string;
  readonly column: string;
  /** Table referred to. */
  readonly to: string;
}

export const REFERENCES: readonly Reference[] = [
  { from: "customers", column: "currency_id", to: "currencies" },
  { from: "customers", column: "payment_method_id", to: "payment_methods" },
  { from: "customers", column: "payment_condition_id", to: "payment_conditions" },
  { from: "customers", column: "shipping_mode_id", to: "shipping_modes" },
  { from: "customers", column: "price_id", to: "prices" },
  { from: "customers", column: "employee_id", to: "employees" },
  { from: "categories", column: "category_id", to: "categories" },
  { from: "locations", column: "warehouse_id", to: "warehouses" },
  { from: "document_type_series", column: "serie_id", to: "series" },
  { from: "sales", column: "customer_id", to: "customers" },
  { from: "receipts", column: "customer_id", to: "customers" },
  { from: "sales", column: "document_type_id", to: "document_types" },
  { from: "sales", column: "serie_id", to: "series" },
  { from: "receipts", column: "serie_id", to: "series" },
  { from: "sales", column: "payment_method_id", to: "payment_methods" },
  { from: "receipts", column: "payment_method_id", to: "payment_methods" },
  { from: "sales", column: "payment_condition_id", to: "payment_conditions" },
  { from: "sales", column: "shipping_mode_id", to: "shipping_modes" },
  { from: "sales", column: "shipping_vat_id", to: "vat_rates" },
  { from: "sales", column: "price_id", to: "prices" },
  { from: "sales", column: "currency_id", to: "currencies" },
  { from: "receipts", column: "currency_id", to: "currencies" },
  { from: "sales", column: "vehicle_id", to: "vehicles" },
  { from: "sales", column: "employee_id", to: "employees" },
  { from: "sales", column: "location_origin_id", to: "locations" },
  { from: "sales", column: "location_destiny_id", to: "locations" },
  { from: "receipts", column: "location_origin_id", to: "locations" },
  { from: "sales", column: "warehouse_origin_id", to: "warehouses" },
  { from: "sales", column: "warehouse_destiny_id", to: "warehouses" },
  { from: "sale_lines", column: "vat_id", to: "vat_rates" },
  { from: "sale_lines", column: "unit_id", to: "units" },
  // Items and stock. An item's own prices, barcodes, minimum stock and stock rows are part of
  // the item (deleted with it), so their item_id columns are not listed here.
  { from: "sale_lines", column: "item_id", to: "items" },
  { from: "items", column: "category_id", to: "categories" },
  { from: "items", column: "unit_id", to: "units" },
  { from: "items", column: "vat_id", to: "vat_rates" },
  { from: "item_prices", column: "price_id", to: "prices" },
  { from: "item_minimum_stock", column: "warehouse_id", to: "warehouses" },
  { from: "stock_movements", column: "item_id", to: "items" },
  { from: "stock_movements", column: "warehouse_id", to: "warehouses" },
  { from: "stock_movements", column: "sale_id", to: "sales" },
  { from: "item_stocks", column: "warehouse_id", to: "warehouses" },
  { from: "sale_vats", column: "vat_id", to: "vat_rates" },
  { from: "receipts", column: "document_type_id", to: "document_types" },
  // The agenda. A booking's lines are part of it (deleted with it); unavailabilities name an
  // employee or a location; the agenda settings name the document type and series it invoices with.
  { from: "bookings", column: "customer_id", to: "customers" },
  { from: "bookings", column: "location_id", to: "locations" },
  { from: "bookings", column: "employee_id", to: "employees" },
  { from: "bookings", column: "payment_method_id", to: "payment_methods" },
  { from: "bookings", column: "sale_id", to: "sales" },
  { from: "booking_lines", column: "item_id", to: "items" },
  { from: "unavailabilities", column: "employee_id", to: "employees" },
  { from: "unavailabilities", column: "location_id", to: "locations" },
  { from: "agenda_settings", column: "document_type_id", to: "document_types" },
  { from: "agenda_settings", column: "serie_id", to: "series" },
];

/** Whether a customer is on a finished (or cancelled) document: its code, name and tax number lock. */
export function isCustomerLocked(ctx: Ctx, customerId: number): Promise<boolean> {
  return isCustomerOnIssuedDocument(ctx.tx, ctx.scope.datasetId, customerId);
}

/** The references that point at a table. */
export function references(table: string): readonly Reference[] {
  return REFERENCES.filter((r) => r.to === table);
}

export async function isUsed(ctx: Ctx, table: string, id: number): Promise<boolean> {
  for (const r of references(table)) if (await anyRowRefersTo(ctx.tx, r.from, r.column, id)) return true;
  return false;
}
