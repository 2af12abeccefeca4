// The run's budget: a number of requests or a duration. Every request takes one unit; once
// spent, the run stops cleanly and reports what it covered.
export class BudgetExhausted extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "BudgetExhausted";
  }
}

export interface BudgetSpec {
  readonly requests?: number;
  readonly ms?: number;
}

/** `2000` requests, or a duration: `120s`, `5m`, `1500ms`. */
export function parseBudget(text: string): BudgetSpec | undefined {
  const t = text.trim();
  if (/^[0-9]+$/.test(t)) return Number(t) > 0 ? { requests: Number(t) } : undefined;
  const m = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m|h)$/.exec(t);
  if (!m) return undefined;
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as "ms" | "s" | "m" | "h"];
  const ms = Number(m[1]) * factor;
  return ms > 0 ? { ms } : undefined;
}

export class Budget {
  private used = 0;
  private readonly started = Date.now();

  constructor(readonly spec: BudgetSpec = {}) {}

  get requests(): number {
    return this.used;
  }

  /** Requests still allowed (Infinity without a request budget). */
  get remainingRequests(): number {
    return this.spec.requests === undefined ? Infinity : this.spec.requests - this.used;
  }

  /** Milliseconds still allowed (Infinity without a duration budget). */
  get remainingMs(): number {
    return this.spec.ms === undefined ? Infinity : this.spec.ms - (Date.now() - this.started);
  }

  get exhausted(): boolean {
    return this.remainingRequests <= 0 || this.remainingMs <= 0;
  }

  /** Takes one request, or throws BudgetExhausted. */
  take(): void {
    if (this.remainingRequests <= 0) throw new BudgetExhausted(`request budget of ${this.spec.requests} spent`);
    if (this.remainingMs <= 0)
      throw new BudgetExhausted(`time budget of ${Math.round((this.spec.ms ?? 0) / 1000)} s spent`);
    this.used++;
  }

  describe(): string {
    if (this.spec.requests !== undefined) return `${this.spec.requests} requests`;
    if (this.spec.ms !== undefined) return `${Math.round(this.spec.ms / 1000)} s`;
    return "unlimited";
  }
}
