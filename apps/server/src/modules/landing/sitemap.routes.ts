import type { FastifyRequest } from "fastify";
import type { AppInstance } from "../../platform/types";
import type { LandingService } from "./landing.service";
import { PUBLIC_PAGES, robotsTxt, sitemapXml } from "./sitemap";

/** Search engines read these an hour at a time. */
const PUBLIC_HOUR = "public, max-age=3600";

export function sitemapRoutes(
  app: AppInstance,
  deps: {
    service: LandingService;
    /** The tours on sale (the tours module's list). */
    tourIds: () => Promise<string[]>;
    /** PUBLIC_URL's origin; without it, the request's own. */
    publicOrigin: string | undefined;
  },
) {
  const originOf = (request: FastifyRequest) => deps.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const [cities, tourIds] = await Promise.all([deps.service.list(), deps.tourIds()]);
    const entries = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...cities.map((city) => ({ path: `/landing/${city.cityCode}`, lastModified: city.updatedAt })),
      ...tourIds.map((id) => ({ path: `/tour/${id}` })),
    ];
    reply.header("cache-control", PUBLIC_HOUR);
    if (!deps.publicOrigin) reply.header("vary", "host");
    reply.type("application/xml; charset=utf-8");
    return sitemapXml(originOf(request), entries);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", PUBLIC_HOUR);
    if (!deps.publicOrigin) reply.header("vary", "host");
    reply.type("text/plain; charset=utf-8");
    return robotsTxt(originOf(request));
  });
}
