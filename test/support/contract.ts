// Every answer a test receives is checked against the generated OpenAPI documents by the
// contract runner's own checker (invoicing-api-contract): one implementation for the runner
// and the project's tests.
import { ContractChecker, Spec, type Exchange, type Violation } from "invoicing-api-contract";
import { GENERATIONS, ROOT, type Generation } from "../../server/generations.ts";
import type { OpenApiDocument } from "../../server/http/openapi-document.ts";
import { join } from "node:path";

export type { Exchange, Violation };

/** The two generated documents, as the runner reads them. */
export const SPEC = new Spec(join(ROOT, "generated", "openapi"));

type Checker = Omit<ContractChecker, "document"> & { readonly document: OpenApiDocument };

export const CHECKERS = Object.fromEntries(
  GENERATIONS.map((g) => [g.name, new ContractChecker(SPEC, g.name)]),
) as unknown as Record<Generation["name"], Checker>;

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
    if (exchange.operationId)
      for (const problem of checker.check(exchange)) this.violations.push({ exchange, problem });
    return response;
  };
}
