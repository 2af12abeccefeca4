// `npm run -s contract:soak -- [--seeds N] [--budget 120s] [runner options]`: the contract
// runner run as the README tells users, N times in a row, each with a new random seed (printed),
// for use before a release. Without --base-url each run gets a fresh deployment of the
// reference server made as a user makes one: `npm start -- --demo` on a new SQLite file, the
// demo account's plan raised and a second account made with the accounts command, then the
// runner with the demo key (as v2's Bearer key and v1's api_token), the second account's key,
// the legacy key and secret, writes allowed. With --base-url, every run goes to that deployment with the options given.
// Exit code 0 when every run passed, 1 otherwise.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../server/generations.ts";

export interface SoakRun {
  readonly seed: number;
  readonly exitCode: number;
  readonly output: string;
}

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs a command to its end; answers its exit code and everything it printed. */
function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", fail);
    child.once("exit", (code) => done({ code: code ?? 1, output }));
  });
}

export interface Deployment {
  readonly baseUrl: string;
  readonly args: readonly string[];
  stop(): Promise<void>;
}

/** A fresh reference server as the README makes one, with the runner's credentials. */
export async function freshDeployment(): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), "contract-soak-"));
  const env = { ...process.env, DATABASE_URL: `file:${join(dir, "invoicing.sqlite")}`, PORT: "0" };
  const server: ChildProcess = spawn(NPM, ["start", "--", "--demo"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const banner = await new Promise<string>((ready, fail) => {
    let out = "";
    server.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (/legacy key \/ secret\s+\S+ \/ \S+/.test(out)) ready(out);
    });
    server.stderr!.on("data", (c: Buffer) => (out += c.toString()));
    server.once("exit", (code) => fail(new Error(`npm start exited (${code}):\n${out.slice(-3000)}`)));
  });
  server.stdout!.on("data", () => {});
  const grab = (re: RegExp) => {
    const m = re.exec(banner);
    if (!m) throw new Error(`the server's banner lacks ${re}:\n${banner}`);
    return m.slice(1);
  };
  const [baseUrl] = grab(/reference server on (http:\/\/\S+)/);
  const [account] = grab(/demo account \(ID ([0-9]+)\)/);
  const [demoKey] = grab(/api_token \(demo data\)\s+(\S+)/);
  const [legacyKey, legacySecret] = grab(/legacy key \/ secret\s+(\S+) \/ (\S+)/);
  const accounts = (...args: string[]) => run(NPM, ["run", "-s", "accounts", "--", ...args], env);
  // The plans allow 1000 to 3000 requests a day; a run of 120 s sends more.
  const raised = await accounts("set-plan", "--account", account!, "--plan", "custom", "--requests", "1000000");
  if (raised.code !== 0) throw new Error(`accounts set-plan failed:\n${raised.output}`);
  const created = await accounts("create", "--name", "Conta B", "--plan", "custom", "--requests", "1000000");
  if (created.code !== 0) throw new Error(`accounts create failed:\n${created.output}`);
  const b = JSON.parse(created.output.trim().split("\n").pop()!) as { api_token: string };
  return {
    baseUrl: baseUrl!,
    args: [
      "--base-url",
      baseUrl!,
      "--bearer-token",
      demoKey!,
      "--api-token",
      demoKey!,
      "--api-token-b",
      b.api_token,
      "--legacy-key",
      legacyKey!,
      "--legacy-secret",
      legacySecret!,
      "--allow-writes",
      "--allow-legacy-writes",
    ],
    stop: async () => {
      await new Promise<void>((stopped) => {
        server.once("exit", () => stopped());
        server.kill("SIGTERM");
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One run of the runner's command with a new random seed. */
export async function runnerRun(args: readonly string[], budget: string): Promise<SoakRun> {
  const seed = 1 + Math.floor(Math.random() * 2 ** 31 - 1);
  const result = await run(
    NPM,
    ["run", "-s", "contract", "--", ...args, "--budget", budget, "--seed", String(seed), "--no-progress"],
    process.env,
  );
  return { seed, exitCode: result.code, output: result.output };
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const [value] = argv.splice(i, 2).slice(1);
  return value;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seeds = Number(option(argv, "seeds") ?? "5");
  const budget = option(argv, "budget") ?? "120s";
  if (!Number.isInteger(seeds) || seeds < 1) throw new Error("--seeds takes a whole number of at least 1");
  const given = argv.includes("--base-url");
  let failed = 0;
  for (let i = 1; i <= seeds; i++) {
    const deployment = given ? undefined : await freshDeployment();
    try {
      const run = await runnerRun(deployment ? [...deployment.args, ...argv] : argv, budget);
      process.stdout.write(`${run.output.trimEnd()}\n`);
      const verdict = run.exitCode === 0 ? "passed" : `FAILED (exit ${run.exitCode})`;
      process.stdout.write(`\nSoak run ${i}/${seeds}: seed ${run.seed}: ${verdict}\n\n`);
      if (run.exitCode !== 0) failed++;
    } finally {
      await deployment?.stop();
    }
  }
  process.stdout.write(`Soak: ${seeds - failed}/${seeds} runs passed.\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  });
}
