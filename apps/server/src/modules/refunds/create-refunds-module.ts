import type { FastifyBaseLogger } from "fastify";
import type { RouteGuard } from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import type { NotificationService } from "../notifications/notifications.service";
import { createRefundsRepository } from "./refunds.repository";
import { refundsRoutes } from "./refunds.routes";
import { createRefundsService, type RefundsService, type RefundsServiceDeps } from "./refunds.service";

/** Wires refunds: repository, service (customer calls and the operator's decisions), routes. */
export function createRefundsModule(deps: {
  db: Database;
  orders: RefundsServiceDeps["orders"];
  catalog: RefundsServiceDeps["catalog"];
  hotels: RefundsServiceDeps["hotels"];
  wallet: RefundsServiceDeps["wallet"];
  accounts: RefundsServiceDeps["accounts"];
  notifications: Pick<NotificationService, "tellOrderContact">;
  requireUser: RouteGuard;
  log: FastifyBaseLogger;
}): AppModule<RefundsService> {
  const service = createRefundsService({
    repository: createRefundsRepository(deps.db),
    orders: deps.orders,
    catalog: deps.catalog,
    hotels: deps.hotels,
    wallet: deps.wallet,
    accounts: deps.accounts,
    log: deps.log,
    // The order's contact: a text message always, an e-mail when there is an address.
    notify: (order, message) =>
      deps.notifications.tellOrderContact(order, { ...message, kind: `refund.${message.kind}` }),
  });
  return {
    service,
    register(app: AppInstance) {
      refundsRoutes(app, service, deps.requireUser);
    },
  };
}
