// Phase 2, fuzz: schema-derived inputs for every operation. Valid bodies generated from the
// request schemas must never be refused for a schema reason; bodies with one field changed
// (type, null, size, format, enum, required, nesting, hostile text, and the edge values:
// 70,000 characters, unusual Unicode, 100,000 elements, raw numbers, nesting 100,000 deep),
// abused raw bodies and path IDs must be refused with a declared 4xx in the generation's
// envelope, or accepted when the change leaves them valid; nothing ever answers 5xx or hangs.
// Each round gives every operation one case; the kinds come in a fixed cycle, and each kind
// walks the fields of the operation's request schema (nested ones included) in turn, those no
// kind has mutated first, so that enough rounds mutate every field. The phase reports, per
// operation, the fields it mutated.
// Cases derive from the run's seed; a failing body is shrunk to a minimal one.
import { BudgetExhausted } from "../budget.ts";

import { isRead } from "../kinds.ts";

import type { CaseRecorder, PhaseRecorder } from "../results.ts";

import type { CallResult, Session } from "../session.ts";
import { GENERATION_NAMES, requestExamples, requestSchema, type Operation } from "../spec.ts";

import { Random } from "../random.ts";

import { ValueGenerator } from "../fuzz/values.ts";

import { MUTATION_KINDS, Mutator, rawAbuse, type MutationKind } from "../fuzz/mutations.ts";
import { requestFields, type Field } from "../fuzz/fields.ts";

import { shrink } from "../fuzz/shrink.ts";

import type { FuzzCase } from "../fuzz/case.ts";

export type { FuzzCase };
import { isRaw } from "../http.ts";
import type { FieldCoverage } from "../model.ts";

/** Path IDs that are not IDs of anything. */
/** The largest ID the spec admits: no deployment reaches it. */
const NO_RECORD_ID = 2_147_483_647;

const PATH_IDS = ["abc", "-1", "0", "1.5", "99999999999999999999", "%00", "1e3", "%20", "0x10"];

/** The cycle of kinds rounds follow: round 0 sends valid bodies, and a small budget tries the commonest breakers first. */
export const PLAN: readonly ("valid" | MutationKind | "raw" | "path")[] = [
  "valid",
  "null",
  "type",
  "long",
  "required",
  "raw",
  "path",
  "unicode",
  "enum",
  "format",
  "number",
  "size",
  "huge",
  "nesting",
  "deep",
  "hostile",
];

export interface FuzzOptions {
  /** Rounds over every operation when the budget does not end the phase first. */
  readonly rounds: number;
  /** Failures to shrink (each takes up to 25 requests). */
  readonly shrinkLimit: number;
}

export class CaseFactory {
  private readonly values: Record<string, ValueGenerator> = {};
  private readonly mutators: Record<string, Mutator> = {};
  private readonly fields = new Map<string, Field[]>();
  private readonly applicable = new Map<string, Field[]>();
  /** Times each field was mutated, per operation and kind (`op|kind`) and per operation. */
  private readonly turns = new Map<string, Map<string, number>>();

  constructor(private readonly session: Session) {
    for (const g of GENERATION_NAMES) {
      this.values[g] = new ValueGenerator(session.spec, g);
      this.mutators[g] = new Mutator(session.spec, g, this.values[g]);
    }
  }

  /** The fields of an operation's request schema. */
  fieldsOf(op: Operation): Field[] {
    let list = this.fields.get(op.key);
    if (!list) {
      list = requestFields(this.session.spec, op);
      this.fields.set(op.key, list);
    }
    return list;
  }

  /**
   * The next field a kind mutates on an operation: each kind walks the fields it applies to in
   * turn (the one it has mutated least), and among those prefers the fields no kind has
   * mutated yet, so that coverage of the request schema grows with every round.
   */
  nextField(op: Operation, kind: MutationKind): Field | undefined {
    const key = `${op.key}|${kind}`;
    let list = this.applicable.get(key);
    if (!list) {
      const mutator = this.mutators[op.generation]!;
      list = this.fieldsOf(op).filter((f) => mutator.applies(kind, requestSchema(op), f));
      this.applicable.set(key, list);
    }
    if (list.length === 0) return undefined;
    const byKind = (this.turns.get(key) ?? this.turns.set(key, new Map()).get(key))!;
    const byAny = (this.turns.get(op.key) ?? this.turns.set(op.key, new Map()).get(op.key))!;
    // Kinds start at spread-out points of the list, so that the first rounds differ.
    const start = Math.floor((MUTATION_KINDS.indexOf(kind) * list.length) / MUTATION_KINDS.length);
    let best: Field | undefined;
    let bestRank: [number, number] = [Infinity, Infinity];
    for (let i = 0; i < list.length; i++) {
      const field = list[(start + i) % list.length]!;
      const rank: [number, number] = [byKind.get(field.id) ?? 0, byAny.get(field.id) ?? 0];
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) {
        best = field;
        bestRank = rank;
      }
    }
    byKind.set(best!.id, bestRank[0] + 1);
    byAny.set(best!.id, bestRank[1] + 1);
    return best;
  }

  private validBody(op: Operation, random: Random): unknown {
    const schema = requestSchema(op);
    if (!schema) return undefined;
    // Half the time start from a spec example (realistic values), else from the schema alone.
    const examples = Object.values(requestExamples(op));
    for (let attempt = 0; attempt < 4; attempt++) {
      let body: unknown;
      if (examples.length > 0 && random.chance(0.5)) {
        body = JSON.parse(JSON.stringify(random.pick(examples).value)) as unknown;
        if (body && typeof body === "object") delete (body as Record<string, unknown>).api_token;
      } else body = this.values[op.generation]!.value(schema, random, 0, ["api_token"]);
      if (this.classify(op, body) === null) return body;
    }
    return undefined;
  }

  /** Problems of a body against the spec (null when valid), as the deployment must read it. */
  classify(op: Operation, body: unknown): string[] | null {
    const withToken =
      op.generation === "v1" && body !== null && typeof body === "object" && !Array.isArray(body)
        ? { ...(body as object), api_token: "token" }
        : body;
    return this.session.checkers[op.generation].requestProblems(op, withToken);
  }

  private concretePath(op: Operation, random: Random): string {
    return op.path.replace(/\{\w+\}/g, () => String(random.int(1, 50)));
  }

  /**
   * A write on a record (`{id}` update, delete, cancel, activate) whose input may be accepted
   * goes to an ID no record has: on the account's own records it would change or delete
   * them (a document type made inactive, a payment method deleted) and later phases would
   * fail for it. The validators judge the body before the record is looked up, so a valid
   * body is still proved accepted (answered 404, not refused for a schema reason); input the
   * spec calls invalid keeps the records' IDs, since it must be refused before anything is written.
   */
  private spared(op: Operation, c: FuzzCase | undefined): FuzzCase | undefined {
    if (!c || isRead(op) || op.pathParams.length === 0) return c;
    if (c.expect.kind !== "valid" && c.expect.kind !== "any") return c;
    return { ...c, path: op.path.replace(/\{\w+\}/g, String(NO_RECORD_ID)) };
  }

  /** The case of one round for one operation, or undefined when the kind does not apply. */
  make(op: Operation, round: number, seed: number): FuzzCase | undefined {
    return this.spared(op, this.draft(op, round, seed));
  }

  private draft(op: Operation, round: number, seed: number): FuzzCase | undefined {
    const random = new Random(seed);
    const kind = PLAN[round % PLAN.length]!;
    const path = this.concretePath(op, random);
    const writes = !isRead(op) && !!this.session.writeBlocked(op);
    if (kind === "raw") {
      if (!op.object.requestBody) return undefined;
      const abuse = rawAbuse(random, this.session.transport.token("a"), op.generation);
      return {
        label: abuse.label,
        path,
        body: { raw: abuse.raw },
        headers: abuse.headers,
        expect: { kind: "any" },
        seed,
      };
    }
    if (kind === "path") {
      if (op.pathParams.length === 0) return undefined;
      const id = random.pick(PATH_IDS);
      const body = this.validBody(op, random) ?? {};
      return {
        label: `path ID ${JSON.stringify(id)}`,
        path: op.path.replace(/\{\w+\}/g, id),
        body,
        expect: { kind: "refusal", label: "a path ID of nothing" },
        seed,
      };
    }
    const valid = this.validBody(op, random);
    if (kind === "valid") {
      if (valid === undefined && requestSchema(op)) return undefined;
      if (writes) return undefined;
      return { label: "valid input", path, body: valid, expect: { kind: "valid" }, seed };
    }
    if (valid === undefined) return undefined;
    const field = this.nextField(op, kind);
    if (!field) return undefined;
    const token = this.session.transport.token("a");
    const auth = op.generation === "v1" && token ? { api_token: token } : {};
    const mutation = this.mutators[op.generation]!.mutate(kind, valid, requestSchema(op), random, field, auth);
    if (!mutation) return undefined;
    const common = {
      path,
      body: mutation.body,
      seed,
      protect: mutation.path,
      field: mutation.field,
      ...(mutation.heavy || isRaw(mutation.body) ? { unshrinkable: true as const } : {}),
    };
    if (mutation.invalid !== undefined)
      return {
        ...common,
        label: mutation.label,
        expect: { kind: "invalid", what: `${mutation.label}: ${mutation.invalid}` },
      };
    const problems = this.classify(op, "stands" in mutation ? mutation.stands : mutation.body);
    if (problems === null) {
      if (mutation.approximate) return { ...common, label: mutation.label, expect: { kind: "any" } };
      // The input forms make it valid after all (null or "" on an optional field, text holding JSON).
      if (writes) return undefined;
      return { ...common, label: `${mutation.label} (valid in the accepted input forms)`, expect: { kind: "valid" } };
    }
    return { ...common, label: mutation.label, expect: { kind: "invalid", what: `${mutation.label}: ${problems[0]}` } };
  }
}

export async function fuzzPhase(session: Session, phase: PhaseRecorder, options: FuzzOptions): Promise<void> {
  const factory = new CaseFactory(session);
  const ops = session.spec.operations.filter((op) => session.selected(op) && session.canCall(op.generation));
  const cases = new Map<string, CaseRecorder>();
  const mutated = new Map<string, Set<string>>();
  let shrinks = 0;
  try {
    for (let round = 0; round < options.rounds; round++) {
      for (const op of ops) {
        if (session.transport.budget.exhausted) return;
        const seed = session.random.derive(`${op.key}#${round}`);
        const c = factory.make(op, round, seed);
        if (!c) continue;
        let kase = cases.get(op.key);
        if (!kase) {
          kase = phase.case(op.key, op.key);
          cases.set(op.key, kase);
        }
        const request = { generation: op.generation, operation: op, path: c.path, body: c.body, headers: c.headers };
        const before = kase.result.failures.length;
        const result: CallResult = await session.call(kase, request, c.expect, {
          seed,
          label: `${c.label} (seed ${seed})`,
        });
        if (c.field) mutated.set(op.key, (mutated.get(op.key) ?? new Set()).add(c.field));
        if (result.findings.length > 0 && shrinks < options.shrinkLimit && !c.unshrinkable && !isRaw(c.body)) {
          shrinks++;
          const minimal = await shrink(session, factory, op, c, result);
          if (minimal) {
            for (const f of kase.result.failures.slice(before)) Object.assign(f, { minimal });
          }
        }
      }
    }
  } catch (err) {
    // A time budget can end between the check above and the request: the phase ends there.
    if (!(err instanceof BudgetExhausted)) throw err;
  } finally {
    for (const kase of cases.values()) kase.finish();
    phase.result.fieldCoverage = fieldCoverage(ops, factory, mutated);
  }
}

/** Per operation with a request body: its fields, how many were mutated, and the first of those that were not. */
function fieldCoverage(
  ops: readonly Operation[],
  factory: CaseFactory,
  mutated: ReadonlyMap<string, ReadonlySet<string>>,
): Record<string, FieldCoverage> {
  const out: Record<string, FieldCoverage> = {};
  for (const op of ops) {
    const fields = factory.fieldsOf(op);
    if (fields.length === 0) continue;
    const done = mutated.get(op.key) ?? new Set<string>();
    const missing = fields.filter((f) => !done.has(f.id)).map((f) => f.id);
    out[op.key] = { fields: fields.length, mutated: fields.length - missing.length, unmutated: missing.slice(0, 20) };
  }
  return out;
}
