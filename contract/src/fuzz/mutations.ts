// Inputs made from a valid body by changing one field of the request schema (nested ones
// included; the fuzz phase says which): its type, null, its size, its format, a value outside
// its enum, a required field removed, nesting where a scalar goes, hostile strings, and the
// edge values no deployment may break on (70,000 characters, unusual Unicode, 100,000
// elements, raw numbers JSON cannot carry, nesting 100,000 deep); and raw-body abuse (not
// JSON, not an object, truncated, deeply nested, wrong media type, a byte-order mark,
// prototype keys). Whether the result is really invalid is decided afterwards against the
// spec, with the generation's input forms.
import type { Random } from "../random.ts";
import type { GenerationName, Schema, Spec } from "../spec.ts";
import type { RawBody } from "../http.ts";
import { concretePath, type Field } from "./fields.ts";
import type { ValueGenerator } from "./values.ts";
import {
  DEEP_LEVELS,
  deepText,
  HUGE_ARRAY_LENGTH,
  hugeArray,
  longString,
  RAW_NUMBERS,
  unusualUnicode,
} from "./edge-values.ts";

export type Path = readonly (string | number)[];

export const MUTATION_KINDS = [
  "null",
  "type",
  "required",
  "enum",
  "format",
  "size",
  "nesting",
  "hostile",
  "long",
  "unicode",
  "huge",
  "number",
  "deep",
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  readonly kind: MutationKind;
  readonly path: Path;
  /** The field mutated (`items[].price`). */
  readonly field: string;
  readonly label: string;
  /** The body to send: a JSON value, or raw text where JSON cannot carry the value. */
  readonly body: unknown | RawBody;
  /** A raw body as a server reads it, to classify against the spec (a stand-in for deep nesting). */
  readonly stands?: unknown;
  /** The stand-in only approximates the raw body: a valid stand-in says nothing. */
  readonly approximate?: true;
  /** Why the body is invalid whatever the schema says (not JSON, a number no format carries). */
  readonly invalid?: string;
  /** Too large to classify again and again: not shrunk. */
  readonly heavy?: true;
}

const RAW_MARKER = "__contract_raw_value__";

/** JSON text of a body with the value at `path` replaced by raw text. */
function rawText(body: unknown, path: Path, raw: string, auth: Record<string, unknown>): string {
  const withMarker = setAt(body, path, RAW_MARKER) as Record<string, unknown>;
  return JSON.stringify({ ...withMarker, ...auth }).replace(JSON.stringify(RAW_MARKER), raw);
}

export function pathText(path: Path): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : (i > 0 ? "." : "") + s)).join("") || "(body)";
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

export function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const root = clone(body) as Record<string | number, unknown>;
  let current = root;
  for (const seg of path.slice(0, -1)) current = current[seg] as Record<string | number, unknown>;
  current[path[path.length - 1]!] = value;
  return root;
}

export function deleteAt(body: unknown, path: Path): unknown {
  const root = clone(body) as Record<string | number, unknown>;
  let current = root;
  for (const seg of path.slice(0, -1)) current = current[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (Array.isArray(current)) current.splice(Number(last), 1);
  else delete current[last];
  return root;
}

export function getAt(body: unknown, path: Path): unknown {
  let current = body;
  for (const seg of path) current = (current as Record<string | number, unknown> | undefined)?.[seg];
  return current;
}

const HOSTILE_STRINGS = [
  "💥\u0000\u202e",
  "'; DROP TABLE customers; --",
  "../../etc/passwd",
  "__proto__",
  "<script>alert(1)</script>",
  "1e999",
  "NaN",
  "Infinity",
  "-0",
  "0x1F",
  "12,345.678,9",
  "2026-02-30",
  "2026-13-01 25:61",
  "9999-99-99",
  "999999999999999999999999",
  "1.123456789",
  "Todos",
  " ",
  "\t\n",
];

export class Mutator {
  constructor(
    private readonly spec: Spec,
    private readonly generation: GenerationName,
    private readonly values: ValueGenerator,
  ) {}

  /** The schema of a field, with union branches flattened for the facts mutations need. */
  private facts(
    root: Schema | undefined,
    path: Path,
  ): {
    types: Set<string>;
    enums: unknown[];
    maxLength?: number;
    minLength?: number;
    maxItems?: number;
    minItems?: number;
    maximum?: number;
    minimum?: number;
    pattern?: string;
    required: string[];
  } {
    const facts = { types: new Set<string>(), enums: [] as unknown[], required: [] as string[] } as ReturnType<
      Mutator["facts"]
    >;
    const visit = (s: Schema | undefined, depth: number) => {
      const d = this.spec.deref(this.generation, s);
      if (!d || depth > 10) return;
      for (const t of Array.isArray(d.type) ? d.type : d.type ? [d.type] : []) facts.types.add(t);
      if (d.enum) facts.enums.push(...d.enum);
      facts.maxLength ??= d.maxLength;
      facts.minLength ??= d.minLength;
      facts.maxItems ??= d.maxItems;
      facts.minItems ??= d.minItems;
      facts.maximum ??= d.maximum;
      facts.minimum ??= d.minimum;
      facts.pattern ??= d.pattern;
      facts.required.push(...(d.required ?? []));
      for (const p of [...(d.allOf ?? []), ...(d.anyOf ?? []), ...(d.oneOf ?? [])]) visit(p, depth + 1);
    };
    visit(this.schemaAt(root, path), 0);
    return facts;
  }

  schemaAt(root: Schema | undefined, path: Path): Schema | undefined {
    let current = root;
    for (const seg of path) {
      const candidates: Schema[] = [];
      const collect = (s: Schema | undefined, depth: number) => {
        const d = this.spec.deref(this.generation, s);
        if (!d || depth > 10) return;
        candidates.push(d);
        for (const p of [...(d.allOf ?? []), ...(d.anyOf ?? []), ...(d.oneOf ?? [])]) collect(p, depth + 1);
      };
      collect(current, 0);
      const next = candidates
        .map((c) => (typeof seg === "number" ? c.items : c.properties?.[seg]))
        .find((x) => x !== undefined);
      if (!next) return undefined;
      current = next;
    }
    return current;
  }

  /** Whether a kind of mutation applies to a field (an enum, a pattern, a string, an array...). */
  applies(kind: MutationKind, root: Schema | undefined, field: Field): boolean {
    const f = this.facts(root, concretePath(field.path));
    const takes = (t: string) => f.types.has(t);
    switch (kind) {
      case "required":
        return field.required;
      case "enum":
        return f.enums.length > 0;
      case "format":
        return !!f.pattern || takes("integer") || takes("number");
      case "long":
      case "unicode":
        return takes("string") || f.types.size === 0;
      case "huge":
        return takes("array");
      case "number":
        return takes("number") || takes("integer");
      case "type":
        return !(
          takes("boolean") &&
          takes("object") &&
          takes("array") &&
          takes("string") &&
          (takes("number") || takes("integer"))
        );
      default:
        return true;
    }
  }

  /** The body with every object and array on the way to a field present (generated when missing). */
  ensure(body: unknown, root: Schema | undefined, path: Path, random: Random): Record<string | number, unknown> {
    const out = (body !== null && typeof body === "object" && !Array.isArray(body) ? clone(body) : {}) as Record<
      string | number,
      unknown
    >;
    let current = out;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const wantsArray = typeof path[i + 1] === "number";
      let child = current[key];
      if (wantsArray) {
        if (!Array.isArray(child)) child = [];
        const list = child as unknown[];
        if (list.length === 0) {
          const element = this.values.value(this.schemaAt(root, [...path.slice(0, i + 1), 0]), random, 1);
          list.push(element !== null && typeof element === "object" ? element : {});
        }
      } else if (child === null || typeof child !== "object" || Array.isArray(child)) {
        const generated = this.values.value(this.schemaAt(root, path.slice(0, i + 1)), random, 1);
        child = generated !== null && typeof generated === "object" && !Array.isArray(generated) ? generated : {};
      }
      current[key] = child;
      current = child as Record<string | number, unknown>;
    }
    return out;
  }

  /**
   * One mutation of a kind on a field of the body, its parents made present first; undefined
   * when the kind does not apply. Raw bodies carry `auth` (the v1 credential) themselves.
   */
  mutate(
    kind: MutationKind,
    body: unknown,
    schema: Schema | undefined,
    random: Random,
    field: Field,
    auth: Record<string, unknown> = {},
  ): Mutation | undefined {
    if (!this.applies(kind, schema, field)) return undefined;
    const path = concretePath(field.path);
    const base = this.ensure(body, schema, path, random);
    const f = this.facts(schema, path);
    const current = getAt(base, path);
    const done = (what: string, value: unknown): Mutation => ({
      kind,
      path,
      field: field.id,
      label: `${pathText(path)} ${what}`,
      body: setAt(base, path, value),
    });
    switch (kind) {
      case "required":
        return { kind, path, field: field.id, label: `required ${pathText(path)} removed`, body: deleteAt(base, path) };
      case "null":
        return done("null", null);
      case "type": {
        const candidates: unknown[] = [];
        if (!f.types.has("boolean")) candidates.push(true);
        if (!f.types.has("object")) candidates.push({ valor: 1 });
        if (!f.types.has("array")) candidates.push([1, 2]);
        if (!f.types.has("number") && !f.types.has("integer")) candidates.push(12.5);
        if (!f.types.has("string")) candidates.push("texto");
        const value = random.pick(candidates);
        return done(`a ${Array.isArray(value) ? "array" : typeof value}`, value);
      }
      case "enum": {
        const sample = f.enums.find((e) => typeof e === "string") as string | undefined;
        const value = random.pick([
          sample ? sample.toUpperCase() + "X" : "Valor inexistente",
          "Valor inexistente",
          999,
        ]);
        return done(`outside its enum (${JSON.stringify(value)})`, value);
      }
      case "format": {
        const value = random.pick([
          "2026-02-30",
          "2026-13-01 25:61",
          "não-é-válido",
          "12,345.678,9",
          "1e999",
          "0x1F",
          "1.1234567",
          "-",
        ]);
        return done(`badly formatted (${JSON.stringify(value)})`, value);
      }
      case "size": {
        if (f.types.has("array") || Array.isArray(current)) {
          const value =
            random.chance(0.5) || f.maxItems === undefined
              ? []
              : Array.from({ length: (f.maxItems ?? 100) + 1 }, () => (Array.isArray(current) ? current[0] : 1));
          return done(`an array of ${value.length}`, value);
        }
        if (f.types.has("string") || typeof current === "string") {
          const value = "x".repeat(f.maxLength !== undefined ? f.maxLength + 1 : random.pick([256, 5000]));
          return done(`a string of ${value.length} characters`, value);
        }
        const value = random.pick([
          f.maximum !== undefined ? f.maximum + 1 : 1e308,
          f.minimum !== undefined ? f.minimum - 1 : -1,
          2 ** 31,
          -0.000001,
        ]);
        return done(`out of range (${String(value)})`, value);
      }
      case "nesting": {
        let deep: unknown = { id: 1 };
        const levels = random.pick([2, 20, 200]);
        for (let i = 0; i < levels; i++) deep = random.chance(0.5) ? [deep] : { id: deep };
        return done(`nested ${levels} levels`, deep);
      }
      case "hostile": {
        const value = random.pick(HOSTILE_STRINGS);
        return done(JSON.stringify(value).slice(0, 30), value);
      }
      case "long":
        return done(`a string of ${longString().length} characters`, longString());
      case "unicode": {
        const u = unusualUnicode(random);
        return done(`with ${u.label}`, u.text);
      }
      case "huge": {
        // Validating 100,000 elements costs the classifier minutes (Ajv reports every element's
        // errors): the same elements, two of them, say as much, and maxItems the rest.
        const value = hugeArray(current);
        const label = `${pathText(path)} an array of ${HUGE_ARRAY_LENGTH} elements`;
        const common = { kind, path, field: field.id, label, body: setAt(base, path, value), heavy: true as const };
        if (f.maxItems !== undefined && f.maxItems < HUGE_ARRAY_LENGTH)
          return { ...common, invalid: `more than its maxItems (${f.maxItems})` };
        return { ...common, stands: setAt(base, path, value.slice(0, 2)) };
      }
      case "number": {
        const n = random.pick(RAW_NUMBERS);
        return {
          kind,
          path,
          field: field.id,
          label: `${pathText(path)} the number ${n.label} as JSON text`,
          body: { raw: rawText(base, path, n.token, auth) },
          ...(n.invalid !== undefined ? { invalid: n.invalid } : { stands: setAt(base, path, n.stands) }),
        };
      }
      case "deep": {
        const arrays = random.chance(0.5);
        const d = deepText(DEEP_LEVELS, arrays);
        return {
          kind,
          path,
          field: field.id,
          label: `${pathText(path)} ${d.label}`,
          body: { raw: rawText(base, path, d.text, auth) },
          stands: setAt(base, path, JSON.parse(deepText(3, arrays).text)),
          approximate: true,
        };
      }
    }
  }
}

/** Raw bodies: not JSON, not an object, truncated, deeply nested, with prototype keys. */
export function rawAbuse(
  random: Random,
  token: string | undefined,
  generation: GenerationName,
): { label: string; raw: string; headers?: Record<string, string> } {
  const auth = generation === "v1" && token ? `"api_token": ${JSON.stringify(token)}` : `"x": 1`;
  const deep = "[".repeat(5000) + "]".repeat(5000);
  const cases = [
    { label: "body is not JSON", raw: `{${auth}, "name": ` },
    { label: "body is a JSON array", raw: `[{${auth}}]` },
    { label: "body is a JSON string", raw: `"texto"` },
    { label: "body is a number", raw: `42` },
    { label: "body is null", raw: `null` },
    { label: "body nested 5000 levels", raw: deep },
    {
      label: `body of objects nested ${DEEP_LEVELS} levels`,
      raw: `{${auth}, "a": ${'{"a":'.repeat(DEEP_LEVELS)}1${"}".repeat(DEEP_LEVELS)}}`,
    },
    {
      label: "body with __proto__ and constructor keys",
      raw: `{${auth}, "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`,
    },
    { label: "body with a byte-order mark", raw: `\ufeff{${auth}}` },
    { label: "body with invalid UTF-8", raw: `{${auth}, "name": "\udc00"}` },
    { label: "body sent as text/plain", raw: `{${auth}}`, headers: { "content-type": "text/plain" } },
    {
      label: "body in an unknown charset",
      raw: `{${auth}}`,
      headers: { "content-type": "application/json; charset=ebcdic" },
    },
  ];
  return random.pick(cases);
}
