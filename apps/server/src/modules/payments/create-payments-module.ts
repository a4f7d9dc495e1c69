import type { FastifyBaseLogger } from "fastify";
import type { RouteGuard } from "../../platform/auth";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { AppInstance } from "../../platform/types";
import type { PricingService } from "../pricing/pricing.service";
import { createConfiguredGateways } from "./configured-gateways";
import { createSandboxGateway, newSandboxSecret } from "./gateways";
import { createPaymentsRepository } from "./payments.repository";
import { paymentsRoutes, realGatewayRoutes, sandboxGatewayRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsServiceDeps } from "./payments.service";

/**
 * Wires payments: the gateways (the sandbox when enabled, ZainCash and HyperPay when configured),
 * the service, and the routes of the payment pages and the gateways' callbacks.
 */
export async function createPaymentsModule(deps: {
  config: AppConfig;
  db: Database;
  pricing: Pick<PricingService, "getUiCurrencies">;
  orders: PaymentsServiceDeps["orders"];
  wallet: PaymentsServiceDeps["wallet"];
  fulfilment: PaymentsServiceDeps["fulfilment"];
  requireUser: RouteGuard;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  const repository = createPaymentsRepository(deps.db);
  // ZainCash and HyperPay when configured (their gateway rows follow the configuration).
  const realGateways = await createConfiguredGateways({
    config,
    repository,
    pricing: deps.pricing,
    log: deps.log,
  });
  const service = createPaymentsService({
    repository,
    orders: deps.orders,
    wallet: deps.wallet,
    gateways: {
      ...(config.sandboxEnabled
        ? {
            sandbox: createSandboxGateway(repository, {
              expiryMs: config.PAYMENT_PENDING_EXPIRY_SECONDS * 1000,
            }),
          }
        : {}),
      ...realGateways.adapters,
    },
    ...(deps.fulfilment ? { fulfilment: deps.fulfilment } : {}),
    displayRate: async (code) =>
      (await deps.pricing.getUiCurrencies()).find((currency) => currency.currencyCode === code)?.exchangeRate,
    // PAYMENT_SANDBOX_SECRET, or one made once and kept in the database (like JWT_SECRET in development).
    sandboxSecret:
      config.PAYMENT_SANDBOX_SECRET ??
      (config.sandboxEnabled ? await repository.sandboxSecret(newSandboxSecret()) : newSandboxSecret()),
  });
  return {
    service,
    async register(app: AppInstance) {
      paymentsRoutes(app, service, deps.requireUser);
      // The sandbox row follows the configuration at every start, like ZainCash's and HyperPay's: in
      // production it is off (its page would approve payments without money) unless asked for.
      await repository.setGatewayActive("sandbox", config.sandboxEnabled);
      if (config.sandboxEnabled) sandboxGatewayRoutes(app, service);
      realGatewayRoutes(app, service, realGateways);
    },
  };
}
