// Reads a request body in the forms its schema states (input-forms/expand.ts marks them), so
// that what comes out is the canonical value the schema's own branches validate: `null` or
// `""` meaning "not given" dropped, JSON text parsed, a name spelled in another case written as
// the list spells it, a thousands separator removed, a key with stray spaces read as the field
// it spells. The reference server reads every body with it before validation, and the contract
// runner classifies the bodies it sends with it, so the two read a body the same way.
import { canonicalOf, deref, formBranches, isFormBranch, refName, type Schema, type SchemaDocument } from "./schema.ts";
import { policyOf, type InputFormsPolicy } from "./expand.ts";

/** A field holds text that is not the JSON it stands for. */
export class UnreadableJsonText extends Error {
  constructor(readonly path: readonly (string | number)[]) {
    super(`The field ${wirePath(path)} holds text that is not JSON`);
    this.name = "UnreadableJsonText";
  }
}

/** What decoding needs to know of a (canonical) schema, with its union branches flattened. */
interface Shape {
  readonly properties: ReadonlyMap<string, Schema>;
  readonly required: ReadonlySet<string>;
  readonly items: Schema | undefined;
  /** Components named among the branches (for the thousands separator). */
  readonly names: ReadonlySet<string>;
}

/** How a name of a closed list is compared: as the domain matches names (trimmed, NFC, lower case). */
function nameKey(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase("pt");
}

const THOUSANDS = /^-?[0-9]{1,3}(,[0-9]{3})+\.[0-9]+$/;

/** Whether a string fits a form branch's own constraints (type string, length, pattern). */
function fitsString(branch: Schema, text: string, pattern: (source: string) => RegExp): boolean {
  if (branch.maxLength !== undefined && [...text].length > branch.maxLength) return false;
  if (branch.minLength !== undefined && [...text].length < branch.minLength) return false;
  return branch.pattern === undefined || pattern(branch.pattern).test(text);
}

export class InputFormsDecoder {
  private readonly shapes = new Map<Schema, Shape>();
  private readonly patterns = new Map<string, RegExp>();
  private readonly spellings = new Map<Schema, Map<string, string>>();
  private readonly thousands: ReadonlySet<string>;
  private readonly policy: InputFormsPolicy;

  constructor(
    private readonly document: SchemaDocument & { info: { "x-input-forms"?: InputFormsPolicy } },
    policy?: InputFormsPolicy,
  ) {
    this.policy = policy ?? policyOf(document);
    this.thousands = new Set(this.policy.thousandsSeparator ?? []);
  }

  /** The body read in its accepted forms; throws UnreadableJsonText for a field whose JSON text cannot be read. */
  decode(body: unknown, schema: Schema | undefined): unknown {
    return schema ? this.value(body, schema, []) : body;
  }

  /**
   * What decoding needs of a field's schema, kept per schema of the document: the canonical
   * schema is a new object on each call, so it cannot be the key (the cache would miss on
   * every request and grow with each).
   */
  private shape(field: Schema): Shape {
    const known = this.shapes.get(field);
    if (known) return known;
    const schema = canonicalOf(field);
    const properties = new Map<string, Schema>();
    const required = new Set<string>();
    const names = new Set<string>();
    let items: Schema | undefined;
    const visit = (s: Schema | undefined, depth: number): void => {
      if (!s || depth > 16 || isFormBranch(s)) return;
      const name = refName(s);
      if (name !== undefined) names.add(name);
      const d = deref(this.document, s);
      if (!d) return;
      items ??= d.items;
      for (const [key, p] of Object.entries(d.properties ?? {})) if (!properties.has(key)) properties.set(key, p);
      // A property is required when every shape of a union requires it; shapes of a oneOf
      // (legacy document or receipt) are alternatives, so only allOf parts add requirements.
      for (const key of d.required ?? []) required.add(key);
      for (const part of d.allOf ?? []) visit(part, depth + 1);
      for (const part of [...(d.anyOf ?? []), ...(d.oneOf ?? [])]) visit(part, depth + 1);
    };
    visit(schema, 0);
    const shape = { properties, required, items, names };
    this.shapes.set(field, shape);
    return shape;
  }

  private pattern(source: string): RegExp {
    let re = this.patterns.get(source);
    if (!re) this.patterns.set(source, (re = new RegExp(source, "u")));
    return re;
  }

  private value(value: unknown, schema: Schema, path: readonly (string | number)[]): unknown {
    const forms = formBranches(schema);
    let current = value;
    if (
      typeof current === "string" &&
      forms["json-text"] &&
      fitsString(forms["json-text"], current, (p) => this.pattern(p))
    ) {
      try {
        current = JSON.parse(current) as unknown;
      } catch {
        throw new UnreadableJsonText(path);
      }
    }
    if (typeof current === "string" && forms["name-spelling"]) {
      const spelled = this.spelling(current, forms["name-spelling"]);
      if (spelled !== undefined) return spelled;
    }
    const shape = this.shape(schema);
    if (
      typeof current === "string" &&
      THOUSANDS.test(current.trim()) &&
      [...shape.names].some((n) => this.thousands.has(n))
    ) {
      return current.trim().replace(/,/g, "");
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

  /** The value of a closed list of names that `text` spells in another case, composition or with spaces. */
  private spelling(text: string, branch: Schema): string | undefined {
    if (!fitsString(branch, text, (p) => this.pattern(p)) || !this.pattern(branch.pattern ?? "").test(text))
      return undefined;
    return this.spelled(branch).get(nameKey(text));
  }

  /** The names a branch spells, by their compared form (the first value of a form wins), made once per branch. */
  private spelled(branch: Schema): ReadonlyMap<string, string> {
    let names = this.spellings.get(branch);
    if (names) return names;
    names = new Map();
    for (const name of branch["x-spells"] ?? [])
      for (const v of this.document.components?.schemas?.[name]?.enum ?? [])
        if (typeof v === "string" && !names.has(nameKey(v))) names.set(nameKey(v), v);
    this.spellings.set(branch, names);
    return names;
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
      const absent = formBranches(property).absent;
      if (absent?.enum?.includes(raw)) continue;
      out[key] = this.value(raw, property, [...path, key]);
    }
    return out;
  }
}

/** A field's path as the wire names it: `items[2].price`. */
export function wirePath(path: readonly (string | number)[]): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : (i > 0 ? "." : "") + s)).join("");
}
