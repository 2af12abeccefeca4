// Live progress: on a terminal one line redrawn in place (phase, operation, counts); elsewhere
// (CI logs) a line when a phase starts and ends and one per failure as it happens.
import type { CaseResult, Failure, OperationTally, PhaseName, PhaseResult } from "../model.ts";
import type { ProgressListener } from "../results.ts";

export function progressListener(stream: NodeJS.WriteStream = process.stderr): ProgressListener {
  const tty = !!stream.isTTY;
  let last = 0;
  let phaseName: PhaseName | undefined;
  const counts = (t: OperationTally) =>
    `${t.requests} requests · ${t.passed} passed · ${t.refused} refused as expected · ${t.failed} failed`;
  const clear = () => {
    if (tty) stream.write("\r\x1b[2K");
  };
  return {
    phaseStarted(phase) {
      phaseName = phase;
      if (!tty) stream.write(`[${phase}] started\n`);
    },
    exchange(phase, operation, _outcome, tally) {
      if (!tty) return;
      const now = Date.now();
      if (now - last < 80) return;
      last = now;
      const columns = stream.columns ?? 120;
      stream.write(`\r\x1b[2K${`[${phase}] ${operation ?? ""}  ${counts(tally)}`.slice(0, columns - 1)}`);
    },
    failure(phase: PhaseName, kase: CaseResult, failure: Failure) {
      clear();
      stream.write(`[${phase}] FAIL ${kase.name}: ${failure.check}: ${failure.message.slice(0, 300)}\n`);
    },
    phaseFinished(result: PhaseResult) {
      clear();
      const end = result.skipped ? ` (${result.skipped})` : result.stopped ? ` (${result.stopped})` : "";
      stream.write(
        `[${result.phase}] ${phaseName === result.phase ? "finished" : "done"}: ${counts(result.tally)} in ${(result.ms / 1000).toFixed(1)} s${end}\n`,
      );
    },
  };
}
