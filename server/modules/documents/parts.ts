// Parts every fiscal document (sale or receipt) resolves the same way: the series of its
// document type, the customer data printed on it, its currency and its origin location.
import type { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import { referenceTable } from "../administration/index.ts";
import type { DocumentType, Location, Serie, SerieAssignment } from "../administration/index.ts";
import { documentTypeView, type DocumentTypeView } from "../administration/index.ts";
import { refuse } from "../../kernel/errors.ts";
import { today } from "../../kernel/clock.ts";
import { resolveMasterRecord, resolveRef, type MixedValue } from "../administration/index.ts";
import { PORTUGAL, countryNameOf } from "../../kernel/countries.ts";
import { isPortuguesePostalCode } from "../../kernel/postal-code.ts";
import { FINAL_CONSUMER_NIF, compactNif, isValidNif } from "../../kernel/nif.ts";
import { defaultLocation } from "../administration/index.ts";
import { clean } from "../../kernel/text.ts";
import { FINAL_CONSUMER_CODE, type Customer } from "../customers/index.ts";

function given<T>(value: T | null | undefined | ""): value is T {
  return value !== undefined && value !== null && value !== "";
}

/**
 * The series a document is issued in: the one given (assigned to the type) or the type's
 * preset; active for the type and not expired for the issue year nor the current year. Read
 * with all the type's series (one query), which the document's answer shows.
 */
export async function documentSeries(
  ctx: Ctx,
  documentType: DocumentType,
  serie: MixedValue | null | undefined,
  issueDate: string,
): Promise<{ serie: Serie; typeSerie: SerieAssignment; typeView: DocumentTypeView }> {
  const typeView = await documentTypeView(ctx, documentType);
  let found: DocumentTypeView["series"][number] | undefined;
  if (!given(serie)) {
    found = typeView.series.find((s) => s.assignment.isDefault);
    if (!found) throw refuse("document.serie.missing", { type: documentType.description }, "serie");
  } else {
    const serieId = await resolveRef(ctx, "serie", serie, "serie", { allowInactive: true });
    found = typeView.series.find((s) => s.serie.id === serieId);
    if (!found) {
      const named = (await referenceTable(ctx, "series")).find((r) => r.id === serieId);
      throw refuse(
        "document.serie.not_assigned",
        { serie: named?.description ?? String(serieId), type: documentType.description },
        "serie",
      );
    }
  }
  const { serie: row, assignment: typeSerie } = found;
  if (!row.active || !typeSerie.active)
    throw refuse("document.serie.inactive", { serie: row.description, type: documentType.description }, "serie");
  if (Number(issueDate.slice(0, 4)) > row.validUntil || Number(today(ctx.clock).slice(0, 4)) > row.validUntil) {
    throw refuse("document.serie.expired", { serie: row.description, year: row.validUntil }, "serie");
  }
  return { serie: row, typeSerie, typeView };
}

export interface PartyInput {
  readonly vatNumber?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
}

export interface Party {
  readonly vatNumber: string;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

/** The party fields of a document, in the order they are read. */
export const PARTY_FIELDS = ["vatNumber", "address", "city", "postalCode", "country"] as const;

/** The generic final consumer as SAF-T has it printed: 999999990 and an unknown address (domain notes 1.3). */
export const FINAL_CONSUMER_PARTY: Party = {
  vatNumber: FINAL_CONSUMER_NIF,
  address: "Desconhecido",
  city: "Desconhecido",
  postalCode: "0000-000",
  country: PORTUGAL.name,
};

/**
 * What a customer's record says of the customer data a document carries: the defaults of a
 * document that names the customer and omits them. The generic final consumer has its SAF-T
 * values where its record has none.
 */
export function customerParty(
  customer: Pick<Customer, "code" | "vatNumber" | "address" | "city" | "postalCode" | "country">,
): PartyInput {
  const generic = customer.code === FINAL_CONSUMER_CODE;
  const or = (value: string | null, fallback: string | null) => clean(value) ?? (generic ? fallback : null);
  return {
    vatNumber: or(customer.vatNumber, FINAL_CONSUMER_PARTY.vatNumber),
    address: or(customer.address, FINAL_CONSUMER_PARTY.address),
    city: or(customer.city, FINAL_CONSUMER_PARTY.city),
    postalCode: or(customer.postalCode, FINAL_CONSUMER_PARTY.postalCode),
    country: or(customer.country, FINAL_CONSUMER_PARTY.country),
  };
}

/**
 * A tax number as a document (or booking) carries it: compacted and a valid NIF when the
 * country is Portugal, kept as sent (without spaces) elsewhere; 999999990 when there is none.
 */
export function partyVatNumber(value: string | null | undefined, country: string | null, path = "vatNumber"): string {
  const text = clean(value);
  if (text === null) return FINAL_CONSUMER_NIF;
  if (country !== PORTUGAL.name) return text.replace(/\s/g, "");
  const compact = compactNif(text);
  if (!isValidNif(compact)) throw refuse("vat_number.invalid", { value: text, country: PORTUGAL.name }, path);
  return compact;
}

/**
 * The customer data a document carries: each field as given or, when omitted (or sent
 * empty), the customer's (`defaults`, see customerParty); the record's address, city and
 * postal code only for a document in the record's country (they are an address there).
 * Country, address and city required; the postal code required as NNNN-NNN in Portugal; the
 * tax number 999999990 when neither gives one, and a valid NIF in Portugal.
 */
export function documentParty(input: PartyInput, defaults: PartyInput = {}): Party {
  const sentCountry = countryNameOf(input.country, "country");
  const country = sentCountry ?? countryNameOf(defaults.country, "country");
  if (country === null) throw refuse("request.field.required", {}, "country");
  const sameCountry = sentCountry === null || countryNameOf(defaults.country, "country") === country;
  const pick = (field: "address" | "city" | "postalCode") =>
    clean(input[field]) ?? (sameCountry ? clean(defaults[field]) : null);
  const address = pick("address");
  const city = pick("city");
  if (address === null) throw refuse("request.field.required", {}, "address");
  if (city === null) throw refuse("request.field.required", {}, "city");
  const postalCode = pick("postalCode");
  if (country === PORTUGAL.name) {
    if (postalCode === null) throw refuse("request.field.required", {}, "postalCode");
    if (!isPortuguesePostalCode(postalCode)) throw refuse("postal_code.invalid", { value: postalCode }, "postalCode");
  }
  const vatNumber = clean(input.vatNumber) ?? clean(defaults.vatNumber);
  // Elsewhere the tax number is kept as sent: foreign tax IDs have formats of their own.
  return {
    vatNumber: country === PORTUGAL.name ? partyVatNumber(vatNumber, country) : (vatNumber ?? FINAL_CONSUMER_NIF),
    address,
    city,
    postalCode,
    country,
  };
}

/** The document's currency (given, or the preset one) and exchange rate (given, or the currency's). */
export async function documentCurrency(
  ctx: Ctx,
  currency: MixedValue | null | undefined,
  exchange: Decimal | undefined,
): Promise<{ currencyId: number; exchange: Decimal }> {
  let currencyId: number;
  let presetRate: Decimal | undefined;
  if (given(currency)) {
    currencyId = await resolveRef(ctx, "currency", currency, "currency");
  } else {
    const preset = (await referenceTable(ctx, "currencies")).find((c) => c.isDefault && c.active);
    if (!preset) throw refuse("document.currency.missing", {}, "currency");
    currencyId = preset.id;
    presetRate = preset.exchangeSale;
  }
  const rate =
    exchange ?? presetRate ?? (await referenceTable(ctx, "currencies")).find((c) => c.id === currencyId)!.exchangeSale;
  if (!rate.greaterThan(0))
    throw refuse("document.currency_exchange.not_positive", { value: rate.toString() }, "currencyExchange");
  return { currencyId, exchange: rate };
}

/** The location a document is issued from: the one given, or the preset one. */
export async function originLocation(ctx: Ctx, value: MixedValue | null | undefined): Promise<Location> {
  if (!given(value)) return defaultLocation(ctx);
  return resolveMasterRecord(ctx, "location", value, "locationOrigin");
}

/**
 * A draft update's input with the stored value of every field it omits (undefined): an update
 * changes what it sends and keeps the rest. `stored` is the draft as a request would give it.
 */
export function keepOmitted<T extends object>(input: T, stored: Partial<T>): T {
  const merged = { ...input } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) if (merged[key] === undefined) merged[key] = value;
  return merged as T;
}
