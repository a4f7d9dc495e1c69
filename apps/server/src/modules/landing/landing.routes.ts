import {
  landingFlightsSchema,
  landingPageContentSchema,
  landingPageListSchema,
  landingPageRequestSchema,
} from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { LandingService } from "./landing.service";

const tags = ["front-api"];
/** An operator's edit shows within five minutes in shared caches. */
const PUBLIC_FIVE_MINUTES = "public, max-age=300";

export function landingRoutes(app: AppInstance, service: LandingService) {
  app.post(
    "/api/front-api/LandingPages/GetLandingPages",
    {
      schema: {
        tags,
        summary: "The published city landing pages, in the operator's order (the /landing list)",
        response: { 200: envelopeOf(landingPageListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_FIVE_MINUTES);
      return ok(await service.list());
    },
  );

  app.post(
    "/api/front-api/LandingPages/GetLandingPageContent",
    {
      schema: {
        tags,
        summary:
          "A city's landing page in the three languages: title, description, sections, hero photo (400 LANDING_CITY_CODE_IS_INVALID, 404 LANDING_PAGE_NOT_FOUND)",
        body: landingPageRequestSchema,
        response: { 200: envelopeOf(landingPageContentSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_FIVE_MINUTES);
      return ok(await service.content(request.body.cityCode));
    },
  );

  app.post(
    "/api/front-api/LandingPages/GetLandingPageFlights",
    {
      schema: {
        tags,
        summary:
          "The cheapest flight to a city in the next 30 days from each of the market's airports (one adult, economy), cheapest first (400 LANDING_CITY_CODE_IS_INVALID, 404 LANDING_PAGE_NOT_FOUND)",
        body: landingPageRequestSchema,
        response: { 200: envelopeOf(landingFlightsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_FIVE_MINUTES);
      return ok(await service.flights(request.body.cityCode, request.log));
    },
  );
}
