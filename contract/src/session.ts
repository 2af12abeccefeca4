// One run against one deployment: the options, the spec, the transport, and `call`, which
// sends a request, applies every answer check and the case's expectation, and records the
// verdict (with a curl reproducer on failure) in the case, the phase and the operation tally.
import { ContractChecker } from "./checker.ts";
import { exchangeFindings, type Expectation, type Finding } from "./checks.ts";
import { CheckSelection } from "./checks/selection.ts";
import { Transport, type Credentials, type OutgoingRequest, type SentExchange } from "./http.ts";
import { isRead, resourceOf } from "./kinds.ts";
import type { Outcome, PhaseName } from "./model.ts";
import { Random } from "./random.ts";
import type { CaseRecorder } from "./results.ts";
import type { Budget } from "./budget.ts";
import type { GenerationName, Operation, Spec } from "./spec.ts";

export type { Expectation };

/** What the run found of the keys' data sets (phases/data-sets.ts probes them). */
export interface DataSetFacts {
  /** The v1 key (--api-token) sees the legacy key's records; undefined when not probed. */
  sameAsLegacy?: boolean;
  /** The v2 key (--bearer-token) sees the legacy key's records; undefined when not probed. */
  v2SameAsLegacy?: boolean;
  /** The other mode's v1 key (--api-token-other-mode) sees them; undefined when not given or not probed. */
  otherModeAsLegacy?: boolean;
  detail: string;
}

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
  /** `--checks`: only these checks (default: all). */
  readonly checks?: readonly string[];
  /** `--exclude-checks`: not these. */
  readonly excludeChecks?: readonly string[];
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
  /** The checks the run applies. */
  readonly checks: CheckSelection;
  /** Values unique to the run (random tax numbers it generated): only account A can have records with them. */
  readonly runValues = new Set<string>();
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
    this.checkers = {
      v1: new ContractChecker(spec, "v1"),
      legacy: new ContractChecker(spec, "legacy"),
      v2: new ContractChecker(spec, "v2"),
    };
    this.random = new Random(options.seed);
    this.tag =
      `ct${(Date.now() % 2_000_000_000).toString(36)}${Math.floor(Math.random() * 36 * 36).toString(36)}`.slice(0, 10);
    this.operationFilter = (options.operations ?? []).map(globToRegExp);
    this.checks = new CheckSelection(options.checks, options.excludeChecks);
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
    if (generation === "v2") return !!this.options.credentials.bearerToken;
    return generation === "v1" ? !!this.options.credentials.apiToken : this.transport.hasLegacy();
  }

  /** Why a generation cannot be called: the flags its credentials come in. */
  missingCredentials(generation: GenerationName): string {
    return generation === "legacy"
      ? "no --legacy-key/--legacy-secret"
      : generation === "v2"
        ? "no --bearer-token"
        : "no --api-token";
  }

  /** Sends a request and judges the answer, recording nothing (shrinking uses it). */
  async evaluate(request: OutgoingRequest, expect: Expectation): Promise<CallResult> {
    const exchange = await this.transport.send(request);
    const operation = request.operation ?? this.spec.match(request.generation, exchange.method, request.path);
    const { answer } = exchange;
    const findings = exchangeFindings(
      {
        exchange,
        operation,
        expect,
        checker: this.checkers[request.generation],
        timeoutMs: this.options.timeoutMs,
        secrets: this.transport.secrets(),
      },
      (check) => this.checks.has(check),
    );
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
    if (result.ok && op && op.generation !== "legacy" && request.identity === undefined) this.remember(op, result.body);
    return result;
  }

  /** Keeps the IDs account A's successful answers carry, for the isolation phase. */
  private remember(op: Operation, body: unknown): void {
    const o = body as Record<string, unknown> | undefined;
    if (!o || typeof o !== "object") return;
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
