// Which checks a run applies: all of them, or those `--checks` names, less those
// `--exclude-checks` names (names exactly, or a prefix ending in `*`, as `oracle:*`). A name
// that is no check is a usage error: a typo would otherwise silently check nothing.
import { UsageError } from "../usage-error.ts";
import { CHECK_NAMES } from "./index.ts";

function expand(flag: string, names: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    const matched =
      name === "all"
        ? CHECK_NAMES
        : name.endsWith("*")
          ? CHECK_NAMES.filter((c) => c.startsWith(name.slice(0, -1)))
          : CHECK_NAMES.filter((c) => c === name);
    if (matched.length === 0)
      throw new UsageError(`${flag}: unknown check ${name}; the checks are ${CHECK_NAMES.join(", ")} (see --help)`);
    for (const m of matched) out.add(m);
  }
  return out;
}

export class CheckSelection {
  private readonly selected: ReadonlySet<string>;

  constructor(include?: readonly string[], exclude?: readonly string[]) {
    const chosen = include && include.length > 0 ? expand("--checks", include) : new Set(CHECK_NAMES);
    for (const name of exclude && exclude.length > 0 ? expand("--exclude-checks", exclude) : []) chosen.delete(name);
    if (chosen.size === 0) throw new UsageError("--checks and --exclude-checks leave no check to apply");
    this.selected = chosen;
  }

  has(check: string): boolean {
    return this.selected.has(check);
  }

  /** The checks left out, for the report (empty when every check applies). */
  get excluded(): string[] {
    return CHECK_NAMES.filter((c) => !this.selected.has(c));
  }
}
