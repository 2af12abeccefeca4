// Retries and idempotency: reads and writes are retried on 429, 5xx and network failures, and
// every write carries an Idempotency-Key, so a retried create never issues a second document.
import { createV1Api } from "@invoicing/client";

const v1 = createV1Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  apiToken: process.env.INVOICING_API_TOKEN ?? "",
  maxAttempts: 4, // the first attempt and up to three retries
  timeout: 15_000, // per attempt, in milliseconds
  onRetry: ({ operation, attempt, delayMs, error }) =>
    console.log(`${operation}: attempt ${attempt} failed (${error.message}), retrying in ${delayMs} ms`),
  onResponse: ({ operation, status, requestId, replayed }) =>
    console.log(`${operation} -> ${status}${replayed ? " (replayed)" : ""} ${requestId ?? ""}`),
});

// Your own key makes a retry safe even after your app restarts: derive it from your order.
const order = { id: "ENC-2026-0042", customer: "Mercearia do Bairro" };
const create = () =>
  v1.customers.create(
    { name: order.customer, vat_number: "999999990", type: "Particular", vat_type: "Debitar IVA" },
    { idempotencyKey: `customer-${order.id}` },
  );
const first = await create();
const again = await create(); // answered from the first: no second customer
console.log(first.data.id === again.data.id, again.$response.replayed);

// Cancel a call, its retries and their waits: any AbortSignal (an AbortController's, a deadline's).
const page = await v1.sales.list({ skip: 0 }, { signal: AbortSignal.timeout(10_000) });
console.log(`${page.data.length} sales on the first page`);
