// Who a request acts for: one account and one of its two data sets (production or demo).
// Every query of a domain service filters by datasetId: tenants never meet.
import type { Tx } from "../store/database.ts";
import type { Clock } from "./clock.ts";

export interface Scope {
  readonly accountId: number;
  readonly datasetId: number;
  readonly mode: "production" | "demo";
}

/** What a domain operation runs with: its transaction, its scope and the time. */
export interface Ctx {
  readonly tx: Tx;
  readonly scope: Scope;
  readonly clock: Clock;
}
