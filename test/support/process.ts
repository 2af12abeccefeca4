// The real server as a separate process, for what only a process shows: signals, its port, its
// banner and its logs. Started as `npm start` starts it (node scripts/start.mjs running dist/server.mjs, which the
// suite's global setup bundles first; no wrapper), or through npm itself.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../server/generations.ts";
import { freshDatabase } from "./server.ts";

export interface DemoKeys {
  readonly apiToken: string;
  readonly testApiToken: string;
  readonly legacyKey: string;
  readonly legacySecret: string;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Keys of the demo account, when the banner printed them. */
  readonly keys: DemoKeys | undefined;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

export interface SpawnOptions {
  readonly databaseUrl: string;
  readonly env?: Record<string, string>;
  readonly args?: readonly string[];
  /** Run through `npm start` (the child is npm) instead of node directly. */
  readonly viaNpm?: boolean;
}

/** Starts the server on a free port and resolves once its banner (and demo keys) are printed. */
export function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const env = {
    ...process.env,
    PORT: "0",
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: "info",
    BUILD_ON_START: "0",
    ...options.env,
  };
  const args = options.args ?? [];
  const child = options.viaNpm
    ? spawn("npm", ["start", "--silent", "--", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(process.execPath, [join(ROOT, "scripts", "start.mjs"), ...args], {
        cwd: ROOT,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const check = () => {
      const url = /reference server on (http:\/\/\S+)/.exec(output)?.[1];
      const banner =
        /legacy\s+implements/.test(output) &&
        (!output.includes("Created a demo account") || output.includes("Try: curl"));
      if (!url || !banner) return;
      clearTimeout(timer);
      child.stdout!.off("data", check);
      const token = /api_token \(production\)\s+(\S+)/.exec(output)?.[1];
      const testToken = /api_token \(demo data\)\s+(\S+)/.exec(output)?.[1];
      const [, key, secret] = /legacy key \/ secret\s+(\S+) \/ (\S+)/.exec(output) ?? [];
      const keys =
        token && testToken && key && secret
          ? { apiToken: token, testApiToken: testToken, legacyKey: key, legacySecret: secret }
          : undefined;
      resolve({ child, baseUrl: url, keys, output: () => output, exited });
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${output}`));
    });
  });
}

/**
 * A database of its own for a server process: a SQLite file in a temporary directory, or a
 * fresh PostgreSQL database when the suite runs on PostgreSQL (TEST_DATABASE_URL).
 */
export async function processDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? "")) return freshDatabase();
  const dir = mkdtempSync(join(tmpdir(), "server-process-"));
  return {
    url: `file:${join(dir, "invoicing.sqlite")}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The log lines (JSON) a server process wrote. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
