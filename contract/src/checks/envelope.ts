// The generation's envelope on every answer: v1 `{status: true, ...}` on success and
// `{status: false, message, code}` on failure; legacy `{msg, code}` on failure; v2 none (the
// record itself on success, never v1's wrapper) and, on failure, a bare JSON string with the
// stable code in `Refusal-Code`, one of the codes the document lists. 404 and 405 may come
// from a proxy in front of the deployment, so their bodies are not judged here (but for v2's
// JSON ones: a find that matches nothing answers 404).
import type { GenerationName } from "../spec.ts";
import type { ExchangeCheck } from "./check.ts";

/** What is wrong with an answer's envelope, if anything; `headers` (lower-case names) judge v2's failures. */
export function envelopeProblem(
  generation: GenerationName,
  status: number,
  body: unknown,
  isJson: boolean,
  headers: Record<string, string> = {},
): string | undefined {
  if (status === 204) return undefined;
  if (!isJson) return `the answer is not JSON`;
  const o =
    body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (generation === "v2") {
    if (status >= 200 && status < 300)
      return o && typeof o.status === "boolean" && ("data" in o || o.status === true)
        ? `a v2 success answer wrapped in v1's envelope ("status", "data")`
        : undefined;
    if (typeof body !== "string" || body === "") return `a v2 failure answer that is not a bare JSON string`;
    if (!headers["refusal-code"]) return `a v2 failure answer without its Refusal-Code header`;
    return undefined;
  }
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

export const envelope: ExchangeCheck = {
  name: "envelope",
  scope: "answer",
  summary:
    "the answer is in its generation's envelope (v1 status/message/code, legacy msg/code, v2 none: a bare string with a documented Refusal-Code on failure)",
  run({ exchange: { answer, request }, operation, checker }) {
    if ((answer.status === 404 || answer.status === 405) && (request.generation !== "v2" || !answer.isJson)) return [];
    const problem = envelopeProblem(request.generation, answer.status, answer.json, answer.isJson, answer.headers);
    if (problem) return [problem];
    // The documented codes: v2's failures declare Refusal-Code required, with the catalogue's codes.
    if (request.generation === "v2" && operation && operation.object.responses[String(answer.status)])
      return checker.headerProblems(operation, answer.status, answer.headers);
    return [];
  },
};
