// Reads a request body the way a generation declares it accepts real clients' forms
// (`info.x-input-forms`): JSON text where an array or object goes, `null` or `""` meaning
// "not given" on optional fields, keys with stray spaces, thousands separators in amounts. The
// runner classifies a body as valid or invalid on what comes out, as the contract says a
// server must read it.
import type { GenerationName, Schema, Spec } from "./spec.ts";

interface Shape {
  properties: Map<string, Schema>;
  required: Set<string>;
  items: Schema | undefined;
  takesContainer: boolean;
  takesString: boolean;
  takesNull: boolean;
  takesEmpty: boolean;
  names: Set<string>;
}

const THOUSANDS = /^-?[0-9]{1,3}(,[0-9]{3})+\.[0-9]+$/;

function acceptsEmpty(s: Schema): boolean {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (s.enum) return s.enum.includes("");
  if (!types.includes("string")) return false;
  if (s.minLength !== undefined && s.minLength > 0) return false;
  return s.pattern === undefined || new RegExp(s.pattern, "u").test("");
}

/** Thrown when a field's JSON text cannot be read: the body is invalid. */
export class UnreadableField extends Error {}

export class InputFormsReader {
  private readonly shapes = new Map<Schema, Shape>();

  constructor(
    private readonly spec: Spec,
    private readonly generation: GenerationName,
  ) {}

  private get policy() {
    return this.spec.generations[this.generation].policy;
  }

  private shape(schema: Schema): Shape {
    const known = this.shapes.get(schema);
    if (known) return known;
    const shape: Shape = {
      properties: new Map(),
      required: new Set(),
      items: undefined,
      takesContainer: false,
      takesString: false,
      takesNull: false,
      takesEmpty: false,
      names: new Set(),
    };
    const visit = (s: Schema | undefined, depth: number): void => {
      if (!s || depth > 12) return;
      if (s.$ref) shape.names.add(s.$ref.replace("#/components/schemas/", ""));
      const d = this.spec.deref(this.generation, s);
      if (!d) return;
      const types = Array.isArray(d.type) ? d.type : [d.type];
      if (types.includes("object") || d.properties) shape.takesContainer = true;
      if (types.includes("array") || d.items) {
        shape.takesContainer = true;
        shape.items ??= d.items;
      }
      if (types.includes("string") || d.enum?.some((v) => typeof v === "string")) shape.takesString = true;
      if (types.includes("null") || d.enum?.includes(null)) shape.takesNull = true;
      if (acceptsEmpty(d)) shape.takesEmpty = true;
      for (const [name, p] of Object.entries(d.properties ?? {}))
        if (!shape.properties.has(name)) shape.properties.set(name, p);
      for (const name of d.required ?? []) shape.required.add(name);
      for (const part of d.allOf ?? []) visit(part, depth + 1);
      for (const part of [...(d.anyOf ?? []), ...(d.oneOf ?? [])]) visit(part, depth + 1);
    };
    visit(schema, 0);
    this.shapes.set(schema, shape);
    return shape;
  }

  /** The body as the contract says it is read; throws UnreadableField for unreadable JSON text. */
  read(body: unknown, schema: Schema | undefined): unknown {
    return schema ? this.value(body, schema, false) : body;
  }

  private value(value: unknown, schema: Schema, isField: boolean): unknown {
    const shape = this.shape(schema);
    let current = value;
    if (typeof current === "string" && isField && this.policy.jsonText && shape.takesContainer && !shape.takesString) {
      try {
        current = JSON.parse(current) as unknown;
      } catch {
        throw new UnreadableField();
      }
    }
    if (
      typeof current === "string" &&
      THOUSANDS.test(current.trim()) &&
      [...shape.names].some((n) => this.policy.thousandsSeparator?.includes(n))
    ) {
      return current.trim().replace(/,/g, "");
    }
    if (Array.isArray(current)) {
      const items = shape.items;
      return items ? current.map((entry) => this.value(entry, items, false)) : current;
    }
    if (current !== null && typeof current === "object" && shape.properties.size > 0) {
      const input = current as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [rawKey, raw] of Object.entries(input)) {
        let key = rawKey;
        if (
          this.policy.trimKeys &&
          !shape.properties.has(key) &&
          shape.properties.has(key.trim()) &&
          !(key.trim() in input)
        )
          key = key.trim();
        const property = shape.properties.get(key);
        if (!property) {
          out[key] = raw;
          continue;
        }
        const optional = !shape.required.has(key);
        if (optional && raw === null && this.policy.nullMeansAbsent && !this.shape(property).takesNull) continue;
        if (optional && raw === "" && this.policy.emptyMeansAbsent && !this.shape(property).takesEmpty) continue;
        out[key] = this.value(raw, property, true);
      }
      return out;
    }
    return current;
  }
}
