// The location documents are issued from when a request names none: the active preset
// location. The legacy interface requires one to be configured for the API.
import type { Selectable } from "kysely";
import type { LocationsTable } from "../store/schema.ts";
import type { Ctx } from "./scope.ts";
import { refuse } from "./errors.ts";
import { referenceRows } from "../store/reference-data.ts";

export async function defaultLocation(ctx: Ctx): Promise<Selectable<LocationsTable>> {
  const row = (await referenceRows(ctx.tx, ctx.scope.datasetId, ctx.references, "locations")).find(
    (l) => l.is_default === 1 && l.active === 1,
  );
  if (!row) throw refuse("location.api.missing");
  return row;
}
