// The command line: `invoicing-api-contract contract [flags]` (and `npm run -s contract --`).
// Flags fall back to CONTRACT_* environment variables; exit code 0 when every check passed and
// every phase asked for checked something, 1 otherwise, 2 on a usage or connection error.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseBudget, type BudgetSpec } from "./budget.ts";
import { ConnectionError } from "./http.ts";
import { PHASES, type PhaseName, type RunResult } from "./model.ts";
import { runContract, UsageError } from "./run.ts";
import { CHECKS } from "./checks/index.ts";
import { CheckSelection } from "./checks/selection.ts";
import { progressListener } from "./report/progress.ts";
import { summaryText } from "./report/summary.ts";
import { junitXml } from "./report/junit.ts";
import { htmlReport } from "./report/html.ts";

/** A check's line in --help: its name, then its summary wrapped under it. */
function checkLine(name: string, summary: string): string {
  const width = 62;
  const lines: string[] = [];
  let line = "";
  for (const word of summary.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  // A name too long for its column takes a line of its own.
  if (name.length > 25) lines.unshift("");
  return lines.map((l, i) => `  ${(i === 0 ? name : "").padEnd(27)}${l}`.trimEnd()).join("\n");
}

export const HELP = `invoicing-api-contract contract: contract tests against a deployment of the invoicing API

Usage:
  npm run -s contract -- --base-url URL --bearer-token KEY [options]
  npx invoicing-api-contract contract --base-url URL --bearer-token KEY [--api-token KEY] [options]

Every flag may be given as an environment variable instead (shown in brackets). Each
generation is run when its credentials are given: v2 with --bearer-token, v1 with
--api-token, legacy with --legacy-key and --legacy-secret; several of them together also
run the flows across generations (a customer created in one, found in the others).

Target and credentials:
  --base-url URL             root of the deployment, e.g. https://staging.example.pt    [CONTRACT_BASE_URL]
  --bearer-token KEY         v2 key of account A (Authorization: Bearer; an account's
                             v2 key is its v1 api_token: use its demo key)              [CONTRACT_BEARER_TOKEN]
  --api-token TOKEN          v1 key of account A (use its demo key)                     [CONTRACT_API_TOKEN]
  --api-token-b TOKEN        v1 key of a second account, for the isolation phase (its
                             v2 key too)                                               [CONTRACT_API_TOKEN_B]
  --api-token-other-mode T   account A's key for its other data set (production when
                             --api-token is the demo key, or the reverse): demo and
                             production must never see each other                      [CONTRACT_API_TOKEN_OTHER_MODE]
  --legacy-key KEY           legacy key of account A (acts on production data)         [CONTRACT_LEGACY_KEY]
  --legacy-secret SECRET     legacy secret of account A                                [CONTRACT_LEGACY_SECRET]

What to run:
  --phases LIST              comma-separated, default all: ${PHASES.join(",")}          [CONTRACT_PHASES]
                               examples   every example of the documents: success examples must
                                          succeed, refusal examples be refused with their status,
                                          code and message
                               fuzz       schema-derived valid and invalid inputs, one field of
                                          the request schema per case (nested fields too), each
                                          kind walking the fields in turn: type, null, size,
                                          format, enum, required,
                                          nesting, hostile text, 70,000 characters, unusual Unicode,
                                          100,000 elements, raw numbers (1e400, -0, 0x10), nesting
                                          100,000 deep; raw-body abuse; path IDs. Seeded, shrunk to a
                                          minimal failing body; reports the fields mutated per operation
                               flows      the stateful sequences of spec/workflows (Arazzo)
                               isolation  another account and the other data set see none of account
                                          A's records: every {id} operation and find answers as for a
                                          record that does not exist
                               oracles    business invariants: totals recomputed from the lines,
                                          summary = create, contiguous numbering under concurrent
                                          creates, finished documents never change, receipts settle at
                                          most the open balance, open accounts = invoices − credit
                                          notes − receipts, paged lists lose no record
                             a phase asked for that runs no case, or skips all of them (no
                             --api-token-b for isolation, a budget spent before it), fails
                             the run: leave it out here to run without it
  --operations LIST          only these operations (IDs, globs: Sales_*,v1.Items_list)  [CONTRACT_OPERATIONS]
  --tags LIST                only operations with these tags (Sales,Receipts)          [CONTRACT_TAGS]
  --seed N                   seed of every generated input (printed; reuse to reproduce) [CONTRACT_SEED]
  --budget N|DURATION        most requests (2000) or time (120s, 5m) the run may take;
                             it stops cleanly there and reports what it covered; fuzz
                             uses what the other phases leave                          [CONTRACT_BUDGET]
  --checks LIST              only these checks (names below, or a prefix with *: oracle:*) [CONTRACT_CHECKS]
  --exclude-checks LIST      not these checks; an unknown name is a usage error        [CONTRACT_EXCLUDE_CHECKS]
  --fuzz-rounds N            fuzz rounds over every operation (default: until the budget
                             ends, or 11 without a budget)                             [CONTRACT_FUZZ_ROUNDS]
  --allow-writes             let the run create, change and delete records with the v1
                             and v2 keys; without it only reads, summaries and refusals [CONTRACT_ALLOW_WRITES=1]
  --allow-legacy-writes      let the run write through the legacy key: it acts on
                             production data, so it needs its own flag                 [CONTRACT_ALLOW_LEGACY_WRITES=1]
  --timeout-ms N             longest an answer may take (default 10000)                [CONTRACT_TIMEOUT_MS]

Reports:
  --junit FILE               JUnit XML (a suite per phase, a case per example, flow, operation)  [CONTRACT_JUNIT]
  --json FILE                the whole result as JSON                                  [CONTRACT_JSON]
  --html FILE                a single offline HTML report                              [CONTRACT_HTML]
  --no-progress              no live progress on stderr                                [CONTRACT_NO_PROGRESS=1]
  --help                     this text

Checks (each failure names its check; select them with --checks and --exclude-checks):
${CHECKS.map((c) => checkLine(c.name, c.summary)).join("\n")}

Each failure carries the request, the answer, the check that failed, the seed and a
copy-paste curl reproducer (secrets read from the CONTRACT_* variables). On 429 the runner
waits as Retry-After says; it never sends more than --budget requests.

Exit codes: 0 every check passed and every phase checked something; 1 failures found, or a
phase checked nothing; 2 usage or connection error.
`;

const VALUE_FLAGS = [
  "base-url",
  "bearer-token",
  "api-token",
  "api-token-b",
  "api-token-other-mode",
  "legacy-key",
  "legacy-secret",
  "phases",
  "operations",
  "tags",
  "seed",
  "budget",
  "fuzz-rounds",
  "junit",
  "json",
  "html",
  "timeout-ms",
  "checks",
  "exclude-checks",
] as const;
const BOOLEAN_FLAGS = ["allow-writes", "allow-legacy-writes", "no-progress", "help"] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];
type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];

export interface ParsedArgs {
  readonly values: Partial<Record<ValueFlag, string>>;
  readonly flags: Partial<Record<BooleanFlag, boolean>>;
}

const envName = (flag: string) => `CONTRACT_${flag.toUpperCase().replace(/-/g, "_")}`;

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  const values: Partial<Record<ValueFlag, string>> = {};
  const flags: Partial<Record<BooleanFlag, boolean>> = {};
  const args = argv[0] === "contract" ? argv.slice(1) : [...argv];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "-h") {
      flags.help = true;
      continue;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`unexpected argument ${arg} (see --help)`);
    const name = m[1]!;
    if ((BOOLEAN_FLAGS as readonly string[]).includes(name)) {
      flags[name as BooleanFlag] = m[2] === undefined ? true : !/^(0|false|no)$/i.test(m[2]);
    } else if ((VALUE_FLAGS as readonly string[]).includes(name)) {
      const value = m[2] ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      values[name as ValueFlag] = value;
    } else throw new UsageError(`unknown option --${name} (see --help)`);
  }
  for (const f of VALUE_FLAGS) if (values[f] === undefined && env[envName(f)]) values[f] = env[envName(f)];
  for (const f of BOOLEAN_FLAGS)
    if (flags[f] === undefined && env[envName(f)]) flags[f] = /^(1|true|yes)$/i.test(env[envName(f)]!);
  return { values, flags };
}

function list(text: string | undefined): string[] | undefined {
  return text
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^[0-9]+$/.test(text) || Number(text) <= 0) throw new UsageError(`--${name} must be a positive whole number`);
  return Number(text);
}

function write(file: string, content: string): void {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

export function writeReports(result: RunResult, files: { junit?: string; json?: string; html?: string }): void {
  if (files.junit) write(files.junit, junitXml(result));
  if (files.json) write(files.json, JSON.stringify(result, null, 2) + "\n");
  if (files.html) write(files.html, htmlReport(result));
}

export async function main(
  argv: readonly string[],
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WriteStream } = {
    stdout: process.stdout,
    stderr: process.stderr,
  },
): Promise<number> {
  try {
    const { values, flags } = parseArgs(argv);
    if (flags.help) {
      io.stdout.write(HELP);
      return 0;
    }
    const baseUrl = values["base-url"]?.replace(/\/+$/, "");
    if (!baseUrl || !/^https?:\/\//.test(baseUrl))
      throw new UsageError("--base-url (or CONTRACT_BASE_URL) is required: the http(s) root of the deployment");
    if (!values["bearer-token"] && !values["api-token"] && !(values["legacy-key"] && values["legacy-secret"]))
      throw new UsageError("--bearer-token, --api-token and/or --legacy-key with --legacy-secret are required");
    if (!!values["legacy-key"] !== !!values["legacy-secret"])
      throw new UsageError("--legacy-key and --legacy-secret go together");
    const phases = (list(values.phases) ?? [...PHASES]) as PhaseName[];
    for (const p of phases)
      if (!(PHASES as readonly string[]).includes(p))
        throw new UsageError(`unknown phase ${p}: the phases are ${PHASES.join(", ")}`);
    let budget: BudgetSpec | undefined;
    if (values.budget !== undefined) {
      budget = parseBudget(values.budget);
      if (!budget) throw new UsageError(`--budget takes a request count (2000) or a duration (120s, 5m)`);
    }
    // Unknown check names stop the run before it sends anything.
    new CheckSelection(list(values.checks), list(values["exclude-checks"]));
    const seed = values.seed !== undefined ? positive("seed", values.seed, 1) : Math.floor(Math.random() * 2 ** 31);
    const progress = flags["no-progress"] ? undefined : progressListener(io.stderr);
    io.stderr.write(
      `Contract run against ${baseUrl}, seed ${seed}${budget ? `, budget ${values.budget}` : ""}${flags["allow-writes"] ? ", writes allowed" : ", reads and refusals only"}${flags["allow-legacy-writes"] ? ", legacy writes allowed" : ""}\n`,
    );
    const result = await runContract({
      baseUrl,
      credentials: {
        bearerToken: values["bearer-token"],
        apiToken: values["api-token"],
        apiTokenB: values["api-token-b"],
        apiTokenOtherMode: values["api-token-other-mode"],
        legacyKey: values["legacy-key"],
        legacySecret: values["legacy-secret"],
      },
      phases,
      operations: list(values.operations),
      tags: list(values.tags),
      seed,
      budget,
      fuzzRounds: values["fuzz-rounds"] !== undefined ? positive("fuzz-rounds", values["fuzz-rounds"], 11) : undefined,
      timeoutMs: positive("timeout-ms", values["timeout-ms"], 10_000),
      allowWrites: !!flags["allow-writes"],
      allowLegacyWrites: !!flags["allow-legacy-writes"],
      checks: list(values.checks),
      excludeChecks: list(values["exclude-checks"]),
      progress,
    });
    writeReports(result, { junit: values.junit, json: values.json, html: values.html });
    io.stdout.write(summaryText(result) + "\n");
    return result.passed ? 0 : 1;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConnectionError) {
      io.stderr.write(`${err instanceof ConnectionError ? "Connection error" : "Usage error"}: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}
