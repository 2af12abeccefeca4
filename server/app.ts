// Assembles the reference server: the three API generations over one store, the docs site and
// the generated files, with request ids and logging, health and readiness, the admission
// control that refuses new work while the server shuts down, and the delivery of the sales'
// paid callbacks (its timer started by main.ts).
import express, { type Express } from "express";
import type { Logger } from "pino";
import { join } from "node:path";
import type { Store } from "./store/database.ts";
import type { Clock } from "./kernel/clock.ts";
import type { Config } from "./config.ts";
import { GENERATIONS, ROOT } from "./generations.ts";
import { generatedDocumentPath, loadDocument } from "./http/openapi-document.ts";
import { generationRouter, type GenerationProfile } from "./http/dispatch.ts";
import { createLogger, requestLog } from "./http/request-log.ts";
import { Lifecycle } from "./http/lifecycle.ts";
import { healthRouter } from "./http/health.ts";
import { v1Profile } from "./modules/accounts/v1.ts";
import { legacyProfile } from "./modules/accounts/legacy.ts";
import { v2Profile } from "./modules/accounts/v2.ts";
import { v1Routes } from "./http/v1/routes.ts";
import { v2Routes } from "./http/v2/routes.ts";
import { legacyRoutes } from "./http/legacy/routes.ts";
import { docsRouter } from "./pages/docs.ts";
import { readStoredFile } from "./modules/files/index.ts";
import { createMailer } from "./modules/outbox/index.ts";
import { CallbackDispatcher, type SaleCallbackBody } from "./modules/callbacks/index.ts";
import { loadSale, saleView } from "./modules/sales/index.ts";
import { saleOut } from "./http/v1/sale-records.ts";
import { runOperation } from "./kernel/operation.ts";
import { Downloads } from "./kernel/download.ts";
import type { Mailer } from "./kernel/mail.ts";
import { outboxRouter } from "./pages/outbox-page.ts";
import { paymentPageRouter } from "./pages/payment-page.ts";
import { cors } from "./http/cors.ts";

export interface AppDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: Config;
  readonly logger?: Logger;
  readonly lifecycle?: Lifecycle;
}

export interface App {
  readonly express: Express;
  readonly profiles: readonly GenerationProfile[];
  readonly logger: Logger;
  readonly lifecycle: Lifecycle;
  /** Delivers the sales' paid callbacks: main.ts starts it and stops it with the server. */
  readonly callbacks: CallbackDispatcher;
}

export function generationProfiles(): GenerationProfile[] {
  return GENERATIONS.map((g) => {
    const document = loadDocument(generatedDocumentPath(ROOT, g.openapiFile));
    switch (g.name) {
      case "v2":
        return v2Profile(document, v2Routes, g.basePath);
      case "v1":
        return v1Profile(document, v1Routes, g.basePath);
      case "legacy":
        return legacyProfile(document, legacyRoutes, g.basePath);
    }
  });
}

/**
 * A sale's paid callback carries the sale as `find` answers it: v1's sale record, which v2
 * answers too. Read as committed, without a transaction.
 */
function saleCallbackBody(store: Store, clock: Clock, mailer: Mailer): SaleCallbackBody {
  const downloads = new Downloads({ allowPrivate: false, maxBytes: 0, timeoutMs: 0 });
  return ({ scope, saleId }, baseUrl) =>
    runOperation(
      store,
      { scope, clock, mailer, downloads },
      async (ctx) => JSON.stringify(saleOut(ctx, await saleView(ctx, await loadSale(ctx, saleId)), baseUrl)),
      { readOnly: true },
    );
}

export function createApp(deps: AppDeps): App {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  app.use(requestLog(logger));
  app.use(lifecycle.track());

  app.use(cors({ origins: deps.config.corsOrigins, publicUrl: deps.config.publicUrl }));
  const profiles = generationProfiles();
  const mailer = createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  // v2 and v1 before legacy's /api: each router answers every path under its base itself (404 included).
  for (const profile of [...profiles].sort((a, b) => b.basePath.length - a.basePath.length)) {
    app.use(
      profile.basePath,
      generationRouter(profile, {
        store: deps.store,
        clock: deps.clock,
        logger,
        validateResponses: deps.config.validateResponses,
        bodyLimit: deps.config.bodyLimit,
        publicUrl: deps.config.publicUrl,
        uploadLimit: 3 * 1024 * 1024,
        mailer,
        downloads: {
          allowPrivate: deps.config.allowPrivateAttachmentUrls,
          maxBytes: 10 * 1024 * 1024,
          timeoutMs: 10_000,
        },
        admission: lifecycle.admission(),
      }),
    );
  }
  app.use("/docs", docsRouter(join(ROOT, "dist", "docs")));
  // Developers' view of the e-mails and text messages of a data set, where enabled (OUTBOX_PAGE):
  // elsewhere /outbox is an unknown path (404).
  if (deps.config.outboxPage) app.use(outboxRouter({ store: deps.store, clock: deps.clock }));
  app.use(paymentPageRouter({ store: deps.store, clock: deps.clock }));
  app.get("/", (_req, res) => res.redirect("/docs/"));
  app.get("/files/*path", async (req, res, next) => {
    try {
      const segments = (req.params as { path: string[] }).path;
      const file = await readStoredFile(deps.store.db, segments.join("/"));
      if (!file) {
        res.status(404).type("text/plain").send("No such file.");
        return;
      }
      res.type(file.contentType).set("Cache-Control", "private, max-age=300").send(file.content);
    } catch (err) {
      next(err);
    }
  });
  app.use(healthRouter(deps.store, profiles, lifecycle));
  const callbacks = new CallbackDispatcher({
    store: deps.store,
    clock: deps.clock,
    body: saleCallbackBody(deps.store, deps.clock, mailer),
    allowPrivate: deps.config.allowPrivateAttachmentUrls,
    baseUrl: deps.config.publicUrl,
    logger,
  });
  return { express: app, profiles, logger, lifecycle, callbacks };
}
