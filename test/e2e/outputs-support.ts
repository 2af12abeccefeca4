// Helpers of the outputs tests (download, e-mail, SMS, signature, payment references): a raw
// v1 POST for bodies the typed client cannot express, and the refusal of a record the URL
// names that does not exist in the caller's data set.
import { expect } from "vitest";
import type { TestServer } from "../support/server.ts";
import { answerOf, failureOf } from "../support/refusals.ts";

/** A raw v1 POST, answered in the shape expectRefusal takes. */
export async function postV1(
  s: TestServer,
  path: string,
  body: Record<string, unknown>,
  token = s.account.api_token,
): ReturnType<typeof answerOf> {
  return answerOf(
    await s.raw(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: token, ...body }),
    }),
  );
}

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
