import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createPromotionsRepository } from "./promotions.repository";
import { promotionsRoutes } from "./promotions.routes";
import { createPromotionsService, type PromotionsService } from "./promotions.service";

/**
 * Wires the home page's promotions (issue 16): the table (repository), the storefront's list, and
 * the back office's editor (`service.admin`; its routes are the back-office module's).
 */
export function createPromotionsModule(deps: {
  db: Database;
  now?: () => Date;
}): AppModule<PromotionsService> {
  const service = createPromotionsService({
    repository: createPromotionsRepository(deps.db),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    service,
    register(app: AppInstance) {
      promotionsRoutes(app, service);
    },
  };
}
