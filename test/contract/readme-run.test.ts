// The contract runner run exactly as the README tells users, against a fresh deployment of the
// reference server: `npm start -- --demo` on a new database as a child process, the accounts
// made with the accounts command, the demo key (v2's Bearer key first, and v1's api_token), a
// new random seed (printed), a budget of 120 s, writes allowed. A correct server must pass,
// whatever the seed (scripts/contract-soak.ts, `npm run -s contract:soak`, runs the same N
// times before a release). The run must have reached v2.
import { expect, it } from "vitest";
import { freshDeployment, runnerRun } from "../../scripts/contract-soak.ts";

it("passes against a fresh deployment, run as the README says", async () => {
  const deployment = await freshDeployment();
  try {
    const run = await runnerRun(deployment.args, "120s");
    process.stdout.write(`\nREADME run, seed ${run.seed}:\n${run.output}\n`);
    expect(run.output).toMatch(new RegExp(`seed ${run.seed}`));
    expect(run.exitCode, run.output.slice(-6000)).toBe(0);
    expect(run.output).toMatch(/implemented \(answered other than 501\): v2 ([1-9][0-9]*)\/\1,/);
  } finally {
    await deployment.stop();
  }
}, 600_000);
