// Failures of the domain. Each carries a message naming the condition and, for input errors,
// the field in domain (v1) names; adapters rename fields for their generation's wire.

export type FailureKind =
  /** Input missing, badly filled, or a business rule not met. */
  | "invalid"
  /** A record named in the request does not exist in the caller's data set. */
  | "not_found"
  /** The account's key may not execute the operation, or its plan expired. */
  | "forbidden"
  /** The operation exists but this deployment does not implement it. */
  | "not_implemented";

export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind = "invalid",
    /** Wire field the message is about (v1 name; `items[2].price` for lines). */
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Input refused; `field` is the v1 name of the field, used by adapters to rename it. */
export function invalid(message: string, field?: string): DomainError {
  return new DomainError(message, "invalid", field);
}

export function notFound(message: string, field?: string): DomainError {
  return new DomainError(message, "not_found", field);
}
