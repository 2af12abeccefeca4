// Request validation of every generation by express-openapi-validator against the generated
// documents, and the translation of its errors into refusals: one per faulty field (the first
// answers, the others travel in `errors`), each naming the field as the wire names it and
// what the spec accepts there.
import * as OpenApiValidator from "express-openapi-validator";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CompiledValidation } from "./compiled-validation.ts";
import { oversizeLists } from "./list-bounds.ts";
import type { RefusalCode } from "../kernel/errors.ts";
import { canonicalOf } from "@invoicing/input-forms";
import { WireRefusal } from "./failures.ts";
import { expectedPart } from "./messages/formats.ts";
import {
  deref,
  IDEMPOTENCY_HEADER,
  parametersOf,
  schemaAt,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from "./openapi-document.ts";

export interface ValidatorOptions {
  readonly document: OpenApiDocument;
  /** Also validate every answer against the document (tests and staging). */
  readonly validateResponses: boolean;
}

/** express-openapi-validator as this server configures it: its middleware, in order. */
export function openApiValidator(options: ValidatorOptions): RequestHandler[] {
  const middleware = OpenApiValidator.middleware({
    apiSpec: structuredClone(options.document) as never,
    validateRequests: { allowUnknownQueryParameters: true, coerceTypes: false, allErrors: true },
    validateResponses: options.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: false,
  });
  return (Array.isArray(middleware) ? middleware : [middleware]) as RequestHandler[];
}

/**
 * Request validation per operation. The compiled fast path (compiled-validation.ts) lets a
 * request it accepts through; anything else goes to express-openapi-validator, which words
 * the refusals. When answers are validated too (tests and staging), every request goes through
 * both, and a request the two judge differently fails as an internal error naming the operation,
 * so that the fast path cannot drift from the validator unnoticed. A list longer than its
 * maxItems is refused before either runs (list-bounds.ts).
 */
export function validatorMiddleware(options: ValidatorOptions): (operation: Operation) => RequestHandler {
  const chain = openApiValidator(options);
  const compiled = new CompiledValidation(options.document);
  return (operation) => {
    const accepts = compiled.acceptorFor(operation);
    const content = operation.object.requestBody?.content;
    const bodySchema = content && (content["application/json"] ?? Object.values(content)[0])?.schema;
    return (req, res, next) => {
      const oversize = bodySchema ? oversizeLists(options.document, bodySchema, req.body) : [];
      if (oversize.length > 0)
        return next(Object.assign(new Error("request/body: a list is too long"), { status: 400, errors: oversize }));
      const fast = accepts?.(req);
      if (fast === true && !options.validateResponses) return next();
      runChain(chain, req, res, (err?: unknown) => {
        const refused = (err as { status?: number } | undefined)?.status === 400;
        // A body of several shapes: the validator reports every shape's errors; keep the meant one's.
        const shape = refused ? intendedShape(options.document, operation, req.body) : undefined;
        const own = shape ? compiled.bodyErrors(shape, req.body) : [];
        if (own.length > 0) (err as { errors: unknown[] }).errors = own;
        if (options.validateResponses && fast !== undefined && fast === refused) {
          return next(
            new Error(
              // Not the body: it holds the credentials, and this message is logged.
              `Request validation of ${operation.operationId}: the compiled validator ${fast ? "accepts" : "refuses"} what express-openapi-validator ${refused ? `refuses (${(err as Error).message})` : "accepts"}`,
            ),
          );
        }
        next(err);
      });
    };
  };
}

/** Runs Express middleware one after the other, as a router would, then `done`. */
function runChain(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  const step = (i: number, err?: unknown): void => {
    if (err !== undefined && err !== null) return done(err);
    if (i === chain.length) return done();
    try {
      void chain[i]!(req, res, (e?: unknown) => step(i + 1, e));
    } catch (e) {
      done(e);
    }
  };
  step(0);
}

/** Most faulty fields one refusal lists in `errors` (the spec's `maxItems`); the first ones, in the body's order. */
const MAX_FIELD_REFUSALS = 100;

interface ValidatorError {
  path?: string;
  message?: string;
  errorCode?: string;
}

/**
 * For a body that is one of several shapes (legacy documentos/criar: a document or a receipt),
 * the shape the client meant: the one whose enum of a property that tells the shapes apart
 * (every shape has it, and not every shape admits the value: tipo_documento) admits the value
 * sent. An enum the shapes share (a payment method code) says nothing. Undefined when the body
 * is not such a choice or no single shape claims it.
 */
function intendedShape(document: OpenApiDocument, operation: Operation | undefined, body: unknown): Schema | undefined {
  const root = deref(document, operation?.object.requestBody?.content["application/json"]?.schema);
  const shapes = (root?.oneOf ?? root?.anyOf ?? [])
    .map((b) => deref(document, b))
    .filter((b): b is Schema => !!b?.properties);
  if (shapes.length < 2 || typeof body !== "object" || body === null) return undefined;
  const sent = body as Record<string, unknown>;
  const claims = (shape: Schema) =>
    Object.entries(shape.properties ?? {}).some(([name, property]) => {
      if (!(name in sent) || !enumOf(document, property).includes(sent[name])) return false;
      const perShape = shapes.map((other) => enumOf(document, other.properties?.[name]));
      return perShape.every((values) => values.length > 0) && perShape.some((values) => !values.includes(sent[name]));
    });
  const claimed = shapes.filter(claims);
  return claimed.length === 1 ? claimed[0] : undefined;
}

/**
 * For a body that is one of several shapes told apart by an enum-typed property that every
 * shape has (legacy documentos/criar: `tipo_documento`), that property and the values the
 * shapes admit together, when the value sent is none of them: the body is refused for that
 * property alone, not for the fields of a shape the client never meant.
 */
function unclaimedChoice(
  document: OpenApiDocument,
  operation: Operation | undefined,
  body: unknown,
): { name: string; values: unknown[] } | undefined {
  const root = deref(document, operation?.object.requestBody?.content["application/json"]?.schema);
  const shapes = (root?.oneOf ?? root?.anyOf ?? [])
    .map((b) => deref(document, b))
    .filter((b): b is Schema => !!b?.properties);
  if (shapes.length < 2 || typeof body !== "object" || body === null) return undefined;
  const sent = body as Record<string, unknown>;
  for (const name of Object.keys(shapes[0]!.properties ?? {})) {
    if (!(name in sent) || sent[name] === undefined) continue;
    const perShape = shapes.map((shape) => enumOf(document, shape.properties?.[name]));
    if (perShape.some((values) => values.length === 0)) continue;
    const values = [...new Set(perShape.flat())];
    if (!values.includes(sent[name])) return { name, values };
  }
  return undefined;
}

/** The values an enum-typed property admits, through $ref, allOf and anyOf wrappers. */
function enumOf(document: OpenApiDocument, schema: Schema | undefined): unknown[] {
  const s = deref(document, schema);
  if (!s) return [];
  return [
    ...(s.enum ?? []),
    ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((x) => enumOf(document, x)),
  ];
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

/** The value sent at a validator path's segments (`items`, `0`, `vat_exemption`). */
function valueAt(body: unknown, segments: readonly string[]): unknown {
  let current = body;
  for (const s of segments)
    current = current !== null && typeof current === "object" ? (current as Record<string, unknown>)[s] : undefined;
  return current;
}

/**
 * The refusal a mixed field of a closed list declares (`x-unknown-refusal`) for a text that
 * names none of its values: a document type or exemption that does not exist, as an unknown
 * ID is refused, rather than a format error.
 */
function unknownRefusalOf(
  document: OpenApiDocument,
  schema: Schema | undefined,
  value: unknown,
): RefusalCode | undefined {
  if (typeof value !== "string") return undefined;
  return declaredUnknownRefusal(document, deref(document, schema && canonicalOf(schema)), 0);
}

/**
 * The `x-unknown-refusal` of a schema, of the one it wraps to carry its own description (allOf
 * of one $ref), or the one every list of a union declares alike (v2's sales or receipts
 * document types).
 */
function declaredUnknownRefusal(
  document: OpenApiDocument,
  s: Schema | undefined,
  depth: number,
): RefusalCode | undefined {
  if (!s || depth >= 5) return undefined;
  const code = (s as { "x-unknown-refusal"?: RefusalCode })["x-unknown-refusal"];
  if (code) return code;
  if (s.allOf?.length === 1) return declaredUnknownRefusal(document, deref(document, s.allOf[0]), depth + 1);
  const members = (s.anyOf ?? s.oneOf ?? []).map((m) =>
    declaredUnknownRefusal(document, deref(document, m), depth + 1),
  );
  return members.length > 0 && members.every((m) => m !== undefined && m === members[0]) ? members[0] : undefined;
}

/**
 * The refusal a list declares (`x-empty-refusal`) for being sent empty: the service's own
 * words ("Seleccione pelo menos um artigo") rather than a size error.
 */
function emptyRefusalOf(
  document: OpenApiDocument,
  schema: Schema | undefined,
  value: unknown,
): RefusalCode | undefined {
  if (!Array.isArray(value) || value.length > 0) return undefined;
  return (deref(document, schema && canonicalOf(schema)) as { "x-empty-refusal"?: RefusalCode } | undefined)?.[
    "x-empty-refusal"
  ];
}

/** A wire path from the validator's `/body/items/0/price`: `items[0].price`. */
function wirePath(segments: readonly string[]): string {
  return segments.map((s, i) => (/^[0-9]+$/.test(s) ? `[${s}]` : (i > 0 ? "." : "") + s)).join("");
}

/** Turns express-openapi-validator's error into the refusal the generation answers with. */
export function validationFailure(
  err: unknown,
  document: OpenApiDocument,
  operation: Operation | undefined,
  body: unknown,
  /** Arrays whose entries are lines (a line that is not an object is refused as a line). */
  lineArrays: Readonly<Record<string, unknown>>,
): WireRefusal | undefined {
  const e = err as { status?: number; errors?: ValidatorError[]; message?: string };
  if (!e || typeof e.status !== "number" || !Array.isArray(e.errors)) return undefined;
  if (e.status === 415) return new WireRefusal("request.content_type.unsupported");
  if (e.status === 413) return new WireRefusal("request.body.too_large");
  if (e.status >= 500)
    throw new Error(`The answer does not match the API contract: ${e.message ?? "invalid response"}`);
  const shape = intendedShape(document, operation, body);
  const unclaimed = shape ? undefined : unclaimedChoice(document, operation, body);
  if (unclaimed)
    return new WireRefusal(
      "request.field.invalid",
      { expected: expectedPart(document, { enum: unclaimed.values } as Schema) },
      unclaimed.name,
    );
  const errors = errorsOfShape(e.errors, shape);
  // One refusal per field: Ajv reports each branch of a union apart, under the same path.
  const byPath = new Map<string, ValidatorError[]>();
  for (const x of errors) byPath.set(x.path ?? "", [...(byPath.get(x.path ?? "") ?? []), x]);
  const refusals: WireRefusal[] = [];
  for (const [path, group] of byPath) {
    const raw = path.replace(/^\//, "").split("/").filter(Boolean);
    const where = raw[0];
    const segments = raw.slice(1);
    if (where === "headers" && segments[0]?.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase()) {
      refusals.push(new WireRefusal("request.idempotency_key.invalid", {}, IDEMPOTENCY_HEADER));
      continue;
    }
    if (segments.length === 0) {
      refusals.push(
        new WireRefusal(
          where === "body" ? "request.body.not_object" : "request.field.invalid",
          { expected: { pt: "", en: "" } },
          where,
        ),
      );
      continue;
    }
    const field = wirePath(segments);
    if (group.some((x) => x.errorCode === "required.openapi.validation")) {
      refusals.push(new WireRefusal("request.field.required", {}, field));
      continue;
    }
    let schema;
    if (where === "body" && operation?.object.requestBody) {
      const content = operation.object.requestBody.content;
      const media = content["application/json"] ?? Object.values(content)[0];
      schema = schemaAt(document, shape ?? media?.schema, segments);
    } else if (where === "params" || where === "path") {
      schema = operation
        ? parametersOf(document, operation.object).find((p) => p.name === segments[0])?.schema
        : undefined;
    }
    const isLine = segments.length === 2 && segments[0]! in lineArrays && /^[0-9]+$/.test(segments[1]!);
    const value = where === "body" ? valueAt(body, segments) : undefined;
    const empty = emptyRefusalOf(document, schema, value);
    if (empty) {
      refusals.push(new WireRefusal(empty, {}, field));
      continue;
    }
    const unknown = unknownRefusalOf(document, schema, value);
    if (unknown) {
      refusals.push(new WireRefusal(unknown, { value: String(value).trim() }, field));
      continue;
    }
    refusals.push(
      isLine
        ? new WireRefusal("request.line.invalid", {}, field)
        : new WireRefusal("request.field.invalid", { expected: expectedPart(document, schema) }, field),
    );
  }
  // A missing field is named first, as the service does; then the body's order.
  refusals.sort((a, b) => Number(b.code === "request.field.required") - Number(a.code === "request.field.required"));
  const [first, ...others] = refusals;
  if (!first) return new WireRefusal("request.body.not_object");
  return others.length === 0
    ? first
    : new WireRefusal(first.code, first.params, first.field, refusals.slice(0, MAX_FIELD_REFUSALS));
}
