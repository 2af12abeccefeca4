// The summary table a run prints: per phase and per operation, requests, passed, failed and
// refused as expected, and the fields of each request schema the fuzz phase mutated; then the
// failures with their check, request, answer and reproducer, and the phases that checked
// nothing.
import type { FieldCoverage, OperationTally, RunResult } from "../model.ts";
import { coverageTotals } from "./coverage.ts";

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "))
    .join("\n");
}

const row = (name: string, t: OperationTally) => [
  name,
  String(t.requests),
  String(t.passed),
  String(t.refused),
  String(t.failed),
];

export function summaryText(result: RunResult, options: { operations?: boolean; failures?: number } = {}): string {
  const out: string[] = [];
  out.push(
    `Contract run against ${result.baseUrl}: seed ${result.seed}, ${result.requests} requests in ${(result.ms / 1000).toFixed(1)} s (budget: ${result.budget}).`,
  );
  const header = ["phase", "requests", "passed", "refused as expected", "failed"];
  const phases = result.phases.map((p) => {
    const failedCases = p.cases.filter((c) => c.outcome === "failed").length;
    const skippedCases = p.cases.filter((c) => c.outcome === "skipped").length;
    const r = row(p.phase, p.tally);
    r.push(
      `${p.cases.length} cases${failedCases ? `, ${failedCases} failed` : ""}${skippedCases ? `, ${skippedCases} skipped` : ""}${p.skipped ? `; ${p.skipped}` : p.stopped ? `; ${p.stopped}` : ""}${p.empty && !p.skipped ? "; CHECKED NOTHING" : ""}`,
    );
    return r;
  });
  out.push("", table([[...header, "cases"], ...phases]));
  if (options.operations !== false) {
    const ops = new Map<string, OperationTally>();
    for (const p of result.phases) {
      for (const [op, t] of Object.entries(p.operations)) {
        const o = ops.get(op) ?? { requests: 0, passed: 0, failed: 0, refused: 0 };
        o.requests += t.requests;
        o.passed += t.passed;
        o.failed += t.failed;
        o.refused += t.refused;
        ops.set(op, o);
      }
    }
    const fields: Record<string, FieldCoverage> = Object.assign(
      {},
      ...result.phases.map((p) => p.fieldCoverage ?? {}),
    ) as Record<string, FieldCoverage>;
    const fuzzed = result.phases.some((p) => p.fieldCoverage);
    const rows = [...ops.entries()]
      .sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]))
      .map(([op, t]) => [
        ...row(op, t),
        ...(fuzzed ? [fields[op] ? `${fields[op].mutated}/${fields[op].fields}` : "-"] : []),
      ]);
    out.push(
      "",
      table([
        ["operation", "requests", "passed", "refused as expected", "failed", ...(fuzzed ? ["fields fuzzed"] : [])],
        ...rows,
      ]),
    );
  }
  const coverage = coverageTotals(result);
  if (coverage)
    out.push(
      "",
      `Fuzz field coverage: ${coverage.mutated}/${coverage.fields} fields of the request schemas mutated (nested fields counted), every field of ${coverage.complete}/${coverage.operations} operations.`,
    );
  const { implemented } = result.coverage;
  out.push(
    "",
    `Operations exercised: ${result.coverage.operationsExercised}/${result.coverage.operations}; implemented (answered other than 501): v2 ${implemented.v2.implemented}/${implemented.v2.total}, v1 ${implemented.v1.implemented}/${implemented.v1.total}, legacy ${implemented.legacy.implemented}/${implemented.legacy.total}.`,
  );
  for (const n of result.notes) out.push(n);
  const failures = result.phases.flatMap((p) =>
    p.cases
      .filter((c) => c.outcome === "failed")
      .flatMap((c) => c.failures.map((f) => ({ phase: p.phase, kase: c.name, f }))),
  );
  if (failures.length > 0) {
    const limit = options.failures ?? 20;
    out.push("", `Failures (${failures.length}${failures.length > limit ? `, the first ${limit}` : ""}):`);
    for (const { phase, kase, f } of failures.slice(0, limit)) {
      out.push(`- [${phase}] ${kase}`, `  ${f.check}: ${f.message}`);
      if (f.request)
        out.push(`  request: ${f.request.method} ${f.request.url} ${(f.request.body ?? "").slice(0, 300)}`);
      if (f.answer) out.push(`  answer: ${f.answer.status} ${f.answer.body.slice(0, 300)}`);
      if (f.minimal) out.push(`  minimal body: ${f.minimal.body.slice(0, 300)}`);
      if (f.curl) out.push(`  reproduce: ${(f.minimal?.curl ?? f.curl).slice(0, 1500)}`);
    }
  }
  if (result.stopped) out.push("", `Stopped early: ${result.stopped}.`);
  if (result.excludedChecks.length > 0) out.push("", `Checks left out: ${result.excludedChecks.join(", ")}.`);
  const empty = result.phases.filter((p) => p.empty !== undefined);
  for (const p of empty)
    out.push(
      "",
      `Phase ${p.phase} checked nothing: it ${p.empty}. A phase the run is asked for must run; leave it out with --phases to run without it.`,
    );
  const verdict = result.passed
    ? "Contract: every check passed."
    : [
        failures.length > 0 ? `${failures.length} failure(s)` : "",
        empty.length > 0 ? `${empty.length} phase(s) checked nothing (${empty.map((p) => p.phase).join(", ")})` : "",
      ]
        .filter(Boolean)
        .join("; ");
  out.push("", result.passed ? verdict : `Contract: ${verdict}.`);
  return out.join("\n");
}
