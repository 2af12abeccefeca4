// Answers kept per Idempotency-Key (migrations 008 and 015).

export interface IdempotencyKeysTable {
  account_id: number;
  dataset_id: number;
  idempotency_key: string;
  /** The operation the key was first used with. */
  operation_id: string;
  /** SHA-256 of the request (operation, path parameters, body, files): a repeat must match it. */
  fingerprint: string;
  /** `running` while the first request runs, `done` once its answer is kept. */
  state: "running" | "done";
  /** Random token of the request that holds the claim: only it may complete or release it. */
  claim_token: string;
  /** When the claim was taken (ISO 8601): a running claim older than the lease may be taken over. */
  claimed_at: string;
  response_status: number | null;
  response_type: string | null;
  /** The answer's body exactly as it was sent. */
  response_body: string | null;
  /** Headers that belong to the answer (v2's `Refusal-Code`), as a JSON object; null when none. */
  response_headers: string | null;
  /** When the key was first used (ISO 8601); kept 24 hours. */
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
