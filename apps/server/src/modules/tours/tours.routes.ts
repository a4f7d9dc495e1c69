import { tourDetailSchema, tourListQuerySchema, tourListSchema } from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { ToursService } from "./tours.service";

const tags = ["tours"];
/** Tours change when an operator edits one or a seat is sold: a minute in shared caches is fresh enough. */
const PUBLIC_MINUTE = "public, max-age=60";

export function toursRoutes(app: AppInstance, service: ToursService) {
  app.get(
    "/api/tour/Tour/GetTours",
    {
      schema: {
        tags,
        summary:
          "The tours on sale with a departure ahead that has seats, filtered by destination (city code), month of departure (YYYY-MM) and the most an adult's place may cost (USD); with every destination and month that has one, for the filters",
        querystring: tourListQuerySchema,
        response: { 200: envelopeOf(tourListSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_MINUTE);
      return ok(await service.list(request.query));
    },
  );

  app.get(
    "/api/tour/Tour/GetTour/:id",
    {
      schema: {
        tags,
        summary:
          "A tour on sale: its photos, day-by-day plan, what is and is not included, and its departures ahead with seats left and prices per adult, child and infant (404 TOUR_NOT_FOUND)",
        params: z.object({ id: z.string() }),
        response: { 200: envelopeOf(tourDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_MINUTE);
      return ok(await service.detail(request.params.id));
    },
  );
}
