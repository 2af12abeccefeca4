// Calls every operation of both generated documents once, with the operation's own example
// request, and reports whether it reached a handler and whether its answer matched the spec.
// Used by the contract test against the in-process server.
import { GENERATIONS, type Generation } from "../../scripts/generations.ts";
import { CHECKERS, ContractRecorder } from "./contract.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";

export interface ProbeTarget {
  readonly baseUrl: string;
  readonly apiToken: string;
  readonly legacyKey: string;
  readonly legacySecret: string;
}

export interface ProbeResult {
  readonly generation: Generation["name"];
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** The answer came from the operation's handler (not routing, auth or plan checks). */
  readonly reachedHandler: boolean;
  readonly implemented: boolean;
  readonly problems: readonly string[];
}

/** Statuses that mean the request never reached the operation's handler. */
const NOT_REACHED = new Set([401, 404, 405, 429]);

function exampleBody(content: Record<string, { schema: unknown; examples?: Record<string, { value: unknown }> }> | undefined): unknown {
  const json = content?.["application/json"];
  const first = json?.examples ? Object.values(json.examples)[0] : undefined;
  return first?.value ?? {};
}

export async function probeAllOperations(target: ProbeTarget): Promise<ProbeResult[]> {
  const recorder = new ContractRecorder(target.baseUrl);
  const results: ProbeResult[] = [];
  for (const generation of GENERATIONS) {
    const checker = CHECKERS[generation.name];
    for (const [path, item] of Object.entries(checker.document.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method] as
          | { operationId: string; requestBody?: { content: Record<string, { schema: unknown; examples?: Record<string, { value: unknown }> }> } }
          | undefined;
        if (!op) continue;
        const body = exampleBody(op.requestBody?.content) as Record<string, unknown>;
        const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
        let payload: Record<string, unknown> = body;
        if (generation.name === "v1") payload = { ...body, api_token: target.apiToken };
        else headers.authorization = `Basic ${btoa(`${target.legacyKey}:${target.legacySecret}`)}`;
        const concrete = path.replace(/\{\w+\}/g, "1");
        const before = recorder.violations.length;
        const response = await recorder.fetch(`${target.baseUrl}${generation.basePath}${concrete}`, {
          method: method.toUpperCase(),
          headers,
          body: JSON.stringify(payload),
        });
        await response.arrayBuffer();
        results.push({
          generation: generation.name,
          operationId: op.operationId,
          method,
          path,
          status: response.status,
          reachedHandler: !NOT_REACHED.has(response.status),
          implemented: response.status !== 501,
          problems: recorder.violations.slice(before).map((v) => v.problem),
        });
      }
    }
  }
  return results;
}

/** One line per generation: implemented / total operations. */
export function coverageLines(results: readonly ProbeResult[]): string[] {
  return GENERATIONS.map((g) => {
    const mine = results.filter((r) => r.generation === g.name);
    const implemented = mine.filter((r) => r.implemented).length;
    return `${g.name.padEnd(6)} ${implemented}/${mine.length} operations implemented`;
  });
}
