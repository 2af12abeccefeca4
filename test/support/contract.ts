// Every answer a test receives is checked against the generated OpenAPI documents by the
// contract runner's own checker (invoicing-api-contract): one implementation for the runner
// and the project's tests. v2's answers are checked with the runner's validator on the v2
// document, with the headers its failures require (v2-answers.ts).
import { ContractChecker, Spec, type Exchange as RunnerExchange } from "invoicing-api-contract";
import { GENERATIONS, ROOT, type GenerationName } from "../../server/generations.ts";
import type { OpenApiDocument } from "../../server/http/openapi-document.ts";
import { join } from "node:path";
import { v2AnswerProblems, v2OperationOf } from "./v2-answers.ts";

/** An answer a test received, of any generation. */
export type Exchange = Omit<RunnerExchange, "generation"> & { readonly generation: GenerationName };

export interface Violation {
  readonly exchange: Exchange;
  readonly problem: string;
}

/** The generated documents, as the runner reads them. */
export const SPEC = new Spec(join(ROOT, "generated", "openapi"));

type Checker = Omit<ContractChecker, "document"> & { readonly document: OpenApiDocument };

/** The generations the contract runner checks. */
export type RunnerGeneration = keyof typeof SPEC.generations;

export const CHECKERS = Object.fromEntries(
  Object.keys(SPEC.generations).map((name) => [name, new ContractChecker(SPEC, name as RunnerGeneration)]),
) as unknown as Record<RunnerGeneration, Checker>;

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
    const relative = path.slice(generation.basePath.length);
    if (generation.name === "v2") {
      const operation = v2OperationOf(request.method, relative);
      const exchange: Exchange = {
        generation: "v2",
        operationId: operation?.operationId,
        method: request.method,
        path: relative,
        status: response.status,
        body,
      };
      this.exchanges.push(exchange);
      // Answers to paths or methods the spec does not have are checked by the tests that provoke them.
      if (operation)
        for (const problem of v2AnswerProblems({ ...exchange, headers: response.headers }))
          this.violations.push({ exchange, problem });
      return response;
    }
    const checker = CHECKERS[generation.name];
    const exchange: RunnerExchange = {
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
