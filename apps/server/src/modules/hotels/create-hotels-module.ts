import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createHotelsRepository } from "./hotels.repository";
import { hotelsDevRoutes, hotelsRoutes } from "./hotels.routes";
import { createHotelsService, type HotelsService } from "./hotels.service";
import { createContractsSupplier } from "./suppliers/contracts-supplier";

/** Wires hotels (issue 14): the contracted-hotels supplier, the search service and its routes. */
export function createHotelsModule(deps: {
  db: Database;
  cache: Cache;
  log: FastifyBaseLogger;
  isProduction: boolean;
}): AppModule<HotelsService> {
  const repository = createHotelsRepository(deps.db);
  const service = createHotelsService({
    repository,
    suppliers: [createContractsSupplier(repository)],
    cache: deps.cache,
    log: deps.log,
  });
  return {
    service,
    register(app: AppInstance) {
      hotelsRoutes(app, service);
      if (!deps.isProduction) hotelsDevRoutes(app, service);
    },
  };
}
