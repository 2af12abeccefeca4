// Generated from generated/openapi/Invoicing.V1.openapi.yaml by scripts/build.ts. Do not edit.
// One interface per interface of the spec, one member per operation: `T` maps every
// operation ID to what answers it (the server's handler type).
import type { operations } from "./v1.ts";

/** A table with an entry for every operation of the generation. */
export type HandlerTable = { [K in keyof operations]: unknown };

/** The operations of the spec's `interface Administration`. */
export interface AdministrationHandlers<T extends HandlerTable> {
  Administration_all: T["Administration_all"];
}

/** The operations of the spec's `interface Bookings`. */
export interface BookingsHandlers<T extends HandlerTable> {
  Bookings_checkAvailability: T["Bookings_checkAvailability"];
  Bookings_create: T["Bookings_create"];
  Bookings_delete: T["Bookings_delete"];
  Bookings_find: T["Bookings_find"];
  Bookings_invoiceCreate: T["Bookings_invoiceCreate"];
  Bookings_list: T["Bookings_list"];
  Bookings_summary: T["Bookings_summary"];
  Bookings_update: T["Bookings_update"];
  Bookings_updateTime: T["Bookings_updateTime"];
}

/** The operations of the spec's `interface Categories`. */
export interface CategoriesHandlers<T extends HandlerTable> {
  Categories_create: T["Categories_create"];
  Categories_delete: T["Categories_delete"];
  Categories_find: T["Categories_find"];
  Categories_list: T["Categories_list"];
  Categories_update: T["Categories_update"];
}

/** The operations of the spec's `interface Currencies`. */
export interface CurrenciesHandlers<T extends HandlerTable> {
  Currencies_create: T["Currencies_create"];
  Currencies_delete: T["Currencies_delete"];
  Currencies_find: T["Currencies_find"];
  Currencies_list: T["Currencies_list"];
  Currencies_update: T["Currencies_update"];
}

/** The operations of the spec's `interface Customers`. */
export interface CustomersHandlers<T extends HandlerTable> {
  Customers_accountsOpen: T["Customers_accountsOpen"];
  Customers_accountsOpenDownload: T["Customers_accountsOpenDownload"];
  Customers_accountsOpenSendEmail: T["Customers_accountsOpenSendEmail"];
  Customers_allAccountsOpen: T["Customers_allAccountsOpen"];
  Customers_create: T["Customers_create"];
  Customers_delete: T["Customers_delete"];
  Customers_find: T["Customers_find"];
  Customers_list: T["Customers_list"];
  Customers_update: T["Customers_update"];
}

/** The operations of the spec's `interface DocumentTypes`. */
export interface DocumentTypesHandlers<T extends HandlerTable> {
  DocumentTypes_communicate: T["DocumentTypes_communicate"];
  DocumentTypes_find: T["DocumentTypes_find"];
  DocumentTypes_list: T["DocumentTypes_list"];
  DocumentTypes_update: T["DocumentTypes_update"];
}

/** The operations of the spec's `interface Employees`. */
export interface EmployeesHandlers<T extends HandlerTable> {
  Employees_create: T["Employees_create"];
  Employees_delete: T["Employees_delete"];
  Employees_find: T["Employees_find"];
  Employees_list: T["Employees_list"];
  Employees_update: T["Employees_update"];
}

/** The operations of the spec's `interface Items`. */
export interface ItemsHandlers<T extends HandlerTable> {
  Items_create: T["Items_create"];
  Items_delete: T["Items_delete"];
  Items_deleteImage: T["Items_deleteImage"];
  Items_find: T["Items_find"];
  Items_list: T["Items_list"];
  Items_stockActual: T["Items_stockActual"];
  Items_update: T["Items_update"];
}

/** The operations of the spec's `interface Locations`. */
export interface LocationsHandlers<T extends HandlerTable> {
  Locations_create: T["Locations_create"];
  Locations_delete: T["Locations_delete"];
  Locations_find: T["Locations_find"];
  Locations_list: T["Locations_list"];
  Locations_update: T["Locations_update"];
}

/** The operations of the spec's `interface PaymentConditions`. */
export interface PaymentConditionsHandlers<T extends HandlerTable> {
  PaymentConditions_create: T["PaymentConditions_create"];
  PaymentConditions_delete: T["PaymentConditions_delete"];
  PaymentConditions_find: T["PaymentConditions_find"];
  PaymentConditions_list: T["PaymentConditions_list"];
  PaymentConditions_update: T["PaymentConditions_update"];
}

/** The operations of the spec's `interface PaymentMethods`. */
export interface PaymentMethodsHandlers<T extends HandlerTable> {
  PaymentMethods_create: T["PaymentMethods_create"];
  PaymentMethods_delete: T["PaymentMethods_delete"];
  PaymentMethods_find: T["PaymentMethods_find"];
  PaymentMethods_list: T["PaymentMethods_list"];
  PaymentMethods_update: T["PaymentMethods_update"];
}

/** The operations of the spec's `interface Prices`. */
export interface PricesHandlers<T extends HandlerTable> {
  Prices_create: T["Prices_create"];
  Prices_delete: T["Prices_delete"];
  Prices_find: T["Prices_find"];
  Prices_list: T["Prices_list"];
  Prices_update: T["Prices_update"];
}

/** The operations of the spec's `interface Receipts`. */
export interface ReceiptsHandlers<T extends HandlerTable> {
  Receipts_cancel: T["Receipts_cancel"];
  Receipts_create: T["Receipts_create"];
  Receipts_delete: T["Receipts_delete"];
  Receipts_download: T["Receipts_download"];
  Receipts_find: T["Receipts_find"];
  Receipts_list: T["Receipts_list"];
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
  Sales_list: T["Sales_list"];
  Sales_receipt: T["Sales_receipt"];
  Sales_sendEmail: T["Sales_sendEmail"];
  Sales_sendSms: T["Sales_sendSms"];
  Sales_sign: T["Sales_sign"];
  Sales_summary: T["Sales_summary"];
  Sales_update: T["Sales_update"];
}

/** The operations of the spec's `interface Series`. */
export interface SeriesHandlers<T extends HandlerTable> {
  Series_byDocumentType: T["Series_byDocumentType"];
  Series_communicate: T["Series_communicate"];
  Series_create: T["Series_create"];
  Series_delete: T["Series_delete"];
  Series_find: T["Series_find"];
  Series_list: T["Series_list"];
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

/** The operations of the spec's `interface StockMovements`. */
export interface StockMovementsHandlers<T extends HandlerTable> {
  StockMovements_create: T["StockMovements_create"];
  StockMovements_delete: T["StockMovements_delete"];
  StockMovements_update: T["StockMovements_update"];
}

/** The operations of the spec's `interface Unavailabilities`. */
export interface UnavailabilitiesHandlers<T extends HandlerTable> {
  Unavailabilities_create: T["Unavailabilities_create"];
  Unavailabilities_delete: T["Unavailabilities_delete"];
  Unavailabilities_update: T["Unavailabilities_update"];
}

/** The operations of the spec's `interface Units`. */
export interface UnitsHandlers<T extends HandlerTable> {
  Units_create: T["Units_create"];
  Units_delete: T["Units_delete"];
  Units_find: T["Units_find"];
  Units_list: T["Units_list"];
  Units_update: T["Units_update"];
}

/** The operations of the spec's `interface VatRates`. */
export interface VatRatesHandlers<T extends HandlerTable> {
  VatRates_create: T["VatRates_create"];
  VatRates_delete: T["VatRates_delete"];
  VatRates_find: T["VatRates_find"];
  VatRates_list: T["VatRates_list"];
  VatRates_update: T["VatRates_update"];
}

/** The operations of the spec's `interface Vehicles`. */
export interface VehiclesHandlers<T extends HandlerTable> {
  Vehicles_create: T["Vehicles_create"];
  Vehicles_delete: T["Vehicles_delete"];
  Vehicles_find: T["Vehicles_find"];
  Vehicles_list: T["Vehicles_list"];
  Vehicles_update: T["Vehicles_update"];
}

/** The operations of the spec's `interface Warehouses`. */
export interface WarehousesHandlers<T extends HandlerTable> {
  Warehouses_create: T["Warehouses_create"];
  Warehouses_delete: T["Warehouses_delete"];
  Warehouses_find: T["Warehouses_find"];
  Warehouses_list: T["Warehouses_list"];
  Warehouses_update: T["Warehouses_update"];
}
