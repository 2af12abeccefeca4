// v2 answers held to the v2 document: the operation the method and path name, a status it
// declares, a body matching that status's schema, and the headers that status declares
// required (a failure's `Refusal-Code`). The contract runner's checker knows v1 and legacy;
// v2 is checked here with the runner's own document validator.
import { join } from "node:path";
import { ROOT } from "../../server/generations.ts";
import {
  generatedDocumentPath,
  loadDocument,
  operationsOf,
  type Operation,
} from "../../server/http/openapi-document.ts";
import { documentValidator, pointerSegment } from "../../contract/src/checker.ts";
import type { OpenApiDocument as RunnerDocument } from "../../contract/src/spec.ts";

export const V2_DOCUMENT = loadDocument(generatedDocumentPath(ROOT, "Invoicing.V2.openapi.yaml"));

/** An answer as the checker sees it: below `/api/v2`, with its status, parsed body and headers. */
export interface V2Answer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

interface Declared {
  readonly content?: Record<string, unknown>;
  readonly headers?: Record<string, { required?: boolean }>;
}

const validator = documentValidator(V2_DOCUMENT as unknown as RunnerDocument);

/** Operations with their path as a pattern; static segments first, so `/sales/find` wins over `/sales/{id}`. */
const ROUTES = operationsOf(V2_DOCUMENT)
  .map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
    params: (op.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The v2 operation of a method and path below `/api/v2`. */
export function v2OperationOf(method: string, path: string): Operation | undefined {
  return ROUTES.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path))?.op;
}

/** What is wrong with a v2 answer; empty when it is what the document declares. */
export function v2AnswerProblems(answer: V2Answer): string[] {
  const op = v2OperationOf(answer.method, answer.path);
  if (!op) return [`no v2 operation ${answer.method} ${answer.path}`];
  const responses = op.object.responses as Record<string, Declared>;
  const declared = responses[String(answer.status)];
  if (!declared)
    return [
      `status ${answer.status} is not declared for ${op.operationId} (declared: ${Object.keys(responses).join(", ")})`,
    ];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(declared.headers ?? {}))
    if (header.required && !answer.headers.has(name))
      problems.push(`${op.operationId} ${answer.status}: the required header ${name} is missing`);
  if (!declared.content?.["application/json"]) {
    if (answer.body !== undefined) problems.push(`status ${answer.status} of ${op.operationId} declares no body`);
    return problems;
  }
  const pointer = `/paths/${pointerSegment(op.path)}/${op.method}/responses/${answer.status}/content/application~1json/schema`;
  const errors = validator.validate(pointer, answer.body);
  return [...problems, ...(errors ?? []).slice(0, 5).map((e) => `${op.operationId} ${answer.status}: ${e}`)];
}

/** The path of the v2 document on disk, for messages. */
export const V2_DOCUMENT_FILE = join("generated", "openapi", "Invoicing.V2.openapi.yaml");
