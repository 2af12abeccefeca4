// The runner's only way to the deployment: builds each request (credentials in the body for
// v1, Basic for legacy, Bearer for v2), enforces the budget and the timeout, waits on 429 as Retry-After
// says, records the exchange with secrets masked, and writes a copy-paste curl reproducer.
import type { Budget } from "./budget.ts";
import { BudgetExhausted } from "./budget.ts";
import type { RecordedAnswer, RecordedRequest } from "./model.ts";
import type { GenerationName, Operation, Spec } from "./spec.ts";

/** Whose credentials a request carries. */
export type IdentityName = "a" | "b" | "other-mode";

export interface Credentials {
  readonly apiToken?: string;
  readonly apiTokenB?: string;
  readonly apiTokenOtherMode?: string;
  readonly legacyKey?: string;
  readonly legacySecret?: string;
  /**
   * v2 key of account A (`Authorization: Bearer`). A v2 key is an account's v1 `api_token`, so
   * the other identities' v2 keys are --api-token-b and --api-token-other-mode.
   */
  readonly bearerToken?: string;
}

export class ConnectionError extends Error {
  constructor(
    message: string,
    /** The server closed a kept-alive connection before answering (nothing was read). */
    readonly closedConnection = false,
  ) {
    super(message);
    this.name = "ConnectionError";
  }
}

/** A body sent exactly as given (raw-body abuse), instead of JSON of a value. */
export interface RawBody {
  readonly raw: string;
}

export interface OutgoingRequest {
  readonly generation: GenerationName;
  readonly operation?: Operation;
  /** Path below the generation's base path, parameters filled in. */
  readonly path: string;
  readonly method?: string;
  readonly body?: unknown | RawBody;
  readonly identity?: IdentityName;
  /** Leave the credentials out (or as the body has them). */
  readonly anonymous?: boolean;
  readonly headers?: Record<string, string>;
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  readonly json: unknown;
  readonly isJson: boolean;
  readonly ms: number;
  /** No answer within the timeout. */
  readonly timedOut: boolean;
}

export interface SentExchange {
  readonly request: OutgoingRequest;
  readonly sentBody: string | undefined;
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly answer: Answer;
}

export interface TransportOptions {
  readonly baseUrl: string;
  readonly spec: Spec;
  readonly credentials: Credentials;
  readonly timeoutMs: number;
  readonly budget: Budget;
  /** Longest total wait on 429 before the run stops as rate-limited. */
  readonly maxRateLimitWaitMs?: number;
  readonly onExchange?: (exchange: SentExchange) => void;
  readonly fetch?: typeof fetch;
}

export function isRaw(body: unknown): body is RawBody {
  return body !== null && typeof body === "object" && "raw" in body && Object.keys(body).length === 1;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class Transport {
  private waitedMs = 0;

  constructor(readonly options: TransportOptions) {}

  get budget(): Budget {
    return this.options.budget;
  }

  /** The secrets no answer may echo, with the names reports show instead. */
  secrets(): { value: string; label: string; env: string }[] {
    const c = this.options.credentials;
    const list: { value: string | undefined; label: string; env: string }[] = [
      { value: c.bearerToken, label: "<bearer-token>", env: "CONTRACT_BEARER_TOKEN" },
      { value: c.apiToken, label: "<api-token>", env: "CONTRACT_API_TOKEN" },
      { value: c.apiTokenB, label: "<api-token-b>", env: "CONTRACT_API_TOKEN_B" },
      { value: c.apiTokenOtherMode, label: "<api-token-other-mode>", env: "CONTRACT_API_TOKEN_OTHER_MODE" },
      { value: c.legacySecret, label: "<legacy-secret>", env: "CONTRACT_LEGACY_SECRET" },
    ];
    return list.filter((s): s is { value: string; label: string; env: string } => !!s.value && s.value.length >= 6);
  }

  token(identity: IdentityName = "a"): string | undefined {
    const c = this.options.credentials;
    return identity === "a" ? c.apiToken : identity === "b" ? c.apiTokenB : c.apiTokenOtherMode;
  }

  /** The v2 key of an identity. */
  bearer(identity: IdentityName = "a"): string | undefined {
    return identity === "a" ? this.options.credentials.bearerToken : this.token(identity);
  }

  hasLegacy(): boolean {
    return !!this.options.credentials.legacyKey && !!this.options.credentials.legacySecret;
  }

  private build(req: OutgoingRequest): {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: string | undefined;
  } {
    const generation = this.options.spec.generations[req.generation];
    const method = (req.method ?? req.operation?.method ?? "post").toUpperCase();
    const headers: Record<string, string> = { accept: "application/json", ...req.headers };
    let body: string | undefined;
    if (isRaw(req.body)) {
      body = req.body.raw;
    } else if (req.body !== undefined) {
      let value = req.body;
      const token = this.token(req.identity);
      if (
        req.generation === "v1" &&
        !req.anonymous &&
        token &&
        value !== null &&
        typeof value === "object" &&
        !Array.isArray(value)
      ) {
        value = { ...(value as Record<string, unknown>), api_token: token };
      }
      body = JSON.stringify(value);
    }
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
      headers["content-type"] = "application/json";
    if (req.generation === "legacy" && !req.anonymous && this.hasLegacy()) {
      const { legacyKey, legacySecret } = this.options.credentials;
      headers.authorization = `Basic ${Buffer.from(`${legacyKey}:${legacySecret}`).toString("base64")}`;
    }
    const bearer = this.bearer(req.identity);
    if (req.generation === "v2" && !req.anonymous && bearer) headers.authorization = `Bearer ${bearer}`;
    return { url: `${this.options.baseUrl}${generation.basePath}${req.path}`, method, headers, body };
  }

  /** Sends one request (taking budget), waiting and retrying on 429 as Retry-After says. */
  async send(req: OutgoingRequest): Promise<SentExchange> {
    const built = this.build(req);
    for (let retried = false; ;) {
      this.options.budget.take();
      let answer: Answer;
      try {
        answer = await this.once(built);
      } catch (err) {
        // A kept-alive connection the server closed as the request left on it (it did not
        // answer): sent once more on a new connection; closed again, the run stops there.
        if (!(err instanceof ConnectionError) || !err.closedConnection || retried) throw err;
        retried = true;
        continue;
      }
      if (answer.status === 429) {
        const wait = retryAfterMs(answer.headers["retry-after"]);
        const cap = Math.min(this.options.maxRateLimitWaitMs ?? 600_000, this.options.budget.remainingMs);
        if (wait === undefined || this.waitedMs + wait > cap) {
          throw new BudgetExhausted(
            `rate-limited by the deployment (429, Retry-After ${answer.headers["retry-after"] ?? "absent"})`,
          );
        }
        this.waitedMs += wait;
        await sleep(wait);
        continue;
      }
      const exchange: SentExchange = {
        request: req,
        sentBody: built.body,
        url: built.url,
        method: built.method,
        headers: built.headers,
        answer,
      };
      this.options.onExchange?.(exchange);
      return exchange;
    }
  }

  private async once(built: {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: string | undefined;
  }): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const started = performance.now();
    try {
      const response = await (this.options.fetch ?? fetch)(built.url, {
        method: built.method,
        headers: built.headers,
        body: built.body,
        signal: controller.signal,
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const headers: Record<string, string> = {};
      response.headers.forEach((v, k) => (headers[k] = v));
      let json: unknown;
      let isJson = false;
      if (text !== "") {
        try {
          json = JSON.parse(text);
          isJson = true;
        } catch {
          /* not JSON: the checks say so */
        }
      }
      return { status: response.status, headers, text, json, isJson, ms, timedOut: false };
    } catch (err) {
      const ms = performance.now() - started;
      if (controller.signal.aborted)
        return { status: 0, headers: {}, text: "", json: undefined, isJson: false, ms, timedOut: true };
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new ConnectionError(
        `${built.method} ${built.url}: ${cause?.code ?? cause?.message ?? (err as Error).message}`,
        cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET",
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** Replaces every secret in a text with its label. */
  mask(text: string): string {
    let out = text;
    for (const s of this.secrets()) out = out.split(s.value).join(s.label);
    const { legacyKey, legacySecret } = this.options.credentials;
    if (legacyKey && legacySecret)
      out = out.split(Buffer.from(`${legacyKey}:${legacySecret}`).toString("base64")).join("<basic-credentials>");
    return out;
  }

  record(exchange: SentExchange): { request: RecordedRequest; answer: RecordedAnswer } {
    const headers = { ...exchange.headers };
    if (headers.authorization)
      headers.authorization = headers.authorization.startsWith("Bearer ")
        ? this.mask(headers.authorization)
        : "Basic <legacy-key:legacy-secret>";
    const cut = (t: string) => (t.length > 20_000 ? `${t.slice(0, 20_000)}… (${t.length} characters)` : t);
    return {
      request: {
        method: exchange.method,
        url: exchange.url,
        headers,
        body: exchange.sentBody === undefined ? undefined : cut(this.mask(exchange.sentBody)),
      },
      answer: {
        status: exchange.answer.status,
        headers: exchange.answer.headers,
        body: cut(this.mask(exchange.answer.text)),
        ms: Math.round(exchange.answer.ms),
      },
    };
  }

  /** A shell command that sends the same request, secrets read from the environment. */
  curl(exchange: SentExchange, body: string | undefined = exchange.sentBody): string {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    let data = body === undefined ? undefined : quote(body);
    if (data !== undefined) for (const s of this.secrets()) data = data.split(s.value).join(`'"$${s.env}"'`);
    const parts = ["curl -sS -i", "-X", exchange.method, quote(exchange.url)];
    for (const [k, v] of Object.entries(exchange.headers)) {
      if (k === "authorization" && v.startsWith("Bearer ")) {
        const env = this.secrets().find((s) => v === `Bearer ${s.value}`)?.env ?? "CONTRACT_BEARER_TOKEN";
        parts.push("-H", `"Authorization: Bearer $${env}"`);
      } else if (k === "authorization") parts.push("-u", '"$CONTRACT_LEGACY_KEY:$CONTRACT_LEGACY_SECRET"');
      else parts.push("-H", quote(`${k}: ${v}`));
    }
    if (data !== undefined) parts.push("--data-binary", data.length > 8000 ? `${data.slice(0, 8000)}…'` : data);
    return parts.join(" ");
  }
}

/** Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^[0-9]+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
