// Invalid inputs made from a valid body by changing one field at a time: its type, null, its
// size, its format, a value outside its enum, a required field removed, nesting where a scalar
// goes, hostile strings; and raw-body abuse (not JSON, not an object, truncated, deeply nested,
// wrong media type, a byte-order mark, prototype keys). Whether the result is really invalid
// is decided afterwards against the spec, with the generation's input forms.
import type { Random } from "../random.ts";
import type { GenerationName, Schema, Spec } from "../spec.ts";

export type Path = readonly (string | number)[];

export const MUTATION_KINDS = ["null", "type", "required", "enum", "format", "size", "nesting", "hostile"] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  readonly kind: MutationKind;
  readonly path: Path;
  readonly label: string;
  readonly body: unknown;
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

/** Fields of a body worth mutating: the top level and the first element of arrays of objects. */
function fieldPaths(body: unknown, skip: readonly string[]): Path[] {
  const out: Path[] = [];
  if (body === null || typeof body !== "object" || Array.isArray(body)) return out;
  for (const [key, value] of Object.entries(body)) {
    if (skip.includes(key)) continue;
    out.push([key]);
    if (Array.isArray(value) && value[0] && typeof value[0] === "object" && !Array.isArray(value[0])) {
      for (const inner of Object.keys(value[0] as object)) out.push([key, 0, inner]);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) out.push([key, inner]);
    }
  }
  return out;
}

export class Mutator {
  constructor(
    private readonly spec: Spec,
    private readonly generation: GenerationName,
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

  /** One mutation of the given kind on some field of the body (undefined when none applies). */
  mutate(
    kind: MutationKind,
    body: unknown,
    schema: Schema | undefined,
    random: Random,
    skip: readonly string[],
  ): Mutation | undefined {
    const paths = fieldPaths(body, skip);
    if (kind === "required") {
      const root = this.facts(schema, []);
      const required = [...new Set(root.required)].filter(
        (r) => !skip.includes(r) && body !== null && typeof body === "object" && r in (body as object),
      );
      if (required.length === 0) return undefined;
      const name = random.pick(required);
      return { kind, path: [name], label: `required ${name} removed`, body: deleteAt(body, [name]) };
    }
    if (paths.length === 0) return undefined;
    const order = [...paths].sort(() => random.next() - 0.5);
    for (const path of order) {
      const f = this.facts(schema, path);
      const current = getAt(body, path);
      let value: unknown;
      let what = "";
      switch (kind) {
        case "null":
          value = null;
          what = "null";
          break;
        case "type": {
          const candidates: unknown[] = [];
          if (!f.types.has("boolean")) candidates.push(true);
          if (!f.types.has("object")) candidates.push({ valor: 1 });
          if (!f.types.has("array")) candidates.push([1, 2]);
          if (!f.types.has("number") && !f.types.has("integer")) candidates.push(12.5);
          if (!f.types.has("string")) candidates.push("texto");
          if (candidates.length === 0) continue;
          value = random.pick(candidates);
          what = `a ${Array.isArray(value) ? "array" : value === null ? "null" : typeof value}`;
          break;
        }
        case "enum": {
          if (f.enums.length === 0) continue;
          const sample = f.enums.find((e) => typeof e === "string") as string | undefined;
          value = random.pick([sample ? sample.toUpperCase() + "X" : "Valor inexistente", "Valor inexistente", 999]);
          what = `outside its enum (${JSON.stringify(value)})`;
          break;
        }
        case "format": {
          if (!f.pattern && !f.types.has("integer") && !f.types.has("number")) continue;
          value = random.pick([
            "2026-02-30",
            "2026-13-01 25:61",
            "não-é-válido",
            "12,345.678,9",
            "1e999",
            "0x1F",
            "1.1234567",
            "-",
          ]);
          what = `badly formatted (${JSON.stringify(value)})`;
          break;
        }
        case "size": {
          if (f.types.has("array") || Array.isArray(current)) {
            value =
              random.chance(0.5) || f.maxItems === undefined
                ? []
                : Array.from({ length: (f.maxItems ?? 100) + 1 }, () => (Array.isArray(current) ? current[0] : 1));
            what = `an array of ${(value as unknown[]).length}`;
          } else if (f.types.has("string") || typeof current === "string") {
            value = "x".repeat(f.maxLength !== undefined ? f.maxLength + 1 : random.pick([256, 5000, 70_000]));
            what = `a string of ${(value as string).length} characters`;
          } else {
            value = random.pick([
              f.maximum !== undefined ? f.maximum + 1 : 1e308,
              f.minimum !== undefined ? f.minimum - 1 : -1,
              2 ** 31,
              -0.000001,
            ]);
            what = `out of range (${String(value)})`;
          }
          break;
        }
        case "nesting": {
          let deep: unknown = { id: 1 };
          const levels = random.pick([2, 20, 200]);
          for (let i = 0; i < levels; i++) deep = random.chance(0.5) ? [deep] : { id: deep };
          value = deep;
          what = `nested ${levels} levels`;
          break;
        }
        case "hostile":
          value = random.pick(HOSTILE_STRINGS);
          what = JSON.stringify(value).slice(0, 30);
          break;
      }
      return { kind, path, label: `${pathText(path)} ${what}`, body: setAt(body, path, value) };
    }
    return undefined;
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
