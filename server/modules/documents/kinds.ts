// What each document type is, by its SAF-T initials: billing, corrective, guide, working
// document or receipt, and what finishing one does (hash chain, open account, stock).

export type Initials = string;

/** Billing documents (SalesInvoices): FT, FR, FS, NC, ND. */
export const BILLING: ReadonlySet<Initials> = new Set(["FT", "FR", "FS", "NC", "ND"]);

/** Transport guides (MovementOfGoods). */
export const GUIDES: ReadonlySet<Initials> = new Set(["GT", "GR", "GC", "GD", "GA"]);

/** Corrective documents, which may refer to an invoice. */
export const CORRECTIVE: ReadonlySet<Initials> = new Set(["NC", "ND"]);

/** Documents a corrective document may refer to. */
export const CORRECTABLE: ReadonlySet<Initials> = new Set(["FT", "FR", "FS"]);

/** Finished documents of these types open an entry on the customer's account. */
export const OPENS_ACCOUNT: ReadonlySet<Initials> = new Set(["FT", "ND"]);

/** Only these guides may be global (waybill_global). */
export const GLOBAL_GUIDES: ReadonlySet<Initials> = new Set(["GT", "GR"]);

/** Types that may carry a Multibanco reference or MB WAY link. */
export const PAYABLE_BY_REFERENCE: ReadonlySet<Initials> = new Set(["FT", "PF", "NE", "OR"]);

/**
 * Stock moved by a finished document of the type: out of the origin warehouse for sales and
 * outgoing guides, back in for credit notes and return guides, none for the rest.
 * Inferred: the documents do not say which types move stock.
 */
export function stockDirection(initials: Initials): "out" | "in" | null {
  if (["FT", "FR", "FS", "GT", "GR", "GC", "GA"].includes(initials)) return "out";
  if (["NC", "GD"].includes(initials)) return "in";
  return null;
}

/** Working documents (WorkingDocuments): pro-forma invoices, quotes, orders. */
export const WORKING: ReadonlySet<Initials> = new Set(["PF", "OR", "NE"]);

/**
 * Signed into the SAF-T hash chain of their type and series when finished: billing documents,
 * transport guides (MovementOfGoods) and working documents, each with its own date and gross
 * total in the message (domain notes §5). Receipts are not signed.
 */
export function isSigned(initials: Initials): boolean {
  return BILLING.has(initials) || GUIDES.has(initials) || WORKING.has(initials);
}
