// The oracles' checks, by name and what each holds: what `--help`, `--checks` and the reports
// know of the oracles without running them.
import type { CheckInfo } from "../checks/check.ts";

export const totalsCheck: CheckInfo = {
  name: "oracle:totals",
  scope: "oracle",
  summary:
    "sales/summary and sales/create totals equal those recomputed from the lines sent (per-rate VAT, discounts, withholding, exchange rate)",
};

export const summaryEqualsCreateCheck: CheckInfo = {
  name: "oracle:summary-equals-create",
  scope: "oracle",
  summary: "sales/summary gives the same totals and VAT rows as sales/create of the same body",
};

export const numberingCheck: CheckInfo = {
  name: "oracle:numbering",
  scope: "oracle",
  summary: "document numbers are contiguous per type and series under concurrent creates (no gap, no duplicate)",
};

export const immutableCheck: CheckInfo = {
  name: "oracle:immutable",
  scope: "oracle",
  summary:
    "a finished document reads the same (fiscal fields, lines, VAT rows) after its customer changes, a refused update and a download",
};

export const receiptsCheck: CheckInfo = {
  name: "oracle:receipts",
  scope: "oracle",
  summary: "receipts never settle more than the open balance of the documents they pay",
};

export const openAccountsCheck: CheckInfo = {
  name: "oracle:open-accounts",
  scope: "oracle",
  summary: "a customer's open account = invoices − credit notes − receipts, and each entry's balance = debit − credit",
};

export const pagingCheck: CheckInfo = {
  name: "oracle:paging",
  scope: "oracle",
  summary:
    "paged lists lose nothing: every page but the last holds 15 records, none twice, none missing at a page boundary",
};

/** In the order the oracles phase runs them. */
export const ORACLE_CHECKS: readonly CheckInfo[] = [
  totalsCheck,
  summaryEqualsCreateCheck,
  numberingCheck,
  immutableCheck,
  receiptsCheck,
  openAccountsCheck,
  pagingCheck,
];
