import type { FastifyServerOptions } from "fastify";
import { registerBackgroundWork } from "./background-work";
import type { Cache } from "./platform/cache";
import type { AppConfig } from "./platform/config";
import { createHttpServer } from "./platform/create-http-server";
import type { DatabaseHandle } from "./platform/db";
import { createJobQueue } from "./platform/jobs";
import { createRateLimiter } from "./platform/rate-limit";
import { registerWebAndFallbacks } from "./platform/register-web-and-fallbacks";
import type { WebBuild } from "./platform/ssr";
import type { AppModule } from "./platform/types";
import { wireModules } from "./wire-modules";

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  cache: Cache;
  /** The built web app; without it only the JSON bases are served (API tests). */
  web?: WebBuild | undefined;
  logger?: FastifyServerOptions["logger"];
}

/**
 * Builds the application. Never listens: server.ts does, tests use `inject`. The HTTP server
 * (platform/create-http-server.ts), the modules wired to each other (wire-modules.ts) and
 * registered in this order, their background work (background-work.ts), then the web app and the
 * 404s (platform/register-web-and-fallbacks.ts).
 */
export async function buildApp(deps: AppDependencies) {
  const { config } = deps;
  const { app, csp } = await createHttpServer(deps);

  const log = app.log;
  const limiter = createRateLimiter(deps.cache);
  const jobs = createJobQueue(deps.database, {
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, config.FULFILMENT_LEASE_SECONDS)),
    log,
  });

  const modules = await wireModules({
    config,
    database: deps.database,
    cache: deps.cache,
    buildVersion: deps.web?.version,
    limiter,
    jobs,
    log,
  });
  // What the back office (its routes come with the back-office issue) and the tests call directly.
  app.decorate("operatorServices", { refunds: modules.refunds.service.operator });

  const registered: Pick<AppModule<unknown>, "register">[] = [
    modules.configuration,
    modules.appVersion,
    modules.pricing,
    modules.accounts,
    modules.notifications,
    modules.catalog,
    modules.hotels,
    modules.visas,
    modules.tours,
    modules.promotions,
    modules.landing,
    modules.interactions,
    modules.passengers,
    modules.wallet,
    modules.orders,
    modules.fulfilment,
    modules.tickets,
    modules.payments,
    modules.refunds,
    modules.backOffice,
    modules.images,
    modules.blog,
    modules.trending,
    modules.resellers,
  ];
  for (const module of registered) await module.register(app);

  registerBackgroundWork(app, { config, jobs, fulfilment: modules.fulfilment, payments: modules.payments });
  await registerWebAndFallbacks(app, { config, web: deps.web, csp });
  return app;
}
