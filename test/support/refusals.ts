// Assertions on failure answers: the status, the stable code and, where one applies, the
// field (and line) in the generation's names. Messages are checked where a test is about the
// wording; the catalogue test covers every code's messages.
import { expect } from "vitest";
import { Refusal, type RefusalCode } from "../../server/kernel/errors.ts";

export interface ExpectedRefusal {
  readonly code: RefusalCode;
  readonly status?: number;
  readonly field?: string;
  readonly line?: number;
  /** The message (v1 `message`, legacy `msg`): exact text or a pattern. */
  readonly message?: string | RegExp;
}

interface Answer {
  readonly response: { status: number };
  readonly error?: unknown;
}

/** The failure body of an answer: v1 {status: false, message, code...} or legacy {msg, code...}. */
export function failureOf(answer: Answer): {
  code?: string;
  field?: string;
  line?: number;
  message?: string;
  msg?: string;
  status?: boolean;
  errors?: unknown[];
} {
  expect(answer.error, `expected a failure, got status ${answer.response.status}`).toBeDefined();
  return answer.error as ReturnType<typeof failureOf>;
}

/**
 * Asserts that an answer is the refusal expected (v1 status 403 unless told). A bare message
 * (text or pattern) is taken too, for the suites whose refusals are checked by their v1
 * message alone (status 403, `status: false`).
 */
export function expectRefusal(answer: Answer, expected: ExpectedRefusal | string | RegExp): void {
  if (typeof expected === "string" || expected instanceof RegExp) return expectMessage(answer, expected);
  const body = failureOf(answer);
  expect({ status: answer.response.status, code: body.code }).toEqual({
    status: expected.status ?? 403,
    code: expected.code,
  });
  if (expected.field !== undefined) expect(body.field).toBe(expected.field);
  if (expected.line !== undefined) expect(body.line).toBe(expected.line);
  const message = body.message ?? body.msg;
  if (typeof expected.message === "string") expect(message).toBe(expected.message);
  else if (expected.message) expect(message).toMatch(expected.message);
}

function expectMessage(answer: Answer, expected: string | RegExp): void {
  expect(answer.response.status).toBe(403);
  expect(answer.error).toMatchObject({ status: false });
  const text = (answer.error as { message: string }).message;
  if (typeof expected === "string") expect(text).toBe(expected);
  else expect(text).toMatch(expected);
}

/** A raw fetch answer read as JSON, in the shape expectRefusal takes. */
export async function answerOf(response: Response): Promise<Answer & { body: unknown }> {
  const text = await response.text();
  const body = text === "" ? undefined : (JSON.parse(text) as unknown);
  return { response, error: response.ok ? undefined : body, body };
}

/** The refusal a domain rule throws (its code, parameters and domain path), for unit tests of rules. */
export function refusalOf(rule: () => unknown): Refusal {
  try {
    rule();
  } catch (err) {
    expect(err).toBeInstanceOf(Refusal);
    return err as Refusal;
  }
  throw new Error("expected a refusal");
}
