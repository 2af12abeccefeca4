// The checks every answer gets, whatever the phase: no 5xx, a status the operation declares,
// a body valid against the spec, the generation's envelope, an answer within the timeout and
// no secret echoed back. Expectations (success, refusal, invalid input) are judged on top.
import type { ContractChecker } from "./checker.ts";
import type { SentExchange } from "./http.ts";
import type { GenerationName, Operation } from "./spec.ts";

export interface Finding {
  readonly check: string;
  readonly message: string;
}

export interface AnswerCheckContext {
  readonly checker: ContractChecker;
  readonly timeoutMs: number;
  readonly secrets: readonly { value: string; label: string }[];
}

/** The generation's envelope: v1 `{status: true, ...}` / `{status: false, message, code}`; legacy `{msg, code}` on failures. */
export function envelopeProblem(
  generation: GenerationName,
  status: number,
  body: unknown,
  isJson: boolean,
): string | undefined {
  if (status === 204) return undefined;
  if (!isJson) return `the answer is not JSON`;
  const o =
    body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (generation === "v1") {
    if (!o) return `the answer is not a JSON object`;
    if (status >= 200 && status < 300) return o.status === true ? undefined : `a success answer without "status": true`;
    if (o.status !== false) return `a failure answer without "status": false`;
    if (typeof o.message !== "string" || o.message === "") return `a failure answer without a message`;
    if (typeof o.code !== "string" || o.code === "") return `a failure answer without a code`;
    return undefined;
  }
  if (status >= 200 && status < 300) return undefined;
  if (!o) return `a failure answer that is not a JSON object`;
  if (typeof o.msg !== "string" || o.msg === "") return `a failure answer without "msg"`;
  if (typeof o.code !== "string" || o.code === "") return `a failure answer without a code`;
  return undefined;
}

export function answerFindings(
  exchange: SentExchange,
  operation: Operation | undefined,
  ctx: AnswerCheckContext,
): Finding[] {
  const { answer, request } = exchange;
  const findings: Finding[] = [];
  if (answer.timedOut) return [{ check: "time", message: `no answer within ${ctx.timeoutMs} ms` }];
  if (answer.ms > ctx.timeoutMs)
    findings.push({ check: "time", message: `answered in ${Math.round(answer.ms)} ms, over ${ctx.timeoutMs} ms` });
  if (answer.status >= 500 && answer.status !== 501)
    findings.push({ check: "no-5xx", message: `answered ${answer.status}` });
  for (const s of ctx.secrets) {
    if (answer.text.includes(s.value))
      findings.push({ check: "no-secret-echo", message: `the answer echoes ${s.label}` });
    for (const v of Object.values(answer.headers))
      if (v.includes(s.value))
        findings.push({ check: "no-secret-echo", message: `a header of the answer echoes ${s.label}` });
  }
  if (/\bat .+\.(ts|js|mjs|cjs):\d+/.test(answer.text))
    findings.push({ check: "no-stack-trace", message: `the answer carries a stack trace` });
  if (operation) {
    const declared = operation.object.responses[String(answer.status)];
    if (!declared) {
      findings.push({
        check: "status-declared",
        message: `status ${answer.status} is not declared for ${operation.operationId} (declared: ${Object.keys(operation.object.responses).join(", ")})`,
      });
    } else {
      for (const problem of ctx.checker.check({
        generation: request.generation,
        operationId: operation.operationId,
        method: exchange.method,
        path: request.path,
        status: answer.status,
        body: answer.isJson ? answer.json : answer.text === "" ? undefined : answer.text,
      })) {
        findings.push({ check: "schema", message: problem });
      }
    }
  }
  const envelope = envelopeProblem(request.generation, answer.status, answer.json, answer.isJson);
  if (envelope && answer.status !== 404 && answer.status !== 405)
    findings.push({ check: "envelope", message: envelope });
  return findings;
}

/** The refusal code of an answer, if any. */
export function refusalCode(body: unknown): string | undefined {
  const code = body !== null && typeof body === "object" ? (body as Record<string, unknown>).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** The refusal message of an answer (v1 `message`, legacy `msg`). */
export function refusalMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const o = body as Record<string, unknown>;
  const m = o.message ?? o.msg;
  return typeof m === "string" ? m : undefined;
}

/**
 * A documented message as a pattern: numbers (IDs, amounts, dates) and quoted values vary with
 * the records a run uses, so they match any run of digits; the words must be the same.
 */
export function messagePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/[0-9]+(?:[.,:/-][0-9]+)*/g, "[0-9]+(?:[.,:/-][0-9]+)*")}$`, "u");
}
