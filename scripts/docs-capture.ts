// Captures what the guides show from the running code: the real answers of the "first invoice"
// guide (its steps against an in-process server on a fresh in-memory database), written to
// docs/guides/first-invoice.json, and the contract changes of the changelog (npm run
// spec:breaking -- --json), written to docs/guides/spec-changes.json.
//   tsx scripts/docs-capture.ts
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pino } from "pino";
import { captureFirstInvoice } from "../docs/first-invoice.ts";
import { configFromEnv } from "../server/config.ts";
import { createAccount } from "../server/modules/provisioning/account-commands.ts";
import { systemClock } from "../server/kernel/clock.ts";
import { createApp } from "../server/app.ts";
import { ensureSigningKey } from "../server/modules/documents/signature.ts";
import { openStore } from "../server/store/database.ts";
import { ROOT } from "../server/generations.ts";

const store = await openStore(":memory:");
await ensureSigningKey(store.db);
const app = createApp({
  store,
  clock: systemClock,
  config: { ...configFromEnv({}), logLevel: "silent" },
  logger: pino({ level: "silent" }),
});
const server = app.express.listen(0, "127.0.0.1");
await new Promise<void>((ok) => server.once("listening", ok));
try {
  const account = await createAccount(store, { name: "Docs demo", plan: "large" }, systemClock);
  const steps = await captureFirstInvoice(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    account.test_api_token,
  );
  for (const s of steps) console.log(s.status, s.operationId, JSON.stringify(s.answer).slice(0, 160));
  const file = join(ROOT, "docs", "guides", "first-invoice.json");
  writeFileSync(file, JSON.stringify(steps, null, 2) + "\n");
  console.log(`written: ${file}`);
} finally {
  server.close();
  await store.close();
}

// Exit status 1 means breaking changes were found: the report is still what the changelog shows.
let report: string;
try {
  report = execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "spec-breaking.ts"), "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
} catch (err) {
  report = (err as { stdout?: string }).stdout ?? "";
}
if (report.trim().startsWith("{")) {
  const file = join(ROOT, "docs", "guides", "spec-changes.json");
  writeFileSync(file, JSON.stringify(JSON.parse(report), null, 2) + "\n");
  console.log(`written: ${file}`);
} else console.log("spec:breaking gave no report: docs/guides/spec-changes.json left as it was");
