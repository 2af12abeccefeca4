// Input invalid against the spec is refused: a success answer to it is a failure. (A 5xx to
// it is no-5xx's finding; an undeclared status, status-declared's.)
import { isSuccess, type ExchangeCheck } from "./check.ts";

export const refusesInvalid: ExchangeCheck = {
  name: "refuses-invalid",
  scope: "expectation",
  summary: "input invalid against the spec (fuzzed fields, raw bodies) is refused, never answered 2xx",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "invalid" || answer.timedOut || !isSuccess(answer.status)) return [];
    return [`input invalid against the spec (${expect.what}) answered ${answer.status}`];
  },
};
