// Reads of administration-table rows by ID within the caller's data set, used to embed
// related records (a customer's currency, an item's category) in answers.
import type { Selectable } from "kysely";
import type { Ctx } from "./scope.ts";
import type { Database } from "../store/schema.ts";

export type MasterTable =
  | "warehouses"
  | "categories"
  | "employees"
  | "payment_conditions"
  | "payment_methods"
  | "shipping_modes"
  | "currencies"
  | "prices"
  | "series"
  | "vat_rates"
  | "vehicles"
  | "units"
  | "locations"
  | "document_types";

export type MasterRow<T extends MasterTable> = Selectable<Database[T]>;

export async function masterRow<T extends MasterTable>(
  ctx: Ctx,
  table: T,
  id: number | null | undefined,
): Promise<MasterRow<T> | null> {
  if (id === null || id === undefined) return null;
  const row = await ctx.tx
    .selectFrom(table as MasterTable)
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", ctx.scope.datasetId)
    .executeTakeFirst();
  return (row as MasterRow<T> | undefined) ?? null;
}
