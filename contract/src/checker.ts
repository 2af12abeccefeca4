// Checks answers against the generated OpenAPI documents, independently of any server's own
// validator: an answer is matched to its operation and status, and its body validated against
// the declared schema. Used by the runner on every answer and by the project's tests on every
// answer their clients receive.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";
import type { GenerationName, OpenApiDocument, Operation, Schema, Spec } from "./spec.ts";
import { InputFormsReader, UnreadableField } from "./input-forms.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export interface Exchange {
  readonly generation: GenerationName;
  readonly operationId: string | undefined;
  readonly method: string;
  /** Path below the generation's base path. */
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

export interface Violation {
  readonly exchange: Exchange;
  readonly problem: string;
}

/** An Ajv instance holding a whole document, so `$ref`s resolve inside it. */
export function documentValidator(document: OpenApiDocument): {
  validate(pointer: string, value: unknown): string[] | null;
  compile(schema: Schema): ValidateFunction;
} {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const f of ["int32", "int64", "double", "float"]) ajv.addFormat(f, true);
  ajv.addSchema({ ...document, $id: "openapi.json" } as object);
  const compiled = new Map<string, ValidateFunction>();
  const get = (pointer: string): ValidateFunction => {
    let v = compiled.get(pointer);
    if (!v) {
      v = ajv.compile({ $ref: `openapi.json#${pointer}` });
      compiled.set(pointer, v);
    }
    return v;
  };
  return {
    validate(pointer, value) {
      const v = get(pointer);
      if (v(value)) return null;
      return (v.errors ?? []).map(
        (e) =>
          `${e.instancePath || "(body)"} ${e.message ?? ""}${e.params && "allowedValues" in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ""}`,
      );
    },
    compile(schema) {
      // Component references are rewritten to point into the registered document.
      return ajv.compile(
        JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/')) as object,
      );
    },
  };
}

/** JSON pointer escaping of one segment. */
export function pointerSegment(s: string): string {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}

export class ContractChecker {
  readonly document: OpenApiDocument;
  private readonly validator: ReturnType<typeof documentValidator>;
  private readonly reader: InputFormsReader;

  constructor(
    private readonly spec: Spec,
    readonly generation: GenerationName,
  ) {
    this.document = spec.generations[generation].document;
    this.validator = documentValidator(this.document);
    this.reader = new InputFormsReader(spec, generation);
  }

  /**
   * Why a request body is invalid against the operation's request schema, read in the input
   * forms the generation accepts; null when it is valid.
   */
  requestProblems(op: Operation, body: unknown): string[] | null {
    const media = op.object.requestBody?.content["application/json"];
    if (!media?.schema) return null;
    let read: unknown;
    try {
      read = this.reader.read(body, media.schema);
    } catch (err) {
      if (err instanceof UnreadableField) return ["a field holds text that is not the JSON it stands for"];
      throw err;
    }
    return this.validator.validate(
      `/paths/${pointerSegment(op.path)}/${op.method}/requestBody/content/application~1json/schema`,
      read,
    );
  }

  /** The operation an HTTP method and path (below the generation's base path) belong to. */
  operationOf(method: string, path: string): { operationId: string; path: string } | undefined {
    const op = this.spec.match(this.generation, method, path);
    return op && { operationId: op.operationId, path: op.path };
  }

  /**
   * Problems of the headers an answer's status declares required (v2's `Refusal-Code`): one
   * missing, or a value its schema does not admit (a code no catalogue documents).
   */
  headerProblems(op: Operation, status: number, headers: Record<string, string>): string[] {
    const declared = op.object.responses[String(status)]?.headers as
      Record<string, { required?: boolean; schema?: Schema }> | undefined;
    const problems: string[] = [];
    for (const [name, header] of Object.entries(declared ?? {})) {
      if (!header.required) continue;
      const value = headers[name.toLowerCase()];
      if (value === undefined) {
        problems.push(`the required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const pointer = `/paths/${pointerSegment(op.path)}/${op.method}/responses/${status}/headers/${pointerSegment(name)}/schema`;
      if (this.validator.validate(pointer, value)) problems.push(`${name} ${JSON.stringify(value)} is not documented`);
    }
    return problems;
  }

  /** Problems of one answer: operation unknown, status undeclared, body not matching the schema. */
  check(exchange: Exchange): string[] {
    const op = this.spec.match(this.generation, exchange.method, exchange.path);
    if (!op) return [`no operation ${exchange.method} ${exchange.path} in the ${this.generation} document`];
    const responses = op.object.responses;
    const declared = responses[String(exchange.status)];
    if (!declared)
      return [
        `status ${exchange.status} is not declared for ${op.operationId} (declared: ${Object.keys(responses).join(", ")})`,
      ];
    const media = declared.content?.["application/json"];
    if (!media)
      return exchange.body === undefined || exchange.body === ""
        ? []
        : [`status ${exchange.status} of ${op.operationId} declares no body`];
    const pointer = `/paths/${pointerSegment(op.path)}/${op.method}/responses/${exchange.status}/content/application~1json/schema`;
    const errors = this.validator.validate(pointer, exchange.body);
    return errors ? errors.slice(0, 5).map((e) => `${op.operationId} ${exchange.status}: ${e}`) : [];
  }
}
