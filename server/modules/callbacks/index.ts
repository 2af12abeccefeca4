// The callbacks module's public surface: what the other modules, the server's assembly and the
// tests use of it. A sale's paid callback is scheduled by what makes the sale paid (receipts,
// the payment page through the sales module) and delivered by the dispatcher.
export { CALLBACK_URL_MAX_LENGTH, callbackUrlOf } from "./callback-url.ts";
export { CallbackDispatcher, type CallbackDispatcherOptions, type SaleCallbackBody } from "./dispatcher.ts";
export type { CallbackStatus, SaleCallback } from "./records.ts";
export { saleCallbacksOf } from "./repository/sale-callbacks.ts";
export { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./retries.ts";
export { scheduleSalePaidCallback } from "./schedule.ts";
export { callbackSignature } from "./signature.ts";
