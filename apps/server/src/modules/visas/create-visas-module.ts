import type { RouteGuard } from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createVisaApplication, type VisaApplicationDeps } from "./visa-application";
import { createVisaCases, type VisaCasesDeps } from "./visa-cases";
import { visaOrdersRoutes } from "./visa-orders.routes";
import { createVisasRepository } from "./visas.repository";
import { visasRoutes } from "./visas.routes";
import { createVisasService, type VisasService } from "./visas.service";

/**
 * Wires visas (issue 15): the countries and products (repository), their prices in USD at the
 * pricing module's display rate (`exchangeRate`), the application that makes an order (orders
 * module) with its documents in the customer's private images (images module), the cases, and
 * the routes.
 */
export function createVisasModule(deps: {
  db: Database;
  exchangeRate: (currency: string) => Promise<number>;
  orders: VisaApplicationDeps["orders"] & VisaCasesDeps["orders"];
  documents: VisaApplicationDeps["documents"];
  countries: VisaApplicationDeps["countries"];
  requireUser: RouteGuard;
  now?: () => Date;
}): AppModule<VisasService & { cases: ReturnType<typeof createVisaCases> }> {
  const now = deps.now ?? (() => new Date());
  const repository = createVisasRepository(deps.db);
  const products = createVisasService({ repository, exchangeRate: deps.exchangeRate });
  const cases = createVisaCases({ repository, orders: deps.orders, now });
  const application = createVisaApplication({
    repository,
    orders: deps.orders,
    documents: deps.documents,
    countries: deps.countries,
    exchangeRate: deps.exchangeRate,
    now,
  });
  return {
    service: { ...products, cases },
    register(app: AppInstance) {
      visasRoutes(app, products);
      visaOrdersRoutes(app, { application, cases, requireUser: deps.requireUser });
    },
  };
}
