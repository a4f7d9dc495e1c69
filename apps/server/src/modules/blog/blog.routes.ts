import { blogPageQuerySchema, blogPageSchema } from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { BlogService } from "./blog.service";

export function blogRoutes(app: AppInstance, service: BlogService) {
  app.get(
    "/api/front-api/Blog/GetPosts",
    {
      schema: {
        tags: ["front-api"],
        summary:
          "The blog's posts (the configured RSS or Atom feed), 8 a page, newest first, as plain text; an empty page when no feed is configured or it cannot be read",
        querystring: blogPageQuerySchema,
        response: { 200: envelopeOf(blogPageSchema) },
      },
    },
    async (request, reply) => {
      // The same for every visitor; browsers and shared caches may keep it a few minutes.
      reply.header("cache-control", "public, max-age=300");
      return ok(await service.page(request.query.page));
    },
  );
}
