// The body of every answer with a declared status matches the schema the spec declares for
// that status (an undeclared status is status-declared's finding, not this one's).
import type { ExchangeCheck } from "./check.ts";

export const schema: ExchangeCheck = {
  name: "schema",
  scope: "answer",
  summary: "the answer's body matches the schema the spec declares for its status",
  run({ exchange, operation, checker }) {
    const { answer, request } = exchange;
    if (!operation || !operation.object.responses[String(answer.status)]) return [];
    return checker.check({
      generation: request.generation,
      operationId: operation.operationId,
      method: exchange.method,
      path: request.path,
      status: answer.status,
      body: answer.isJson ? answer.json : answer.text === "" ? undefined : answer.text,
    });
  },
};
