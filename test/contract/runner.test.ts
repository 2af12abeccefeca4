// `npm test` runs the contract runner against the reference server (SQLite): every phase with
// a small budget, writes allowed. It replaces the former robustness probe (the fuzz phase sends
// schema-invalid values, hostile path IDs and raw-body abuse to every operation) and prints
// the runner's summary and its contract coverage.
import { describe, expect, it } from "vitest";
import { summaryText } from "invoicing-api-contract";
import { runAgainstReferenceServer } from "../support/contract-run.ts";

describe("contract runner against the reference server", () => {
  it("passes every phase and reaches every operation of both documents", async () => {
    const result = await runAgainstReferenceServer({ budget: 900 });
    process.stdout.write(`\n${summaryText(result, { failures: 20 })}\n`);
    const failures = result.phases.flatMap((p) => p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`)));
    expect(failures).toEqual([]);
    expect(result.phases.map((p) => p.phase).sort()).toEqual(["examples", "flows", "fuzz", "isolation", "oracles"]);
    for (const p of result.phases) if (p.phase !== "fuzz") expect(p.stopped, `${p.phase} was cut by the budget`).toBeUndefined();
    expect(result.coverage.implemented.v1.implemented).toBe(result.coverage.implemented.v1.total);
    expect(result.coverage.implemented.legacy.implemented).toBe(result.coverage.implemented.legacy.total);
  }, 300_000);
});
