// The generation's envelope on every answer: v1 `{status: true, ...}` on success and
// `{status: false, message, code}` on failure; legacy `{msg, code}` on failure. 404 and 405
// may come from a proxy in front of the deployment, so their bodies are not judged here.
import type { GenerationName } from "../spec.ts";
import type { ExchangeCheck } from "./check.ts";

/** What is wrong with an answer's envelope, if anything. */
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

export const envelope: ExchangeCheck = {
  name: "envelope",
  scope: "answer",
  summary: "the answer is in its generation's envelope (v1 status/message/code, legacy msg/code)",
  run({ exchange: { answer, request } }) {
    if (answer.status === 404 || answer.status === 405) return [];
    const problem = envelopeProblem(request.generation, answer.status, answer.json, answer.isJson);
    return problem ? [problem] : [];
  },
};
