// The runner proves itself: the reference server with one planted fault at a time (each a real
// bug class, test/support/faults.ts) must fail the run, by the check the fault names; the
// same run on the unmutated server (the control: same phases, budget, timeout and seed) must
// pass. Every run has accounts of its own on one server. Prints the mutation score.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "invoicing-api-contract";
import { FAULTS, SLOW_MS, type Fault } from "../support/faults.ts";
import { startReferenceServer, type ReferenceServer, type RunnerOptions } from "../support/contract-run.ts";

const caught: string[] = [];
const TIMEOUT_MS = 5_000;
let server: ReferenceServer;

beforeAll(async () => {
  expect(SLOW_MS).toBeGreaterThan(TIMEOUT_MS);
  server = await startReferenceServer();
});

/** The settings a fault's run and its control share. */
function settings(fault: Fault): RunnerOptions {
  return { phases: fault.phases, budget: 400, timeoutMs: TIMEOUT_MS, seed: 1, operations: fault.operations };
}

interface Found {
  readonly check: string;
  /** The phase and case it failed in: the same in the control when the control has it too. */
  readonly where: string;
  readonly text: string;
}

function failures(result: RunResult): Found[] {
  return result.phases.flatMap((p) =>
    p.cases.flatMap((c) =>
      c.failures.map((f) => ({
        check: f.check,
        where: `[${p.phase}] ${c.name}`,
        text: `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`,
      })),
    ),
  );
}

const controls = new Map<string, Promise<RunResult>>();

/** The control run for a fault's settings, run once per distinct settings. */
function control(fault: Fault): Promise<RunResult> {
  const key = JSON.stringify(settings(fault));
  let run = controls.get(key);
  if (!run) {
    run = server.run(settings(fault));
    controls.set(key, run);
  }
  return run;
}

describe("contract runner mutation test", () => {
  afterAll(async () => {
    await server?.close();
    process.stdout.write(
      `\nMutation score: ${caught.length}/${FAULTS.length} planted faults caught by their named check\n${FAULTS.map((f) => `  ${caught.includes(f.name) ? "caught " : "MISSED "} ${f.name} (${f.check})`).join("\n")}\n`,
    );
  });

  const distinct = [...new Map(FAULTS.map((f) => [JSON.stringify(settings(f)), f])).values()];
  for (const fault of distinct) {
    it(`control: the unmutated server passes with the settings of the ${fault.phases.join("+")} faults`, async () => {
      const result = await control(fault);
      expect(failures(result).map((f) => f.text)).toEqual([]);
      expect(result.passed, "every phase checked something").toBe(true);
    }, 180_000);
  }

  for (const fault of FAULTS) {
    it(`catches ${fault.name} by ${fault.check}`, async () => {
      const result = await server.run({ ...settings(fault), intercept: fault.intercept });
      const found = failures(result);
      const clean = new Set(
        failures(await control(fault))
          .filter((f) => f.check === fault.check)
          .map((f) => f.where),
      );
      // The named check fails on a case where it passes without the fault.
      const named = found.filter((f) => f.check === fault.check && !clean.has(f.where));
      expect(
        named.map((f) => f.text),
        `${fault.check} did not fail beyond the control run; the run found: ${[...new Set(found.map((f) => f.check))].join(", ")}`,
      ).not.toEqual([]);
      caught.push(fault.name);
    }, 180_000);
  }
});
