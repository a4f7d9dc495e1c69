import {
  applyDiscountVoucherRequestSchema,
  currentUserOrderDetailsSchema,
  hotelOrderPassengersSchema,
  orderDetailSchema,
  orderIdRequestSchema,
  orderPassengersSchema,
  ordersFilterSchema,
  ordersPageSchema,
  SAFARMARKET_COOKIE,
  SAFARMARKET_RESELLER,
  safarMarketIdSchema,
  submitFlightOrderRequestSchema,
  submitHotelOrderRequestSchema,
  submitTourOrderRequestSchema,
} from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { requestLocale } from "../../platform/locale";
import type { AppInstance } from "../../platform/types";
import type { OrdersService } from "./orders.service";
import type { OrderSource } from "./submit-order";

/** The reseller a customer came through: SafarMarket when its cookie holds a well-formed id. */
function orderSourceOf(request: FastifyRequest): OrderSource | null {
  const id = safarMarketIdSchema.safeParse(request.cookies[SAFARMARKET_COOKIE] ?? "");
  return id.success ? { reseller: SAFARMARKET_RESELLER, resellerRef: id.data } : null;
}

/**
 * Flight, hotel and tour reservation (submit, reserve) and the customer's orders and vouchers: parse,
 * call, answer.
 */
export function ordersRoutes(
  app: AppInstance,
  service: OrdersService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  const detail = { 200: envelopeOf(orderDetailSchema) };
  const secured = { security: [{ bearer: [] }] };

  app.post(
    "/api/flight-reservation/Submit/SubmitFlightOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary:
          "Re-prices the chosen proposal(s) and creates the order (Submitted). The contact's e-mail is optional when the safarmarketId cookie is set (spec §5; the order keeps SafarMarket as its reseller). Idempotent by the Idempotency-Key header (or body idempotencyKey); a changed price answers 409 PRICE_CHANGED with old and new totals: resubmit with acceptedTotalPrice to accept it",
        ...secured,
        headers: z.object({ "idempotency-key": z.string().optional() }).loose(),
        body: submitFlightOrderRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.submit(
          currentUserId(request),
          request.body,
          request.headers["idempotency-key"],
          requestLocale(request),
          orderSourceOf(request),
        ),
      ),
  );

  app.post(
    "/api/flight-reservation/Reserve/ReserveFlightOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary: "Holds the order's seats (Approved until the hold expires); idempotent for the same order",
        ...secured,
        body: orderIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.reserve(currentUserId(request), request.body.orderId)),
  );

  app.post(
    "/api/hotel-reservation/Submit/SubmitHotelOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["hotel-reservation"],
        summary:
          "Re-prices the chosen rate of a live hotel search and creates the order (Submitted), one lead guest per room. Idempotent by the Idempotency-Key header (or body idempotencyKey); a changed price answers 409 PRICE_CHANGED with old and new totals: resubmit with acceptedTotalPrice to accept it; a room gone answers 409 HOTEL_ROOM_SOLD_OUT",
        ...secured,
        headers: z.object({ "idempotency-key": z.string().optional() }).loose(),
        body: submitHotelOrderRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.submitHotel(
          currentUserId(request),
          request.body,
          request.headers["idempotency-key"],
          requestLocale(request),
        ),
      ),
  );

  app.post(
    "/api/hotel-reservation/Reserve/ReserveHotelOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["hotel-reservation"],
        summary:
          "Holds the order's rooms (Approved until the hold expires; 409 HOTEL_ROOM_SOLD_OUT when none is left); idempotent for the same order",
        ...secured,
        body: orderIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.reserve(currentUserId(request), request.body.orderId)),
  );

  app.post(
    "/api/tour/Order/SubmitTourOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["tour"],
        summary:
          "Prices a departure of a tour on sale for its travellers (the passenger form's national variant, judged on the day of departure: each one's age prices its place) and creates the order (Submitted, Tour). Idempotent by the Idempotency-Key header (or body idempotencyKey); acceptedTotalPrice is the total the customer saw: another price now answers 409 PRICE_CHANGED with both; too few seats left answers 409 TOUR_NOT_ENOUGH_SEATS",
        ...secured,
        headers: z.object({ "idempotency-key": z.string().optional() }).loose(),
        body: submitTourOrderRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.submitTour(
          currentUserId(request),
          request.body,
          request.headers["idempotency-key"],
          requestLocale(request),
        ),
      ),
  );

  app.post(
    "/api/tour/Order/ReserveTourOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["tour"],
        summary:
          "Holds the order's seats on its departure (Approved until the hold expires; 409 TOUR_NOT_ENOUGH_SEATS when too few are left); idempotent for the same order",
        ...secured,
        body: orderIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.reserve(currentUserId(request), request.body.orderId)),
  );

  app.get(
    "/api/orders/Order/GetCurrentUserHotelOrderDetails/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "One of the customer's hotel orders with its payments and timeline (404 unknown, another customer's, or not a hotel order)",
        ...secured,
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(currentUserOrderDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.hotelDetails(currentUserId(request), request.params.id));
    },
  );

  app.post(
    "/api/orders/HotelOrder/GetHotelPassengersByOrderId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "A hotel order's rooms with their lead guests, and the booking reference once confirmed (404 unknown, another customer's, or not a hotel order)",
        ...secured,
        body: orderIdRequestSchema,
        response: { 200: envelopeOf(hotelOrderPassengersSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.hotelPassengers(currentUserId(request), request.body.orderId));
    },
  );

  app.post(
    "/api/orders/Order/GetCurrentUserOrders",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "The customer's orders, newest first (filter: productType, status, from/to departure days in Baghdad, orderNumber, upcoming, page 1.., pageSize 1..50); each with its route, dates and travellers count",
        ...secured,
        body: ordersFilterSchema.nullish().transform((v) => v ?? ordersFilterSchema.parse({})),
        response: { 200: envelopeOf(ordersPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.list(currentUserId(request), request.body));
    },
  );

  app.get(
    "/api/orders/Order/GetCurrentUserOrderDetails/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "One of the customer's orders with its payments and timeline (404 unknown or another customer's)",
        ...secured,
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(currentUserOrderDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.details(currentUserId(request), request.params.id));
    },
  );

  app.get(
    "/api/orders/Order/GetOrderPassengers/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "The order's travellers, each with the ticket number once issued (404 unknown or another customer's order, or a proposal not the order's)",
        ...secured,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({
          proposalId: z.preprocess((v) => (v === "" ? undefined : v), z.uuid().optional()),
        }),
        response: { 200: envelopeOf(orderPassengersSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(
        await service.passengers(currentUserId(request), request.params.id, request.query.proposalId),
      );
    },
  );

  app.post(
    "/api/orders/Order/ApplyDiscountVoucher",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Applies a discount voucher to an unpaid order and recomputes what is left to pay",
        ...secured,
        body: applyDiscountVoucherRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await service.applyVoucher(currentUserId(request), request.body.orderId, request.body.code)),
  );

  app.post(
    "/api/orders/Order/RemoveDiscountVoucher",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Removes the order's discount voucher (no voucher: the order as it is)",
        ...secured,
        body: orderIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.removeVoucher(currentUserId(request), request.body.orderId)),
  );
}
