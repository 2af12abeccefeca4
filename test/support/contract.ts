// Checks answers against the generated OpenAPI documents, independently of the server's own
// validator: every response a test (or the contract runner) receives is matched to its
// operation and status, and its body validated against the declared schema.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { HTTP_METHODS, loadDocument, type OpenApiDocument } from "../../server/http/openapi-document.ts";
import { GENERATIONS, ROOT, type Generation } from "../../scripts/generations.ts";
import { join } from "node:path";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export interface Exchange {
  readonly generation: Generation["name"];
  readonly operationId: string | undefined;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

export interface Violation {
  readonly exchange: Exchange;
  readonly problem: string;
}

interface Matcher {
  readonly method: string;
  readonly regex: RegExp;
  readonly path: string;
  readonly operationId: string;
}

export class ContractChecker {
  readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly matchers: Matcher[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly generation: Generation) {
    this.document = loadDocument(join(ROOT, "generated", "openapi", generation.openapiFile));
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    for (const f of ["int32", "int64", "double", "float"]) this.ajv.addFormat(f, true);
    this.ajv.addSchema({ ...this.document, $id: "openapi.json" } as object);
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        const regex = new RegExp("^" + path.replace(/\{\w+\}/g, "[^/]+") + "$");
        this.matchers.push({ method, regex, path, operationId: op.operationId });
      }
    }
  }

  /** The operation an HTTP method and path (below the generation's base path) belong to. */
  operationOf(method: string, path: string): Matcher | undefined {
    return this.matchers.find((m) => m.method === method.toLowerCase() && m.regex.test(path));
  }

  /** Problems of one answer: operation unknown, status undeclared, body not matching the schema. */
  check(exchange: Exchange): string[] {
    const matcher = this.operationOf(exchange.method, exchange.path);
    if (!matcher) return [`no operation ${exchange.method} ${exchange.path} in the ${this.generation.name} document`];
    const responses = this.document.paths[matcher.path]![exchange.method.toLowerCase()]!.responses;
    const declared = responses[String(exchange.status)];
    if (!declared) return [`status ${exchange.status} is not declared for ${matcher.operationId} (declared: ${Object.keys(responses).join(", ")})`];
    const media = declared.content?.["application/json"];
    if (!media) return exchange.body === undefined || exchange.body === "" ? [] : [`status ${exchange.status} of ${matcher.operationId} declares no body`];
    const pointer = `openapi.json#/paths/${matcher.path.replace(/~/g, "~0").replace(/\//g, "~1")}/${exchange.method.toLowerCase()}/responses/${exchange.status}/content/application~1json/schema`;
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: pointer });
      this.compiled.set(pointer, validate);
    }
    if (validate(exchange.body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${matcher.operationId} ${exchange.status}: ${e.instancePath || "(body)"} ${e.message ?? ""}`);
  }
}

export const CHECKERS: Record<Generation["name"], ContractChecker> = Object.fromEntries(
  GENERATIONS.map((g) => [g.name, new ContractChecker(g)]),
) as Record<Generation["name"], ContractChecker>;

/**
 * A fetch that checks every answer against the spec and remembers what it saw. Tests give it
 * to the typed clients; `violations` must stay empty.
 */
export class ContractRecorder {
  readonly exchanges: Exchange[] = [];
  readonly violations: Violation[] = [];

  constructor(private readonly baseUrl: string) {}

  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(request);
    const url = new URL(request.url);
    const path = url.pathname;
    const generation = GENERATIONS.slice()
      .sort((a, b) => b.basePath.length - a.basePath.length)
      .find((g) => path.startsWith(g.basePath + "/"));
    if (!generation || !url.href.startsWith(this.baseUrl)) return response;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      /* not JSON: checked as such below */
    }
    const checker = CHECKERS[generation.name];
    const relative = path.slice(generation.basePath.length);
    const exchange: Exchange = {
      generation: generation.name,
      operationId: checker.operationOf(request.method, relative)?.operationId,
      method: request.method,
      path: relative,
      status: response.status,
      body,
    };
    this.exchanges.push(exchange);
    // Answers to paths or methods the spec does not have (404/405) are checked by the tests
    // that provoke them, against the generation's failure schema.
    if (exchange.operationId) for (const problem of checker.check(exchange)) this.violations.push({ exchange, problem });
    return response;
  };
}
