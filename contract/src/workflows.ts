// The stateful sequences, declared once next to the spec as Arazzo 1.0 documents
// (`spec/workflows/*.arazzo.yaml`): the fixtures and bindings the examples phase sends the
// spec's examples with, and the flows. Loaded here and checked against the OpenAPI documents
// (operations, examples, payload fields, content types, step references); `npm test` fails on
// any problem and on any example neither bound to a step nor listed as not provoked.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { assetPaths } from "./assets.ts";
import { conditionExpressions, expressionsIn } from "./expressions.ts";
import { isRead } from "./kinds.ts";
import { requestExamples, requestSchema, responseExamples, type Operation, type Schema, type Spec } from "./spec.ts";

export interface Criterion {
  readonly condition: string;
}

export interface Step {
  readonly stepId: string;
  readonly operationId: string;
  readonly description?: string;
  /** Base the request on this example of the operation (request example), or provoke this refusal example. */
  readonly "x-example"?: string;
  /** With a refusal `x-example`: base the body on this request example of the operation (then payload and replacements apply). */
  readonly "x-request-example"?: string;
  readonly parameters?: readonly { name: string; in: "path" | "header" | "query"; value: unknown }[];
  readonly requestBody?: {
    contentType?: string;
    payload?: unknown;
    replacements?: readonly { target: string; value: unknown }[];
  };
  readonly successCriteria?: readonly Criterion[];
  readonly outputs?: Record<string, string>;
}

export interface Workflow {
  readonly workflowId: string;
  readonly summary?: string;
  readonly description?: string;
  readonly dependsOn?: readonly string[];
  /** `examples` (fixtures and example bindings) or `flows` (default). */
  readonly "x-phase"?: "examples" | "flows";
  /** `same-data-set`: the workflow needs the v1 key to act on the legacy key's (production) data; skipped with the reason otherwise. */
  readonly "x-requires"?: "same-data-set";
  readonly inputs?: { properties?: Record<string, unknown> };
  readonly steps: readonly Step[];
  readonly outputs?: Record<string, string>;
}

export interface Unprovokable {
  readonly operationId: string;
  readonly example: string;
  readonly reason: string;
}

export interface ArazzoDocument {
  readonly arazzo: string;
  readonly info: { title: string; version: string; description?: string };
  readonly sourceDescriptions: readonly { name: string; url: string; type: string }[];
  readonly workflows: readonly Workflow[];
  /** Refusal examples no client can provoke from outside (they need the service's back office or a broken mail server). */
  readonly "x-unprovokable"?: readonly Unprovokable[];
}

export interface WorkflowSet {
  readonly files: readonly { file: string; document: ArazzoDocument }[];
  readonly workflows: ReadonlyMap<string, Workflow>;
  readonly unprovokable: readonly Unprovokable[];
}

/** Values the runner gives every workflow (`$inputs.<name>`): fresh per run so that runs repeat on one deployment. */
export const RUNNER_INPUTS: Record<string, string> = {
  tag: "a short text unique to the run, for names and references that must be unique",
  today: "today (YYYY-MM-DD, Lisbon)",
  yesterday: "yesterday (YYYY-MM-DD)",
  tomorrow: "tomorrow (YYYY-MM-DD)",
  next_month: "today plus 30 days (YYYY-MM-DD)",
  year: "the current year",
  last_year: "the previous year",
  next_year: "the next year",
  soon: "today plus 3 hours (YYYY-MM-DD HH:mm)",
  soon_after: "today plus 5 hours (YYYY-MM-DD HH:mm)",
  booking_day: "a working day one to three weeks ahead (YYYY-MM-DD), unique to the run",
  nif1: "a valid tax number no record has yet (one of nif1 to nif6, for the v1 and legacy workflows)",
  nif2: "",
  nif3: "",
  nif4: "",
  nif5: "",
  nif6: "",
  nif7: "a valid tax number no record has yet, for the v2 workflows (nif7 to nif10)",
  nif8: "",
  nif9: "",
  nif10: "",
  plate: "a licence plate unique to the run (AA-00-AA)",
  code: "a code of up to 10 characters unique to the run",
  digits: "five digits unique to the run",
  serial: "seven digits unique to the run (names of series: digits only, as documents number them)",
  letters: "three capital letters unique to the run (ISO currency codes)",
  rate: "a VAT rate unique to the run (`47.31`), at least 0.1 points from any integer, so no ID names it",
  region: "an EU member state's ISO code other than PT, picked per run (the region of the run's VAT rate kept in use)",
  over_3mb: "a file one byte over 3 MB (the largest item image)",
};

export function loadWorkflows(dir: string = assetPaths().workflows): WorkflowSet {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".arazzo.yaml"))
    .sort()
    .map((file) => ({
      file,
      document: parse(readFileSync(join(dir, file), "utf8"), { merge: true }) as ArazzoDocument,
    }));
  const workflows = new Map<string, Workflow>();
  for (const { document } of files) for (const w of document.workflows ?? []) workflows.set(w.workflowId, w);
  return { files, workflows, unprovokable: files.flatMap((f) => f.document["x-unprovokable"] ?? []) };
}

/** Whether a step expects a refusal (so it writes nothing when the deployment behaves). */
export function expectsRefusal(step: Step, op: Operation | undefined): boolean {
  const example = step["x-example"];
  if (example && op && responseExamples(op).some((e) => e.name === example && e.status >= 400)) return true;
  return (step.successCriteria ?? []).some((c) => /^\$statusCode\s*(==|>=)\s*4[0-9][0-9]/.test(c.condition.trim()));
}

/** Whether running a step changes data on the deployment. */
export function stepWrites(step: Step, op: Operation): boolean {
  return !isRead(op) && !expectsRefusal(step, op);
}

/** The fields of the operation's request body (as `contentType` when given; JSON otherwise). */
function topLevelProperties(spec: Spec, op: Operation, contentType?: string): Set<string> | undefined {
  const out = new Set<string>();
  const visit = (s: Schema | undefined, depth: number): boolean => {
    const d = spec.deref(op.generation, s);
    if (!d || depth > 8) return true;
    for (const name of Object.keys(d.properties ?? {})) out.add(name);
    if (d.additionalProperties === true) return false;
    for (const part of [...(d.allOf ?? []), ...(d.anyOf ?? []), ...(d.oneOf ?? [])])
      if (!visit(part, depth + 1)) return false;
    return true;
  };
  if (contentType && !op.object.requestBody?.content[contentType]) return undefined;
  const schema = contentType ? op.object.requestBody?.content[contentType]?.schema : requestSchema(op);
  return visit(schema, 0) ? out : undefined;
}

/**
 * Problems of a workflow set against the spec; empty when it is sound. With `coverage`, also
 * every example that is neither bound to a step nor (for refusals) declared unprovokable.
 */
export function checkWorkflows(set: WorkflowSet, spec: Spec, options: { coverage?: boolean } = {}): string[] {
  const problems: string[] = [];
  const seenWorkflows = new Set<string>();
  const bound = new Map<string, string>();
  for (const { file, document } of set.files) {
    const where = (w: string) => `${file}: ${w}`;
    if (!/^1\.0\.[0-9]+$/.test(document.arazzo ?? "")) problems.push(where(`arazzo version must be 1.0.x`));
    const sources = new Set((document.sourceDescriptions ?? []).map((s) => s.name));
    if (sources.size === 0) problems.push(where(`sourceDescriptions names no document`));
    for (const workflow of document.workflows ?? []) {
      const w = (text: string) => where(`${workflow.workflowId}: ${text}`);
      if (seenWorkflows.has(workflow.workflowId)) problems.push(w(`workflowId used twice`));
      seenWorkflows.add(workflow.workflowId);
      for (const dep of workflow.dependsOn ?? [])
        if (!set.workflows.has(dep)) problems.push(w(`dependsOn names an unknown workflow ${dep}`));
      const steps = new Map<string, Step>();
      const checkExpression = (expression: string, context: string, response: boolean) => {
        const head = expression.split("#")[0]!;
        let m: RegExpExecArray | null;
        if ((m = /^\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_]+)$/.exec(head))) {
          const step = steps.get(m[1]!);
          if (!step) problems.push(w(`${context}: ${head} names no earlier step`));
          else if (!step.outputs?.[m[2]!]) problems.push(w(`${context}: step ${m[1]} has no output ${m[2]}`));
        } else if ((m = /^\$workflows\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_]+)$/.exec(head))) {
          const dep = set.workflows.get(m[1]!);
          if (!workflow.dependsOn?.includes(m[1]!))
            problems.push(w(`${context}: ${head} is not a workflow it depends on`));
          else if (!dep?.outputs?.[m[2]!]) problems.push(w(`${context}: workflow ${m[1]} has no output ${m[2]}`));
        } else if ((m = /^\$inputs\.([A-Za-z0-9_]+)$/.exec(head))) {
          if (!(m[1]! in RUNNER_INPUTS)) problems.push(w(`${context}: unknown input ${m[1]}`));
        } else if (/^\$(statusCode|response\.)/.test(head)) {
          if (!response) problems.push(w(`${context}: ${head} before there is a response`));
        } else problems.push(w(`${context}: cannot read the expression ${expression}`));
      };
      for (const step of workflow.steps ?? []) {
        const s = (text: string) => `step ${step.stepId}: ${text}`;
        if (steps.has(step.stepId)) problems.push(w(s(`stepId used twice`)));
        const op = spec.operation(step.operationId ?? "");
        if (!/^\$sourceDescriptions\.(v1|legacy|v2)\.[A-Za-z0-9_]+$/.test(step.operationId ?? ""))
          problems.push(w(s(`operationId must read $sourceDescriptions.<v1|legacy|v2>.<operationId>`)));
        else if (!sources.has(step.operationId.split(".")[1]!))
          problems.push(w(s(`${step.operationId.split(".")[1]} is not among the document's sourceDescriptions`)));
        if (!op) {
          problems.push(w(s(`no operation ${step.operationId}`)));
          steps.set(step.stepId, step);
          continue;
        }
        const example = step["x-example"];
        if (example) {
          const inRequest = example in requestExamples(op);
          const inRefusals = responseExamples(op).some((e) => e.name === example && e.status >= 400);
          if (!inRequest && !inRefusals)
            problems.push(w(s(`${op.key} has no request or refusal example "${example}"`)));
          const key = `${op.key}: ${example}`;
          if (bound.has(key)) problems.push(w(s(`example "${example}" is already bound by ${bound.get(key)}`)));
          bound.set(key, `${workflow.workflowId}.${step.stepId}`);
        }
        const based = step["x-request-example"];
        if (based !== undefined && !(based in requestExamples(op)))
          problems.push(w(s(`${op.key} has no request example "${based}" (x-request-example)`)));
        const given = new Set((step.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name));
        for (const p of op.pathParams)
          if (!given.has(p)) problems.push(w(s(`path parameter ${p} of ${op.key} has no value`)));
        for (const p of given)
          if (!op.pathParams.includes(p)) problems.push(w(s(`${op.key} has no path parameter ${p}`)));
        const contentType = step.requestBody?.contentType;
        if (contentType !== undefined && !op.object.requestBody?.content[contentType])
          problems.push(w(s(`${op.key} does not take ${contentType} (requestBody.contentType)`)));
        const properties = topLevelProperties(spec, op, contentType);
        const payload = step.requestBody?.payload;
        if (properties && payload && typeof payload === "object" && !Array.isArray(payload)) {
          for (const key of Object.keys(payload))
            if (!properties.has(key)) problems.push(w(s(`${op.key} has no request field ${key}`)));
        }
        for (const r of step.requestBody?.replacements ?? []) {
          const first = r.target.split("/")[1];
          if (
            !r.target.startsWith("/") ||
            (properties && first && !properties.has(first.replace(/~1/g, "/").replace(/~0/g, "~")))
          )
            problems.push(w(s(`replacement target ${r.target} names no request field`)));
        }
        for (const e of [...expressionsIn(step.parameters ?? []), ...expressionsIn(step.requestBody ?? {})])
          checkExpression(e, s("request"), false);
        for (const c of step.successCriteria ?? [])
          for (const e of conditionExpressions(c.condition)) checkExpression(e, s("successCriteria"), true);
        for (const e of Object.values(step.outputs ?? {})) checkExpression(e, s("outputs"), true);
        steps.set(step.stepId, step);
      }
      for (const e of Object.values(workflow.outputs ?? {})) checkExpression(e, "outputs", false);
    }
  }
  if (options.coverage === false) return problems;
  // Every example that needs records or writes is bound to a step; every refusal is provoked or said to be unprovokable.
  const unprovokable = new Map(
    set.unprovokable.map((u) => [`${spec.operation(u.operationId)?.key ?? u.operationId}: ${u.example}`, u]),
  );
  for (const u of set.unprovokable) {
    const op = spec.operation(u.operationId);
    if (!op || !responseExamples(op).some((e) => e.name === u.example && e.status >= 400))
      problems.push(`x-unprovokable: ${u.operationId} has no refusal example "${u.example}"`);
    if (!u.reason || u.reason.length < 10)
      problems.push(`x-unprovokable: ${u.operationId} "${u.example}" needs a reason`);
  }
  for (const op of spec.operations) {
    for (const name of Object.keys(requestExamples(op))) {
      const key = `${op.key}: ${name}`;
      if (!bound.has(key) && (!isRead(op) || op.pathParams.length > 0))
        problems.push(
          `${key}: a success example of an operation that writes or takes a path parameter must be bound to a workflow step`,
        );
    }
    for (const e of responseExamples(op)) {
      if (e.status < 400) continue;
      const key = `${op.key}: ${e.name}`;
      if (bound.has(key) && unprovokable.has(key))
        problems.push(`${key}: both provoked by ${bound.get(key)} and listed as unprovokable`);
      if (!bound.has(key) && !unprovokable.has(key))
        problems.push(
          `${key}: a refusal example no workflow step provokes (bind it with x-example, or list it in x-unprovokable with the reason)`,
        );
    }
  }
  return problems;
}
