import {
  callStepRequestSchema,
  callStepResponseSchema,
  SAFARMARKET_COOKIE,
  safarMarketAvailableRequestSchema,
  safarMarketAvailableResponseSchema,
  safarMarketByOrderRequestSchema,
  safarMarketByProposalRequestSchema,
  safarMarketIdSchema,
  safarMarketRequestSchema,
} from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { SafarMarketService } from "./safarmarket.service";

/** The customer's SafarMarket id: the first-party cookie the landing set (null without one). */
function safarMarketIdOf(request: FastifyRequest): string | null {
  const parsed = safarMarketIdSchema.safeParse(request.cookies[SAFARMARKET_COOKIE] ?? "");
  return parsed.success ? parsed.data : null;
}

/** SafarMarket's calls of spec §7 (docs/safarmarket.md): parse, call, answer. */
export function safarMarketRoutes(
  app: AppInstance,
  service: SafarMarketService,
  optionalUser: (request: FastifyRequest) => Promise<void>,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  const tags = ["resellers"];
  const base = "/api/resellers/SafarMarket/SafarMarket";

  app.post(
    "/api/flight-catalog/SafarMarket/GetAvailableRequest",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["flight-catalog"],
        summary:
          "SafarMarket's search (safarmarketId, from, to, dep, ret, adu, chi, inf, cabin) as ours, searched: the results page opens on it",
        body: safarMarketAvailableRequestSchema,
        response: { 200: envelopeOf(safarMarketAvailableResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.availableRequest(request.body, request.userId ?? null));
    },
  );

  app.post(
    `${base}/GetSafarMarketRequestByProposalId`,
    {
      schema: {
        tags,
        summary:
          "Step 2 of a selected fare for the customer of the safarmarketId cookie (404 without it); empty strings are dropped",
        body: safarMarketByProposalRequestSchema,
        response: { 200: envelopeOf(safarMarketRequestSchema) },
      },
    },
    async (request) => ok(await service.requestByProposal(safarMarketIdOf(request), request.body)),
  );

  app.post(
    `${base}/GetSafarMarketRequestByOrderId`,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "The step of the customer's SafarMarket order: 3 (with the booking) before payment, 4 once paid; 404 for another's order or one not from SafarMarket",
        security: [{ bearer: [] }],
        body: safarMarketByOrderRequestSchema,
        response: { 200: envelopeOf(safarMarketRequestSchema) },
      },
    },
    async (request) => ok(await service.requestByOrder(currentUserId(request), request.body.orderId)),
  );

  app.post(
    `${base}/CallStep`,
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          "Sends a step to SafarMarket's pixel once (per fare for 2, per order for 3 to 5; sent false when it already was): pixelUrl is the step (2/ … 5/), data names the fare {requestId, proposalId, …} or the order {orderId}; the pixel's data is built by the server",
        body: callStepRequestSchema,
        response: { 200: envelopeOf(callStepResponseSchema) },
      },
    },
    async (request) => {
      const step = request.body.pixelUrl.replace(/\//g, "");
      // The order steps are the signed-in owner's (401 without a token).
      const userId = step === "2" ? (request.userId ?? "") : currentUserId(request);
      return ok(await service.callStep(userId, safarMarketIdOf(request), request.body));
    },
  );
}
