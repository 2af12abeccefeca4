// Failures at the HTTP boundary. Each generation maps these kinds to its documented statuses
// and envelope (see generation profiles); the kinds themselves are generation-neutral.
import { DomainError, type FailureKind } from "../domain/errors.ts";

export type HttpFailureKind =
  | FailureKind
  /** Body is not valid JSON. */
  | "bad_json"
  /** Body larger than the limit. */
  | "too_large"
  /** Credentials missing or not valid. */
  | "unauthorized"
  /** Authorization header not in the expected format (legacy). */
  | "malformed_auth"
  /** Plan's request limit reached. */
  | "rate_limited"
  /** No operation at this path. */
  | "unknown_endpoint"
  /** Path exists with another method. */
  | "wrong_method"
  /** Empty body where parameters are expected (legacy). */
  | "no_parameters"
  | "internal";

export class HttpFailure extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "HttpFailure";
  }

  static from(err: unknown): HttpFailure | undefined {
    if (err instanceof HttpFailure) return err;
    if (err instanceof DomainError) return new HttpFailure(err.kind, err.message, err.field);
    return undefined;
  }
}
