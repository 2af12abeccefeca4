// Fiscal rules of a sale as pure functions of plain values: the total's sign, the demo limit,
// the final-consumer tax number, customer identification at 1000.00, the simplified-invoice
// limits and the plan's billing volume. No store and no context: the services gather the
// values (customer, totals, the year's billed documents) and call these, which decide or
// throw the refusal; unit tests call them directly.
import { Decimal } from "decimal.js";
import { refuse } from "../../kernel/errors.ts";
import { FINAL_CONSUMER_NIF } from "../../kernel/nif.ts";
import type { Scope } from "../../kernel/scope.ts";
import { FINAL_CONSUMER_PARTY, type Party } from "../documents/index.ts";
import { BILLING, type Initials } from "../documents/index.ts";

/**
 * Documents of at least this total (inclusive) must identify the customer: a real tax number
 * and an address. CIVA art. 36.º n.º 15 as FacturaLusa still enforces it ("identification
 * and address required when the invoice total is 1000.00 or more"): domain notes §9; API
 * document v1-general-sales-receipts, sales refusals.
 */
export const IDENTIFICATION_LIMIT = new Decimal("1000.00");

/**
 * The highest total without VAT (inclusive) of a simplified invoice (FS) to a private buyer:
 * CIVA art. 40.º n.º 1 a), goods to non-taxable persons up to 1000 €: domain notes §9; API
 * document v1-general-sales-receipts ("base total above 1000.00 for private customers").
 */
export const SIMPLIFIED_PRIVATE_BASE_LIMIT = new Decimal("1000.00");

/**
 * The highest services total (inclusive) of a simplified invoice to a private buyer: CIVA
 * art. 40.º n.º 1 b), other supplies up to 100 €: domain notes §9; API document
 * v1-general-sales-receipts ("services total above 100.00 for private customers").
 */
export const SIMPLIFIED_PRIVATE_SERVICES_LIMIT = new Decimal("100.00");

/**
 * The highest total without VAT (inclusive) of a simplified invoice to a company: CIVA art.
 * 40.º n.º 1 b), up to 100 €: domain notes §9; API document v1-general-sales-receipts ("base
 * total above 100.00 for companies").
 */
export const SIMPLIFIED_COMPANY_BASE_LIMIT = new Decimal("100.00");

/**
 * The highest document total in EUR (inclusive) in demo mode. Not a law but the service's own
 * limit: API document v1-general-sales-receipts, general rule 5 and the limits table ("demo
 * total 10000.00 EUR"); domain notes do not cover it.
 */
export const DEMO_TOTAL_LIMIT = new Decimal("10000.00");

/** A document amount in EUR: the document's currency times its exchange rate. */
export function inEuros(amount: Decimal, currencyExchange: Decimal.Value): Decimal {
  return amount.times(currencyExchange);
}

/** A document's grand total must be positive (API document: "total negative or zero"). */
export function checkTotalPositive(grandTotal: Decimal): void {
  if (!grandTotal.greaterThan(0)) throw refuse("sale.total.not_positive", { total: grandTotal.toFixed(2) });
}

/** In demo mode a document's total in EUR may not exceed DEMO_TOTAL_LIMIT. */
export function checkDemoTotal(mode: Scope["mode"], eurTotal: Decimal): void {
  if (mode === "demo" && eurTotal.greaterThan(DEMO_TOTAL_LIMIT))
    throw refuse("sale.demo.total_exceeded", { total: eurTotal.toFixed(2) });
}

/**
 * The rules of a document's total, in their order: positive, then (in EUR) within the demo
 * limit. `currencyExchange` turns the document's currency into EUR.
 */
export function checkDocumentTotal(mode: Scope["mode"], grandTotal: Decimal, currencyExchange: Decimal): void {
  checkTotalPositive(grandTotal);
  checkDemoTotal(mode, inEuros(grandTotal, currencyExchange));
}

/**
 * The final-consumer rule. A document may carry 999999990 for a customer whose record has
 * no real tax number, whatever the customer's type: integrations type every customer
 * `Empresarial` (the shop extension does) and the service invoiced them. It may not for a
 * customer whose record holds a real tax number: the document's customer is that record, and
 * SAF-T reports the customer with the record's tax number, so a document that sends 999999990
 * for it would be reported under a number it does not print (domain notes §1.3). An anonymous
 * sale to such a buyer is issued to the generic final consumer (or a customer without a tax
 * number). `vatNumber`: the document's; `registeredVatNumber`: the customer record's.
 */
export function checkFinalConsumerNumber(vatNumber: string, registeredVatNumber: string): void {
  const registered = registeredVatNumber.trim();
  if (vatNumber === FINAL_CONSUMER_NIF && registered !== "" && registered !== FINAL_CONSUMER_NIF) {
    throw refuse("sale.vat_number.final_consumer", { registered }, "vatNumber");
  }
}

/**
 * A billing document of IDENTIFICATION_LIMIT or more (its grand total, in the document's
 * currency) must carry a real tax number and a known address (not the final consumer's
 * "Desconhecido"); the refusal names the tax number when it is missing, else the address.
 */
export function checkIdentification(
  initials: Initials,
  grandTotal: Decimal,
  party: Pick<Party, "vatNumber" | "address">,
): void {
  if (
    BILLING.has(initials) &&
    grandTotal.greaterThanOrEqualTo(IDENTIFICATION_LIMIT) &&
    (party.vatNumber === FINAL_CONSUMER_NIF || party.address === FINAL_CONSUMER_PARTY.address)
  ) {
    throw refuse(
      "sale.customer.identification_required",
      {},
      party.vatNumber === FINAL_CONSUMER_NIF ? "vatNumber" : "address",
    );
  }
}

/**
 * Whom a simplified invoice's limits treat the buyer as: a buyer invoiced under the
 * final-consumer number is a private buyer, whatever its record's type (nothing on the
 * document identifies a taxable person); otherwise the record's type (`customerType`).
 */
export function simplifiedInvoiceBuyer(customerType: string, vatNumber: string): string {
  return vatNumber === FINAL_CONSUMER_NIF ? "Particular" : customerType;
}

/**
 * The limits of a simplified invoice (FS; other types pass): to a private buyer a total
 * without VAT up to SIMPLIFIED_PRIVATE_BASE_LIMIT and services up to
 * SIMPLIFIED_PRIVATE_SERVICES_LIMIT; to a company a total without VAT up to
 * SIMPLIFIED_COMPANY_BASE_LIMIT. `buyer`: see simplifiedInvoiceBuyer; another value has no limit.
 */
export function checkSimplifiedInvoice(
  initials: Initials,
  buyer: string,
  totals: { readonly totalBaseVat: Decimal; readonly totalServices: Decimal },
): void {
  if (initials !== "FS") return;
  if (buyer === "Particular" && totals.totalBaseVat.greaterThan(SIMPLIFIED_PRIVATE_BASE_LIMIT))
    throw refuse(
      "sale.simplified_invoice.private_base_exceeded",
      { total: totals.totalBaseVat.toFixed(2) },
      "documentType",
    );
  if (buyer === "Particular" && totals.totalServices.greaterThan(SIMPLIFIED_PRIVATE_SERVICES_LIMIT))
    throw refuse(
      "sale.simplified_invoice.private_services_exceeded",
      { total: totals.totalServices.toFixed(2) },
      "documentType",
    );
  if (buyer === "Empresarial" && totals.totalBaseVat.greaterThan(SIMPLIFIED_COMPANY_BASE_LIMIT))
    throw refuse(
      "sale.simplified_invoice.company_base_exceeded",
      { total: totals.totalBaseVat.toFixed(2) },
      "documentType",
    );
}

/** What the customer rules of a document read: its type, the customer's record and data, its totals. */
export interface CustomerRulesInput {
  readonly initials: Initials;
  /** The customer record's type (`Particular`, `Empresarial`). */
  readonly customerType: string;
  /** The customer record's tax number, as stored. */
  readonly registeredVatNumber: string;
  /** The customer data the document carries. */
  readonly party: Pick<Party, "vatNumber" | "address">;
  readonly totals: { readonly grandTotal: Decimal; readonly totalBaseVat: Decimal; readonly totalServices: Decimal };
}

/**
 * The rules of a document that names a customer (not a global guide), in their order: the
 * final-consumer number, identification at IDENTIFICATION_LIMIT, the simplified-invoice limits.
 */
export function checkCustomerRules(c: CustomerRulesInput): void {
  checkFinalConsumerNumber(c.party.vatNumber, c.registeredVatNumber);
  checkIdentification(c.initials, c.totals.grandTotal, c.party);
  checkSimplifiedInvoice(c.initials, simplifiedInvoiceBuyer(c.customerType, c.party.vatNumber), c.totals);
}

/** A finished document of the year as the billing volume counts it. */
export interface BilledDocument {
  readonly initials: Initials;
  readonly grandTotal: Decimal.Value;
  readonly currencyExchange: Decimal.Value;
}

/**
 * The year's billing volume in EUR: the grand totals of the finished billing documents
 * (`documents`, the year's finished documents of any type), credit notes (NC) subtracting.
 */
export function billedVolume(documents: readonly BilledDocument[]): Decimal {
  return documents
    .filter((d) => BILLING.has(d.initials))
    .reduce((sum, d) => {
      const value = inEuros(new Decimal(d.grandTotal), d.currencyExchange);
      return d.initials === "NC" ? sum.minus(value) : sum.plus(value);
    }, new Decimal(0));
}

/**
 * Whether the plan's billing volume limits this document: a billing document being finished,
 * on an account whose plan has a limit (`limit` null: none). API document
 * v1-general-sales-receipts, general rule 6 ("accounting documents may be issued only up to
 * the billing volume of the purchased plan").
 */
export function billingVolumeApplies(initials: Initials, finishing: boolean, limit: Decimal | null): limit is Decimal {
  return BILLING.has(initials) && finishing && limit !== null;
}

/** What the billing-volume rule reads. */
export interface BillingVolumeInput {
  readonly initials: Initials;
  /** The document is being finished (drafts do not count). */
  readonly finishing: boolean;
  /** The plan's yearly limit in EUR; null when the plan has none. */
  readonly limit: Decimal | null;
  /** The year's volume before this document (billedVolume). */
  readonly billed: Decimal;
  /** This document's grand total in EUR (inEuros). */
  readonly eurTotal: Decimal;
}

/**
 * Finishing a billing document may not take the year's volume past the plan's limit (the
 * limit itself is allowed). A credit note adds nothing, but is refused too while the volume
 * already stands past the limit.
 */
export function checkBillingVolume(b: BillingVolumeInput): void {
  if (!billingVolumeApplies(b.initials, b.finishing, b.limit)) return;
  const after = b.initials === "NC" ? b.billed : b.billed.plus(b.eurTotal);
  if (after.greaterThan(b.limit)) throw refuse("sale.billing_volume.exceeded", { limit: b.limit.toFixed(2) });
}
