// Failures at the HTTP boundary. Each generation maps their kinds to its documented statuses
// and envelope (see generation profiles); the kinds themselves are generation-neutral.
import { Refusal, type FailureKind, type RefusalCode, type RefusalParams } from "../kernel/errors.ts";

export type HttpFailureKind =
  | FailureKind
  /** Body is not valid JSON. */
  | "bad_json"
  /** Body cannot be read: a content encoding that does not decode, a charset not supported, a body that ends early. */
  | "unreadable_body"
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
  | "internal"
  /** The server is shutting down and takes no new requests. */
  | "unavailable";

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
