import {
  deActiveSearchHistoryRequestSchema,
  flightSearchHistorySchema,
  hotelSearchHistorySchema,
  visaSearchHistorySchema,
} from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { InteractionsService } from "./interactions.service";

export function interactionsRoutes(
  app: AppInstance,
  service: InteractionsService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  app.post(
    "/api/user-interactions/FlightUserInteractions/GetFlightSearchHistories",
    {
      onRequest: requireUser,
      schema: {
        tags: ["user-interactions"],
        summary: "The signed-in customer's recent flight searches, newest first (at most 10)",
        security: [{ bearer: [] }],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(flightSearchHistorySchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.flightSearchHistories(currentUserId(request)));
    },
  );

  app.post(
    // The spec's path, its spelling kept ("Interations").
    "/api/user-interactions/HotelUserInterations/GetHotelSearchHistories",
    {
      onRequest: requireUser,
      schema: {
        tags: ["user-interactions"],
        summary:
          "The signed-in customer's recent hotel searches, newest first (at most 10); removed through FlightUserInteractions/DeActive",
        security: [{ bearer: [] }],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(hotelSearchHistorySchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.hotelSearchHistories(currentUserId(request)));
    },
  );

  app.post(
    "/api/user-interactions/FlightUserInteractions/DeActive",
    {
      onRequest: requireUser,
      schema: {
        tags: ["user-interactions"],
        summary:
          "Removes one of the customer's flight or hotel searches from the history (404 when not theirs)",
        security: [{ bearer: [] }],
        body: deActiveSearchHistoryRequestSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid(), isActive: z.literal(false) })) },
      },
    },
    async (request) => {
      await service.deActivateFlightSearch(currentUserId(request), request.body.id);
      return ok({ id: request.body.id, isActive: false as const });
    },
  );

  app.post(
    // The spec's path, its spelling kept ("Interations").
    "/api/user-interactions/VisaUserInterations/GetVisaSearchHistories",
    {
      onRequest: requireUser,
      schema: {
        tags: ["user-interactions"],
        summary:
          "The visas the signed-in customer priced in the visa box, newest first (at most 10), with the product's and country's names and whether it is still on sale",
        security: [{ bearer: [] }],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(visaSearchHistorySchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.visaSearchHistories(currentUserId(request)));
    },
  );

  app.post(
    "/api/user-interactions/VisaUserInterations/DeActive",
    {
      onRequest: requireUser,
      schema: {
        tags: ["user-interactions"],
        summary: "Removes one of the customer's visa choices from the history (404 when not theirs)",
        security: [{ bearer: [] }],
        body: deActiveSearchHistoryRequestSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid(), isActive: z.literal(false) })) },
      },
    },
    async (request) => {
      await service.deActivateVisaSearch(currentUserId(request), request.body.id);
      return ok({ id: request.body.id, isActive: false as const });
    },
  );
}
