// Values that satisfy a schema of the spec, drawn from a seeded stream: enums, patterns (through
// fast-check's stringMatching), formats, sizes and ranges, unions and nested objects, with the
// optional fields present or not at random.
import * as fc from "fast-check";
import type { Random } from "../random.ts";
import type { GenerationName, Schema, Spec } from "../spec.ts";

const WORDS = [
  "Padaria",
  "Central",
  "Lda",
  "Rua",
  "das",
  "Flores",
  "Porto",
  "Caixa",
  "cartão",
  "serviço",
  "Lisboa",
  "Ana",
  "açúcar",
  "Óbidos",
];

function types(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ["object"];
  if (s.items) return ["array"];
  return [];
}

export class ValueGenerator {
  constructor(
    private readonly spec: Spec,
    private readonly generation: GenerationName,
  ) {}

  private deref(s: Schema | undefined): Schema | undefined {
    return this.spec.deref(this.generation, s);
  }

  /** A value of the schema; `skip` names properties never generated (credentials). */
  value(schema: Schema | undefined, random: Random, depth = 0, skip: readonly string[] = []): unknown {
    const s = this.deref(schema);
    if (!s || depth > 8) return undefined;
    if (s.const !== undefined) return s.const;
    if (s.enum && s.enum.length > 0) {
      const useful = s.enum.filter((v) => v !== "");
      return random.pick(useful.length > 0 ? useful : s.enum);
    }
    if (s.allOf && s.allOf.length > 0) {
      const parts = s.allOf.map((p) => this.deref(p)).filter((p): p is Schema => !!p);
      if (parts.some((p) => types(p).includes("object") || p.properties)) {
        const merged: Schema = { type: "object", properties: {}, required: [] };
        for (const p of [s, ...parts]) {
          Object.assign(merged.properties!, p.properties ?? {});
          merged.required!.push(...(p.required ?? []));
        }
        return this.value(merged, random, depth + 1, skip);
      }
      return this.value(
        { ...parts[0], ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== "allOf")) } as Schema,
        random,
        depth + 1,
        skip,
      );
    }
    const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
    if (branches.length > 0) {
      // Prefer branches that carry a value over "not given" forms (null, "").
      const meaningful = branches.filter((b) => {
        const d = this.deref(b);
        return (
          d &&
          !(types(d).length === 1 && types(d)[0] === "null") &&
          !(d.enum && d.enum.length === 1 && d.enum[0] === "")
        );
      });
      const pool = meaningful.length > 0 && random.chance(0.9) ? meaningful : branches;
      return this.value(random.pick(pool), random, depth + 1, skip);
    }
    const ts = types(s);
    const t =
      ts.length === 0
        ? "string"
        : ts.filter((x) => x !== "null").length > 0
          ? random.pick(ts.filter((x) => x !== "null"))
          : "null";
    switch (t) {
      case "null":
        return null;
      case "boolean":
        return random.chance(0.5);
      case "integer": {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Math.max(min, 100));
        return random.int(Math.ceil(min), Math.floor(Math.min(max, min + 1000)));
      }
      case "number": {
        const min = s.minimum ?? 0;
        const max = s.maximum ?? min + 500;
        return Math.round((min + random.next() * (max - min)) * 100) / 100;
      }
      case "array": {
        const min = s.minItems ?? 0;
        const max = Math.min(s.maxItems ?? min + 2, min + 2);
        const n = random.int(min, Math.max(min, max));
        return Array.from({ length: n }, () => this.value(s.items, random, depth + 1, skip));
      }
      case "object": {
        const out: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        for (const [name, p] of Object.entries(s.properties ?? {})) {
          if (skip.includes(name)) continue;
          if (!required.has(name) && !random.chance(0.4)) continue;
          const v = this.value(p, random, depth + 1);
          if (v !== undefined) out[name] = v;
        }
        return out;
      }
      default:
        return this.string(s, random);
    }
  }

  private string(s: Schema, random: Random): string {
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? Math.max(min, 40);
    const fits = (v: string) =>
      v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, "u").test(v));
    if (s.format === "email") return `teste${random.int(1, 9999)}@exemplo.pt`;
    if (s.format === "uri") return `https://exemplo.pt/ficheiro${random.int(1, 99)}.pdf`;
    if (s.format === "date")
      return `2026-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    if (s.pattern) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [v] = fc.sample(fc.stringMatching(new RegExp(s.pattern, "u"), { size: "xsmall" }), {
          seed: random.int(1, 2 ** 30),
          numRuns: 1,
        });
        if (v !== undefined && fits(v)) return v;
      }
    }
    let text = random.pick(WORDS);
    while (text.length < min) text += ` ${random.pick(WORDS)}`;
    if (random.chance(0.5) && text.length + 6 <= max) text += ` ${random.pick(WORDS)}`;
    return text.slice(0, max);
  }
}
