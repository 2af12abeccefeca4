// A request the run expects to be refused (a refusal example, a path ID of nothing) is not
// answered with a success.
import { isSuccess, type ExchangeCheck } from "./check.ts";

export const expectedRefusal: ExchangeCheck = {
  name: "expected-refusal",
  scope: "expectation",
  summary: "a request the run expects refused (refusal examples, path IDs of nothing) is not answered 2xx",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || answer.timedOut || !isSuccess(answer.status)) return [];
    return [`answered ${answer.status} where a refusal${expect.label ? ` (${expect.label})` : ""} was expected`];
  },
};
