// One request the fuzz phase sends: what it mutated and what the spec says of the result.
import type { Expectation } from "../checks/check.ts";
import type { RawBody } from "../http.ts";
import type { Path } from "./mutations.ts";

export interface FuzzCase {
  readonly label: string;
  readonly path: string;
  readonly body: unknown | RawBody;
  readonly headers?: Record<string, string>;
  readonly expect: Expectation;
  readonly seed: number;
  /** For shrinking: the mutated field, kept while the rest shrinks. */
  readonly protect?: Path;
  /** The field of the request schema the case mutated (`items[].price`). */
  readonly field?: string;
  /** Not shrunk on failure: raw text, or too large to classify again and again. */
  readonly unshrinkable?: true;
}
