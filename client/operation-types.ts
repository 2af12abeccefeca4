// Types the generated facades are written in: the body, answer and list item of an operation
// of the generated types (openapi-typescript), the options of a call and its outcome.
import type { ApiError, ConnectionError } from "./errors.ts";

/** Whether failures throw (default) or come back as `{ data, error }`. */
export type ErrorMode = "throw" | "return";

/** A path parameter: an integer ID, as a number or a string of digits. */
export type PathId = number | string;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type ContentOf<Op> = Op extends { requestBody?: { content: infer C } } ? C : never;
type Media<C> =
  (C extends { "application/json": infer B } ? B : never) | (C extends { "multipart/form-data": infer B } ? B : never);

/**
 * The request body of an operation (JSON, or the multipart form where the operation takes
 * files: put a Blob in `file`), without the fields the client adds itself (v1 `api_token`).
 */
export type BodyOf<Op, Hidden extends PropertyKey = never> = DistributiveOmit<Media<ContentOf<Op>>, Hidden>;

/** The body of an operation's success: its 200 answer, or its 201 where it creates a record (v2). */
export type SuccessOf<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } }
  ? B
  : Op extends { responses: { 201: { content: { "application/json": infer B } } } }
    ? B
    : never;

/** One record of a paged list operation's `data`. */
export type ItemOf<Op> = SuccessOf<Op> extends { data: (infer I)[] } ? I : never;

/** The filters of a paged list operation: its body without the client's own fields. */
export type FiltersOf<Op, Hidden extends PropertyKey = never> = BodyOf<Op, Hidden>;

/** What the client knows of the HTTP answer a result came from. */
export interface ResponseInfo {
  readonly status: number;
  /** The server's X-Request-Id, to quote when asking about a request. */
  readonly requestId: string | undefined;
  /** True when the answer is the stored answer of an earlier request with the same Idempotency-Key. */
  readonly replayed: boolean;
  /** How many attempts the call took (1 without retries). */
  readonly attempts: number;
  readonly headers: Headers;
}

/**
 * A success body, with the HTTP answer it came from (not enumerable: JSON and equality ignore
 * it). A bare value (v2's `true`, or an address as a string) cannot carry it: the hooks and
 * "return" mode's `response` report its answer.
 */
export type Answer<T> = T extends object ? T & { readonly $response: ResponseInfo } : T;

/**
 * What a call yields: the answer, or in "return" mode `{ data, error }`. `Absent` is what
 * stands for "nothing found" where that is no failure (`null` for v2's finds).
 */
export type Outcome<M extends ErrorMode, Op, Absent = never> = M extends "return"
  ? Promise<
      | { data: Answer<SuccessOf<Op>> | Absent; error: undefined; response: ResponseInfo }
      | { data: undefined; error: ApiError | ConnectionError; response: ResponseInfo | undefined }
    >
  : Promise<Answer<SuccessOf<Op>> | Absent>;

/** Options of one call; they override the client's. */
export interface RequestOptions {
  /** Cancels the call, its retries and their waits. */
  readonly signal?: AbortSignal;
  /** Time allowed for each attempt, in milliseconds (default: the client's, 60000). */
  readonly timeout?: number;
  /** Attempts in all, the first included (default: the client's, 3). 1 turns retries off. */
  readonly maxAttempts?: number;
  /**
   * The Idempotency-Key of a write. By default the client generates one per call, so its own
   * retries are safe; give your own to make retries across restarts of your app safe too, or
   * `false` to send none (the write is then never retried).
   */
  readonly idempotencyKey?: string | false;
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
}
