import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createVisasRepository } from "./visas.repository";
import { visasRoutes } from "./visas.routes";
import { createVisasService, type VisasService } from "./visas.service";

/**
 * Wires visas (issue 15): the countries and products (repository), their prices in USD at the
 * pricing module's display rate (`exchangeRate`), and the routes.
 */
export function createVisasModule(deps: {
  db: Database;
  exchangeRate: (currency: string) => Promise<number>;
}): AppModule<VisasService> {
  const service = createVisasService({
    repository: createVisasRepository(deps.db),
    exchangeRate: deps.exchangeRate,
  });
  return {
    service,
    register(app: AppInstance) {
      visasRoutes(app, service);
    },
  };
}
