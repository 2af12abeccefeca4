// A refusal example's documented field, judged once the code is right.
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { refusalCode } from "./said.ts";

export const refusalField: ExchangeCheck = {
  name: "refusal-field",
  scope: "expectation",
  summary: "a refusal example with the right code names its documented field",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || expect.field === undefined || answer.timedOut || isSuccess(answer.status))
      return [];
    if (refusalCode(answer.json, answer.headers) !== expect.code) return [];
    const field = (answer.json as Record<string, unknown> | undefined)?.field;
    if (field === expect.field) return [];
    return [
      `refusal names field ${JSON.stringify(field)}, documented ${expect.field}${expect.label ? ` (${expect.label})` : ""}`,
    ];
  },
};
