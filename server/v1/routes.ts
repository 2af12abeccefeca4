// The v1 route table: one entry per operation of generated/types/v1.ts (tsc enforces it).
import type { operations } from "../../generated/types/v1.ts";
import { readOnlyOperations, runtimeRoutes, type Handlers } from "../http/typed-routes.ts";
import { customerRoutes } from "./customers.ts";
import { itemRoutes } from "./items.ts";
import { saleRoutes } from "./sales.ts";
import { receiptRoutes } from "./receipts.ts";
import { bookingRoutes } from "./bookings.ts";
import { administrationRoutes } from "./administration.ts";

const table: Handlers<operations> = {
  ...customerRoutes,
  ...itemRoutes,
  ...saleRoutes,
  ...receiptRoutes,
  ...bookingRoutes,
  ...administrationRoutes,
};

export const v1Routes = runtimeRoutes(table);

/** Operations that write nothing (finds, lists, summaries): no transaction of their own (Store.read). */
export const v1ReadOnly = readOnlyOperations<operations>([
  "Administration_all",
  "Bookings_checkAvailability",
  "Bookings_find",
  "Bookings_list",
  "Bookings_summary",
  "Categories_find",
  "Categories_list",
  "Currencies_find",
  "Currencies_list",
  "Customers_accountsOpen",
  "Customers_allAccountsOpen",
  "Customers_find",
  "Customers_list",
  "DocumentTypes_find",
  "DocumentTypes_list",
  "Employees_find",
  "Employees_list",
  "Items_find",
  "Items_list",
  "Items_stockActual",
  "Locations_find",
  "Locations_list",
  "PaymentConditions_find",
  "PaymentConditions_list",
  "PaymentMethods_find",
  "PaymentMethods_list",
  "Prices_find",
  "Prices_list",
  "Receipts_find",
  "Receipts_list",
  "Receipts_summary",
  "Sales_find",
  "Sales_list",
  "Sales_summary",
  "Series_byDocumentType",
  "Series_find",
  "Series_list",
  "ShippingModes_find",
  "ShippingModes_list",
  "Units_find",
  "Units_list",
  "VatRates_find",
  "VatRates_list",
  "Vehicles_find",
  "Vehicles_list",
  "Warehouses_find",
  "Warehouses_list",
]);
