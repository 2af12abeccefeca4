// v2 administration tables: create, update, delete and find one of each table under
// /administration (locations included, which v1 keeps under /subscription), over v1's input
// mappers and records; shipping modes keep a list, series their communication and v2's check
// that a series is communicated for a document type. The four operations every table shares
// come from one factory.
import type { components, operations } from "../../../generated/types/v2.ts";
import type {
  CategoriesHandlers,
  CurrenciesHandlers,
  EmployeesHandlers,
  LocationsHandlers,
  PaymentConditionsHandlers,
  PaymentMethodsHandlers,
  PricesHandlers,
  SeriesHandlers,
  ShippingModesHandlers,
  UnitsHandlers,
  VatRatesHandlers,
  VehiclesHandlers,
  WarehousesHandlers,
} from "../../../generated/types/v2-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { mixed } from "../../http/wire.ts";
import { fieldsOf } from "../../http/v2/bodies.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { MasterRecord, MasterTable } from "./records.ts";
import {
  createRecord,
  deleteRecord,
  findRecord,
  listRecords,
  updateRecord,
  type CommonInput,
  type TableDef,
} from "./table.ts";
import {
  PAYMENT_CONDITIONS,
  PAYMENT_METHODS,
  PRICES,
  SHIPPING_MODES,
  UNITS,
  VEHICLES,
  WAREHOUSES,
} from "./descriptive-tables.ts";
import { CATEGORIES } from "./categories.ts";
import { EMPLOYEES } from "./employees.ts";
import { CURRENCIES } from "./currencies.ts";
import { VAT_RATES } from "./vat-rates.ts";
import { LOCATIONS } from "./locations.ts";
import { SERIES, createSerie } from "./series.ts";
import { checkSerieCommunicated, communicateSerie } from "./series-communication.ts";
import {
  categoryInput,
  currencyInput,
  employeeInput,
  locationInput,
  paymentConditionInput,
  paymentMethodCreateInput,
  paymentMethodUpdateInput,
  priceInput,
  serieInput,
  shippingModeInput,
  unitInput,
  vatRateInput,
  vehicleInput,
  warehouseInput,
} from "./v1.ts";
import {
  categoryOut,
  currencyOut,
  employeeOut,
  locationOut,
  paymentConditionOut,
  paymentMethodOut,
  priceOut,
  serieOut,
  shippingModeOut,
  unitOut,
  vatRateOut,
  vehicleOut,
  warehouseOut,
} from "../../http/v1/records.ts";

type S = components["schemas"];
type Ops = Handlers<operations>;

/** The four operations of one table: create, update, delete and find one. */
function table<T extends MasterTable, I extends CommonInput, C, U, O>(
  def: TableDef<T, I>,
  create: (body: C) => I,
  update: (body: U) => I,
  out: (row: MasterRecord<T>) => O,
) {
  return {
    create: async ({ body, ctx }: { body: C; ctx: Ctx }) => out(await createRecord(ctx, def, create(body))),
    update: async ({ body, params, ctx }: { body: U; params: { id: string }; ctx: Ctx }) =>
      out(await updateRecord(ctx, def, Number(params.id), update(body))),
    delete: async ({ params, ctx }: { params: { id: string }; ctx: Ctx }) => {
      await deleteRecord(ctx, def, Number(params.id));
      return true as const;
    },
    find: async ({ body, ctx }: { body: S["AdministrationFindRequest"]; ctx: Ctx }) =>
      out(await findRecord(ctx, def, body.value)),
  };
}

const warehouses = table(WAREHOUSES, warehouseInput, warehouseInput, warehouseOut);
const categories = table(CATEGORIES, categoryInput, categoryInput, categoryOut);
const employees = table(EMPLOYEES, employeeInput, employeeInput, employeeOut);
const paymentConditions = table(PAYMENT_CONDITIONS, paymentConditionInput, paymentConditionInput, paymentConditionOut);
const paymentMethods = table(PAYMENT_METHODS, paymentMethodCreateInput, paymentMethodUpdateInput, paymentMethodOut);
const shippingModes = table(SHIPPING_MODES, shippingModeInput, shippingModeInput, shippingModeOut);
const currencies = table(CURRENCIES, currencyInput, currencyInput, currencyOut);
const prices = table(PRICES, priceInput, priceInput, priceOut);
const vatRates = table(VAT_RATES, vatRateInput, vatRateInput, vatRateOut);
const vehicles = table(VEHICLES, vehicleInput, vehicleInput, vehicleOut);
const units = table(UNITS, unitInput, unitInput, unitOut);
const locations = table(LOCATIONS, locationInput, locationInput, locationOut);
const series = table(SERIES, serieInput, serieInput, serieOut);

/** Shipping modes by active state, as v1's lists filter them (true, the default, false or All). */
function activeFilter(value: S["ShippingModeListRequest"]["active"]): boolean | "All" {
  if (value === undefined || value === "All") return value ?? true;
  return value === true || value === "true";
}

type AdministrationOps = CategoriesHandlers<Ops> &
  CurrenciesHandlers<Ops> &
  EmployeesHandlers<Ops> &
  LocationsHandlers<Ops> &
  PaymentConditionsHandlers<Ops> &
  PaymentMethodsHandlers<Ops> &
  PricesHandlers<Ops> &
  SeriesHandlers<Ops> &
  ShippingModesHandlers<Ops> &
  UnitsHandlers<Ops> &
  VatRatesHandlers<Ops> &
  VehiclesHandlers<Ops> &
  WarehousesHandlers<Ops>;

export const administrationRoutes: AdministrationOps = {
  Warehouses_create: warehouses.create,
  Warehouses_update: warehouses.update,
  Warehouses_delete: warehouses.delete,
  Warehouses_find: warehouses.find,

  Categories_create: categories.create,
  Categories_update: categories.update,
  Categories_delete: categories.delete,
  Categories_find: categories.find,

  Employees_create: employees.create,
  Employees_update: employees.update,
  Employees_delete: employees.delete,
  Employees_find: employees.find,

  PaymentConditions_create: paymentConditions.create,
  PaymentConditions_update: paymentConditions.update,
  PaymentConditions_delete: paymentConditions.delete,
  PaymentConditions_find: paymentConditions.find,

  PaymentMethods_create: paymentMethods.create,
  PaymentMethods_update: paymentMethods.update,
  PaymentMethods_delete: paymentMethods.delete,
  PaymentMethods_find: paymentMethods.find,

  ShippingModes_create: shippingModes.create,
  ShippingModes_update: shippingModes.update,
  ShippingModes_delete: shippingModes.delete,
  ShippingModes_find: shippingModes.find,
  async ShippingModes_list({ body, ctx }) {
    return (await listRecords(ctx, "shipping_modes", activeFilter(fieldsOf(body).active))).map(shippingModeOut);
  },

  Currencies_create: currencies.create,
  Currencies_update: currencies.update,
  Currencies_delete: currencies.delete,
  Currencies_find: currencies.find,

  Prices_create: prices.create,
  Prices_update: prices.update,
  Prices_delete: prices.delete,
  Prices_find: prices.find,

  VatRates_create: vatRates.create,
  VatRates_update: vatRates.update,
  VatRates_delete: vatRates.delete,
  VatRates_find: vatRates.find,

  Vehicles_create: vehicles.create,
  Vehicles_update: vehicles.update,
  Vehicles_delete: vehicles.delete,
  Vehicles_find: vehicles.find,

  Units_create: units.create,
  Units_update: units.update,
  Units_delete: units.delete,
  Units_find: units.find,

  Locations_create: locations.create,
  Locations_update: locations.update,
  Locations_delete: locations.delete,
  Locations_find: locations.find,

  // v2 takes none of v1's assignment and communication fields: a series is assigned to every
  // document type, as v1's assign_to_all does, and becomes the preset series of none.
  async Series_create({ body, ctx }) {
    return serieOut(await createSerie(ctx, serieInput(body), { assignToAll: true, assignAsDefault: false }));
  },
  Series_update: series.update,
  Series_delete: series.delete,
  Series_find: series.find,
  async Series_communicate({ params, ctx }) {
    await communicateSerie(ctx, Number(params.id));
    return true;
  },
  async Series_checkCommunication({ body, params, ctx }) {
    await checkSerieCommunicated(ctx, Number(params.id), mixed(body.document_type) ?? "");
    return true;
  },
};
