// Parts every fiscal document (sale or receipt) resolves the same way: the series of its
// document type, the customer data printed on it, its currency and its origin location.
import { Decimal } from "decimal.js";
import type { Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { AccountsTable, DocumentTypeSeriesTable, LocationsTable, SeriesTable } from "../../store/schema.ts";
import type { PrintInput } from "./input.ts";
import { refuse } from "../errors.ts";
import { today } from "../clock.ts";
import { resolveRef, type MixedValue } from "../references.ts";
import { PORTUGAL, countryNameOf } from "../countries.ts";
import { isPortuguesePostalCode } from "../postal-code.ts";
import { FINAL_CONSUMER_NIF, compactNif, isValidNif } from "../nif.ts";
import { defaultLocation } from "../locations.ts";
import { clean } from "../text.ts";

function given<T>(value: T | null | undefined | ""): value is T {
  return value !== undefined && value !== null && value !== "";
}

/**
 * The series a document is issued in: the one given (assigned to the type) or the type's
 * preset; active for the type and not expired for the issue year nor the current year.
 */
export async function documentSeries(
  ctx: Ctx,
  documentType: { id: number; description: string },
  serie: MixedValue | null | undefined,
  issueDate: string,
): Promise<{ serie: Selectable<SeriesTable>; typeSerie: Selectable<DocumentTypeSeriesTable> }> {
  let typeSerie: Selectable<DocumentTypeSeriesTable> | undefined;
  if (!given(serie)) {
    typeSerie = await ctx.tx.selectFrom("document_type_series").selectAll().where("document_type_id", "=", documentType.id).where("is_default", "=", 1).executeTakeFirst();
    if (!typeSerie) throw refuse("document.serie.missing", { type: documentType.description }, "serie");
  } else {
    const serieId = await resolveRef(ctx, "serie", serie, "serie", { allowInactive: true });
    typeSerie = await ctx.tx.selectFrom("document_type_series").selectAll().where("document_type_id", "=", documentType.id).where("serie_id", "=", serieId).executeTakeFirst();
    if (!typeSerie) {
      const named = await ctx.tx.selectFrom("series").select("description").where("id", "=", serieId).executeTakeFirstOrThrow();
      throw refuse("document.serie.not_assigned", { serie: named.description, type: documentType.description }, "serie");
    }
  }
  const row = await ctx.tx.selectFrom("series").selectAll().where("id", "=", typeSerie.serie_id).executeTakeFirstOrThrow();
  if (!row.active || !typeSerie.active) throw refuse("document.serie.inactive", { serie: row.description, type: documentType.description }, "serie");
  if (Number(issueDate.slice(0, 4)) > row.valid_until || Number(today(ctx.clock).slice(0, 4)) > row.valid_until) {
    throw refuse("document.serie.expired", { serie: row.description, year: row.valid_until }, "serie");
  }
  return { serie: row, typeSerie };
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

/**
 * The customer data a document carries: country, address and city required; the postal code
 * required as NNNN-NNN in Portugal; the tax number 999999990 when not given and a valid NIF
 * in Portugal.
 */
export function documentParty(input: PartyInput): Party {
  const country = countryNameOf(input.country, "country");
  if (country === null) throw refuse("request.field.required", {}, "country");
  const address = clean(input.address);
  const city = clean(input.city);
  if (address === null) throw refuse("request.field.required", {}, "address");
  if (city === null) throw refuse("request.field.required", {}, "city");
  const postalCode = clean(input.postalCode);
  let vatNumber = clean(input.vatNumber) ?? FINAL_CONSUMER_NIF;
  if (country === PORTUGAL.name) {
    if (postalCode === null) throw refuse("request.field.required", {}, "postalCode");
    if (!isPortuguesePostalCode(postalCode)) throw refuse("postal_code.invalid", { value: postalCode }, "postalCode");
    vatNumber = compactNif(vatNumber);
    if (!isValidNif(vatNumber)) throw refuse("vat_number.invalid", { value: input.vatNumber ?? "", country: PORTUGAL.name }, "vatNumber");
  }
  return { vatNumber, address, city, postalCode, country };
}

/** The document's currency (given, or the preset one) and exchange rate (given, or the currency's). */
export async function documentCurrency(ctx: Ctx, currency: MixedValue | null | undefined, exchange: Decimal | undefined): Promise<{ currencyId: number; exchange: Decimal }> {
  let currencyId: number;
  if (given(currency)) {
    currencyId = await resolveRef(ctx, "currency", currency, "currency");
  } else {
    const preset = await ctx.tx.selectFrom("currencies").select("id").where("dataset_id", "=", ctx.scope.datasetId).where("is_default", "=", 1).where("active", "=", 1).executeTakeFirst();
    if (!preset) throw refuse("document.currency.missing", {}, "currency");
    currencyId = preset.id;
  }
  const rate = exchange ?? new Decimal((await ctx.tx.selectFrom("currencies").select("exchange_sale").where("id", "=", currencyId).executeTakeFirstOrThrow()).exchange_sale);
  if (!rate.greaterThan(0)) throw refuse("document.currency_exchange.not_positive", { value: rate.toString() }, "currencyExchange");
  return { currencyId, exchange: rate };
}

/** The location a document is issued from: the one given, or the preset one. */
export async function originLocation(ctx: Ctx, value: MixedValue | null | undefined): Promise<Selectable<LocationsTable>> {
  if (!given(value)) return defaultLocation(ctx);
  const id = await resolveRef(ctx, "location", value, "locationOrigin");
  return ctx.tx.selectFrom("locations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** The issuing company as copied onto a document (it never changes with later edits). */
export function companyColumns(account: Selectable<AccountsTable>) {
  return {
    company_name: account.company_name,
    company_vat_number: account.company_vat_number,
    company_country: account.company_country,
    company_address: account.company_address,
    company_city: account.company_city,
    company_postal_code: account.company_postal_code,
    company_vat_scheme: account.company_vat_scheme,
  };
}

/** The origin location as copied onto a document. */
export function originColumns(location: Selectable<LocationsTable>) {
  return {
    location_origin_id: location.id,
    location_origin_name: location.description,
    location_origin_country: location.country,
    location_origin_address: location.address,
    location_origin_city: location.city,
    location_origin_postal_code: location.postal_code,
  };
}

/** The print options and force_* flags a document keeps (null: the document type decides). */
export function printColumns(input: PrintInput) {
  const flag = (b: boolean | undefined) => (b === undefined ? null : b ? 1 : 0);
  return {
    language: input.language ?? null,
    format: input.format ?? null,
    paper_size: input.paperSize ?? null,
    paper_left_margin: input.paperLeftMargin ?? null,
    paper_right_margin: input.paperRightMargin ?? null,
    paper_top_margin: input.paperTopMargin ?? null,
    paper_bottom_margin: input.paperBottomMargin ?? null,
    force_print: flag(input.forcePrint),
    force_send_email: flag(input.forceSendEmail),
    force_send_sms: flag(input.forceSendSms),
    force_sign: flag(input.forceSign),
  };
}

/** The life-cycle columns of a document before it is finished, printed or cancelled. */
export function draftColumns(ctx: Ctx) {
  return {
    file_path: null,
    file_previewed: 0,
    file_last_generated: null,
    signed_at: null,
    created_by: ctx.scope.accountId,
    finished_by: null,
    canceled_by: null,
    canceled_at: null,
    canceled_reason: null,
  };
}
