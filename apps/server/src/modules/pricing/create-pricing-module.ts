import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createPricingRepository } from "./pricing.repository";
import { pricingRoutes } from "./pricing.routes";
import { createPricingService, type PricingService } from "./pricing.service";

/** Wires the display currencies and their rates: repository, service, routes. */
export function createPricingModule(deps: { db: Database }): AppModule<PricingService> {
  const service = createPricingService(createPricingRepository(deps.db));
  return {
    service,
    register(app: AppInstance) {
      pricingRoutes(app, service);
    },
  };
}
