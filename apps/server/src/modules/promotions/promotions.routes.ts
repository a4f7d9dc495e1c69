import { promotionListSchema } from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { PromotionsService } from "./promotions.service";

export function promotionsRoutes(app: AppInstance, service: PromotionsService) {
  app.get(
    "/api/front-api/Promotions/GetPromotions",
    {
      schema: {
        tags: ["front-api"],
        summary:
          "The home page's promotions running today (Baghdad): active, between their first and last day, lowest sort order first, at most 6",
        response: { 200: envelopeOf(promotionListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return ok(await service.running());
    },
  );
}
