// The input forms real integrations send, read as the spec declares them (the document's
// `info.x-input-forms`), in one place before validation: a string holding JSON where an array
// or object goes, `null` or an empty string for an optional field that does not take it,
// keys with stray spaces, amounts with a thousands separator, and names of closed lists
// spelled in another case. What comes out is then
// validated like any body, so real garbage is still refused with a clear message.
import { WireRefusal } from "./failures.ts";
import { deref, type OpenApiDocument, type Schema } from "./openapi-document.ts";

/** The policy a generation's document declares (spec: `@info(#{ "x-input-forms": ... })`). */
export interface InputFormsPolicy {
  /** An array or object field also accepts a string holding its JSON. */
  readonly jsonText?: boolean;
  /** `null` on an optional field that does not accept null means the field is absent. */
  readonly nullMeansAbsent?: boolean;
  /** `""` on an optional field that does not accept it means absent (its default applies). */
  readonly emptyMeansAbsent?: boolean;
  /** A key with leading or trailing spaces names the field it spells. */
  readonly trimKeys?: boolean;
  /** Schemas (by component name) of amounts that accept a comma thousands separator: `"1,234.60"`. */
  readonly thousandsSeparator?: readonly string[];
  /** Schemas (by component name) of closed lists of names whose values match regardless of case and surrounding spaces. */
  readonly mixedNames?: readonly string[];
}

export function policyOf(document: OpenApiDocument): InputFormsPolicy {
  return (document.info as { "x-input-forms"?: InputFormsPolicy })["x-input-forms"] ?? {};
}

/** What decoding needs to know of a schema, with its union branches flattened. */
interface Shape {
  readonly properties: ReadonlyMap<string, Schema>;
  readonly required: ReadonlySet<string>;
  readonly items: Schema | undefined;
  readonly takesContainer: boolean;
  readonly takesString: boolean;
  readonly takesNull: boolean;
  readonly takesEmpty: boolean;
  readonly names: ReadonlySet<string>;
}

/** How a name of a closed list is compared: as the domain matches names (trimmed, NFC, lower case). */
function nameKey(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase("pt");
}

const THOUSANDS = /^-?[0-9]{1,3}(,[0-9]{3})+\.[0-9]+$/;

function acceptsEmpty(s: Schema): boolean {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (s.enum) return s.enum.includes("");
  if (!types.includes("string")) return false;
  if (s.minLength !== undefined && s.minLength > 0) return false;
  return s.pattern === undefined || new RegExp(s.pattern, "u").test("");
}

export class InputForms {
  private readonly shapes = new Map<Schema, Shape>();
  private readonly thousands: ReadonlySet<string>;
  /** The values of each `mixedNames` list, by comparison key. */
  private readonly names: ReadonlyMap<string, ReadonlyMap<string, string>>;

  constructor(
    private readonly document: OpenApiDocument,
    private readonly policy: InputFormsPolicy = policyOf(document),
  ) {
    this.thousands = new Set(policy.thousandsSeparator ?? []);
    const lists = new Map<string, ReadonlyMap<string, string>>();
    for (const name of policy.mixedNames ?? []) {
      const values = document.components?.schemas?.[name]?.enum ?? [];
      lists.set(name, new Map(values.filter((v): v is string => typeof v === "string").map((v) => [nameKey(v), v])));
    }
    this.names = lists;
  }

  private shape(schema: Schema): Shape {
    const known = this.shapes.get(schema);
    if (known) return known;
    const properties = new Map<string, Schema>();
    const required = new Set<string>();
    const names = new Set<string>();
    let items: Schema | undefined;
    let takesContainer = false;
    let takesString = false;
    let takesNull = false;
    let takesEmpty = false;
    const visit = (s: Schema | undefined, depth: number): void => {
      if (!s || depth > 12) return;
      if (s.$ref) names.add(s.$ref.replace("#/components/schemas/", ""));
      const d = deref(this.document, s);
      if (!d) return;
      const types = Array.isArray(d.type) ? d.type : [d.type];
      if (types.includes("object") || d.properties) takesContainer = true;
      if (types.includes("array") || d.items) {
        takesContainer = true;
        items ??= d.items;
      }
      if (types.includes("string") || d.enum?.some((v) => typeof v === "string")) takesString = true;
      if (types.includes("null") || d.enum?.includes(null)) takesNull = true;
      if (acceptsEmpty(d)) takesEmpty = true;
      for (const [name, p] of Object.entries(d.properties ?? {})) if (!properties.has(name)) properties.set(name, p);
      // A property is required when every shape of a union requires it; shapes of a oneOf
      // (legacy document or receipt) are alternatives, so only allOf parts add requirements.
      for (const name of d.required ?? []) required.add(name);
      for (const part of d.allOf ?? []) visit(part, depth + 1);
      for (const part of [...(d.anyOf ?? []), ...(d.oneOf ?? [])]) visit(part, depth + 1);
    };
    visit(schema, 0);
    const shape = { properties, required, items, takesContainer, takesString, takesNull, takesEmpty, names };
    this.shapes.set(schema, shape);
    return shape;
  }

  /** The body read in its accepted forms; refuses a field whose JSON text cannot be read. */
  decode(body: unknown, schema: Schema | undefined): unknown {
    return schema ? this.value(body, schema, []) : body;
  }

  /** A value at `path`; JSON text is read for fields, not for the entries of a list (a line that is text is badly filled). */
  private value(value: unknown, schema: Schema, path: readonly (string | number)[]): unknown {
    const shape = this.shape(schema);
    let current = value;
    const isField = typeof path[path.length - 1] === "string";
    if (typeof current === "string" && isField && this.policy.jsonText && shape.takesContainer && !shape.takesString) {
      try {
        current = JSON.parse(current) as unknown;
      } catch {
        throw new WireRefusal("request.field.not_json", {}, wirePath(path));
      }
    }
    if (
      typeof current === "string" &&
      THOUSANDS.test(current.trim()) &&
      [...shape.names].some((n) => this.thousands.has(n))
    ) {
      return current.trim().replace(/,/g, "");
    }
    if (typeof current === "string" && this.names.size > 0) {
      const spelled = this.spelling(current, shape);
      if (spelled !== undefined) return spelled;
    }
    if (Array.isArray(current)) {
      const items = shape.items;
      return items ? current.map((entry, i) => this.value(entry, items, [...path, i])) : current;
    }
    if (current !== null && typeof current === "object" && shape.properties.size > 0) {
      return this.object(current as Record<string, unknown>, shape, path);
    }
    return current;
  }

  /** The value of a closed list of names that `text` spells in another case or with spaces. */
  private spelling(text: string, shape: Shape): string | undefined {
    for (const name of shape.names) {
      const value = this.names.get(name)?.get(nameKey(text));
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private object(
    input: Record<string, unknown>,
    shape: Shape,
    path: readonly (string | number)[],
  ): Record<string, unknown> {
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
      out[key] = this.value(raw, property, [...path, key]);
    }
    return out;
  }
}

function wirePath(path: readonly (string | number)[]): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : (i > 0 ? "." : "") + s)).join("");
}
