// No answer carries a stack trace: a frame such as `at handler (server/x.ts:12:5)` tells an
// attacker the code's layout and means an error escaped its refusal.
import type { ExchangeCheck } from "./check.ts";

const FRAME = /\bat .+\.(ts|js|mjs|cjs):\d+/;

export const noStackTrace: ExchangeCheck = {
  name: "no-stack-trace",
  scope: "answer",
  summary: "no answer carries a stack trace",
  run({ exchange: { answer } }) {
    return FRAME.test(answer.text) ? ["the answer carries a stack trace"] : [];
  },
};
