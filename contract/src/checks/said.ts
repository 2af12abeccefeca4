// What a refusal says, as the expectation checks read and quote it: its code, its message
// (v1 `message`, legacy `msg`), and the documented message as a pattern.
type Row = Record<string, unknown>;

/** The refusal code of an answer, if any. */
export function refusalCode(body: unknown): string | undefined {
  const code = body !== null && typeof body === "object" ? (body as Row).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** The refusal message of an answer (v1 `message`, legacy `msg`). */
export function refusalMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const o = body as Row;
  const m = o.message ?? o.msg;
  return typeof m === "string" ? m : undefined;
}

/** `403 sale.not_found: Documento não encontrado`, for messages. */
export function said(status: number, body: unknown): string {
  const code = refusalCode(body);
  const message = refusalMessage(body);
  return `${status}${code ? ` ${code}` : ""}${message ? `: ${message}` : ""}`;
}

/**
 * A documented message as a pattern: numbers (IDs, amounts, dates) and quoted values vary with
 * the records a run uses, so they match any run of digits; the words must be the same.
 */
export function messagePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/[0-9]+(?:[.,:/-][0-9]+)*/g, "[0-9]+(?:[.,:/-][0-9]+)*")}$`, "u");
}
