// Request validation of both generations by express-openapi-validator against the generated
// documents, and the translation of its errors into one message that names the field (and the
// line, for lines of items/sales/artigos/linhas), worded from the spec's own descriptions.
import * as OpenApiValidator from "express-openapi-validator";
import type { RequestHandler } from "express";
import { HttpFailure } from "./failures.ts";
import { deref, expectation, schemaAt, type OpenApiDocument, type Operation, type Schema } from "./openapi-document.ts";

export interface ValidatorOptions {
  readonly document: OpenApiDocument;
  /** Also validate every answer against the document (tests and staging). */
  readonly validateResponses: boolean;
}

export function validatorMiddleware(options: ValidatorOptions): RequestHandler[] {
  const middleware = OpenApiValidator.middleware({
    apiSpec: structuredClone(options.document) as never,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false },
    validateResponses: options.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: false,
  });
  return (Array.isArray(middleware) ? middleware : [middleware]) as RequestHandler[];
}

interface ValidatorError {
  path?: string;
  message?: string;
  errorCode?: string;
}

/** Arrays whose entries are "lines" of a document: errors there name the line number. */
const LINE_ARRAYS = new Set(["items", "sales", "artigos", "linhas", "dates"]);

function describeField(segments: readonly string[]): { field: string; prefix: string } {
  const lineAt = segments.findIndex((s, i) => LINE_ARRAYS.has(s) && /^[0-9]+$/.test(segments[i + 1] ?? ""));
  if (lineAt >= 0 && segments.length > lineAt + 2) {
    const line = Number(segments[lineAt + 1]) + 1;
    return { field: segments.slice(lineAt + 2).join("."), prefix: `Line ${line} of ${segments[lineAt]}: ` };
  }
  const field = segments.map((s, i) => (/^[0-9]+$/.test(s) ? `[${s}]` : (i > 0 ? "." : "") + s)).join("");
  return { field, prefix: "" };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * For a body that is one of several shapes (legacy documentos/criar: a document or a receipt),
 * the shape the client meant: the one whose enum of a shared property (tipo_documento) admits
 * the value sent. Undefined when the body is not such a choice or no shape claims it.
 */
function intendedShape(document: OpenApiDocument, operation: Operation | undefined, body: unknown): Schema | undefined {
  const root = deref(document, operation?.object.requestBody?.content["application/json"]?.schema);
  const shapes = (root?.oneOf ?? root?.anyOf ?? []).map((b) => deref(document, b)).filter((b): b is Schema => !!b?.properties);
  if (shapes.length < 2 || typeof body !== "object" || body === null) return undefined;
  const sent = body as Record<string, unknown>;
  return shapes.find((shape) =>
    Object.entries(shape.properties ?? {}).some(([name, property]) => {
      const values = enumOf(document, property);
      return values.length > 0 && name in sent && values.includes(sent[name]);
    }),
  );
}

/** The values an enum-typed property admits, through $ref, allOf and anyOf wrappers. */
function enumOf(document: OpenApiDocument, schema: Schema | undefined): unknown[] {
  const s = deref(document, schema);
  if (!s) return [];
  return [...(s.enum ?? []), ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((x) => enumOf(document, x))];
}

/** Keeps the errors that concern the intended shape's own fields. */
function errorsOfShape(errors: ValidatorError[], shape: Schema | undefined): ValidatorError[] {
  if (!shape) return errors;
  const own = errors.filter((x) => {
    const field = (x.path ?? "").replace(/^\/body\//, "").split("/")[0] ?? "";
    return field in (shape.properties ?? {});
  });
  return own.length > 0 ? own : errors;
}

/** Turns express-openapi-validator's error into the failure the generation answers with. */
export function validationFailure(err: unknown, document: OpenApiDocument, operation: Operation | undefined, body?: unknown): HttpFailure | undefined {
  const e = err as { status?: number; errors?: ValidatorError[]; message?: string };
  if (!e || typeof e.status !== "number" || !Array.isArray(e.errors)) return undefined;
  const shape = intendedShape(document, operation, body);
  e.errors = errorsOfShape(e.errors, shape);
  if (e.status === 415) return new HttpFailure("invalid", "The request body must be sent as JSON (Content-Type: application/json).");
  if (e.status === 413) return new HttpFailure("too_large", "The request body is too large.");
  if (e.status >= 500) return new HttpFailure("internal", `The answer does not match the API contract: ${e.message ?? "invalid response"}`);
  const first = e.errors.find((x) => x.errorCode === "required.openapi.validation") ?? e.errors[0];
  const raw = (first?.path ?? "").replace(/^\//, "").split("/").filter(Boolean);
  const where = raw[0];
  const segments = raw.slice(1);
  if (segments.length === 0) {
    if (where === "body") return new HttpFailure("invalid", "The request body must be a JSON object with the operation's fields.");
    return new HttpFailure("invalid", first?.message ? capitalize(first.message) + "." : "The request is not valid.");
  }
  const { field, prefix } = describeField(segments);
  const fullField = segments.join(".");
  if (first?.errorCode === "required.openapi.validation") {
    return new HttpFailure("invalid", `${prefix}${prefix ? "the" : "The"} field ${field} is required.`, fullField);
  }
  let schema;
  if (where === "body" && operation?.object.requestBody) {
    const content = operation.object.requestBody.content;
    const media = content["application/json"] ?? Object.values(content)[0];
    schema = schemaAt(document, shape ?? media?.schema, segments);
  } else if (where === "params" || where === "path") {
    schema = operation?.object.parameters?.find((p) => p.name === segments[0])?.schema;
  }
  const expected = expectation(document, schema);
  const detail = expected ? ` Expected ${expected.charAt(0).toLowerCase()}${expected.slice(1).replace(/\.$/, "")}.` : "";
  return new HttpFailure("invalid", `${prefix}${prefix ? "the" : "The"} field ${field} is invalid.${detail}`, fullField);
}
