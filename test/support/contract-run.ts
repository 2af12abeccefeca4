// Runs the contract runner (invoicing-api-contract) against an in-process reference server:
// account A with both keys, a second account B for isolation, writes allowed, a small budget.
import { runContract, type PhaseName, type RunResult } from "invoicing-api-contract";
import { startTestServer, type TestServerOptions } from "./server.ts";
import type { FaultKeys } from "./faults.ts";

export interface RunnerOptions {
  readonly phases?: readonly PhaseName[];
  readonly budget?: number;
  readonly seed?: number;
  readonly timeoutMs?: number;
  /** `--operations` globs. */
  readonly operations?: readonly string[];
  /** Run with the account's demo key as --api-token (and the production key as the other mode's). */
  readonly demoKey?: boolean;
  /** Give the other mode's key (--api-token-other-mode); default true. */
  readonly otherModeKey?: boolean;
  /** --allow-writes and --allow-legacy-writes; default true. */
  readonly allowWrites?: boolean;
  /** Plants a fault in front of the server (test/support/faults.ts). */
  readonly intercept?: (
    store: Parameters<NonNullable<TestServerOptions["intercept"]>>[0],
    keys: FaultKeys,
  ) => ReturnType<NonNullable<TestServerOptions["intercept"]>>;
}

const PLAN = { plan: "custom", requests: 1_000_000 } as const;

export async function runAgainstReferenceServer(options: RunnerOptions = {}): Promise<RunResult> {
  const keys: FaultKeys = {};
  const intercept = options.intercept;
  const s = await startTestServer({
    account: PLAN,
    config: { validateResponses: false },
    intercept: intercept && ((store) => intercept(store, keys)),
  });
  try {
    const b = await s.newAccount(PLAN);
    keys.a = s.account.api_token;
    keys.b = b.api_token;
    return await runContract({
      baseUrl: s.baseUrl,
      credentials: {
        apiToken: options.demoKey ? s.account.test_api_token : s.account.api_token,
        apiTokenB: b.api_token,
        apiTokenOtherMode:
          options.otherModeKey === false ? undefined : options.demoKey ? s.account.api_token : s.account.test_api_token,
        legacyKey: s.account.legacy_key,
        legacySecret: s.account.legacy_secret,
      },
      operations: options.operations,
      phases: options.phases ?? ["examples", "fuzz", "flows", "isolation", "oracles"],
      seed: options.seed ?? 1,
      timeoutMs: options.timeoutMs ?? 10_000,
      allowWrites: options.allowWrites ?? true,
      allowLegacyWrites: options.allowWrites ?? true,
      budget: { requests: options.budget ?? 800 },
    });
  } finally {
    await s.close();
  }
}
