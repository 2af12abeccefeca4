// Starts the reference server: the store named by DATABASE_URL (a SQLite file under ./data by
// default), on HOST:PORT (127.0.0.1:8080). On the embedded default, or with --demo, an empty
// database gets a demo account whose keys are printed; a database named by DATABASE_URL (a
// PostgreSQL server above all) never does unless asked. SIGTERM/SIGINT stop it gracefully.
import { configFromEnv } from "./config.ts";
import { openStore } from "./store/database.ts";
import { systemClock } from "./kernel/clock.ts";
import { createAccount } from "./modules/provisioning/index.ts";
import { createApp } from "./app.ts";
import { implementedCount } from "./http/dispatch.ts";
import { ensureSigningKey } from "./modules/documents/index.ts";
import { failInterruptedDeliveries } from "./modules/outbox/index.ts";
import { boundPort, listen, StartError, stopOnSignals } from "./serve.ts";
import { limitHeapGrowth } from "./memory.ts";
import { anyAccount } from "./modules/accounts/index.ts";

/** How to reach a server listening on `host` from this machine. */
function localBase(host: string, port: number): string {
  const loopbackOrAny = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(host);
  const name = loopbackOrAny ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

async function main(): Promise<void> {
  const config = configFromEnv();
  limitHeapGrowth(config.heapGrowingPercent);
  const askedForDemo = process.argv.includes("--demo");
  const embeddedDefault = process.env.DATABASE_URL === undefined;
  const store = await openStore(config.databaseUrl);
  try {
    // Created once, before any request: several first documents signed at once must share it.
    await ensureSigningKey(store.db);
    const { express, profiles, logger, lifecycle, callbacks } = createApp({ store, clock: systemClock, config });
    const interrupted = await failInterruptedDeliveries(store.db, systemClock);
    if (interrupted > 0)
      logger.warn({ count: interrupted }, "e-mails whose delivery was interrupted by a stop were marked failed");

    const existing = await anyAccount(store.db);
    const demo =
      existing || !(embeddedDefault || askedForDemo)
        ? undefined
        : await createAccount(store, { name: "Demo account", plan: "large" }, systemClock);

    const server = await listen(express, config.port, config.host, lifecycle);
    stopOnSignals({ server, lifecycle, store, logger, graceSeconds: config.shutdownGraceSeconds, callbacks });
    const port = boundPort(server);
    const base = config.publicUrl ?? localBase(config.host, port);
    // Paid callbacks due (also those a stop or a crash left) are posted from now on.
    callbacks.setBaseUrl(base);
    callbacks.start();
    const lines = [
      `Invoicing API reference server on ${base}`,
      `  v2      ${base}/api/v2   (Authorization: Bearer api_token)`,
      `  v1      ${base}/api/v1   (api_token in the JSON body)`,
      `  legacy  ${base}/api      (Basic key:secret)`,
      `  docs    ${base}/docs/`,
      `  health  ${base}/health   ready ${base}/ready`,
      ...(config.outboxPage
        ? [`  outbox  ${base}/outbox   (e-mails and texts kept; a v1 key in its form or Authorization: Bearer)`]
        : []),
      `  listen  ${config.host}:${port}${config.host === "127.0.0.1" ? "   (this machine only; HOST=0.0.0.0 listens on every interface)" : ""}`,
      `  store   ${redactedUrl(config.databaseUrl)}`,
    ];
    for (const p of profiles) {
      const c = implementedCount(p);
      lines.push(`  ${p.name.padEnd(7)} implements ${c.implemented}/${c.total} operations`);
    }
    if (demo) {
      lines.push(
        "",
        `Created a demo account (ID ${demo.account_id}) on this empty database. Its keys are shown this once (the API`,
        `keys are stored only as digests): a lost key cannot be shown again (npm run -s accounts -- rotate-keys --account ${demo.account_id} issues new ones):`,
        `  api_token (production)  ${demo.api_token}`,
        `  api_token (demo data)   ${demo.test_api_token}`,
        `  legacy key / secret     ${demo.legacy_key} / ${demo.legacy_secret}`,
        `  callback secret         ${demo.callback_secret}   (signs the paid callbacks of sales)`,
        "",
        `Try: curl -s -X POST ${base}/api/v2/customers/find -H 'Authorization: Bearer ${demo.api_token}' -H 'Content-Type: application/json' -d '{"value":"Consumidor Final","search_in":"Code"}'`,
      );
    } else if (!existing) {
      lines.push(
        "",
        'No account yet: create one with npm run -s accounts -- create --name "Loja" (or start with --demo for a demo account).',
      );
    }
    process.stdout.write(lines.join("\n") + "\n");
  } catch (err) {
    await store.close();
    throw err;
  }
}

/** A database URL without its password, for the banner. */
function redactedUrl(url: string): string {
  if (!URL.canParse(url) || !/^postgres/.test(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

main().catch((err: unknown) => {
  const message = err instanceof StartError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`Could not start: ${message}\n`);
  process.exit(1);
});
