// The runner proves itself: the reference server with one planted fault at a time (each a
// real bug class, test/support/faults.ts) must fail the run; the unmutated server passes (the
// run in runner.test.ts). Prints the mutation score.
import { afterAll, describe, expect, it } from "vitest";
import { FAULTS } from "../support/faults.ts";
import { runAgainstReferenceServer } from "../support/contract-run.ts";

const caught: string[] = [];

describe("contract runner mutation test", () => {
  afterAll(() => {
    process.stdout.write(
      `\nMutation score: ${caught.length}/${FAULTS.length} planted faults caught\n${FAULTS.map((f) => `  ${caught.includes(f.name) ? "caught " : "MISSED "} ${f.name}`).join("\n")}\n`,
    );
  });

  for (const fault of FAULTS) {
    it(`catches ${fault.name}`, async () => {
      const result = await runAgainstReferenceServer({
        phases: fault.phases,
        budget: 400,
        timeoutMs: 2_000,
        intercept: fault.intercept,
      });
      const failures = result.phases.flatMap((p) =>
        p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${f.check}: ${f.message}`)),
      );
      if (failures.length > 0) caught.push(fault.name);
      expect(result.passed, `no failure found with the fault planted`).toBe(false);
      expect(failures.length).toBeGreaterThan(0);
    }, 120_000);
  }
});
