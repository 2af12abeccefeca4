// Text a request carries is kept as the store can keep it and a document can print it: a NUL
// character (which PostgreSQL cannot hold in text) or a lone surrogate (which is no character
// at all, and which the drivers would write as U+FFFD anyway) becomes U+FFFD, the replacement
// character, wherever it is in the body. The spec says so in each generation's conventions.
/** A NUL, or a surrogate that is not half of a pair. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const REPLACEMENT = "\uFFFD";

function repaired(text: string): string {
  UNSTORABLE.lastIndex = 0;
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE, REPLACEMENT) : text;
}

/** The body with every string (values and keys) made storable; the same object when none needed it. */
export function storableText(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return repaired(value);
  if (depth > 64 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const r = storableText(v, depth + 1);
      if (r !== v) changed = true;
      return r;
    });
    return changed ? out : value;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const k = repaired(key);
    const r = storableText(v, depth + 1);
    if (k !== key || r !== v) changed = true;
    out[k] = r;
  }
  return changed ? out : value;
}
