// The paid callbacks of sales waiting for delivery, being delivered, delivered or given up.
import type { Generated } from "kysely";

export interface SaleCallbacksTable {
  id: Generated<number>;
  dataset_id: number;
  /** The account whose callback secret signs it. */
  account_id: number;
  sale_id: number;
  url: string;
  /** UUID sent as `Callback-Id`, the same on every attempt. */
  callback_id: string;
  /** pending (due at `due_at`), delivering (claimed), delivered or failed (attempts used up). */
  status: string;
  /** Attempts made so far. */
  attempts: number;
  /**
   * ISO 8601 UTC (`YYYY-MM-DDTHH:mm:ss.sssZ`), unlike the Lisbon wall-clock timestamps: the due
   * times are compared as text, and Lisbon's time repeats an hour every autumn.
   */
  due_at: string;
  /** Who claimed it for delivery (a random token of the process's attempt); null when unclaimed. */
  claim: string | null;
  /** ISO 8601 UTC until when the claim holds: past it, another process may claim it again. */
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface CallbackTables {
  sale_callbacks: SaleCallbacksTable;
}
