import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import type { AppConfig } from "../../platform/config";
import type { AppInstance } from "../../platform/types";
import { blogRoutes } from "./blog.routes";
import { createBlogService } from "./blog.service";

/** Wires the home page's blog: the configured feed (BLOG_FEED_URL; none: no blog), its cache and its route. */
export function createBlogModule(deps: { config: AppConfig; cache: Cache; log: FastifyBaseLogger }) {
  const service = createBlogService({ settings: deps.config.blog, cache: deps.cache, log: deps.log });
  return {
    service,
    register(app: AppInstance) {
      blogRoutes(app, service);
    },
  };
}
