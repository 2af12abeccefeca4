// The status of every answer is one the spec declares for the operation.
import type { ExchangeCheck } from "./check.ts";

export const statusDeclared: ExchangeCheck = {
  name: "status-declared",
  scope: "answer",
  summary: "the answer's status is one the spec declares for the operation",
  run({ exchange: { answer }, operation }) {
    if (!operation || operation.object.responses[String(answer.status)]) return [];
    return [
      `status ${answer.status} is not declared for ${operation.operationId} (declared: ${Object.keys(operation.object.responses).join(", ")})`,
    ];
  },
};
