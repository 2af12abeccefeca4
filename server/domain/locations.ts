// The location documents are issued from when a request names none: the active preset
// location. The legacy interface requires one to be configured for the API.
import type { Selectable } from "kysely";
import type { LocationsTable } from "../store/schema.ts";
import type { Ctx } from "./scope.ts";
import { refuse } from "./errors.ts";

export async function defaultLocation(ctx: Ctx): Promise<Selectable<LocationsTable>> {
  const row = await ctx.tx
    .selectFrom("locations")
    .selectAll()
    .where("dataset_id", "=", ctx.scope.datasetId)
    .where("is_default", "=", 1)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!row) throw refuse("location.api.missing");
  return row;
}
