// Compares two versions of one generation's OpenAPI document operation by operation: paths
// and methods, operation IDs, parameters, request bodies, response statuses, headers and
// media types, and (through SchemaComparer) every schema they use. The result is the list of
// changes with their impact on existing clients.
import { Changes, type Change, type Place } from "./changes.ts";
import { SchemaComparer, type Schema, type SchemaDocument } from "./schemas.ts";

export interface OpenApiDocument extends SchemaDocument {
  readonly paths?: Record<string, Record<string, unknown>>;
  readonly components?: SchemaDocument["components"] & {
    readonly parameters?: Record<string, unknown>;
    readonly requestBodies?: Record<string, unknown>;
    readonly responses?: Record<string, unknown>;
    readonly headers?: Record<string, unknown>;
  };
}

type Obj = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

interface OperationAt {
  readonly method: string;
  readonly path: string;
  readonly object: Obj;
  readonly parameters: Obj[];
}

function isObj(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows a $ref to components.<section> (parameters, requestBodies, responses, headers). */
function deref(doc: OpenApiDocument, value: unknown): Obj {
  let current = value;
  for (let i = 0; i < 10 && isObj(current) && typeof current.$ref === "string"; i++) {
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(current.$ref) ?? [];
    current =
      section && name
        ? (doc.components as Record<string, Record<string, unknown>> | undefined)?.[section]?.[decodeURIComponent(name)]
        : undefined;
  }
  return isObj(current) ? current : {};
}

/** Operations by method and path template, path parameter names aside (`/sales/{}/finish`). */
function operationsOf(doc: OpenApiDocument): Map<string, OperationAt> {
  const found = new Map<string, OperationAt>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObj(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => deref(doc, p)) : [];
    for (const method of METHODS) {
      const object = item[method];
      if (!isObj(object)) continue;
      const own = Array.isArray(object.parameters) ? object.parameters.map((p) => deref(doc, p)) : [];
      const byKey = new Map([...shared, ...own].map((p) => [`${String(p.in)}:${String(p.name)}`, p]));
      found.set(`${method} ${path.replace(/\{[^}]*\}/g, "{}")}`, {
        method,
        path,
        object,
        parameters: [...byKey.values()],
      });
    }
  }
  return found;
}

/** Parameters keyed for comparison: path parameters by position (their names may change), others by location and name. */
function parametersByKey(op: OperationAt): Map<string, Obj> {
  const keyed = new Map<string, Obj>();
  const pathNames = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  for (const p of op.parameters) {
    const key =
      p.in === "path" ? `path #${pathNames.indexOf(String(p.name)) + 1}` : `${String(p.in)} ${String(p.name)}`;
    keyed.set(key, p);
  }
  return keyed;
}

function schemaOf(value: Obj): Schema | undefined {
  return isObj(value.schema) ? value.schema : undefined;
}

/** Every change between two versions of a generation's document (`before` undefined: the document is new). */
export function compareDocuments(
  generation: string,
  before: OpenApiDocument | undefined,
  after: OpenApiDocument,
): Change[] {
  const changes = new Changes();
  const old = before ?? {};
  const schemas = new SchemaComparer(old, after, changes);
  const beforeOps = operationsOf(old);
  const afterOps = operationsOf(after);

  for (const [key, op] of beforeOps) {
    if (afterOps.has(key)) continue;
    const place: Place = {
      generation,
      operation: {
        method: op.method,
        path: op.path,
        ...(op.object.operationId ? { operationId: String(op.object.operationId) } : {}),
      },
    };
    changes.add(place, "breaking", "operation.removed", "operation removed");
  }
  for (const [key, op] of afterOps) {
    const place: Place = {
      generation,
      operation: {
        method: op.method,
        path: op.path,
        ...(op.object.operationId ? { operationId: String(op.object.operationId) } : {}),
      },
    };
    const was = beforeOps.get(key);
    if (!was) {
      changes.add(place, "compatible", "operation.added", "new operation");
      continue;
    }
    if (was.object.operationId !== op.object.operationId) {
      changes.add(
        place,
        "breaking",
        "operation.id_changed",
        "operation ID changed: clients and account permissions that name it must follow",
        {
          before: was.object.operationId,
          after: op.object.operationId,
        },
      );
    }
    if (!was.object.deprecated && op.object.deprecated)
      changes.add(place, "warning", "operation.deprecated", "operation deprecated");
    compareParameters(changes, schemas, place, was, op);
    compareRequestBody(changes, schemas, place, old, after, was.object, op.object);
    compareResponses(changes, schemas, place, old, after, was.object, op.object);
  }
  schemas.compareShared(generation);
  return changes.list;
}

function compareParameters(
  changes: Changes,
  schemas: SchemaComparer,
  place: Place,
  was: OperationAt,
  op: OperationAt,
): void {
  const olds = parametersByKey(was);
  const news = parametersByKey(op);
  for (const [key, p] of olds) {
    if (news.has(key)) continue;
    changes.add(
      { ...place, where: `parameter ${key}` },
      "breaking",
      "parameter.removed",
      "parameter removed: clients that send it are no longer heard",
      { before: p.name },
    );
  }
  for (const [key, p] of news) {
    const where = { ...place, where: `parameter ${key}` };
    const previous = olds.get(key);
    if (!previous) {
      if (p.required) changes.add(where, "breaking", "parameter.added_required", "new required parameter");
      else changes.add(where, "compatible", "parameter.added", "new optional parameter");
      continue;
    }
    if (!previous.required && p.required)
      changes.add(where, "breaking", "parameter.required", "parameter now required");
    if (previous.required && !p.required)
      changes.add(where, "compatible", "parameter.optional", "parameter no longer required");
    const a = schemaOf(previous);
    const b = schemaOf(p);
    if (a && b) schemas.compare(where, "request", a, b);
  }
}

function content(value: Obj): Record<string, Obj> {
  return isObj(value.content) ? (value.content as Record<string, Obj>) : {};
}

function compareRequestBody(
  changes: Changes,
  schemas: SchemaComparer,
  place: Place,
  before: OpenApiDocument,
  after: OpenApiDocument,
  was: Obj,
  op: Obj,
): void {
  const where: Place = { ...place, where: "request body" };
  const a = was.requestBody === undefined ? undefined : deref(before, was.requestBody);
  const b = op.requestBody === undefined ? undefined : deref(after, op.requestBody);
  if (!a && !b) return;
  if (a && !b) return changes.add(where, "breaking", "request.body.removed", "the operation no longer reads a body");
  if (!a && b)
    return changes.add(
      where,
      b.required ? "breaking" : "compatible",
      "request.body.added",
      b.required ? "a body is now required" : "the operation now reads an optional body",
    );
  if (!a!.required && b!.required) changes.add(where, "breaking", "request.body.required", "the body is now required");
  if (a!.required && !b!.required)
    changes.add(where, "compatible", "request.body.optional", "the body is no longer required");
  const ca = content(a!);
  const cb = content(b!);
  for (const media of Object.keys(ca))
    if (!(media in cb))
      changes.add(where, "breaking", "request.media_type.removed", `no longer accepts ${media}`, { before: media });
  for (const media of Object.keys(cb))
    if (!(media in ca))
      changes.add(where, "compatible", "request.media_type.added", `also accepts ${media}`, { after: media });
  for (const media of Object.keys(cb)) {
    const sa = ca[media] && schemaOf(ca[media]);
    const sb = schemaOf(cb[media]!);
    if (sa && sb)
      schemas.compare(
        Object.keys(cb).length > 1 ? { ...place, where: `request body (${media})` } : where,
        "request",
        sa,
        sb,
      );
  }
}

function compareResponses(
  changes: Changes,
  schemas: SchemaComparer,
  place: Place,
  before: OpenApiDocument,
  after: OpenApiDocument,
  was: Obj,
  op: Obj,
): void {
  const ra = isObj(was.responses) ? was.responses : {};
  const rb = isObj(op.responses) ? op.responses : {};
  for (const status of Object.keys(ra)) {
    if (!(status in rb))
      changes.add(
        { ...place, where: `response ${status}` },
        "breaking",
        "response.status.removed",
        `no longer answers ${status}`,
        { before: status },
      );
  }
  for (const status of Object.keys(rb)) {
    const where: Place = { ...place, where: `response ${status}` };
    if (!(status in ra)) {
      // A new failure status is handled as any failure; a new success status may not be.
      const success = /^2/.test(status);
      changes.add(where, success ? "warning" : "compatible", "response.status.added", `may now answer ${status}`, {
        after: status,
      });
      continue;
    }
    const a = deref(before, ra[status]);
    const b = deref(after, rb[status]);
    const ha = isObj(a.headers) ? a.headers : {};
    const hb = isObj(b.headers) ? b.headers : {};
    const lower = (h: Obj) => new Map(Object.keys(h).map((k) => [k.toLowerCase(), k]));
    const la = lower(ha);
    const lb = lower(hb);
    for (const [name, original] of la)
      if (!lb.has(name))
        changes.add(where, "breaking", "response.header.removed", `no longer sends the header ${original}`);
    for (const [name, original] of lb)
      if (!la.has(name)) changes.add(where, "compatible", "response.header.added", `now sends the header ${original}`);
    const ca = content(a);
    const cb = content(b);
    for (const media of Object.keys(ca))
      if (!(media in cb))
        changes.add(where, "breaking", "response.media_type.removed", `no longer answers ${media}`, { before: media });
    for (const media of Object.keys(cb))
      if (!(media in ca))
        changes.add(where, "warning", "response.media_type.added", `may now answer ${media}`, { after: media });
    for (const media of Object.keys(ca)) {
      const sa = schemaOf(ca[media]!);
      const sb = cb[media] && schemaOf(cb[media]);
      if (sa && sb)
        schemas.compare(
          Object.keys(ca).length > 1 ? { ...place, where: `response ${status} (${media})` } : where,
          "response",
          sa,
          sb,
        );
    }
  }
}
