import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { AccessTokenVerifier } from "../../platform/auth";
import { createOptionalUser } from "../../platform/auth";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { AppInstance } from "../../platform/types";
import { createSafarMarketRepository } from "./safarmarket.repository";
import { safarMarketRoutes } from "./safarmarket.routes";
import type { SafarMarketServiceDeps } from "./safarmarket.service";
import { createSafarMarketService } from "./safarmarket.service";

/** Wires the reseller marketplaces: SafarMarket (its pixel base SAFARMARKET_PIXEL_BASE; none: no step sent). */
export function createResellersModule(deps: {
  config: AppConfig;
  db: Database;
  catalog: SafarMarketServiceDeps["catalog"];
  orders: SafarMarketServiceDeps["orders"];
  verifyAccessToken: AccessTokenVerifier;
  requireUser: (request: FastifyRequest) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const safarMarket = createSafarMarketService({
    settings: deps.config.safarMarket,
    repository: createSafarMarketRepository(deps.db),
    catalog: deps.catalog,
    orders: deps.orders,
    log: deps.log,
  });
  return {
    safarMarket,
    register(app: AppInstance) {
      safarMarketRoutes(app, safarMarket, createOptionalUser(deps.verifyAccessToken), deps.requireUser);
    },
  };
}
