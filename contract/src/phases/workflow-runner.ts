// Runs Arazzo workflows against the deployment: resolves each step's request from the spec's
// example (`x-example`), its payload and replacements and the runtime expressions (encoded as
// a form when the step's `contentType` says so), sends it through the session's checks,
// judges it by its refusal example or success criteria, and passes outputs on. A step that
// needs the output of a step that did not pass is blocked, as is every step after one the
// run's settings kept from being sent.
import {
  condition,
  conditionExpressions,
  evaluate,
  resolve,
  Unresolved,
  type ExpressionContext,
} from "../expressions.ts";
import type { CaseRecorder } from "../results.ts";
import type { CallResult, Expectation, Session } from "../session.ts";
import type { IdentityName } from "../http.ts";
import { documentedRefusal, requestExamples, responseExamples, type Operation } from "../spec.ts";
import { stepWrites, type Step, type Workflow, type WorkflowSet } from "../workflows.ts";
import { refusalCode } from "../checks.ts";
import { encodeForm, isFormType } from "../forms.ts";

export type StepStatus = "passed" | "failed" | "skipped" | "blocked" | "not-run";

export interface StepRun {
  readonly step: Step;
  readonly op: Operation | undefined;
  status: StepStatus;
  reason?: string;
  call?: CallResult;
}

export interface WorkflowRun {
  readonly workflowId: string;
  readonly outputs: Record<string, unknown>;
  readonly steps: StepRun[];
  /** Every step passed. */
  ok: boolean;
  /** Why it did not run at all (a workflow it depends on failed). */
  blocked?: string;
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** RFC 7396 merge patch: objects merge, anything else replaces, null removes. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== "object" || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> =
    target !== null && typeof target === "object" && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

function setPointer(target: unknown, ptr: string, value: unknown): unknown {
  const segments = ptr
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const root = clone(target) ?? {};
  let current = root as Record<string, unknown>;
  segments.forEach((seg, i) => {
    if (i === segments.length - 1) {
      if (Array.isArray(current)) current[Number(seg)] = value;
      else current[seg] = value;
    } else {
      current[seg] ??= /^[0-9]+$/.test(segments[i + 1]!) ? [] : {};
      current = current[seg] as Record<string, unknown>;
    }
  });
  return root;
}

/** Fields of a multipart body the operation declares as files (an encoding other than text). */
function fileFields(op: Operation, contentType: string): string[] {
  const media = op.object.requestBody?.content[contentType] as
    { encoding?: Record<string, { contentType?: string }> } | undefined;
  return Object.entries(media?.encoding ?? {})
    .filter(([, e]) => e.contentType !== undefined && !e.contentType.startsWith("text/"))
    .map(([name]) => name);
}

export class WorkflowExecutor {
  private readonly runs = new Map<string, Promise<WorkflowRun>>();

  constructor(
    private readonly session: Session,
    private readonly set: WorkflowSet,
    private readonly inputs: Record<string, unknown>,
    /** Stop a workflow at its first failed step (Arazzo's default); examples workflows go on. */
    private readonly stopOnFailure: (workflow: Workflow) => boolean,
  ) {}

  /**
   * Runs a workflow once per run (with the workflows it depends on); later calls share the
   * result. `v1Identity` sends the workflow's own v1 and v2 steps with another of account A's
   * keys than --api-token and --bearer-token (the workflows it depends on keep those).
   */
  run(
    workflowId: string,
    caseFor: (step: Step, op: Operation | undefined) => CaseRecorder | undefined,
    options: { v1Identity?: IdentityName } = {},
  ): Promise<WorkflowRun> {
    let run = this.runs.get(workflowId);
    if (!run) {
      run = this.execute(workflowId, caseFor, options.v1Identity);
      this.runs.set(workflowId, run);
    }
    return run;
  }

  private async execute(
    workflowId: string,
    caseFor: (step: Step, op: Operation | undefined) => CaseRecorder | undefined,
    v1Identity: IdentityName | undefined,
  ): Promise<WorkflowRun> {
    const workflow = this.set.workflows.get(workflowId)!;
    const result: WorkflowRun = { workflowId, outputs: {}, steps: [], ok: true };
    const workflows: Record<string, { outputs: Record<string, unknown> }> = {};
    for (const dep of workflow.dependsOn ?? []) {
      const depRun = await this.run(dep, caseFor);
      workflows[dep] = { outputs: depRun.outputs };
    }
    const ctx: {
      inputs: Record<string, unknown>;
      steps: Record<string, { outputs: Record<string, unknown> }>;
      workflows: typeof workflows;
    } = { inputs: this.inputs, steps: {}, workflows };
    let stopped: string | undefined;
    // A step the run's settings kept from being sent (writes not allowed, no key): later steps
    // may rely on what it would have written without naming its outputs (a refusal of the
    // same body sent twice, an hour it would have taken), so they are not sent either.
    let unsent: string | undefined;
    for (const step of workflow.steps) {
      const op = this.session.spec.operation(step.operationId);
      const run: StepRun = { step, op, status: "passed" };
      result.steps.push(run);
      const kase = caseFor(step, op);
      if (stopped) {
        run.status = "not-run";
        run.reason = stopped;
        continue;
      }
      if (!op || !kase) {
        run.status = "skipped";
        run.reason = op ? "not selected" : `no operation ${step.operationId}`;
        unsent ??= `step ${step.stepId} was not sent (${run.reason})`;
        continue;
      }
      if (unsent) {
        run.status = "blocked";
        run.reason = unsent;
        kase.skip(`${step.stepId}: ${unsent}`);
        result.ok = false;
        continue;
      }
      await this.step(step, op, run, kase, ctx, op.generation !== "legacy" ? v1Identity : undefined);
      if (run.status === "skipped") unsent = `step ${step.stepId} was not sent (${run.reason})`;
      if (run.status === "passed") ctx.steps[step.stepId] = { outputs: this.outputs(step, run.call!, ctx) };
      else {
        result.ok = false;
        if (run.status === "failed" && this.stopOnFailure(workflow)) stopped = `step ${step.stepId} failed`;
      }
    }
    for (const [name, expression] of Object.entries(workflow.outputs ?? {})) {
      try {
        result.outputs[name] = evaluate(expression, ctx);
      } catch (err) {
        if (!(err instanceof Unresolved)) throw err;
      }
    }
    return result;
  }

  private outputs(step: Step, call: CallResult, ctx: ExpressionContext): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const withResponse: ExpressionContext = {
      ...ctx,
      response: { status: call.status, body: call.body, headers: call.exchange.answer.headers },
    };
    for (const [name, expression] of Object.entries(step.outputs ?? {})) out[name] = evaluate(expression, withResponse);
    return out;
  }

  private async step(
    step: Step,
    op: Operation,
    run: StepRun,
    kase: CaseRecorder,
    ctx: ExpressionContext,
    identity: IdentityName | undefined,
  ): Promise<void> {
    const s = this.session;
    if (!s.canCall(op.generation)) {
      run.status = "skipped";
      run.reason = s.missingCredentials(op.generation);
      kase.skip(`${step.stepId}: ${run.reason}`);
      return;
    }
    const blocked = stepWrites(step, op) ? s.writeBlocked(op) : undefined;
    if (blocked) {
      run.status = "skipped";
      run.reason = blocked;
      kase.skip(`${step.stepId}: ${blocked}`);
      return;
    }
    const exampleName = step["x-example"];
    const requestExample = requestExamples(op)[step["x-request-example"] ?? exampleName ?? ""];
    const refusalExample = exampleName
      ? responseExamples(op).find((e) => e.name === exampleName && e.status >= 400)
      : undefined;
    let body: unknown;
    let params: Record<string, unknown> = {};
    const headers: Record<string, string> = {};
    try {
      let base = clone(requestExample?.value);
      if (base && typeof base === "object" && !Array.isArray(base)) delete (base as Record<string, unknown>).api_token;
      const payload = step.requestBody?.payload;
      if (payload !== undefined)
        base = base !== undefined ? mergePatch(base, resolve(payload, ctx)) : resolve(payload, ctx);
      for (const r of step.requestBody?.replacements ?? []) base = setPointer(base, r.target, resolve(r.value, ctx));
      body = base ?? (op.object.requestBody ? {} : undefined);
      const contentType = step.requestBody?.contentType;
      if (contentType && isFormType(contentType)) {
        const token = op.generation === "v1" ? s.transport.token(identity) : undefined;
        const form = encodeForm(
          contentType,
          token ? { ...(body as object), api_token: token } : body,
          fileFields(op, contentType),
        );
        body = { raw: form.body };
        headers["content-type"] = form.contentType;
      }
      params = Object.fromEntries(
        (step.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, resolve(p.value, ctx)]),
      );
      for (const p of step.parameters ?? []) if (p.in === "header") headers[p.name] = String(resolve(p.value, ctx));
      // What the criteria compare the answer with must be there before the request is sent.
      for (const c of step.successCriteria ?? [])
        for (const e of conditionExpressions(c.condition)) if (!/^\$(statusCode|response\.)/.test(e)) evaluate(e, ctx);
    } catch (err) {
      if (!(err instanceof Unresolved)) throw err;
      run.status = "blocked";
      run.reason = `needs ${err.reference}, which an earlier step did not give`;
      kase.skip(`${step.stepId}: ${run.reason}`);
      return;
    }
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const criteria = step.successCriteria ?? [];
    let expect: Expectation;
    if (refusalExample) {
      expect = {
        kind: "refusal",
        status: refusalExample.status,
        ...documentedRefusal(refusalExample.example),
        label: exampleName,
      };
    } else if (criteria.some((c) => c.condition.includes("$statusCode"))) expect = { kind: "any" };
    else expect = { kind: "success" };
    const before = kase.result.failures.length;
    const request = { generation: op.generation, operation: op, path, body, headers, identity };
    const call = await s.call(kase, request, expect, { label: step.stepId });
    run.call = call;
    const withResponse: ExpressionContext = {
      ...ctx,
      response: { status: call.status, body: call.body, headers: call.exchange.answer.headers },
    };
    for (const c of criteria) {
      let verdict: { ok: boolean; detail: string };
      try {
        verdict = condition(c.condition, withResponse);
      } catch (err) {
        verdict = { ok: false, detail: `${c.condition}: ${(err as Error).message}` };
      }
      if (!verdict.ok) {
        const recorded = s.transport.record(call.exchange);
        kase.fail({
          check: "success-criteria",
          message: `${step.stepId}: ${verdict.detail}${call.ok ? "" : ` (answered ${call.status} ${refusalCode(call.body, call.exchange.answer.headers) ?? ""})`}`,
          operation: op.key,
          ...recorded,
          curl: s.transport.curl(call.exchange),
        });
      }
    }
    run.status = kase.result.failures.length > before ? "failed" : "passed";
  }
}
