// A step of the build: TypeSpec writes the bounds of a nullable field (`@maxLength(50) city:
// string | null`) beside its `anyOf`, where they bind the string as they would bind it inside
// the branch. Tools that read each branch alone (Spectral's OWASP rules, generators of other
// languages) then see an unbounded string, so the bounds are moved into the branches they
// apply to; the document means exactly what it meant.
type Node = Record<string, unknown>;

const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ["maxLength", "minLength", "pattern", "format"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
  integer: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format"],
  array: ["maxItems", "minItems", "uniqueItems"],
};

function typesOf(node: Node): string[] {
  const t = node.type;
  return typeof t === "string" ? [t] : Array.isArray(t) ? (t as string[]) : [];
}

function moveIntoBranches(node: Node): void {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || node.type !== undefined) return;
  const keys = [...new Set(Object.values(KEYWORDS).flat())].filter((k) => k in node);
  if (keys.length === 0) return;
  const inline = branches.every((b) => typeof b === "object" && b !== null && !("$ref" in b));
  for (const key of keys) {
    for (const branch of branches as Node[]) {
      if (typeof branch !== "object" || branch === null || "$ref" in branch) continue;
      if (typesOf(branch).some((t) => KEYWORDS[t]?.includes(key)) && !(key in branch)) branch[key] = node[key];
    }
    if (inline) delete node[key];
  }
}

/** The document with every nullable field's bounds inside the branch they bind (in place). */
export function boundsIntoBranches<T>(document: T): T {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== "object") return;
    moveIntoBranches(value as Node);
    for (const [key, inner] of Object.entries(value as Node)) if (key !== "examples" && key !== "example") visit(inner);
  };
  visit(document);
  return document;
}
