// The fields of an operation's request schema, nested ones included: `customer`, `items`,
// `items[].price`, `items[].vat`. Union branches and allOf parts are merged (a field of any
// shape counts once), a schema that refers to itself is followed once, and the v1 credential
// (`api_token`) is not a field the fuzz phase mutates. The fuzz phase walks these fields and
// reports how many of them it mutated.
import type { GenerationName, Operation, Schema, Spec } from "../spec.ts";
import { requestSchema } from "../spec.ts";

/** A segment of a field path: a property name, or `[]` for the elements of an array. */
export type FieldSegment = string;

export interface Field {
  /** `items[].price`. */
  readonly id: string;
  readonly path: readonly FieldSegment[];
  /** Required in the object that holds it. */
  readonly required: boolean;
}

const MAX_DEPTH = 6;

export function fieldId(path: readonly FieldSegment[]): string {
  return path.map((s, i) => (s === "[]" ? "[]" : (i > 0 ? "." : "") + s)).join("");
}

/** A concrete path into a body: the first element of each array. */
export function concretePath(path: readonly FieldSegment[]): (string | number)[] {
  return path.map((s) => (s === "[]" ? 0 : s));
}

interface Merged {
  properties: Map<string, Schema>;
  required: Set<string>;
  items: Schema[];
  refs: Set<string>;
}

function merge(spec: Spec, generation: GenerationName, schema: Schema | undefined): Merged {
  const out: Merged = { properties: new Map(), required: new Set(), items: [], refs: new Set() };
  const visit = (s: Schema | undefined, depth: number) => {
    if (!s || depth > 12) return;
    if (s.$ref) out.refs.add(s.$ref);
    const d = spec.deref(generation, s);
    if (!d) return;
    for (const [name, p] of Object.entries(d.properties ?? {}))
      if (!out.properties.has(name)) out.properties.set(name, p);
    for (const name of d.required ?? []) out.required.add(name);
    if (d.items) out.items.push(d.items);
    for (const part of [...(d.allOf ?? []), ...(d.anyOf ?? []), ...(d.oneOf ?? [])]) visit(part, depth + 1);
  };
  visit(schema, 0);
  return out;
}

/** The fields of a schema, depth first in the schema's order. */
export function schemaFields(
  spec: Spec,
  generation: GenerationName,
  schema: Schema | undefined,
  skip: readonly string[] = [],
): Field[] {
  const fields: Field[] = [];
  const walk = (s: Schema | undefined, prefix: FieldSegment[], stack: ReadonlySet<string>) => {
    if (prefix.length > MAX_DEPTH * 2) return;
    const merged = merge(spec, generation, s);
    if ([...merged.refs].some((r) => stack.has(r))) return;
    const inner = new Set([...stack, ...merged.refs]);
    for (const [name, property] of merged.properties) {
      if (prefix.length === 0 && skip.includes(name)) continue;
      const path = [...prefix, name];
      fields.push({ id: fieldId(path), path, required: merged.required.has(name) });
      const nested = merge(spec, generation, property);
      if (nested.properties.size > 0) walk(property, path, inner);
      for (const items of nested.items) {
        if (merge(spec, generation, items).properties.size > 0) walk(items, [...path, "[]"], inner);
      }
    }
  };
  walk(schema, [], new Set());
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.id) && seen.add(f.id));
}

/** The fields of an operation's JSON request body (none without one). */
export function requestFields(spec: Spec, op: Operation): Field[] {
  return schemaFields(spec, op.generation, requestSchema(op), op.generation === "v1" ? ["api_token"] : []);
}
