// A refusal example's documented status.
import { isSuccess, type ExchangeCheck } from "./check.ts";

export const refusalStatus: ExchangeCheck = {
  name: "refusal-status",
  scope: "expectation",
  summary: "a refusal example is refused with its documented status",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || expect.status === undefined || answer.timedOut || isSuccess(answer.status))
      return [];
    if (answer.status === expect.status) return [];
    return [`refused with ${answer.status}, documented ${expect.status}${expect.label ? ` (${expect.label})` : ""}`];
  },
};
