// Judging one exchange: every selected exchange check (checks/index.ts) applied to a request
// and its answer; a request without an answer gets the time check alone. What an answer says
// (its refusal code and message) is re-exported here for the phases that read it.
import { EXCHANGE_CHECKS } from "./checks/index.ts";
import type { ExchangeContext, Finding } from "./checks/check.ts";

export type { Finding, Expectation } from "./checks/check.ts";
export { refusalCode, refusalMessage, messagePattern } from "./checks/said.ts";
export { envelopeProblem } from "./checks/envelope.ts";

export function exchangeFindings(ctx: ExchangeContext, selected: (check: string) => boolean): Finding[] {
  const checks = EXCHANGE_CHECKS.filter(
    (c) => selected(c.name) && (!ctx.exchange.answer.timedOut || c.name === "time"),
  );
  return checks.flatMap((c) => c.run(ctx).map((message) => ({ check: c.name, message })));
}
