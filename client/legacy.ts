// The legacy client (/api, Basic authentication): the resource-style facade generated from the
// spec (createLegacyApi) and the raw openapi-fetch client under it (createLegacyClient).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths as LegacyPaths } from "./generated/types/legacy.ts";
import { legacyLayout, legacyOperations, type LegacyResources } from "./generated/facade/legacy.ts";
import { buildFacade, OperationCaller, type FacadeOptions } from "./facade.ts";
import type { ErrorMode } from "./operation-types.ts";

export type { LegacyPaths, LegacyResources };

export interface LegacyClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** Legacy API key. */
  key: string;
  /** Legacy API secret. */
  secret: string;
}

/** The raw openapi-fetch client of the legacy generation. */
export type LegacyClient = Client<LegacyPaths>;

/** Raw client for /api: sends `Authorization: Basic base64(key:secret)` with every request. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const { baseUrl, key, secret, ...rest } = options;
  // UTF-8 safe base64 that works in browsers and Node alike.
  const authorization = `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${key}:${secret}`)))}`;
  return createClient<LegacyPaths>({
    ...rest,
    baseUrl: `${baseUrl.replace(/\/$/, "")}/api`,
    headers: {
      ...(rest.headers as Record<string, string> | undefined),
      Authorization: authorization,
      Accept: "application/json",
    },
  });
}

export interface LegacyApiOptions<M extends ErrorMode = "throw"> extends FacadeOptions<M> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  readonly baseUrl: string;
  /** Legacy API key. */
  readonly key: string;
  /** Legacy API secret. */
  readonly secret: string;
  /** The fetch to send requests with (default: the global fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** The legacy facade: `legacy.documentos.criar(body)`..., and the raw client in `raw`. */
export type LegacyApi<M extends ErrorMode = "throw"> = LegacyResources<M> & {
  /** The openapi-fetch client under the facade, for calls by path. */
  readonly raw: LegacyClient;
};

/** Creates the legacy facade (errors and retries as in createV1Api). */
export function createLegacyApi<M extends ErrorMode = "throw">(options: LegacyApiOptions<M>): LegacyApi<M> {
  const raw = createLegacyClient({
    baseUrl: options.baseUrl,
    key: options.key,
    secret: options.secret,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const caller = new OperationCaller(raw as never, options);
  return Object.assign(buildFacade(caller, legacyOperations, legacyLayout), { raw }) as unknown as LegacyApi<M>;
}
