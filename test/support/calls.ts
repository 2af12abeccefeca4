// Requests the typed clients cannot express, sent as they are: bodies the spec does not allow
// (refusal tests send them on purpose), forms, and paths built at run time. Their names say so
// (postUntyped, untypedCalls); every other call goes through s.v1() / s.legacy(), which the
// compiler checks against the spec. V1Body and LegacyBody type a suite's own bodies.
import { expect } from "vitest";
import type { TestServer } from "./server.ts";
import type { V1ClientPaths } from "../../client/v1.ts";
import type { LegacyPaths } from "../../client/legacy.ts";
import { expectRefusal, type ExpectedRefusal } from "./refusals.ts";

/** The v1 envelope as most answers carry it. */
export interface Envelope {
  status: boolean;
  message?: string;
  data?: unknown;
}

/** An answer in the shape the typed clients give ({ data, error, response }), plus its JSON either way. */
export interface UntypedAnswer<B = Envelope> {
  readonly response: Response;
  readonly data?: B;
  readonly error?: unknown;
  readonly body: B;
}

export interface UntypedOptions {
  /** The api_token (v1) sent instead of the account's production key. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

/** The legacy Basic authorization of the account (or of the key and secret given). */
export function legacyAuthorization(s: TestServer, key = s.account.legacy_key, secret = s.account.legacy_secret) {
  return `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;
}

/** A body as JSON, or its text when it is not JSON (as the typed clients keep it). */
function parse(text: string): any {
  try {
    return JSON.parse(text === "" ? "null" : text);
  } catch {
    return text;
  }
}

/** An answer read as the suite says it is shaped: the assertions on it check that. */
async function read<B>(response: Response): Promise<UntypedAnswer<B>> {
  const body: B = parse(await response.text());
  return response.ok ? { response, data: body, body } : { response, error: body, body };
}

/**
 * POSTs a JSON body to /api/v1 as is, with the account's api_token (or the one given) first,
 * so that a body naming its own api_token sends that one.
 */
export async function postUntyped<B = Envelope>(
  s: TestServer,
  path: string,
  body: object = {},
  token = s.account.api_token,
  headers: Record<string, string> = {},
): Promise<UntypedAnswer<B>> {
  const response = await s.raw(`/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ api_token: token, ...body }),
  });
  return read<B>(response);
}

/**
 * The calls of one suite's server (read when called: suites start it in beforeAll), untyped;
 * Json is how the suite reads its answers' bodies, Data the data of its successes.
 */
export function untypedCalls<Json = Envelope, Data = unknown>(server: () => TestServer) {
  async function send<B = Json>(path: string, body: object = {}, options: UntypedOptions = {}) {
    return postUntyped<B>(server(), path, body, options.token, options.headers);
  }

  /**
   * POSTs a body already encoded (a urlencoded or multipart form) to /api/v1 as is: it carries
   * its own api_token. Without headers, fetch sets the content type (a multipart boundary).
   */
  async function sendEncoded<B = Json>(path: string, body: string | FormData, headers?: Record<string, string>) {
    return read<B>(await server().raw(`/api/v1${path}`, { method: "POST", body, headers }));
  }

  /** The status and JSON of a v1 POST, success or failure alike. */
  async function post<B = Json>(path: string, body: object = {}, token?: string) {
    const { response, body: json } = await send<B>(path, body, { token });
    return { status: response.status, body: json };
  }

  /** The data of a v1 POST that must succeed (status 200, `status: true`). */
  async function ok<T = Data>(path: string, body: object = {}, token?: string): Promise<T> {
    const answer = await post<{ status: boolean; data: T }>(path, body, token);
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { status: true } });
    return answer.body.data;
  }

  /** Asserts that a v1 POST is refused as expected (403 unless told). */
  async function refused(path: string, body: object, expected: ExpectedRefusal, token?: string): Promise<void> {
    expectRefusal(await send(path, body, { token }), expected);
  }

  return { send, sendEncoded, post, ok, refused };
}

/** The data of a typed client's answer that must succeed (no error, a 2xx status). */
export function succeeded<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  expect(answer.error, `${answer.response.status}: ${JSON.stringify(answer.error)}`).toBeUndefined();
  expect(answer.response.ok).toBe(true);
  return answer.data!;
}

/** The JSON body of a v1 POST as the typed client takes it (api_token added by the client). */
export type V1Body<P extends keyof V1ClientPaths> = V1ClientPaths[P] extends {
  post: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;

/** The JSON body of a legacy POST as the typed client takes it. */
export type LegacyBody<P extends keyof LegacyPaths> = LegacyPaths[P] extends {
  post: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
