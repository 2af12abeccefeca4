// Every auxiliary table at once (administration/all), to discover the IDs and names mixed
// fields accept: active records only, and only the tables the key may read; the fixed lists
// (countries, VAT exemptions) always.
import type { Ctx } from "../../kernel/scope.ts";
import type { MasterRecord } from "./records.ts";
import { listRecords } from "./table.ts";
import { documentTypeView, type DocumentTypeView } from "./document-types.ts";
import { deniedOperations as deniedOperationNames } from "../accounts/index.ts";

/** The tables of administration/all, by the key the answer uses. */
export type AllTable =
  | "warehouses"
  | "categories"
  | "currencies"
  | "documents_types"
  | "employees"
  | "paymentconditions"
  | "paymentmethods"
  | "shippingmodes"
  | "prices"
  | "series"
  | "vatrates"
  | "vehicles"
  | "units"
  | "locations";

export interface AllTables {
  warehouses?: MasterRecord<"warehouses">[];
  categories?: MasterRecord<"categories">[];
  currencies?: MasterRecord<"currencies">[];
  documents_types?: DocumentTypeView[];
  employees?: MasterRecord<"employees">[];
  paymentconditions?: MasterRecord<"payment_conditions">[];
  paymentmethods?: MasterRecord<"payment_methods">[];
  shippingmodes?: MasterRecord<"shipping_modes">[];
  prices?: MasterRecord<"prices">[];
  series?: MasterRecord<"series">[];
  vatrates?: MasterRecord<"vat_rates">[];
  vehicles?: MasterRecord<"vehicles">[];
  units?: MasterRecord<"units">[];
  locations?: MasterRecord<"locations">[];
}

/** Operations the account's keys may not execute (the account's permissions). */
export async function deniedOperations(ctx: Ctx): Promise<ReadonlySet<string>> {
  return new Set(await deniedOperationNames(ctx.tx, ctx.scope.accountId));
}

/** The active records of every table `canRead` allows. */
export async function allTables(ctx: Ctx, canRead: (table: AllTable) => boolean): Promise<AllTables> {
  const out: AllTables = {};
  if (canRead("warehouses")) out.warehouses = await listRecords(ctx, "warehouses");
  if (canRead("categories")) out.categories = await listRecords(ctx, "categories");
  if (canRead("currencies")) out.currencies = await listRecords(ctx, "currencies");
  if (canRead("documents_types")) {
    out.documents_types = [];
    for (const row of await listRecords(ctx, "document_types"))
      out.documents_types.push(await documentTypeView(ctx, row));
  }
  if (canRead("employees")) out.employees = await listRecords(ctx, "employees");
  if (canRead("paymentconditions")) out.paymentconditions = await listRecords(ctx, "payment_conditions");
  if (canRead("paymentmethods")) out.paymentmethods = await listRecords(ctx, "payment_methods");
  if (canRead("shippingmodes")) out.shippingmodes = await listRecords(ctx, "shipping_modes");
  if (canRead("prices")) out.prices = await listRecords(ctx, "prices");
  if (canRead("series")) out.series = await listRecords(ctx, "series");
  if (canRead("vatrates")) out.vatrates = await listRecords(ctx, "vat_rates");
  if (canRead("vehicles")) out.vehicles = await listRecords(ctx, "vehicles");
  if (canRead("units")) out.units = await listRecords(ctx, "units");
  if (canRead("locations")) out.locations = await listRecords(ctx, "locations");
  return out;
}
