// A refusal example's documented line (of a document's lines), judged once the code is right.
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { refusalCode } from "./said.ts";

export const refusalLine: ExchangeCheck = {
  name: "refusal-line",
  scope: "expectation",
  summary: "a refusal example with the right code names its documented line",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || expect.line === undefined || answer.timedOut || isSuccess(answer.status))
      return [];
    if (refusalCode(answer.json, answer.headers) !== expect.code) return [];
    const line = (answer.json as Record<string, unknown> | undefined)?.line;
    if (line === expect.line) return [];
    return [
      `refusal names line ${JSON.stringify(line)}, documented ${expect.line}${expect.label ? ` (${expect.label})` : ""}`,
    ];
  },
};
