// Generated from generated/openapi/Invoicing.V1.openapi.yaml by scripts/build.ts. Do not edit.
// The v1 client facade: one method per operation, named from its operationId, with the
// spec's summaries and descriptions; client/facade.ts runs it.
import type { operations } from "../types/v1.ts";
import type { Layout, OperationSpec } from "../../facade.ts";
import type { BodyOf, ErrorMode, FiltersOf, ItemOf, Outcome, PathId, RequestOptions } from "../../operation-types.ts";

/** Every operation of the v1 document. */
export type V1OperationId = keyof operations;

/** How each operation is called: method, path, path parameters, and whether it writes. */
export const v1Operations: { readonly [Id in V1OperationId]: OperationSpec } = {
  Administration_all: { method: "post", path: "/administration/all", pathParams: [], writes: false },
  Categories_create: { method: "post", path: "/administration/categories/create", pathParams: [], writes: true },
  Categories_find: { method: "post", path: "/administration/categories/find", pathParams: [], writes: false },
  Categories_list: { method: "post", path: "/administration/categories/list", pathParams: [], writes: false },
  Categories_delete: { method: "post", path: "/administration/categories/{id}/delete", pathParams: ["id"], writes: true },
  Categories_update: { method: "post", path: "/administration/categories/{id}/update", pathParams: ["id"], writes: true },
  Currencies_create: { method: "post", path: "/administration/currencies/create", pathParams: [], writes: true },
  Currencies_find: { method: "post", path: "/administration/currencies/find", pathParams: [], writes: false },
  Currencies_list: { method: "post", path: "/administration/currencies/list", pathParams: [], writes: false },
  Currencies_delete: { method: "post", path: "/administration/currencies/{id}/delete", pathParams: ["id"], writes: true },
  Currencies_update: { method: "post", path: "/administration/currencies/{id}/update", pathParams: ["id"], writes: true },
  DocumentTypes_find: { method: "post", path: "/administration/documentstypes/find", pathParams: [], writes: false },
  DocumentTypes_list: { method: "post", path: "/administration/documentstypes/list", pathParams: [], writes: false },
  DocumentTypes_update: { method: "post", path: "/administration/documentstypes/{id}/update", pathParams: ["id"], writes: true },
  DocumentTypes_communicate: { method: "post", path: "/administration/documentstypes/{id}/{serie_id}/communicate", pathParams: ["id", "serie_id"], writes: true },
  Employees_create: { method: "post", path: "/administration/employees/create", pathParams: [], writes: true },
  Employees_find: { method: "post", path: "/administration/employees/find", pathParams: [], writes: false },
  Employees_list: { method: "post", path: "/administration/employees/list", pathParams: [], writes: false },
  Employees_delete: { method: "post", path: "/administration/employees/{id}/delete", pathParams: ["id"], writes: true },
  Employees_update: { method: "post", path: "/administration/employees/{id}/update", pathParams: ["id"], writes: true },
  PaymentConditions_create: { method: "post", path: "/administration/paymentconditions/create", pathParams: [], writes: true },
  PaymentConditions_find: { method: "post", path: "/administration/paymentconditions/find", pathParams: [], writes: false },
  PaymentConditions_list: { method: "post", path: "/administration/paymentconditions/list", pathParams: [], writes: false },
  PaymentConditions_delete: { method: "post", path: "/administration/paymentconditions/{id}/delete", pathParams: ["id"], writes: true },
  PaymentConditions_update: { method: "post", path: "/administration/paymentconditions/{id}/update", pathParams: ["id"], writes: true },
  PaymentMethods_create: { method: "post", path: "/administration/paymentmethods/create", pathParams: [], writes: true },
  PaymentMethods_find: { method: "post", path: "/administration/paymentmethods/find", pathParams: [], writes: false },
  PaymentMethods_list: { method: "post", path: "/administration/paymentmethods/list", pathParams: [], writes: false },
  PaymentMethods_delete: { method: "post", path: "/administration/paymentmethods/{id}/delete", pathParams: ["id"], writes: true },
  PaymentMethods_update: { method: "post", path: "/administration/paymentmethods/{id}/update", pathParams: ["id"], writes: true },
  Prices_create: { method: "post", path: "/administration/prices/create", pathParams: [], writes: true },
  Prices_find: { method: "post", path: "/administration/prices/find", pathParams: [], writes: false },
  Prices_list: { method: "post", path: "/administration/prices/list", pathParams: [], writes: false },
  Prices_delete: { method: "post", path: "/administration/prices/{id}/delete", pathParams: ["id"], writes: true },
  Prices_update: { method: "post", path: "/administration/prices/{id}/update", pathParams: ["id"], writes: true },
  Series_byDocumentType: { method: "post", path: "/administration/series/by_document_type", pathParams: [], writes: false },
  Series_create: { method: "post", path: "/administration/series/create", pathParams: [], writes: true },
  Series_find: { method: "post", path: "/administration/series/find", pathParams: [], writes: false },
  Series_list: { method: "post", path: "/administration/series/list", pathParams: [], writes: false },
  Series_communicate: { method: "post", path: "/administration/series/{id}/communicate", pathParams: ["id"], writes: true },
  Series_delete: { method: "post", path: "/administration/series/{id}/delete", pathParams: ["id"], writes: true },
  Series_update: { method: "post", path: "/administration/series/{id}/update", pathParams: ["id"], writes: true },
  ShippingModes_create: { method: "post", path: "/administration/shippingmodes/create", pathParams: [], writes: true },
  ShippingModes_find: { method: "post", path: "/administration/shippingmodes/find", pathParams: [], writes: false },
  ShippingModes_list: { method: "post", path: "/administration/shippingmodes/list", pathParams: [], writes: false },
  ShippingModes_delete: { method: "post", path: "/administration/shippingmodes/{id}/delete", pathParams: ["id"], writes: true },
  ShippingModes_update: { method: "post", path: "/administration/shippingmodes/{id}/update", pathParams: ["id"], writes: true },
  Units_create: { method: "post", path: "/administration/units/create", pathParams: [], writes: true },
  Units_find: { method: "post", path: "/administration/units/find", pathParams: [], writes: false },
  Units_list: { method: "post", path: "/administration/units/list", pathParams: [], writes: false },
  Units_delete: { method: "post", path: "/administration/units/{id}/delete", pathParams: ["id"], writes: true },
  Units_update: { method: "post", path: "/administration/units/{id}/update", pathParams: ["id"], writes: true },
  VatRates_create: { method: "post", path: "/administration/vatrates/create", pathParams: [], writes: true },
  VatRates_find: { method: "post", path: "/administration/vatrates/find", pathParams: [], writes: false },
  VatRates_list: { method: "post", path: "/administration/vatrates/list", pathParams: [], writes: false },
  VatRates_delete: { method: "post", path: "/administration/vatrates/{id}/delete", pathParams: ["id"], writes: true },
  VatRates_update: { method: "post", path: "/administration/vatrates/{id}/update", pathParams: ["id"], writes: true },
  Vehicles_create: { method: "post", path: "/administration/vehicles/create", pathParams: [], writes: true },
  Vehicles_find: { method: "post", path: "/administration/vehicles/find", pathParams: [], writes: false },
  Vehicles_list: { method: "post", path: "/administration/vehicles/list", pathParams: [], writes: false },
  Vehicles_delete: { method: "post", path: "/administration/vehicles/{id}/delete", pathParams: ["id"], writes: true },
  Vehicles_update: { method: "post", path: "/administration/vehicles/{id}/update", pathParams: ["id"], writes: true },
  Warehouses_create: { method: "post", path: "/administration/warehouses/create", pathParams: [], writes: true },
  Warehouses_find: { method: "post", path: "/administration/warehouses/find", pathParams: [], writes: false },
  Warehouses_list: { method: "post", path: "/administration/warehouses/list", pathParams: [], writes: false },
  Warehouses_delete: { method: "post", path: "/administration/warehouses/{id}/delete", pathParams: ["id"], writes: true },
  Warehouses_update: { method: "post", path: "/administration/warehouses/{id}/update", pathParams: ["id"], writes: true },
  Bookings_checkAvailability: { method: "post", path: "/bookings/check_availability", pathParams: [], writes: false },
  Bookings_create: { method: "post", path: "/bookings/create", pathParams: [], writes: true },
  Bookings_find: { method: "post", path: "/bookings/find", pathParams: [], writes: false },
  Bookings_list: { method: "post", path: "/bookings/list", pathParams: [], writes: false },
  Bookings_summary: { method: "post", path: "/bookings/summary", pathParams: [], writes: false },
  Unavailabilities_create: { method: "post", path: "/bookings/unavailables/create", pathParams: [], writes: true },
  Unavailabilities_delete: { method: "post", path: "/bookings/unavailables/{id}/delete", pathParams: ["id"], writes: true },
  Unavailabilities_update: { method: "post", path: "/bookings/unavailables/{id}/update", pathParams: ["id"], writes: true },
  Bookings_delete: { method: "post", path: "/bookings/{id}/delete", pathParams: ["id"], writes: true },
  Bookings_invoiceCreate: { method: "post", path: "/bookings/{id}/invoice/create", pathParams: ["id"], writes: true },
  Bookings_update: { method: "post", path: "/bookings/{id}/update", pathParams: ["id"], writes: true },
  Bookings_updateTime: { method: "post", path: "/bookings/{id}/update/time", pathParams: ["id"], writes: true },
  Customers_allAccountsOpen: { method: "post", path: "/customers/accounts_open", pathParams: [], writes: false },
  Customers_create: { method: "post", path: "/customers/create", pathParams: [], writes: true },
  Customers_find: { method: "post", path: "/customers/find", pathParams: [], writes: false },
  Customers_list: { method: "post", path: "/customers/list", pathParams: [], writes: false },
  Customers_accountsOpen: { method: "post", path: "/customers/{id}/accounts_open", pathParams: ["id"], writes: false },
  Customers_accountsOpenDownload: { method: "post", path: "/customers/{id}/accounts_open/download", pathParams: ["id"], writes: true },
  Customers_accountsOpenSendEmail: { method: "post", path: "/customers/{id}/accounts_open/send_email", pathParams: ["id"], writes: true },
  Customers_delete: { method: "post", path: "/customers/{id}/delete", pathParams: ["id"], writes: true },
  Customers_update: { method: "post", path: "/customers/{id}/update", pathParams: ["id"], writes: true },
  Items_create: { method: "post", path: "/items/create", pathParams: [], writes: true },
  Items_find: { method: "post", path: "/items/find", pathParams: [], writes: false },
  Items_list: { method: "post", path: "/items/list", pathParams: [], writes: false },
  StockMovements_create: { method: "post", path: "/items/stock/movements/create", pathParams: [], writes: true },
  StockMovements_delete: { method: "post", path: "/items/stock/movements/{id}/delete", pathParams: ["id"], writes: true },
  StockMovements_update: { method: "post", path: "/items/stock/movements/{id}/update", pathParams: ["id"], writes: true },
  Items_delete: { method: "post", path: "/items/{id}/delete", pathParams: ["id"], writes: true },
  Items_deleteImage: { method: "post", path: "/items/{id}/delete_image", pathParams: ["id"], writes: true },
  Items_stockActual: { method: "post", path: "/items/{id}/stock/actual", pathParams: ["id"], writes: false },
  Items_update: { method: "post", path: "/items/{id}/update", pathParams: ["id"], writes: true },
  Receipts_create: { method: "post", path: "/receipts/create", pathParams: [], writes: true },
  Receipts_find: { method: "post", path: "/receipts/find", pathParams: [], writes: false },
  Receipts_list: { method: "post", path: "/receipts/list", pathParams: [], writes: false },
  Receipts_summary: { method: "post", path: "/receipts/summary", pathParams: [], writes: false },
  Receipts_cancel: { method: "post", path: "/receipts/{id}/cancel", pathParams: ["id"], writes: true },
  Receipts_delete: { method: "post", path: "/receipts/{id}/delete", pathParams: ["id"], writes: true },
  Receipts_download: { method: "post", path: "/receipts/{id}/download", pathParams: ["id"], writes: true },
  Receipts_sendEmail: { method: "post", path: "/receipts/{id}/send_email", pathParams: ["id"], writes: true },
  Receipts_sendSms: { method: "post", path: "/receipts/{id}/send_sms", pathParams: ["id"], writes: true },
  Receipts_sign: { method: "post", path: "/receipts/{id}/sign", pathParams: ["id"], writes: true },
  Receipts_update: { method: "post", path: "/receipts/{id}/update", pathParams: ["id"], writes: true },
  Sales_create: { method: "post", path: "/sales/create", pathParams: [], writes: true },
  Sales_find: { method: "post", path: "/sales/find", pathParams: [], writes: false },
  Sales_list: { method: "post", path: "/sales/list", pathParams: [], writes: false },
  Sales_summary: { method: "post", path: "/sales/summary", pathParams: [], writes: false },
  Sales_cancel: { method: "post", path: "/sales/{id}/cancel", pathParams: ["id"], writes: true },
  Sales_creditNote: { method: "post", path: "/sales/{id}/credit_note", pathParams: ["id"], writes: true },
  Sales_debitNote: { method: "post", path: "/sales/{id}/debit_note", pathParams: ["id"], writes: true },
  Sales_delete: { method: "post", path: "/sales/{id}/delete", pathParams: ["id"], writes: true },
  Sales_download: { method: "post", path: "/sales/{id}/download", pathParams: ["id"], writes: true },
  Sales_duplicate: { method: "post", path: "/sales/{id}/duplicate", pathParams: ["id"], writes: true },
  Sales_generateMbref: { method: "post", path: "/sales/{id}/generate_mbref", pathParams: ["id"], writes: true },
  Sales_generateMbway: { method: "post", path: "/sales/{id}/generate_mbway", pathParams: ["id"], writes: true },
  Sales_receipt: { method: "post", path: "/sales/{id}/receipt", pathParams: ["id"], writes: true },
  Sales_sendEmail: { method: "post", path: "/sales/{id}/send_email", pathParams: ["id"], writes: true },
  Sales_sendSms: { method: "post", path: "/sales/{id}/send_sms", pathParams: ["id"], writes: true },
  Sales_sign: { method: "post", path: "/sales/{id}/sign", pathParams: ["id"], writes: true },
  Sales_update: { method: "post", path: "/sales/{id}/update", pathParams: ["id"], writes: true },
  Locations_create: { method: "post", path: "/subscription/locations/create", pathParams: [], writes: true },
  Locations_find: { method: "post", path: "/subscription/locations/find", pathParams: [], writes: false },
  Locations_list: { method: "post", path: "/subscription/locations/list", pathParams: [], writes: false },
  Locations_delete: { method: "post", path: "/subscription/locations/{id}/delete", pathParams: ["id"], writes: true },
  Locations_update: { method: "post", path: "/subscription/locations/{id}/update", pathParams: ["id"], writes: true },
};

/** Where each operation sits in the facade. */
export const v1Layout = {
  administration: {
    all: "Administration_all",
  },
  categories: {
    create: "Categories_create",
    find: "Categories_find",
    list: "Categories_list",
    delete: "Categories_delete",
    update: "Categories_update",
  },
  currencies: {
    create: "Currencies_create",
    find: "Currencies_find",
    list: "Currencies_list",
    delete: "Currencies_delete",
    update: "Currencies_update",
  },
  documentTypes: {
    find: "DocumentTypes_find",
    list: "DocumentTypes_list",
    update: "DocumentTypes_update",
    communicate: "DocumentTypes_communicate",
  },
  employees: {
    create: "Employees_create",
    find: "Employees_find",
    list: "Employees_list",
    delete: "Employees_delete",
    update: "Employees_update",
  },
  paymentConditions: {
    create: "PaymentConditions_create",
    find: "PaymentConditions_find",
    list: "PaymentConditions_list",
    delete: "PaymentConditions_delete",
    update: "PaymentConditions_update",
  },
  paymentMethods: {
    create: "PaymentMethods_create",
    find: "PaymentMethods_find",
    list: "PaymentMethods_list",
    delete: "PaymentMethods_delete",
    update: "PaymentMethods_update",
  },
  prices: {
    create: "Prices_create",
    find: "Prices_find",
    list: "Prices_list",
    delete: "Prices_delete",
    update: "Prices_update",
  },
  series: {
    byDocumentType: "Series_byDocumentType",
    create: "Series_create",
    find: "Series_find",
    list: "Series_list",
    communicate: "Series_communicate",
    delete: "Series_delete",
    update: "Series_update",
  },
  shippingModes: {
    create: "ShippingModes_create",
    find: "ShippingModes_find",
    list: "ShippingModes_list",
    delete: "ShippingModes_delete",
    update: "ShippingModes_update",
  },
  units: {
    create: "Units_create",
    find: "Units_find",
    list: "Units_list",
    delete: "Units_delete",
    update: "Units_update",
  },
  vatRates: {
    create: "VatRates_create",
    find: "VatRates_find",
    list: "VatRates_list",
    delete: "VatRates_delete",
    update: "VatRates_update",
  },
  vehicles: {
    create: "Vehicles_create",
    find: "Vehicles_find",
    list: "Vehicles_list",
    delete: "Vehicles_delete",
    update: "Vehicles_update",
  },
  warehouses: {
    create: "Warehouses_create",
    find: "Warehouses_find",
    list: "Warehouses_list",
    delete: "Warehouses_delete",
    update: "Warehouses_update",
  },
  bookings: {
    checkAvailability: "Bookings_checkAvailability",
    create: "Bookings_create",
    find: "Bookings_find",
    list: "Bookings_list",
    summary: "Bookings_summary",
    delete: "Bookings_delete",
    invoiceCreate: "Bookings_invoiceCreate",
    update: { call: "Bookings_update", time: "Bookings_updateTime" },
    listAll: { pages: "Bookings_list" },
  },
  unavailabilities: {
    create: "Unavailabilities_create",
    delete: "Unavailabilities_delete",
    update: "Unavailabilities_update",
  },
  customers: {
    allAccountsOpen: "Customers_allAccountsOpen",
    create: "Customers_create",
    find: "Customers_find",
    list: "Customers_list",
    accountsOpen: { call: "Customers_accountsOpen", download: "Customers_accountsOpenDownload", sendEmail: "Customers_accountsOpenSendEmail" },
    delete: "Customers_delete",
    update: "Customers_update",
    allAccountsOpenAll: { pages: "Customers_allAccountsOpen" },
    listAll: { pages: "Customers_list" },
  },
  items: {
    create: "Items_create",
    find: "Items_find",
    list: "Items_list",
    delete: "Items_delete",
    deleteImage: "Items_deleteImage",
    stockActual: "Items_stockActual",
    update: "Items_update",
    listAll: { pages: "Items_list" },
  },
  stockMovements: {
    create: "StockMovements_create",
    delete: "StockMovements_delete",
    update: "StockMovements_update",
  },
  receipts: {
    create: "Receipts_create",
    find: "Receipts_find",
    list: "Receipts_list",
    summary: "Receipts_summary",
    cancel: "Receipts_cancel",
    delete: "Receipts_delete",
    download: "Receipts_download",
    sendEmail: "Receipts_sendEmail",
    sendSms: "Receipts_sendSms",
    sign: "Receipts_sign",
    update: "Receipts_update",
    listAll: { pages: "Receipts_list" },
  },
  sales: {
    create: "Sales_create",
    find: "Sales_find",
    list: "Sales_list",
    summary: "Sales_summary",
    cancel: "Sales_cancel",
    creditNote: "Sales_creditNote",
    debitNote: "Sales_debitNote",
    delete: "Sales_delete",
    download: "Sales_download",
    duplicate: "Sales_duplicate",
    generateMbref: "Sales_generateMbref",
    generateMbway: "Sales_generateMbway",
    receipt: "Sales_receipt",
    sendEmail: "Sales_sendEmail",
    sendSms: "Sales_sendSms",
    sign: "Sales_sign",
    update: "Sales_update",
    listAll: { pages: "Sales_list" },
  },
  locations: {
    create: "Locations_create",
    find: "Locations_find",
    list: "Locations_list",
    delete: "Locations_delete",
    update: "Locations_update",
  },
} as const satisfies Layout;

/** The resources of the v1 facade. Failures throw typed errors, or are returned when M is "return". */
export interface V1Resources<M extends ErrorMode = "throw"> {
  /**
   * All auxiliary tables in one call, to discover the IDs and names mixed fields accept.
   */
  readonly administration: {
    /**
     * All administration tables.
     *
     * Answers every auxiliary table in one call, to discover the IDs and names that the mixed
     * fields of customers, items, sales, receipts and bookings accept: an object with one list
     * per table, holding only active records, and only for the tables the API key may read.
     *
     * **Inferred:** the lists are not paged and are sorted by ascending ID; the documents show
     * no error of this operation, so only the common refusals apply (no permission, expired
     * plan).
     *
     * `POST /administration/all` (`Administration_all`). Reads: retried freely.
     */
    all(body?: BodyOf<operations["Administration_all"], "api_token">, options?: RequestOptions): Outcome<M, operations["Administration_all"]>;
  };
  /**
   * Item categories, optionally nested.
   */
  readonly categories: {
    /**
     * Create a category.
     *
     * Creates a category and answers the record. The record is created active unless `active` is sent.
     *
     * `category_id` nests the category under a parent. **Inferred:** the parent must be an existing category, and on update a category cannot become its own parent or a subcategory of one of its subcategories.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/categories/create` (`Categories_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Categories_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Categories_create"]>;
    /**
     * Find categories.
     *
     * Finds categories: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/categories/find` (`Categories_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Categories_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Categories_find"]>;
    /**
     * List categories.
     *
     * Lists categories by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/categories/list` (`Categories_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Categories_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Categories_list"]>;
    /**
     * Delete a category.
     *
     * Deletes a category. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/categories/{id}/delete` (`Categories_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Categories_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Categories_delete"]>;
    /**
     * Update a category.
     *
     * Updates a category and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * `category_id` nests the category under a parent. **Inferred:** the parent must be an existing category, and on update a category cannot become its own parent or a subcategory of one of its subcategories.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/categories/{id}/update` (`Categories_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Categories_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Categories_update"]>;
  };
  /**
   * Currencies, their exchange rates and the default currency.
   */
  readonly currencies: {
    /**
     * Create a currency.
     *
     * Creates a currency and answers the record. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the currency the account's default, used by documents that name none. **Inferred:** exactly one currency is the default: making one the default unsets the previous one, and the default currency cannot be deactivated.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description, the symbol or `code_iso` is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/currencies/create` (`Currencies_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Currencies_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Currencies_create"]>;
    /**
     * Find currencies.
     *
     * Finds currencies: a record matches when its ID equals `value` or when the description, the symbol or `code_iso` contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/currencies/find` (`Currencies_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Currencies_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Currencies_find"]>;
    /**
     * List currencies.
     *
     * Lists currencies by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/currencies/list` (`Currencies_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Currencies_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Currencies_list"]>;
    /**
     * Delete a currency.
     *
     * Deletes a currency. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * **Inferred:** the default currency cannot be deleted.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/currencies/{id}/delete` (`Currencies_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Currencies_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Currencies_delete"]>;
    /**
     * Update a currency.
     *
     * Updates a currency and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * `is_default` true makes the currency the account's default, used by documents that name none. **Inferred:** exactly one currency is the default: making one the default unsets the previous one, and the default currency cannot be deactivated.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description, the symbol or `code_iso` is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/currencies/{id}/update` (`Currencies_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Currencies_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Currencies_update"]>;
  };
  /**
   * Document types: printing, automatic actions, stock checks, series and their ATCUD communication.
   */
  readonly documentTypes: {
    /**
     * Find document types.
     *
     * Finds document types: a record matches when its ID equals `value` or when its
     * description or SAF-T code (`saft_initials`) contains `value` (case-insensitive).
     *
     * **Inferred:** the fields searched and the partial match are this toolkit's decision;
     * results are not paged (the table is small).
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/documentstypes/find` (`DocumentTypes_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["DocumentTypes_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["DocumentTypes_find"]>;
    /**
     * List document types.
     *
     * Lists document types by ascending ID, each with its series. `active` filters them:
     * `true` (the default) active types only, `false` inactive only, `All` every type.
     *
     * **Inferred:** not paged (the table is small).
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the
     * operation.
     *
     * `POST /administration/documentstypes/list` (`DocumentTypes_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["DocumentTypes_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["DocumentTypes_list"]>;
    /**
     * Update a document type.
     *
     * Updates a document type and answers the updated record with its series
     * (`documentstypesseries`). Document types cannot be created or deleted.
     *
     * `print_report` chooses the default print format: with `POS`, `print_report_width` (or
     * its alias `print_width`) is required; with `A4`, `print_pages_number` is required. The
     * four `*_automatic` booleans act after a document of the type is finished. `series`
     * assigns series to the type, each with the number it starts from (at least 1).
     *
     * Refused when: the id is invalid or unknown; `print_report` is missing or not `A4` or
     * `POS`; `print_report` is `POS` without a width, or `A4` without a number of pages; a
     * series entry is badly filled (missing `id` or `number`, `number` below 1) or names an
     * unknown series; no permission to execute the operation.
     *
     * **Inferred:** an optional field left out keeps its stored value; an empty string clears
     * a width, number of pages or margin.
     *
     * `POST /administration/documentstypes/{id}/update` (`DocumentTypes_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["DocumentTypes_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["DocumentTypes_update"]>;
    /**
     * Communicate a series of a document type.
     *
     * Communicates one series for one document type to the tax authority (since
     * 2022-10-25) and answers the ATCUD validation code, which is also stored in the type's
     * `documentstypesseries[].atcud`.
     *
     * Refused when: the id or serie_id is invalid or unknown; an ATCUD already exists for
     * this series in this document type; the tax-authority web-service user is not
     * configured; the series is inactive (`series.communication.inactive`), its assignment to
     * the document type is inactive (`series.assignment.inactive`) or it is expired
     * (`series.communication.expired`); the communication failed (the code gives the reason
     * the tax authority reported, as on `series/{id}/communicate`); no permission to execute
     * the operation.
     *
     * **Inferred:** also refused when the series is not assigned to the document type.
     *
     * `POST /administration/documentstypes/{id}/{serie_id}/communicate` (`DocumentTypes_communicate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    communicate(id: PathId, serie_id: PathId, body?: BodyOf<operations["DocumentTypes_communicate"], "api_token">, options?: RequestOptions): Outcome<M, operations["DocumentTypes_communicate"]>;
  };
  /**
   * Employees and salespeople.
   */
  readonly employees: {
    /**
     * Create an employee.
     *
     * Creates an employee and answers the record. The record is created active unless `active` is sent.
     *
     * **Inferred:** `email`, when given, is unique too, since `employee` fields of customers, sales and bookings accept the e-mail instead of the ID; `country` must be in the accepted list.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the name is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/employees/create` (`Employees_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Employees_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Employees_create"]>;
    /**
     * Find employees.
     *
     * Finds employees: a record matches when its ID equals `value` or when the name or the e-mail contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/employees/find` (`Employees_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Employees_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Employees_find"]>;
    /**
     * List employees.
     *
     * Lists employees by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/employees/list` (`Employees_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Employees_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Employees_list"]>;
    /**
     * Delete an employee.
     *
     * Deletes an employee. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/employees/{id}/delete` (`Employees_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Employees_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Employees_delete"]>;
    /**
     * Update an employee.
     *
     * Updates an employee and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * **Inferred:** `email`, when given, is unique too, since `employee` fields of customers, sales and bookings accept the e-mail instead of the ID; `country` must be in the accepted list.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the name is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/employees/{id}/update` (`Employees_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Employees_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Employees_update"]>;
  };
  /**
   * Payment conditions (days until payment is due).
   */
  readonly paymentConditions: {
    /**
     * Create a payment condition.
     *
     * Creates a payment condition and answers the record. The record is created active unless `active` is sent.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/paymentconditions/create` (`PaymentConditions_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["PaymentConditions_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentConditions_create"]>;
    /**
     * Find payment conditions.
     *
     * Finds payment conditions: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/paymentconditions/find` (`PaymentConditions_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["PaymentConditions_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentConditions_find"]>;
    /**
     * List payment conditions.
     *
     * Lists payment conditions by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/paymentconditions/list` (`PaymentConditions_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["PaymentConditions_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentConditions_list"]>;
    /**
     * Delete a payment condition.
     *
     * Deletes a payment condition. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/paymentconditions/{id}/delete` (`PaymentConditions_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["PaymentConditions_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentConditions_delete"]>;
    /**
     * Update a payment condition.
     *
     * Updates a payment condition and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/paymentconditions/{id}/update` (`PaymentConditions_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["PaymentConditions_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentConditions_update"]>;
  };
  /**
   * Payment methods and their SAF-T codes.
   */
  readonly paymentMethods: {
    /**
     * Create a payment method.
     *
     * Creates a payment method and answers the record. The record is created active unless `active` is sent.
     *
     * Update also takes `saft_initials`, the SAF-T payment mechanism code printed in the tax files. **Inferred:** creation does not take it (the documents list it only in the update sample); a method created through the API has `saft_initials` null until an update sets it.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/paymentmethods/create` (`PaymentMethods_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["PaymentMethods_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentMethods_create"]>;
    /**
     * Find payment methods.
     *
     * Finds payment methods: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/paymentmethods/find` (`PaymentMethods_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["PaymentMethods_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentMethods_find"]>;
    /**
     * List payment methods.
     *
     * Lists payment methods by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/paymentmethods/list` (`PaymentMethods_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["PaymentMethods_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentMethods_list"]>;
    /**
     * Delete a payment method.
     *
     * Deletes a payment method. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/paymentmethods/{id}/delete` (`PaymentMethods_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["PaymentMethods_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentMethods_delete"]>;
    /**
     * Update a payment method.
     *
     * Updates a payment method and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Update also takes `saft_initials`, the SAF-T payment mechanism code printed in the tax files. **Inferred:** creation does not take it (the documents list it only in the update sample); a method created through the API has `saft_initials` null until an update sets it.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/paymentmethods/{id}/update` (`PaymentMethods_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["PaymentMethods_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["PaymentMethods_update"]>;
  };
  /**
   * Price tables and the default price table.
   */
  readonly prices: {
    /**
     * Create a price table.
     *
     * Creates a price table and answers the record. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the table the preset one, used by customers and documents that name none. **Inferred:** exactly one table is the default: making one the default unsets the previous one, and the default table cannot be deactivated.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/prices/create` (`Prices_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Prices_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Prices_create"]>;
    /**
     * Find price tables.
     *
     * Finds price tables: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/prices/find` (`Prices_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Prices_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Prices_find"]>;
    /**
     * List price tables.
     *
     * Lists price tables by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/prices/list` (`Prices_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Prices_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Prices_list"]>;
    /**
     * Delete a price table.
     *
     * Deletes a price table. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * **Inferred:** the default price table cannot be deleted.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/prices/{id}/delete` (`Prices_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Prices_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Prices_delete"]>;
    /**
     * Update a price table.
     *
     * Updates a price table and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * `is_default` true makes the table the preset one, used by customers and documents that name none. **Inferred:** exactly one table is the default: making one the default unsets the previous one, and the default table cannot be deactivated.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/prices/{id}/update` (`Prices_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Prices_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Prices_update"]>;
  };
  /**
   * Document series, their assignment to document types and their communication to the tax authority (ATCUD).
   */
  readonly series: {
    /**
     * Series of a document type.
     *
     * Lists the series assigned to a document type, named by ID or by name.
     *
     * Refused when: `document_type_id` is missing; the document type is unknown; no
     * permission to execute the operation.
     *
     * **Inferred:** every series assigned to the type is answered, active or not, by
     * ascending ID and not paged; check `active` and `valid_until` before using one.
     *
     * `POST /administration/series/by_document_type` (`Series_byDocumentType`). Reads: retried freely.
     */
    byDocumentType(body: BodyOf<operations["Series_byDocumentType"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_byDocumentType"]>;
    /**
     * Create a series.
     *
     * Creates a series and answers the record. Series are always of type `Normal` (the type is no longer sent since 2022-02-10). The series is created active unless `active` is sent.
     *
     * - `assign_to_all` assigns it to every document type; `assign_as_default` makes it the preset series of the types it is assigned to.
     * - `communicate` communicates it to the tax authority right away (since 2022-10-25), for the types in `communicate_documents_types`, to obtain their ATCUD validation codes; this needs the tax-authority web-service user to be configured.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`; `communicate` is true and the tax-authority web-service user is not configured; the communication failed (the code gives the reason the tax authority reported, as on `communicate`); no permission to execute the operation.
     *
     * **Inferred:** `valid_until` may not be earlier than the current year; `communicate` true needs at least one type in `communicate_documents_types`, and a listed type the series is not assigned to gets it assigned; creation is all-or-nothing, so when the communication fails the series is not created.
     *
     * `POST /administration/series/create` (`Series_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Series_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_create"]>;
    /**
     * Find series.
     *
     * Finds series: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/series/find` (`Series_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Series_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_find"]>;
    /**
     * List series.
     *
     * Lists series by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/series/list` (`Series_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Series_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_list"]>;
    /**
     * Communicate a series to the tax authority.
     *
     * Communicates the series to the tax authority for every document type it is assigned
     * to (since 2022-12-06), storing the ATCUD validation code of each in the type's
     * `documentstypesseries[].atcud`. Since 2023 documents can only be finished in a series
     * communicated for their type.
     *
     * Refused when: the id is invalid or unknown; the series is inactive; the series is
     * expired (`valid_until` earlier than the current year); the tax-authority web-service
     * user is not configured; all document types are already communicated; the communication
     * failed (the code gives the reason the tax authority reported: `tax_authority.user.unauthorised`,
     * `tax_authority.series.identifier_invalid` or `tax_authority.series.already_registered`);
     * no permission to execute the operation.
     *
     * **Inferred:** only the types without an ATCUD are communicated; when the communication
     * fails for one type, the types already communicated keep their code. The answer carries
     * no data: read the codes with `documentstypes/find` or `documentstypes/list`.
     *
     * `POST /administration/series/{id}/communicate` (`Series_communicate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    communicate(id: PathId, body?: BodyOf<operations["Series_communicate"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_communicate"]>;
    /**
     * Delete a series.
     *
     * Deletes a series. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * A series is in use once a document was issued in it.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/series/{id}/delete` (`Series_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Series_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_delete"]>;
    /**
     * Update a series.
     *
     * Updates a series and answers the updated record. Only `description`, `valid_until` and `active` can change; the series stays of type `Normal`.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`; no permission to execute the operation.
     *
     * **Inferred:** `active` left out keeps the stored state. A series that was communicated to the tax authority, or has finished documents, keeps its `description` (it is part of every document number issued in it, of their signatures and of their ATCUD): renaming it is refused; `valid_until` and `active` can still change.
     *
     * `POST /administration/series/{id}/update` (`Series_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Series_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Series_update"]>;
  };
  /**
   * Shipping modes of goods.
   */
  readonly shippingModes: {
    /**
     * Create a shipping mode.
     *
     * Creates a shipping mode and answers the record. The record is created active unless `active` is sent.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/shippingmodes/create` (`ShippingModes_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["ShippingModes_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["ShippingModes_create"]>;
    /**
     * Find shipping modes.
     *
     * Finds shipping modes: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/shippingmodes/find` (`ShippingModes_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["ShippingModes_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["ShippingModes_find"]>;
    /**
     * List shipping modes.
     *
     * Lists shipping modes by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/shippingmodes/list` (`ShippingModes_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["ShippingModes_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["ShippingModes_list"]>;
    /**
     * Delete a shipping mode.
     *
     * Deletes a shipping mode. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/shippingmodes/{id}/delete` (`ShippingModes_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["ShippingModes_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["ShippingModes_delete"]>;
    /**
     * Update a shipping mode.
     *
     * Updates a shipping mode and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/shippingmodes/{id}/update` (`ShippingModes_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["ShippingModes_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["ShippingModes_update"]>;
  };
  /**
   * Units of measure of items (endpoints inferred: not shown in the documents).
   */
  readonly units: {
    /**
     * Create a unit.
     *
     * Creates a unit and answers the record. The record is created active unless `active` is sent.
     *
     * Items accept the unit's ID, name or symbol.
     *
     * **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description or the symbol is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/units/create` (`Units_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Units_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Units_create"]>;
    /**
     * Find units.
     *
     * Finds units: a record matches when its ID equals `value` or when the description or the symbol contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/units/find` (`Units_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Units_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Units_find"]>;
    /**
     * List units.
     *
     * Lists units by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/units/list` (`Units_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Units_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Units_list"]>;
    /**
     * Delete a unit.
     *
     * Deletes a unit. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * **Inferred:** a unit is in use once an item refers to it.
     *
     * **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/units/{id}/delete` (`Units_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Units_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Units_delete"]>;
    /**
     * Update a unit.
     *
     * Updates a unit and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Items accept the unit's ID, name or symbol.
     *
     * **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description or the symbol is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/units/{id}/update` (`Units_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Units_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Units_update"]>;
  };
  /**
   * VAT rates per SAF-T fiscal region.
   */
  readonly vatRates: {
    /**
     * Create a VAT rate.
     *
     * Creates a VAT rate and answers the record. The record is created active unless `active` is sent.
     *
     * Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID (a rate within 0.05 percentage points of an active rate names the nearest one). **Inferred:** the rate is unique within its `saft_region` only (the documents say only that it is unique; `PT` 23% and `PT-MA` 22% are distinct rates, and each region has its own 0% rate); `tax` is between 0 and 100, and an `Isenta` rate has `tax` 0.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `tax` is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/vatrates/create` (`VatRates_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["VatRates_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["VatRates_create"]>;
    /**
     * Find VAT rates.
     *
     * Finds VAT rates: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/vatrates/find` (`VatRates_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["VatRates_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["VatRates_find"]>;
    /**
     * List VAT rates.
     *
     * Lists VAT rates by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/vatrates/list` (`VatRates_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["VatRates_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["VatRates_list"]>;
    /**
     * Delete a VAT rate.
     *
     * Deletes a VAT rate. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/vatrates/{id}/delete` (`VatRates_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["VatRates_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["VatRates_delete"]>;
    /**
     * Update a VAT rate.
     *
     * Updates a VAT rate and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID (a rate within 0.05 percentage points of an active rate names the nearest one). **Inferred:** the rate is unique within its `saft_region` only (the documents say only that it is unique; `PT` 23% and `PT-MA` 22% are distinct rates, and each region has its own 0% rate); `tax` is between 0 and 100, and an `Isenta` rate has `tax` 0.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; `tax` is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/vatrates/{id}/update` (`VatRates_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["VatRates_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["VatRates_update"]>;
  };
  /**
   * Vehicles used on transport guides.
   */
  readonly vehicles: {
    /**
     * Create a vehicle.
     *
     * Creates a vehicle and answers the record. The record is created active unless `active` is sent.
     *
     * Mixed `vehicle` fields of sales accept the plate or the name instead of the ID. **Inferred:** the license plate is unique, like the name.
     *
     * **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the name or the license plate is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/vehicles/create` (`Vehicles_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Vehicles_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Vehicles_create"]>;
    /**
     * Find vehicles.
     *
     * Finds vehicles: a record matches when its ID equals `value` or when the name or the license plate contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/vehicles/find` (`Vehicles_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Vehicles_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Vehicles_find"]>;
    /**
     * List vehicles.
     *
     * Lists vehicles by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/vehicles/list` (`Vehicles_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Vehicles_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Vehicles_list"]>;
    /**
     * Delete a vehicle.
     *
     * Deletes a vehicle. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/vehicles/{id}/delete` (`Vehicles_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Vehicles_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Vehicles_delete"]>;
    /**
     * Update a vehicle.
     *
     * Updates a vehicle and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Mixed `vehicle` fields of sales accept the plate or the name instead of the ID. **Inferred:** the license plate is unique, like the name.
     *
     * **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the name or the license plate is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/vehicles/{id}/update` (`Vehicles_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Vehicles_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Vehicles_update"]>;
  };
  /**
   * Warehouses where stock is kept.
   */
  readonly warehouses: {
    /**
     * Create a warehouse.
     *
     * Creates a warehouse and answers the record. The record is created active unless `active` is sent.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/warehouses/create` (`Warehouses_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Warehouses_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Warehouses_create"]>;
    /**
     * Find warehouses.
     *
     * Finds warehouses: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /administration/warehouses/find` (`Warehouses_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Warehouses_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Warehouses_find"]>;
    /**
     * List warehouses.
     *
     * Lists warehouses by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /administration/warehouses/list` (`Warehouses_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Warehouses_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Warehouses_list"]>;
    /**
     * Delete a warehouse.
     *
     * Deletes a warehouse. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /administration/warehouses/{id}/delete` (`Warehouses_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Warehouses_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Warehouses_delete"]>;
    /**
     * Update a warehouse.
     *
     * Updates a warehouse and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
     *
     * `POST /administration/warehouses/{id}/update` (`Warehouses_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Warehouses_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Warehouses_update"]>;
  };
  /**
   * Bookings (appointments) of the agenda: availability, totals, and the sales document a paid booking becomes.
   */
  readonly bookings: {
    /**
     * Check availability.
     *
     * Tells whether a period is free for a new booking, optionally for a location and an
     * employee. **Inferred:** `is_available` is false when the period overlaps a booking that
     * is not `Cancelado` or an unavailability of the employee, of the location or of the whole
     * agenda, or falls outside the agenda hours. Refused when `start_at` or `end_at` is missing
     * or badly formatted, when the end is before the start, and when the location or employee
     * is unknown.
     *
     * `POST /bookings/check_availability` (`Bookings_checkAvailability`). Reads: retried freely.
     */
    checkAvailability(body: BodyOf<operations["Bookings_checkAvailability"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_checkAvailability"]>;
    /**
     * Create a booking.
     *
     * Creates a booking with 1 to 20 lines.
     *
     * Refused when: a required field is missing (the message names it); the start or end is
     * not `YYYY-MM-DD HH:mm`; the start is in the past (`agenda.start.in_past`); the period is
     * outside the agenda hours (`agenda.period.outside_hours`); the end is before the start
     * (`agenda.period.end_before_start`); the status is not `Pendente` or `Confirmado`; there
     * is no line or more than 20; the customer is unknown; the slot is occupied
     * (`agenda.slot.occupied`, unless `ignore_validations`); a line is badly filled (`field`
     * and `line` name it, and the message starts with the line number); an item is unknown; a
     * line misses `id`, `price` or `quantity`; a price or quantity is not in the format
     * `0.00000`; a discount is not in the format `0.00`; the total is negative or zero
     * (`booking.total.not_positive`); no permission.
     *
     * `POST /bookings/create` (`Bookings_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Bookings_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_create"]>;
    /**
     * Find a booking.
     *
     * Finds one booking by ID or by number. Refused when `value` is missing or `search_in` is
     * not `ID` or `Document Number`. **Inferred:** refused (403) when nothing matches.
     *
     * `POST /bookings/find` (`Bookings_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Bookings_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_find"]>;
    /**
     * List bookings.
     *
     * Lists bookings, 15 at a time. **Inferred** (the documents do not show this operation):
     * ordered by `start_at`, then ID; `skip` must be a multiple of 15; the filters combine.
     *
     * `POST /bookings/list` (`Bookings_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Bookings_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_list"]>;
    /**
     * Booking totals.
     *
     * Computes the totals of booking lines without storing anything. **Inferred:** prices
     * exclude VAT and each line is taxed at its item's VAT rate; refused on the line
     * conditions of `create` (no line or more than 20, badly filled line with its number,
     * unknown item, price, quantity or discount format). The documents do not show this
     * operation's errors.
     *
     * `POST /bookings/summary` (`Bookings_summary`). Reads: retried freely.
     */
    summary(body: BodyOf<operations["Bookings_summary"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_summary"]>;
    /**
     * Delete a booking.
     *
     * Deletes a booking. Refused when the id is invalid or a document is associated with the booking.
     *
     * `POST /bookings/{id}/delete` (`Bookings_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Bookings_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_delete"]>;
    /**
     * Invoice a booking.
     *
     * Creates the sales document of a booking, links it (`sale_id`) and answers the sale
     * record; optionally e-mails it. The booking itself is unchanged otherwise.
     * **Inferred:** the document type and series are those of the agenda configuration (for
     * example `Factura Recibo`); customer, tax number, payment method, location and lines
     * come from the booking; the document is finished (`Terminado`).
     *
     * Refused when: the id is invalid; the agenda is not fully configured; the booking
     * already has a document; the booking is not paid; the booking is not `Confirmado`; a
     * required field is missing (`to` with `name` and `email` when `send_email`); an e-mail
     * address is invalid; the rules of `sales/create` refuse the document (for example the
     * final-consumer rule: the booking carries `999999990` for a customer whose record holds a
     * real tax number, `sale.vat_number.final_consumer`).
     *
     * `POST /bookings/{id}/invoice/create` (`Bookings_invoiceCreate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    invoiceCreate(id: PathId, body?: BodyOf<operations["Bookings_invoiceCreate"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_invoiceCreate"]>;
    /**
     * Update a booking.
     *
     * Updates a booking and answers the record. Every field is sent again, as on create;
     * `status` may also be `Cancelado`. **Inferred:** the lines sent replace the stored ones.
     *
     * Refused when: the id is invalid; and the conditions of `create` (formats, start in the
     * past, agenda hours, end before start, unknown status, 1 to 20 lines, unknown customer
     * or item, occupied slot, line formats, total negative or zero). **Inferred:** the start in
     * the past and the agenda hours are checked only when the period changes, so a past
     * booking can still be marked paid or cancelled.
     *
     * `POST /bookings/{id}/update` (`Bookings_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    readonly update: {
      /**
       * Update a booking.
       *
       * Updates a booking and answers the record. Every field is sent again, as on create;
       * `status` may also be `Cancelado`. **Inferred:** the lines sent replace the stored ones.
       *
       * Refused when: the id is invalid; and the conditions of `create` (formats, start in the
       * past, agenda hours, end before start, unknown status, 1 to 20 lines, unknown customer
       * or item, occupied slot, line formats, total negative or zero). **Inferred:** the start in
       * the past and the agenda hours are checked only when the period changes, so a past
       * booking can still be marked paid or cancelled.
       *
       * `POST /bookings/{id}/update` (`Bookings_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      (id: PathId, body: BodyOf<operations["Bookings_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_update"]>;
      /**
       * Change the time of a booking.
       *
       * Moves a booking to another period. Refused when: the id is invalid; start or end is
       * missing or not `YYYY-MM-DD HH:mm`; the start is in the past; the period is outside the
       * agenda hours; the end is before the start; the slot is occupied (unless
       * `ignore_validations`).
       *
       * `POST /bookings/{id}/update/time` (`Bookings_updateTime`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      time(id: PathId, body: BodyOf<operations["Bookings_updateTime"], "api_token">, options?: RequestOptions): Outcome<M, operations["Bookings_updateTime"]>;
    };
    /**
     * Every record of `bookings.list`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * List bookings.
     *
     * Lists bookings, 15 at a time. **Inferred** (the documents do not show this operation):
     * ordered by `start_at`, then ID; `skip` must be a multiple of 15; the filters combine.
     *
     * `POST /bookings/list` (`Bookings_list`). Reads: retried freely.
     */
    listAll(filters?: FiltersOf<operations["Bookings_list"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Bookings_list"]>, void, undefined>;
  };
  /**
   * Periods in which an employee, a location or the whole agenda cannot be booked.
   */
  readonly unavailabilities: {
    /**
     * Create unavailabilities.
     *
     * Creates one unavailability per entry of `dates`, with the same reason, location,
     * employee and remarks, and answers them.
     *
     * Refused when: a required field is missing (`reason`, `dates`); `dates` is not an array
     * of `{start_at, end_at}`; a date is not `YYYY-MM-DD HH:mm`; an end is before its start;
     * no permission.
     *
     * `POST /bookings/unavailables/create` (`Unavailabilities_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Unavailabilities_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Unavailabilities_create"]>;
    /**
     * Delete an unavailability.
     *
     * Deletes an unavailability. Refused when the id is invalid.
     *
     * `POST /bookings/unavailables/{id}/delete` (`Unavailabilities_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Unavailabilities_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Unavailabilities_delete"]>;
    /**
     * Update an unavailability.
     *
     * Updates an unavailability. Refused when: the id is invalid; a required field is
     * missing (`start_at`, `end_at`, `reason`); a date is not `YYYY-MM-DD HH:mm`; the end is
     * before the start.
     *
     * `POST /bookings/unavailables/{id}/update` (`Unavailabilities_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Unavailabilities_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Unavailabilities_update"]>;
  };
  /**
   * Customers, their delivery addresses and open accounts.
   */
  readonly customers: {
    /**
     * Open accounts of all customers.
     *
     * Open account entries of all customers, optionally filtered by customer, 15 at a time.
     *
     * `POST /customers/accounts_open` (`Customers_allAccountsOpen`). Reads: retried freely.
     */
    allAccountsOpen(body?: BodyOf<operations["Customers_allAccountsOpen"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_allAccountsOpen"]>;
    /**
     * Create a customer.
     *
     * Creates a customer. The customer is created active.
     *
     * `POST /customers/create` (`Customers_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Customers_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_create"]>;
    /**
     * Find customers.
     *
     * Finds customers by ID, code, name, e-mail, tax number or mobile; up to 15 results.
     *
     * `POST /customers/find` (`Customers_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Customers_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_find"]>;
    /**
     * List customers.
     *
     * Lists customers, 15 at a time, by ascending ID.
     *
     * `POST /customers/list` (`Customers_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Customers_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_list"]>;
    /**
     * Open account of a customer.
     *
     * Open account of a customer: the entries of its finished sales with a balance still open.
     *
     * `POST /customers/{id}/accounts_open` (`Customers_accountsOpen`). Reads: retried freely.
     */
    readonly accountsOpen: {
      /**
       * Open account of a customer.
       *
       * Open account of a customer: the entries of its finished sales with a balance still open.
       *
       * `POST /customers/{id}/accounts_open` (`Customers_accountsOpen`). Reads: retried freely.
       */
      (id: PathId, body?: BodyOf<operations["Customers_accountsOpen"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_accountsOpen"]>;
      /**
       * Download the open-account statement.
       *
       * Renders the customer's statement of open accounts as an A4 PDF and returns its address.
       *
       * `POST /customers/{id}/accounts_open/download` (`Customers_accountsOpenDownload`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      download(id: PathId, body?: BodyOf<operations["Customers_accountsOpenDownload"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_accountsOpenDownload"]>;
      /**
       * E-mail the open-account statement.
       *
       * E-mails the customer's statement of open accounts (A4 PDF attached).
       *
       * Refused when:
       * - the customer is unknown (`customer.not_found`) or has nothing open (`customer.statement.empty`);
       * - an address in `cc` is not valid (`email.invalid`);
       * - sending failed (`email.delivery.failed`, with the mail server's reason).
       *
       * `POST /customers/{id}/accounts_open/send_email` (`Customers_accountsOpenSendEmail`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      sendEmail(id: PathId, body: BodyOf<operations["Customers_accountsOpenSendEmail"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_accountsOpenSendEmail"]>;
    };
    /**
     * Delete a customer.
     *
     * Deletes a customer. Refused once the customer was used on a document.
     *
     * `POST /customers/{id}/delete` (`Customers_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Customers_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_delete"]>;
    /**
     * Update a customer.
     *
     * Updates a customer. Code, name and tax number cannot change once locked
     * (`code_blocked`, `name_blocked`, `vat_number_blocked`: the customer is on a finished
     * document); an empty or `999999990` tax number may still be filled in.
     *
     * `POST /customers/{id}/update` (`Customers_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Customers_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Customers_update"]>;
    /**
     * Every record of `customers.allAccountsOpen`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * Open accounts of all customers.
     *
     * Open account entries of all customers, optionally filtered by customer, 15 at a time.
     *
     * `POST /customers/accounts_open` (`Customers_allAccountsOpen`). Reads: retried freely.
     */
    allAccountsOpenAll(filters?: FiltersOf<operations["Customers_allAccountsOpen"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Customers_allAccountsOpen"]>, void, undefined>;
    /**
     * Every record of `customers.list`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * List customers.
     *
     * Lists customers, 15 at a time, by ascending ID.
     *
     * `POST /customers/list` (`Customers_list`). Reads: retried freely.
     */
    listAll(filters?: FiltersOf<operations["Customers_list"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Customers_list"]>, void, undefined>;
  };
  /**
   * Items (products and services) with their prices per price table, barcodes, minimum stock, image and actual stock per warehouse.
   */
  readonly items: {
    /**
     * Create an item.
     *
     * Creates an item. The item is created active.
     *
     * **Content types.** Send `application/json` to create the item without an image. To
     * upload an image, send the same fields as `multipart/form-data` or
     * `application/x-www-form-urlencoded` plus `file`: the image, in a valid image format and
     * at most 3 MB (both enforced by the server, not by the schema). In the form encodings
     * every value is text and array fields use bracket notation, as PHP integrations send
     * them: `prices[0][id]=1&prices[0][price]=4.00&barcodes[0][code]=5601234567892&minimum_stock[0][id]=1&minimum_stock[0][quantity]=6`.
     * The form schemas below describe the fields after that notation is decoded.
     *
     * Refused when: a required field is missing (the message names it); the reference or the
     * description is already registered; the unit, VAT rate, VAT exemption, category, price
     * table or warehouse is unknown (**Inferred**); a price, quantity or cost price has more
     * than 5 decimal places or a discount more than 2; a VAT exemption other than `M18` with a
     * rate above 0%, or a 0% rate without an exemption reason (**Inferred**, as on sale lines);
     * the image format is invalid; the image is larger than 3 MB; no permission.
     *
     * `POST /items/create` (`Items_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Items_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_create"]>;
    /**
     * Find items.
     *
     * Finds items by ID, reference, description or barcode; up to 15 results, each with its
     * total `stock` across all warehouses. Refused when `value` is missing or `search_in` is
     * not one of the listed values.
     *
     * `POST /items/find` (`Items_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Items_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_find"]>;
    /**
     * List items.
     *
     * Lists items, 15 at a time, by ascending ID, each with its total `stock` across all
     * warehouses. `skip` must be a multiple of 15.
     *
     * `POST /items/list` (`Items_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Items_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_list"]>;
    /**
     * Delete an item.
     *
     * Deletes an item. Refused when the id is invalid or the item was used on a document.
     *
     * `POST /items/{id}/delete` (`Items_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Items_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_delete"]>;
    /**
     * Delete the image of an item.
     *
     * Removes the item's image; `url_image` becomes null. **Inferred:** succeeds also when the
     * item has no image. Refused when the id is invalid.
     *
     * `POST /items/{id}/delete_image` (`Items_deleteImage`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    deleteImage(id: PathId, body?: BodyOf<operations["Items_deleteImage"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_deleteImage"]>;
    /**
     * Actual stock of an item.
     *
     * Actual stock of an item: one entry per warehouse (only the named warehouse when
     * `warehouse` is sent), with the monthly figures of `year` in `stats_year`.
     * **Inferred:** without `warehouse`, every active warehouse is listed, with zeros where
     * nothing moved; items of a type other than `Mercadorias` keep no stock and answer zeros.
     *
     * Refused when: the id is invalid; the warehouse is unknown.
     *
     * `POST /items/{id}/stock/actual` (`Items_stockActual`). Reads: retried freely.
     */
    stockActual(id: PathId, body?: BodyOf<operations["Items_stockActual"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_stockActual"]>;
    /**
     * Update an item.
     *
     * Updates an item. Takes the fields of `items/create` plus `active`, in the same three
     * content types (JSON without an image; `multipart/form-data` or
     * `application/x-www-form-urlencoded` with `file` to replace the image, at most 3 MB and
     * in a valid image format, enforced by the server; bracket notation for array fields in
     * the form encodings). Sent lists (`prices`, `barcodes`, `minimum_stock`) replace the
     * stored ones (**Inferred**).
     *
     * Refused when: the id is invalid; a required field is missing; the reference or the
     * description is already registered on another item; the reference or description is
     * locked (`reference_blocked`, `description_blocked`: the item is on a finished document;
     * **Inferred** from the legacy interface); an unknown unit, VAT rate, VAT exemption,
     * category, price table or warehouse (**Inferred**); a badly formatted decimal; a VAT
     * exemption other than `M18` with a rate above 0%, or a 0% rate without an exemption reason
     * (**Inferred**); the image format is invalid or the image is larger than 3 MB; no permission.
     *
     * `POST /items/{id}/update` (`Items_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Items_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Items_update"]>;
    /**
     * Every record of `items.list`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * List items.
     *
     * Lists items, 15 at a time, by ascending ID, each with its total `stock` across all
     * warehouses. `skip` must be a multiple of 15.
     *
     * `POST /items/list` (`Items_list`). Reads: retried freely.
     */
    listAll(filters?: FiltersOf<operations["Items_list"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Items_list"]>, void, undefined>;
  };
  /**
   * Manual stock movements (entries and exits) of Mercadorias items per warehouse.
   */
  readonly stockMovements: {
    /**
     * Create a stock movement.
     *
     * Records a manual stock entry or exit of a `Mercadorias` item in a warehouse and
     * answers its ID.
     *
     * Refused when: a required field is missing (the message names it); the item is unknown
     * or not of type `Mercadorias`; the warehouse is unknown; the date is not `YYYY-MM-DD`;
     * the type is not `Entrada` or `Saída`; the quantity or unit price has more than 5
     * decimal places; no permission.
     *
     * `POST /items/stock/movements/create` (`StockMovements_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["StockMovements_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["StockMovements_create"]>;
    /**
     * Delete a stock movement.
     *
     * Deletes a manual stock movement. Refused when the id is invalid or the movement was not created manually.
     *
     * `POST /items/stock/movements/{id}/delete` (`StockMovements_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["StockMovements_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["StockMovements_delete"]>;
    /**
     * Update a stock movement.
     *
     * Updates a manual stock movement; every field is sent again.
     *
     * Refused when: the id is invalid; the movement was not created manually (it belongs to
     * a document); and the conditions of `create`.
     *
     * `POST /items/stock/movements/{id}/update` (`StockMovements_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["StockMovements_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["StockMovements_update"]>;
  };
  /**
   * Customer receipts (Recibo de Cliente) paying the open balances of finished sales: drafts, finishing, cancellation, PDF, e-mail, SMS, digital signature and totals. The `{id}` in a path is the receipt ID; an invalid one is refused with a message about the `id` field.
   */
  readonly receipts: {
    /**
     * Create a receipt.
     *
     * Creates a receipt paying 1 to 100 finished sales of a customer, as a draft (`Rascunho`)
     * or finished (`Terminado`). Finishing numbers the receipt, credits the customer's open
     * account and, according to `force_print`, `force_send_email`, `force_send_sms` and
     * `force_sign` (or the document type's settings), prints, e-mails, texts and signs it.
     *
     * A line may not settle more than the open balance of its sale.
     *
     * Inferred (the legacy receipt names credit notes among the documents settled): a line may
     * instead name a finished credit note (Nota de Crédito) of the customer that refers to no
     * invoice: it deducts `total_paid` (a positive amount, no discounts) from the note's unused
     * credit, and the receipt collects that much less. `total_paid` of the receipt is what the
     * other lines pay less what the credit notes deduct, and must stay above zero. On the
     * receipt record a credit note's line shows its amounts negative. What the finished receipt
     * deducts is no longer open on the customer's account; cancelling the receipt frees it.
     *
     * Refused when:
     * - required fields missing;
     * - document type unknown or inactive;
     * - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
     * - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
     * - a document of the same type and series already exists with a later issue date;
     * - no currency given and no preset currency; invalid exchange rate;
     * - `status` invalid;
     * - location unknown or inactive;
     * - customer unknown;
     * - issue date not in the format `YYYY-MM-DD`;
     * - permissions missing; plan expired;
     * - no document selected (`sales` empty), or more than 100 documents;
     * - a line badly filled (`field` is its path, e.g. `sales[0].total_paid`, `line` its number counted from 1, and the message starts `Linha 1: `); sale unknown; required fields missing in a line;
     * - paid value, unit discount or percentage discount format invalid (`0.00`);
     * - a line paying more than the open balance of its sale;
     * - **inferred:** a line whose sale is in another currency than the receipt's (amounts paid are in the receipt's currency, balances in the sale's);
     * - receipt date badly formatted.
     * - a credit note's line: the credit note unknown, a draft, cancelled or referring to an
     *   invoice; a discount given; the credit deducted (`total_paid`) not above zero or above the
     *   note's unused credit;
     * - the credit notes deducting as much as or more than the other lines pay (the receipt
     *   would collect nothing).
     *
     * `POST /receipts/create` (`Receipts_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Receipts_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_create"]>;
    /**
     * Find a receipt.
     *
     * Finds one receipt by ID or by document number (type initials, space, series, slash,
     * number, e.g. `RC 2026/7`).
     *
     * Refused when:
     * - `value` missing;
     * - `search_in` invalid;
     * - Inferred: no receipt matches (the message says it was not found).
     *
     * `POST /receipts/find` (`Receipts_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Receipts_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_find"]>;
    /**
     * List receipts.
     *
     * Lists receipts, 15 at a time, optionally filtered by `value` in `search_in`.
     * `skip` is a multiple of 15. `data` is an array of at most 15 receipt records.
     *
     * Inferred: the results are ordered newest first, and `data` is an array although the
     * documents' sample shows it as a single object (up to 15 results are returned).
     *
     * `POST /receipts/list` (`Receipts_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Receipts_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_list"]>;
    /**
     * Compute a receipt's totals.
     *
     * Computes a receipt's totals in real time, without storing anything.
     *
     * Inferred: the summary applies the line checks of `receipts/create`, credit notes
     * deducted included (their lines negative, as on the receipt record). Refused when:
     * - `document_type` missing; document type unknown or inactive;
     * - no document selected, or more than 100;
     * - a line badly filled (the message names the line); sale unknown;
     * - paid value, unit discount or percentage discount format invalid (`0.00`);
     * - a line paying more than the open balance of its sale;
     * - a line whose sale is in another currency than the summary's;
     * - a credit note's line: the credit note a draft, cancelled or referring to an invoice; a
     * discount given; the credit deducted not above zero or above the note's unused credit;
     * - the credit notes deducting as much as or more than the other lines pay;
     * - invalid exchange rate.
     *
     * `POST /receipts/summary` (`Receipts_summary`). Reads: retried freely.
     */
    summary(body: BodyOf<operations["Receipts_summary"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_summary"]>;
    /**
     * Cancel a receipt.
     *
     * Cancels a finished receipt and returns the address of its PDF, marked as cancelled.
     * `reason` is required, at least 15 characters. Inferred: the receipt's `status` becomes
     * `Anulado` and the open balances it settled are reopened, so that its sales may be
     * cancelled or paid again; the credit it deducted from credit notes is unused again.
     *
     * Refused when:
     * - `reason` missing or shorter than 15 characters;
     * - the receipt is a draft (delete it instead) or already cancelled.
     *
     * `POST /receipts/{id}/cancel` (`Receipts_cancel`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    cancel(id: PathId, body?: BodyOf<operations["Receipts_cancel"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_cancel"]>;
    /**
     * Delete a draft receipt.
     *
     * Deletes a draft receipt. Finished receipts are cancelled instead.
     *
     * Refused when:
     * - the receipt is not a draft;
     * - `id` invalid (no such receipt);
     * - permissions missing.
     *
     * `POST /receipts/{id}/delete` (`Receipts_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Receipts_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_delete"]>;
    /**
     * Download a receipt's PDF.
     *
     * Generates the PDF of a finished receipt and returns its address. Settings not sent take
     * the values previously saved on the receipt.
     *
     * **A signed document.** Once signed (`sign`, or `force_sign` / the type's automatic
     * signature on finishing), the download answers the signed PDF, byte for byte, every time,
     * and its address does not change. **Inferred** (the service does not say): the print options
     * of the request (`language`, `format`, margins, `issue`, ...) are then left aside, because
     * another rendering would be an unsigned copy of a signed document; the signed PDF is the
     * original as signed. Cancelling a signed document signs it again, as cancelled, and that PDF
     * is what downloads answer after it; the PDF signed before stays at its address, unchanged.
     *
     * Refused when:
     * - the receipt is a draft (`document.draft`).
     *
     * `POST /receipts/{id}/download` (`Receipts_download`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    download(id: PathId, body?: BodyOf<operations["Receipts_download"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_download"]>;
    /**
     * E-mail a receipt.
     *
     * E-mails a finished receipt (its PDF attached, with up to 2 extra files). `subject` and
     * `message` default to the account's templates.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - required fields missing (`to`, `to.name`, `to.email`: `request.field.required`);
     * - invalid e-mail addresses (`to.email`: `request.field.invalid`; in `cc`: `email.invalid`);
     * - more than 2 attachments (`request.field.invalid`, `email.attachments.too_many`);
     * - an attachment invalid: bad extension (`email.attachment.extension.not_allowed`) or bad URL
     *   (`email.attachment.url.invalid`), a URL reaching a non-public address
     *   (`email.attachment.url.not_public`), a file too large (`email.attachment.too_large`) or
     *   one that cannot be downloaded (`email.attachment.download.failed`, the reason in brackets);
     * - sending failed (`email.delivery.failed`, with the mail server's reason).
     *
     * `POST /receipts/{id}/send_email` (`Receipts_sendEmail`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendEmail(id: PathId, body: BodyOf<operations["Receipts_sendEmail"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_sendEmail"]>;
    /**
     * Text a receipt.
     *
     * Texts one or more recipients about a finished receipt. `message` defaults to the
     * account's template. Requires a configured and approved sender name and enough SMS credits.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - required fields missing; a recipient's name or mobile missing (`request.field.required`);
     * - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
     * - the sender name and identity document are not configured (`sms.sender.not_configured`);
     * - the sender name is not yet approved (`sms.sender.not_approved`);
     * - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
     *
     * `POST /receipts/{id}/send_sms` (`Receipts_sendSms`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendSms(id: PathId, body: BodyOf<operations["Receipts_sendSms"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_sendSms"]>;
    /**
     * Sign a receipt digitally.
     *
     * Signs the PDF of a finished receipt with the account's digital signature and returns the
     * signed PDF's address (`signed_at` is recorded on the receipt).
     *
     * **What is signed.** The PDF of the document's original (`Original`, with the print options
     * saved on the document, else its type's), as rendered at the moment of signing. It carries
     * one PAdES baseline B-B signature (ETSI EN 319 142-1): an invisible signature field whose
     * value is a detached CMS signature (`SubFilter` `ETSI.CAdES.detached`, SHA-256, with the
     * signing-certificate-v2 attribute and the signing time in the signature's `M` entry). Its
     * `ByteRange` covers every byte of the file except the signature value itself, so any change
     * to the file invalidates it; a PDF reader or `pdfsig` shows it.
     *
     * **With which certificate.** The account's own: each account gets a self-signed certificate
     * (RSA 2048; subject `CN` and `O` the company name, `organizationIdentifier` `VATPT-<NIF>`,
     * `C=PT`) when it is created, until the operator loads another from a PKCS#12 file
     * (`npm run -s accounts -- set-certificate`). A self-signed certificate proves the file was
     * not changed since it was signed, but no reader trusts it as a person's or a company's
     * signature. A qualified electronic signature, which PDF invoices in Portugal need from
     * 1 January 2027, needs a qualified certificate issued by a trust service provider and
     * loaded by the operator with `set-certificate`.
     *
     * `signed_at` records when the document was signed, and `url_file` names the signed PDF from
     * then on. A certificate that expired refuses the signature.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - the document is already signed (`document.already_signed`);
     * - no valid digital-signature configuration (`signature.not_configured`);
     * - the account's certificate expired (`signature.certificate.expired`).
     *
     * `POST /receipts/{id}/sign` (`Receipts_sign`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sign(id: PathId, body?: BodyOf<operations["Receipts_sign"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_sign"]>;
    /**
     * Update a draft receipt.
     *
     * Updates a draft receipt with the same fields as create. **Inferred:** the fields sent
     * replace the stored ones, and every field omitted keeps its stored value (the series while
     * the document type is unchanged, the customer's data while the customer is, the exchange
     * rate while the currency is); a field sent empty takes its default, as on create. The
     * lines sent replace the stored ones. Only drafts can be updated; sending `status`
     * `Terminado` finishes it, with the same effects as finishing on create. This is how a
     * receipt made by `sales/{id}/receipt` is finished: the customer's data it copied from the
     * invoice stays unless sent.
     *
     * Lines may deduct credit notes as on create; a draft deducts nothing until it is
     * finished, when the credit is checked again.
     *
     * Refused when:
     * - `id` invalid (no such receipt);
     * - the receipt is not a draft;
     * - required fields missing;
     * - document type unknown or inactive;
     * - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
     * - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
     * - a document of the same type and series already exists with a later issue date;
     * - no currency given and no preset currency; invalid exchange rate;
     * - `status` invalid;
     * - location unknown or inactive;
     * - customer unknown;
     * - issue date not in the format `YYYY-MM-DD`;
     * - permissions missing; plan expired;
     * - no document selected (`sales` empty), or more than 100 documents;
     * - a line badly filled (`field` is its path, e.g. `sales[0].total_paid`, `line` its number counted from 1, and the message starts `Linha 1: `); sale unknown; required fields missing in a line;
     * - paid value, unit discount or percentage discount format invalid (`0.00`);
     * - a line paying more than the open balance of its sale;
     * - **inferred:** a line whose sale is in another currency than the receipt's (amounts paid are in the receipt's currency, balances in the sale's);
     * - receipt date badly formatted.
     * - a credit note's line: the credit note unknown, a draft, cancelled or referring to an
     *   invoice; a discount given; the credit deducted (`total_paid`) not above zero or above the
     *   note's unused credit;
     * - the credit notes deducting as much as or more than the other lines pay (the receipt
     *   would collect nothing).
     *
     * `POST /receipts/{id}/update` (`Receipts_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Receipts_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Receipts_update"]>;
    /**
     * Every record of `receipts.list`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * List receipts.
     *
     * Lists receipts, 15 at a time, optionally filtered by `value` in `search_in`.
     * `skip` is a multiple of 15. `data` is an array of at most 15 receipt records.
     *
     * Inferred: the results are ordered newest first, and `data` is an array although the
     * documents' sample shows it as a single object (up to 15 results are returned).
     *
     * `POST /receipts/list` (`Receipts_list`). Reads: retried freely.
     */
    listAll(filters?: FiltersOf<operations["Receipts_list"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Receipts_list"]>, void, undefined>;
  };
  /**
   * Sales documents (Factura, Factura Recibo, Factura Simplificada, Nota de Crédito, Nota de Débito, Factura Pró-forma, Orçamento, Encomenda and guides): drafts, finishing, cancellation, corrective notes, receipts, PDF, e-mail, SMS, Multibanco and MB WAY payment, digital signature and totals. The `{id}` in a path is the sale ID; an invalid one is refused with a message about the `id` field.
   */
  readonly sales: {
    /**
     * Create a sale.
     *
     * Creates a sales document as a draft (`status` `Rascunho`) or finished (`Terminado`).
     *
     * A finished document is numbered in its series, signed and, according to `force_print`,
     * `force_send_email`, `force_send_sms` and `force_sign` (or, when omitted, the document
     * type's settings), printed, e-mailed, texted and digitally signed. Finishing a Factura or
     * Nota de Débito opens an entry on the customer's open account.
     *
     * In demo mode (the demo API key) a document total may not exceed 10000.00 EUR. Accounting
     * documents may be issued only up to the billing volume of the purchased plan.
     *
     * Refused when:
     * - required fields missing;
     * - document type unknown or inactive;
     * - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
     * - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
     * - a document of the same type and series already exists with a later issue date;
     * - no currency given and no preset currency; invalid exchange rate;
     * - `status` invalid;
     * - location unknown or inactive;
     * - customer unknown;
     * - issue date not in the format `YYYY-MM-DD`;
     * - permissions missing; plan expired;
     * - zero items, or more than 100 items;
     * - a line badly filled (`field` is its path, e.g. `items[1].price`, `line` its number counted from 1, and the message starts `Linha 2: `); item unknown; item required fields missing;
     * - price or quantity format invalid (`0.00000`: at most 5 decimal places);
     * - discount, financial discount, global discount, withholding rate or shipping value format invalid (`0.00`);
     * - financial discount above the sum of the items' unit prices;
     * - shipping data incompletely filled;
     * - a VAT exemption (other than `M18`) on a line whose VAT rate is not 0%;
     * - with `vat_type` `Não fazer nada`, a line without a 0% rate and an exemption reason;
     * - guides: start date (`waybill_shipping_date`) missing, badly formatted or earlier than now;
     * - cargo or discharge date badly formatted or earlier than now;
     * - address, city or country missing (neither sent nor on the customer's record); postal code missing (likewise) for a customer in Portugal;
     * - guides: destination location missing (unless `waybill_global`); origin and destination equal;
     * - `waybill_global` on a type other than Guia de Transporte or Guia de Remessa;
     * - total negative or zero;
     * - accounting documents: the billing volume of the purchased plan is reached;
     * - demo mode: a document total above 10000.00 EUR;
     * - final-consumer tax number (`999999990`) for a customer whose record holds a real tax number (see `vat_number`);
     * - an invoice whose total is 1000.00 or more without the customer's identification and address;
     * - Factura Simplificada: base total above 1000.00 for a private customer (`Particular`), services total above 100.00 for a private customer, or base total above 100.00 for a company (`Empresarial`);
     * - due date badly formatted or before the issue date;
     * - country invalid.
     *
     * Corrective documents (Nota de Crédito, Nota de Débito with `sale_reference_id`) are also refused when:
     * - the referenced document is unknown;
     * - the referenced document is not a Factura, Factura Recibo or Factura Simplificada;
     * - the customer differs from the original's;
     * - the issue date is earlier than the original's;
     * - items are not on the original, or were never invoiced to this customer;
     * - the grand total is above the original's;
     * - quantities, prices, discounts, VAT rates or totals are above the original's.
     *
     * `POST /sales/create` (`Sales_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Sales_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_create"]>;
    /**
     * Find a sale.
     *
     * Finds one document by ID or by document number (type initials, space, series, slash,
     * number, e.g. `FT 2026/12`).
     *
     * Refused when:
     * - `value` missing;
     * - `search_in` invalid;
     * - Inferred: no document matches (the message says it was not found).
     *
     * `POST /sales/find` (`Sales_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Sales_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_find"]>;
    /**
     * List sales.
     *
     * Lists documents, 15 at a time, optionally filtered by `value` in `search_in` and by the
     * group of document types (`type`).
     * `skip` is a multiple of 15. `data` is an array of at most 15 sale records.
     *
     * Inferred: the results are ordered newest first, and `data` is an array although the
     * documents' sample shows it as a single object (up to 15 results are returned).
     *
     * `POST /sales/list` (`Sales_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Sales_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_list"]>;
    /**
     * Compute a sale's totals.
     *
     * Computes a document's totals in real time, without storing anything: send the lines and
     * pricing fields of `sales/create` and compare `grand_total` with your own total before
     * creating the document. The other fields of `sales/create` may be sent and are ignored,
     * so the create body can be sent as is.
     *
     * **Inferred:** what summary accepts, `sales/create` accepts for the same body (with the
     * fields only create takes), and what summary refuses create refuses with the same code:
     * both check the body they share in one place. When the body names a `customer`, the
     * customer's data (`vat_number`, `address`, `city`, `postal_code`, `country`, defaulting to
     * the customer's record as on create) and its rules are checked too; without one, the
     * customer rules are left to create. Series, dates, guides, locations, corrective
     * documents and the plan's billing volume belong to create only. Refused when:
     * - `document_type` or `vat_type` missing; document type unknown, inactive or not a sales
     * document type (`Recibo de Cliente`);
     * - `waybill_global` on a type other than Guia de Transporte or Guia de Remessa;
     * - customer unknown; its address, city, country or (in Portugal) postal code missing,
     * neither sent nor on its record; postal code or tax number invalid;
     * - zero items, or more than 100; a line badly filled (the message names the line); item unknown;
     * - price or quantity format invalid (`0.00000`); discount, financial discount, global discount,
     * withholding rate or shipping value format invalid (`0.00`);
     * - financial discount above the sum of the items' unit prices; shipping data incompletely filled;
     * - a VAT exemption on a line whose rate is not 0%; with `Não fazer nada`, a line without a
     * 0% rate and an exemption reason;
     * - invalid exchange rate;
     * - total negative or zero; demo mode: a total above 10000.00 EUR;
     * - with a customer: the final-consumer tax number for a customer whose record holds a real
     * one; an invoice of 1000.00 or more without the customer's identification and address;
     * the Factura Simplificada limits.
     *
     * `POST /sales/summary` (`Sales_summary`). Reads: retried freely.
     */
    summary(body: BodyOf<operations["Sales_summary"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_summary"]>;
    /**
     * Cancel a sale.
     *
     * Cancels a finished document and returns the address of its PDF, marked as cancelled.
     * `canceled_by`, `canceled_at` and `canceled_reason` are recorded. Inferred: the
     * document's `status` becomes `Anulado` (the documents do not name the cancelled state),
     * and a Factura or Nota de Débito leaves the customer's open account.
     *
     * Cancellation rules:
     * 1. `reason` is required, at least 15 characters, for billing documents (FT, FR, FS, NC,
     * ND) and for guides; optional for Factura Pró-forma, Orçamento and Encomenda.
     * 2. Refused when a credit or debit note, even partial, was issued on the document (cancel
     * that note first).
     * 3. Refused for billing documents whose issue date is not today.
     * 4. Refused when the document is already assigned to a receipt (cancel the receipt first).
     * 5. For guides, refused when the current date-time is later than the guide's date-time
     * (`waybill_shipping_date`).
     *
     * Refused also when the document is a draft (delete it instead) or already cancelled.
     *
     * `POST /sales/{id}/cancel` (`Sales_cancel`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    cancel(id: PathId, body?: BodyOf<operations["Sales_cancel"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_cancel"]>;
    /**
     * Create a credit note from a sale.
     *
     * Creates a credit note (`Nota de Crédito`) on a finished, not cancelled document and
     * returns its ID.
     *
     * Inferred: allowed on Factura, Factura Recibo and Factura Simplificada (the types a
     * corrective document may reference). The note is a draft (`Rascunho`) dated today, in the
     * preset series, referring to the document (`sale_reference_id`) with its customer and
     * lines; edit the lines with `sales/{id}/update` (the corrective-document rules apply)
     * and finish it.
     *
     * Refused when:
     * - the `Nota de Crédito` type is inactive;
     * - not possible on the document (another type, a draft or cancelled).
     *
     * `POST /sales/{id}/credit_note` (`Sales_creditNote`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    creditNote(id: PathId, body?: BodyOf<operations["Sales_creditNote"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_creditNote"]>;
    /**
     * Create a debit note from a sale.
     *
     * Creates a debit note (`Nota de Débito`) on a finished, not cancelled document and returns
     * its ID.
     *
     * Inferred: allowed on Factura, Factura Recibo and Factura Simplificada. The note is a
     * draft (`Rascunho`) dated today, in the preset series, referring to the document
     * (`sale_reference_id`) with its customer and lines; edit and finish it with
     * `sales/{id}/update`.
     *
     * Refused when:
     * - the `Nota de Débito` type is inactive;
     * - not possible on the document (another type, a draft or cancelled).
     *
     * `POST /sales/{id}/debit_note` (`Sales_debitNote`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    debitNote(id: PathId, body?: BodyOf<operations["Sales_debitNote"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_debitNote"]>;
    /**
     * Delete a draft sale.
     *
     * Deletes a draft. Finished documents are never deleted: cancel them instead.
     *
     * Refused when:
     * - the sale is not a draft;
     * - `id` invalid (no such sale);
     * - permissions missing.
     *
     * `POST /sales/{id}/delete` (`Sales_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Sales_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_delete"]>;
    /**
     * Download a sale's PDF.
     *
     * Generates the PDF of a finished document and returns its address. Settings not sent take
     * the values previously saved on the document; `issue` defaults to `2ª via` (second copy).
     *
     * **A signed document.** Once signed (`sign`, or `force_sign` / the type's automatic
     * signature on finishing), the download answers the signed PDF, byte for byte, every time,
     * and its address does not change. **Inferred** (the service does not say): the print options
     * of the request (`language`, `format`, margins, `issue`, ...) are then left aside, because
     * another rendering would be an unsigned copy of a signed document; the signed PDF is the
     * original as signed. Cancelling a signed document signs it again, as cancelled, and that PDF
     * is what downloads answer after it; the PDF signed before stays at its address, unchanged.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - `max_items_per_page` above 25, or other fields badly filled (`request.field.invalid`).
     *
     * `POST /sales/{id}/download` (`Sales_download`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    download(id: PathId, body?: BodyOf<operations["Sales_download"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_download"]>;
    /**
     * Duplicate a sale.
     *
     * Creates a new document of the type given in `document_type` with the customer, lines and
     * conditions of a finished document (a cancelled one may be duplicated too, e.g. to
     * re-issue it). Returns the new document's ID.
     *
     * Inferred: the new document is a draft (`Rascunho`) dated today, in the preset series of
     * its type; it does not refer to the original (`sale_reference_id` empty).
     *
     * Refused when:
     * - the sale is a draft;
     * - the target document type is unknown or inactive;
     * - `document_type` missing.
     *
     * `POST /sales/{id}/duplicate` (`Sales_duplicate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    duplicate(id: PathId, body: BodyOf<operations["Sales_duplicate"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_duplicate"]>;
    /**
     * Generate a Multibanco reference.
     *
     * Generates a Multibanco payment reference for a finished, not cancelled Factura, Factura
     * Pró-forma, Encomenda or Orçamento and stores it on the document (`mb_entity`,
     * `mb_sub_entity`, `mb_reference`). The reference pays exactly the document's `grand_total`.
     *
     * Refused when:
     * - the document type is not allowed (`payment_reference.document_type.not_allowed`), or the
     * document is a draft or cancelled (`payment_reference.document.not_finished`);
     * - a reference already exists for the document (`multibanco.reference.exists`);
     * - no Multibanco reference configuration (entity and sub-entity) on the account
     * (`multibanco.not_configured`);
     * - the document's total is below 1.00 or above 999999.99 EUR, which a reference cannot pay
     * (`multibanco.amount.out_of_range`).
     *
     * `POST /sales/{id}/generate_mbref` (`Sales_generateMbref`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    generateMbref(id: PathId, body?: BodyOf<operations["Sales_generateMbref"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_generateMbref"]>;
    /**
     * Generate an MB WAY payment link.
     *
     * Generates an MB WAY payment link for a finished, not cancelled Factura, Factura
     * Pró-forma, Encomenda or Orçamento and stores it on the document (`mbway_link`). Since
     * 2023-06-15. Inferred: calling it again returns the stored link.
     *
     * Refused when:
     * - the document type is not allowed (`payment_reference.document_type.not_allowed`), or the
     * document is a draft or cancelled (`payment_reference.document.not_finished`);
     * - no MB WAY configuration on the account (`mbway.not_configured`).
     *
     * `POST /sales/{id}/generate_mbway` (`Sales_generateMbway`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    generateMbway(id: PathId, body?: BodyOf<operations["Sales_generateMbway"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_generateMbway"]>;
    /**
     * Create a receipt from a sale.
     *
     * Creates a receipt (`Recibo de Cliente`) for the open balance of a finished, not cancelled
     * Factura (FT). The receipt is a draft (`Rascunho`); finish it with `receipts/{id}/update`.
     * Returns the receipt's ID. Since 2022-05-14.
     *
     * Inferred: the receipt is dated today, in the preset series of `Recibo de Cliente`, with
     * one line paying the whole open balance of the sale.
     *
     * Refused when:
     * - the `Recibo de Cliente` document type is unknown or inactive;
     * - not possible on that document (not a Factura, a draft or cancelled);
     * - the document has no open balance.
     *
     * `POST /sales/{id}/receipt` (`Sales_receipt`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    receipt(id: PathId, body?: BodyOf<operations["Sales_receipt"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_receipt"]>;
    /**
     * E-mail a sale.
     *
     * E-mails a finished document (its PDF attached, with up to 2 extra files). `subject` and
     * `message` default to the account's templates.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - required fields missing (`to`, `to.name`, `to.email`: `request.field.required`);
     * - invalid e-mail addresses (`to.email`: `request.field.invalid`; in `cc`: `email.invalid`);
     * - more than 2 attachments (`request.field.invalid`, `email.attachments.too_many`);
     * - an attachment invalid: bad extension (`email.attachment.extension.not_allowed`) or bad URL
     *   (`email.attachment.url.invalid`), a URL reaching a non-public address
     *   (`email.attachment.url.not_public`), a file too large (`email.attachment.too_large`) or
     *   one that cannot be downloaded (`email.attachment.download.failed`, the reason in brackets);
     * - sending failed (`email.delivery.failed`, with the mail server's reason).
     *
     * `POST /sales/{id}/send_email` (`Sales_sendEmail`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendEmail(id: PathId, body: BodyOf<operations["Sales_sendEmail"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_sendEmail"]>;
    /**
     * Text a sale.
     *
     * Texts one or more recipients about a finished document. `message` defaults to the
     * account's template. Requires a configured and approved sender name and enough SMS credits
     * (Inferred: one credit per recipient and message of up to 160 characters).
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - required fields missing; a recipient's name or mobile missing (`request.field.required`);
     * - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
     * - the sender name and identity document are not configured (`sms.sender.not_configured`);
     * - the sender name is not yet approved (`sms.sender.not_approved`);
     * - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
     *
     * `POST /sales/{id}/send_sms` (`Sales_sendSms`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendSms(id: PathId, body: BodyOf<operations["Sales_sendSms"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_sendSms"]>;
    /**
     * Sign a sale digitally.
     *
     * Signs the PDF of a finished document with the account's digital signature and returns
     * the signed PDF's address (`signed_at` is recorded on the sale). Since 2022-04-29.
     *
     * **What is signed.** The PDF of the document's original (`Original`, with the print options
     * saved on the document, else its type's), as rendered at the moment of signing. It carries
     * one PAdES baseline B-B signature (ETSI EN 319 142-1): an invisible signature field whose
     * value is a detached CMS signature (`SubFilter` `ETSI.CAdES.detached`, SHA-256, with the
     * signing-certificate-v2 attribute and the signing time in the signature's `M` entry). Its
     * `ByteRange` covers every byte of the file except the signature value itself, so any change
     * to the file invalidates it; a PDF reader or `pdfsig` shows it.
     *
     * **With which certificate.** The account's own: each account gets a self-signed certificate
     * (RSA 2048; subject `CN` and `O` the company name, `organizationIdentifier` `VATPT-<NIF>`,
     * `C=PT`) when it is created, until the operator loads another from a PKCS#12 file
     * (`npm run -s accounts -- set-certificate`). A self-signed certificate proves the file was
     * not changed since it was signed, but no reader trusts it as a person's or a company's
     * signature. A qualified electronic signature, which PDF invoices in Portugal need from
     * 1 January 2027, needs a qualified certificate issued by a trust service provider and
     * loaded by the operator with `set-certificate`.
     *
     * `signed_at` records when the document was signed, and `url_file` names the signed PDF from
     * then on. A certificate that expired refuses the signature.
     *
     * Refused when:
     * - the document is a draft (`document.draft`);
     * - the document is already signed (`document.already_signed`);
     * - no valid digital-signature configuration (`signature.not_configured`);
     * - the account's certificate expired (`signature.certificate.expired`).
     *
     * `POST /sales/{id}/sign` (`Sales_sign`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sign(id: PathId, body?: BodyOf<operations["Sales_sign"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_sign"]>;
    /**
     * Update a draft sale.
     *
     * Updates a draft with the same fields as create. **Inferred:** the fields sent replace the
     * stored ones and every field omitted keeps its stored value (see `SaleFields`: the series,
     * the customer's data, the exchange rate and the due date are kept while the field they
     * follow is unchanged); a field sent empty takes its default, as on create. Only drafts
     * (`Rascunho`) can be updated. Sending `status` `Terminado` finishes the draft, with the
     * same effects as finishing on create (numbering, signing, printing, e-mail, SMS, open
     * account); the demo limit (10000.00 EUR) and the plan's billing volume apply.
     *
     * Refused when:
     * - `id` invalid (no such sale);
     * - the sale is not a draft;
     * - required fields missing;
     * - document type unknown or inactive;
     * - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
     * - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
     * - a document of the same type and series already exists with a later issue date;
     * - no currency given and no preset currency; invalid exchange rate;
     * - `status` invalid;
     * - location unknown or inactive;
     * - customer unknown;
     * - issue date not in the format `YYYY-MM-DD`;
     * - permissions missing; plan expired;
     * - zero items, or more than 100 items;
     * - a line badly filled (`field` is its path, e.g. `items[1].price`, `line` its number counted from 1, and the message starts `Linha 2: `); item unknown; item required fields missing;
     * - price or quantity format invalid (`0.00000`: at most 5 decimal places);
     * - discount, financial discount, global discount, withholding rate or shipping value format invalid (`0.00`);
     * - financial discount above the sum of the items' unit prices;
     * - shipping data incompletely filled;
     * - a VAT exemption (other than `M18`) on a line whose VAT rate is not 0%;
     * - with `vat_type` `Não fazer nada`, a line without a 0% rate and an exemption reason;
     * - guides: start date (`waybill_shipping_date`) missing, badly formatted or earlier than now;
     * - cargo or discharge date badly formatted or earlier than now;
     * - address, city or country missing (neither sent nor on the customer's record); postal code missing (likewise) for a customer in Portugal;
     * - guides: destination location missing (unless `waybill_global`); origin and destination equal;
     * - `waybill_global` on a type other than Guia de Transporte or Guia de Remessa;
     * - total negative or zero;
     * - accounting documents: the billing volume of the purchased plan is reached;
     * - demo mode: a document total above 10000.00 EUR;
     * - final-consumer tax number (`999999990`) for a customer whose record holds a real tax number (see `vat_number`);
     * - an invoice whose total is 1000.00 or more without the customer's identification and address;
     * - Factura Simplificada: base total above 1000.00 for a private customer (`Particular`), services total above 100.00 for a private customer, or base total above 100.00 for a company (`Empresarial`);
     * - due date badly formatted or before the issue date;
     * - country invalid.
     *
     * Corrective documents (Nota de Crédito, Nota de Débito with `sale_reference_id`) are also refused when:
     * - the referenced document is unknown;
     * - the referenced document is not a Factura, Factura Recibo or Factura Simplificada;
     * - the customer differs from the original's;
     * - the issue date is earlier than the original's;
     * - items are not on the original, or were never invoiced to this customer;
     * - the grand total is above the original's;
     * - quantities, prices, discounts, VAT rates or totals are above the original's.
     *
     * `POST /sales/{id}/update` (`Sales_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Sales_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Sales_update"]>;
    /**
     * Every record of `sales.list`, page after page: iterate with `for await`; pages of 15 are fetched as the loop needs them.
     *
     * List sales.
     *
     * Lists documents, 15 at a time, optionally filtered by `value` in `search_in` and by the
     * group of document types (`type`).
     * `skip` is a multiple of 15. `data` is an array of at most 15 sale records.
     *
     * Inferred: the results are ordered newest first, and `data` is an array although the
     * documents' sample shows it as a single object (up to 15 results are returned).
     *
     * `POST /sales/list` (`Sales_list`). Reads: retried freely.
     */
    listAll(filters?: FiltersOf<operations["Sales_list"], "api_token" | "skip">, options?: RequestOptions): AsyncGenerator<ItemOf<operations["Sales_list"]>, void, undefined>;
  };
  /**
   * Locations documents are issued from, each with its warehouse (endpoints inferred: not shown in the documents).
   */
  readonly locations: {
    /**
     * Create a location.
     *
     * Creates a location and answers the record. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the location the preset one, used by documents and bookings that name none. **Inferred:** exactly one location is the preset: making one the preset unsets the previous one, and the preset location cannot be deactivated.
     *
     * **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
     *
     * Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list (`field` names it); no permission to execute the operation.
     *
     * `POST /subscription/locations/create` (`Locations_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Locations_create"], "api_token">, options?: RequestOptions): Outcome<M, operations["Locations_create"]>;
    /**
     * Find locations.
     *
     * Finds locations: a record matches when its ID equals `value` or when the description or the city contains `value` (case-insensitive). Active and inactive records are searched.
     *
     * **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
     *
     * **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
     *
     * Refused when: `value` is missing; no permission to execute the operation.
     *
     * `POST /subscription/locations/find` (`Locations_find`). Reads: retried freely.
     */
    find(body: BodyOf<operations["Locations_find"], "api_token">, options?: RequestOptions): Outcome<M, operations["Locations_find"]>;
    /**
     * List locations.
     *
     * Lists locations by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
     *
     * **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
     *
     * **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
     *
     * Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
     *
     * `POST /subscription/locations/list` (`Locations_list`). Reads: retried freely.
     */
    list(body?: BodyOf<operations["Locations_list"], "api_token">, options?: RequestOptions): Outcome<M, operations["Locations_list"]>;
    /**
     * Delete a location.
     *
     * Deletes a location. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
     *
     * **Inferred:** the preset location cannot be deleted, and a location is in use once a document, booking or unavailability refers to it.
     *
     * **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
     *
     * Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
     *
     * `POST /subscription/locations/{id}/delete` (`Locations_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Locations_delete"], "api_token">, options?: RequestOptions): Outcome<M, operations["Locations_delete"]>;
    /**
     * Update a location.
     *
     * Updates a location and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
     *
     * **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
     *
     * `is_default` true makes the location the preset one, used by documents and bookings that name none. **Inferred:** exactly one location is the preset: making one the preset unsets the previous one, and the preset location cannot be deactivated.
     *
     * **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
     *
     * Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list (`field` names it); no permission to execute the operation.
     *
     * `POST /subscription/locations/{id}/update` (`Locations_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Locations_update"], "api_token">, options?: RequestOptions): Outcome<M, operations["Locations_update"]>;
  };
}
