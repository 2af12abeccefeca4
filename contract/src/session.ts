// One run against one deployment: the options, the spec, the transport, and `call`, which
// sends a request, applies every answer check and the case's expectation, and records the
// verdict (with a curl reproducer on failure) in the case, the phase and the operation tally.
import { ContractChecker } from "./checker.ts";
import { answerFindings, messagePattern, refusalCode, refusalMessage, type Finding } from "./checks.ts";
import { Transport, type Credentials, type OutgoingRequest, type SentExchange } from "./http.ts";
import { isRead, resourceOf } from "./kinds.ts";
import type { Outcome, PhaseName } from "./model.ts";
import { saleFindings } from "./oracles/sale-identities.ts";
import { Random } from "./random.ts";
import type { CaseRecorder } from "./results.ts";
import type { Budget } from "./budget.ts";
import type { GenerationName, Operation, Spec } from "./spec.ts";
import type { DataSetFacts } from "./phases/data-sets.ts";

export type Expectation =
  /** A 2xx answer. */
  | { readonly kind: "success" }
  /** A refusal, with the documented status, code, message, field and line when given. */
  | {
      readonly kind: "refusal";
      readonly status?: number;
      readonly code?: string;
      readonly message?: string;
      readonly field?: string;
      readonly line?: number;
      readonly label?: string;
    }
  /** Schema-invalid input: refused with a 4xx. */
  | { readonly kind: "invalid"; readonly what: string }
  /** Schema-valid input: never refused for a schema reason. */
  | { readonly kind: "valid" }
  /** Only the answer checks. */
  | { readonly kind: "any" };

export interface SessionOptions {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  readonly phases: readonly PhaseName[];
  readonly operations?: readonly string[];
  readonly tags?: readonly string[];
  readonly seed: number;
  readonly timeoutMs: number;
  readonly allowWrites: boolean;
  readonly allowLegacyWrites: boolean;
  readonly fetch?: typeof fetch;
}

export interface CallResult {
  readonly exchange: SentExchange;
  readonly status: number;
  readonly body: unknown;
  readonly ok: boolean;
  readonly outcome: Outcome;
  readonly findings: readonly Finding[];
}

/** Records of account A the run created or found, per collection (`/customers`), for the isolation phase. */
export class Registry {
  readonly created = new Map<string, number[]>();
  readonly seen = new Map<string, number[]>();

  add(resource: string, id: number, created: boolean): void {
    const map = created ? this.created : this.seen;
    const list = map.get(resource) ?? [];
    if (!list.includes(id)) list.push(id);
    map.set(resource, list);
  }

  /** A record the run created in the collection, else one it saw. */
  first(resource: string): number | undefined {
    return this.created.get(resource)?.[0] ?? this.seen.get(resource)?.[0];
  }
}

/**
 * A refusal for a schema reason: a value of the wrong type, format, size or set, text that is
 * not JSON, a line or body of the wrong shape; or "required" for a field the body does carry
 * (the domain also says "required" for fields a rule needs in some cases, or blank text).
 */
function schemaReason(code: string | undefined, field: unknown, sent: unknown): boolean {
  if (!code) return false;
  if (/^request\.(field\.(invalid|not_json)|line\.invalid|body\.not_object)$/.test(code)) return true;
  if (code !== "request.field.required" || typeof field !== "string" || sent === null || typeof sent !== "object")
    return false;
  const value = (sent as Record<string, unknown>)[field];
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\?/g, ".")}$`,
    "i",
  );
}

export class Session {
  readonly transport: Transport;
  readonly checkers: Record<GenerationName, ContractChecker>;
  readonly random: Random;
  readonly registry = new Registry();
  /** Unique to the run: names and references the run creates carry it. */
  readonly tag: string;
  /** Facts the run learnt (e.g. which data set the v1 key acts on), shown in the report. */
  readonly notes: string[] = [];
  /** Which data set the v1 key acts on, once probed. */
  dataSet: DataSetFacts = { detail: "not probed" };
  private readonly operationFilter: RegExp[];

  constructor(
    readonly options: SessionOptions,
    readonly spec: Spec,
    budget: Budget,
    onExchange?: (exchange: SentExchange) => void,
  ) {
    this.transport = new Transport({
      baseUrl: options.baseUrl,
      spec,
      credentials: options.credentials,
      timeoutMs: options.timeoutMs,
      budget,
      fetch: options.fetch,
      onExchange,
    });
    this.checkers = { v1: new ContractChecker(spec, "v1"), legacy: new ContractChecker(spec, "legacy") };
    this.random = new Random(options.seed);
    this.tag =
      `ct${(Date.now() % 2_000_000_000).toString(36)}${Math.floor(Math.random() * 36 * 36).toString(36)}`.slice(0, 10);
    this.operationFilter = (options.operations ?? []).map(globToRegExp);
  }

  /** The operation passes `--operations` and `--tags`. */
  selected(op: Operation): boolean {
    if (this.operationFilter.length > 0 && !this.operationFilter.some((r) => r.test(op.operationId) || r.test(op.key)))
      return false;
    if (
      this.options.tags &&
      this.options.tags.length > 0 &&
      !op.tags.some((t) => this.options.tags!.some((x) => x.toLowerCase() === t.toLowerCase()))
    )
      return false;
    return true;
  }

  /** Why a request that changes data may not be sent, or undefined when it may. */
  writeBlocked(op: Operation): string | undefined {
    if (isRead(op)) return undefined;
    if (op.generation === "legacy")
      return this.options.allowLegacyWrites
        ? undefined
        : "writes through the legacy key (production data) need --allow-legacy-writes";
    return this.options.allowWrites ? undefined : "writes need --allow-writes";
  }

  /** Whether credentials for a generation were given. */
  canCall(generation: GenerationName): boolean {
    return generation === "v1" ? !!this.options.credentials.apiToken : this.transport.hasLegacy();
  }

  /** Sends a request and judges the answer, recording nothing (shrinking uses it). */
  async evaluate(request: OutgoingRequest, expect: Expectation): Promise<CallResult> {
    const exchange = await this.transport.send(request);
    const op = request.operation ?? this.spec.match(request.generation, exchange.method, request.path);
    const { answer } = exchange;
    const findings: Finding[] = [
      ...answerFindings(exchange, op, {
        checker: this.checkers[request.generation],
        timeoutMs: this.options.timeoutMs,
        secrets: this.transport.secrets(),
      }),
      ...(answer.timedOut ? [] : this.expectationFindings(expect, answer.status, answer.json, request.body)),
      ...(answer.isJson && answer.status === 200 && op ? saleFindings(op, answer.json) : []),
    ];
    const ok = answer.status >= 200 && answer.status < 300;
    const outcome: Outcome = findings.length > 0 ? "failed" : ok ? "passed" : "refused-as-expected";
    return { exchange, status: answer.status, body: answer.json, ok, outcome, findings };
  }

  /** Sends a request, judges the answer and records the verdict in the case. */
  async call(
    kase: CaseRecorder,
    request: OutgoingRequest,
    expect: Expectation,
    extra: { seed?: number; label?: string } = {},
  ): Promise<CallResult> {
    const result = await this.evaluate(request, expect);
    const { exchange, findings } = result;
    const key = (request.operation ?? this.spec.match(request.generation, exchange.method, request.path))?.key;
    if (findings.length > 0) {
      const recorded = this.transport.record(exchange);
      for (const f of findings)
        kase.fail({
          check: f.check,
          message: extra.label ? `${extra.label}: ${f.message}` : f.message,
          operation: key,
          ...recorded,
          curl: this.transport.curl(exchange),
          seed: extra.seed,
        });
    }
    kase.count(key, result.outcome);
    const op = request.operation;
    if (result.ok && op && op.generation === "v1" && request.identity === undefined) this.remember(op, result.body);
    return result;
  }

  private expectationFindings(expect: Expectation, status: number, body: unknown, sent: unknown): Finding[] {
    const ok = status >= 200 && status < 300;
    const said = () =>
      `${status}${refusalCode(body) ? ` ${refusalCode(body)}` : ""}${refusalMessage(body) ? `: ${refusalMessage(body)}` : ""}`;
    switch (expect.kind) {
      case "success":
        return ok ? [] : [{ check: "expected-success", message: `refused where a success was expected: ${said()}` }];
      case "valid":
        if (!ok && schemaReason(refusalCode(body), (body as Record<string, unknown> | undefined)?.field, sent))
          return [
            { check: "accepts-valid", message: `input valid against the spec refused for a schema reason: ${said()}` },
          ];
        return [];
      case "invalid":
        if (ok)
          return [
            { check: "refuses-invalid", message: `input invalid against the spec (${expect.what}) answered ${status}` },
          ];
        if (status < 400 || status >= 500) return [];
        return [];
      case "refusal": {
        const label = expect.label ? ` (${expect.label})` : "";
        if (ok)
          return [{ check: "expected-refusal", message: `answered ${status} where a refusal${label} was expected` }];
        const out: Finding[] = [];
        if (expect.status !== undefined && status !== expect.status)
          out.push({ check: "refusal-status", message: `refused with ${status}, documented ${expect.status}${label}` });
        const code = refusalCode(body);
        if (expect.code !== undefined && code !== expect.code)
          out.push({
            check: "refusal-code",
            message: `refused with code ${code ?? "(none)"}, documented ${expect.code}${label}: ${refusalMessage(body) ?? ""}`,
          });
        const message = refusalMessage(body);
        if (
          expect.message !== undefined &&
          expect.code === code &&
          (message === undefined || !messagePattern(expect.message).test(message))
        ) {
          out.push({
            check: "refusal-message",
            message: `refused with "${message ?? ""}", documented "${expect.message}"${label}`,
          });
        }
        const o = body as Record<string, unknown> | undefined;
        if (expect.field !== undefined && expect.code === code && o?.field !== expect.field)
          out.push({
            check: "refusal-field",
            message: `refusal names field ${JSON.stringify(o?.field)}, documented ${expect.field}${label}`,
          });
        if (expect.line !== undefined && expect.code === code && o?.line !== expect.line)
          out.push({
            check: "refusal-line",
            message: `refusal names line ${JSON.stringify(o?.line)}, documented ${expect.line}${label}`,
          });
        return out;
      }
      case "any":
        return [];
    }
  }

  /** Keeps the IDs account A's successful answers carry, for the isolation phase. */
  private remember(op: Operation, body: unknown): void {
    const o = body as Record<string, unknown> | undefined;
    if (!o) return;
    const resource = resourceOf(op);
    const id =
      typeof o.id === "number"
        ? o.id
        : typeof (o.data as Record<string, unknown> | undefined)?.id === "number"
          ? ((o.data as Record<string, unknown>).id as number)
          : undefined;
    if (id !== undefined && /_create$/.test(op.operationId)) this.registry.add(resource, id, true);
    if (Array.isArray(o.data))
      for (const r of o.data.slice(0, 3))
        if (typeof (r as Record<string, unknown>)?.id === "number")
          this.registry.add(resource, (r as Record<string, number>).id!, false);
  }
}
