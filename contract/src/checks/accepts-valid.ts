// Input valid against the spec (read in the generation's input forms) is never refused for a
// schema reason: a value of the wrong type, format, size or set, text that is not JSON, a line
// or body of the wrong shape, or a field "required" that the body does carry. Refusals for
// business reasons (a record that does not exist, a rule of the domain) are allowed.
import { isSuccess, type ExchangeCheck } from "./check.ts";
import { refusalCode, said } from "./said.ts";

/** Whether a refusal is for a schema reason, given the body that was sent. */
export function schemaReason(code: string | undefined, field: unknown, sent: unknown): boolean {
  if (!code) return false;
  if (/^request\.(field\.(invalid|not_json)|line\.invalid|body\.not_object)$/.test(code)) return true;
  // The domain also says "required" for fields a rule needs in some cases, or blank text.
  if (code !== "request.field.required" || typeof field !== "string" || sent === null || typeof sent !== "object")
    return false;
  const value = (sent as Record<string, unknown>)[field];
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

export const acceptsValid: ExchangeCheck = {
  name: "accepts-valid",
  scope: "expectation",
  summary: "input valid against the spec is never refused for a schema reason (type, format, size, enum, shape)",
  run({ exchange: { answer, request }, expect }) {
    if (expect.kind !== "valid" || answer.timedOut || isSuccess(answer.status)) return [];
    const field = (answer.json as Record<string, unknown> | undefined)?.field;
    if (!schemaReason(refusalCode(answer.json, answer.headers), field, request.body)) return [];
    return [
      `input valid against the spec refused for a schema reason: ${said(answer.status, answer.json, answer.headers)}`,
    ];
  },
};
