// A change between two versions of an OpenAPI document, as the breaking-change check reports it
// and as a changelog can render it: what changed, where, and what it means for existing clients.

/**
 * breaking: a client written for the old document can fail against the new one.
 * warning: only a client that assumes a closed set (an enum in an answer) can fail.
 * compatible: an addition or a relaxation; existing clients go on working.
 */
export type Impact = "breaking" | "warning" | "compatible";

export interface Change {
  readonly impact: Impact;
  /** Stable kind of change, e.g. `operation.removed`, `schema.property.removed`. */
  readonly code: string;
  /** The generation whose document changed (`v1`, `legacy`). */
  readonly generation: string;
  /** The operation concerned, when the change is inside one. */
  readonly operation?: { readonly method: string; readonly path: string; readonly operationId?: string };
  /** Where in the operation (`request body`, `response 200`, `parameter skip (query)`), or the shared schema (`schema Failure`). */
  readonly where?: string;
  /** For a change in a shared schema: the operations whose requests or answers use it. */
  readonly operations?: readonly string[];
  /** The field within that place: `items[].price`, or empty for the top of the body. */
  readonly field?: string;
  /** One sentence for people. */
  readonly message: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Where schema changes are found: a request (narrowing breaks) or a response (widening breaks). */
export type Direction = "request" | "response";

export interface Place {
  readonly generation: string;
  readonly operation?: Change["operation"];
  readonly where?: string;
  readonly operations?: readonly string[];
}

/** Collects the changes of one comparison. */
export class Changes {
  readonly list: Change[] = [];

  add(
    place: Place,
    impact: Impact,
    code: string,
    message: string,
    extra: { field?: string; before?: unknown; after?: unknown } = {},
  ): void {
    this.list.push({
      impact,
      code,
      generation: place.generation,
      ...(place.operation ? { operation: place.operation } : {}),
      ...(place.where ? { where: place.where } : {}),
      ...(place.operations ? { operations: place.operations } : {}),
      ...(extra.field !== undefined && extra.field !== "" ? { field: extra.field } : {}),
      message,
      ...(extra.before !== undefined ? { before: extra.before } : {}),
      ...(extra.after !== undefined ? { after: extra.after } : {}),
    });
  }
}

/** One line for people: impact, operation, place, field, message. */
export function describeChange(change: Change): string {
  const op = change.operation
    ? `${change.operation.method.toUpperCase()} ${change.operation.path}${change.operation.operationId ? ` (${change.operation.operationId})` : ""}`
    : "";
  const where = [change.where, change.field].filter(Boolean).join(": ");
  const used = change.operations
    ? ` (used by ${change.operations.length} operation${change.operations.length === 1 ? "" : "s"})`
    : "";
  return `[${change.generation}] ${[op, where].filter(Boolean).join(" — ")}${op || where ? ": " : ""}${change.message}${used}`;
}
