// A stand-in for /api/v2 in the client's tests, until the reference server serves v2: it answers
// each operation with the v2 document's own example of its success (or what a test scripts),
// and checks every request it gets and every answer it gives against the document, so that
// neither the client nor the fake can drift from it unnoticed (`violations` must stay empty).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { documentValidator, pointerSegment } from "../../contract/src/checker.ts";
import type { OpenApiDocument as RunnerDocument } from "../../contract/src/spec.ts";
import { operationsOf, type Operation, type Schema } from "../../server/http/openapi-document.ts";
import { specDocument } from "../support/spec-documents.ts";

export const V2_DOCUMENT = specDocument("v2");
const validator = documentValidator(V2_DOCUMENT as unknown as RunnerDocument);
const OPERATIONS = operationsOf(V2_DOCUMENT);
export const V2_BASE_PATH = "/api/v2";

/** What the fake answers: a status, a JSON body (a bare string for failures) and headers. */
export interface FakeAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One request the fake received. */
export interface FakeCall {
  readonly operationId: string;
  readonly method: string;
  /** The path below /api/v2, as sent (`/sales/7`). */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, string>>;
  /** The JSON body, a FormData for a form, or undefined when none was sent. */
  readonly body: unknown;
  readonly headers: Headers;
}

/** A test's answer to a call: an answer, "drop" (no answer: the connection fails), or undefined for the example. */
export type Script = (call: FakeCall, fake: V2Fake) => FakeAnswer | "drop" | undefined;

type Responses = Record<
  string,
  {
    headers?: Record<string, { required?: boolean; schema?: Schema }>;
    content?: Record<string, { schema?: Schema; examples?: Record<string, { description?: string; value: unknown }> }>;
  }
>;

function operation(operationId: string): Operation {
  const found = OPERATIONS.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the v2 document`);
  return found;
}

const responsesOf = (op: Operation) => op.object.responses as Responses;

/** The success status of an operation: 201 for creates, 200 otherwise. */
export function successStatus(operationId: string): number {
  return "201" in responsesOf(operation(operationId)) ? 201 : 200;
}

/**
 * The document's example of an operation's success, the first one or the one whose name
 * matches `name`: what the fake answers by default.
 */
export function example(operationId: string, name?: RegExp): unknown {
  const examples = responsesOf(operation(operationId))[String(successStatus(operationId))]?.content?.[
    "application/json"
  ]?.examples;
  const found = Object.entries(examples ?? {}).find(([key]) => name === undefined || name.test(key));
  if (!found) throw new Error(`the v2 document has no example of ${operationId}${name ? ` named ${name}` : ""}`);
  return structuredClone(found[1].value);
}

/**
 * The document's example of an operation's failure of `status`, with its code (which the
 * example's description names: "Refusal-Code: `customer.search.no_results`").
 */
export function failureExample(operationId: string, status: number): FakeAnswer {
  const examples = responsesOf(operation(operationId))[String(status)]?.content?.["application/json"]?.examples;
  const [found] = Object.values(examples ?? {}) as { description?: string; value: unknown }[];
  const code = /Refusal-Code: `([\w.]+)`/.exec(found?.description ?? "")?.[1];
  if (!found || !code) throw new Error(`the v2 document has no example of ${operationId}'s ${status} with its code`);
  return refusal(status, code, found.value as string);
}

/** A success of an operation, with the given body (the document's example by default). */
export function success(operationId: string, body: unknown = example(operationId)): FakeAnswer {
  return { status: successStatus(operationId), body };
}

/** A failure as v2 answers it: the message as a bare JSON string, the code in Refusal-Code. */
export function refusal(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): FakeAnswer {
  return { status, body: message, headers: { "Refusal-Code": code, ...headers } };
}

function match(method: string, path: string): { op: Operation; params: Record<string, string> } | undefined {
  for (const op of OPERATIONS) {
    if (op.method !== method.toLowerCase()) continue;
    const names: string[] = [];
    const pattern = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (found) return { op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])) };
  }
  return undefined;
}

/** A header value as its schema types it: integers travel as text. */
function headerProblems(schema: Schema | undefined, value: string): string[] | null {
  if (!schema) return null;
  const check = validator.compile(schema);
  return check(value) || (/^-?\d+$/.test(value) && check(Number(value)))
    ? null
    : [`${value} does not match its schema`];
}

export class V2Fake {
  readonly calls: FakeCall[] = [];
  /** What the document does not allow, in a request received or an answer given. */
  readonly violations: string[] = [];

  constructor(private readonly script: Script = () => undefined) {}

  /** The calls of one operation. */
  callsOf(operationId: string): FakeCall[] {
    return this.calls.filter((c) => c.operationId === operationId);
  }

  /** A fetch that answers as /api/v2 would: give it to createV2Api's `fetch`. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(`${V2_BASE_PATH}/`) ? url.pathname.slice(V2_BASE_PATH.length) : undefined;
    const found = path === undefined ? undefined : match(request.method, path);
    if (!found) {
      this.violations.push(`${request.method} ${url.pathname}: no operation of the v2 document`);
      return this.respond(
        undefined,
        refusal(404, "endpoint.unknown", `O endpoint ${request.method} ${url.pathname} não está disponível`),
      );
    }
    const call: FakeCall = {
      operationId: found.op.operationId,
      method: request.method,
      path: path!,
      pathParams: found.params,
      body: await this.bodyOf(request, found.op),
      headers: request.headers,
    };
    this.calls.push(call);
    const answer = this.script(call, this) ?? success(call.operationId);
    if (answer === "drop") throw new TypeError("fetch failed: the connection was reset");
    return this.respond(found.op, answer);
  };

  /** The request's body, checked against the operation's request schema. */
  private async bodyOf(request: Request, op: Operation): Promise<unknown> {
    const where = `${op.operationId} request`;
    const authorization = request.headers.get("authorization") ?? "";
    if (!/^Bearer \S+$/.test(authorization)) this.violations.push(`${where}: Authorization is not a Bearer key`);
    const type = request.headers.get("content-type") ?? "";
    const text = type.startsWith("multipart/form-data") ? undefined : await request.clone().text();
    const media = Object.keys(op.object.requestBody?.content ?? {});
    if (type.startsWith("multipart/form-data")) {
      if (!media.includes("multipart/form-data")) this.violations.push(`${where}: a form the operation does not take`);
      return request.formData();
    }
    if (!text) {
      const required = (op.object.requestBody as { required?: boolean } | undefined)?.required === true;
      if (required) this.violations.push(`${where}: no body, and the operation requires one`);
      return undefined;
    }
    if (!type.startsWith("application/json")) this.violations.push(`${where}: Content-Type ${type}, not JSON`);
    const body = JSON.parse(text) as unknown;
    const pointer = `/paths/${pointerSegment(op.path)}/${op.method}/requestBody/content/application~1json/schema`;
    for (const problem of validator.validate(pointer, body) ?? []) this.violations.push(`${where}: ${problem}`);
    return body;
  }

  /** The answer as a Response, checked against what the document declares for its status. */
  private respond(op: Operation | undefined, answer: FakeAnswer): Response {
    const headers = new Headers({
      "Content-Type": "application/json",
      "X-Request-Id": crypto.randomUUID(),
      ...answer.headers,
    });
    if (op) {
      const where = `${op.operationId} ${answer.status}`;
      const declared = responsesOf(op)[String(answer.status)];
      if (!declared) this.violations.push(`${where}: a status the document does not declare`);
      else {
        const pointer = `/paths/${pointerSegment(op.path)}/${op.method}/responses/${answer.status}/content/application~1json/schema`;
        for (const problem of validator.validate(pointer, answer.body) ?? [])
          this.violations.push(`${where}: ${problem}`);
        for (const [name, header] of Object.entries(declared.headers ?? {})) {
          const value = headers.get(name);
          if (value === null) {
            if (header.required) this.violations.push(`${where}: no ${name} header, which the document requires`);
          } else
            for (const problem of headerProblems(header.schema, value) ?? [])
              this.violations.push(`${where}: ${name} ${problem}`);
        }
      }
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  }
}

/** The fake behind a real HTTP server, for code that runs in a process of its own (the examples). */
export async function serveFake(fake: V2Fake): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
        ),
        ...(body.length > 0 ? { body } : {}),
      });
      try {
        const response = await fake.fetch(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch {
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
