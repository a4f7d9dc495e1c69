import { verifyIssueFlightTicketSchema } from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { FulfilmentService } from "./fulfilment.service";

/** `flight-reservation/Issue/VerifyIssueFlightTicket/{id}`: what the waiting page polls after payment. */
export function fulfilmentRoutes(
  app: AppInstance,
  service: FulfilmentService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  app.get(
    "/api/flight-reservation/Issue/VerifyIssueFlightTicket/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary:
          "Where the paid order stands: NotPaid, Pending (confirmation and issue running, with attempts and the next attempt time), Issued (booking reference and ticket numbers) or Failed (the paid amount went back to the wallet)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(verifyIssueFlightTicketSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.verify(currentUserId(request), request.params.id));
    },
  );
}
