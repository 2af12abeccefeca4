// Bookkeeping of a run: cases (one JUnit test case each) inside phases, with a tally of
// requests and outcomes per phase and per operation, and the listeners progress reporting uses.
import {
  emptyTally,
  type CaseResult,
  type Failure,
  type Outcome,
  type OperationTally,
  type PhaseName,
  type PhaseResult,
} from "./model.ts";

export interface ProgressListener {
  phaseStarted(phase: PhaseName): void;
  exchange(phase: PhaseName, operation: string | undefined, outcome: Outcome, tally: OperationTally): void;
  failure(phase: PhaseName, kase: CaseResult, failure: Failure): void;
  phaseFinished(result: PhaseResult): void;
}

export class CaseRecorder {
  private readonly started = performance.now();

  constructor(
    readonly result: CaseResult,
    private readonly phase: PhaseRecorder,
  ) {}

  /** Counts one answer with its outcome against the case, the phase and the operation. */
  count(operation: string | undefined, outcome: Outcome): void {
    this.result.requests++;
    this.phase.count(operation, outcome);
    this.result.ms = performance.now() - this.started;
  }

  fail(failure: Failure): void {
    this.result.failures.push(failure);
    this.result.outcome = "failed";
    this.phase.listener?.failure(this.phase.result.phase, this.result, failure);
  }

  note(text: string): void {
    this.result.notes.push(text);
  }

  skip(reason: string): void {
    if (this.result.outcome !== "failed") this.result.outcome = "skipped";
    this.result.notes.push(reason);
  }

  /** Marks a case that ended without failures: refused-as-expected when its point was a refusal. */
  finish(outcome: Exclude<Outcome, "failed" | "skipped"> = "passed"): void {
    if (this.result.outcome === "failed" || this.result.outcome === "skipped") return;
    this.result.outcome = outcome;
    this.result.ms = performance.now() - this.started;
  }

  get failed(): boolean {
    return this.result.outcome === "failed";
  }
}

export class PhaseRecorder {
  readonly result: PhaseResult;
  private readonly started = performance.now();

  constructor(
    phase: PhaseName,
    readonly listener?: ProgressListener,
  ) {
    this.result = { phase, cases: [], tally: emptyTally(), operations: {}, ms: 0 };
    listener?.phaseStarted(phase);
  }

  case(name: string, operation?: string): CaseRecorder {
    const result: CaseResult = {
      phase: this.result.phase,
      name,
      operation,
      outcome: "passed",
      requests: 0,
      failures: [],
      notes: [],
      ms: 0,
    };
    this.result.cases.push(result);
    return new CaseRecorder(result, this);
  }

  count(operation: string | undefined, outcome: Outcome): void {
    const add = (t: OperationTally) => {
      t.requests++;
      if (outcome === "failed") t.failed++;
      else if (outcome === "refused-as-expected") t.refused++;
      else if (outcome === "passed") t.passed++;
    };
    add(this.result.tally);
    if (operation) add((this.result.operations[operation] ??= emptyTally()));
    this.listener?.exchange(this.result.phase, operation, outcome, this.result.tally);
  }

  finish(): PhaseResult {
    this.result.ms = performance.now() - this.started;
    this.listener?.phaseFinished(this.result);
    return this.result;
  }
}
