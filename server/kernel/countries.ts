// Country lookup by the accepted name (or the two spellings the API documents use) or by
// ISO 3166-1 alpha-2 code, trimmed and case-insensitive.
import { COUNTRIES, COUNTRY_ALIASES, type Country } from "./countries-table.ts";
import { refuse } from "./errors.ts";

export type { Country };

const byKey = new Map<string, Country>();
for (const c of COUNTRIES) {
  byKey.set(c.name.toLowerCase(), c);
  if (!byKey.has(c.iso2.toLowerCase())) byKey.set(c.iso2.toLowerCase(), c);
}
for (const [alias, name] of Object.entries(COUNTRY_ALIASES)) {
  const c = byKey.get(name.toLowerCase());
  if (c) byKey.set(alias.toLowerCase(), c);
}

export const PORTUGAL: Country = byKey.get("portugal")!;

export function findCountry(input: string): Country | undefined {
  return byKey.get(input.trim().toLowerCase());
}

export function countryById(id: number): Country | undefined {
  return COUNTRIES.find((c) => c.id === id);
}

/** Every spelling accepted on the wire: names, aliases and ISO codes. */
export function acceptedCountrySpellings(): string[] {
  return [...COUNTRIES.map((c) => c.name), ...Object.keys(COUNTRY_ALIASES), ...COUNTRIES.map((c) => c.iso2)];
}

/** The list name of a country given by name or ISO code; null when not given; refused when unknown. */
export function countryNameOf(value: string | null | undefined, path: string): string | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  const country = findCountry(text);
  if (!country) throw refuse("country.invalid", { value: text }, path);
  return country.name;
}
