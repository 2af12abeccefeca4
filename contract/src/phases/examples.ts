// Phase 1, examples: every example of the documents whose keys the run has. Success examples
// must succeed and refusal examples must be refused with their documented status, code and
// message. Examples that name records are sent through the examples workflows
// (spec/workflows), which create the records or look them up and bind the example's
// references to them; read examples that name no record are sent as they are (a v2 find may
// answer 404: nothing matches); the refusals the workflows list as not provoked are reported
// as skipped with the reason. Workflows that need the account's keys and the legacy key on
// one data set send their v1 and v2 steps with --api-token-other-mode when that is the key
// acting there (keys.ts), and are skipped, with the reason, when no key does.
import { isRead } from "../kinds.ts";
import type { CaseRecorder, PhaseRecorder } from "../results.ts";
import type { Session } from "../session.ts";
import { requestExamples, responseExamples, type Operation } from "../spec.ts";
import type { WorkflowSet } from "../workflows.ts";
import type { WorkflowExecutor } from "./workflow-runner.ts";
import { keysFor } from "./keys.ts";

export async function examplesPhase(
  session: Session,
  set: WorkflowSet,
  executor: WorkflowExecutor,
  phase: PhaseRecorder,
): Promise<void> {
  const bound = new Map<string, { workflowId: string; stepId: string }>();
  const examplesWorkflows = [...set.workflows.values()].filter((w) => w["x-phase"] === "examples");
  for (const w of examplesWorkflows) {
    for (const step of w.steps) {
      const op = session.spec.operation(step.operationId);
      if (op && step["x-example"])
        bound.set(`${op.key}: ${step["x-example"]}`, { workflowId: w.workflowId, stepId: step.stepId });
    }
  }
  const unprovokable = new Map(
    set.unprovokable.map((u) => [`${session.spec.operation(u.operationId)?.key}: ${u.example}`, u.reason]),
  );
  const cases = new Map<string, CaseRecorder>();
  const exampleCase = (op: Operation, name: string) => {
    const key = `${op.key}: ${name}`;
    let kase = cases.get(key);
    if (!kase) {
      kase = phase.case(key, op.key);
      cases.set(key, kase);
    }
    return kase;
  };

  // Examples sent as they are: reads that need no record.
  for (const op of session.spec.operations) {
    if (!session.selected(op)) continue;
    for (const [name, example] of Object.entries(requestExamples(op))) {
      if (bound.has(`${op.key}: ${name}`)) continue;
      const kase = exampleCase(op, name);
      if (!session.canCall(op.generation)) {
        kase.skip(session.missingCredentials(op.generation));
        continue;
      }
      if (op.pathParams.length > 0 || !isRead(op)) {
        kase.skip("not bound to a workflow step (spec/workflows)");
        continue;
      }
      const body = { ...(example.value as Record<string, unknown>) };
      delete body.api_token;
      // A v2 find answers the record or, when nothing matches (the example's values on an
      // account that lacks them), 404 with its documented code: the answer checks judge both.
      const found = op.generation === "v2" && /_find$/.test(op.operationId);
      await session.call(
        kase,
        { generation: op.generation, operation: op, path: op.path, body },
        found ? { kind: "any" } : { kind: "success" },
        { label: name },
      );
      kase.finish();
    }
    for (const e of responseExamples(op)) {
      if (e.status < 400) continue;
      const key = `${op.key}: ${e.name}`;
      const reason = unprovokable.get(key);
      if (reason) exampleCase(op, e.name).skip(`not provoked: ${reason}`);
      else if (!bound.has(key)) exampleCase(op, e.name).skip("not provoked by any workflow step (spec/workflows)");
    }
  }

  // Examples sent through the workflows that create what they refer to.
  for (const w of examplesWorkflows) {
    const wanted = w.steps.some((step) => {
      const op = session.spec.operation(step.operationId);
      return op && step["x-example"] && session.selected(op);
    });
    if (!wanted) continue;
    // The v1 steps look up what the legacy steps use by ID: through a key of another data set
    // they would find other records, which is no fault of the deployment.
    const keys = keysFor(session, w);
    if (keys.skip !== undefined) {
      for (const step of w.steps) {
        const op = session.spec.operation(step.operationId);
        if (op && step["x-example"] && session.selected(op)) exampleCase(op, step["x-example"]).skip(keys.skip);
      }
      continue;
    }
    const v1Identity = keys.identity;
    const setup = new Map<string, CaseRecorder>();
    const run = await executor.run(
      w.workflowId,
      (step, op) => {
        const wf = [...set.workflows.values()].find((x) => x.steps.includes(step))!;
        if (op && step["x-example"] && session.selected(op)) return exampleCase(op, step["x-example"]);
        let kase = setup.get(wf.workflowId);
        if (!kase) {
          kase = phase.case(`${wf.workflowId} (records the examples use)`);
          setup.set(wf.workflowId, kase);
        }
        return kase;
      },
      { v1Identity },
    );
    for (const s of run.steps) {
      if (!s.op || !s.step["x-example"] || !session.selected(s.op)) continue;
      const kase = exampleCase(s.op, s.step["x-example"]);
      if (s.status === "passed") kase.finish(s.call && !s.call.ok ? "refused-as-expected" : "passed");
      else if (s.status === "blocked" || s.status === "not-run") kase.skip(`${s.step.stepId}: ${s.reason}`);
    }
    for (const kase of setup.values()) kase.finish();
  }
}
