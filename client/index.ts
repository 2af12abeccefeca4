// Typed clients for apps that consume the invoicing API, one per generation, built on
// openapi-fetch and the types generated from the spec. Every call returns
// `{ data, error, response }`: `data` is the typed success body, `error` the typed failure
// body ({status: false, message} for v1, {msg} for legacy) when the status is not 2xx.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths as V1Paths } from "../generated/types/v1.ts";
import type { paths as LegacyPaths } from "../generated/types/legacy.ts";

export type { V1Paths, LegacyPaths };

/** Removes `api_token` from a JSON request body type: the v1 client adds it to every call. */
type WithoutToken<Body> = Body extends { api_token: string } ? Omit<Body, "api_token"> : Body;

type TokenlessContent<C> = { [M in keyof C]: WithoutToken<C[M]> };

/** Whether a body type still has required fields once api_token is gone. */
type HasRequired<T> = {} extends T ? false : true;

type JsonBody<C> = C extends { "application/json": infer B } ? WithoutToken<B> : unknown;

/** The operation with api_token removed; a body left with no required field becomes optional. */
type TokenlessOperation<Op> = Op extends { requestBody: { content: infer C } }
  ? Omit<Op, "requestBody"> &
      (HasRequired<JsonBody<C>> extends true ? { requestBody: { content: TokenlessContent<C> } } : { requestBody?: { content: TokenlessContent<C> } })
  : Op;

/** The v1 paths as the client exposes them: bodies without `api_token`. */
export type V1ClientPaths = {
  [P in keyof V1Paths]: { [M in keyof V1Paths[P]]: TokenlessOperation<V1Paths[P][M]> };
};

export interface V1ClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The account's API key (production or demo). */
  apiToken: string;
}

export type V1Client = Client<V1ClientPaths>;

/** Client for /api/v1: every request is a POST whose JSON body gets `api_token` added. */
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

export interface LegacyClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Scheme, host and port of the deployment, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** Legacy API key. */
  key: string;
  /** Legacy API secret. */
  secret: string;
}

export type LegacyClient = Client<LegacyPaths>;

/** Client for /api: sends `Authorization: Basic base64(key:secret)` with every request. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const { baseUrl, key, secret, ...rest } = options;
  // UTF-8 safe base64 that works in browsers and Node alike.
  const authorization = `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${key}:${secret}`)))}`;
  return createClient<LegacyPaths>({
    ...rest,
    baseUrl: `${baseUrl.replace(/\/$/, "")}/api`,
    headers: { ...(rest.headers as Record<string, string> | undefined), Authorization: authorization, Accept: "application/json" },
  });
}
