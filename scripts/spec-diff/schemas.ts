// Compares two versions of a JSON Schema (OpenAPI 3.1) in one direction. In a request the
// server must still accept everything old clients send: narrowing breaks (a type, a union
// alternative or an enum value no longer accepted, a field newly required, a tighter limit or
// a new pattern), widening is compatible. In a response old clients must still understand
// everything the server answers: widening breaks (a new type or alternative, a field that may
// now be absent or null), narrowing is compatible, and a new enum value is a warning.
import type { Changes, Direction, Impact, Place } from "./changes.ts";
import { comparePatterns } from "./patterns.ts";

export type Schema = Record<string, unknown>;

export interface SchemaDocument {
  readonly components?: { readonly schemas?: Record<string, Schema> };
}

interface Resolved {
  readonly schema: Schema;
  /** The component the schema was reached through, if any. */
  readonly ref?: string;
}

const LIMITS = [
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows $ref to components.schemas and merges allOf into one schema. */
function resolve(doc: SchemaDocument, schema: Schema, seen: ReadonlySet<string> = new Set()): Resolved {
  let current = schema;
  let ref: string | undefined;
  const visited = new Set(seen);
  while (typeof current.$ref === "string") {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    if (!name || visited.has(name)) break;
    visited.add(name);
    ref = decodeURIComponent(name);
    const target = doc.components?.schemas?.[ref];
    if (!isSchema(target)) break;
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  if (Array.isArray(current.allOf)) {
    const merged: Schema = { ...current };
    delete merged.allOf;
    const properties: Record<string, unknown> = {};
    const required = new Set<string>();
    for (const part of [
      ...(current.allOf as unknown[]).filter(isSchema).map((p) => resolve(doc, p, visited).schema),
      current,
    ]) {
      Object.assign(properties, isSchema(part.properties) ? part.properties : {});
      for (const r of Array.isArray(part.required) ? (part.required as string[]) : []) required.add(r);
      for (const [k, v] of Object.entries(part))
        if (!["properties", "required", "allOf", "description"].includes(k) && !(k in merged)) merged[k] = v;
    }
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.size > 0) merged.required = [...required];
    current = merged;
  }
  return ref === undefined ? { schema: current } : { schema: current, ref };
}

/** The alternatives of a union (anyOf/oneOf, nested unions flattened); one for any other schema. */
function alternatives(doc: SchemaDocument, schema: Schema): Resolved[] {
  const resolved = resolve(doc, schema);
  const union = resolved.schema.anyOf ?? resolved.schema.oneOf;
  if (!Array.isArray(union)) return [resolved];
  return union.filter(isSchema).flatMap((member) => alternatives(doc, member));
}

function typesOf(schema: Schema): Set<string> {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  const values = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values) return new Set(values.map((v) => (v === null ? "null" : Number.isInteger(v) ? "integer" : typeof v)));
  if (isSchema(schema.properties)) return new Set(["object"]);
  if (schema.items !== undefined) return new Set(["array"]);
  return new Set();
}

/** Whether `types` takes a value of type `t` (a number type takes integers). */
function covers(types: ReadonlySet<string>, t: string): boolean {
  return types.has(t) || (t === "integer" && types.has("number"));
}

function enumOf(schema: Schema): unknown[] | undefined {
  if ("const" in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function describe(alt: Resolved): string {
  if (alt.ref) return alt.ref;
  const types = [...typesOf(alt.schema)];
  const values = enumOf(alt.schema);
  if (values && values.length <= 4) return values.map((v) => JSON.stringify(v)).join(" | ");
  return types.length > 0 ? types.join(" | ") : "any value";
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A schema shared under components and referenced by the same name on both sides is compared
 * once per direction it is used in (compareShared), not at every place that uses it: a change
 * to the failure envelope is one change, used by every operation.
 */
interface SharedUse {
  readonly name: string;
  readonly direction: Direction;
  readonly operations: string[];
}

export class SchemaComparer {
  readonly #shared = new Map<string, SharedUse>();
  readonly #queue: SharedUse[] = [];

  constructor(
    private readonly before: SchemaDocument,
    private readonly after: SchemaDocument,
    private readonly changes: Changes,
  ) {}

  /** Compares the schema of one place (a body, a parameter, a field). */
  compare(place: Place, direction: Direction, old: Schema, neu: Schema, field = ""): void {
    const sameRef =
      typeof old.$ref === "string" && old.$ref === neu.$ref
        ? /^#\/components\/schemas\/(.+)$/.exec(old.$ref)?.[1]
        : undefined;
    if (sameRef) return this.#useShared(decodeURIComponent(sameRef), direction, place);
    const olds = alternatives(this.before, old);
    const news = alternatives(this.after, neu);
    if (olds.length === 1 && news.length === 1) return this.#single(place, direction, olds[0]!, news[0]!, field);
    const { pairs, removed, added } = matchAlternatives(olds, news);
    const r = (request: Impact, response: Impact) => (direction === "request" ? request : response);
    for (const alt of removed) {
      const message =
        direction === "request" ? `no longer accepts ${describe(alt)}` : `no longer answers ${describe(alt)}`;
      this.changes.add(place, r("breaking", "compatible"), "schema.alternative.removed", message, {
        field,
        before: describe(alt),
      });
    }
    for (const alt of added) {
      const message = direction === "request" ? `also accepts ${describe(alt)}` : `may now answer ${describe(alt)}`;
      this.changes.add(place, r("compatible", "breaking"), "schema.alternative.added", message, {
        field,
        after: describe(alt),
      });
    }
    for (const [a, b] of pairs) this.#single(place, direction, a, b, field);
  }

  /** Compares every shared schema the operations use, in each direction they use it. */
  compareShared(generation: string): void {
    for (let use = this.#queue.shift(); use; use = this.#queue.shift()) {
      const old = this.before.components?.schemas?.[use.name];
      const neu = this.after.components?.schemas?.[use.name];
      if (!isSchema(old) || !isSchema(neu)) continue;
      const place: Place = {
        generation,
        where: `schema ${use.name} (${use.direction === "request" ? "in requests" : "in answers"})`,
        operations: use.operations,
      };
      this.compare(place, use.direction, old, neu, "");
    }
  }

  #useShared(name: string, direction: Direction, place: Place): void {
    const key = `${direction}:${name}`;
    const users =
      place.operations ??
      (place.operation
        ? [place.operation.operationId ?? `${place.operation.method.toUpperCase()} ${place.operation.path}`]
        : []);
    const known = this.#shared.get(key);
    if (known) {
      for (const u of users) if (!known.operations.includes(u)) known.operations.push(u);
      return;
    }
    const use: SharedUse = { name, direction, operations: [...users] };
    this.#shared.set(key, use);
    this.#queue.push(use);
  }

  #single(place: Place, direction: Direction, a: Resolved, b: Resolved, field: string): void {
    if (a.ref && a.ref === b.ref) return this.#useShared(a.ref, direction, place);
    const add = (request: Impact, response: Impact, code: string, message: string, before?: unknown, after?: unknown) =>
      this.changes.add(place, direction === "request" ? request : response, code, message, { field, before, after });
    const A = a.schema;
    const B = b.schema;

    const tA = typesOf(A);
    const tB = typesOf(B);
    if (tA.size > 0 && tB.size > 0) {
      const lost = [...tA].filter((t) => !covers(tB, t));
      const gained = [...tB].filter((t) => !covers(tA, t));
      if (lost.length === tA.size && gained.length === tB.size) {
        add(
          "breaking",
          "breaking",
          "schema.type.changed",
          `type changed from ${[...tA].join(" | ")} to ${[...tB].join(" | ")}`,
          [...tA],
          [...tB],
        );
        return;
      }
      if (lost.length > 0)
        add("breaking", "compatible", "schema.type.narrowed", `no longer takes ${lost.join(" | ")}`, [...tA], [...tB]);
      if (gained.length > 0)
        add("compatible", "breaking", "schema.type.widened", `now also takes ${gained.join(" | ")}`, [...tA], [...tB]);
    } else if (tA.size === 0 && tB.size > 0) {
      add("breaking", "compatible", "schema.type.narrowed", `restricted to ${[...tB].join(" | ")}`, undefined, [...tB]);
    } else if (tA.size > 0 && tB.size === 0) {
      add(
        "compatible",
        "breaking",
        "schema.type.widened",
        `no longer restricted to ${[...tA].join(" | ")}`,
        [...tA],
        undefined,
      );
    }

    const eA = enumOf(A);
    const eB = enumOf(B);
    if (eA && eB) {
      const removed = eA.filter((v) => !eB.some((w) => sameValue(v, w)));
      const addedValues = eB.filter((v) => !eA.some((w) => sameValue(v, w)));
      if (removed.length > 0)
        add(
          "breaking",
          "compatible",
          "schema.enum.value_removed",
          `no longer ${direction === "request" ? "accepts" : "answers"} ${removed.map((v) => JSON.stringify(v)).join(", ")}`,
          removed,
        );
      if (addedValues.length > 0)
        add(
          "compatible",
          "warning",
          "schema.enum.value_added",
          `${direction === "request" ? "also accepts" : "may now answer"} ${addedValues.map((v) => JSON.stringify(v)).join(", ")}`,
          undefined,
          addedValues,
        );
    } else if (!eA && eB) {
      add(
        "breaking",
        "compatible",
        "schema.enum.added",
        `restricted to the values ${eB.map((v) => JSON.stringify(v)).join(", ")}`,
        undefined,
        eB,
      );
    } else if (eA && !eB) {
      add("compatible", "warning", "schema.enum.removed", "no longer restricted to a set of values", eA, undefined);
    }

    if (A.pattern !== B.pattern) {
      if (A.pattern === undefined)
        add(
          "breaking",
          "compatible",
          "schema.pattern.added",
          `must now match ${String(B.pattern)}`,
          undefined,
          B.pattern,
        );
      else if (B.pattern === undefined)
        add(
          "compatible",
          "warning",
          "schema.pattern.removed",
          `no longer has to match ${String(A.pattern)}`,
          A.pattern,
          undefined,
        );
      else {
        const change = comparePatterns(String(A.pattern), String(B.pattern));
        const detail = `from ${String(A.pattern)} to ${String(B.pattern)}`;
        if (change === "widened")
          add("compatible", "warning", "schema.pattern.widened", `pattern widened ${detail}`, A.pattern, B.pattern);
        else if (change === "narrowed")
          add("breaking", "compatible", "schema.pattern.narrowed", `pattern narrowed ${detail}`, A.pattern, B.pattern);
        else if (change === "changed")
          add("breaking", "warning", "schema.pattern.changed", `pattern changed ${detail}`, A.pattern, B.pattern);
      }
    }
    if (A.format !== B.format) {
      if (B.format === undefined)
        add(
          "compatible",
          "warning",
          "schema.format.removed",
          `no longer has the format ${String(A.format)}`,
          A.format,
          undefined,
        );
      else
        add(
          "breaking",
          "warning",
          A.format === undefined ? "schema.format.added" : "schema.format.changed",
          `format is now ${String(B.format)}${A.format === undefined ? "" : ` (was ${String(A.format)})`}`,
          A.format,
          B.format,
        );
    }
    for (const limit of LIMITS) {
      const x = A[limit];
      const y = B[limit];
      if (x === y || (typeof x !== "number" && x !== undefined) || (typeof y !== "number" && y !== undefined)) continue;
      const isMin = limit.startsWith("min") || limit === "exclusiveMinimum";
      // Tighter: a minimum appeared or rose, a maximum appeared or fell.
      const tighter =
        x === undefined
          ? true
          : y === undefined
            ? false
            : isMin
              ? (y as number) > (x as number)
              : (y as number) < (x as number);
      if (tighter)
        add(
          "breaking",
          "compatible",
          "schema.limit.tightened",
          `${limit} ${x === undefined ? "is now" : `changed from ${x} to`} ${y}`,
          x,
          y,
        );
      else
        add(
          "compatible",
          "warning",
          "schema.limit.relaxed",
          `${limit} ${y === undefined ? `${x} was removed` : `changed from ${x ?? "none"} to ${y}`}`,
          x,
          y,
        );
    }

    if (isSchema(A.properties) || isSchema(B.properties)) this.#object(place, direction, A, B, field);
    if (A.additionalProperties !== false && B.additionalProperties === false)
      add("breaking", "compatible", "schema.additional_properties.refused", "refuses fields it does not declare");
    if (isSchema(A.items) && isSchema(B.items)) this.compare(place, direction, A.items, B.items, `${field}[]`);
  }

  #object(place: Place, direction: Direction, A: Schema, B: Schema, field: string): void {
    const pA = (isSchema(A.properties) ? A.properties : {}) as Record<string, Schema>;
    const pB = (isSchema(B.properties) ? B.properties : {}) as Record<string, Schema>;
    const rA = new Set(Array.isArray(A.required) ? (A.required as string[]) : []);
    const rB = new Set(Array.isArray(B.required) ? (B.required as string[]) : []);
    const at = (name: string) => (field ? `${field}.${name}` : name);
    const add = (name: string, impact: Impact, code: string, message: string) =>
      this.changes.add(place, impact, code, message, { field: at(name) });
    const request = direction === "request";
    for (const name of Object.keys(pA)) {
      if (name in pB) continue;
      add(
        name,
        "breaking",
        "schema.property.removed",
        request ? "field removed: clients that send it are no longer heard" : "field removed from the answer",
      );
    }
    for (const name of Object.keys(pB)) {
      if (name in pA) continue;
      if (request && rB.has(name)) add(name, "breaking", "schema.property.added_required", "new required field");
      else add(name, "compatible", "schema.property.added", request ? "new optional field" : "new field in the answer");
    }
    for (const name of Object.keys(pA)) {
      if (!(name in pB)) continue;
      if (!rA.has(name) && rB.has(name))
        add(
          name,
          request ? "breaking" : "compatible",
          "schema.property.required",
          request ? "now required" : "now always present",
        );
      if (rA.has(name) && !rB.has(name))
        add(
          name,
          request ? "compatible" : "breaking",
          "schema.property.optional",
          request ? "no longer required" : "may now be absent from the answer",
        );
      if (isSchema(pA[name]) && isSchema(pB[name])) this.compare(place, direction, pA[name], pB[name], at(name));
    }
  }
}

/** Pairs the alternatives of two unions: same component first, then same types, in order. */
function matchAlternatives(
  olds: Resolved[],
  news: Resolved[],
): { pairs: [Resolved, Resolved][]; removed: Resolved[]; added: Resolved[] } {
  const left = [...olds];
  const right = [...news];
  const pairs: [Resolved, Resolved][] = [];
  const take = (same: (a: Resolved, b: Resolved) => boolean) => {
    for (let i = 0; i < left.length;) {
      const j = right.findIndex((b) => same(left[i]!, b));
      if (j < 0) {
        i++;
        continue;
      }
      pairs.push([left[i]!, right[j]!]);
      left.splice(i, 1);
      right.splice(j, 1);
    }
  };
  const key = (r: Resolved) => [...typesOf(r.schema)].sort().join("|");
  take((a, b) => a.ref !== undefined && a.ref === b.ref);
  take(
    (a, b) =>
      key(a) === key(b) && sameValue(enumOf(a.schema), enumOf(b.schema)) && a.schema.pattern === b.schema.pattern,
  );
  take((a, b) => key(a) === key(b) && key(a) !== "");
  return { pairs, removed: left, added: right };
}
