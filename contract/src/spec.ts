// The API as the generated OpenAPI documents describe it: every generation, its operations,
// base paths (from `servers`), input-form policies and examples. Everything the runner sends
// or checks is derived from here, so spec changes flow into the runner without code changes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { InputFormsPolicy, Schema } from "@invoicing/input-forms";
import { assetPaths } from "./assets.ts";

export type { Schema } from "@invoicing/input-forms";

export interface Example {
  readonly summary?: string;
  readonly description?: string;
  readonly value: unknown;
}

export interface MediaType {
  readonly schema?: Schema;
  readonly examples?: Record<string, Example>;
}

export interface OperationObject {
  readonly operationId: string;
  readonly summary?: string;
  readonly tags?: string[];
  readonly parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  readonly requestBody?: { required?: boolean; content: Record<string, MediaType> };
  readonly responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, MediaType> }
  >;
  /** The operation writes nothing (the spec's operation facts). */
  readonly "x-read-only"?: boolean;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { title: string; version: string; description?: string; "x-input-forms"?: InputFormsPolicy };
  readonly servers?: { url: string }[];
  readonly paths: Record<string, Record<string, OperationObject>>;
  readonly components?: { schemas?: Record<string, Schema> };
}

export type { InputFormsPolicy } from "@invoicing/input-forms";

export type GenerationName = "v1" | "legacy" | "v2";

/** The generations, in the order the runner serves them: the newest first. */
export const GENERATION_NAMES: readonly GenerationName[] = ["v2", "v1", "legacy"];

export interface Generation {
  readonly name: GenerationName;
  readonly file: string;
  readonly document: OpenApiDocument;
  /** Path the generation is served under, from the document's first server (`{base_url}/api/v1` -> `/api/v1`). */
  readonly basePath: string;
  readonly policy: InputFormsPolicy;
}

export interface Operation {
  readonly generation: GenerationName;
  readonly operationId: string;
  readonly method: string;
  /** Path template below the base path, e.g. `/sales/{id}/cancel`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly tags: readonly string[];
  readonly object: OperationObject;
  /**
   * Whether the operation writes nothing, as its document states (`x-read-only`); undefined
   * when the document marks none of its operations (one built before the marks).
   */
  readonly readOnly?: boolean;
  /** Key that names the operation across generations: `v1.Sales_create`. */
  readonly key: string;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;

const FILES: Record<GenerationName, string> = {
  v1: "Invoicing.V1.openapi.yaml",
  legacy: "Invoicing.Legacy.openapi.yaml",
  v2: "Invoicing.V2.openapi.yaml",
};

export class Spec {
  readonly generations: Record<GenerationName, Generation>;
  readonly operations: readonly Operation[];
  private readonly byKey = new Map<string, Operation>();

  constructor(openapiDir: string = assetPaths().openapi) {
    const load = (name: GenerationName): Generation => {
      const document = parse(readFileSync(join(openapiDir, FILES[name]), "utf8")) as OpenApiDocument;
      const server = document.servers?.[0]?.url ?? "";
      const basePath = server
        .replace(/^\{[^}]+\}/, "")
        .replace(/^https?:\/\/[^/]+/, "")
        .replace(/\/$/, "");
      return { name, file: FILES[name], document, basePath, policy: document.info["x-input-forms"] ?? {} };
    };
    this.generations = { v1: load("v1"), legacy: load("legacy"), v2: load("v2") };
    const operations: Operation[] = [];
    for (const generation of Object.values(this.generations)) {
      const marked = Object.values(generation.document.paths).some((item) =>
        HTTP_METHODS.some((method) => item[method]?.["x-read-only"] !== undefined),
      );
      for (const [path, item] of Object.entries(generation.document.paths)) {
        for (const method of HTTP_METHODS) {
          const object = item[method];
          if (!object) continue;
          const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
          const op: Operation = {
            generation: generation.name,
            operationId: object.operationId,
            method,
            path,
            pathParams,
            tags: object.tags ?? [],
            object,
            ...(marked ? { readOnly: object["x-read-only"] === true } : {}),
            key: `${generation.name}.${object.operationId}`,
          };
          operations.push(op);
          this.byKey.set(op.key, op);
        }
      }
    }
    this.operations = operations;
  }

  /** An operation by `v1.Sales_create` (or `$sourceDescriptions.v1.Sales_create`). */
  operation(key: string): Operation | undefined {
    return this.byKey.get(key.replace(/^\$sourceDescriptions\./, ""));
  }

  /**
   * The operation a concrete method and path (below the generation's base path) belong to;
   * static segments win over parameters, as servers route them (v2's `/sales/find` is not
   * `/sales/{id}`).
   */
  match(generation: GenerationName, method: string, path: string): Operation | undefined {
    let best: Operation | undefined;
    for (const o of this.operations) {
      if (o.generation !== generation || o.method !== method.toLowerCase()) continue;
      if (!new RegExp("^" + o.path.replace(/\{\w+\}/g, "[^/]+") + "$").test(path)) continue;
      if (!best || o.pathParams.length < best.pathParams.length) best = o;
    }
    return best;
  }

  deref(generation: GenerationName, schema: Schema | undefined): Schema | undefined {
    let current = schema;
    for (let i = 0; current?.$ref && i < 32; i++)
      current =
        this.generations[generation].document.components?.schemas?.[current.$ref.replace("#/components/schemas/", "")];
    return current;
  }
}

/** The request schema of an operation (JSON body), if any. */
export function requestSchema(op: Operation): Schema | undefined {
  return op.object.requestBody?.content["application/json"]?.schema;
}

/** Request examples of an operation, by name. */
export function requestExamples(op: Operation): Record<string, Example> {
  return op.object.requestBody?.content["application/json"]?.examples ?? {};
}

/** Response examples of an operation with their status, by name. */
export function responseExamples(op: Operation): { name: string; status: number; example: Example }[] {
  const out: { name: string; status: number; example: Example }[] = [];
  for (const [status, response] of Object.entries(op.object.responses)) {
    for (const [name, example] of Object.entries(response.content?.["application/json"]?.examples ?? {}))
      out.push({ name, status: Number(status), example });
  }
  return out;
}

/** What a refusal example documents: its code and message, in the generation's wire form. */
export function documentedRefusal(example: Example): {
  code?: string;
  message?: string;
  field?: string;
  line?: number;
} {
  const v = example.value;
  // v2 answers a bare message; its code travels in `Refusal-Code`, which the example's
  // description names (`Refusal-Code: \`sale.not_found\``).
  if (typeof v === "string")
    return { message: v, code: /Refusal-Code: `([^`]+)`/.exec(example.description ?? "")?.[1] };
  const o = (v ?? {}) as Record<string, unknown>;
  const message = o.message ?? o.msg;
  return {
    code: typeof o.code === "string" ? o.code : undefined,
    message: typeof message === "string" ? message : undefined,
    field: typeof o.field === "string" ? o.field : undefined,
    line: typeof o.line === "number" ? o.line : undefined,
  };
}

/** Statuses an operation declares. */
export function declaredStatuses(op: Operation): number[] {
  return Object.keys(op.object.responses).map(Number);
}
