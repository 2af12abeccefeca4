// What a run produces: every exchange with its verdict, grouped in cases (one JUnit test case
// each) per phase, and the failures with what reproduces them.
import type { GenerationName } from "./spec.ts";

export const PHASES = ["examples", "fuzz", "flows", "isolation", "oracles"] as const;
export type PhaseName = (typeof PHASES)[number];

/** How an answer was judged. */
export type Outcome = "passed" | "refused-as-expected" | "failed" | "skipped";

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The body as sent, with secrets masked. */
  readonly body: string | undefined;
}

export interface RecordedAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The body as received (truncated for reports), secrets masked. */
  readonly body: string;
  readonly ms: number;
}

export interface Failure {
  /** The check that failed, e.g. `schema`, `status-declared`, `refuses-invalid`, `oracle:totals`. */
  readonly check: string;
  readonly message: string;
  readonly operation?: string;
  readonly request?: RecordedRequest;
  readonly answer?: RecordedAnswer;
  /** Copy-paste reproducer (secrets as environment variables). */
  readonly curl?: string;
  readonly seed?: number;
  /** For fuzz failures: the smallest body found that fails the same check. */
  readonly minimal?: { readonly body: string; readonly curl: string };
}

export interface CaseResult {
  readonly phase: PhaseName;
  /** JUnit test case name, e.g. `v1.Sales_create: Finished invoice with two VAT rates`. */
  readonly name: string;
  readonly operation?: string;
  outcome: Outcome;
  requests: number;
  readonly failures: Failure[];
  /** Why the case was skipped, or notes worth showing. */
  notes: string[];
  ms: number;
}

export interface OperationTally {
  requests: number;
  passed: number;
  failed: number;
  refused: number;
}

export interface PhaseResult {
  readonly phase: PhaseName;
  readonly cases: CaseResult[];
  readonly tally: OperationTally;
  /** Per operation key (`v1.Sales_create`). */
  readonly operations: Record<string, OperationTally>;
  ms: number;
  /** The phase stopped early (budget). */
  stopped?: string;
  /** Why the phase did not run at all (the budget was spent before it). */
  skipped?: string;
  /**
   * Why the phase checked nothing: it ran no case, or skipped every one. A phase the run was
   * asked for that checked nothing fails the run (leave it out with --phases instead).
   */
  empty?: string;
  /** Fuzz: per operation key, the fields of its request schema mutated and how many it has. */
  fieldCoverage?: Record<string, FieldCoverage>;
}

/** Fields of an operation's request schema (nested ones counted, `items[].price`) a fuzz run mutated. */
export interface FieldCoverage {
  readonly fields: number;
  mutated: number;
  /** The fields not mutated (at most 20 named). */
  unmutated: string[];
}

export interface RunResult {
  readonly baseUrl: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly phases: PhaseResult[];
  readonly requests: number;
  readonly ms: number;
  readonly budget: string;
  /** Why the run stopped early, if it did. */
  readonly stopped?: string;
  readonly notes: string[];
  /** Checks left out with --checks or --exclude-checks. */
  readonly excludedChecks: string[];
  /** Examples of the spec and how the run covered them. */
  readonly coverage: {
    operations: number;
    operationsExercised: number;
    implemented: Record<GenerationName, { implemented: number; total: number }>;
  };
  /** No check failed and every phase asked for checked something. */
  readonly passed: boolean;
}

export function emptyTally(): OperationTally {
  return { requests: 0, passed: 0, failed: 0, refused: 0 };
}
