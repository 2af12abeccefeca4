// The v2 client (/api/v2, Bearer key, HTTP verbs, no envelope): the resource-style facade
// generated from the spec (createV2Api) and the raw openapi-fetch client under it (createV2Client).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths as V2Paths } from "./generated/types/v2.ts";
import { v2Layout, v2Operations, type V2Resources } from "./generated/facade/v2.ts";
import { buildFacade, OperationCaller, type FacadeOptions } from "./facade.ts";
import type { ErrorMode } from "./operation-types.ts";

export type { V2Paths, V2Resources };

export interface V2ClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The account's API key (production or demo), sent as `Authorization: Bearer <token>`. */
  token: string;
}

/** The raw openapi-fetch client of v2: `v2.POST("/customers", { body })` answers `{ data, error, response }`. */
export type V2Client = Client<V2Paths>;

/** Raw client for /api/v2: sends `Authorization: Bearer <token>` with every request. */
export function createV2Client(options: V2ClientOptions): V2Client {
  const { baseUrl, token, ...rest } = options;
  return createClient<V2Paths>({
    ...rest,
    baseUrl: `${baseUrl.replace(/\/$/, "")}/api/v2`,
    headers: {
      ...(rest.headers as Record<string, string> | undefined),
      Authorization: `Bearer ${token}`,
      Accept: "application/json",
    },
  });
}

export interface V2ApiOptions<M extends ErrorMode = "throw"> extends FacadeOptions<M> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  readonly baseUrl: string;
  /** The account's API key (production or demo data): the one v1 takes as `api_token`. */
  readonly token: string;
  /** The fetch to send requests with (default: the global fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** The v2 facade: `v2.sales.create(body)`, `v2.customers.find(...)`..., and the raw client in `raw`. */
export type V2Api<M extends ErrorMode = "throw"> = V2Resources<M> & {
  /** The openapi-fetch client under the facade, for calls by path. */
  readonly raw: V2Client;
};

/**
 * Creates the v2 facade (errors, retries and idempotency keys as in createV1Api). Failures are
 * typed errors whose `code` is the answer's `Refusal-Code` and whose message is its bare-string
 * body; a find answers null when nothing matches.
 */
export function createV2Api<M extends ErrorMode = "throw">(options: V2ApiOptions<M>): V2Api<M> {
  const raw = createV2Client({
    baseUrl: options.baseUrl,
    token: options.token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const caller = new OperationCaller(raw as never, options);
  return Object.assign(buildFacade(caller, v2Operations, v2Layout), { raw }) as unknown as V2Api<M>;
}
