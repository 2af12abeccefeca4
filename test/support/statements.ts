// Counting the SQL statements of one request (the statement-count suites): the request's own,
// with the request counts of earlier requests written before and none written while it runs.
import { expect } from "vitest";
import type { TestServer } from "./server.ts";
import { flushRequestCounts, setRequestCountDelay } from "../../server/modules/accounts/request-counter.ts";

/** The statements one request ran (it must succeed), in order. */
export async function statementsOf(s: TestServer, send: () => Promise<{ error?: unknown }>): Promise<string[]> {
  // Request counts are written together (request-counter.ts), once per FLUSH_MS whatever the
  // load: those of earlier requests are written before, and none while the request runs.
  await flushRequestCounts(s.store);
  setRequestCountDelay(s.store, 3_600_000);
  const { value, statements } = await s.recordStatements(send);
  expect(value.error).toBeUndefined();
  return statements.map((statement) => statement.sql);
}

/** Fails, listing them, when there are more statements than the limit. */
export function expectAtMost(statements: readonly string[], limit: number): void {
  expect(statements.length, `${statements.length} statements:\n${statements.join("\n")}`).toBeLessThanOrEqual(limit);
}
