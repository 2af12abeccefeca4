// Measures the sales path and prints numbers (no pass/fail: machines differ):
//   1. the totals engine alone on documents of 1, 10 and 100 lines;
//   2. over HTTP, in one run and on the same core (taskset -c 0), a bare Express 5 app
//      answering a small JSON POST (the baseline) and the reference server on a SQLite file;
//      autocannon loads them from the other core (taskset -c 1), alternating in rounds:
//      bare Express, `sales/create` of a finished one-line invoice (signed, durable),
//      `sales/summary`, and the same `sales/create` request answered by Stoplight Prism's mock
//      of the generated v1 document (on the same core), after one warm-up run of each (not
//      measured). It prints req/s, p50/p99, server CPU per request and the ratio to bare
//      Express (medians over the rounds), each target of the performance work with the figure
//      measured against it, then checks the numbers are contiguous after load.
//   npm run -s bench [-- --rounds 3 --duration 5 --connections 10 --profile]
// --profile starts the reference server with --cpu-prof and prints where its CPU went (with
// --scale too: the find and list load).
// --scale N instead writes N finished invoices directly in the store (copies of one made over
// HTTP, numbered 1..N) and measures `sales/find` by document number and `sales/list` on them.
// --postgres URL [--processes 1,2,4] instead measures `sales/create` on PostgreSQL: a database
// bench_<pid> is created on URL's server (and dropped at the end), and 1, 2 and 4 reference
// server processes, all on core 0, share it; each has an autocannon of its own on core 1 (the
// connections split between them). It prints req/s, p50/p99, the server processes' CPU per
// create (summed over them), creates per server CPU-second and the scaling efficiency (that
// against one process's), and checks after every run that the numbers are contiguous per
// series and document type. With --profile the first process is profiled.
// --markdown also prints the run's figures as Markdown and writes them into the docs'
// benchmarks page (docs/guides/benchmarks.md) and, for the HTTP run, the README's summary.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer, type AddressInfo } from "node:net";
import SQLite from "better-sqlite3";
import type { Client as PgClient } from "pg";
import { Decimal } from "decimal.js";
import { computeTotals, type TotalsLineInput } from "../server/modules/sales/totals.ts";
import { openStore } from "../server/store/database.ts";
import { createAccount } from "../server/modules/provisioning/account-commands.ts";
import { systemClock } from "../server/kernel/clock.ts";
import { ensureSigningKey } from "../server/modules/documents/signature.ts";
import { createV1Client } from "../client/index.ts";
import { bundleSources, summarizeProfile } from "./profile-summary.ts";
import { publish, type BenchReport, type TargetCheck } from "./report.ts";
import { finishedSale } from "./sale-body.ts";
import { bundleServer } from "../scripts/bundle-server.ts";
import { ROOT } from "../server/generations.ts";

/** The customer and the one item every benchmarked sale names; answers the customer's ID. */
async function seedCustomerAndItem(v1: ReturnType<typeof createV1Client>): Promise<number> {
  const customer = (
    await v1.POST("/customers/create", {
      body: {
        name: "Cliente Bench, Lda",
        vat_number: "513284923",
        country: "Portugal",
        address: "Rua A, 1",
        city: "Porto",
        postal_code: "4000-001",
        type: "Empresarial",
        vat_type: "Debitar IVA",
      },
    })
  ).data!.data.id;
  await v1.POST("/items/create", {
    body: { reference: "B-1", description: "Artigo B-1", unit: "UN", vat: 23, type: "Serviços" },
  });
  return customer;
}

/** A store migrated, with its signing key and an account whose quota the load never reaches. */
async function seedAccount(url: string): Promise<{ api_token: string }> {
  const seed = await openStore(url);
  await ensureSigningKey(seed.db);
  const keys = await createAccount(seed, { name: "Bench", plan: "custom", requests: 100_000_000 }, systemClock);
  await seed.close();
  return keys;
}

/** One v1 request that must succeed before a server is loaded with it. */
async function expectOk(baseUrl: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]) || fallback;
}
const rounds = option("--rounds", 3);
const duration = option("--duration", 5);
const connections = option("--connections", 10);
const profile = process.argv.includes("--profile");
const markdown = process.argv.includes("--markdown");
const scale = option("--scale", 0);
const postgresAt = process.argv.indexOf("--postgres");
const postgres = postgresAt < 0 ? undefined : process.argv[postgresAt + 1];
const processesAt = process.argv.indexOf("--processes");
const processCounts = (processesAt < 0 ? "1,2,4" : process.argv[processesAt + 1]!)
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);

const SERVER_CORE = "0";
const LOAD_CORE = "1";
const here = import.meta.dirname;
const autocannonBin = resolve(createRequire(import.meta.url).resolve("autocannon"), "..", "autocannon.js");
const prismBin = resolve(
  createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"),
  "..",
  "dist",
  "index.js",
);

function totalsBench(): void {
  const rates = ["23", "13", "6", "0"];
  for (const size of [1, 10, 100]) {
    const lines: TotalsLineInput[] = Array.from({ length: size }, (_, i) => ({
      price: new Decimal(`${(i % 97) + 1}.12345`),
      quantity: new Decimal(`${(i % 7) + 1}.5`),
      discount: new Decimal(i % 3 === 0 ? 10 : 0),
      vatId: i % 4,
      vatTax: new Decimal(rates[i % 4]!),
      isService: i % 5 === 0,
    }));
    const input = {
      vatType: "Debitar IVA" as const,
      lines,
      globalDiscount: new Decimal(5),
      financialDiscount: new Decimal(1),
      shipping: null,
      irsRetentionTax: new Decimal(0),
      currencyExchange: new Decimal(1),
    };
    const runs = Math.max(200, 20_000 / size);
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) computeTotals(input);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    console.log(
      `totals, ${String(size).padStart(3)} lines: ${(runs / (ms / 1000)).toFixed(0).padStart(8)} documents/s (${((ms * 1000) / runs).toFixed(1)} us each)`,
    );
  }
}

// The servers run as `npm start` runs the reference server: plain JavaScript, bundled first
// (scripts/bundle-server.ts), so that the memory and CPU measured are not the tsx loader's.
const SERVER_CHILD = join(ROOT, "dist", "bench-server.mjs");

/** A server process pinned to the server core; resolves once it listens. */
async function startServer(args: string[], nodeOptions: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn("taskset", ["-c", SERVER_CORE, process.execPath, ...nodeOptions, SERVER_CHILD, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolvePort, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolvePort(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`server ${args.join(" ")} exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Stoplight Prism mocking the generated v1 document, pinned to the server core; resolves once it listens. */
async function startPrism(): Promise<{ child: ChildProcess; url: string }> {
  const port = await new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(free));
    });
  });
  const spec = join(ROOT, "generated", "openapi", "Invoicing.V1.openapi.yaml");
  const child = spawn(
    "taskset",
    ["-c", SERVER_CORE, process.execPath, prismBin, "mock", "-h", "127.0.0.1", "-p", String(port), spec],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((listening, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Prism is listening")) {
        // Prism logs a line per request: read and dropped, so that the pipe never fills.
        child.stdout!.off("data", onData).on("data", () => {});
        listening();
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`prism exited (${code}): ${out.slice(-2000)}`)));
  });
  // The document's server URL is a variable ({base_url}/api/v1): Prism serves its paths at the root.
  return { child, url: `http://127.0.0.1:${port}` };
}

function printTargets(checks: readonly TargetCheck[]): void {
  console.log("\ntargets of the performance work, as measured in this run:");
  for (const c of checks)
    console.log(`  ${c.label.padEnd(50)}${c.target.padEnd(26)}${c.measured.padEnd(22)}${c.met ? "met" : "NOT met"}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** User + system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

function peakRssMiB(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  ok: number;
  failed: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One autocannon run from the load core against a URL; resolves with its JSON summary. */
function autocannon(url: string, body: unknown, clients: number): Promise<AutocannonResult> {
  const child = spawn(
    "taskset",
    [
      "-c",
      LOAD_CORE,
      process.execPath,
      autocannonBin,
      "-c",
      String(clients),
      "-d",
      String(duration),
      "-m",
      "POST",
      "-H",
      "content-type=application/json",
      "-b",
      JSON.stringify(body),
      "-j",
      url,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolveResult, reject) =>
    child.once("close", (code) =>
      code === 0
        ? resolveResult(JSON.parse(out) as AutocannonResult)
        : reject(new Error(`autocannon exited (${code})`)),
    ),
  );
}

/** A server process to load and the URL of the operation loaded on it. */
interface Target {
  pid: number;
  url: string;
}

/**
 * Loads the targets at once from the load core, one autocannon each with the clients split
 * between them, and measures the targets' CPU over it (summed). req/s and acknowledged
 * requests are summed; p50/p99 are the slowest target's.
 */
async function load(targets: Target[], body: unknown, clients = connections): Promise<Sample> {
  const before = targets.map((t) => cpuMs(t.pid));
  const results = await Promise.all(
    targets.map((t, i) =>
      autocannon(
        t.url,
        body,
        Math.max(1, Math.floor(clients / targets.length) + (i < clients % targets.length ? 1 : 0)),
      ),
    ),
  );
  const cpu = targets.reduce((sum, t, i) => sum + cpuMs(t.pid) - before[i]!, 0);
  const ok = results.reduce((n, r) => n + r["2xx"], 0);
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    cpuPerRequest: ok ? cpu / ok : NaN,
    ok,
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A figure for the Markdown tables: grouped thousands, fixed decimals. */
const figure = (value: number, decimals = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

async function httpBench(): Promise<BenchReport> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const db = `file:${join(dir, "bench.sqlite")}`;
  const keys = await seedAccount(db);

  const profileDir = join(dir, "profile");
  const bare = await startServer(["--kind", "express"]);
  const api = await startServer(
    ["--kind", "api", "--db", db],
    profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  const prism = await startPrism();
  try {
    const v1 = createV1Client({ baseUrl: api.url, apiToken: keys.api_token });
    const customer = await seedCustomerAndItem(v1);
    const sale = { api_token: keys.api_token, ...finishedSale(customer) };
    const { status: _status, issue_date: _date, ...summary } = sale;
    await expectOk(api.url, "/sales/create", sale);
    await expectOk(api.url, "/sales/summary", summary);

    const runs = [
      {
        label: "bare Express 5, JSON POST",
        md: "bare Express 5, JSON POST",
        pid: bare.child.pid!,
        url: `${bare.url}/echo`,
        body: { name: "x", quantity: 1 },
      },
      {
        label: "sales/create (finished, signed)",
        md: "`sales/create`, finished one-line invoice (signed, durable)",
        pid: api.child.pid!,
        url: `${api.url}/api/v1/sales/create`,
        body: sale,
      },
      {
        label: "sales/summary",
        md: "`sales/summary`",
        pid: api.child.pid!,
        url: `${api.url}/api/v1/sales/summary`,
        body: summary,
      },
      {
        label: "Prism mock, sales/create",
        md: "Stoplight Prism's mock of the spec, `sales/create`",
        pid: prism.child.pid!,
        url: `${prism.url}/sales/create`,
        body: sale,
      },
    ];
    const samples = runs.map(() => [] as Sample[]);
    console.log(
      `\nHTTP: server on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}, ${connections} connections, ${rounds} rounds of ${duration} s each after a warm-up run of each (not measured)`,
    );
    // Each server runs its hot code optimized before the measured rounds (as in the PostgreSQL
    // bench): in a first round the reference server's p99 was twice the later rounds'.
    let warmUpCreates = 0;
    for (const [i, run] of runs.entries()) {
      const sample = await load([run], run.body);
      if (i === 1) warmUpCreates = sample.ok;
    }
    for (let round = 0; round < rounds; round++)
      for (const [i, run] of runs.entries()) samples[i]!.push(await load([run], run.body));

    const baseline = median(samples[0]!.map((s) => s.rps));
    const medians = runs.map((run, i) => {
      const s = samples[i]!;
      const rps = median(s.map((x) => x.rps));
      return {
        run,
        rps,
        p50: median(s.map((x) => x.p50)),
        p99: median(s.map((x) => x.p99)),
        cpu: median(s.map((x) => x.cpuPerRequest)),
        ratio: rps / baseline,
        failed: s.reduce((n, x) => n + x.failed, 0),
      };
    });
    console.log(
      `${"".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"CPU ms/req".padStart(12)}${"x Express".padStart(11)}${"failed".padStart(8)}`,
    );
    for (const m of medians)
      console.log(
        `${m.run.label.padEnd(34)}${m.rps.toFixed(0).padStart(9)}${m.p50.toFixed(0).padStart(8)}${m.p99.toFixed(0).padStart(8)}${m.cpu.toFixed(2).padStart(12)}${m.ratio.toFixed(2).padStart(11)}${String(m.failed).padStart(8)}`,
      );
    const rss = peakRssMiB(api.child.pid!);
    console.log(`reference server peak RSS: ${rss.toFixed(0)} MiB`);
    const rps = (i: number) => median(samples[i]!.map((x) => x.rps));
    const createP99 = median(samples[1]!.map((x) => x.p99));
    const targets: TargetCheck[] = [
      {
        label: "sales/create x bare Express",
        target: ">= 0.30 (goal 0.50)",
        measured: (rps(1) / baseline).toFixed(2),
        met: rps(1) / baseline >= 0.3,
      },
      {
        label: "sales/create x Prism's mock of the spec",
        target: "> 1.00",
        measured: (rps(1) / rps(3)).toFixed(2),
        met: rps(1) > rps(3),
      },
      {
        label: "sales/summary x bare Express",
        target: ">= 0.50",
        measured: (rps(2) / baseline).toFixed(2),
        met: rps(2) / baseline >= 0.5,
      },
      {
        label: `sales/create p99 at ${connections} connections`,
        target: "<= 20 ms",
        measured: `${createP99.toFixed(0)} ms`,
        met: createP99 <= 20,
      },
      { label: "reference server peak RSS", target: "< 300 MiB", measured: `${rss.toFixed(0)} MiB`, met: rss < 300 },
    ];
    printTargets(targets);
    const created = samples[1]!.reduce((n, x) => n + x.ok, 0) + warmUpCreates + 1;
    await stop(api.child);
    const { verdict } = await checkNumbers(db, created);
    if (profile) printProfile(profileDir);
    return {
      name: "http",
      settings: `Server on one core, autocannon on the other, ${connections} connections, medians of ${rounds} rounds of ${duration} s after a warm-up run of each.`,
      table: {
        header: ["", "req/s", "p50 ms", "p99 ms", "server CPU ms/request", "× bare Express"],
        numeric: [false, true, true, true, true, true],
        rows: medians.map((m) => [
          m.run.md,
          figure(m.rps),
          figure(m.p50),
          figure(m.p99),
          figure(m.cpu, 2),
          figure(m.ratio, 2),
        ]),
      },
      targets,
      notes: [
        `The reference server's peak RSS: ${rss.toFixed(0)} MiB. After the load: ${verdict}.`,
        ...failures(medians.map((m) => [m.run.md, m.failed])),
      ],
    };
  } finally {
    await stop(bare.child);
    await stop(api.child);
    await stop(prism.child);
    if (!profile) rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a server started with --cpu-prof into the directory spent its CPU, by area. */
function printProfile(profileDir: string): void {
  // One profile per thread: the main thread's is the largest.
  const file = readdirSync(profileDir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort((a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size)[0]!;
  console.log(`\nCPU profile of the reference server (${join(profileDir, file)}), self time by area:`);
  for (const [area, share] of summarizeProfile(
    JSON.parse(readFileSync(join(profileDir, file), "utf8")),
    bundleSources(SERVER_CHILD),
  ))
    console.log(`  ${area.padEnd(44)}${(share * 100).toFixed(1).padStart(6)} %`);
}

/**
 * After load, on the store at the URL: every acknowledged create is stored, and the finished
 * invoices of each series and document type are numbered 1..n without gap or duplicate.
 * Answers how many finished invoices are stored.
 */
async function checkNumbers(
  db: string,
  acknowledged: number,
  label = "after load",
): Promise<{ stored: number; verdict: string }> {
  const store = await openStore(db);
  const rows = await store.db
    .selectFrom("sales")
    .select(["number", "serie_id", "document_type_id"])
    .where("status", "=", "Terminado")
    .execute();
  await store.close();
  const sequences = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.serie_id}/${r.document_type_id}`;
    const numbers = sequences.get(key);
    if (numbers) numbers.push(r.number!);
    else sequences.set(key, [r.number!]);
  }
  const contiguous = [...sequences.values()].every((numbers) =>
    numbers.sort((a, b) => a - b).every((n, i) => n === i + 1),
  );
  const verdict = !contiguous
    ? "NOT contiguous"
    : sequences.size === 1
      ? `1..${rows.length} contiguous, no duplicate`
      : `contiguous from 1 in each of ${sequences.size} series and document types, no duplicate`;
  const finding = `${rows.length} finished invoices stored for ${acknowledged} acknowledged, numbers ${verdict}`;
  console.log(`${label}: ${finding}`);
  if (!contiguous || rows.length < acknowledged) process.exitCode = 1;
  return { stored: rows.length, verdict: finding };
}

/** A sentence naming the rows whose load had failed requests: they cannot pass unnoticed in a table. */
function failures(counts: [string, number][]): string[] {
  const failed = counts.filter(([, n]) => n > 0);
  return failed.length === 0 ? [] : [`**Failed requests:** ${failed.map(([label, n]) => `${label} ${n}`).join(", ")}.`];
}

/** Writes `count` finished invoices into the store directly: copies of the given one (lines and VAT rows too), numbered after it. */
function copySales(file: string, templateId: number, count: number): void {
  const database = new SQLite(file);
  const columns = (table: string) =>
    (database.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).filter((c) => c !== "id");
  const saleColumns = columns("sales").filter((c) => c !== "number" && c !== "atcud");
  const copySale = database.prepare(
    `insert into sales (${saleColumns.join(", ")}, number, atcud) select ${saleColumns.join(", ")}, ?, ? from sales where id = ?`,
  );
  const lineColumns = columns("sale_lines").filter((c) => c !== "sale_id");
  const copyLines = database.prepare(
    `insert into sale_lines (sale_id, ${lineColumns.join(", ")}) select ?, ${lineColumns.join(", ")} from sale_lines where sale_id = ?`,
  );
  const vatColumns = columns("sale_vats").filter((c) => c !== "sale_id");
  const copyVats = database.prepare(
    `insert into sale_vats (sale_id, ${vatColumns.join(", ")}) select ?, ${vatColumns.join(", ")} from sale_vats where sale_id = ?`,
  );
  const template = database
    .prepare("select document_type_id, serie_id, number, atcud from sales where id = ?")
    .get(templateId) as { document_type_id: number; serie_id: number; number: number; atcud: string };
  const prefix = template.atcud.slice(0, template.atcud.lastIndexOf("-"));
  const batch = database.transaction((from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const id = Number(copySale.run(n, `${prefix}-${n}`, templateId).lastInsertRowid);
      copyLines.run(id, templateId);
      copyVats.run(id, templateId);
    }
  });
  const first = template.number + 1;
  for (let from = first; from < first + count; from += 50_000) batch(from, Math.min(first + count, from + 50_000));
  database
    .prepare("update document_type_series set document_number = ? where document_type_id = ? and serie_id = ?")
    .run(template.number + count, template.document_type_id, template.serie_id);
  // Into the database file, as a long-running server's checkpoints would have put them.
  database.pragma("wal_checkpoint(TRUNCATE)");
  database.close();
}

async function scaleBench(count: number): Promise<BenchReport> {
  const dir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const file = join(dir, "bench.sqlite");
  const keys = await seedAccount(`file:${file}`);
  let api = await startServer(["--kind", "api", "--db", `file:${file}`]);
  try {
    const v1 = createV1Client({ baseUrl: api.url, apiToken: keys.api_token });
    const customer = await seedCustomerAndItem(v1);
    const template = (await v1.POST("/sales/create", { body: finishedSale(customer) })).data!.data;
    await stop(api.child);
    const started = Date.now();
    copySales(file, template.id, count - 1);
    console.log(`
wrote ${count - 1} finished invoices into the store in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const profileDir = join(dir, "profile");
    api = await startServer(
      ["--kind", "api", "--db", `file:${file}`],
      profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    );
    const middle = `FT ${template.serie.description}/${Math.ceil(count / 2)}`;
    const runs = [
      {
        label: `sales/find "${middle}"`,
        md: "`sales/find` by document number",
        body: { api_token: keys.api_token, search_in: "Document Number", value: middle },
        path: "/sales/find",
      },
      {
        label: "sales/list, first page",
        md: "`sales/list`, first page",
        body: { api_token: keys.api_token },
        path: "/sales/list",
      },
      {
        label: "sales/list, page 100",
        md: "`sales/list`, page 100",
        body: { api_token: keys.api_token, skip: 1485 },
        path: "/sales/list",
      },
    ];
    for (const run of runs) await expectOk(api.url, run.path, run.body);
    console.log(
      `${count} documents in the account, server on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}, ${duration} s each`,
    );
    console.log(
      `${"".padEnd(34)}${"clients".padStart(8)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"CPU ms/req".padStart(12)}${"failed".padStart(8)}`,
    );
    const checks: TargetCheck[] = [];
    const rows: string[][] = [];
    const failed: [string, number][] = [];
    for (const run of runs) {
      // One client: the time a request takes; more: what queueing adds.
      for (const clients of [1, connections]) {
        const r = await load([{ pid: api.child.pid!, url: `${api.url}/api/v1${run.path}` }], run.body, clients);
        if (clients === 1)
          checks.push({ label: `${run.md} p99, 1 client`, target: "≤ 5 ms", measured: `${r.p99} ms`, met: r.p99 <= 5 });
        rows.push([run.md, String(clients), figure(r.rps), figure(r.p50), figure(r.p99), figure(r.cpuPerRequest, 2)]);
        failed.push([`${run.md} at ${clients}`, r.failed]);
        console.log(
          `${run.label.padEnd(34)}${String(clients).padStart(8)}${r.rps.toFixed(0).padStart(9)}${r.p50.toFixed(0).padStart(8)}${r.p99.toFixed(0).padStart(8)}${r.cpuPerRequest.toFixed(2).padStart(12)}${String(r.failed).padStart(8)}`,
        );
      }
    }
    const rss = peakRssMiB(api.child.pid!);
    console.log(`reference server peak RSS: ${rss.toFixed(0)} MiB`);
    const targets = [
      ...checks,
      { label: "reference server peak RSS", target: "< 300 MiB", measured: `${rss.toFixed(0)} MiB`, met: rss < 300 },
    ];
    printTargets(targets);
    await stop(api.child);
    if (profile) printProfile(join(dir, "profile"));
    return {
      name: "scale",
      settings: `${figure(count)} finished invoices in the account, server on one core, autocannon on the other, one run of ${duration} s per row.`,
      table: {
        header: ["", "clients", "req/s", "p50 ms", "p99 ms", "server CPU ms/request"],
        numeric: [false, true, true, true, true, true],
        rows,
      },
      targets,
      notes: [`The reference server's peak RSS through the run: ${rss.toFixed(0)} MiB.`, ...failures(failed)],
    };
  } finally {
    await stop(api.child);
    if (!profile) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `sales/create` of a finished invoice on one PostgreSQL database shared by 1, 2, 4... server
 * processes (each on a port of its own, all on the server core): rounds alternate between the
 * process counts, each run loads the first N processes at once and is followed by the numbers
 * check. Also measures the CPU of the database's PostgreSQL backends (wherever the OS ran them).
 */
async function postgresBench(adminUrl: string, counts: number[]): Promise<BenchReport> {
  const { default: pg } = await import("pg");
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = url.toString();
  const profileDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const servers: { child: ChildProcess; url: string }[] = [];
  try {
    const keys = await seedAccount(db);
    for (let i = 0; i < Math.max(...counts); i++)
      servers.push(
        await startServer(
          ["--kind", "api", "--db", db],
          profile && i === 0 ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
        ),
      );
    const customer = await seedCustomerAndItem(createV1Client({ baseUrl: servers[0]!.url, apiToken: keys.api_token }));
    const sale = { api_token: keys.api_token, ...finishedSale(customer) };
    for (const server of servers) await expectOk(server.url, "/sales/create", sale);
    let acknowledged = servers.length;
    let stored = servers.length;

    /** CPU so far of the PostgreSQL backends serving the bench database, by process ID. */
    const backendsCpu = async (): Promise<Map<number, number>> => {
      const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [
        name,
      ]);
      const cpu = new Map<number, number>();
      for (const { pid } of rows)
        try {
          cpu.set(pid, cpuMs(pid));
        } catch {
          // The backend ended in between.
        }
      return cpu;
    };

    console.log(
      `\nPostgreSQL (${name}), sales/create (finished, signed): server processes on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}, ${connections} connections split between the processes, ${rounds} rounds of ${duration} s each`,
    );
    /** Loads the first n processes at once, then checks the numbers; CPU per invoice the run stored. */
    const run = async (n: number, label: string): Promise<Sample & { backendCpuPerRequest: number }> => {
      const loaded = servers.slice(0, n).map((s) => ({ pid: s.child.pid!, url: `${s.url}/api/v1/sales/create` }));
      const serversCpu = () => loaded.reduce((sum, t) => sum + cpuMs(t.pid), 0);
      const [serversBefore, backendsBefore] = [serversCpu(), await backendsCpu()];
      const sample = await load(loaded, sale);
      // autocannon drops the requests in flight when its time is up, and the servers still
      // create those invoices: wait until they are idle, then divide the CPU of the whole run
      // by the invoices it stored (at least the acknowledged ones).
      for (let last = serversCpu(); ;) {
        await new Promise((resolveLater) => setTimeout(resolveLater, 250));
        const now = serversCpu();
        if (now - last < 5) break;
        last = now;
      }
      const serverCpu = serversCpu() - serversBefore;
      let backendCpu = 0;
      for (const [pid, cpu] of await backendsCpu()) backendCpu += cpu - (backendsBefore.get(pid) ?? 0);
      acknowledged += sample.ok;
      const storedBefore = stored;
      stored = (await checkNumbers(db, acknowledged, `${label}, ${n} process${n === 1 ? "" : "es"}, after load`))
        .stored;
      const created = stored - storedBefore;
      return { ...sample, cpuPerRequest: serverCpu / created, backendCpuPerRequest: backendCpu / created };
    };

    // Every process runs its hot code optimized before the measured rounds (processes 2..N
    // would otherwise spend most of a short run compiling it).
    await run(servers.length, "warm-up (not measured)");
    const samples = counts.map(() => [] as Awaited<ReturnType<typeof run>>[]);
    for (let round = 0; round < rounds; round++)
      for (const [i, n] of counts.entries()) samples[i]!.push(await run(n, `round ${round + 1}`));

    const perCpuSecond = samples.map((s) => median(s.map((x) => 1000 / x.cpuPerRequest)));
    console.log(
      `${"processes".padEnd(10)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"server CPU ms/create".padStart(22)}${"creates/CPU-s".padStart(15)}${`x ${counts[0]} proc.`.padStart(11)}${"PG CPU ms/create".padStart(18)}${"failed".padStart(8)}`,
    );
    counts.forEach((n, i) => {
      const s = samples[i]!;
      console.log(
        `${String(n).padEnd(10)}${median(s.map((x) => x.rps))
          .toFixed(0)
          .padStart(9)}${median(s.map((x) => x.p50))
          .toFixed(0)
          .padStart(8)}${median(s.map((x) => x.p99))
          .toFixed(0)
          .padStart(8)}${median(s.map((x) => x.cpuPerRequest))
          .toFixed(2)
          .padStart(22)}${perCpuSecond[i]!.toFixed(0).padStart(15)}${(perCpuSecond[i]! / perCpuSecond[0]!)
          .toFixed(2)
          .padStart(11)}${median(s.map((x) => x.backendCpuPerRequest))
          .toFixed(2)
          .padStart(18)}${String(s.reduce((m, x) => m + x.failed, 0)).padStart(8)}`,
      );
    });
    const targets: TargetCheck[] = [
      {
        label: `${counts[0]} process(es): creates per server CPU-second`,
        target: ">= 550 (10x the 55 before)",
        measured: perCpuSecond[0]!.toFixed(0),
        met: perCpuSecond[0]! >= 550,
      },
      ...counts.slice(1).map((n, i) => {
        const efficiency = perCpuSecond[i + 1]! / perCpuSecond[0]!;
        return {
          label: `${n} processes: x ${counts[0]} process(es)`,
          target: ">= 0.80",
          measured: efficiency.toFixed(2),
          met: efficiency >= 0.8,
        };
      }),
    ];
    printTargets(targets);
    const rss = servers.map((s) => peakRssMiB(s.child.pid!).toFixed(0)).join(", ");
    console.log(`server peak RSS: ${rss} MiB`);
    await Promise.all(servers.map((s) => stop(s.child)));
    const { verdict } = await checkNumbers(db, acknowledged);
    if (profile) printProfile(profileDir);
    return {
      name: "postgres",
      settings: `\`sales/create\` of a finished invoice, every server process on one core, autocannon on the other, PostgreSQL's backends wherever the system runs them, ${connections} connections split between the processes, medians of ${rounds} rounds of ${duration} s after a warm-up run.`,
      table: {
        header: [
          "server processes",
          "req/s",
          "p50 ms",
          "p99 ms",
          "server CPU ms/create",
          "creates per server CPU-second",
          `× ${counts[0]} process${counts[0] === 1 ? "" : "es"}`,
          "PostgreSQL CPU ms/create",
        ],
        numeric: [true, true, true, true, true, true, true, true],
        rows: counts.map((n, i) => {
          const s = samples[i]!;
          return [
            String(n),
            figure(median(s.map((x) => x.rps))),
            figure(median(s.map((x) => x.p50))),
            figure(median(s.map((x) => x.p99))),
            figure(median(s.map((x) => x.cpuPerRequest)), 2),
            figure(perCpuSecond[i]!),
            figure(perCpuSecond[i]! / perCpuSecond[0]!, 2),
            figure(median(s.map((x) => x.backendCpuPerRequest)), 2),
          ];
        }),
      },
      targets,
      notes: [
        `The server processes' peak RSS: ${rss} MiB. After the load: ${verdict}.`,
        ...failures(counts.map((n, i) => [`${n} processes`, samples[i]!.reduce((m, x) => m + x.failed, 0)])),
      ],
    };
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
    if (!profile) rmSync(profileDir, { recursive: true, force: true });
    await dropDatabase(admin, name);
    await admin.end();
  }
}

/**
 * Drops the bench database once its connections have left (a pool's sockets close a moment
 * after it ends), forcing them off only as a last resort.
 */
async function dropDatabase(admin: PgClient, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++)
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (err) {
      // 55006: the database is being accessed by other users.
      if ((err as { code?: string }).code !== "55006") throw err;
      await new Promise((resolveLater) => setTimeout(resolveLater, 50));
    }
  await admin.query(`drop database if exists ${name} with (force)`);
}

await bundleServer(join(here, "server-child.ts"), SERVER_CHILD);
let report: BenchReport;
if (postgres) {
  report = await postgresBench(postgres, processCounts);
} else if (scale > 0) {
  report = await scaleBench(scale);
} else {
  totalsBench();
  report = await httpBench();
}
if (markdown) publish(report);
