// The fast path of request validation: each operation's JSON body, header and path parameters
// compiled once by Ajv configured as express-openapi-validator configures its own (same
// factory, options and formats). express-openapi-validator finds a request's operation by
// compiling the path pattern of every route of the document on each request, which was most
// of a summary's CPU (bench/validation.ts measures it); this server's router already knows
// the operation. A request this
// path does not accept (or cannot judge: other media types, query parameters) goes to
// express-openapi-validator, whose errors the refusals are worded from, so it stays the
// judge of every refusal; validation.ts runs both and compares them when answers are
// validated too (tests and staging).
import type { IncomingHttpHeaders } from "node:http";
import type { Request } from "express";
import type { ValidateFunction } from "ajv";
import { createRequestAjv } from "express-openapi-validator/dist/framework/ajv/index.js";
import { parametersOf, type OpenApiDocument, type Operation, type Schema } from "./openapi-document.ts";

/** Whether a request is valid for its operation; undefined when this path cannot judge it. */
export type Acceptor = (req: Request) => boolean | undefined;

// express-openapi-validator's AjvOptions.request for this server's options (validation.ts):
// allErrors, no coercion of the body, formats checked ("fast" ajv-formats) and defaults applied.
const BASE_OPTIONS = {
  strict: false,
  strictNumbers: true,
  strictTuples: true,
  allowUnionTypes: false,
  validateSchema: false,
  useDefaults: true,
  removeAdditional: false,
  validateFormats: true,
  formats: {},
  serDesMap: {},
  ajvFormats: { mode: "fast" },
  allErrors: true,
} as const;

const JSON_MEDIA = /^application\/json\s*(;.*)?$/i;

/** Compiles, on first use, an acceptor per operation of one document. */
export class CompiledValidation {
  // The body is not coerced; parameters are (they arrive as text), as the validator does.
  private readonly body;
  private readonly parameters;
  private readonly id: string;

  constructor(private readonly document: OpenApiDocument) {
    const spec = structuredClone(document) as never;
    this.body = createRequestAjv(spec, { ...BASE_OPTIONS, coerceTypes: false } as never);
    this.parameters = createRequestAjv(spec, { ...BASE_OPTIONS, coerceTypes: true } as never);
    // The document once per Ajv instance: operations share the compiled component schemas.
    this.id = `https://openapi.invalid/${document.info.title.replace(/[^A-Za-z0-9]+/g, "-")}.json`;
    const shared = { $id: this.id, components: document.components ?? {} };
    this.body.addSchema(structuredClone(shared));
    this.parameters.addSchema(structuredClone(shared));
  }

  /** The acceptor of an operation, or undefined when it has parameters this path does not judge. */
  acceptorFor(operation: Operation): Acceptor | undefined {
    const parameters = parametersOf(this.document, operation.object);
    if (parameters.some((p) => p.in !== "header" && p.in !== "path")) return undefined;
    const requestBody = operation.object.requestBody as
      { required?: boolean; content: Record<string, { schema: Schema }> } | undefined;
    const jsonSchema = requestBody?.content["application/json"]?.schema;
    if (requestBody && !jsonSchema) return undefined;

    let compiled: { body?: ValidateFunction; headers?: ValidateFunction; path?: ValidateFunction } | undefined;
    const compile = () => {
      const group = (where: "header" | "path", name: (n: string) => string) => {
        const own = parameters.filter((p) => p.in === where);
        if (own.length === 0) return undefined;
        return this.parameters.compile({
          type: "object",
          properties: Object.fromEntries(own.map((p) => [name(p.name), this.rebased(p.schema ?? {})])),
          required: own.filter((p) => p.required || where === "path").map((p) => name(p.name)),
        });
      };
      return {
        body: jsonSchema ? this.body.compile(this.rebased(jsonSchema)) : undefined,
        headers: group("header", (n) => n.toLowerCase()),
        path: group("path", (n) => n),
      };
    };
    return (req) => {
      if (requestBody) {
        if (!JSON_MEDIA.test(req.headers["content-type"] ?? "")) return undefined;
        if (req.body === undefined) return requestBody.required ? undefined : true;
      }
      compiled ??= compile();
      return (
        (compiled.headers?.(req.headers as IncomingHttpHeaders) ?? true) &&
        (compiled.path?.(req.params) ?? true) &&
        (compiled.body?.(req.body) ?? true)
      );
    };
  }

  /**
   * The errors of a body against one schema of the document, in express-openapi-validator's
   * form (`/body/<path>`, `<keyword>.openapi.validation`): the refusals of a body that is one
   * of several shapes are worded from the shape the client meant alone.
   */
  bodyErrors(schema: Schema, body: unknown): { path: string; message?: string; errorCode: string }[] {
    const key = JSON.stringify(schema);
    let validate = this.shapes.get(key);
    if (!validate) this.shapes.set(key, (validate = this.body.compile(this.rebased(schema))));
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => {
      const missing = (e.params as { missingProperty?: string }).missingProperty;
      return {
        path: `/body${e.instancePath}${missing ? `/${missing}` : ""}`,
        message: e.message,
        errorCode: `${e.keyword}.openapi.validation`,
      };
    });
  }

  private readonly shapes = new Map<string, ValidateFunction>();

  /** A schema whose `#/components/...` references point into the document added above. */
  private rebased(schema: Schema): Schema {
    return JSON.parse(
      JSON.stringify(schema).replaceAll('"$ref":"#/components/', `"$ref":"${this.id}#/components/`),
    ) as Schema;
  }
}
