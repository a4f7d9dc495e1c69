import {
  refundableItemsQuerySchema,
  refundableItemsSchema,
  refundReasonSchema,
  refundRequestSchema,
} from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { requestLocale } from "../../platform/locale";
import type { AppInstance } from "../../platform/types";
import type { RefundsService } from "./refunds.service";

/** Refund reasons, an order's refundable items and the customer's refund requests: parse, call, answer. */
export function refundsRoutes(
  app: AppInstance,
  service: RefundsService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  const secured = { security: [{ bearer: [] }] };

  app.get(
    "/api/refund/RefundReason/GetAll",
    {
      schema: {
        tags: ["refund"],
        summary: "The reasons a customer picks for a refund, named in Arabic, Persian and English",
        response: { 200: envelopeOf(z.array(refundReasonSchema)) },
      },
    },
    async () => ok(await service.reasons()),
  );

  app.get(
    "/api/refund/RefundableItems/GetOrderRefundableItems/:orderId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["refund"],
        summary:
          "Per traveller and flight of one of the customer's orders: what was paid, the fare's penalty by the time left before departure, and what would be refunded now (404 for another customer's order)",
        ...secured,
        params: z.object({ orderId: z.uuid() }),
        querystring: refundableItemsQuerySchema,
        response: { 200: envelopeOf(refundableItemsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(
        await service.refundableItems(
          currentUserId(request),
          request.params.orderId,
          request.query.proposalId,
        ),
      );
    },
  );

  app.post(
    "/api/refund/RefundRequest/Create",
    {
      onRequest: requireUser,
      schema: {
        tags: ["refund"],
        summary:
          "Requests a refund of an order's items (all refundable ones when itemIds is omitted) to the wallet or a bank account. The form of spec §5: reason (a RefundReason id), name (the customer's), accountNumber, iban, cardNumber, cancellationPolicyAccepted. A wallet refund the fare rules allow on whole bookings is decided at once; the rest waits for an operator (24 hours)",
        ...secured,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request) => ok(await service.create(currentUserId(request), request.body, requestLocale(request))),
  );

  app.get(
    "/api/refund/RefundRequest/GetOrderRefundRequests/:orderId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["refund"],
        summary:
          "The refund requests of one of the customer's orders, newest first (404 for another customer's order)",
        ...secured,
        params: z.object({ orderId: z.uuid() }),
        response: { 200: envelopeOf(z.array(refundRequestSchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.listForOrder(currentUserId(request), request.params.orderId));
    },
  );
}
