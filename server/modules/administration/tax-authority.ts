// The tax authority's series web service (AT SeriesWS, registarSerie), simulated inside the
// server: communicating a series for a document type yields a validation code (at least 8
// characters, A-Z and 0-9), which makes the ATCUD "<code>-<number>" of every document of that
// series possible. The simulated authority keeps a register of what it attributed (per data
// set: production and demo talk to separate environments) and refuses, deterministically,
// what the real service refuses:
//
// 1. the web-service user is not "<NIF>/<n>" of the taxpayer (the account's company NIF):
//    authentication fails;
// 2. the series identifier is longer than 20 characters or has characters other than letters,
//    digits, ".", "_" and "-";
// 3. the series identifier is already registered for that document type (e.g. a communicated
//    series that was deleted and created again with the same name, or renamed and a new one
//    given its old name): the authority never forgets a registered series.
//
// The register is written in the request's transaction, so a refused request leaves neither
// the store nor the authority changed.
import { randomInt } from "node:crypto";
import type { DataCtx } from "../../kernel/scope.ts";
import { requestAccount } from "../accounts/index.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { refuse, type Refusal } from "../../kernel/errors.ts";
import { insertSeriesRegistration, isSeriesRegistered } from "./repository/tax-authority.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function validationCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The account's access to the authority's web services. */
export interface WebServiceAccess {
  /** "<NIF>/<n>"; null when not configured. */
  readonly user: string | null;
  /** The taxpayer the documents are issued by. */
  readonly taxpayerNif: string;
}

export async function webServiceAccess(ctx: DataCtx): Promise<WebServiceAccess> {
  const account = await requestAccount(ctx);
  const user = account.atWsUser?.trim() ?? "";
  return { user: user === "" ? null : user, taxpayerNif: account.company.vatNumber };
}

export interface SeriesRegistration {
  /** Series identifier (the series description). */
  readonly serie: string;
  /** SAF-T code of the document type, e.g. FT. */
  readonly documentTypeCode: string;
  /** First sequential number the series will use for the type. */
  readonly firstNumber: number;
}

export type RegistrationResult =
  { readonly ok: true; readonly validationCode: string } | { readonly ok: false; readonly refusal: Refusal };

const SERIE_IDENTIFIER = /^[A-Za-z0-9._-]{1,20}$/;

/** The authority's refusal of a registration (rules 1 to 3 above), or undefined when it accepts. */
export function refusalReason(
  access: WebServiceAccess,
  registration: SeriesRegistration,
  alreadyRegistered: boolean,
): Refusal | undefined {
  const user = /^([0-9]{9})\/[0-9]+$/.exec(access.user ?? "");
  if (!user || user[1] !== access.taxpayerNif)
    return refuse("tax_authority.user.unauthorised", { user: access.user ?? "", taxpayer: access.taxpayerNif });
  if (!SERIE_IDENTIFIER.test(registration.serie))
    return refuse("tax_authority.series.identifier_invalid", { value: registration.serie });
  if (alreadyRegistered)
    return refuse("tax_authority.series.already_registered", {
      value: registration.serie,
      document_type: registration.documentTypeCode,
    });
  return undefined;
}

/** Registers a series for a document type with the simulated authority (registarSerie). */
export async function registerSeries(
  ctx: DataCtx,
  access: WebServiceAccess,
  registration: SeriesRegistration,
): Promise<RegistrationResult> {
  const registered = await isSeriesRegistered(
    ctx.tx,
    ctx.scope.datasetId,
    registration.serie,
    registration.documentTypeCode,
  );
  const refusal = refusalReason(access, registration, registered);
  if (refusal) return { ok: false, refusal };
  const code = validationCode();
  await insertSeriesRegistration(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    serie: registration.serie,
    document_type_code: registration.documentTypeCode,
    first_number: registration.firstNumber,
    validation_code: code,
    registered_at: nowStamp(ctx.clock),
  });
  return { ok: true, validationCode: code };
}
