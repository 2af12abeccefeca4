// Phase 3, flows: the stateful sequences of spec/workflows (customer to item to draft sale to
// finished invoice to receipt to cancellation, corrective notes, bookings, stock, the three
// generations over the same records). Each workflow is one case; it stops at its first failed
// step, and a step that needs writes the run does not allow is skipped. A workflow across
// generations goes with keys that act on one data set (keys.ts), or is skipped with the reason.
import type { PhaseRecorder } from "../results.ts";
import type { Session } from "../session.ts";
import type { WorkflowSet } from "../workflows.ts";
import type { WorkflowExecutor } from "./workflow-runner.ts";
import { keysFor } from "./keys.ts";

export async function flowsPhase(
  session: Session,
  set: WorkflowSet,
  executor: WorkflowExecutor,
  phase: PhaseRecorder,
): Promise<void> {
  for (const w of set.workflows.values()) {
    if ((w["x-phase"] ?? "flows") !== "flows") continue;
    const ops = w.steps.map((s) => session.spec.operation(s.operationId)).filter((o) => o !== undefined);
    if (!ops.some((o) => session.selected(o))) continue;
    const kase = phase.case(`${w.workflowId}: ${w.summary ?? ""}`.replace(/: $/, ""));
    const keys = keysFor(session, w);
    if (keys.skip !== undefined) {
      kase.skip(keys.skip);
      continue;
    }
    // The records of the workflows it depends on were made through --api-token, on the data
    // set the other mode's key does not see.
    if (keys.identity && (w.dependsOn?.length ?? 0) > 0) {
      kase.skip(`the v1 key acts on another data set than the legacy key (${session.dataSet.detail})`);
      continue;
    }
    const run = await executor.run(w.workflowId, () => kase, { v1Identity: keys.identity });
    const skipped = run.steps.filter((s) => s.status === "skipped" || s.status === "blocked");
    if (skipped.length > 0 && !kase.failed) kase.skip(skipped.map((s) => `${s.step.stepId}: ${s.reason}`).join("; "));
    kase.finish();
  }
}
