// v1 administration tables: wire <-> domain for the tables under /administration and
// /subscription/locations, series and their communication, document types and
// /administration/all. The five operations every table shares come from one factory.
import type { components, operations } from "../../../generated/types/v1.ts";
import type {
  AdministrationHandlers,
  CategoriesHandlers,
  CurrenciesHandlers,
  DocumentTypesHandlers,
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
} from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { bool, decimal, int, mixed, text } from "../../http/wire.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { MasterRecord, MasterTable } from "./records.ts";
import {
  createRecord,
  deleteRecord,
  findRecords,
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
import { SERIES, createSerie, seriesOfDocumentType } from "./series.ts";
import { communicateDocumentTypeSerie, communicateSerie } from "./series-communication.ts";
import {
  DOCUMENT_TYPES,
  documentTypeView,
  getDocumentType,
  updateDocumentType,
  type DocumentTypeInput,
} from "./document-types.ts";
import { allTables, deniedOperations, type AllTable } from "./all.ts";
import { COUNTRIES } from "../../kernel/countries-table.ts";
import { VAT_EXEMPTIONS } from "../../kernel/vat-exemptions.ts";
import {
  categoryOut,
  countryOut,
  currencyOut,
  documentTypeOut,
  employeeOut,
  locationOut,
  paymentConditionOut,
  paymentMethodOut,
  priceOut,
  serieOut,
  shippingModeOut,
  unitOut,
  vatExemptionOut,
  vatRateOut,
  vehicleOut,
  warehouseOut,
} from "../../http/v1/records.ts";

type S = components["schemas"];
type Ops = Handlers<operations>;
/** A request body without its credentials: the input mappers below serve v2 too, which sends the same fields. */
type In<N extends keyof S> = Omit<S[N], "api_token">;

/** An integer field where an empty string clears the stored value. */
function intOrClear(value: string | number | null | undefined): number | null | undefined {
  if (value === "") return null;
  return int(value);
}

function activeFilter(value: S["ActiveFilter"] | undefined): boolean | "All" {
  if (value === undefined || value === "All") return value ?? true;
  return value === true || value === "true";
}

export function common(body: { active?: S["BooleanInput"]; is_default?: S["BooleanInput"] }): CommonInput {
  return { active: bool(body.active), isDefault: bool(body.is_default) };
}

/** The five operations of one table: create, update, delete, find and list. */
function table<T extends MasterTable, I extends CommonInput, C, U, O>(
  def: TableDef<T, I>,
  create: (body: C) => I,
  update: (body: U) => I,
  out: (row: MasterRecord<T>) => O,
) {
  return {
    create: async ({ body, ctx }: { body: C; ctx: Ctx }) => ({
      status: true as const,
      data: out(await createRecord(ctx, def, create(body))),
    }),
    update: async ({ body, params, ctx }: { body: U; params: { id: string }; ctx: Ctx }) => ({
      status: true as const,
      data: out(await updateRecord(ctx, def, Number(params.id), update(body))),
    }),
    delete: async ({ params, ctx }: { params: { id: string }; ctx: Ctx }) => {
      await deleteRecord(ctx, def, Number(params.id));
      return { status: true as const };
    },
    find: async ({ body, ctx }: { body: S["AdministrationFindRequest"]; ctx: Ctx }) => ({
      status: true as const,
      data: (await findRecords(ctx, def, body.value)).map(out),
    }),
    list: async ({ body, ctx }: { body: S["AdministrationListRequest"]; ctx: Ctx }) => ({
      status: true as const,
      data: (await listRecords(ctx, def.table, activeFilter(body.active))).map(out),
    }),
  };
}

export const warehouseInput = (b: In<"WarehouseRequest">) => ({ description: b.description, ...common(b) });
const warehouses = table(WAREHOUSES, warehouseInput, warehouseInput, warehouseOut);

export const categoryInput = (b: In<"CategoryRequest">) => ({
  description: b.description,
  parentId: intOrClear(b.category_id),
  ...common(b),
});
const categories = table(CATEGORIES, categoryInput, categoryInput, categoryOut);

export const employeeInput = (b: In<"EmployeeRequest">) => ({
  name: b.name,
  country: text(b.country),
  address: text(b.address),
  city: text(b.city),
  postalCode: text(b.postal_code),
  email: text(b.email),
  telephone: text(b.telephone),
  mobile: text(b.mobile),
  bankNumber: text(b.bank_number),
  isSalesman: bool(b.is_salesman),
  ...common(b),
});
const employees = table(EMPLOYEES, employeeInput, employeeInput, employeeOut);

export const paymentConditionInput = (b: In<"PaymentConditionRequest">) => ({
  description: b.description,
  descriptionEnglish: text(b.description_english),
  days: intOrClear(b.days),
  ...common(b),
});
const paymentConditions = table(PAYMENT_CONDITIONS, paymentConditionInput, paymentConditionInput, paymentConditionOut);

export const paymentMethodCreateInput = (b: In<"PaymentMethodCreateRequest">) => ({
  description: b.description,
  descriptionEnglish: text(b.description_english),
  ...common(b),
});
export const paymentMethodUpdateInput = (b: In<"PaymentMethodUpdateRequest">) => ({
  description: b.description,
  descriptionEnglish: text(b.description_english),
  saftInitials: text(b.saft_initials),
  ...common(b),
});
const paymentMethods = table(PAYMENT_METHODS, paymentMethodCreateInput, paymentMethodUpdateInput, paymentMethodOut);

export const shippingModeInput = (b: In<"ShippingModeRequest">) => ({
  description: b.description,
  descriptionEnglish: text(b.description_english),
  ...common(b),
});
const shippingModes = table(SHIPPING_MODES, shippingModeInput, shippingModeInput, shippingModeOut);

export const currencyInput = (b: In<"CurrencyRequest">) => ({
  description: b.description,
  symbol: b.symbol,
  codeIso: b.code_iso,
  exchangeSale: decimal(b.exchange_sale, "exchange_sale", 5),
  ...common(b),
});
const currencies = table(CURRENCIES, currencyInput, currencyInput, currencyOut);

export const priceInput = (b: In<"PriceRequest">) => ({ description: b.description, ...common(b) });
const prices = table(PRICES, priceInput, priceInput, priceOut);

export const vatRateInput = (b: In<"VatRateRequest">) => ({
  description: b.description,
  tax: decimal(b.tax, "tax", 2),
  type: b.type,
  saftRegion: b.saft_region,
  ...common(b),
});
const vatRates = table(VAT_RATES, vatRateInput, vatRateInput, vatRateOut);

export const vehicleInput = (b: In<"VehicleRequest">) => ({
  name: b.name,
  licensePlate: b.license_plate,
  ...common(b),
});
const vehicles = table(VEHICLES, vehicleInput, vehicleInput, vehicleOut);

export const unitInput = (b: In<"UnitRequest">) => ({ description: b.description, symbol: b.symbol, ...common(b) });
const units = table(UNITS, unitInput, unitInput, unitOut);

export const locationInput = (b: In<"LocationRequest">) => ({
  description: b.description,
  country: text(b.country),
  address: text(b.address),
  city: text(b.city),
  postalCode: text(b.postal_code),
  warehouse: mixed(b.warehouse),
  ...common(b),
});
const locations = table(LOCATIONS, locationInput, locationInput, locationOut);

/** A series' own fields, as its create and update take them. */
export const serieInput = (b: Pick<In<"SerieCreateRequest">, "active" | "description" | "valid_until">) => ({
  active: bool(b.active),
  description: b.description,
  validUntil: int(b.valid_until),
});
const series = table(SERIES, serieInput, serieInput, serieOut);

function documentTypeInput(b: S["DocumentTypeUpdateRequest"]): DocumentTypeInput {
  // print_width is the documents' sample name of print_report_width; the latter wins.
  const width = b.print_report_width !== undefined ? b.print_report_width : b.print_width;
  return {
    active: bool(b.active),
    printReport: b.print_report,
    printReportWidth: intOrClear(width),
    printPagesNumber: intOrClear(b.print_pages_number),
    printMarginTop: intOrClear(b.print_margin_top),
    printMarginBottom: intOrClear(b.print_margin_bottom),
    printMarginRight: intOrClear(b.print_margin_right),
    printMarginLeft: intOrClear(b.print_margin_left),
    printAutomatic: bool(b.print_automatic),
    signDocumentAutomatic: bool(b.sign_document_automatic),
    sendEmailAutomatic: bool(b.send_email_automatic),
    sendSmsAutomatic: bool(b.send_sms_automatic),
    stockCheckNegative: bool(b.stock_check_negative),
    stockCheckMinimum: bool(b.stock_check_minimum),
    series: b.series?.map((e) => ({
      serieId: Number(e.id),
      number: Number(e.number),
      isDefault: bool(e.is_default),
      active: bool(e.active),
    })),
  };
}

/** The operation that reads each table of administration/all: a key denied it does not get the table. */
const READ_OPERATION: Record<AllTable, keyof operations> = {
  warehouses: "Warehouses_list",
  categories: "Categories_list",
  currencies: "Currencies_list",
  documents_types: "DocumentTypes_list",
  employees: "Employees_list",
  paymentconditions: "PaymentConditions_list",
  paymentmethods: "PaymentMethods_list",
  shippingmodes: "ShippingModes_list",
  prices: "Prices_list",
  series: "Series_list",
  vatrates: "VatRates_list",
  vehicles: "Vehicles_list",
  units: "Units_list",
  locations: "Locations_list",
};

type AdministrationOps = AdministrationHandlers<Ops> &
  CategoriesHandlers<Ops> &
  CurrenciesHandlers<Ops> &
  DocumentTypesHandlers<Ops> &
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
  async Administration_all({ ctx }) {
    const denied = await deniedOperations(ctx);
    const t = await allTables(ctx, (table) => !denied.has(READ_OPERATION[table]));
    return {
      status: true,
      data: {
        warehouses: t.warehouses?.map(warehouseOut),
        categories: t.categories?.map(categoryOut),
        countries: COUNTRIES.map(countryOut),
        currencies: t.currencies?.map(currencyOut),
        documents_types: t.documents_types?.map(documentTypeOut),
        employees: t.employees?.map(employeeOut),
        paymentconditions: t.paymentconditions?.map(paymentConditionOut),
        paymentmethods: t.paymentmethods?.map(paymentMethodOut),
        shippingmodes: t.shippingmodes?.map(shippingModeOut),
        prices: t.prices?.map(priceOut),
        series: t.series?.map(serieOut),
        vatrates: t.vatrates?.map(vatRateOut),
        vehicles: t.vehicles?.map(vehicleOut),
        units: t.units?.map(unitOut),
        locations: t.locations?.map(locationOut),
        vat_exemptions: VAT_EXEMPTIONS.map(vatExemptionOut),
      },
    };
  },

  Warehouses_create: warehouses.create,
  Warehouses_update: warehouses.update,
  Warehouses_delete: warehouses.delete,
  Warehouses_find: warehouses.find,
  Warehouses_list: warehouses.list,

  Categories_create: categories.create,
  Categories_update: categories.update,
  Categories_delete: categories.delete,
  Categories_find: categories.find,
  Categories_list: categories.list,

  Employees_create: employees.create,
  Employees_update: employees.update,
  Employees_delete: employees.delete,
  Employees_find: employees.find,
  Employees_list: employees.list,

  PaymentConditions_create: paymentConditions.create,
  PaymentConditions_update: paymentConditions.update,
  PaymentConditions_delete: paymentConditions.delete,
  PaymentConditions_find: paymentConditions.find,
  PaymentConditions_list: paymentConditions.list,

  PaymentMethods_create: paymentMethods.create,
  PaymentMethods_update: paymentMethods.update,
  PaymentMethods_delete: paymentMethods.delete,
  PaymentMethods_find: paymentMethods.find,
  PaymentMethods_list: paymentMethods.list,

  ShippingModes_create: shippingModes.create,
  ShippingModes_update: shippingModes.update,
  ShippingModes_delete: shippingModes.delete,
  ShippingModes_find: shippingModes.find,
  ShippingModes_list: shippingModes.list,

  Currencies_create: currencies.create,
  Currencies_update: currencies.update,
  Currencies_delete: currencies.delete,
  Currencies_find: currencies.find,
  Currencies_list: currencies.list,

  Prices_create: prices.create,
  Prices_update: prices.update,
  Prices_delete: prices.delete,
  Prices_find: prices.find,
  Prices_list: prices.list,

  VatRates_create: vatRates.create,
  VatRates_update: vatRates.update,
  VatRates_delete: vatRates.delete,
  VatRates_find: vatRates.find,
  VatRates_list: vatRates.list,

  Vehicles_create: vehicles.create,
  Vehicles_update: vehicles.update,
  Vehicles_delete: vehicles.delete,
  Vehicles_find: vehicles.find,
  Vehicles_list: vehicles.list,

  Units_create: units.create,
  Units_update: units.update,
  Units_delete: units.delete,
  Units_find: units.find,
  Units_list: units.list,

  Locations_create: locations.create,
  Locations_update: locations.update,
  Locations_delete: locations.delete,
  Locations_find: locations.find,
  Locations_list: locations.list,

  async Series_create({ body, ctx }) {
    const serie = await createSerie(ctx, serieInput(body), {
      assignToAll: bool(body.assign_to_all),
      assignAsDefault: bool(body.assign_as_default),
      communicate: bool(body.communicate),
      communicateTypes: body.communicate_documents_types
        ?.map((v) => mixed(v))
        .filter((v): v is string | number => v !== null && v !== undefined),
    });
    return { status: true, data: serieOut(serie) };
  },
  Series_update: series.update,
  Series_delete: series.delete,
  Series_find: series.find,
  Series_list: series.list,
  async Series_communicate({ params, ctx }) {
    await communicateSerie(ctx, Number(params.id));
    return { status: true };
  },
  async Series_byDocumentType({ body, ctx }) {
    return { status: true, data: (await seriesOfDocumentType(ctx, body.document_type_id)).map(serieOut) };
  },

  async DocumentTypes_update({ body, params, ctx }) {
    await updateDocumentType(ctx, Number(params.id), documentTypeInput(body));
    return { status: true, data: documentTypeOut(await getDocumentType(ctx, Number(params.id))) };
  },
  async DocumentTypes_find({ body, ctx }) {
    const rows = await findRecords(ctx, DOCUMENT_TYPES, body.value);
    const data = [];
    for (const row of rows) data.push(documentTypeOut(await documentTypeView(ctx, row)));
    return { status: true, data };
  },
  async DocumentTypes_list({ body, ctx }) {
    const rows = await listRecords(ctx, "document_types", activeFilter(body.active));
    const data = [];
    for (const row of rows) data.push(documentTypeOut(await documentTypeView(ctx, row)));
    return { status: true, data };
  },
  async DocumentTypes_communicate({ params, ctx }) {
    const atcud = await communicateDocumentTypeSerie(ctx, Number(params.id), Number(params.serie_id));
    return { status: true, atcud };
  },
};
