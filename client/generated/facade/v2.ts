// Generated from generated/openapi/Invoicing.V2.openapi.yaml by scripts/build.ts. Do not edit.
// The v2 client facade: one method per operation, named from its operationId, with the
// spec's summaries and descriptions; client/facade.ts runs it.
import type { operations } from "../types/v2.ts";
import type { Layout, OperationSpec } from "../../facade.ts";
import type { BodyOf, ErrorMode, FiltersOf, ItemOf, Outcome, PathId, RequestOptions } from "../../operation-types.ts";

/** Every operation of the v2 document. */
export type V2OperationId = keyof operations;

/** How each operation is called: method, path, path parameters, and whether it writes. */
export const v2Operations: { readonly [Id in V2OperationId]: OperationSpec } = {
  Categories_create: { method: "post", path: "/administration/categories", pathParams: [], writes: true },
  Categories_find: { method: "post", path: "/administration/categories/find", pathParams: [], writes: false, notFoundAsNull: true },
  Categories_update: { method: "put", path: "/administration/categories/{id}", pathParams: ["id"], writes: true },
  Categories_delete: { method: "delete", path: "/administration/categories/{id}", pathParams: ["id"], writes: true },
  Currencies_create: { method: "post", path: "/administration/currencies", pathParams: [], writes: true },
  Currencies_find: { method: "post", path: "/administration/currencies/find", pathParams: [], writes: false, notFoundAsNull: true },
  Currencies_update: { method: "put", path: "/administration/currencies/{id}", pathParams: ["id"], writes: true },
  Currencies_delete: { method: "delete", path: "/administration/currencies/{id}", pathParams: ["id"], writes: true },
  Employees_create: { method: "post", path: "/administration/employees", pathParams: [], writes: true },
  Employees_find: { method: "post", path: "/administration/employees/find", pathParams: [], writes: false, notFoundAsNull: true },
  Employees_update: { method: "put", path: "/administration/employees/{id}", pathParams: ["id"], writes: true },
  Employees_delete: { method: "delete", path: "/administration/employees/{id}", pathParams: ["id"], writes: true },
  Locations_create: { method: "post", path: "/administration/locations", pathParams: [], writes: true },
  Locations_find: { method: "post", path: "/administration/locations/find", pathParams: [], writes: false, notFoundAsNull: true },
  Locations_update: { method: "put", path: "/administration/locations/{id}", pathParams: ["id"], writes: true },
  Locations_delete: { method: "delete", path: "/administration/locations/{id}", pathParams: ["id"], writes: true },
  PaymentConditions_create: { method: "post", path: "/administration/paymentconditions", pathParams: [], writes: true },
  PaymentConditions_find: { method: "post", path: "/administration/paymentconditions/find", pathParams: [], writes: false, notFoundAsNull: true },
  PaymentConditions_update: { method: "put", path: "/administration/paymentconditions/{id}", pathParams: ["id"], writes: true },
  PaymentConditions_delete: { method: "delete", path: "/administration/paymentconditions/{id}", pathParams: ["id"], writes: true },
  PaymentMethods_create: { method: "post", path: "/administration/paymentmethods", pathParams: [], writes: true },
  PaymentMethods_find: { method: "post", path: "/administration/paymentmethods/find", pathParams: [], writes: false, notFoundAsNull: true },
  PaymentMethods_update: { method: "put", path: "/administration/paymentmethods/{id}", pathParams: ["id"], writes: true },
  PaymentMethods_delete: { method: "delete", path: "/administration/paymentmethods/{id}", pathParams: ["id"], writes: true },
  Prices_create: { method: "post", path: "/administration/prices", pathParams: [], writes: true },
  Prices_find: { method: "post", path: "/administration/prices/find", pathParams: [], writes: false, notFoundAsNull: true },
  Prices_update: { method: "put", path: "/administration/prices/{id}", pathParams: ["id"], writes: true },
  Prices_delete: { method: "delete", path: "/administration/prices/{id}", pathParams: ["id"], writes: true },
  Series_create: { method: "post", path: "/administration/series", pathParams: [], writes: true },
  Series_find: { method: "post", path: "/administration/series/find", pathParams: [], writes: false, notFoundAsNull: true },
  Series_update: { method: "put", path: "/administration/series/{id}", pathParams: ["id"], writes: true },
  Series_delete: { method: "delete", path: "/administration/series/{id}", pathParams: ["id"], writes: true },
  Series_checkCommunication: { method: "post", path: "/administration/series/{id}/check_communication", pathParams: ["id"], writes: false },
  Series_communicate: { method: "post", path: "/administration/series/{id}/communicate", pathParams: ["id"], writes: true },
  ShippingModes_create: { method: "post", path: "/administration/shippingmodes", pathParams: [], writes: true },
  ShippingModes_find: { method: "post", path: "/administration/shippingmodes/find", pathParams: [], writes: false, notFoundAsNull: true },
  ShippingModes_list: { method: "post", path: "/administration/shippingmodes/list", pathParams: [], writes: false },
  ShippingModes_update: { method: "put", path: "/administration/shippingmodes/{id}", pathParams: ["id"], writes: true },
  ShippingModes_delete: { method: "delete", path: "/administration/shippingmodes/{id}", pathParams: ["id"], writes: true },
  Units_create: { method: "post", path: "/administration/units", pathParams: [], writes: true },
  Units_find: { method: "post", path: "/administration/units/find", pathParams: [], writes: false, notFoundAsNull: true },
  Units_update: { method: "put", path: "/administration/units/{id}", pathParams: ["id"], writes: true },
  Units_delete: { method: "delete", path: "/administration/units/{id}", pathParams: ["id"], writes: true },
  VatRates_create: { method: "post", path: "/administration/vatrates", pathParams: [], writes: true },
  VatRates_find: { method: "post", path: "/administration/vatrates/find", pathParams: [], writes: false, notFoundAsNull: true },
  VatRates_update: { method: "put", path: "/administration/vatrates/{id}", pathParams: ["id"], writes: true },
  VatRates_delete: { method: "delete", path: "/administration/vatrates/{id}", pathParams: ["id"], writes: true },
  Vehicles_create: { method: "post", path: "/administration/vehicles", pathParams: [], writes: true },
  Vehicles_find: { method: "post", path: "/administration/vehicles/find", pathParams: [], writes: false, notFoundAsNull: true },
  Vehicles_update: { method: "put", path: "/administration/vehicles/{id}", pathParams: ["id"], writes: true },
  Vehicles_delete: { method: "delete", path: "/administration/vehicles/{id}", pathParams: ["id"], writes: true },
  Warehouses_create: { method: "post", path: "/administration/warehouses", pathParams: [], writes: true },
  Warehouses_find: { method: "post", path: "/administration/warehouses/find", pathParams: [], writes: false, notFoundAsNull: true },
  Warehouses_update: { method: "put", path: "/administration/warehouses/{id}", pathParams: ["id"], writes: true },
  Warehouses_delete: { method: "delete", path: "/administration/warehouses/{id}", pathParams: ["id"], writes: true },
  Customers_create: { method: "post", path: "/customers", pathParams: [], writes: true },
  Customers_find: { method: "post", path: "/customers/find", pathParams: [], writes: false, notFoundAsNull: true },
  Customers_update: { method: "put", path: "/customers/{id}", pathParams: ["id"], writes: true },
  Customers_delete: { method: "delete", path: "/customers/{id}", pathParams: ["id"], writes: true },
  Items_create: { method: "post", path: "/items", pathParams: [], writes: true },
  Items_find: { method: "post", path: "/items/find", pathParams: [], writes: false, notFoundAsNull: true },
  Items_update: { method: "put", path: "/items/{id}", pathParams: ["id"], writes: true },
  Items_delete: { method: "delete", path: "/items/{id}", pathParams: ["id"], writes: true },
  Items_deleteImage: { method: "delete", path: "/items/{id}/image", pathParams: ["id"], writes: true },
  Receipts_create: { method: "post", path: "/receipts", pathParams: [], writes: true },
  Receipts_find: { method: "post", path: "/receipts/find", pathParams: [], writes: false, notFoundAsNull: true },
  Receipts_summary: { method: "post", path: "/receipts/summary", pathParams: [], writes: false },
  Receipts_update: { method: "put", path: "/receipts/{id}", pathParams: ["id"], writes: true },
  Receipts_delete: { method: "delete", path: "/receipts/{id}", pathParams: ["id"], writes: true },
  Receipts_cancel: { method: "put", path: "/receipts/{id}/cancel", pathParams: ["id"], writes: true },
  Receipts_download: { method: "post", path: "/receipts/{id}/download", pathParams: ["id"], writes: true },
  Receipts_sendEmail: { method: "post", path: "/receipts/{id}/send_email", pathParams: ["id"], writes: true },
  Receipts_sendSms: { method: "post", path: "/receipts/{id}/send_sms", pathParams: ["id"], writes: true },
  Receipts_sign: { method: "put", path: "/receipts/{id}/sign", pathParams: ["id"], writes: true },
  Sales_create: { method: "post", path: "/sales", pathParams: [], writes: true },
  Sales_find: { method: "post", path: "/sales/find", pathParams: [], writes: false, notFoundAsNull: true },
  Sales_summary: { method: "post", path: "/sales/summary", pathParams: [], writes: false },
  Sales_update: { method: "put", path: "/sales/{id}", pathParams: ["id"], writes: true },
  Sales_delete: { method: "delete", path: "/sales/{id}", pathParams: ["id"], writes: true },
  Sales_cancel: { method: "put", path: "/sales/{id}/cancel", pathParams: ["id"], writes: true },
  Sales_creditNote: { method: "post", path: "/sales/{id}/credit_note", pathParams: ["id"], writes: true },
  Sales_debitNote: { method: "post", path: "/sales/{id}/debit_note", pathParams: ["id"], writes: true },
  Sales_download: { method: "post", path: "/sales/{id}/download", pathParams: ["id"], writes: true },
  Sales_duplicate: { method: "post", path: "/sales/{id}/duplicate", pathParams: ["id"], writes: true },
  Sales_generateMbref: { method: "put", path: "/sales/{id}/generate_mbref", pathParams: ["id"], writes: true },
  Sales_generateMbway: { method: "put", path: "/sales/{id}/generate_mbway", pathParams: ["id"], writes: true },
  Sales_receipt: { method: "post", path: "/sales/{id}/receipt", pathParams: ["id"], writes: true },
  Sales_sendEmail: { method: "post", path: "/sales/{id}/send_email", pathParams: ["id"], writes: true },
  Sales_sendSms: { method: "post", path: "/sales/{id}/send_sms", pathParams: ["id"], writes: true },
  Sales_sign: { method: "put", path: "/sales/{id}/sign", pathParams: ["id"], writes: true },
};

/** Where each operation sits in the facade. */
export const v2Layout = {
  categories: {
    create: "Categories_create",
    find: "Categories_find",
    update: "Categories_update",
    delete: "Categories_delete",
  },
  currencies: {
    create: "Currencies_create",
    find: "Currencies_find",
    update: "Currencies_update",
    delete: "Currencies_delete",
  },
  employees: {
    create: "Employees_create",
    find: "Employees_find",
    update: "Employees_update",
    delete: "Employees_delete",
  },
  locations: {
    create: "Locations_create",
    find: "Locations_find",
    update: "Locations_update",
    delete: "Locations_delete",
  },
  paymentConditions: {
    create: "PaymentConditions_create",
    find: "PaymentConditions_find",
    update: "PaymentConditions_update",
    delete: "PaymentConditions_delete",
  },
  paymentMethods: {
    create: "PaymentMethods_create",
    find: "PaymentMethods_find",
    update: "PaymentMethods_update",
    delete: "PaymentMethods_delete",
  },
  prices: {
    create: "Prices_create",
    find: "Prices_find",
    update: "Prices_update",
    delete: "Prices_delete",
  },
  series: {
    create: "Series_create",
    find: "Series_find",
    update: "Series_update",
    delete: "Series_delete",
    checkCommunication: "Series_checkCommunication",
    communicate: "Series_communicate",
  },
  shippingModes: {
    create: "ShippingModes_create",
    find: "ShippingModes_find",
    list: "ShippingModes_list",
    update: "ShippingModes_update",
    delete: "ShippingModes_delete",
  },
  units: {
    create: "Units_create",
    find: "Units_find",
    update: "Units_update",
    delete: "Units_delete",
  },
  vatRates: {
    create: "VatRates_create",
    find: "VatRates_find",
    update: "VatRates_update",
    delete: "VatRates_delete",
  },
  vehicles: {
    create: "Vehicles_create",
    find: "Vehicles_find",
    update: "Vehicles_update",
    delete: "Vehicles_delete",
  },
  warehouses: {
    create: "Warehouses_create",
    find: "Warehouses_find",
    update: "Warehouses_update",
    delete: "Warehouses_delete",
  },
  customers: {
    create: "Customers_create",
    find: "Customers_find",
    update: "Customers_update",
    delete: "Customers_delete",
  },
  items: {
    create: "Items_create",
    find: "Items_find",
    update: "Items_update",
    delete: { call: "Items_delete", image: "Items_deleteImage" },
  },
  receipts: {
    create: "Receipts_create",
    find: "Receipts_find",
    summary: "Receipts_summary",
    update: "Receipts_update",
    delete: "Receipts_delete",
    cancel: "Receipts_cancel",
    download: "Receipts_download",
    sendEmail: "Receipts_sendEmail",
    sendSms: "Receipts_sendSms",
    sign: "Receipts_sign",
  },
  sales: {
    create: "Sales_create",
    find: "Sales_find",
    summary: "Sales_summary",
    update: "Sales_update",
    delete: "Sales_delete",
    cancel: "Sales_cancel",
    creditNote: "Sales_creditNote",
    debitNote: "Sales_debitNote",
    download: "Sales_download",
    duplicate: "Sales_duplicate",
    generateMbref: "Sales_generateMbref",
    generateMbway: "Sales_generateMbway",
    receipt: "Sales_receipt",
    sendEmail: "Sales_sendEmail",
    sendSms: "Sales_sendSms",
    sign: "Sales_sign",
  },
} as const satisfies Layout;

/** The resources of the v2 facade. Failures throw typed errors, or are returned when M is "return". */
export interface V2Resources<M extends ErrorMode = "throw"> {
  /**
   * Item categories, optionally nested.
   */
  readonly categories: {
    /**
     * Create a category.
     *
     * Creates a category and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * `category_id` nests the category under a parent, as in v1.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/categories` (`Categories_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Categories_create"]>, options?: RequestOptions): Outcome<M, operations["Categories_create"]>;
    /**
     * Find a category.
     *
     * Finds one of the categories and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/categories/find` (`Categories_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Categories_find"]>, options?: RequestOptions): Outcome<M, operations["Categories_find"], null>;
    /**
     * Update a category.
     *
     * Updates a category and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * `category_id` nests the category under a parent, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/categories/{id}` (`Categories_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Categories_update"]>, options?: RequestOptions): Outcome<M, operations["Categories_update"]>;
    /**
     * Delete a category.
     *
     * Deletes a category and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/categories/{id}` (`Categories_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Categories_delete"]>, options?: RequestOptions): Outcome<M, operations["Categories_delete"]>;
  };
  /**
   * Currencies, their exchange rates and the default currency.
   */
  readonly currencies: {
    /**
     * Create a currency.
     *
     * Creates a currency and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the currency the account's default, as in v1.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description, the symbol or `code_iso` is already registered.
     *
     * `POST /administration/currencies` (`Currencies_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Currencies_create"]>, options?: RequestOptions): Outcome<M, operations["Currencies_create"]>;
    /**
     * Find a currency.
     *
     * Finds one of the currencies and answers it: a record matches when its ID equals `value` or when the description, the symbol or `code_iso` contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/currencies/find` (`Currencies_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Currencies_find"]>, options?: RequestOptions): Outcome<M, operations["Currencies_find"], null>;
    /**
     * Update a currency.
     *
     * Updates a currency and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * `is_default` true makes the currency the account's default, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description, the symbol or `code_iso` is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/currencies/{id}` (`Currencies_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Currencies_update"]>, options?: RequestOptions): Outcome<M, operations["Currencies_update"]>;
    /**
     * Delete a currency.
     *
     * Deletes a currency and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * The default currency cannot be deleted, as in v1.
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/currencies/{id}` (`Currencies_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Currencies_delete"]>, options?: RequestOptions): Outcome<M, operations["Currencies_delete"]>;
  };
  /**
   * Employees and salespeople.
   */
  readonly employees: {
    /**
     * Create an employee.
     *
     * Creates an employee and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the name or the e-mail is already registered.
     *
     * `POST /administration/employees` (`Employees_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Employees_create"]>, options?: RequestOptions): Outcome<M, operations["Employees_create"]>;
    /**
     * Find an employee.
     *
     * Finds one of the employees and answers it: a record matches when its ID equals `value` or when the name or the e-mail contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/employees/find` (`Employees_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Employees_find"]>, options?: RequestOptions): Outcome<M, operations["Employees_find"], null>;
    /**
     * Update an employee.
     *
     * Updates an employee and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the name or the e-mail is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/employees/{id}` (`Employees_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Employees_update"]>, options?: RequestOptions): Outcome<M, operations["Employees_update"]>;
    /**
     * Delete an employee.
     *
     * Deletes an employee and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/employees/{id}` (`Employees_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Employees_delete"]>, options?: RequestOptions): Outcome<M, operations["Employees_delete"]>;
  };
  /**
   * Locations documents are issued from, each with its warehouse (`subscription/locations` in v1).
   */
  readonly locations: {
    /**
     * Create a location.
     *
     * Creates a location and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the location the preset one, used by documents that name none, as in v1. **Inferred:** the records of v1's `subscription/locations`, here under `administration/locations` (the evidence names the path only).
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list.
     *
     * `POST /administration/locations` (`Locations_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Locations_create"]>, options?: RequestOptions): Outcome<M, operations["Locations_create"]>;
    /**
     * Find a location.
     *
     * Finds one of the locations and answers it: a record matches when its ID equals `value` or when the description or the city contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/locations/find` (`Locations_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Locations_find"]>, options?: RequestOptions): Outcome<M, operations["Locations_find"], null>;
    /**
     * Update a location.
     *
     * Updates a location and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * `is_default` true makes the location the preset one, used by documents that name none, as in v1. **Inferred:** the records of v1's `subscription/locations`, here under `administration/locations` (the evidence names the path only).
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list; `404` when the record does not exist.
     *
     * `PUT /administration/locations/{id}` (`Locations_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Locations_update"]>, options?: RequestOptions): Outcome<M, operations["Locations_update"]>;
    /**
     * Delete a location.
     *
     * Deletes a location and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * The preset location cannot be deleted, and a location is in use once a document refers to it, as in v1.
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/locations/{id}` (`Locations_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Locations_delete"]>, options?: RequestOptions): Outcome<M, operations["Locations_delete"]>;
  };
  /**
   * Payment conditions (days until payment is due).
   */
  readonly paymentConditions: {
    /**
     * Create a payment condition.
     *
     * Creates a payment condition and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/paymentconditions` (`PaymentConditions_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["PaymentConditions_create"]>, options?: RequestOptions): Outcome<M, operations["PaymentConditions_create"]>;
    /**
     * Find a payment condition.
     *
     * Finds one of the payment conditions and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/paymentconditions/find` (`PaymentConditions_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["PaymentConditions_find"]>, options?: RequestOptions): Outcome<M, operations["PaymentConditions_find"], null>;
    /**
     * Update a payment condition.
     *
     * Updates a payment condition and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/paymentconditions/{id}` (`PaymentConditions_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["PaymentConditions_update"]>, options?: RequestOptions): Outcome<M, operations["PaymentConditions_update"]>;
    /**
     * Delete a payment condition.
     *
     * Deletes a payment condition and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/paymentconditions/{id}` (`PaymentConditions_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["PaymentConditions_delete"]>, options?: RequestOptions): Outcome<M, operations["PaymentConditions_delete"]>;
  };
  /**
   * Payment methods and their SAF-T codes.
   */
  readonly paymentMethods: {
    /**
     * Create a payment method.
     *
     * Creates a payment method and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Update also takes `saft_initials`, the SAF-T payment mechanism code, as in v1.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/paymentmethods` (`PaymentMethods_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["PaymentMethods_create"]>, options?: RequestOptions): Outcome<M, operations["PaymentMethods_create"]>;
    /**
     * Find a payment method.
     *
     * Finds one of the payment methods and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/paymentmethods/find` (`PaymentMethods_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["PaymentMethods_find"]>, options?: RequestOptions): Outcome<M, operations["PaymentMethods_find"], null>;
    /**
     * Update a payment method.
     *
     * Updates a payment method and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Update also takes `saft_initials`, the SAF-T payment mechanism code, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/paymentmethods/{id}` (`PaymentMethods_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["PaymentMethods_update"]>, options?: RequestOptions): Outcome<M, operations["PaymentMethods_update"]>;
    /**
     * Delete a payment method.
     *
     * Deletes a payment method and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/paymentmethods/{id}` (`PaymentMethods_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["PaymentMethods_delete"]>, options?: RequestOptions): Outcome<M, operations["PaymentMethods_delete"]>;
  };
  /**
   * Price tables and the default price table.
   */
  readonly prices: {
    /**
     * Create a price table.
     *
     * Creates a price table and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * `is_default` true makes the table the preset one, as in v1.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/prices` (`Prices_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Prices_create"]>, options?: RequestOptions): Outcome<M, operations["Prices_create"]>;
    /**
     * Find a price table.
     *
     * Finds one of the price tables and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/prices/find` (`Prices_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Prices_find"]>, options?: RequestOptions): Outcome<M, operations["Prices_find"], null>;
    /**
     * Update a price table.
     *
     * Updates a price table and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * `is_default` true makes the table the preset one, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/prices/{id}` (`Prices_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Prices_update"]>, options?: RequestOptions): Outcome<M, operations["Prices_update"]>;
    /**
     * Delete a price table.
     *
     * Deletes a price table and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * The default price table cannot be deleted, as in v1.
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/prices/{id}` (`Prices_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Prices_delete"]>, options?: RequestOptions): Outcome<M, operations["Prices_delete"]>;
  };
  /**
   * Document series, their communication to the tax authority (ATCUD) and the check that a series is communicated for a document type.
   */
  readonly series: {
    /**
     * Create a series.
     *
     * Creates a series and answers the record with `201`. Series are always of type `Normal`. The description and `valid_until` follow v1's rules (letters, digits and `.`, `_`, `-` only; not earlier than the current year).
     *
     * **Inferred:** v2 takes none of v1's `assign_to_all`, `assign_as_default`, `communicate` and `communicate_documents_types` (the migration notes remove them), so a series created here is assigned to every document type, as v1's `assign_to_all` does, and becomes the preset series of none: documents name it (`serie`, `serie_id`). Communicate it with `POST /administration/series/{id}/communicate`.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`.
     *
     * `POST /administration/series` (`Series_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Series_create"]>, options?: RequestOptions): Outcome<M, operations["Series_create"]>;
    /**
     * Find a series.
     *
     * Finds one of the series and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/series/find` (`Series_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Series_find"]>, options?: RequestOptions): Outcome<M, operations["Series_find"], null>;
    /**
     * Update a series.
     *
     * Updates a series and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`; `404` when the record does not exist.
     *
     * `PUT /administration/series/{id}` (`Series_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Series_update"]>, options?: RequestOptions): Outcome<M, operations["Series_update"]>;
    /**
     * Delete a series.
     *
     * Deletes a series and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * A series is in use once a document was issued in it.
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/series/{id}` (`Series_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Series_delete"]>, options?: RequestOptions): Outcome<M, operations["Series_delete"]>;
    /**
     * Check a series' communication for a document type.
     *
     * Checks that the series is communicated to the tax authority for a document type (it has
     * the type's ATCUD validation code, so documents of that type can be finished in it) and
     * answers `true`. A series not communicated for the type is refused (400) with "A série não
     * se encontra comunicada no tipo de documento introduzido". **Inferred:** the refusal is
     * `document.serie.not_communicated` (what finishing a document in that series answers), in
     * the evidence's words; a series not assigned to the type is not communicated for it; an
     * unknown document type is refused as `document_type.not_found`; `404` when the series does
     * not exist. Writes nothing.
     *
     * `POST /administration/series/{id}/check_communication` (`Series_checkCommunication`). Reads: retried freely.
     */
    checkCommunication(id: PathId, body: BodyOf<operations["Series_checkCommunication"]>, options?: RequestOptions): Outcome<M, operations["Series_checkCommunication"]>;
    /**
     * Communicate a series to the tax authority.
     *
     * Communicates the series to the tax authority for every document type it is assigned to
     * that has no ATCUD yet, and answers `true`; check the result per type with
     * `check_communication`. The rules are v1's (`series/{id}/communicate`): refused (400) when
     * the series is inactive or expired, the tax-authority web-service user is not configured,
     * every type is already communicated, or the tax authority refused the communication (the
     * code gives its reason).
     *
     * `POST /administration/series/{id}/communicate` (`Series_communicate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    communicate(id: PathId, body?: BodyOf<operations["Series_communicate"]>, options?: RequestOptions): Outcome<M, operations["Series_communicate"]>;
  };
  /**
   * Shipping modes of goods; the only table v2 lists.
   */
  readonly shippingModes: {
    /**
     * Create a shipping mode.
     *
     * Creates a shipping mode and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/shippingmodes` (`ShippingModes_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["ShippingModes_create"]>, options?: RequestOptions): Outcome<M, operations["ShippingModes_create"]>;
    /**
     * Find a shipping mode.
     *
     * Finds one of the shipping modes and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/shippingmodes/find` (`ShippingModes_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["ShippingModes_find"]>, options?: RequestOptions): Outcome<M, operations["ShippingModes_find"], null>;
    /**
     * List shipping modes.
     *
     * Lists the shipping modes by ascending ID and answers them as a bare JSON array: the only
     * list of v2. `active` filters them as v1's lists do: `true` (the default) active ones,
     * `false` inactive ones, `All` every one. **Inferred:** not paged: the table is small, and
     * every record is answered at once (at most 1000), as v1's administration lists are.
     *
     * `POST /administration/shippingmodes/list` (`ShippingModes_list`). Reads: retried freely.
     */
    list(body: BodyOf<operations["ShippingModes_list"]>, options?: RequestOptions): Outcome<M, operations["ShippingModes_list"]>;
    /**
     * Update a shipping mode.
     *
     * Updates a shipping mode and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/shippingmodes/{id}` (`ShippingModes_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["ShippingModes_update"]>, options?: RequestOptions): Outcome<M, operations["ShippingModes_update"]>;
    /**
     * Delete a shipping mode.
     *
     * Deletes a shipping mode and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/shippingmodes/{id}` (`ShippingModes_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["ShippingModes_delete"]>, options?: RequestOptions): Outcome<M, operations["ShippingModes_delete"]>;
  };
  /**
   * Units of measure of items.
   */
  readonly units: {
    /**
     * Create a unit.
     *
     * Creates a unit and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Items accept the unit's ID, name or symbol.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description or the symbol is already registered.
     *
     * `POST /administration/units` (`Units_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Units_create"]>, options?: RequestOptions): Outcome<M, operations["Units_create"]>;
    /**
     * Find a unit.
     *
     * Finds one of the units and answers it: a record matches when its ID equals `value` or when the description or the symbol contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/units/find` (`Units_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Units_find"]>, options?: RequestOptions): Outcome<M, operations["Units_find"], null>;
    /**
     * Update a unit.
     *
     * Updates a unit and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Items accept the unit's ID, name or symbol.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description or the symbol is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/units/{id}` (`Units_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Units_update"]>, options?: RequestOptions): Outcome<M, operations["Units_update"]>;
    /**
     * Delete a unit.
     *
     * Deletes a unit and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * A unit is in use once an item refers to it, as in v1.
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/units/{id}` (`Units_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Units_delete"]>, options?: RequestOptions): Outcome<M, operations["Units_delete"]>;
  };
  /**
   * VAT rates per SAF-T fiscal region.
   */
  readonly vatRates: {
    /**
     * Create a VAT rate.
     *
     * Creates a VAT rate and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID, as in v1.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `tax` is already registered in its `saft_region`.
     *
     * `POST /administration/vatrates` (`VatRates_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["VatRates_create"]>, options?: RequestOptions): Outcome<M, operations["VatRates_create"]>;
    /**
     * Find a VAT rate.
     *
     * Finds one of the VAT rates and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/vatrates/find` (`VatRates_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["VatRates_find"]>, options?: RequestOptions): Outcome<M, operations["VatRates_find"], null>;
    /**
     * Update a VAT rate.
     *
     * Updates a VAT rate and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `tax` is already registered in its `saft_region`; `404` when the record does not exist.
     *
     * `PUT /administration/vatrates/{id}` (`VatRates_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["VatRates_update"]>, options?: RequestOptions): Outcome<M, operations["VatRates_update"]>;
    /**
     * Delete a VAT rate.
     *
     * Deletes a VAT rate and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/vatrates/{id}` (`VatRates_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["VatRates_delete"]>, options?: RequestOptions): Outcome<M, operations["VatRates_delete"]>;
  };
  /**
   * Vehicles used on transport guides.
   */
  readonly vehicles: {
    /**
     * Create a vehicle.
     *
     * Creates a vehicle and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Mixed `vehicle` fields of sales accept the plate or the name instead of the ID.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the name or the license plate is already registered.
     *
     * `POST /administration/vehicles` (`Vehicles_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Vehicles_create"]>, options?: RequestOptions): Outcome<M, operations["Vehicles_create"]>;
    /**
     * Find a vehicle.
     *
     * Finds one of the vehicles and answers it: a record matches when its ID equals `value` or when the name or the license plate contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/vehicles/find` (`Vehicles_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Vehicles_find"]>, options?: RequestOptions): Outcome<M, operations["Vehicles_find"], null>;
    /**
     * Update a vehicle.
     *
     * Updates a vehicle and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Mixed `vehicle` fields of sales accept the plate or the name instead of the ID.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the name or the license plate is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/vehicles/{id}` (`Vehicles_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Vehicles_update"]>, options?: RequestOptions): Outcome<M, operations["Vehicles_update"]>;
    /**
     * Delete a vehicle.
     *
     * Deletes a vehicle and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/vehicles/{id}` (`Vehicles_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Vehicles_delete"]>, options?: RequestOptions): Outcome<M, operations["Vehicles_delete"]>;
  };
  /**
   * Warehouses where stock is kept.
   */
  readonly warehouses: {
    /**
     * Create a warehouse.
     *
     * Creates a warehouse and answers the record with `201`. The record is created active unless `active` is sent.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is badly filled; the description is already registered.
     *
     * `POST /administration/warehouses` (`Warehouses_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Warehouses_create"]>, options?: RequestOptions): Outcome<M, operations["Warehouses_create"]>;
    /**
     * Find a warehouse.
     *
     * Finds one of the warehouses and answers it: a record matches when its ID equals `value` or when the description contains `value` (regardless of case), active or not, as v1's find searches; `404` when none matches.
     *
     * **Inferred:** where several match, an exact match (the ID, or the whole text) wins over a partial one, and among equals the lowest ID.
     *
     * `POST /administration/warehouses/find` (`Warehouses_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Warehouses_find"]>, options?: RequestOptions): Outcome<M, operations["Warehouses_find"], null>;
    /**
     * Update a warehouse.
     *
     * Updates a warehouse and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents). An optional field left out keeps its stored value; one sent as an empty string is cleared, as in v1.
     *
     * Refused (400) when: a required field is missing or a field is badly filled; the description is already registered; `404` when the record does not exist.
     *
     * `PUT /administration/warehouses/{id}` (`Warehouses_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Warehouses_update"]>, options?: RequestOptions): Outcome<M, operations["Warehouses_update"]>;
    /**
     * Delete a warehouse.
     *
     * Deletes a warehouse and answers `true`. A record that was ever used cannot be deleted (400 `administration.record.in_use`); deactivate it instead (`active` false on update).
     *
     * `404` when the record does not exist.
     *
     * `DELETE /administration/warehouses/{id}` (`Warehouses_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Warehouses_delete"]>, options?: RequestOptions): Outcome<M, operations["Warehouses_delete"]>;
  };
  /**
   * Customers: create, update, delete and find one.
   */
  readonly customers: {
    /**
     * Create a customer.
     *
     * Creates a customer and answers it with `201`. The customer is created active. The fields
     * and their rules are v1's (`customers/create`), with `other_contacts` for `contact`.
     *
     * Refused (400) when: a required field is missing (the message names it) or a field is
     * badly filled; the tax number is not a valid Portuguese NIF for a customer in Portugal or
     * is already registered; the code is already registered; a currency, payment method,
     * payment condition, shipping mode, price table, employee or VAT exemption named is unknown.
     *
     * `POST /customers` (`Customers_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Customers_create"]>, options?: RequestOptions): Outcome<M, operations["Customers_create"]>;
    /**
     * Find a customer.
     *
     * Finds one customer by ID, code, name, e-mail, tax number or mobile, as v1's
     * `customers/find` searches (exactly for ID, Vat Number and Mobile, partly for Code, Name
     * and Email), and answers it; `404` when none matches.
     *
     * `POST /customers/find` (`Customers_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Customers_find"]>, options?: RequestOptions): Outcome<M, operations["Customers_find"], null>;
    /**
     * Update a customer.
     *
     * Updates a customer and answers the updated record. The fields and rules are v1's
     * (`customers/{id}/update`): code, name and tax number cannot change once locked
     * (`code_blocked`, `name_blocked`, `vat_number_blocked`: the customer is on a finished
     * document); an empty or `999999990` tax number may still be filled in.
     *
     * `PUT /customers/{id}` (`Customers_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Customers_update"]>, options?: RequestOptions): Outcome<M, operations["Customers_update"]>;
    /**
     * Delete a customer.
     *
     * Deletes a customer and answers `true`. Refused (400) once the customer was used on a document.
     *
     * `DELETE /customers/{id}` (`Customers_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Customers_delete"]>, options?: RequestOptions): Outcome<M, operations["Customers_delete"]>;
  };
  /**
   * Items (products and services) with their prices per price table, barcodes, minimum stock and image.
   */
  readonly items: {
    /**
     * Create an item.
     *
     * Creates an item and answers it with `201`. The item is created active. The fields, the
     * three content types and the rules are v1's (`items/create`): send `application/json`
     * without an image, or the same fields as `multipart/form-data` or
     * `application/x-www-form-urlencoded` plus `file` (a valid image, at most 3 MB; bracket
     * notation for array fields in the form encodings).
     *
     * Refused (400) when: a required field is missing (the message names it); the reference or
     * the description is already registered; the unit, VAT rate, VAT exemption, category, price
     * table or warehouse is unknown; a decimal has too many places; a VAT exemption other than
     * `M18` with a rate above 0%, or a 0% rate without an exemption reason; the image format is
     * invalid or the image is larger than 3 MB.
     *
     * `POST /items` (`Items_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Items_create"]>, options?: RequestOptions): Outcome<M, operations["Items_create"]>;
    /**
     * Find an item.
     *
     * Finds one item by ID, reference, description or barcode, as v1's `items/find` searches
     * (exactly for ID and Barcode, partly for Reference and Description), and answers it with
     * its total `stock` across all warehouses; `404` when none matches.
     *
     * `POST /items/find` (`Items_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Items_find"]>, options?: RequestOptions): Outcome<M, operations["Items_find"], null>;
    /**
     * Update an item.
     *
     * Updates an item and answers the updated record. Takes the fields of `POST /items` plus
     * `active`, in the same three content types (`file` replaces the image); lists sent
     * (`prices`, `barcodes`, `minimum_stock`) replace the stored ones, as in v1.
     *
     * Refused (400) as `POST /items` is, and when the reference or description is locked
     * (`reference_blocked`, `description_blocked`: the item is on a finished document); `404`
     * when the item does not exist.
     *
     * `PUT /items/{id}` (`Items_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Items_update"]>, options?: RequestOptions): Outcome<M, operations["Items_update"]>;
    /**
     * Delete an item.
     *
     * Deletes an item and answers `true`. Refused (400) when the item was used on a document.
     *
     * `DELETE /items/{id}` (`Items_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    readonly delete: {
      /**
       * Delete an item.
       *
       * Deletes an item and answers `true`. Refused (400) when the item was used on a document.
       *
       * `DELETE /items/{id}` (`Items_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      (id: PathId, body?: BodyOf<operations["Items_delete"]>, options?: RequestOptions): Outcome<M, operations["Items_delete"]>;
      /**
       * Delete the image of an item.
       *
       * Removes the item's image (`url_image` becomes null) and answers `true`; v1's
       * `items/{id}/delete_image`. Succeeds also when the item has no image, as in v1.
       *
       * `DELETE /items/{id}/image` (`Items_deleteImage`). Writes: sent with an Idempotency-Key, so its retries are safe.
       */
      image(id: PathId, body?: BodyOf<operations["Items_deleteImage"]>, options?: RequestOptions): Outcome<M, operations["Items_deleteImage"]>;
    };
  };
  /**
   * Customer receipts (Recibo de Cliente) paying the open balances of finished sales: drafts, finishing, cancellation, PDF, e-mail, SMS, digital signature and totals. The `{id}` in a path is the receipt ID.
   */
  readonly receipts: {
    /**
     * Create a receipt.
     *
     * Creates a receipt paying 1 to 100 finished sales of a customer, as a draft (`Rascunho`)
     * or finished (`Terminado`), and answers it with `201`. The fields and rules are v1's
     * (`receipts/create`), credit notes deducted included. Finishing a receipt that settles a
     * sale's open balance notifies that sale's `callback_url`.
     *
     * Refused (400; 403 for a missing permission or an expired plan) when:
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
     *
     * `POST /receipts` (`Receipts_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Receipts_create"]>, options?: RequestOptions): Outcome<M, operations["Receipts_create"]>;
    /**
     * Find a receipt.
     *
     * Finds one receipt by ID or by document number (e.g. `RC 2026/7`) and answers it; `404`
     * when none matches. **Inferred:** v1's `{value, search_in}`: the evidence names
     * `search_in` for customers, items and sales only.
     *
     * `POST /receipts/find` (`Receipts_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Receipts_find"]>, options?: RequestOptions): Outcome<M, operations["Receipts_find"], null>;
    /**
     * Compute a receipt's totals.
     *
     * Computes a receipt's totals without storing anything and answers them, with the line
     * checks of `POST /receipts`. **Inferred:** the answer is the object v1 answers in `data`.
     *
     * `POST /receipts/summary` (`Receipts_summary`). Reads: retried freely.
     */
    summary(body: BodyOf<operations["Receipts_summary"]>, options?: RequestOptions): Outcome<M, operations["Receipts_summary"]>;
    /**
     * Update a draft receipt.
     *
     * Updates a draft receipt with the fields of `POST /receipts` and answers it. As in v1, the
     * fields sent replace the stored ones and every field omitted keeps its stored value; the
     * lines sent replace the stored ones. Sending `status` `Terminado` finishes it: this is how
     * a receipt made by `POST /sales/{id}/receipt` is finished.
     *
     * Refused (400; 404 when the receipt does not exist) when:
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
     *
     * `PUT /receipts/{id}` (`Receipts_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Receipts_update"]>, options?: RequestOptions): Outcome<M, operations["Receipts_update"]>;
    /**
     * Delete a draft receipt.
     *
     * Deletes a draft receipt and answers `true`. Finished receipts are cancelled instead (400 `document.not_draft`).
     *
     * `DELETE /receipts/{id}` (`Receipts_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Receipts_delete"]>, options?: RequestOptions): Outcome<M, operations["Receipts_delete"]>;
    /**
     * Cancel a receipt.
     *
     * Cancels a finished receipt and answers the address of its PDF, marked as cancelled, as a
     * bare JSON string. `reason` is required, at least 15 characters; the open balances it
     * settled are reopened, as in v1. **Inferred:** the string is the address v1 answers in
     * `url_file`, as for sales.
     *
     * `PUT /receipts/{id}/cancel` (`Receipts_cancel`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    cancel(id: PathId, body: BodyOf<operations["Receipts_cancel"]>, options?: RequestOptions): Outcome<M, operations["Receipts_cancel"]>;
    /**
     * Download a receipt's PDF.
     *
     * Generates the PDF of a finished receipt and answers its address as a bare JSON string.
     * Settings not sent take the values previously saved on the receipt.
     *
     * **A signed document.** Once signed (`sign`, or `force_sign` / the type's automatic
     * signature on finishing), the download answers the signed PDF, byte for byte, every time,
     * and its address does not change. **Inferred** (the service does not say): the print options
     * of the request (`language`, `format`, margins, `issue`, ...) are then left aside, because
     * another rendering would be an unsigned copy of a signed document; the signed PDF is the
     * original as signed. Cancelling a signed document signs it again, as cancelled, and that PDF
     * is what downloads answer after it; the PDF signed before stays at its address, unchanged.
     *
     * Refused (400) when the receipt is a draft (`document.draft`).
     *
     * `POST /receipts/{id}/download` (`Receipts_download`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    download(id: PathId, body: BodyOf<operations["Receipts_download"]>, options?: RequestOptions): Outcome<M, operations["Receipts_download"]>;
    /**
     * E-mail a receipt.
     *
     * E-mails a finished receipt (its PDF attached, with up to 2 extra files) and answers
     * `true`. `subject` and `message` default to the account's templates.
     *
     * Refused (400) when:
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
    sendEmail(id: PathId, body: BodyOf<operations["Receipts_sendEmail"]>, options?: RequestOptions): Outcome<M, operations["Receipts_sendEmail"]>;
    /**
     * Text a receipt.
     *
     * Texts one recipient about a finished receipt and answers `true`. `to` is one recipient
     * (v1 takes a list); `message` defaults to the account's template.
     *
     * Refused (400) when:
     * - the document is a draft (`document.draft`);
     * - required fields missing; a recipient's name or mobile missing (`request.field.required`);
     * - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
     * - the sender name and identity document are not configured (`sms.sender.not_configured`);
     * - the sender name is not yet approved (`sms.sender.not_approved`);
     * - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
     *
     * `POST /receipts/{id}/send_sms` (`Receipts_sendSms`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendSms(id: PathId, body: BodyOf<operations["Receipts_sendSms"]>, options?: RequestOptions): Outcome<M, operations["Receipts_sendSms"]>;
    /**
     * Sign a receipt digitally.
     *
     * Signs the PDF of a finished receipt with the account's digital signature and answers the
     * signed PDF's address as a bare JSON string (`signed_at` is recorded on the receipt).
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
     * Refused (400) when:
     * - the document is a draft (`document.draft`);
     * - the document is already signed (`document.already_signed`);
     * - no valid digital-signature configuration (`signature.not_configured`);
     * - the account's certificate expired (`signature.certificate.expired`).
     *
     * `PUT /receipts/{id}/sign` (`Receipts_sign`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sign(id: PathId, body?: BodyOf<operations["Receipts_sign"]>, options?: RequestOptions): Outcome<M, operations["Receipts_sign"]>;
  };
  /**
   * Sales documents (Factura, Factura Recibo, Factura Simplificada, Nota de Crédito, Nota de Débito, Factura Pró-forma, Orçamento, Encomenda and guides): drafts, finishing, cancellation, corrective notes, receipts, PDF, e-mail, SMS, Multibanco and MB WAY payment, digital signature, totals and the paid callback. The `{id}` in a path is the sale ID.
   */
  readonly sales: {
    /**
     * Create a sale.
     *
     * Creates a sales document as a draft (`status` `Rascunho`) or finished (`Terminado`) and
     * answers it with `201`. The fields, defaults and rules are v1's (`sales/create`); `serie_id`
     * may name the series instead of `serie`, and `callback_url` asks for the paid callback.
     *
     * A finished document is numbered in its series, signed and, according to `force_print`,
     * `force_send_email`, `force_send_sms` and `force_sign` (or, when omitted, the document
     * type's settings), printed, e-mailed, texted and digitally signed. Clients also create a
     * draft and finish it with `PUT /sales/{id}` and `status` `Terminado`.
     *
     * Refused (400; 403 for a missing permission or an expired plan) when:
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
     * `POST /sales` (`Sales_create`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    create(body: BodyOf<operations["Sales_create"]>, options?: RequestOptions): Outcome<M, operations["Sales_create"]>;
    /**
     * Find a sale.
     *
     * Finds one document by ID or by document number (type initials, space, series, slash,
     * number, e.g. `FT 2026/12`) and answers it; `404` when none matches.
     *
     * `POST /sales/find` (`Sales_find`). Reads: retried freely. Answers `null` when nothing matches (404).
     */
    find(body: BodyOf<operations["Sales_find"]>, options?: RequestOptions): Outcome<M, operations["Sales_find"], null>;
    /**
     * Compute a sale's totals.
     *
     * Computes a document's totals without storing anything and answers them: send the lines
     * and pricing fields of `POST /sales` (the other fields may be sent and are ignored). What
     * summary refuses, `POST /sales` refuses with the same code, as in v1.
     * **Inferred:** the answer is the object v1 answers in `data`.
     *
     * `POST /sales/summary` (`Sales_summary`). Reads: retried freely.
     */
    summary(body: BodyOf<operations["Sales_summary"]>, options?: RequestOptions): Outcome<M, operations["Sales_summary"]>;
    /**
     * Update a draft sale.
     *
     * Updates a draft with the fields of `POST /sales` and answers the updated sale. As in v1
     * (`sales/{id}/update`), the fields sent replace the stored ones and every field omitted
     * keeps its stored value; only drafts can be updated, and sending `status` `Terminado`
     * finishes the draft with the effects of finishing on create.
     *
     * Refused (400; 404 when the sale does not exist) when:
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
     * `PUT /sales/{id}` (`Sales_update`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    update(id: PathId, body: BodyOf<operations["Sales_update"]>, options?: RequestOptions): Outcome<M, operations["Sales_update"]>;
    /**
     * Delete a draft sale.
     *
     * Deletes a draft and answers `true`. Finished documents are never deleted: cancel them instead (400 `document.not_draft`).
     *
     * `DELETE /sales/{id}` (`Sales_delete`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    delete(id: PathId, body?: BodyOf<operations["Sales_delete"]>, options?: RequestOptions): Outcome<M, operations["Sales_delete"]>;
    /**
     * Cancel a sale.
     *
     * Cancels a finished document and answers the address of its PDF, marked as cancelled, as
     * a bare JSON string. The cancellation rules are v1's (`sales/{id}/cancel`): `reason` of at
     * least 15 characters for billing documents and guides; no credit or debit note issued on
     * it; billing documents only on their issue date; not assigned to a receipt; guides only
     * before their transport starts. **Inferred:** the string is the address v1 answers in
     * `url_file` (the evidence shows a bare string).
     *
     * `PUT /sales/{id}/cancel` (`Sales_cancel`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    cancel(id: PathId, body: BodyOf<operations["Sales_cancel"]>, options?: RequestOptions): Outcome<M, operations["Sales_cancel"]>;
    /**
     * Create a credit note from a sale.
     *
     * Creates a draft credit note (`Nota de Crédito`) on a finished, not cancelled Factura,
     * Factura Recibo or Factura Simplificada, referring to it with its customer and lines, and
     * answers it with `201`; edit and finish it with `PUT /sales/{id}`. **Inferred:** it
     * answers the new record, as creates do, where v1 answers its ID.
     *
     * `POST /sales/{id}/credit_note` (`Sales_creditNote`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    creditNote(id: PathId, body?: BodyOf<operations["Sales_creditNote"]>, options?: RequestOptions): Outcome<M, operations["Sales_creditNote"]>;
    /**
     * Create a debit note from a sale.
     *
     * Creates a draft debit note (`Nota de Débito`) on a finished, not cancelled Factura,
     * Factura Recibo or Factura Simplificada, referring to it with its customer and lines, and
     * answers it with `201`. **Inferred:** it answers the new record, as creates do, where v1
     * answers its ID.
     *
     * `POST /sales/{id}/debit_note` (`Sales_debitNote`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    debitNote(id: PathId, body?: BodyOf<operations["Sales_debitNote"]>, options?: RequestOptions): Outcome<M, operations["Sales_debitNote"]>;
    /**
     * Download a sale's PDF.
     *
     * Generates the PDF of a finished document and answers its address as a bare JSON string
     * (the evidence: some clients also accept `{url}` or `{url_file}`; this server answers the
     * string). Settings not sent take the values previously saved on the document; `issue`
     * defaults to `2ª via` (second copy).
     *
     * **A signed document.** Once signed (`sign`, or `force_sign` / the type's automatic
     * signature on finishing), the download answers the signed PDF, byte for byte, every time,
     * and its address does not change. **Inferred** (the service does not say): the print options
     * of the request (`language`, `format`, margins, `issue`, ...) are then left aside, because
     * another rendering would be an unsigned copy of a signed document; the signed PDF is the
     * original as signed. Cancelling a signed document signs it again, as cancelled, and that PDF
     * is what downloads answer after it; the PDF signed before stays at its address, unchanged.
     *
     * Refused (400) when the document is a draft (`document.draft`) or a field is badly filled.
     *
     * `POST /sales/{id}/download` (`Sales_download`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    download(id: PathId, body: BodyOf<operations["Sales_download"]>, options?: RequestOptions): Outcome<M, operations["Sales_download"]>;
    /**
     * Duplicate a sale.
     *
     * Creates a new document of the type given in `document_type` with the customer, lines and
     * conditions of a finished (or cancelled) document, and answers it with `201`. As in v1,
     * the new document is a draft dated today, in the preset series of its type.
     * **Inferred:** it answers the new record, as creates do, where v1 answers its ID.
     *
     * `POST /sales/{id}/duplicate` (`Sales_duplicate`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    duplicate(id: PathId, body: BodyOf<operations["Sales_duplicate"]>, options?: RequestOptions): Outcome<M, operations["Sales_duplicate"]>;
    /**
     * Generate a Multibanco reference.
     *
     * Generates a Multibanco payment reference for a finished, not cancelled Factura, Factura
     * Pró-forma, Encomenda or Orçamento, stores it on the document (`mb_entity`,
     * `mb_sub_entity`, `mb_reference`) and answers it. The reference pays exactly the
     * document's `grand_total`; once paid, the sale's `callback_url` is notified.
     * **Inferred:** the answer is the object v1 answers in `data`.
     *
     * Refused (400) as v1's `sales/{id}/generate_mbref`: the document type is not allowed or
     * the document is a draft or cancelled; a reference already exists; no Multibanco
     * configuration on the account; a total below 1.00 or above 999999.99 EUR.
     *
     * `PUT /sales/{id}/generate_mbref` (`Sales_generateMbref`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    generateMbref(id: PathId, body?: BodyOf<operations["Sales_generateMbref"]>, options?: RequestOptions): Outcome<M, operations["Sales_generateMbref"]>;
    /**
     * Generate an MB WAY payment link.
     *
     * Generates an MB WAY payment link for a finished, not cancelled Factura, Factura
     * Pró-forma, Encomenda or Orçamento, stores it on the document (`mbway_link`) and answers
     * it as a bare JSON string; calling it again answers the stored link. Once paid, the sale's
     * `callback_url` is notified. **Inferred:** the string is the link v1 answers in
     * `mbway_link`, bare as `download`'s address is.
     *
     * Refused (400) when the document type is not allowed, the document is a draft or
     * cancelled, or the account has no MB WAY configuration.
     *
     * `PUT /sales/{id}/generate_mbway` (`Sales_generateMbway`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    generateMbway(id: PathId, body?: BodyOf<operations["Sales_generateMbway"]>, options?: RequestOptions): Outcome<M, operations["Sales_generateMbway"]>;
    /**
     * Create a receipt from a sale.
     *
     * Creates a draft receipt (`Recibo de Cliente`) for the open balance of a finished, not
     * cancelled Factura and answers it with `201`; finish it with `PUT /receipts/{id}`.
     * **Inferred:** it answers the new receipt, as creates do, where v1 answers its ID.
     *
     * Refused (400) when: the `Recibo de Cliente` type is unknown or inactive; the document is
     * not a finished Factura; it has no open balance.
     *
     * `POST /sales/{id}/receipt` (`Sales_receipt`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    receipt(id: PathId, body?: BodyOf<operations["Sales_receipt"]>, options?: RequestOptions): Outcome<M, operations["Sales_receipt"]>;
    /**
     * E-mail a sale.
     *
     * E-mails a finished document (its PDF attached, with up to 2 extra files) and answers
     * `true`. `subject` and `message` default to the account's templates.
     *
     * Refused (400) when:
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
    sendEmail(id: PathId, body: BodyOf<operations["Sales_sendEmail"]>, options?: RequestOptions): Outcome<M, operations["Sales_sendEmail"]>;
    /**
     * Text a sale.
     *
     * Texts one recipient about a finished document and answers `true`. `to` is one recipient
     * (v1 takes a list); `message` defaults to the account's template. Requires a configured
     * and approved sender name and an SMS credit.
     *
     * Refused (400) when:
     * - the document is a draft (`document.draft`);
     * - required fields missing; a recipient's name or mobile missing (`request.field.required`);
     * - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
     * - the sender name and identity document are not configured (`sms.sender.not_configured`);
     * - the sender name is not yet approved (`sms.sender.not_approved`);
     * - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
     *
     * `POST /sales/{id}/send_sms` (`Sales_sendSms`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sendSms(id: PathId, body: BodyOf<operations["Sales_sendSms"]>, options?: RequestOptions): Outcome<M, operations["Sales_sendSms"]>;
    /**
     * Sign a sale digitally.
     *
     * Signs the PDF of a finished document with the account's digital signature and answers
     * the signed PDF's address as a bare JSON string (`signed_at` is recorded on the sale).
     * **Inferred:** the string is the address v1 answers in `url_file`.
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
     * Refused (400) when:
     * - the document is a draft (`document.draft`);
     * - the document is already signed (`document.already_signed`);
     * - no valid digital-signature configuration (`signature.not_configured`);
     * - the account's certificate expired (`signature.certificate.expired`).
     *
     * `PUT /sales/{id}/sign` (`Sales_sign`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    sign(id: PathId, body?: BodyOf<operations["Sales_sign"]>, options?: RequestOptions): Outcome<M, operations["Sales_sign"]>;
  };
}
