import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createTourAdmin, type TourAdminDeps, type TourAdminService } from "./tour-admin.service";
import { createTourBookings, type TourBookings } from "./tour-bookings";
import { createToursRepository } from "./tours.repository";
import { toursRoutes } from "./tours.routes";
import { createToursService, type ToursService, type ToursServiceDeps } from "./tours.service";

/**
 * Wires tours (issue 16): the tours and departures (repository), their prices in USD at the pricing
 * module's display rate (`exchangeRate`), their destinations named by the hotels module (`cities`),
 * the storefront's routes, the bookings' seats (tour-bookings.ts), and the back office's editor (its routes are the back-office module's).
 */
export function createToursModule(deps: {
  db: Database;
  exchangeRate: ToursServiceDeps["exchangeRate"];
  cities: ToursServiceDeps["cities"];
  /** The currencies the pricing module has a rate for (what a tour may be priced in, with USD). */
  currencies: TourAdminDeps["currencies"];
  /** Where the photos' bytes go (the image host, wired after this module). */
  photos?: TourAdminDeps["photos"];
  now?: () => Date;
}): AppModule<ToursService> & { admin: TourAdminService; bookings: TourBookings } {
  const repository = createToursRepository(deps.db);
  const now = deps.now ? { now: deps.now } : {};
  const service = createToursService({
    repository,
    exchangeRate: deps.exchangeRate,
    cities: deps.cities,
    ...now,
  });
  const admin = createTourAdmin({
    repository,
    currencies: deps.currencies,
    cities: deps.cities,
    ...(deps.photos ? { photos: deps.photos } : {}),
    ...now,
  });
  // What the orders module asks when a customer books a departure, and fulfilment when it is paid.
  const bookings = createTourBookings({
    db: deps.db,
    repository,
    exchangeRate: deps.exchangeRate,
    cities: deps.cities,
    now: deps.now ?? (() => new Date()),
  });
  return {
    service,
    admin,
    bookings,
    register(app: AppInstance) {
      toursRoutes(app, service);
    },
  };
}
