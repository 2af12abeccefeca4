// Generates a generation's resource-style client facade (client/generated/facade/<name>.ts)
// from its OpenAPI document: one method per operation, named from the operationId (`Sales_create`
// is `sales.create`), an async iterator per paged list operation (`sales.listAll`), the spec's
// summaries and descriptions as doc comments, and the table the runtime (client/facade.ts)
// calls the operations with. Nothing in it is written by hand: a new operation in the spec
// is a new method after the next build. A find that declares a 404 (v2) answers null on it.
import {
  deref,
  isWrite,
  operationsOf,
  parametersOf,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from "../server/http/openapi-document.ts";

export interface FacadeGeneration {
  /** `v1`, `legacy` or `v2`: names the exports (`v1Operations`, `V1Resources`). */
  readonly name: string;
  /** File name of the document under generated/openapi. */
  readonly openapiFile: string;
  /** Body fields the client fills in itself (v1 `api_token`). */
  readonly hiddenFields: readonly string[];
}

interface Method {
  readonly operation: Operation;
  readonly group: string;
  readonly name: string;
  readonly pathParams: readonly { name: string; integer: boolean }[];
  readonly writes: boolean;
  readonly hasBody: boolean;
  readonly bodyRequired: boolean;
  readonly paged: boolean;
  /** A find that answers 404 when nothing matches (v2): its method answers null then. */
  readonly notFoundAsNull: boolean;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Properties and required names of a schema, through $ref, allOf and anyOf/oneOf (required only when every branch requires). */
function shapeOf(
  doc: OpenApiDocument,
  schema: Schema | undefined,
): { properties: Record<string, Schema>; required: Set<string>; choice: boolean } {
  const s = deref(doc, schema);
  if (!s) return { properties: {}, required: new Set(), choice: false };
  const properties: Record<string, Schema> = { ...s.properties };
  const required = new Set(s.required ?? []);
  let choice = false;
  for (const part of s.allOf ?? []) {
    const inner = shapeOf(doc, part);
    Object.assign(properties, inner.properties);
    inner.required.forEach((r) => required.add(r));
    choice ||= inner.choice;
  }
  if ((s.anyOf ?? s.oneOf)?.some((b) => deref(doc, b)?.properties)) choice = true;
  return { properties, required, choice };
}

function methodsOf(doc: OpenApiDocument, hidden: readonly string[]): Method[] {
  return operationsOf(doc).map((operation) => {
    const [group, name] = operation.operationId.split("_");
    if (!group || !name) throw new Error(`operationId ${operation.operationId} is not Interface_operation`);
    const parameters = parametersOf(doc, operation.object);
    const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => {
      const schema = deref(doc, parameters.find((p) => p.in === "path" && p.name === m[1])?.schema);
      return { name: m[1]!, integer: schema?.type === "integer" };
    });
    const json = operation.object.requestBody?.content["application/json"]?.schema;
    const body = shapeOf(doc, json);
    const success = shapeOf(doc, operation.object.responses["200"]?.content?.["application/json"]?.schema);
    const paged = "skip" in body.properties && deref(doc, success.properties.data)?.type === "array";
    return {
      operation,
      group: lowerFirst(group),
      name,
      pathParams,
      writes: isWrite(doc, operation.object),
      hasBody: operation.object.requestBody !== undefined,
      bodyRequired: body.choice || [...body.required].some((r) => !hidden.includes(r)),
      paged,
      notFoundAsNull: name === "find" && "404" in operation.object.responses,
    };
  });
}

/** A doc comment, indented. */
function comment(text: string, indent: string): string {
  const lines = text.replace(/\*\//g, "*\\/").trimEnd().split("\n");
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}

function methodDoc(m: Method): string {
  const o = m.operation.object as typeof m.operation.object & { description?: string };
  const parts = [o.summary ? `${o.summary}.` : "", o.description ?? ""].filter(Boolean);
  parts.push(
    `\`${m.operation.method.toUpperCase()} ${m.operation.path}\` (\`${m.operation.operationId}\`).` +
      (m.writes ? " Writes: sent with an Idempotency-Key, so its retries are safe." : " Reads: retried freely.") +
      (m.notFoundAsNull ? " Answers `null` when nothing matches (404)." : ""),
  );
  return parts.join("\n\n");
}

function signature(m: Method, hidden: string, callable: boolean): string {
  const op = `operations["${m.operation.operationId}"]`;
  const args = m.pathParams.map((p) => `${p.name}: ${p.integer ? "PathId" : "string"}`);
  if (m.hasBody) args.push(`body${m.bodyRequired ? "" : "?"}: BodyOf<${op}${hidden}>`);
  args.push("options?: RequestOptions");
  return `${callable ? "" : m.name}(${args.join(", ")}): Outcome<M, ${op}${m.notFoundAsNull ? ", null" : ""}>;`;
}

/** The TypeScript source of client/generated/facade/<name>.ts, beside the types in ../types/. */
export function facadeSource(doc: OpenApiDocument, gen: FacadeGeneration): string {
  const methods = methodsOf(doc, gen.hiddenFields);
  const hidden = gen.hiddenFields.length ? `, ${gen.hiddenFields.map((f) => JSON.stringify(f)).join(" | ")}` : "";
  const tags = new Map(
    ((doc as { tags?: { name: string; description?: string }[] }).tags ?? []).map((t) => [t.name, t.description]),
  );
  const groups = new Map<string, Method[]>();
  for (const m of methods) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  const Name = upperFirst(gen.name);

  const table = methods
    .map((m) => {
      const pathParams = `[${m.pathParams.map((p) => JSON.stringify(p.name)).join(", ")}]`;
      const absent = m.notFoundAsNull ? ", notFoundAsNull: true" : "";
      return `  ${m.operation.operationId}: { method: "${m.operation.method}", path: "${m.operation.path}", pathParams: ${pathParams}, writes: ${m.writes}${absent} },`;
    })
    .join("\n");

  const layout: string[] = [];
  const types: string[] = [];
  for (const [group, members] of groups) {
    if (group === "raw") throw new Error("a resource named raw would hide the raw client");
    // An operation whose name and path extend another's is nested under it
    // (Customers_accountsOpenDownload, /customers/{id}/accounts_open/download: accountsOpen.download).
    const parentOf = (m: Method) =>
      members.find(
        (p) =>
          p !== m &&
          m.name.startsWith(p.name) &&
          /^[A-Z]/.test(m.name.slice(p.name.length)) &&
          m.operation.path.startsWith(`${p.operation.path}/`),
      );
    const top = members.filter((m) => !parentOf(m));
    const names = new Set(top.map((m) => m.name));
    const tag = ((members[0]!.operation.object as { tags?: string[] }).tags ?? [])[0];
    const lines: string[] = [];
    const typeLines: string[] = [];
    for (const m of top) {
      const children = members.filter((c) => parentOf(c) === m);
      if (children.length === 0) {
        lines.push(`    ${m.name}: "${m.operation.operationId}",`);
        typeLines.push(comment(methodDoc(m), "    ") + `    ${signature(m, hidden, false)}`);
      } else {
        const nested = children.map((c) => `${lowerFirst(c.name.slice(m.name.length))}: "${c.operation.operationId}"`);
        lines.push(`    ${m.name}: { call: "${m.operation.operationId}", ${nested.join(", ")} },`);
        const inner = [comment(methodDoc(m), "      ") + `      ${signature(m, hidden, true)}`];
        for (const c of children)
          inner.push(
            comment(methodDoc(c), "      ") +
              `      ${signature({ ...c, name: lowerFirst(c.name.slice(m.name.length)) }, hidden, false)}`,
          );
        typeLines.push(comment(methodDoc(m), "    ") + `    readonly ${m.name}: {\n${inner.join("\n")}\n    };`);
      }
    }
    for (const m of members.filter((x) => x.paged)) {
      const iterator = `${m.name}All`;
      if (names.has(iterator))
        throw new Error(`${m.operation.operationId}: ${group}.${iterator} is already an operation`);
      lines.push(`    ${iterator}: { pages: "${m.operation.operationId}" },`);
      const op = `operations["${m.operation.operationId}"]`;
      const doc = `Every record of \`${group}.${m.name}\`, page after page: iterate with \`for await\`; pages of 15 are fetched as the loop needs them.\n\n${methodDoc(m)}`;
      typeLines.push(
        comment(doc, "    ") +
          `    ${iterator}(filters?: FiltersOf<${op}${hidden}${hidden ? ' | "skip"' : ', "skip"'}>, options?: RequestOptions): AsyncGenerator<ItemOf<${op}>, void, undefined>;`,
      );
    }
    layout.push(`  ${group}: {\n${lines.join("\n")}\n  },`);
    types.push(
      comment(tags.get(tag ?? "") ?? `${tag ?? group} operations.`, "  ") +
        `  readonly ${group}: {\n${typeLines.join("\n")}\n  };`,
    );
  }

  return `// Generated from generated/openapi/${gen.openapiFile} by scripts/build.ts. Do not edit.
// The ${gen.name} client facade: one method per operation, named from its operationId, with the
// spec's summaries and descriptions; client/facade.ts runs it.
import type { operations } from "../types/${gen.name}.ts";
import type { Layout, OperationSpec } from "../../facade.ts";
import type { BodyOf, ErrorMode, FiltersOf, ItemOf, Outcome, PathId, RequestOptions } from "../../operation-types.ts";

/** Every operation of the ${gen.name} document. */
export type ${Name}OperationId = keyof operations;

/** How each operation is called: method, path, path parameters, and whether it writes. */
export const ${gen.name}Operations: { readonly [Id in ${Name}OperationId]: OperationSpec } = {
${table}
};

/** Where each operation sits in the facade. */
export const ${gen.name}Layout = {
${layout.join("\n")}
} as const satisfies Layout;

/** The resources of the ${gen.name} facade. Failures throw typed errors, or are returned when M is "return". */
export interface ${Name}Resources<M extends ErrorMode = "throw"> {
${types.join("\n")}
}
`;
}
