// Generates a generation's handler interfaces (generated/types/<name>-handlers.ts) from its
// OpenAPI document: one TypeScript interface per interface of the spec (`interface Sales` gives
// `SalesHandlers`), with one member per operation, named by its operationId
// (`Interface_operation`, the spec's convention). An adapter that declares its table with them
// gets a compile error for an operation it lacks and for one the interface does not have, so no
// adapter keeps its own list of operation IDs. The member types are the server's to choose
// (its handler type): the interfaces only say which operations there are.
import { operationsOf, type OpenApiDocument } from "../server/http/openapi-document.ts";

export interface HandlerInterfacesGeneration {
  /** The generation's name (`v1`, `legacy`, `v2`): the types module the interfaces refer to (`./v1.ts`). */
  readonly name: string;
  /** File name of the document under generated/openapi. */
  readonly openapiFile: string;
}

/** The spec's interface an operation belongs to: the part of its operationId before `_`. */
export function interfaceOf(operationId: string): string {
  const at = operationId.indexOf("_");
  if (at <= 0) throw new Error(`Operation ID ${operationId} is not Interface_operation (spec/README.md)`);
  return operationId.slice(0, at);
}

/** Operation IDs by the spec's interface, both sorted; operations sharing a route count once. */
export function operationsByInterface(doc: OpenApiDocument): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const { operationId } of operationsOf(doc)) {
    const name = interfaceOf(operationId);
    groups.set(name, (groups.get(name) ?? new Set()).add(operationId));
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, ids]) => [name, [...ids].sort()]));
}

export function handlerInterfacesSource(doc: OpenApiDocument, gen: HandlerInterfacesGeneration): string {
  const lines = [
    `// Generated from generated/openapi/${gen.openapiFile} by scripts/build.ts. Do not edit.`,
    `// One interface per interface of the spec, one member per operation: \`T\` maps every`,
    `// operation ID to what answers it (the server's handler type).`,
    `import type { operations } from "./${gen.name}.ts";`,
    ``,
    `/** A table with an entry for every operation of the generation. */`,
    `export type HandlerTable = { [K in keyof operations]: unknown };`,
  ];
  for (const [name, ids] of operationsByInterface(doc)) {
    lines.push(``, `/** The operations of the spec's \`interface ${name}\`. */`);
    lines.push(`export interface ${name}Handlers<T extends HandlerTable> {`);
    for (const id of ids) lines.push(`  ${id}: T["${id}"];`);
    lines.push(`}`);
  }
  return lines.join("\n") + "\n";
}
