// Locations (shops, sites) documents are issued from, each moving stock through its warehouse;
// exactly one is the preset location used when a document or booking names none.
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { PORTUGAL, findCountry } from "../../kernel/countries.ts";
import { isPortuguesePostalCode } from "../../kernel/postal-code.ts";
import { resolveRef, type MixedValue } from "./references.ts";
import { optionalText, requiredText } from "./fields.ts";

export interface LocationInput extends CommonInput {
  description?: string;
  /** Optional texts: undefined keeps the stored value, null clears it (country: Portugal). */
  country?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  /** Warehouse by ID or name; undefined keeps, null removes it. */
  warehouse?: MixedValue | null;
}

export const LOCATIONS: TableDef<"locations", LocationInput> = {
  table: "locations",
  notFound: "location.not_found",
  hasDefault: true,
  unique: [UNIQUE.description],
  searchIn: ["description", "city"],
  async fields(ctx, input, current) {
    let country = input.country === undefined ? (current?.country ?? PORTUGAL.name) : (input.country ?? PORTUGAL.name);
    if (input.country !== undefined && input.country !== null) {
      const found = findCountry(input.country);
      if (!found) throw refuse("country.invalid", { value: input.country }, "country");
      country = found.name;
    }
    const postalCode = optionalText(input.postalCode, current?.postalCode);
    if (postalCode !== null && country === PORTUGAL.name && !isPortuguesePostalCode(postalCode)) {
      throw refuse("postal_code.invalid", { value: postalCode }, "postalCode");
    }
    const warehouseId =
      input.warehouse === undefined
        ? (current?.warehouseId ?? null)
        : input.warehouse === null
          ? null
          : await resolveRef(ctx, "warehouse", input.warehouse, "warehouse");
    return {
      description: requiredText(input.description, "description"),
      country,
      address: optionalText(input.address, current?.address),
      city: optionalText(input.city, current?.city),
      postalCode,
      warehouseId,
    };
  },
};
