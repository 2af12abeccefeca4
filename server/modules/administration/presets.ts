// The location documents are issued from when a request names none: the active preset
// location. The legacy interface requires one to be configured for the API.
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { referenceTable } from "./master-records.ts";
import type { Location } from "./records.ts";

export async function defaultLocation(ctx: Ctx): Promise<Location> {
  const location = (await referenceTable(ctx, "locations")).find((l) => l.isDefault && l.active);
  if (!location) throw refuse("location.api.missing");
  return location;
}
