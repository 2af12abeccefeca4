// Bookkeeping of a run: cases (one JUnit test case each) inside phases, with a tally of
// requests and outcomes per phase and per operation, and the listeners progress reporting uses.
// A case passes only on what it sent: one that sent no request is skipped, with its reason; a
// phase that ran no case, or skipped every one, has not checked anything and says so.
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
  /** finish() or skip() was called: the case ran to its end. */
  finished = false;

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

  /** Records a failure of a check the run applies (one it leaves out is dropped). */
  fail(failure: Failure): void {
    if (!this.phase.applies(failure.check)) return;
    this.result.failures.push(failure);
    this.result.outcome = "failed";
    this.phase.listener?.failure(this.phase.result.phase, this.result, failure);
  }

  note(text: string): void {
    this.result.notes.push(text);
  }

  skip(reason: string): void {
    this.finished = true;
    if (this.result.outcome !== "failed") this.result.outcome = "skipped";
    if (!this.result.notes.includes(reason)) this.result.notes.push(reason);
  }

  /**
   * Marks a case that ended without failures: refused-as-expected when its point was a refusal.
   * A case that sent no request checked nothing: it is skipped, with the reason its notes give.
   */
  finish(outcome: Exclude<Outcome, "failed" | "skipped"> = "passed"): void {
    this.finished = true;
    if (this.result.outcome === "failed" || this.result.outcome === "skipped") return;
    if (this.result.requests === 0) {
      this.skip(this.result.notes.length > 0 ? this.result.notes.join("; ") : "sent no request");
      return;
    }
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
  private readonly recorders: CaseRecorder[] = [];

  constructor(
    phase: PhaseName,
    readonly listener?: ProgressListener,
    /** Whether the run applies a check (`--checks`, `--exclude-checks`); all by default. */
    readonly applies: (check: string) => boolean = () => true,
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
    const recorder = new CaseRecorder(result, this);
    this.recorders.push(recorder);
    return recorder;
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

  /**
   * Ends the phase. A case left unfinished (the budget ended the phase in its middle) passed
   * only what it got to: without a failure it is skipped, as cut short. Then the phase's own
   * verdict: having run no case, or skipped every one, it checked nothing.
   */
  finish(cut?: string): PhaseResult {
    for (const r of this.recorders) {
      if (r.finished) continue;
      if (r.result.requests === 0 || !cut) r.finish();
      else if (!r.failed) r.skip(`cut short after ${r.result.requests} request(s): ${cut}`);
    }
    const skipped = this.result.cases.filter((c) => c.outcome === "skipped");
    if (this.result.cases.length === 0) this.result.empty = this.result.skipped ?? "ran no case";
    else if (skipped.length === this.result.cases.length)
      this.result.empty = `skipped all its ${skipped.length} case(s): ${[...new Set(skipped.flatMap((c) => c.notes))].slice(0, 3).join("; ")}`;
    this.result.ms = performance.now() - this.started;
    this.listener?.phaseFinished(this.result);
    return this.result;
  }
}
