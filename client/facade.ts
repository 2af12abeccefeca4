// The runtime of the generated facades: turns a generation's operation table and layout
// (generated/facade/*.ts) into resource objects whose methods call the operations through
// openapi-fetch, with retries, timeouts, idempotency keys on writes, hooks and typed errors.
import type { Client } from "openapi-fetch";
import { ApiError, ConnectionError, TimeoutError, apiErrorOf, refusalCodeOf } from "./errors.ts";
import type { ErrorMode, RequestOptions, ResponseInfo } from "./operation-types.ts";
import { DEFAULT_RETRY, retryDelay, wait, type RetryPolicy } from "./retry.ts";

/** How one operation is called. */
export interface OperationSpec {
  readonly method: "get" | "post" | "put" | "delete" | "patch";
  readonly path: string;
  /** Names of the path's parameters, in the order the method takes them. */
  readonly pathParams: readonly string[];
  /** Whether it writes: it is sent with an Idempotency-Key and retried only with one. */
  readonly writes: boolean;
  /** A find whose 404 means that nothing matched (v2): the call answers null rather than failing. */
  readonly notFoundAsNull?: boolean;
}

/** The facade's shape: an operationId, a paged iterator, or an operation with nested ones. */
export type Layout = {
  readonly [name: string]:
    string | { readonly pages: string } | { readonly call: string; readonly [name: string]: string } | Layout;
};

/** Size of a page of the list operations (the spec's Paging: `skip` in multiples of 15). */
export const PAGE_SIZE = 15;

export interface RequestEvent {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly attempt: number;
  readonly idempotencyKey: string | undefined;
}

export interface ResponseEvent extends RequestEvent {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly replayed: boolean;
  readonly durationMs: number;
}

export interface RetryEvent extends RequestEvent {
  readonly error: ApiError | ConnectionError;
  readonly delayMs: number;
}

/** Options every facade takes. */
export interface FacadeOptions<M extends ErrorMode = "throw"> {
  /** Whether failures throw (default) or come back as `{ data, error }`. */
  readonly errors?: M;
  /** Time allowed for each attempt, in milliseconds (default 60000). */
  readonly timeout?: number;
  /** Attempts in all, the first included (default 3); 1 turns retries off. */
  readonly maxAttempts?: number;
  /** Backoff of the retries: first wait, longest wait, longest Retry-After waited for. */
  readonly retry?: Partial<Omit<RetryPolicy, "maxAttempts">>;
  /** Language of the failure messages (the codes do not change): Portuguese by default. */
  readonly language?: "pt" | "en";
  /** Called before each attempt (logging). */
  readonly onRequest?: (event: RequestEvent) => void;
  /** Called with each answer, failures included. */
  readonly onResponse?: (event: ResponseEvent) => void;
  /** Called before waiting to retry. */
  readonly onRetry?: (event: RetryEvent) => void;
}

/** A UUID v4 for Idempotency-Key, with or without crypto.randomUUID (insecure browser contexts lack it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A form for a body that carries files: arrays and objects in bracket notation (`prices[0][id]`). */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : "file");
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${name}[${k}]`, v);
    else form.append(name, String(value));
  };
  for (const [k, v] of Object.entries(body)) add(k, v);
  return form;
}

function hasFile(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && Object.values(body).some((v) => v instanceof Blob);
}

/** A signal for one attempt: the caller's, and the attempt's own timeout. */
function attemptSignal(
  caller: AbortSignal | undefined,
  timeoutMs: number,
): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException("The attempt timed out", "TimeoutError"));
  }, timeoutMs);
  const onAbort = () => controller.abort(caller!.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onAbort);
    },
  };
}

/** Calls operations of one generation: the engine behind every facade method. */
export class OperationCaller {
  private readonly policy: RetryPolicy;

  constructor(
    // openapi-fetch's client over the generation's paths; the facade checks types itself.
    private readonly raw: Client<never>,
    private readonly options: FacadeOptions<ErrorMode>,
  ) {
    this.policy = { ...DEFAULT_RETRY, ...options.retry, maxAttempts: options.maxAttempts ?? DEFAULT_RETRY.maxAttempts };
  }

  /** One call of an operation: the answer, or the failure thrown (or returned in "return" mode). */
  async call(
    operationId: string,
    spec: OperationSpec,
    pathValues: readonly unknown[],
    body: unknown,
    options: RequestOptions = {},
  ): Promise<unknown> {
    try {
      const { data, response } = await this.attempts(operationId, spec, pathValues, body, options);
      return this.options.errors === "return" ? { data, error: undefined, response } : data;
    } catch (err) {
      if (this.options.errors === "return" && (err instanceof ApiError || err instanceof ConnectionError)) {
        return {
          data: undefined,
          error: err,
          response: err instanceof ApiError ? infoOf(err.status, err.headers, 1) : undefined,
        };
      }
      throw err;
    }
  }

  /** Every record of a paged list operation, page after page (15 at a time, by `skip`). */
  async *pages(
    operationId: string,
    spec: OperationSpec,
    filters: Record<string, unknown> | undefined,
    options: RequestOptions = {},
  ): AsyncGenerator<unknown> {
    let skip = Number(filters?.skip ?? 0) || 0;
    for (;;) {
      const { data } = await this.attempts(operationId, spec, [], { ...filters, skip }, options);
      const records = (data as { data?: unknown[] }).data ?? [];
      yield* records;
      if (records.length < PAGE_SIZE) return;
      skip += PAGE_SIZE;
    }
  }

  private async attempts(
    operationId: string,
    spec: OperationSpec,
    pathValues: readonly unknown[],
    body: unknown,
    options: RequestOptions,
  ): Promise<{ data: unknown; response: ResponseInfo }> {
    const key =
      spec.writes && options.idempotencyKey !== false ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    // Reads repeat harmlessly; a write only with a key, which makes the server answer a repeat
    // with the first answer instead of executing it again.
    const safe = !spec.writes || key !== undefined;
    const policy = { ...this.policy, maxAttempts: options.maxAttempts ?? this.policy.maxAttempts };
    const timeout = options.timeout ?? this.options.timeout ?? 60_000;
    const headers: Record<string, string> = { ...options.headers };
    if (this.options.language) headers["Accept-Language"] = this.options.language;
    if (key) headers["Idempotency-Key"] = key;
    const path = Object.fromEntries(spec.pathParams.map((name, i) => [name, pathValues[i]]));
    for (let attempt = 1; ; attempt++) {
      const event: RequestEvent = {
        operation: operationId,
        method: spec.method.toUpperCase(),
        path: spec.path,
        attempt,
        idempotencyKey: key,
      };
      this.options.onRequest?.(event);
      const started = Date.now();
      const guard = attemptSignal(options.signal, timeout);
      let answer: { data?: unknown; error?: unknown; response: Response } | undefined;
      let failure: ApiError | ConnectionError | undefined;
      try {
        const init: Record<string, unknown> = { params: { path }, body, headers, signal: guard.signal };
        if (hasFile(body)) init.bodySerializer = formOf;
        const request = this.raw.request as unknown as (
          method: string,
          url: string,
          init: unknown,
        ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
        answer = await request(spec.method.toUpperCase(), spec.path, init);
      } catch (err) {
        if (options.signal?.aborted) throw options.signal.reason;
        answer = undefined;
        failure = guard.timedOut()
          ? new TimeoutError(`${operationId}: no answer within ${timeout} ms`, operationId, { cause: err })
          : new ConnectionError(`${operationId}: ${err instanceof Error ? err.message : String(err)}`, operationId, {
              cause: err,
            });
      } finally {
        guard.done();
      }
      if (answer) {
        const { data, error, response } = answer;
        const info = infoOf(response.status, response.headers, attempt);
        this.options.onResponse?.({
          ...event,
          status: response.status,
          requestId: info.requestId,
          replayed: info.replayed,
          durationMs: Date.now() - started,
        });
        // Legacy answers 204 without a body when no parameters were sent: a refusal.
        if (response.ok && response.status !== 204) return { data: withResponse(data, info), response: info };
        if (spec.notFoundAsNull && nothingMatched(response, error)) return { data: null, response: info };
        failure = apiErrorOf({
          status: response.status,
          operation: operationId,
          body: error,
          headers: response.headers,
        });
      }
      if (!failure) throw new Error("unreachable: an attempt ends in an answer or a failure");
      const delay = retryDelay(failure, attempt, policy, safe);
      if (delay === undefined) throw failure;
      this.options.onRetry?.({ ...event, error: failure, delayMs: delay });
      await wait(delay, options.signal);
    }
  }
}

/**
 * Whether a find's 404 says that no record matched (`customer.search.no_results`,
 * `sale.not_found`, or no code at all: the vendor's servers send only the message). A find
 * names no record in its path, so its only other 404 is that of a path or method the server
 * does not have (`endpoint.*`: a wrong base URL), which stays a failure.
 */
function nothingMatched(response: Response, body: unknown): boolean {
  if (response.status !== 404) return false;
  return !refusalCodeOf({ body, headers: response.headers })?.startsWith("endpoint.");
}

function infoOf(status: number, headers: Headers, attempts: number): ResponseInfo {
  return {
    status,
    headers,
    attempts,
    requestId: headers.get("x-request-id") ?? undefined,
    replayed: headers.get("idempotent-replayed") === "true",
  };
}

function withResponse(data: unknown, info: ResponseInfo): unknown {
  if (typeof data === "object" && data !== null)
    Object.defineProperty(data, "$response", { value: info, enumerable: false });
  return data;
}

/** Builds the resource objects of a layout: each operation a method calling `caller`. */
export function buildFacade(
  caller: OperationCaller,
  table: Readonly<Record<string, OperationSpec>>,
  layout: Layout,
): Record<string, unknown> {
  const method = (operationId: string) => {
    const spec = table[operationId]!;
    const n = spec.pathParams.length;
    return (...args: unknown[]) =>
      caller.call(operationId, spec, args.slice(0, n), args[n], args[n + 1] as RequestOptions | undefined);
  };
  const build = (node: Layout): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === "string") out[name] = method(value);
      else if ("pages" in value && typeof value.pages === "string") {
        const id = value.pages;
        out[name] = (filters?: Record<string, unknown>, options?: RequestOptions) =>
          caller.pages(id, table[id]!, filters, options);
      } else if ("call" in value && typeof value.call === "string") {
        const { call, ...nested } = value;
        out[name] = Object.assign(method(call), build(nested as Layout));
      } else out[name] = build(value as Layout);
    }
    return out;
  };
  return build(layout);
}
