import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createToursRepository } from "./tours.repository";
import { toursRoutes } from "./tours.routes";
import { createToursService, type ToursService, type ToursServiceDeps } from "./tours.service";

/**
 * Wires tours (issue 16): the tours and departures (repository), their prices in USD at the pricing
 * module's display rate (`exchangeRate`), their destinations named by the hotels module (`cities`),
 * and the storefront's routes.
 */
export function createToursModule(deps: {
  db: Database;
  exchangeRate: ToursServiceDeps["exchangeRate"];
  cities: ToursServiceDeps["cities"];
  now?: () => Date;
}): AppModule<ToursService> {
  const repository = createToursRepository(deps.db);
  const service = createToursService({
    repository,
    exchangeRate: deps.exchangeRate,
    cities: deps.cities,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    service,
    register(app: AppInstance) {
      toursRoutes(app, service);
    },
  };
}
