// Calls to /api/v2 as its clients send them: `Authorization: Bearer <key>` (the account's
// production api_token unless told), JSON bodies on every method, and the answer read as v2
// gives it (the record or a bare value; a failure's message as a bare string, its code in
// `Refusal-Code`). They go through the test server's recorder, which checks every answer
// against the v2 document. Bodies are typed by operation from generated/types/v2.ts.
import type { operations } from "../../generated/types/v2.ts";
import type { TestServer } from "./server.ts";

/** The JSON body of a v2 operation. */
export type V2Body<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** A v2 answer: its status, its JSON body (or text when not JSON), and the refusal code of a failure. */
export interface V2Answer<B = unknown> {
  readonly status: number;
  readonly body: B;
  readonly headers: Headers;
  /** `Refusal-Code` of a failure. */
  readonly code: string | null;
}

export interface V2CallOptions {
  /** The key sent as `Authorization: Bearer <token>`; null sends no Authorization header. */
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
  /** The body as sent, when it is not JSON (a form). */
  readonly raw?: string;
}

/** Sends one request to `/api/v2<path>`; `body` undefined sends none. */
export async function v2Call<B = any>(
  s: TestServer,
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH",
  path: string,
  body?: unknown,
  options: V2CallOptions = {},
): Promise<V2Answer<B>> {
  const token = options.token === undefined ? s.account.api_token : options.token;
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (token !== null) headers.authorization ??= `Bearer ${token}`;
  if (body !== undefined || options.raw !== undefined) headers["content-type"] ??= "application/json";
  const response = await s.raw(`/api/v2${path}`, {
    method,
    headers,
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    /* kept as text */
  }
  return {
    status: response.status,
    body: parsed as B,
    headers: response.headers,
    code: response.headers.get("refusal-code"),
  };
}

/** The calls of one server, typed by the operation they reach. */
export function v2Calls(server: () => TestServer) {
  const call = <B = any>(
    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH",
    path: string,
    body?: unknown,
    options?: V2CallOptions,
  ) => v2Call<B>(server(), method, path, body, options);
  return {
    call,
    post: <Op extends keyof operations>(path: string, body: V2Body<Op>, options?: V2CallOptions) =>
      call("POST", path, body, options),
    put: <Op extends keyof operations>(path: string, body: V2Body<Op>, options?: V2CallOptions) =>
      call("PUT", path, body, options),
    /** DELETE with `[]`, as the vendor's SDK sends it. */
    delete: (path: string, options?: V2CallOptions) => call("DELETE", path, [], options),
  };
}
