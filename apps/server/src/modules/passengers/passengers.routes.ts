import { addOrUpdatePassengerRequestSchema, savedPassengerSchema, uuidSchema } from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { PassengersService } from "./passengers.service";

export function passengersRoutes(
  app: AppInstance,
  service: PassengersService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  app.post(
    "/api/flight-reservation/Passenger/GetCurrentUserPassengers",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary: "The signed-in customer's saved passengers, oldest first",
        security: [{ bearer: [] }],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(savedPassengerSchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.list(currentUserId(request)));
    },
  );

  app.post(
    "/api/flight-reservation/Passenger/AddOrUpdatePassenger",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary: "Saves a passenger, or updates one of the customer's by id (404 when unknown or another's)",
        security: [{ bearer: [] }],
        body: addOrUpdatePassengerRequestSchema,
        response: { 200: envelopeOf(savedPassengerSchema) },
      },
    },
    async (request) => ok(await service.addOrUpdate(currentUserId(request), request.body)),
  );

  app.delete(
    "/api/flight-reservation/Passenger/DeletePassenger/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary: "Deletes one of the customer's saved passengers (404 when unknown or another customer's)",
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        response: { 200: envelopeOf(z.object({ id: z.string(), deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.delete(currentUserId(request), request.params.id);
      return ok({ id: request.params.id, deleted: true as const });
    },
  );
}
