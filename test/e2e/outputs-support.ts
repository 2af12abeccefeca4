// Helpers of the outputs tests (download, e-mail, SMS, signature, payment references): the
// shared raw v1 POST for bodies the typed client cannot express, and the refusal of a record the URL
// names that does not exist in the caller's data set.
import { expect } from "vitest";
import { failureOf } from "../support/refusals.ts";
import { postUntyped } from "../support/calls.ts";

/** A raw v1 POST for bodies the typed client cannot express: the shared one of test/support/calls.ts. */
export { postUntyped };

/** The sale or receipt of the URL does not exist (or is another data set's). */
export function expectMissing(
  answer: { response: { status: number }; error?: unknown },
  kind: "sale" | "receipt",
): void {
  const body = failureOf(answer);
  expect(answer.response.status).toBe(403);
  expect(body.code).toBe(`${kind}.not_found`);
  expect(body.field).toBe("id");
}
