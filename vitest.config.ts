import { defineConfig } from "vitest/config";

// Every suite runs on the embedded store (SQLite in memory). When TEST_POSTGRES_URL names a
// PostgreSQL server (postgres://user:pass@host/db; .ci/run starts one), the end-to-end and
// contract suites run a second time on it, each test server on a fresh database of its own.
const postgres = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Every prepared query (server/store/prepared.ts) is built as well and checked against its kept SQL.
    env: { STORE_VERIFY_PREPARED: "1" },
    // Tests that start the server as a process run the bundle `npm start` runs.
    globalSetup: ["test/support/bundle-setup.ts"],
    projects: [
      { extends: true as const, test: { name: "sqlite", include: ["test/**/*.test.ts"] } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["test/e2e/**/*.test.ts", "test/contract/**/*.test.ts"],
                // The restart test starts the real server on a SQLite file by design; the README
                // run starts its own deployment; the bounds and Prism tests judge the wire
                // contract, the mutation test the runner against faults planted in front of the
                // server (test/support/faults.ts), the runner's own test its verdicts and
                // options, and the log test the request log the HTTP layer writes: none of which
                // the store changes (one run on SQLite says it). What the runner's oracles check
                // of the store (numbering, isolation, totals) the end-to-end suites check here.
                exclude: [
                  "test/e2e/restart.test.ts",
                  "test/e2e/logs.test.ts",
                  "test/contract/readme-run.test.ts",
                  "test/contract/bounds.test.ts",
                  "test/contract/prism.test.ts",
                  "test/contract/mutation.test.ts",
                  "test/contract/runner.test.ts",
                ],
                env: { TEST_DATABASE_URL: postgres },
              },
            },
          ]
        : []),
    ],
  },
});
