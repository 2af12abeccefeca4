// Measures the sales path and prints numbers (no pass/fail: machines differ):
//   1. the totals engine alone on documents of 1, 10 and 100 lines;
//   2. finished invoices created over HTTP against a server on a SQLite file, one at a time
//      and 8 at a time, with latency percentiles and the process's memory.
//   npm run -s bench [-- --requests 300]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { Decimal } from "decimal.js";
import { pino } from "pino";
import { computeTotals, type TotalsLineInput } from "../server/domain/sales/totals.ts";
import { openStore } from "../server/store/database.ts";
import { createApp } from "../server/http/app.ts";
import { configFromEnv } from "../server/config.ts";
import { createAccount } from "../server/domain/accounts.ts";
import { systemClock } from "../server/domain/clock.ts";
import { ensureSigningKey } from "../server/outputs/signature.ts";
import { createV1Client } from "../client/index.ts";

const requests = Number(process.argv[process.argv.indexOf("--requests") + 1]) || 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

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
    const input = { vatType: "Debitar IVA" as const, lines, globalDiscount: new Decimal(5), financialDiscount: new Decimal(1), shipping: null, irsRetentionTax: new Decimal(0), currencyExchange: new Decimal(1) };
    const runs = Math.max(200, 20_000 / size);
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) computeTotals(input);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    console.log(`totals, ${String(size).padStart(3)} lines: ${(runs / (ms / 1000)).toFixed(0).padStart(8)} documents/s (${((ms * 1000) / runs).toFixed(1)} us each)`);
  }
}

async function httpBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const store = await openStore(`file:${join(dir, "bench.sqlite")}`);
  await ensureSigningKey(store.db);
  const app = createApp({ store, clock: systemClock, config: { ...configFromEnv({}), logLevel: "silent" }, logger: pino({ level: "silent" }) });
  const server = app.express.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = await createAccount(store, { name: "Bench", plan: "custom", requests: 1_000_000 }, systemClock);
  const v1 = createV1Client({ baseUrl, apiToken: keys.api_token });
  const customer = (await v1.POST("/customers/create", { body: { name: "Cliente Bench, Lda", vat_number: "513284923", country: "Portugal", address: "Rua A, 1", city: "Porto", postal_code: "4000-001", type: "Empresarial", vat_type: "Debitar IVA" } })).data!.data.id;
  for (const reference of ["B-1", "B-2"]) await v1.POST("/items/create", { body: { reference, description: `Artigo ${reference}`, unit: "UN", vat: 23, type: "Serviços" } });
  const body = {
    issue_date: new Date().toISOString().slice(0, 10),
    document_type: "Factura",
    customer,
    vat_number: "513284923",
    address: "Rua A, 1",
    city: "Porto",
    postal_code: "4000-001",
    country: "Portugal" as const,
    vat_type: "Debitar IVA" as const,
    status: "Terminado" as const,
    items: [
      { id: "B-1", price: "12.50", quantity: 2, vat: 23 },
      { id: "B-2", price: "3.10", quantity: "1", vat: 23 },
    ],
  };
  const run = async (label: string, concurrency: number): Promise<void> => {
    const latencies: number[] = [];
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next++;
          const t = process.hrtime.bigint();
          const r = await v1.POST("/sales/create", { body });
          if (r.error) throw new Error(r.error.message);
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latencies.sort((a, b) => a - b);
    console.log(
      `sales/create ${label}: ${(latencies.length / seconds).toFixed(1)} finished invoices/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  };
  await run("one at a time", 1);
  await run("8 at a time  ", 8);
  const memory = process.memoryUsage();
  console.log(`memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}

totalsBench();
await httpBench();
