// Errors of the client: failures the server answered (ApiError and one class per kind) and
// requests that got no answer (ConnectionError, TimeoutError).
import type { components } from "./generated/types/v1.ts";

/** Every stable refusal code the API answers (the spec's error catalogue). */
export type RefusalCode = components["schemas"]["RefusalCode"];

/**
 * The code of a failure whose answer carried none: no `code` in the body and no
 * `Refusal-Code` header (a proxy's error page, a server that does not send the header). The
 * status and the class still say what kind of failure it was; guessing a code would mislead.
 */
export const UNCODED = "response.uncoded";

/** The code an ApiError carries: a refusal code of the API, or UNCODED. */
export type ErrorCode = RefusalCode | typeof UNCODED;

/** One faulty field, when validation found several. */
export interface FieldError {
  readonly code: RefusalCode;
  readonly field: string;
  readonly line?: number;
  readonly message: string;
}

/** Base of every error the client throws. */
export class InvoicingError extends Error {
  /** The operation called, e.g. `Sales_create`. */
  readonly operation: string;
  constructor(message: string, operation: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.operation = operation;
  }
}

export interface ApiErrorInit {
  readonly status: number;
  readonly operation: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** A failure the server answered: its status, stable code, message and the field concerned. */
export class ApiError extends InvoicingError {
  readonly status: number;
  /**
   * Stable code of the refusal; the message may be reworded or translated, the code does not
   * change. UNCODED when the answer carried no code.
   */
  readonly code: ErrorCode;
  /** The field concerned, in the generation's names (`items[2].price`). */
  readonly field: string | undefined;
  /** The line of `items` (or `artigos`...) concerned, counted from 1. */
  readonly line: number | undefined;
  /** Every faulty field, when validation found several. */
  readonly errors: readonly FieldError[];
  /** The server's X-Request-Id. */
  readonly requestId: string | undefined;
  /** The failure body as answered. */
  readonly body: unknown;
  readonly headers: Headers;

  constructor(init: ApiErrorInit) {
    // v2 answers the message as a bare JSON string, its code in the Refusal-Code header.
    const body = (typeof init.body === "string" ? { message: init.body } : (init.body ?? {})) as {
      message?: string;
      msg?: string;
      code?: RefusalCode;
      field?: string;
      line?: number;
      errors?: FieldError[];
    };
    super(body.message ?? body.msg ?? `HTTP ${init.status}`, init.operation);
    this.status = init.status;
    this.code = (refusalCodeOf(init) as RefusalCode | undefined) ?? UNCODED;
    this.field = body.field;
    this.line = body.line;
    this.errors = body.errors ?? [];
    this.requestId = init.headers.get("x-request-id") ?? undefined;
    this.body = init.body;
    this.headers = init.headers;
  }
}

/** The request was refused (v1 403, legacy 422, v2 400 and 403; 413 too): fix the request, retrying it unchanged fails again. */
export class RefusalError extends ApiError {}

/** A record the request names does not exist (a `*.not_found` code), or the endpoint does not (404). */
export class NotFoundError extends RefusalError {}

/** The credentials are missing or not valid (401, or an `auth.*` code). */
export class AuthenticationError extends ApiError {}

/** The plan's request limit is used up (429), or a write with the same Idempotency-Key is still running. */
export class RateLimitError extends ApiError {
  /** Seconds to wait before asking again (Retry-After). */
  readonly retryAfter: number | undefined;
  constructor(init: ApiErrorInit) {
    super(init);
    this.retryAfter = retryAfterSeconds(init.headers);
  }
}

/** The server failed (5xx); 501 means this deployment does not implement the operation. */
export class ServerError extends ApiError {}

/** No answer: the connection failed or was dropped. */
export class ConnectionError extends InvoicingError {}

/** No answer within the time allowed for the attempt. */
export class TimeoutError extends ConnectionError {}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when absent. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The stable code of a failure: v1's and legacy's `code` in the body, v2's `Refusal-Code` header. */
export function refusalCodeOf(init: Pick<ApiErrorInit, "body" | "headers">): string | undefined {
  const inBody =
    typeof init.body === "object" && init.body !== null ? (init.body as { code?: unknown }).code : undefined;
  if (typeof inBody === "string") return inBody;
  return init.headers.get("refusal-code") ?? undefined;
}

/** The error class of a failure answer, by its code first, then its status. */
export function apiErrorOf(init: ApiErrorInit): ApiError {
  const code = refusalCodeOf(init) ?? "";
  if (init.status === 401 || code.startsWith("auth.")) return new AuthenticationError(init);
  if (init.status === 429) return new RateLimitError(init);
  if (init.status >= 500) return new ServerError(init);
  if (init.status === 404 || code.endsWith(".not_found")) return new NotFoundError(init);
  if (init.status >= 400 || init.status === 204) return new RefusalError(init);
  return new ApiError(init);
}
