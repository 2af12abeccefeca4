// /health and /ready, for operators and orchestrators. /health says what runs (version of the
// server and of each API document, operations implemented) and whether the store answers at
// the expected migration: 200 when it does, 503 when it does not. /ready says whether to send
// traffic here: 200 while serving with a store that answers, 503 while shutting down or when
// the store does not answer (a readiness probe then takes the process out of rotation).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Router } from "express";
import type { Store } from "../store/database.ts";
import { storeStatus } from "../store/status.ts";
import { ROOT } from "../generations.ts";
import { implementedCount, type GenerationProfile } from "./dispatch.ts";
import type { Lifecycle } from "./lifecycle.ts";

/** The version of this server (package.json). */
export const SERVER_VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string })
  .version;

export function healthRouter(store: Store, profiles: readonly GenerationProfile[], lifecycle: Lifecycle): Router {
  const router = Router();
  const started = Date.now();
  router.get("/health", async (_req, res) => {
    const storeNow = await storeStatus(store);
    const healthy = storeNow.ok && storeNow.upToDate;
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: healthy ? "ok" : "failing",
        state: lifecycle.state,
        version: SERVER_VERSION,
        uptime_seconds: Math.round((Date.now() - started) / 1000),
        store: storeNow,
        generations: profiles.map((p) => ({
          name: p.name,
          basePath: p.basePath,
          apiVersion: p.document.info.version,
          ...implementedCount(p),
        })),
      });
  });
  router.get("/ready", async (_req, res) => {
    const reason = lifecycle.draining
      ? "shutting down"
      : await storeStatus(store).then((s) => (s.ok ? undefined : `store: ${s.error}`));
    res
      .status(reason ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json(reason ? { ready: false, reason } : { ready: true });
  });
  return router;
}
