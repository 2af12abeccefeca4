// The time check: every answer arrives within --timeout-ms; a request without an answer by
// then is a hang, and no other check judges it.
import type { ExchangeCheck } from "./check.ts";

export const time: ExchangeCheck = {
  name: "time",
  scope: "answer",
  summary: "every answer arrives within --timeout-ms (no hang, no slow answer)",
  run({ exchange: { answer }, timeoutMs }) {
    if (answer.timedOut) return [`no answer within ${timeoutMs} ms`];
    if (answer.ms > timeoutMs) return [`answered in ${Math.round(answer.ms)} ms, over ${timeoutMs} ms`];
    return [];
  },
};
