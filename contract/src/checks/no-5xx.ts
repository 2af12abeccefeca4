// No server error: 501 is how a deployment says it does not implement an operation (the
// coverage line counts those); any other 5xx is a failure whatever was sent.
import type { ExchangeCheck } from "./check.ts";

export const no5xx: ExchangeCheck = {
  name: "no-5xx",
  scope: "answer",
  summary: "no answer is a server error (5xx other than 501 not implemented), whatever was sent",
  run({ exchange: { answer } }) {
    return answer.status >= 500 && answer.status !== 501 ? [`answered ${answer.status}`] : [];
  },
};
