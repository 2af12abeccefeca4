// Measures the sales path and prints numbers (no pass/fail: machines differ):
//   1. the totals engine alone on documents of 1, 10 and 100 lines;
//   2. over HTTP, in one run and on the same core (taskset -c 0), a bare Express 5 app
//      answering a small JSON POST (the baseline) and the reference server on a SQLite file;
//      autocannon loads them from the other core (taskset -c 1), alternating in rounds:
//      bare Express, `sales/create` of a finished one-line invoice (signed, durable), and
//      `sales/summary`. It prints req/s, p50/p99, server CPU per request and the ratio to bare
//      Express (medians over the rounds), then checks the numbers are contiguous after load.
//   npm run -s bench [-- --rounds 3 --duration 5 --connections 10 --profile]
// --profile starts the reference server with --cpu-prof and prints where its CPU went.
// --scale N instead writes N finished invoices directly in the store (copies of one made over
// HTTP, numbered 1..N) and measures `sales/find` by document number and `sales/list` on them.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Decimal } from "decimal.js";
import { computeTotals, type TotalsLineInput } from "../server/domain/sales/totals.ts";
import { openStore } from "../server/store/database.ts";
import { createAccount } from "../server/domain/accounts.ts";
import { systemClock } from "../server/domain/clock.ts";
import { ensureSigningKey } from "../server/outputs/signature.ts";
import { createV1Client } from "../client/index.ts";
import { summarizeProfile } from "./profile-summary.ts";

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

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]) || fallback;
}
const rounds = option("--rounds", 3);
const duration = option("--duration", 5);
const connections = option("--connections", 10);
const profile = process.argv.includes("--profile");
const scale = option("--scale", 0);

const SERVER_CORE = "0";
const LOAD_CORE = "1";
const here = import.meta.dirname;
const autocannonBin = resolve(createRequire(import.meta.url).resolve("autocannon"), "..", "autocannon.js");

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

/** A server process pinned to the server core; resolves once it listens. */
async function startServer(args: string[], nodeOptions: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    "taskset",
    ["-c", SERVER_CORE, process.execPath, ...nodeOptions, "--import", "tsx", join(here, "server-child.ts"), ...args],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
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

/** One autocannon run from the load core against a server, with the server's CPU over it. */
function load(pid: number, url: string, body: unknown, clients = connections): Sample {
  const before = cpuMs(pid);
  const out = execFileSync(
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
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 2 ** 20 },
  );
  const cpu = cpuMs(pid) - before;
  const r = JSON.parse(out) as AutocannonResult;
  const ok = r["2xx"];
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuPerRequest: ok ? cpu / ok : NaN,
    ok,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function httpBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const db = `file:${join(dir, "bench.sqlite")}`;
  const seed = await openStore(db);
  await ensureSigningKey(seed.db);
  const keys = await createAccount(seed, { name: "Bench", plan: "custom", requests: 100_000_000 }, systemClock);
  await seed.close();

  const profileDir = join(dir, "profile");
  const bare = await startServer(["--kind", "express"]);
  const api = await startServer(
    ["--kind", "api", "--db", db],
    profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const v1 = createV1Client({ baseUrl: api.url, apiToken: keys.api_token });
    const customer = await seedCustomerAndItem(v1);
    const sale = {
      api_token: keys.api_token,
      issue_date: new Date().toISOString().slice(0, 10),
      document_type: "Factura",
      customer,
      vat_number: "513284923",
      address: "Rua A, 1",
      city: "Porto",
      postal_code: "4000-001",
      country: "Portugal",
      vat_type: "Debitar IVA",
      status: "Terminado",
      items: [{ id: "B-1", price: "12.50", quantity: 2, vat: 23 }],
    };
    const { status: _status, issue_date: _date, ...summary } = sale;
    for (const [path, body] of [
      ["/sales/create", sale],
      ["/sales/summary", summary],
    ] as const) {
      const answer = await fetch(`${api.url}/api/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    }

    const runs = [
      {
        label: "bare Express 5, JSON POST",
        pid: bare.child.pid!,
        url: `${bare.url}/echo`,
        body: { name: "x", quantity: 1 },
      },
      {
        label: "sales/create (finished, signed)",
        pid: api.child.pid!,
        url: `${api.url}/api/v1/sales/create`,
        body: sale,
      },
      { label: "sales/summary", pid: api.child.pid!, url: `${api.url}/api/v1/sales/summary`, body: summary },
    ];
    const samples = runs.map(() => [] as Sample[]);
    console.log(
      `\nHTTP: server on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}, ${connections} connections, ${rounds} rounds of ${duration} s each`,
    );
    for (let round = 0; round < rounds; round++)
      runs.forEach((run, i) => samples[i]!.push(load(run.pid, run.url, run.body)));

    const baseline = median(samples[0]!.map((s) => s.rps));
    console.log(
      `${"".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"CPU ms/req".padStart(12)}${"x Express".padStart(11)}${"failed".padStart(8)}`,
    );
    runs.forEach((run, i) => {
      const s = samples[i]!;
      const rps = median(s.map((x) => x.rps));
      console.log(
        `${run.label.padEnd(34)}${rps.toFixed(0).padStart(9)}${median(s.map((x) => x.p50))
          .toFixed(0)
          .padStart(8)}${median(s.map((x) => x.p99))
          .toFixed(0)
          .padStart(8)}${median(s.map((x) => x.cpuPerRequest))
          .toFixed(2)
          .padStart(
            12,
          )}${(rps / baseline).toFixed(2).padStart(11)}${String(s.reduce((n, x) => n + x.failed, 0)).padStart(8)}`,
      );
    });
    console.log(`reference server peak RSS: ${peakRssMiB(api.child.pid!).toFixed(0)} MiB`);
    const created = samples[1]!.reduce((n, x) => n + x.ok, 0) + 1;
    await stop(api.child);
    await checkNumbers(db, created);
    if (profile) {
      // One profile per thread (tsx's loader runs in a worker): the main thread's is the largest.
      const file = readdirSync(profileDir)
        .filter((f) => f.endsWith(".cpuprofile"))
        .sort((a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size)[0]!;
      console.log(`\nCPU profile of the reference server (${join(profileDir, file)}), self time by area:`);
      for (const [area, share] of summarizeProfile(JSON.parse(readFileSync(join(profileDir, file), "utf8"))))
        console.log(`  ${area.padEnd(44)}${(share * 100).toFixed(1).padStart(6)} %`);
    }
  } finally {
    await stop(bare.child);
    await stop(api.child);
    if (!profile) rmSync(dir, { recursive: true, force: true });
  }
}

/** After load: every acknowledged create is stored, numbered 1..n without gap or duplicate. */
async function checkNumbers(db: string, acknowledged: number): Promise<void> {
  const store = await openStore(db);
  const rows = await store.db.selectFrom("sales").select(["number"]).where("status", "=", "Terminado").execute();
  await store.close();
  const numbers = rows.map((r) => r.number!).sort((a, b) => a - b);
  const contiguous = numbers.every((n, i) => n === i + 1);
  console.log(
    `after load: ${numbers.length} finished invoices stored for ${acknowledged} acknowledged, numbers ${contiguous ? "1.." + numbers.length + " contiguous, no duplicate" : "NOT contiguous"}`,
  );
  if (!contiguous || numbers.length < acknowledged) process.exitCode = 1;
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

async function scaleBench(count: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const file = join(dir, "bench.sqlite");
  const seed = await openStore(`file:${file}`);
  await ensureSigningKey(seed.db);
  const keys = await createAccount(seed, { name: "Bench", plan: "custom", requests: 100_000_000 }, systemClock);
  await seed.close();
  let api = await startServer(["--kind", "api", "--db", `file:${file}`]);
  try {
    const v1 = createV1Client({ baseUrl: api.url, apiToken: keys.api_token });
    const customer = await seedCustomerAndItem(v1);
    const template = (
      await v1.POST("/sales/create", {
        body: {
          issue_date: new Date().toISOString().slice(0, 10),
          document_type: "Factura",
          customer,
          vat_number: "513284923",
          address: "Rua A, 1",
          city: "Porto",
          postal_code: "4000-001",
          country: "Portugal",
          vat_type: "Debitar IVA",
          status: "Terminado",
          items: [{ id: "B-1", price: "12.50", quantity: 2, vat: 23 }],
        },
      })
    ).data!.data;
    await stop(api.child);
    const started = Date.now();
    copySales(file, template.id, count - 1);
    console.log(`
wrote ${count - 1} finished invoices into the store in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    api = await startServer(["--kind", "api", "--db", `file:${file}`]);
    const middle = `FT ${template.serie.description}/${Math.ceil(count / 2)}`;
    const runs = [
      {
        label: `sales/find "${middle}"`,
        body: { api_token: keys.api_token, search_in: "Document Number", value: middle },
        path: "/sales/find",
      },
      { label: "sales/list, first page", body: { api_token: keys.api_token }, path: "/sales/list" },
      { label: "sales/list, page 100", body: { api_token: keys.api_token, skip: 1485 }, path: "/sales/list" },
    ];
    for (const run of runs) {
      const answer = await fetch(`${api.url}/api/v1${run.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(run.body),
      });
      if (answer.status !== 200) throw new Error(`${run.path} answered ${answer.status}: ${await answer.text()}`);
    }
    console.log(
      `${count} documents in the account, server on core ${SERVER_CORE}, autocannon on core ${LOAD_CORE}, ${duration} s each`,
    );
    console.log(
      `${"".padEnd(34)}${"clients".padStart(8)}${"req/s".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"CPU ms/req".padStart(12)}${"failed".padStart(8)}`,
    );
    for (const run of runs) {
      // One client: the time a request takes; more: what queueing adds.
      for (const clients of [1, connections]) {
        const r = load(api.child.pid!, `${api.url}/api/v1${run.path}`, run.body, clients);
        console.log(
          `${run.label.padEnd(34)}${String(clients).padStart(8)}${r.rps.toFixed(0).padStart(9)}${r.p50.toFixed(0).padStart(8)}${r.p99.toFixed(0).padStart(8)}${r.cpuPerRequest.toFixed(2).padStart(12)}${String(r.failed).padStart(8)}`,
        );
      }
    }
    console.log(`reference server peak RSS: ${peakRssMiB(api.child.pid!).toFixed(0)} MiB`);
  } finally {
    await stop(api.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (scale > 0) {
  await scaleBench(scale);
} else {
  totalsBench();
  await httpBench();
}
