// A request the run expects to succeed (examples, flows, the oracles' own records) answers 2xx.
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { said } from "./said.ts";

export const expectedSuccess: ExchangeCheck = {
  name: "expected-success",
  scope: "expectation",
  summary: "a request the run expects to succeed (success examples, flow steps, oracle records) answers 2xx",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "success" || answer.timedOut || isSuccess(answer.status)) return [];
    return [`refused where a success was expected: ${said(answer.status, answer.json, answer.headers)}`];
  },
};
