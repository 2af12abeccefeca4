// Shrinking: once a fuzz case fails, smaller bodies are tried (optional fields dropped, arrays
// cut to their first element, long texts cut) while the same check still fails and the body
// stays on the same side of the spec (valid or invalid); the smallest is reported with its
// own reproducer. Bounded to a few requests per failure.
import type { CallResult, Session } from "../session.ts";
import type { Operation } from "../spec.ts";
import type { FuzzCase } from "./case.ts";

/** Tells whether a body is invalid against the spec (its problems) or valid (null). */
export interface Classifier {
  classify(op: Operation, body: unknown): string[] | null;
}
import { deleteAt, getAt, setAt, type Path } from "./mutations.ts";

const MAX_TRIES = 25;

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
}

function* candidates(body: unknown, protect: Path | undefined): Generator<unknown> {
  if (body === null || typeof body !== "object") return;
  const walk = function* (value: unknown, path: Path): Generator<unknown> {
    if (Array.isArray(value)) {
      if (
        value.length > 1 &&
        !(protect && startsWith(protect, path) && protect.length > path.length && (protect[path.length] as number) > 0)
      )
        yield setAt(body, path, value.slice(0, 1));
      for (let i = 0; i < Math.min(value.length, 1); i++) yield* walk(value[i], [...path, i]);
    } else if (value !== null && typeof value === "object") {
      for (const key of Object.keys(value)) {
        const p = [...path, key];
        if (protect && (startsWith(protect, p) || startsWith(p, protect))) {
          if (startsWith(protect, p) && protect.length > p.length)
            yield* walk((value as Record<string, unknown>)[key], p);
          continue;
        }
        yield deleteAt(body, p);
      }
      for (const key of Object.keys(value)) {
        const p = [...path, key];
        if (protect && startsWith(p, protect)) continue;
        yield* walk((value as Record<string, unknown>)[key], p);
      }
    } else if (typeof value === "string" && value.length > 8 && !(protect && startsWith(path, protect))) {
      yield setAt(body, path, value.slice(0, 8));
    }
  };
  yield* walk(body, []);
}

export async function shrink(
  session: Session,
  factory: Classifier,
  op: Operation,
  c: FuzzCase,
  failed: CallResult,
): Promise<{ body: string; curl: string } | undefined> {
  const checks = new Set(failed.findings.map((f) => f.check));
  const invalid = c.expect.kind === "invalid";
  let best = c.body;
  let bestExchange = failed.exchange;
  let tries = 0;
  let improved = true;
  while (improved && tries < MAX_TRIES) {
    improved = false;
    for (const candidate of candidates(best, c.protect)) {
      if (tries >= MAX_TRIES || session.transport.budget.exhausted) break;
      if ((factory.classify(op, candidate) !== null) !== invalid) continue;
      if (
        c.protect &&
        getAt(candidate, c.protect) === undefined &&
        c.expect.kind === "invalid" &&
        !c.label.startsWith("required")
      )
        continue;
      tries++;
      const r = await session.evaluate(
        { generation: op.generation, operation: op, path: c.path, body: candidate, headers: c.headers },
        c.expect,
      );
      if (r.findings.some((f) => checks.has(f.check))) {
        best = candidate;
        bestExchange = r.exchange;
        improved = true;
        break;
      }
    }
  }
  if (best === c.body) return undefined;
  return { body: session.transport.mask(bestExchange.sentBody ?? ""), curl: session.transport.curl(bestExchange) };
}
