import type { FastifyBaseLogger } from "fastify";
import type { RouteGuard } from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createOrdersRepository } from "./orders.repository";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService, type OrdersService, type OrdersServiceDeps } from "./orders.service";
import { createVoucherAdminRepository } from "./voucher-admin.repository";
import { createVoucherAdmin, type VoucherAdmin } from "./voucher-admin.service";

/** How often this process releases expired holds. */
const HOLD_SWEEP_MS = 30_000;

/** Wires orders: repository, service, routes, and the sweep that expires unpaid holds. */
export function createOrdersModule(deps: {
  db: Database;
  catalog: OrdersServiceDeps["catalog"];
  hotels: OrdersServiceDeps["hotels"];
  tours: OrdersServiceDeps["tours"];
  customers: OrdersServiceDeps["customers"];
  holdMinutes: number;
  requireUser: RouteGuard;
  log: FastifyBaseLogger;
}): AppModule<OrdersService> & { vouchers: VoucherAdmin } {
  const service = createOrdersService({
    repository: createOrdersRepository(deps.db),
    catalog: deps.catalog,
    hotels: deps.hotels,
    tours: deps.tours,
    customers: deps.customers,
    holdMinutes: deps.holdMinutes,
  });
  return {
    service,
    /** The back office's discount vouchers (voucher-admin.ts). */
    vouchers: createVoucherAdmin({ repository: createVoucherAdminRepository(deps.db) }),
    register(app: AppInstance) {
      ordersRoutes(app, service, deps.requireUser);
      // The hold expiry sweep: every 30 s in this process (and lazily when a customer reads orders).
      // Several instances may sweep at once: expired rows are locked with SKIP LOCKED.
      const sweep = setInterval(() => {
        service
          .expireHolds()
          .catch((error: unknown) => deps.log.error({ err: error }, "order hold sweep failed"));
      }, HOLD_SWEEP_MS);
      sweep.unref();
      app.addHook("onClose", async () => clearInterval(sweep));
    },
  };
}
