// The v1 client (/api/v1, api_token in every body): the resource-style facade generated from
// the spec (createV1Api) and the raw openapi-fetch client under it (createV1Client).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths as V1Paths } from "./generated/types/v1.ts";
import { v1Layout, v1Operations, type V1Resources } from "./generated/facade/v1.ts";
import { buildFacade, OperationCaller, type FacadeOptions } from "./facade.ts";
import type { ErrorMode } from "./operation-types.ts";

export type { V1Paths, V1Resources };

/** Removes `api_token` from a JSON request body type: the v1 client adds it to every call. */
type WithoutToken<Body> = Body extends { api_token: string } ? Omit<Body, "api_token"> : Body;

type TokenlessContent<C> = { [M in keyof C]: WithoutToken<C[M]> };

/** Whether a body type still has required fields once api_token is gone. */
type HasRequired<T> = Record<never, never> extends T ? false : true;

type JsonBody<C> = C extends { "application/json": infer B } ? WithoutToken<B> : unknown;

/** The operation with api_token removed; a body left with no required field becomes optional. */
type TokenlessOperation<Op> = Op extends { requestBody: { content: infer C } }
  ? Omit<Op, "requestBody"> &
      (HasRequired<JsonBody<C>> extends true
        ? { requestBody: { content: TokenlessContent<C> } }
        : { requestBody?: { content: TokenlessContent<C> } })
  : Op;

/** The v1 paths as the raw client exposes them: bodies without `api_token`. */
export type V1ClientPaths = {
  [P in keyof V1Paths]: { [M in keyof V1Paths[P]]: TokenlessOperation<V1Paths[P][M]> };
};

export interface V1ClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The account's API key (production or demo). */
  apiToken: string;
}

/** The raw openapi-fetch client of v1: `v1.POST("/sales/create", { body })` answers `{ data, error, response }`. */
export type V1Client = Client<V1ClientPaths>;

/** Raw client for /api/v1: every request is a POST whose body gets `api_token` added. */
export function createV1Client(options: V1ClientOptions): V1Client {
  const { baseUrl, apiToken, ...rest } = options;
  const client = createClient<V1ClientPaths>({ ...rest, baseUrl: `${baseUrl.replace(/\/$/, "")}/api/v1` });
  client.use({
    async onRequest({ request }) {
      const type = request.headers.get("content-type") ?? "";
      // Item images go as multipart or urlencoded forms: api_token becomes a form field.
      if (type.includes("multipart/form-data")) {
        const form = await request.clone().formData();
        if (!form.has("api_token")) form.append("api_token", apiToken);
        const headers = new Headers(request.headers);
        headers.delete("content-type"); // a new boundary is set for the new body
        return new Request(request, { body: form, headers });
      }
      if (type.includes("x-www-form-urlencoded")) {
        // Appended to the text as it is: re-serializing through URLSearchParams would decode
        // percent-encoded binary values (an image sent as bytes) as UTF-8 and corrupt them.
        const text = await request.clone().text();
        if (/(^|&)api_token=/.test(text)) return request;
        const body = `${text}${text ? "&" : ""}api_token=${encodeURIComponent(apiToken)}`;
        return new Request(request, { body, headers: request.headers });
      }
      const text = request.body ? await request.clone().text() : "";
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const headers = new Headers(request.headers);
      headers.set("content-type", "application/json");
      return new Request(request, { body: JSON.stringify({ ...body, api_token: apiToken }), headers });
    },
  });
  return client;
}

export interface V1ApiOptions<M extends ErrorMode = "throw"> extends FacadeOptions<M> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  readonly baseUrl: string;
  /** The account's API key (production or demo data). */
  readonly apiToken: string;
  /** The fetch to send requests with (default: the global fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** The v1 facade: `v1.sales.create(body)`, `v1.sales.listAll()`..., and the raw client in `raw`. */
export type V1Api<M extends ErrorMode = "throw"> = V1Resources<M> & {
  /** The openapi-fetch client under the facade, for calls by path. */
  readonly raw: V1Client;
};

/**
 * Creates the v1 facade. Failures throw typed errors (ApiError and its subclasses), or come
 * back as `{ data, error }` with `errors: "return"`; reads and keyed writes are retried on
 * 429, 5xx and network failures.
 */
export function createV1Api<M extends ErrorMode = "throw">(options: V1ApiOptions<M>): V1Api<M> {
  const raw = createV1Client({
    baseUrl: options.baseUrl,
    apiToken: options.apiToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const caller = new OperationCaller(raw as never, options);
  return Object.assign(buildFacade(caller, v1Operations, v1Layout), { raw }) as unknown as V1Api<M>;
}
