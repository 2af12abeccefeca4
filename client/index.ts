// Clients for apps that consume the invoicing API, one per generation, typed from the spec:
// the resource-style facades (createV2Api, createV1Api, createLegacyApi) with typed errors,
// retries and idempotency keys, and the raw openapi-fetch clients under them (createV2Client,
// createV1Client, createLegacyClient), whose calls answer `{ data, error, response }`.
export * from "./v2.ts";
export * from "./v1.ts";
export * from "./legacy.ts";
export * from "./errors.ts";
export type {
  ErrorMode,
  PathId,
  BodyOf,
  SuccessOf,
  ItemOf,
  FiltersOf,
  ResponseInfo,
  Answer,
  Outcome,
  RequestOptions,
} from "./operation-types.ts";
export {
  newIdempotencyKey,
  PAGE_SIZE,
  type FacadeOptions,
  type RequestEvent,
  type ResponseEvent,
  type RetryEvent,
} from "./facade.ts";
export { DEFAULT_RETRY, type RetryPolicy } from "./retry.ts";
