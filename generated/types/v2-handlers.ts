// Generated from generated/openapi/Invoicing.V2.openapi.yaml by scripts/build.ts. Do not edit.
// One interface per interface of the spec, one member per operation: `T` maps every
// operation ID to what answers it (the server's handler type).
import type { operations } from "./v2.ts";

/** A table with an entry for every operation of the generation. */
export type HandlerTable = { [K in keyof operations]: unknown };

/** The operations of the spec's `interface Categories`. */
export interface CategoriesHandlers<T extends HandlerTable> {
  Categories_create: T["Categories_create"];
  Categories_delete: T["Categories_delete"];
  Categories_find: T["Categories_find"];
  Categories_update: T["Categories_update"];
}

/** The operations of the spec's `interface Currencies`. */
export interface CurrenciesHandlers<T extends HandlerTable> {
  Currencies_create: T["Currencies_create"];
  Currencies_delete: T["Currencies_delete"];
  Currencies_find: T["Currencies_find"];
  Currencies_update: T["Currencies_update"];
}

/** The operations of the spec's `interface Customers`. */
export interface CustomersHandlers<T extends HandlerTable> {
  Customers_create: T["Customers_create"];
  Customers_delete: T["Customers_delete"];
  Customers_find: T["Customers_find"];
  Customers_update: T["Customers_update"];
}

/** The operations of the spec's `interface Employees`. */
export interface EmployeesHandlers<T extends HandlerTable> {
  Employees_create: T["Employees_create"];
  Employees_delete: T["Employees_delete"];
  Employees_find: T["Employees_find"];
  Employees_update: T["Employees_update"];
}

/** The operations of the spec's `interface Items`. */
export interface ItemsHandlers<T extends HandlerTable> {
  Items_create: T["Items_create"];
  Items_delete: T["Items_delete"];
  Items_deleteImage: T["Items_deleteImage"];
  Items_find: T["Items_find"];
  Items_update: T["Items_update"];
}

/** The operations of the spec's `interface Locations`. */
export interface LocationsHandlers<T extends HandlerTable> {
  Locations_create: T["Locations_create"];
  Locations_delete: T["Locations_delete"];
  Locations_find: T["Locations_find"];
  Locations_update: T["Locations_update"];
}

/** The operations of the spec's `interface PaymentConditions`. */
export interface PaymentConditionsHandlers<T extends HandlerTable> {
  PaymentConditions_create: T["PaymentConditions_create"];
  PaymentConditions_delete: T["PaymentConditions_delete"];
  PaymentConditions_find: T["PaymentConditions_find"];
  PaymentConditions_update: T["PaymentConditions_update"];
}

/** The operations of the spec's `interface PaymentMethods`. */
export interface PaymentMethodsHandlers<T extends HandlerTable> {
  PaymentMethods_create: T["PaymentMethods_create"];
  PaymentMethods_delete: T["PaymentMethods_delete"];
  PaymentMethods_find: T["PaymentMethods_find"];
  PaymentMethods_update: T["PaymentMethods_update"];
}

/** The operations of the spec's `interface Prices`. */
export interface PricesHandlers<T extends HandlerTable> {
  Prices_create: T["Prices_create"];
  Prices_delete: T["Prices_delete"];
  Prices_find: T["Prices_find"];
  Prices_update: T["Prices_update"];
}

/** The operations of the spec's `interface Receipts`. */
export interface ReceiptsHandlers<T extends HandlerTable> {
  Receipts_cancel: T["Receipts_cancel"];
  Receipts_create: T["Receipts_create"];
  Receipts_delete: T["Receipts_delete"];
  Receipts_download: T["Receipts_download"];
  Receipts_find: T["Receipts_find"];
  Receipts_sendEmail: T["Receipts_sendEmail"];
  Receipts_sendSms: T["Receipts_sendSms"];
  Receipts_sign: T["Receipts_sign"];
  Receipts_summary: T["Receipts_summary"];
  Receipts_update: T["Receipts_update"];
}

/** The operations of the spec's `interface Sales`. */
export interface SalesHandlers<T extends HandlerTable> {
  Sales_cancel: T["Sales_cancel"];
  Sales_create: T["Sales_create"];
  Sales_creditNote: T["Sales_creditNote"];
  Sales_debitNote: T["Sales_debitNote"];
  Sales_delete: T["Sales_delete"];
  Sales_download: T["Sales_download"];
  Sales_duplicate: T["Sales_duplicate"];
  Sales_find: T["Sales_find"];
  Sales_generateMbref: T["Sales_generateMbref"];
  Sales_generateMbway: T["Sales_generateMbway"];
  Sales_receipt: T["Sales_receipt"];
  Sales_sendEmail: T["Sales_sendEmail"];
  Sales_sendSms: T["Sales_sendSms"];
  Sales_sign: T["Sales_sign"];
  Sales_summary: T["Sales_summary"];
  Sales_update: T["Sales_update"];
}

/** The operations of the spec's `interface Series`. */
export interface SeriesHandlers<T extends HandlerTable> {
  Series_checkCommunication: T["Series_checkCommunication"];
  Series_communicate: T["Series_communicate"];
  Series_create: T["Series_create"];
  Series_delete: T["Series_delete"];
  Series_find: T["Series_find"];
  Series_update: T["Series_update"];
}

/** The operations of the spec's `interface ShippingModes`. */
export interface ShippingModesHandlers<T extends HandlerTable> {
  ShippingModes_create: T["ShippingModes_create"];
  ShippingModes_delete: T["ShippingModes_delete"];
  ShippingModes_find: T["ShippingModes_find"];
  ShippingModes_list: T["ShippingModes_list"];
  ShippingModes_update: T["ShippingModes_update"];
}

/** The operations of the spec's `interface Units`. */
export interface UnitsHandlers<T extends HandlerTable> {
  Units_create: T["Units_create"];
  Units_delete: T["Units_delete"];
  Units_find: T["Units_find"];
  Units_update: T["Units_update"];
}

/** The operations of the spec's `interface VatRates`. */
export interface VatRatesHandlers<T extends HandlerTable> {
  VatRates_create: T["VatRates_create"];
  VatRates_delete: T["VatRates_delete"];
  VatRates_find: T["VatRates_find"];
  VatRates_update: T["VatRates_update"];
}

/** The operations of the spec's `interface Vehicles`. */
export interface VehiclesHandlers<T extends HandlerTable> {
  Vehicles_create: T["Vehicles_create"];
  Vehicles_delete: T["Vehicles_delete"];
  Vehicles_find: T["Vehicles_find"];
  Vehicles_update: T["Vehicles_update"];
}

/** The operations of the spec's `interface Warehouses`. */
export interface WarehousesHandlers<T extends HandlerTable> {
  Warehouses_create: T["Warehouses_create"];
  Warehouses_delete: T["Warehouses_delete"];
  Warehouses_find: T["Warehouses_find"];
  Warehouses_update: T["Warehouses_update"];
}
