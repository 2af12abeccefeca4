// The fuzz phase's field coverage over the whole run: fields of the request schemas mutated,
// of how many, and the operations whose every field was mutated.
import type { RunResult } from "../model.ts";

export interface CoverageTotals {
  readonly mutated: number;
  readonly fields: number;
  readonly operations: number;
  /** Operations every field of which was mutated. */
  readonly complete: number;
}

export function coverageTotals(result: RunResult): CoverageTotals | undefined {
  const entries = result.phases.flatMap((p) => Object.values(p.fieldCoverage ?? {}));
  if (!result.phases.some((p) => p.fieldCoverage)) return undefined;
  return {
    mutated: entries.reduce((n, c) => n + c.mutated, 0),
    fields: entries.reduce((n, c) => n + c.fields, 0),
    operations: entries.length,
    complete: entries.filter((c) => c.mutated === c.fields).length,
  };
}
