// The shape of a message catalogue: for each refusal code, the failure kind (which each
// generation maps to its status) and the message in Portuguese and English. Templates name
// parameters in braces: {field} is the field as the generation names it, {line} the line
// counted from 1, the others are the refusal's own parameters.
import type { components } from "../../../generated/types/v1.ts";
import type { HttpFailureKind } from "../failures.ts";

type Schemas = components["schemas"];

export type Language = "pt" | "en";

export interface Message {
  readonly pt: string;
  readonly en: string;
}

export interface Entry extends Message {
  readonly kind: HttpFailureKind;
}

/** The entries of one area's codes (a union of spec/common/refusals). */
export type Entries<Area extends keyof Schemas> = { readonly [Code in Schemas[Area] & string]: Entry };
