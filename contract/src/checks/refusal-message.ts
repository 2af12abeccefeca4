// A refusal example's documented message, judged once the code is right (numbers and quoted
// values vary with the records a run uses; the words may not).
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { messagePattern, refusalCode, refusalMessage } from "./said.ts";

export const refusalMessageCheck: ExchangeCheck = {
  name: "refusal-message",
  scope: "expectation",
  summary: "a refusal example with the right code carries its documented message (numbers may differ)",
  run({ exchange: { answer }, expect }) {
    if (expect.kind !== "refusal" || expect.message === undefined || answer.timedOut || isSuccess(answer.status))
      return [];
    if (refusalCode(answer.json, answer.headers) !== expect.code) return [];
    const message = refusalMessage(answer.json);
    if (message !== undefined && messagePattern(expect.message).test(message)) return [];
    return [
      `refused with "${message ?? ""}", documented "${expect.message}"${expect.label ? ` (${expect.label})` : ""}`,
    ];
  },
};
