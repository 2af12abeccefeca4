// Refusals of the domain: a stable code (declared in spec/common/refusals), its parameters and
// the domain path of the field it concerns, in the domain's own words. No sentence and no wire
// field name is decided here: each generation renders the code through its message catalogue
// and names the field as its wire does.
import type { components } from "../../generated/types/v1.ts";

/** Every code the API may answer; the spec's list, so a code it does not declare fails tsc. */
export type RefusalCode = components["schemas"]["RefusalCode"];

/** A parameter of a message in both languages (a format, a unit), when the value is a phrase. */
export interface Localized {
  readonly pt: string;
  readonly en: string;
}

export type RefusalParams = Readonly<Record<string, string | number | Localized>>;

export type FailureKind =
  /** Input missing, badly filled, or a business rule not met. */
  | "invalid"
  /** A record named in the request does not exist in the caller's data set. */
  | "not_found"
  /** The account's key may not execute the operation, or its plan expired. */
  | "forbidden"
  /** The operation exists but this deployment does not implement it. */
  | "not_implemented";

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly params: RefusalParams = {},
    /**
     * Domain path of the field: property names of the domain's input joined by `.`, array
     * indexes in brackets from 0 (`items[2].price`, `addresses[0].postalCode`).
     */
    readonly path?: string,
  ) {
    super(path === undefined ? code : `${code} (${path})`);
    this.name = "Refusal";
  }

  /** The same refusal about a field below `prefix`, e.g. a line: `items[2]` + `price`. */
  under(prefix: string): Refusal {
    return new Refusal(this.code, this.params, this.path === undefined ? prefix : `${prefix}.${this.path}`);
  }
}

/** A refusal to throw: `throw refuse("customer.code.taken", { value }, "code")`. */
export function refuse(code: RefusalCode, params: RefusalParams = {}, path?: string): Refusal {
  return new Refusal(code, params, path);
}
