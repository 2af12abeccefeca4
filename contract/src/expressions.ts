// Arazzo runtime expressions, the subset the workflows use: `$statusCode`, `$response.body`
// with a JSON pointer (`$response.body#/data/id`), `$response.header.<name>`, `$inputs.<name>`,
// `$steps.<id>.outputs.<name>`, `$workflows.<id>.outputs.<name>`, embedded in strings as
// `{$...}`, and simple conditions (`==`, `!=`, `<`, `<=`, `>`, `>=`, joined by `&&`) whose
// numbers compare as exact decimals, so `"45.06"` equals `45.06`.
import { dec } from "./decimal.ts";

export interface ExpressionContext {
  readonly inputs: Record<string, unknown>;
  readonly steps: Record<string, { outputs: Record<string, unknown> }>;
  readonly workflows: Record<string, { outputs: Record<string, unknown> }>;
  readonly response?: { readonly status: number; readonly body: unknown; readonly headers: Record<string, string> };
}

/** An expression names a value that is not there (a step that failed or was skipped). */
export class Unresolved extends Error {
  constructor(readonly reference: string) {
    super(`${reference} has no value`);
    this.name = "Unresolved";
  }
}

const WHOLE =
  /^\$(statusCode|response\.(body|header\.[A-Za-z0-9-]+)|inputs\.[A-Za-z0-9_]+|steps\.[A-Za-z0-9_-]+\.outputs\.[A-Za-z0-9_]+|workflows\.[A-Za-z0-9_-]+\.outputs\.[A-Za-z0-9_]+)(#\/[^\s]*)?$/;
const EMBEDDED = /\{(\$[^{}\s]+)\}/g;

export function isExpression(value: unknown): boolean {
  return typeof value === "string" && WHOLE.test(value);
}

export function pointer(value: unknown, ptr: string): unknown {
  if (ptr === "" || ptr === "/") return ptr === "" ? value : (value as Record<string, unknown>)?.[""];
  let current = value;
  for (const raw of ptr.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (current === null || typeof current !== "object") return undefined;
    current = Array.isArray(current) ? current[Number(key)] : (current as Record<string, unknown>)[key];
  }
  return current;
}

export function evaluate(expression: string, ctx: ExpressionContext): unknown {
  const hash = expression.indexOf("#");
  const head = hash >= 0 ? expression.slice(0, hash) : expression;
  const ptr = hash >= 0 ? expression.slice(hash + 1) : "";
  let value: unknown;
  if (head === "$statusCode") value = ctx.response?.status;
  else if (head === "$response.body") value = ctx.response?.body;
  else if (head.startsWith("$response.header.")) value = ctx.response?.headers[head.slice(17).toLowerCase()];
  else if (head.startsWith("$inputs.")) {
    const name = head.slice(8);
    if (!(name in ctx.inputs)) throw new Unresolved(head);
    value = ctx.inputs[name];
  } else {
    const m = /^\$(steps|workflows)\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_]+)$/.exec(head);
    if (!m) throw new Error(`not a runtime expression: ${expression}`);
    const source = m[1] === "steps" ? ctx.steps[m[2]!] : ctx.workflows[m[2]!];
    if (!source || !(m[3]! in source.outputs)) throw new Unresolved(head);
    value = source.outputs[m[3]!];
  }
  return ptr ? pointer(value, ptr) : value;
}

/** A value with its expressions replaced: whole-string expressions keep their type, embedded ones are interpolated. */
export function resolve(value: unknown, ctx: ExpressionContext): unknown {
  if (typeof value === "string") {
    if (isExpression(value)) return evaluate(value, ctx);
    if (!value.includes("{$")) return value;
    return value.replace(EMBEDDED, (_, e: string) => {
      const v = evaluate(e, ctx);
      return v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ctx));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, ctx)]));
  return value;
}

/** Every runtime expression a value holds (for checking a workflow before running it). */
export function expressionsIn(value: unknown): string[] {
  if (typeof value === "string") {
    if (isExpression(value)) return [value];
    return [...value.matchAll(EMBEDDED)].map((m) => m[1]!);
  }
  if (Array.isArray(value)) return value.flatMap(expressionsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(expressionsIn);
  return [];
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quote = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "'") quote = !quote;
    else if (!quote && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

function operand(text: string, ctx: ExpressionContext): unknown {
  const t = text.trim();
  if (t.startsWith("$")) return evaluate(t, ctx);
  if (t.startsWith("'") && t.endsWith("'")) return t.slice(1, -1);
  if (t === "true" || t === "false") return t === "true";
  if (t === "null") return null;
  if (/^-?[0-9]+(\.[0-9]+)?$/.test(t)) return Number(t);
  throw new Error(`cannot read "${t}" in a condition`);
}

export function compare(left: unknown, op: string, right: unknown): boolean {
  const l = dec(left);
  const r = dec(right);
  if (l && r) {
    const c = l.comparedTo(r);
    return { "==": c === 0, "!=": c !== 0, "<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0 }[op] ?? false;
  }
  if (op === "==") return JSON.stringify(left) === JSON.stringify(right);
  if (op === "!=") return JSON.stringify(left) !== JSON.stringify(right);
  return false;
}

export const CONDITION = /^(.+?)\s*(==|!=|<=|>=|<|>)\s*(.+)$/;

/** A simple condition; `detail` shows the values compared when it does not hold. */
export function condition(text: string, ctx: ExpressionContext): { ok: boolean; detail: string } {
  for (const part of splitOutsideQuotes(text, "&&")) {
    const m = CONDITION.exec(part);
    if (!m) throw new Error(`cannot read the condition "${part}"`);
    const left = operand(m[1]!, ctx);
    const right = operand(m[3]!, ctx);
    if (!compare(left, m[2]!, right))
      return { ok: false, detail: `${part}: ${JSON.stringify(left)} ${m[2]} ${JSON.stringify(right)} does not hold` };
  }
  return { ok: true, detail: "" };
}

/** Operands of a condition that are expressions (for checking). */
export function conditionExpressions(text: string): string[] {
  return splitOutsideQuotes(text, "&&").flatMap((part) => {
    const m = CONDITION.exec(part);
    return m ? [m[1]!, m[3]!].map((s) => s.trim()).filter((s) => s.startsWith("$")) : [];
  });
}
