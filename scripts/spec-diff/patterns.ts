// Whether a new `pattern` accepts more or fewer strings than the old one, as far as can be
// told from their text. Unquantified groups with alternatives are expanded into the plain
// patterns they stand for (`^-?(A|B)$` is `^-?A$` or `^-?B$`); when every plain pattern of one
// side is a plain pattern of the other, that side accepts a subset. The spec widens accepted
// forms this way (a decimal pattern gaining a thousands-separator form). Anything else is
// "changed": not provably wider, so a request treats it as breaking.

export type PatternChange = "same" | "widened" | "narrowed" | "changed";

const LIMIT = 256;

/** Splits at `|` outside groups, character classes and escapes. */
function topLevelAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

/** Index of the `)` closing the group opened at `open`, or -1. */
function closing(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The plain patterns a pattern stands for (itself when nothing can be expanded). */
export function expandPattern(source: string): string[] {
  const tops = topLevelAlternatives(source);
  if (tops.length > 1) return tops.flatMap(expandPattern).slice(0, LIMIT);
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      continue;
    }
    if (c !== "(") continue;
    const end = closing(source, i);
    if (end < 0) return [source];
    let inner = source.slice(i + 1, end);
    if (/^\?[=!<]/.test(inner)) continue; // lookarounds stay as they are
    if (inner.startsWith("?:")) inner = inner.slice(2);
    const quantified = /^[?*+{]/.test(source.slice(end + 1));
    const alternatives = topLevelAlternatives(inner);
    if (alternatives.length > 1 && !quantified) {
      return alternatives
        .flatMap((alt) => expandPattern(source.slice(0, i) + alt + source.slice(end + 1)))
        .slice(0, LIMIT);
    }
  }
  return [source];
}

export function comparePatterns(before: string, after: string): PatternChange {
  if (before === after) return "same";
  const a = new Set(expandPattern(before));
  const b = new Set(expandPattern(after));
  const aInB = [...a].every((p) => b.has(p));
  const bInA = [...b].every((p) => a.has(p));
  if (aInB && bInA) return "same";
  if (aInB) return "widened";
  if (bInA) return "narrowed";
  return "changed";
}
