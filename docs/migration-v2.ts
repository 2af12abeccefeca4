// The maps of the v1 → v2 migration guide, read from the two OpenAPI documents: which v2 verb
// and path does each v1 operation's work (the same operationId names both), which request and
// record fields v2 renames, drops or adds, and how each answer changes (envelope → bare body).
// A renamed field is the v2 field whose description names v1's (`v1's \`contact\``).
import { operationsOf, type OpenApiDocument, type OperationObject } from "./openapi.ts";
import { deref, refName, shapeOf, typeLabel, type Schema } from "./schema-view.ts";

export interface MigrationDocuments {
  readonly v1: OpenApiDocument;
  readonly v2: OpenApiDocument;
}

interface Endpoint {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly operation: OperationObject;
}

/** A v1 operation and the v2 one doing its work (none: not part of v2), or a v2 operation new in v2. */
export interface OperationPair {
  readonly v1?: Endpoint;
  readonly v2?: Endpoint;
}

function endpoints(doc: OpenApiDocument): Endpoint[] {
  return operationsOf(doc).map(({ path, method, operation }) => ({
    id: operation.operationId ?? `${method} ${path}`,
    method,
    path,
    operation,
  }));
}

/** Every v1 operation with its v2 counterpart, then the v2 operations v1 does not have. */
export function operationPairs({ v1, v2 }: MigrationDocuments): OperationPair[] {
  const newer = endpoints(v2);
  const byId = new Map(newer.map((e) => [e.id, e]));
  const older = endpoints(v1);
  const known = new Set(older.map((e) => e.id));
  return [
    ...older.map((e) => ({ v1: e, v2: byId.get(e.id) })),
    ...newer.filter((e) => !known.has(e.id)).map((e) => ({ v2: e })),
  ];
}

const code = (text: string) => `\`${text.replace(/\|/g, "\\|")}\``;
const call = (e: Endpoint, base: string) => code(`${e.method.toUpperCase()} ${base}${e.path}`);

/** The operation map: v1 call → v2 call. */
export function migrationOperationsV2(docs: MigrationDocuments): string {
  const rows = operationPairs(docs).map(({ v1, v2 }) => {
    const summary = (v1 ?? v2)!.operation.summary ?? "";
    return `| ${v1 ? call(v1, "/api/v1") : "none (new in v2)"} | ${summary} | ${v2 ? call(v2, "/api/v2") : "not part of v2"} |`;
  });
  return `| v1 | Does | v2 |\n|---|---|---|\n${rows.join("\n")}`;
}

function requestSchema(op: OperationObject | undefined): Schema | undefined {
  const body = (op?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
  return body?.["application/json"]?.schema ?? Object.values(body ?? {})[0]?.schema;
}

function successOf(op: OperationObject): { status: string; schema?: Schema } | undefined {
  const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Schema }> }>;
  const status = Object.keys(responses).find((s) => s.startsWith("2"));
  return status ? { status, schema: responses[status]?.content?.["application/json"]?.schema } : undefined;
}

/** The record a v1 envelope carries: its `data` (or the envelope itself when it has none). */
function v1Payload(doc: OpenApiDocument, envelope: Schema | undefined): Schema | undefined {
  return shapeOf(doc, envelope).properties.data;
}

/** The object whose fields a schema lists: the items of an array, the schema itself otherwise. */
function recordOf(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const s = deref(doc, schema);
  return s?.type === "array" ? (s.items as Schema | undefined) : schema;
}

/** A field change between the v1 and v2 forms of one body or record. */
export interface FieldChange {
  readonly v1?: string;
  readonly v2?: string;
  readonly note: string;
}

/** How the fields of `from` (v1) become those of `to` (v2): renames, removals, additions, types. */
export function fieldChanges(
  docs: MigrationDocuments,
  from: Schema | undefined,
  to: Schema | undefined,
): FieldChange[] {
  const older = shapeOf(docs.v1, from).properties;
  const newer = shapeOf(docs.v2, to).properties;
  delete older.api_token;
  const renamedFrom = new Map<string, string>();
  for (const [name, schema] of Object.entries(newer)) {
    const described = deref(docs.v2, schema)?.description ?? schema.description ?? "";
    const old = /\bv1's `([A-Za-z_][\w.]*)`/.exec(described)?.[1];
    if (old && old !== name && old in older && !(old in newer)) renamedFrom.set(old, name);
  }
  const renamedTo = new Set(renamedFrom.values());
  const changes: FieldChange[] = [];
  for (const [name, schema] of Object.entries(older)) {
    const renamed = renamedFrom.get(name);
    if (renamed) changes.push({ v1: name, v2: renamed, note: "renamed" });
    else if (!(name in newer)) changes.push({ v1: name, note: "removed: v2 does not take or answer it" });
    else {
      const a = typeLabel(docs.v1, schema);
      const b = typeLabel(docs.v2, newer[name]);
      if (a !== b) changes.push({ v1: name, v2: name, note: `type differs: ${code(a)} → ${code(b)}` });
    }
  }
  for (const name of Object.keys(newer))
    if (!(name in older) && !renamedTo.has(name)) changes.push({ v2: name, note: "new in v2" });
  return changes;
}

function changeTable(changes: readonly FieldChange[]): string {
  return `| v1 field | v2 field | |\n|---|---|---|\n${changes
    .map((c) => `| ${c.v1 ? code(c.v1) : "—"} | ${c.v2 ? code(c.v2) : "—"} | ${c.note} |`)
    .join("\n")}`;
}

/** The field map: per operation whose request body or answered record changes, the fields that do. */
export function migrationFieldsV2(docs: MigrationDocuments): string {
  const sections = operationPairs(docs)
    .filter((p): p is { v1: Endpoint; v2: Endpoint } => p.v1 !== undefined && p.v2 !== undefined)
    .flatMap(({ v1, v2 }) => {
      const body = fieldChanges(docs, requestSchema(v1.operation), requestSchema(v2.operation));
      const v1Answer = successOf(v1.operation);
      const v2Answer = successOf(v2.operation);
      const record = fieldChanges(
        docs,
        recordOf(docs.v1, v1Payload(docs.v1, v1Answer?.schema)),
        recordOf(docs.v2, v2Answer?.schema),
      ).filter((c) => c.v1 !== undefined && c.v2 !== undefined);
      if (body.length === 0 && record.length === 0) return [];
      return [
        `### ${code(v1.path.slice(1))} → ${call(v2, "")}

${body.length > 0 ? `Request body:\n\n${changeTable(body)}` : "The request body takes the same fields."}${
          record.length > 0 ? `\n\nFields of the answered record:\n\n${changeTable(record)}` : ""
        }`,
      ];
    });
  return sections.length > 0 ? sections.join("\n\n") : "_Every v2 operation takes v1's fields._";
}

function answerLabel(doc: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return "no body";
  return code(refName(schema) ?? typeLabel(doc, schema));
}

/** The answer map: per operation, v1's envelope and what it carries → v2's status and bare body. */
export function migrationAnswersV2(docs: MigrationDocuments): string {
  const rows = operationPairs(docs)
    .filter((p): p is { v1: Endpoint; v2: Endpoint } => p.v1 !== undefined && p.v2 !== undefined)
    .map(({ v1, v2 }) => {
      const before = successOf(v1.operation);
      const after = successOf(v2.operation);
      const data = v1Payload(docs.v1, before?.schema);
      const envelope = before ? `${before.status} ${answerLabel(docs.v1, before.schema)}` : "—";
      return `| ${code(v2.operation.operationId ?? v2.id)} | ${envelope}${data ? `, \`data\`: ${answerLabel(docs.v1, data)}` : ""} | ${
        after ? `${after.status} ${answerLabel(docs.v2, after.schema)}` : "—"
      } |`;
    });
  return `| Operation | v1 success (envelope) | v2 success (bare body) |\n|---|---|---|\n${rows.join("\n")}`;
}
