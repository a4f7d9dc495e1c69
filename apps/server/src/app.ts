import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { OrderStatus } from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { OrderMessageKey } from "@safar/domain/user-messages";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsModule } from "./modules/accounts/create-accounts-module";
import { catalogDevRoutes, catalogRoutes } from "./modules/catalog/catalog.routes";
import { fareRulesOfOffer } from "./modules/catalog/catalog.service";
import { createCatalogModule } from "./modules/catalog/create-catalog-module";
import type { SupplierOffer } from "./modules/catalog/supplier";
import { createConfigurationRepository } from "./modules/configuration/configuration.repository";
import { configurationRoutes } from "./modules/configuration/configuration.routes";
import { createConfigurationService } from "./modules/configuration/configuration.service";
import { createFulfilmentModule } from "./modules/fulfilment/create-fulfilment-module";
import { fulfilmentRoutes } from "./modules/fulfilment/fulfilment.routes";
import { registerImagesModule } from "./modules/images/create-images-module";
import { interactionsRoutes } from "./modules/interactions/interactions.routes";
import { devOutboxRoutes } from "./modules/notifications/notifications.routes";
import { createNotificationService } from "./modules/notifications/notifications.service";
import { createOrdersRepository } from "./modules/orders/orders.repository";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { createOrdersService, toOrderDetail } from "./modules/orders/orders.service";
import { createPassengersRepository } from "./modules/passengers/passengers.repository";
import { passengersRoutes } from "./modules/passengers/passengers.routes";
import { createPassengersService } from "./modules/passengers/passengers.service";
import { createConfiguredGateways } from "./modules/payments/configured-gateways";
import { createSandboxGateway, newSandboxSecret } from "./modules/payments/gateways";
import { createPaymentsRepository } from "./modules/payments/payments.repository";
import { paymentsRoutes, realGatewayRoutes, sandboxGatewayRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { createPricingService, pricingRoutes } from "./modules/pricing/pricing.routes";
import { createTicketsModule } from "./modules/tickets/create-tickets-module";
import { createTicketDelivery } from "./modules/tickets/ticket-delivery";
import { ticketsRoutes } from "./modules/tickets/tickets.routes";
import { createWalletRepository } from "./modules/wallet/wallet.repository";
import { walletDevRoutes, walletRoutes } from "./modules/wallet/wallet.routes";
import { createWalletService } from "./modules/wallet/wallet.service";
import { createAuthGuard, createOptionalUser } from "./platform/auth";
import type { Cache } from "./platform/cache";
import type { AppConfig } from "./platform/config";
import type { DatabaseHandle } from "./platform/db";
import { AppError } from "./platform/errors";
import { envelopeNotFound, registerErrorHandling } from "./platform/http";
import { createJobQueue } from "./platform/jobs";
import { createRateLimiter } from "./platform/rate-limit";
import { registerWebApp, type WebBuild } from "./platform/ssr";
import type { AppInstance } from "./platform/types";

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  cache: Cache;
  /** The built web app; without it only the JSON bases are served (API tests). */
  web?: WebBuild | undefined;
  logger?: FastifyServerOptions["logger"];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** The bases that answer JSON: an unknown path under them is an envelope 404, never the web app. */
const JSON_BASES = ["/api", "/account", "/images"] as const;

/** Builds the application. Never listens: server.ts does, tests use `inject`. */
export async function buildApp(deps: AppDependencies) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<import("fastify-type-provider-zod").ZodTypeProvider>() as AppInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // HyperPay's payment widget (/confirm/hyperpay) loads its script, frames and styles from its own
  // origin and posts the card form there.
  const widgetOrigins = config.hyperpay ? [new URL(config.hyperpay.baseUrl).origin] : [];
  await app.register(helmet, {
    // React Router's server render inlines its hydration data; scripts otherwise come from 'self'.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/client", ...widgetOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style", ...widgetOrigins],
        imgSrc: ["'self'", "data:", "blob:", ...widgetOrigins],
        fontSrc: ["'self'", "data:", ...widgetOrigins],
        connectSrc: ["'self'", ...widgetOrigins],
        frameSrc: ["'self'", "https://accounts.google.com/gsi/", ...widgetOrigins],
        formAction: ["'self'", ...widgetOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  // Brotli at quality 4 and gzip at level 6: most of the size gain for a fraction of the CPU of
  // the defaults (brotli 11), which would make compression the bottleneck of every large answer.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${siteConfig.brandName.en} storefront API`,
        version: "1.0.0",
        description:
          "Every JSON response is the envelope `{ data, meta: { errors: [{ key, messages }] } }`. Messages are translation keys.",
      },
      servers: config.PUBLIC_URL ? [{ url: config.PUBLIC_URL }] : [],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    const probe = async (name: string, ping: () => Promise<void>) => {
      try {
        await ping();
        return [name, "ok"] as const;
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${name} failed`);
        return [name, "failed"] as const;
      }
    };
    const checks = Object.fromEntries(
      await Promise.all([probe("database", deps.database.ping), probe("cache", deps.cache.ping)]),
    );
    const ready = Object.values(checks).every((value) => value === "ok");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks });
  });

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(cookie);
  app.decorateRequest("userId", null);

  const db = deps.database.db;
  const limiter = createRateLimiter(deps.cache);
  const notifications = createNotificationService(config, db, app.log);
  const accounts = await createAccountsModule({ config, db, limiter, notifications });
  const requireUser = createAuthGuard(accounts.verifyAccessToken);

  const configuration = createConfigurationService(createConfigurationRepository(db));
  configurationRoutes(app, configuration);
  pricingRoutes(app, createPricingService(db));
  accountsRoutes(app, accounts.service, requireUser);
  if (config.outboxEnabled) devOutboxRoutes(app, notifications);
  const catalog = createCatalogModule({ config, db, cache: deps.cache, configuration, log: app.log });
  catalogRoutes(app, catalog.service, createOptionalUser(accounts.verifyAccessToken));
  interactionsRoutes(app, catalog.interactions, requireUser);
  if (!config.isProduction) catalogDevRoutes(app, catalog.faults);
  passengersRoutes(app, createPassengersService(createPassengersRepository(db)), requireUser);
  const wallet = createWalletService(createWalletRepository(db));
  walletRoutes(app, wallet, requireUser);
  if (!config.isProduction) walletDevRoutes(app, wallet, accounts.service.findUserId);
  const ordersRepository = createOrdersRepository(db);
  const orders = createOrdersService({
    repository: ordersRepository,
    catalog: catalog.service,
    holdMinutes: config.ORDER_HOLD_MINUTES,
  });
  ordersRoutes(app, orders, requireUser);
  const jobs = createJobQueue(deps.database, {
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, config.FULFILMENT_LEASE_SECONDS)),
    log: app.log,
  });
  const fulfilment = createFulfilmentModule({
    config,
    db,
    jobs,
    orders,
    ordersRepository,
    catalog: catalog.service,
    wallet,
    log: app.log,
  });
  fulfilmentRoutes(app, fulfilment.service, requireUser);
  // The e-ticket (HTML, PDF) from the order and what issuance stored; sent once when issued.
  const orderTicket = async (orderId: string) => {
    const row = await ordersRepository.findById(orderId);
    if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    const offers = (row.supplierOffers as { offer: SupplierOffer }[] | null) ?? [];
    return {
      row,
      issuance: row.status === OrderStatus.Successful ? await fulfilment.service.issuance(orderId) : null,
      fareRules: offers.flatMap((o) => fareRulesOfOffer(o.offer)),
    };
  };
  const tickets = createTicketsModule({
    source: {
      async load(userId, orderId) {
        const detail = await orders.detail(userId, orderId);
        const { issuance, fareRules } = await orderTicket(orderId);
        return { detail, issuance, fareRules };
      },
    },
    verifyAccessToken: accounts.verifyAccessToken,
    publicUrl: config.PUBLIC_URL,
  });
  ticketsRoutes(app, tickets);
  fulfilment.sendTicketWith(
    createTicketDelivery({
      async load(orderId) {
        const { row, issuance, fareRules } = await orderTicket(orderId);
        const sentAt = (await fulfilment.repository.find(orderId))?.ticketSentAt ?? null;
        const locale = row.locale === "fa" || row.locale === "en" ? row.locale : "ar";
        return { detail: toOrderDetail(row), issuance, fareRules, sentAt, locale };
      },
      send: (message) => notifications.send(message),
      markSent: (orderId) =>
        fulfilment.repository.update(orderId, { ticketSentAt: new Date() }).then(() => undefined),
      publicUrl: config.PUBLIC_URL,
    }),
  );
  const paymentsRepository = createPaymentsRepository(db);
  // ZainCash and HyperPay when configured (their gateway rows follow the configuration).
  const realGateways = await createConfiguredGateways({
    config,
    repository: paymentsRepository,
    pricing: createPricingService(db),
    log: app.log,
  });
  const payments = createPaymentsService({
    repository: paymentsRepository,
    orders,
    wallet,
    gateways: {
      ...(config.sandboxEnabled
        ? {
            sandbox: createSandboxGateway(paymentsRepository, {
              expiryMs: config.PAYMENT_PENDING_EXPIRY_SECONDS * 1000,
            }),
          }
        : {}),
      ...realGateways.adapters,
    },
    fulfilment,
    // PAYMENT_SANDBOX_SECRET, or one made once and kept in the database (like JWT_SECRET in development).
    sandboxSecret:
      config.PAYMENT_SANDBOX_SECRET ??
      (config.sandboxEnabled
        ? await paymentsRepository.sandboxSecret(newSandboxSecret())
        : newSandboxSecret()),
  });
  paymentsRoutes(app, payments, requireUser);
  // The sandbox row follows the configuration at every start, like ZainCash's and HyperPay's: in
  // production it is off (its page would approve payments without money) unless asked for.
  await paymentsRepository.setGatewayActive("sandbox", config.sandboxEnabled);
  if (config.sandboxEnabled) sandboxGatewayRoutes(app, payments);
  realGatewayRoutes(app, payments, realGateways);
  // The hold expiry sweep: every 30 s in this process (and lazily when a customer reads orders).
  // Several instances may sweep at once: expired rows are locked with SKIP LOCKED.
  const sweep = setInterval(() => {
    orders.expireHolds().catch((error: unknown) => app.log.error({ err: error }, "order hold sweep failed"));
  }, 30_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  // Background work starts once the app is ready: the job queue (pg-boss on this database), the
  // fulfilment worker, and the sweeps (fulfilment recovery; payments still pending after a minute
  // are asked of their gateway again). It stops, waiting for running jobs, when the app closes.
  app.addHook("onReady", async () => {
    await jobs.start();
    if (!config.JOBS_WORKERS_ENABLED) return;
    await fulfilment.startWorkers([
      async () => {
        await payments
          .reconcilePending(config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000)
          .catch((error: unknown) => app.log.error({ err: error }, "payment reconciliation failed"));
      },
    ]);
  });
  app.addHook("onClose", async () => {
    fulfilment.stopSweeps();
    await jobs.stop();
  });

  // The image host (/images/): uploads, passport MRZ scans; its OCR workers end with the app.
  await registerImagesModule(app, {
    uploadsDir: config.uploadsDir,
    verifyAccessToken: accounts.verifyAccessToken,
    limiter,
    countries: configuration.getAllCountries,
  });

  for (const base of JSON_BASES) {
    app.all(`${base}/*`, { schema: { hide: true } }, envelopeNotFound);
    app.all(base, { schema: { hide: true } }, envelopeNotFound);
  }

  // The web build is always a production build: its error views never show stacks.
  if (deps.web) await registerWebApp(app, deps.web, "production");
  app.setNotFoundHandler(envelopeNotFound);
  return app;
}
