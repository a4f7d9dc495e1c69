import { trendingListSchema } from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { TrendingService } from "./trending.service";

export function trendingRoutes(app: AppInstance, service: TrendingService) {
  app.get(
    "/api/front-api/Trending/GetTrendingList",
    {
      schema: {
        tags: ["front-api"],
        summary:
          "Trending destinations: the most searched in the last 30 days (flights and hotels), then the market's list; each with a flight search to it and whether hotels are sold there",
        response: { 200: envelopeOf(trendingListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(await service.list());
    },
  );
}
