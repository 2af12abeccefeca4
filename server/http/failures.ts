// Failures at the HTTP boundary. Each generation maps their kinds to its documented statuses
// and envelope (see generation profiles); the kinds themselves are generation-neutral.
import { Refusal, type FailureKind, type RefusalCode, type RefusalParams } from "../domain/errors.ts";

export type HttpFailureKind =
  | FailureKind
  /** Body is not valid JSON, or cannot be read. */
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

/**
 * A refusal decided at the HTTP boundary (routing, credentials, validation): its field is
 * already named as the generation's wire names it. Validation that finds several faulty
 * fields carries them all in `errors`, the first being the refusal itself.
 */
export class WireRefusal extends Refusal {
  constructor(
    code: RefusalCode,
    params: RefusalParams = {},
    readonly field?: string,
    readonly errors: readonly WireRefusal[] = [],
  ) {
    super(code, params);
    this.name = "WireRefusal";
  }
}
