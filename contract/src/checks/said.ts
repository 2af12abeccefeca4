// What a refusal says, as the expectation checks read and quote it: its code (in the body, or
// v2's `Refusal-Code` header), its message (v1 `message`, legacy `msg`, v2 the bare string),
// and the documented message as a pattern.
type Row = Record<string, unknown>;

/** The refusal code of an answer, if any; `headers` are the answer's (lower-case names). */
export function refusalCode(body: unknown, headers?: Record<string, string>): string | undefined {
  if (typeof body === "string") return headers?.["refusal-code"] || undefined;
  const code = body !== null && typeof body === "object" ? (body as Row).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/** The refusal message of an answer (v1 `message`, legacy `msg`, v2 the body itself). */
export function refusalMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (body === null || typeof body !== "object") return undefined;
  const o = body as Row;
  const m = o.message ?? o.msg;
  return typeof m === "string" ? m : undefined;
}

/** `403 sale.not_found: Documento não encontrado`, for messages. */
export function said(status: number, body: unknown, headers?: Record<string, string>): string {
  const code = refusalCode(body, headers);
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
