// A whole run: checks the workflows against the spec, makes sure the deployment answers and
// the keys work, then runs the chosen phases (examples, flows, oracles and isolation first;
// fuzz last, as it takes what is left of the budget) and assembles the result. The run passes
// when no check failed and every phase it was asked for checked something.
import { Budget, BudgetExhausted, type BudgetSpec } from "./budget.ts";
import type { SentExchange } from "./http.ts";
import { PHASES, type PhaseName, type PhaseResult, type RunResult } from "./model.ts";
import { PhaseRecorder, type ProgressListener } from "./results.ts";
import { Session, type SessionOptions } from "./session.ts";
import { GENERATION_NAMES, Spec, type GenerationName, type Operation } from "./spec.ts";
import { checkWorkflows, loadWorkflows, type WorkflowSet } from "./workflows.ts";
import { runInputs } from "./inputs.ts";
import { WorkflowExecutor } from "./phases/workflow-runner.ts";
import { examplesPhase } from "./phases/examples.ts";
import { flowsPhase } from "./phases/flows.ts";
import { oraclesPhase } from "./phases/oracles.ts";
import { isolationPhase } from "./phases/isolation.ts";
import { fuzzPhase } from "./phases/fuzz.ts";
import { probeDataSets } from "./phases/data-sets.ts";
import { isRead } from "./kinds.ts";
import { UsageError } from "./usage-error.ts";
import { ORACLE_CHECKS } from "./oracles/checks.ts";

export { UsageError };

export interface RunOptions extends SessionOptions {
  readonly budget?: BudgetSpec;
  /** Fuzz rounds over every operation (default: as many as the budget allows, 11 without a budget). */
  readonly fuzzRounds?: number;
  readonly progress?: ProgressListener;
  readonly spec?: Spec;
  readonly workflows?: WorkflowSet;
}

const ORDER: readonly PhaseName[] = ["examples", "flows", "oracles", "isolation", "fuzz"];

const FLAGS: Record<GenerationName, string> = {
  v2: "--bearer-token",
  v1: "--api-token",
  legacy: "--legacy-key/--legacy-secret",
};

/** A read of a generation that needs no record: where the run first tries its keys. */
function probeOperation(session: Session, generation: GenerationName): Operation | undefined {
  return session.spec.operations.find(
    (o) =>
      o.generation === generation && isRead(o) && o.pathParams.length === 0 && /_(list|procurar)$/.test(o.operationId),
  );
}

async function preflight(session: Session): Promise<void> {
  for (const generation of GENERATION_NAMES) {
    if (!session.canCall(generation)) continue;
    const op = probeOperation(session, generation);
    if (!op) continue;
    const body = generation === "legacy" ? { valor: "1", tipo: "id" } : {};
    const sent = await session.transport.send({ generation, operation: op, path: op.path, body });
    if (sent.answer.timedOut) throw new UsageError(`${sent.url} gave no answer within ${session.options.timeoutMs} ms`);
    if (sent.answer.status === 401)
      throw new UsageError(`the deployment does not accept ${FLAGS[generation]} (401 on ${op.operationId})`);
    if (sent.answer.status === 404 && !sent.answer.isJson)
      throw new UsageError(`${sent.url} answers 404: is --base-url the root of the deployment (without /api)?`);
  }
  for (const [identity, token] of [
    ["b", session.options.credentials.apiTokenB],
    ["other-mode", session.options.credentials.apiTokenOtherMode],
  ] as const) {
    if (!token) continue;
    const generation = session.canCall("v1") ? "v1" : "v2";
    const op = probeOperation(session, generation);
    if (!op) continue;
    const sent = await session.transport.send({ generation, operation: op, path: op.path, body: {}, identity });
    if (sent.answer.status === 401) throw new UsageError(`the deployment does not accept --api-token-${identity}`);
  }
}

export async function runContract(options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const spec = options.spec ?? new Spec();
  const workflows = options.workflows ?? loadWorkflows();
  const problems = checkWorkflows(workflows, spec, { coverage: false });
  if (problems.length > 0)
    throw new UsageError(`the workflows do not match the spec:\n  ${problems.slice(0, 20).join("\n  ")}`);
  const budget = new Budget(options.budget);
  const statuses = new Map<string, Set<number>>();
  const onExchange = (e: SentExchange) => {
    const op = e.request.operation;
    if (op) statuses.set(op.key, (statuses.get(op.key) ?? new Set()).add(e.answer.status));
  };
  const session = new Session(options, spec, budget, onExchange);
  if (!spec.operations.some((op) => session.selected(op)))
    throw new UsageError(
      `no operation of any document matches${options.operations?.length ? ` --operations ${options.operations.join(",")}` : ""}${options.tags?.length ? ` --tags ${options.tags.join(",")}` : ""}`,
    );
  await preflight(session);
  const inputs = runInputs(session.random.fork("inputs"), session.tag);
  for (const value of Object.values(inputs))
    if (typeof value === "string" && /^[0-9]{9}$/.test(value)) session.runValues.add(value);
  const executor = new WorkflowExecutor(session, workflows, inputs, (w) => (w["x-phase"] ?? "flows") === "flows");
  const results = new Map<PhaseName, PhaseResult>();
  let stopped: string | undefined;
  let probed = false;
  const probe = async (phase: PhaseRecorder) => {
    if (probed) return;
    probed = true;
    const kase = phase.case("which data set each key acts on");
    session.dataSet = await probeDataSets(session, kase);
    kase.note(session.dataSet.detail);
    if (session.dataSet.sameAsLegacy === undefined) kase.skip(session.dataSet.detail);
    kase.finish();
    session.notes.push(`Data sets: ${session.dataSet.detail}.`);
  };
  // A phase whose own checks are all left out was excluded on purpose, as with --phases.
  const ownChecks: Partial<Record<PhaseName, readonly string[]>> = {
    isolation: ["isolation"],
    oracles: ORACLE_CHECKS.map((c) => c.name),
  };
  for (const name of ORDER) {
    if (!options.phases.includes(name)) continue;
    const own = ownChecks[name];
    if (own && !own.some((c) => session.checks.has(c))) {
      session.notes.push(`Phase ${name} not run: its checks (${own.join(", ")}) are excluded.`);
      continue;
    }
    const phase = new PhaseRecorder(name, options.progress, (check) => session.checks.has(check));
    if (stopped) {
      phase.result.skipped = `not run: ${stopped}`;
      results.set(name, phase.finish());
      continue;
    }
    try {
      switch (name) {
        case "examples":
          if (
            [...workflows.workflows.values()].some(
              (w) => w["x-phase"] === "examples" && w["x-requires"] === "same-data-set",
            )
          )
            await probe(phase);
          await examplesPhase(session, workflows, executor, phase);
          break;
        case "flows":
          await probe(phase);
          await flowsPhase(session, workflows, executor, phase);
          break;
        case "oracles":
          await oraclesPhase(session, phase);
          break;
        case "isolation":
          if (options.credentials.apiTokenOtherMode) await probe(phase);
          await isolationPhase(session, phase);
          break;
        case "fuzz": {
          const bounded = options.budget?.requests !== undefined || options.budget?.ms !== undefined;
          await fuzzPhase(session, phase, { rounds: options.fuzzRounds ?? (bounded ? 1000 : 11), shrinkLimit: 10 });
          // Fuzzing ends on the budget by design: say so, it is not a cut.
          if (budget.exhausted) phase.result.stopped = `ended with the budget (${budget.describe()})`;
          break;
        }
      }
    } catch (err) {
      if (!(err instanceof BudgetExhausted)) throw err;
      stopped = err.message;
      phase.result.stopped = err.message;
    }
    results.set(name, phase.finish(phase.result.stopped));
  }
  const phases = PHASES.filter((p) => results.has(p)).map((p) => results.get(p)!);
  const implemented = {
    v1: { implemented: 0, total: 0 },
    legacy: { implemented: 0, total: 0 },
    v2: { implemented: 0, total: 0 },
  };
  for (const op of spec.operations) {
    implemented[op.generation].total++;
    const seen = statuses.get(op.key);
    if (seen && [...seen].some((s) => s !== 501)) implemented[op.generation].implemented++;
  }
  const failed = phases.some((p) => p.empty !== undefined || p.cases.some((c) => c.outcome === "failed"));
  return {
    baseUrl: options.baseUrl,
    seed: options.seed,
    startedAt: new Date(started).toISOString(),
    phases,
    requests: budget.requests,
    ms: Date.now() - started,
    budget: budget.describe(),
    stopped,
    notes: session.notes,
    excludedChecks: session.checks.excluded,
    coverage: { operations: spec.operations.length, operationsExercised: statuses.size, implemented },
    passed: !failed,
  };
}

export { PHASES };
