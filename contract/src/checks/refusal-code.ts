// A refusal example's documented code: the stable code clients branch on.
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { refusalCode, refusalMessage } from "./said.ts";

export const refusalCodeCheck: ExchangeCheck = {
  name: "refusal-code",
  scope: "expectation",
  summary: "a refusal example is refused with its documented code",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || expect.code === undefined || answer.timedOut || isSuccess(answer.status))
      return [];
    const code = refusalCode(answer.json, answer.headers);
    if (code === expect.code) return [];
    return [
      `refused with code ${code ?? "(none)"}, documented ${expect.code}${expect.label ? ` (${expect.label})` : ""}: ${refusalMessage(answer.json) ?? ""}`,
    ];
  },
};
