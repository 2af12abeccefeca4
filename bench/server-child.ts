// One server of the bench, run as its own process (pinned to a core by bench/sales.ts):
//   --kind express   bare Express 5 answering a small JSON POST (the baseline);
//   --kind api       the reference server on the SQLite file or PostgreSQL URL given by --db.
// Prints "READY <port>" once listening; SIGTERM closes it and exits (which writes a CPU profile
// when started with --cpu-prof).
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { pino } from "pino";
import { openStore, type Store } from "../server/store/database.ts";
import { createApp } from "../server/app.ts";
import { configFromEnv } from "../server/config.ts";
import { systemClock } from "../server/kernel/clock.ts";
import { ensureSigningKey } from "../server/modules/documents/signature.ts";
import { limitHeapGrowth } from "../server/memory.ts";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const kind = arg("--kind");
let store: Store | undefined;
let server: Server;

if (kind === "express") {
  const app = express();
  app.use(express.json());
  app.post("/echo", (req, res) => {
    res.json({ status: true, data: { id: 1, received: Object.keys(req.body as object).length } });
  });
  server = app.listen(0, "127.0.0.1");
} else if (kind === "api") {
  // HEAP_GROWING_PERCENT=0 measures the server with V8's own heap heuristics (memory.ts).
  const config = { ...configFromEnv({ HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT }), logLevel: "silent" };
  limitHeapGrowth(config.heapGrowingPercent);
  store = await openStore(arg("--db"));
  await ensureSigningKey(store.db);
  const app = createApp({
    store,
    clock: systemClock,
    config,
    logger: pino({ level: "silent" }),
  });
  server = app.express.listen(0, "127.0.0.1");
} else {
  throw new Error("--kind express|api");
}

server.once("listening", () => process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => {
    void (store?.close() ?? Promise.resolve()).then(() => process.exit(0));
  });
});
