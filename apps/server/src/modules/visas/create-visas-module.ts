import type { FastifyBaseLogger } from "fastify";
import {
  type AccessTokenVerifier,
  createBearerOrSessionGuard,
  createOptionalUser,
  type RouteGuard,
} from "../../platform/auth";
import type { Database } from "../../platform/db";
import type { FileStorage } from "../../platform/file-storage";
import type { AppInstance, AppModule } from "../../platform/types";
import type { NotificationService } from "../notifications/notifications.service";
import { createVisaApplication, type VisaApplicationDeps } from "./visa-application";
import { createVisaCases, type VisaCases, type VisaCasesDeps } from "./visa-cases";
import { createVisaOfficers, type VisaOfficers, type VisaOfficersDeps } from "./visa-officers.service";
import { visaOrdersRoutes } from "./visa-orders.routes";
import { createVisaProductAdmin, type VisaProductsEditor } from "./visa-product-admin.service";
import { createVisasRepository } from "./visas.repository";
import { visasRoutes } from "./visas.routes";
import { createVisasService, type VisasService, type VisasServiceDeps } from "./visas.service";

/**
 * Wires visas (issue 15): the countries and products (repository), their prices in USD at the
 * pricing module's display rate (`exchangeRate`), the application that makes an order (orders
 * module) with its documents in the customer's private images (images module), the cases, and
 * the routes.
 */
export function createVisasModule(deps: {
  db: Database;
  exchangeRate: (currency: string) => Promise<number>;
  /** The currencies the pricing module has a rate for (what a product may be priced in, with USD). */
  currencies: () => Promise<string[]>;
  orders: VisaApplicationDeps["orders"] & VisaCasesDeps["orders"] & VisaOfficersDeps["orders"];
  documents: VisaOfficersDeps["images"];
  countries: VisaApplicationDeps["countries"];
  /** The platform's file storage (the issued visas). */
  storage: () => Promise<FileStorage>;
  /** Fulfilment looks at a decided case's order again (wired after this module). */
  wake: (orderId: string) => Promise<void>;
  notifications: Pick<NotificationService, "tellOrderContact">;
  /** Keeps a visa a signed-in customer priced (the interactions module). */
  recordSearch?: VisasServiceDeps["recordSearch"];
  requireUser: RouteGuard;
  /** For the issued visa's download link (Bearer or the web app's session cookie). */
  verifyAccessToken: AccessTokenVerifier;
  log: FastifyBaseLogger;
  now?: () => Date;
}): AppModule<VisasService & { cases: VisaCases; officers: VisaOfficers; productAdmin: VisaProductsEditor }> {
  const now = deps.now ?? (() => new Date());
  const repository = createVisasRepository(deps.db);
  const products = createVisasService({
    repository,
    exchangeRate: deps.exchangeRate,
    ...(deps.recordSearch ? { recordSearch: deps.recordSearch } : {}),
    log: deps.log,
  });
  const cases = createVisaCases({ repository, orders: deps.orders, now });
  const application = createVisaApplication({
    repository,
    orders: deps.orders,
    documents: deps.documents,
    countries: deps.countries,
    exchangeRate: deps.exchangeRate,
    now,
  });
  const officers = createVisaOfficers({
    repository,
    transaction: (fn) => deps.db.transaction((tx) => fn(tx as unknown as Database)),
    orders: deps.orders,
    cases,
    images: deps.documents,
    storage: {
      put: async (key, bytes, type) => (await deps.storage()).put(key, bytes, type),
      get: async (key) => (await deps.storage()).get(key),
      delete: async (key) => (await deps.storage()).delete(key),
    },
    wake: deps.wake,
    // The order's contact: a text message always, an e-mail when there is an address.
    notify: (order, message) =>
      deps.notifications.tellOrderContact(order, { ...message, kind: `visa.${message.kind}` }),
    log: deps.log,
    now,
  });
  const productAdmin = createVisaProductAdmin({ repository, currencies: deps.currencies });
  return {
    service: { ...products, cases, officers, productAdmin },
    register(app: AppInstance) {
      visasRoutes(app, products, createOptionalUser(deps.verifyAccessToken));
      visaOrdersRoutes(app, {
        application,
        cases,
        officers,
        requireUser: deps.requireUser,
        requireLinkUser: createBearerOrSessionGuard(deps.verifyAccessToken),
      });
    },
  };
}
