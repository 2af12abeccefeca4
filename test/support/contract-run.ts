// Runs the contract runner (invoicing-api-contract) against an in-process reference server:
// account A with the keys of every generation (its v2 key is its v1 api_token), a second
// account B for isolation, writes allowed, a small budget.
// The server validates its answers too (as in staging): every request then goes through both
// of its request validators, which must agree, and an answer off the spec is a 500. A server
// can take several runs, each with accounts of its own and, for the mutation test, a fault
// planted for that run only (its answer validators are compiled once, on first use).
import { runContract, type PhaseName, type RunResult } from "invoicing-api-contract";
import type { RequestHandler } from "express";
import { startTestServer, type TestServer } from "./server.ts";
import type { FaultKeys } from "./faults.ts";
import type { Store } from "../../server/store/database.ts";

export interface RunnerOptions {
  readonly phases?: readonly PhaseName[];
  readonly budget?: number;
  /** Fuzz rounds over every operation (default: until the budget ends). */
  readonly fuzzRounds?: number;
  readonly seed?: number;
  readonly timeoutMs?: number;
  /** `--operations` globs. */
  readonly operations?: readonly string[];
  /** Run with the account's demo key as --api-token (and the production key as the other mode's). */
  readonly demoKey?: boolean;
  /** Give the keys the isolation phase needs (--api-token-b, --api-token-other-mode); default true. */
  readonly isolationKeys?: boolean;
  /** Give the other mode's key (--api-token-other-mode); default true. */
  readonly otherModeKey?: boolean;
  /** The generations whose credentials the run gets (default all three). */
  readonly generations?: readonly ("v2" | "v1" | "legacy")[];
  /** --allow-writes and --allow-legacy-writes; default true. */
  readonly allowWrites?: boolean;
  /** Plants a fault in front of the server for this run (test/support/faults.ts). */
  readonly intercept?: (store: Store, keys: FaultKeys) => RequestHandler;
}

const PLAN = { plan: "custom", requests: 1_000_000 } as const;

export interface ReferenceServer {
  /** One run with two new accounts, the fault given planted for its duration. */
  run(options?: RunnerOptions): Promise<RunResult>;
  close(): Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  let planted: RequestHandler | undefined;
  const s: TestServer = await startTestServer({
    account: PLAN,
    config: { validateResponses: true },
    intercept: () => (req, res, next) => (planted ? planted(req, res, next) : next()),
  });
  return {
    async run(options = {}) {
      const a = await s.newAccount({ name: "Account A", ...PLAN });
      const b = await s.newAccount({ name: "Account B", ...PLAN });
      const keys: FaultKeys = { a: options.demoKey ? a.test_api_token : a.api_token, b: b.api_token };
      const isolation = options.isolationKeys ?? true;
      const given = new Set(options.generations ?? ["v2", "v1", "legacy"]);
      planted = options.intercept?.(s.store, keys);
      try {
        return await runContract({
          baseUrl: s.baseUrl,
          credentials: {
            bearerToken: given.has("v2") ? keys.a : undefined,
            apiToken: given.has("v1") ? keys.a : undefined,
            apiTokenB: isolation ? b.api_token : undefined,
            apiTokenOtherMode:
              !isolation || options.otherModeKey === false
                ? undefined
                : options.demoKey
                  ? a.api_token
                  : a.test_api_token,
            legacyKey: given.has("legacy") ? a.legacy_key : undefined,
            legacySecret: given.has("legacy") ? a.legacy_secret : undefined,
          },
          operations: options.operations,
          phases: options.phases ?? ["examples", "fuzz", "flows", "isolation", "oracles"],
          seed: options.seed ?? 1,
          timeoutMs: options.timeoutMs ?? 10_000,
          allowWrites: options.allowWrites ?? true,
          allowLegacyWrites: options.allowWrites ?? true,
          budget: { requests: options.budget ?? 800 },
          fuzzRounds: options.fuzzRounds,
        });
      } finally {
        planted = undefined;
      }
    },
    close: () => s.close(),
  };
}

/** One run on a server of its own. */
export async function runAgainstReferenceServer(options: RunnerOptions = {}): Promise<RunResult> {
  const server = await startReferenceServer();
  try {
    return await server.run(options);
  } finally {
    await server.close();
  }
}
