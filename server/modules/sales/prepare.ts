// Turns a sale request into a checked document ready to be written, in three kinds of step:
// resolving references (queries, each checked as it is read; defaults applied, totals
// computed), the fiscal rules (pure, fiscal-rules.ts) and the mapping to the sale's records
// (pure, sale-fields.ts). The body it shares with /sales/summary is checked by body.ts, so
// summary answers exactly what create would store.
import type { Decimal } from "decimal.js";
import { referencedRecord } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { DocumentType, Location, Serie, SerieAssignment } from "../administration/index.ts";
import { refuse } from "../../kernel/errors.ts";
import { resolveRef, type MixedValue } from "../administration/index.ts";
import { PORTUGAL, countryNameOf } from "../../kernel/countries.ts";
import { checkDate, isCalendarDate } from "../../kernel/dates.ts";
import { documentSeries, originLocation, type Party } from "../documents/index.ts";
import type { DocumentTypeView } from "../administration/index.ts";
import { isPortuguesePostalCode } from "../../kernel/postal-code.ts";
import { clean } from "../../kernel/text.ts";
import { nowStamp } from "../../kernel/clock.ts";
import type { DocumentTotals } from "./totals.ts";
import type { Customer } from "../customers/index.ts";
import type { SaleInput } from "./input.ts";
import { CORRECTABLE, CORRECTIVE, GUIDES } from "../documents/index.ts";
import { checkCorrection } from "./corrections.ts";
import type { Account } from "../../kernel/account.ts";
import { checkSaleBody, salesDocumentType, type ResolvedLine, type SaleBody } from "./body.ts";
import { billedVolume, billingVolumeApplies, checkBillingVolume, inEuros } from "./fiscal-rules.ts";
import { saleFields, saleLinesOf, saleVatsOf } from "./sale-fields.ts";
import type { Delivery, SaleFields, SaleLine, SaleVat } from "./records.ts";
import { finishedSalesIssuedBetween } from "./repository/sale-preparation.ts";

export { salesDocumentType, type ResolvedLine, type TotalsContext } from "./body.ts";

export interface PreparedSale {
  readonly documentType: DocumentType;
  readonly serie: Serie;
  readonly typeSerie: SerieAssignment;
  /** The document type with all its series, as read when the series was chosen. */
  readonly typeView: DocumentTypeView;
  readonly customer: Customer | null;
  readonly locationOrigin: Location;
  readonly lines: readonly ResolvedLine[];
  readonly totals: DocumentTotals;
  /** What the sale's record holds, its life cycle aside. */
  readonly fields: SaleFields;
  readonly saleLines: readonly SaleLine[];
  readonly saleVats: readonly SaleVat[];
}

/** A `YYYY-MM-DD HH:mm` date-time not earlier than now (Lisbon time). */
function checkNotPast(ctx: Ctx, value: string | null | undefined, path: keyof SaleInput): void {
  if (value === null || value === undefined) return;
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}):([0-9]{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1]!)) throw refuse("date.invalid", { value }, path);
  if (value < nowStamp(ctx.clock).slice(0, 16)) throw refuse("sale.transport_date.past", { value }, path);
}

async function optionalRef(
  ctx: Ctx,
  kind: Parameters<typeof resolveRef>[1],
  value: MixedValue | null | undefined,
  path: keyof SaleInput,
): Promise<number | null> {
  if (value === undefined || value === null || value === "") return null;
  return resolveRef(ctx, kind, value, path);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The year's billing volume (fiscal-rules billedVolume) of the finished documents issued in `year`. */
async function billedThisYear(ctx: Ctx, year: string): Promise<Decimal> {
  return billedVolume(await finishedSalesIssuedBetween(ctx.tx, ctx.scope.datasetId, `${year}-01-01`, `${year}-12-31`));
}

/** The header of a sale resolved and checked: document type, series, due date, guide dates, locations. */
interface SaleHeader {
  readonly documentType: DocumentType;
  readonly serie: Serie;
  readonly typeSerie: SerieAssignment;
  readonly typeView: DocumentTypeView;
  readonly dueDate: string;
  readonly paymentConditionId: number | null;
  readonly isGuide: boolean;
  readonly locationOrigin: Location;
  readonly locationDestiny: Location | null;
}

/** Resolves the header's references, checking each as it is read. */
async function resolveHeader(ctx: Ctx, input: SaleInput): Promise<SaleHeader> {
  // Document type and series.
  const documentType = await salesDocumentType(ctx, input.documentType);
  const initials = documentType.saftInitials;
  checkDate(input.issueDate, "issueDate");

  const { serie, typeSerie, typeView } = await documentSeries(ctx, documentType, input.serie, input.issueDate);

  // Due date.
  const paymentConditionId = await optionalRef(ctx, "paymentCondition", input.paymentCondition, "paymentCondition");
  let dueDate = clean(input.dueDate);
  if (dueDate !== null) {
    checkDate(dueDate, "dueDate");
    if (dueDate < input.issueDate)
      throw refuse("sale.due_date.before_issue_date", { value: dueDate, date: input.issueDate }, "dueDate");
  } else if (paymentConditionId !== null) {
    dueDate = addDays(input.issueDate, (await referencedRecord(ctx, "payment_conditions", paymentConditionId)).days);
  } else {
    dueDate = input.issueDate;
  }

  // Guides.
  const isGuide = GUIDES.has(initials);
  const global = input.waybillGlobal === true;
  if (isGuide) {
    if (!clean(input.waybillShippingDate)) throw refuse("request.field.required", {}, "waybillShippingDate");
    checkNotPast(ctx, input.waybillShippingDate, "waybillShippingDate");
  }
  checkNotPast(ctx, clean(input.cargoDate), "cargoDate");
  checkNotPast(ctx, clean(input.dischargeDate), "dischargeDate");

  // Locations.
  const locationOrigin = await originLocation(ctx, input.locationOrigin);
  const locationDestinyId = await optionalRef(ctx, "location", input.locationDestiny, "locationDestiny");
  if (isGuide && !global && locationDestinyId === null) throw refuse("request.field.required", {}, "locationDestiny");
  if (locationDestinyId !== null && locationDestinyId === locationOrigin.id)
    throw refuse("sale.location_destiny.same_as_origin", {}, "locationDestiny");
  const locationDestiny =
    locationDestinyId === null ? null : await referencedRecord(ctx, "locations", locationDestinyId);

  return {
    documentType,
    serie,
    typeSerie,
    typeView,
    dueDate,
    paymentConditionId,
    isGuide,
    locationOrigin,
    locationDestiny,
  };
}

/** The delivery address: its country resolved; a guide that is not global needs it whole and its discharge location. */
function deliveryOf(input: SaleInput, addressedGuide: boolean): Delivery {
  const deliveryCountry = countryNameOf(input.deliveryCountry, "deliveryCountry");
  const delivery = {
    address: clean(input.deliveryAddress),
    city: clean(input.deliveryCity),
    postalCode: clean(input.deliveryPostalCode),
    country: deliveryCountry,
  };
  if (addressedGuide) {
    for (const [value, path] of [
      [delivery.address, "deliveryAddress"],
      [delivery.city, "deliveryCity"],
      [delivery.country, "deliveryCountry"],
    ] as const) {
      if (value === null) throw refuse("request.field.required", {}, path);
    }
    if (clean(input.dischargeLocation) === null) throw refuse("request.field.required", {}, "dischargeLocation");
  }
  if (
    delivery.country === PORTUGAL.name &&
    delivery.postalCode !== null &&
    !isPortuguesePostalCode(delivery.postalCode)
  ) {
    throw refuse("postal_code.invalid", { value: delivery.postalCode }, "deliveryPostalCode");
  }
  return delivery;
}

/** The plan's billing volume (fiscal-rules), reading the year's documents only when it applies. */
async function checkPlanVolume(
  ctx: Ctx,
  input: SaleInput,
  account: Account,
  initials: string,
  body: SaleBody,
): Promise<void> {
  const limit = account.billingVolumeLimit;
  const finishing = input.status === "Terminado";
  if (!billingVolumeApplies(initials, finishing, limit)) return;
  checkBillingVolume({
    initials,
    finishing,
    limit,
    billed: await billedThisYear(ctx, input.issueDate.slice(0, 4)),
    eurTotal: inEuros(body.totals.grandTotal, body.currencyExchange),
  });
}

/** A corrective document's reference and what it may correct; other types may not refer to one. */
async function checkCorrective(
  ctx: Ctx,
  input: SaleInput,
  initials: string,
  body: SaleBody,
  party: Party,
): Promise<void> {
  if (input.saleReferenceId !== undefined && !CORRECTIVE.has(initials)) {
    throw refuse("sale.sale_reference_id.not_corrective", {}, "saleReferenceId");
  }
  if (CORRECTIVE.has(initials)) {
    await checkCorrection(ctx, {
      initials,
      saleReferenceId: input.saleReferenceId,
      customerId: body.customer?.id ?? null,
      vatNumber: party.vatNumber,
      issueDate: input.issueDate,
      lines: body.lines,
      totals: body.totals,
      correctable: CORRECTABLE,
    });
  }
}

/**
 * Prepares a sale in the order its refusals are checked (a request that breaks several rules
 * is refused for the first): the header's references, the body shared with summary (its
 * references, then its fiscal rules), the delivery address, the plan's billing volume, the
 * corrected document, the remaining references; then maps it all to the sale's records.
 */
export async function prepareSale(ctx: Ctx, input: SaleInput, account: Account): Promise<PreparedSale> {
  const header = await resolveHeader(ctx, input);
  const { documentType, isGuide } = header;
  const initials = documentType.saftInitials;

  const body = await checkSaleBody(ctx, input, documentType, { requireCustomer: true });
  const party = body.party!;
  const delivery = deliveryOf(input, isGuide && !body.global);
  await checkPlanVolume(ctx, input, account, initials, body);
  await checkCorrective(ctx, input, initials, body, party);

  const paymentMethodId = await optionalRef(ctx, "paymentMethod", input.paymentMethod, "paymentMethod");
  const priceId = await optionalRef(ctx, "price", input.price, "price");
  const vehicleId = isGuide ? await optionalRef(ctx, "vehicle", input.vehicle, "vehicle") : null;
  const employeeId = await optionalRef(ctx, "employee", input.employee, "employee");

  const fields = saleFields({
    input,
    account,
    documentTypeId: documentType.id,
    serieId: header.serie.id,
    dueDate: header.dueDate,
    paymentConditionId: header.paymentConditionId,
    isGuide,
    locationOrigin: header.locationOrigin,
    locationDestiny: header.locationDestiny,
    body,
    party,
    delivery,
    paymentMethodId,
    priceId,
    vehicleId,
    employeeId,
  });
  return {
    documentType,
    serie: header.serie,
    typeSerie: header.typeSerie,
    typeView: header.typeView,
    customer: body.customer,
    locationOrigin: header.locationOrigin,
    lines: body.lines,
    totals: body.totals,
    fields,
    saleLines: saleLinesOf(body),
    saleVats: saleVatsOf(body.totals),
  };
}
