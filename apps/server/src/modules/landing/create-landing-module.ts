import type { Cache } from "../../platform/cache";
import type { Database } from "../../platform/db";
import type { AppInstance, AppModule } from "../../platform/types";
import { createLandingRepository } from "./landing.repository";
import { landingRoutes } from "./landing.routes";
import { createLandingService, type LandingService, type LandingServiceDeps } from "./landing.service";
import { sitemapRoutes } from "./sitemap.routes";

/**
 * Wires the city landing pages (issue 16): their table (repository), the cities named by the hotels
 * module, the flights priced by the catalog's fare calendar, the storefront's routes, and the site's
 * `sitemap.xml` and `robots.txt`. The back
 * office's editor is `service.admin` (its routes are the back-office module's).
 */
export function createLandingModule(deps: {
  db: Database;
  cache: Cache;
  cities: LandingServiceDeps["cities"];
  airport: LandingServiceDeps["airport"];
  fareCalendar: LandingServiceDeps["fareCalendar"];
  log: LandingServiceDeps["log"];
  /** The tours on sale, for the sitemap (the tours module's list). */
  tourIds: () => Promise<string[]>;
  /** PUBLIC_URL's origin (the sitemap's addresses); without it, each request's own. */
  publicOrigin: string | undefined;
  now?: () => Date;
}): AppModule<LandingService> {
  const service = createLandingService({
    repository: createLandingRepository(deps.db),
    cache: deps.cache,
    cities: deps.cities,
    airport: deps.airport,
    fareCalendar: deps.fareCalendar,
    log: deps.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    service,
    register(app: AppInstance) {
      landingRoutes(app, service);
      sitemapRoutes(app, { service, tourIds: deps.tourIds, publicOrigin: deps.publicOrigin });
    },
  };
}
