// Phase 2, fuzz: schema-derived inputs for every operation. Valid bodies generated from the
// request schemas must never be refused for a schema reason; bodies made invalid one field at
// a time (type, null, size, format, enum, required, nesting, hostile text), abused raw bodies
// and path IDs must be refused with a declared 4xx in the generation's envelope; nothing ever
// answers 5xx. Cases derive from the run's seed; a failing body is shrunk to a minimal one.
import { isRead } from "../kinds.ts";
import type { CaseRecorder, PhaseRecorder } from "../results.ts";
import type { CallResult, Expectation, Session } from "../session.ts";
import { requestExamples, requestSchema, type Operation } from "../spec.ts";
import { Random } from "../random.ts";
import { ValueGenerator } from "../fuzz/values.ts";
import { MUTATION_KINDS, Mutator, rawAbuse, type MutationKind, type Path } from "../fuzz/mutations.ts";
import { shrink } from "../fuzz/shrink.ts";
import type { RawBody } from "../http.ts";

/** Path IDs that are not IDs of anything. */
const PATH_IDS = ["abc", "-1", "0", "1.5", "99999999999999999999", "%00", "1e3", "%20", "0x10"];

/** The order of the first rounds, so that even a small budget tries every kind on every operation. */
const PLAN: readonly ("valid" | MutationKind | "raw" | "path")[] = [
  "valid",
  "null",
  "type",
  "required",
  "raw",
  "path",
  "enum",
  "format",
  "size",
  "nesting",
  "hostile",
];

export interface FuzzCase {
  readonly label: string;
  readonly path: string;
  readonly body: unknown | RawBody;
  readonly headers?: Record<string, string>;
  readonly expect: Expectation;
  readonly seed: number;
  /** For shrinking: the mutated field, kept while the rest shrinks. */
  readonly protect?: Path;
}

export interface FuzzOptions {
  /** Rounds over every operation when the budget does not end the phase first. */
  readonly rounds: number;
  /** Failures to shrink (each takes up to 25 requests). */
  readonly shrinkLimit: number;
}

export class CaseFactory {
  private readonly values: Record<string, ValueGenerator> = {};
  private readonly mutators: Record<string, Mutator> = {};

  constructor(private readonly session: Session) {
    for (const g of ["v1", "legacy"] as const) {
      this.values[g] = new ValueGenerator(session.spec, g);
      this.mutators[g] = new Mutator(session.spec, g);
    }
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

  /** The case of one round for one operation, or undefined when the kind does not apply. */
  make(op: Operation, round: number, seed: number): FuzzCase | undefined {
    const random = new Random(seed);
    const kind = round < PLAN.length ? PLAN[round]! : random.pick(["valid", ...MUTATION_KINDS, "raw", "path"] as const);
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
    const mutation = this.mutators[op.generation]!.mutate(kind, valid, requestSchema(op), random, ["api_token"]);
    if (!mutation) return undefined;
    const problems = this.classify(op, mutation.body);
    if (problems === null) {
      // The input forms make it valid after all (null or "" on an optional field, text holding JSON).
      if (writes) return undefined;
      return {
        label: `${mutation.label} (valid in the accepted input forms)`,
        path,
        body: mutation.body,
        expect: { kind: "valid" },
        seed,
        protect: mutation.path,
      };
    }
    return {
      label: mutation.label,
      path,
      body: mutation.body,
      expect: { kind: "invalid", what: `${mutation.label}: ${problems[0]}` },
      seed,
      protect: mutation.path,
    };
  }
}

export async function fuzzPhase(session: Session, phase: PhaseRecorder, options: FuzzOptions): Promise<void> {
  const factory = new CaseFactory(session);
  const ops = session.spec.operations.filter((op) => session.selected(op) && session.canCall(op.generation));
  const cases = new Map<string, CaseRecorder>();
  let shrinks = 0;
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
      if (result.findings.length > 0 && shrinks < options.shrinkLimit && !("raw" in ((c.body as object) ?? {}))) {
        shrinks++;
        const minimal = await shrink(session, factory, op, c, result);
        if (minimal) {
          for (const f of kase.result.failures.slice(before)) Object.assign(f, { minimal });
        }
      }
    }
  }
  for (const kase of cases.values()) kase.finish();
}
