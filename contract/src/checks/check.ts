// What a check is: a name users select it by (`--checks`, `--exclude-checks`), one line on what
// it checks for `--help`, and, for the checks applied to each exchange, the judgement itself
// on one request and its answer (with what the run expected of it).
import type { ContractChecker } from "../checker.ts";
import type { SentExchange } from "../http.ts";
import type { Operation } from "../spec.ts";

/** What the run expects of one request, on top of the checks every answer gets. */
export type Expectation =
  /** A 2xx answer. */
  | { readonly kind: "success" }
  /** A refusal, with the documented status, code, message, field and line when given. */
  | {
      readonly kind: "refusal";
      readonly status?: number;
      readonly code?: string;
      readonly message?: string;
      readonly field?: string;
      readonly line?: number;
      readonly label?: string;
    }
  /** Schema-invalid input: refused with a 4xx. */
  | { readonly kind: "invalid"; readonly what: string }
  /** Schema-valid input: never refused for a schema reason. */
  | { readonly kind: "valid" }
  /** Only the answer checks. */
  | { readonly kind: "any" };

export interface Finding {
  readonly check: string;
  readonly message: string;
}

/** One exchange as the checks see it. */
export interface ExchangeContext {
  readonly exchange: SentExchange;
  /** The operation the request was sent to (undefined for a path the spec does not have). */
  readonly operation: Operation | undefined;
  readonly expect: Expectation;
  readonly checker: ContractChecker;
  readonly timeoutMs: number;
  /** Secrets no answer may carry, with the label reports show instead. */
  readonly secrets: readonly { readonly value: string; readonly label: string }[];
}

/** Where a check applies: to every answer, to what a request was expected to do, or to a phase's own findings. */
export type CheckScope = "answer" | "expectation" | "phase" | "oracle";

export interface CheckInfo {
  readonly name: string;
  readonly scope: CheckScope;
  /** One line for `--help`. */
  readonly summary: string;
}

export interface ExchangeCheck extends CheckInfo {
  readonly scope: "answer" | "expectation";
  /** The problems of one exchange, each a message; none when it passes. */
  run(ctx: ExchangeContext): string[];
}

/** The answer's status is a success. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
