// Starts the reference server on the embedded defaults: a SQLite file under ./data, port 8080.
// On an empty database it creates a demo account and prints its keys.
import type { AddressInfo } from "node:net";
import { configFromEnv } from "./config.ts";
import { openStore } from "./store/database.ts";
import { systemClock } from "./domain/clock.ts";
import { createAccount } from "./domain/accounts.ts";
import { createApp } from "./http/app.ts";
import { implementedCount } from "./http/dispatch.ts";
import { ensureSigningKey } from "./outputs/signature.ts";
import { failInterruptedDeliveries } from "./outputs/mail.ts";

async function main(): Promise<void> {
  const config = configFromEnv();
  const store = await openStore(config.databaseUrl);
  // Created once, before any request: several first documents signed at once must share it.
  await ensureSigningKey(store.db);
  const { express, profiles, logger } = createApp({ store, clock: systemClock, config });
  const interrupted = await failInterruptedDeliveries(store.db, systemClock);
  if (interrupted > 0) logger.warn({ count: interrupted }, "e-mails whose delivery was interrupted by a stop were marked failed");

  const existing = await store.db.selectFrom("accounts").select("id").limit(1).executeTakeFirst();
  const demo = existing ? undefined : await createAccount(store, { name: "Demo account", plan: "large" }, systemClock);

  const server = express.listen(config.port, () => {
    const port = (server.address() as AddressInfo).port;
    const base = config.publicUrl ?? `http://localhost:${port}`;
    const lines = [
      `Invoicing API reference server on ${base}`,
      `  v1      ${base}/api/v1   (api_token in the JSON body)`,
      `  legacy  ${base}/api      (Basic key:secret)`,
      `  docs    ${base}/docs/`,
      `  store   ${config.databaseUrl}`,
    ];
    for (const p of profiles) {
      const c = implementedCount(p);
      lines.push(`  ${p.name.padEnd(7)} implements ${c.implemented}/${c.total} operations`);
    }
    if (demo) {
      lines.push(
        "",
        "Created a demo account on this empty database:",
        `  api_token (production)  ${demo.api_token}`,
        `  api_token (demo data)   ${demo.test_api_token}`,
        `  legacy key / secret     ${demo.legacy_key} / ${demo.legacy_secret}`,
        "",
        `Try: curl -s -X POST ${base}/api/v1/customers/list -H 'Content-Type: application/json' -d '{"api_token":"${demo.api_token}"}'`,
      );
    }
    process.stdout.write(lines.join("\n") + "\n");
  });

  const stop = (): void => {
    logger.info("shutting down");
    server.close(() => void store.close().then(() => process.exit(0)));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`Could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
