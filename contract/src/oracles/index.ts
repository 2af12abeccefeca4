// The oracles, in the order the oracles phase runs them.
import { immutable } from "./immutable.ts";
import { numbering } from "./numbering.ts";
import { openAccounts } from "./open-accounts.ts";
import type { Oracle } from "./oracle.ts";
import { paging } from "./paging.ts";
import { receipts } from "./receipts.ts";
import { summaryEqualsCreate } from "./summary-equals-create.ts";
import { totals } from "./totals.ts";

export const ORACLES: readonly Oracle[] = [
  totals,
  summaryEqualsCreate,
  numbering,
  immutable,
  receipts,
  openAccounts,
  paging,
];
