/**
 * The back office's hotel routes (issue 14, operations): the operator's contracted properties, their
 * room types and rate plans, and the calendar of a room type (allotment, restrictions and prices
 * over a range of days); each change in the audit log. The same permission as charter flights. The
 * photos' routes are in back-office-hotel-photos.routes.ts.
 */
import {
  hotelAdminCitiesSchema,
  hotelCalendarChangeResultSchema,
  hotelCalendarChangeSchema,
  hotelCalendarQuerySchema,
  hotelCalendarSchema,
  hotelPropertiesPageSchema,
  hotelPropertiesQuerySchema,
  hotelPropertyAdminSchema,
  hotelPropertyInputSchema,
  hotelRatePlanAdminSchema,
  hotelRatePlanInputSchema,
  hotelRoomTypeAdminSchema,
  hotelRoomTypeInputSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

const childParams = (name: string) => z.object({ id: z.uuid(), [name]: z.uuid() });

export function hotelRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, hotels } = deps;
  const onRequest = requireOperator(P.ManageCatalog);

  app.get(
    "/api/back-office/hotels/cities",
    {
      onRequest,
      schema: {
        tags,
        summary: "The hotel destinations a contracted property may be in",
        response: { 200: envelopeOf(hotelAdminCitiesSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await hotels.cities());
    },
  );

  app.get(
    "/api/back-office/hotels",
    {
      onRequest,
      schema: {
        tags,
        summary: "Contracted properties by destination and a part of their name (any language), paged",
        querystring: hotelPropertiesQuerySchema,
        response: { 200: envelopeOf(hotelPropertiesPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await hotels.list(request.query));
    },
  );

  app.get(
    "/api/back-office/hotels/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "A contracted property with its room types and rate plans",
        params: idParams,
        response: { 200: envelopeOf(hotelPropertyAdminSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await hotels.get(request.params.id));
    },
  );

  app.post(
    "/api/back-office/hotels",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Creates a contracted property (on sale once a room type, a rate plan and open days are added)",
        body: hotelPropertyInputSchema,
        response: { 200: envelopeOf(hotelPropertyAdminSchema) },
      },
    },
    async (request) => {
      const { property, after } = await hotels.createProperty(request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel.create",
        objectType: "hotel_property",
        objectId: property.id,
        after,
      });
      return ok(property);
    },
  );

  app.post(
    "/api/back-office/hotels/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Changes a contracted property's content, or takes it off sale (inactive)",
        params: idParams,
        body: hotelPropertyInputSchema,
        response: { 200: envelopeOf(hotelPropertyAdminSchema) },
      },
    },
    async (request) => {
      const { property, before, after } = await hotels.updateProperty(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel.update",
        objectType: "hotel_property",
        objectId: property.id,
        before,
        after,
      });
      return ok(property);
    },
  );

  app.post(
    "/api/back-office/hotels/:id/room-types",
    {
      onRequest,
      schema: {
        tags,
        summary: "Adds a room type to a property",
        params: idParams,
        body: hotelRoomTypeInputSchema,
        response: { 200: envelopeOf(hotelRoomTypeAdminSchema) },
      },
    },
    async (request) => {
      const roomType = await hotels.addRoomType(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-room-type.create",
        objectType: "hotel_room_type",
        objectId: roomType.id,
        after: { propertyId: request.params.id, ...roomType },
      });
      return ok(roomType);
    },
  );

  app.post(
    "/api/back-office/hotels/:id/room-types/:roomTypeId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Changes a room type of a property",
        params: childParams("roomTypeId"),
        body: hotelRoomTypeInputSchema,
        response: { 200: envelopeOf(hotelRoomTypeAdminSchema) },
      },
    },
    async (request) => {
      const { id, roomTypeId } = request.params as { id: string; roomTypeId: string };
      const { before, after } = await hotels.updateRoomType(id, roomTypeId, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-room-type.update",
        objectType: "hotel_room_type",
        objectId: roomTypeId,
        before,
        after,
      });
      return ok(after);
    },
  );

  app.post(
    "/api/back-office/hotels/:id/rate-plans",
    {
      onRequest,
      schema: {
        tags,
        summary: "Adds a rate plan to one of the property's room types",
        params: idParams,
        body: hotelRatePlanInputSchema,
        response: { 200: envelopeOf(hotelRatePlanAdminSchema) },
      },
    },
    async (request) => {
      const plan = await hotels.addRatePlan(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-rate-plan.create",
        objectType: "hotel_rate_plan",
        objectId: plan.id,
        after: { propertyId: request.params.id, ...plan },
      });
      return ok(plan);
    },
  );

  app.post(
    "/api/back-office/hotels/:id/rate-plans/:ratePlanId",
    {
      onRequest,
      schema: {
        tags,
        summary: "Changes a rate plan of the property (or takes it off sale, inactive)",
        params: childParams("ratePlanId"),
        body: hotelRatePlanInputSchema,
        response: { 200: envelopeOf(hotelRatePlanAdminSchema) },
      },
    },
    async (request) => {
      const { id, ratePlanId } = request.params as { id: string; ratePlanId: string };
      const { before, after } = await hotels.updateRatePlan(id, ratePlanId, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-rate-plan.update",
        objectType: "hotel_rate_plan",
        objectId: ratePlanId,
        before,
        after,
      });
      return ok(after);
    },
  );

  app.get(
    "/api/back-office/hotels/:id/calendar",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A room type's calendar from one day to another (at most 62 days): allotment, held, sold, stop-sell, minimum stay, closed to arrival, prices by adults",
        params: idParams,
        querystring: hotelCalendarQuerySchema,
        response: { 200: envelopeOf(hotelCalendarSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await hotels.calendar(request.params.id, request.query));
    },
  );

  app.post(
    "/api/back-office/hotels/:id/calendar",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Applies one change (allotment, prices by adults, stop-sell, minimum stay, closed to arrival) to a room type's days from one to another, in one transaction; never below the rooms held and sold (409 naming the day). A re-check sees it at once; a cached search (15 minutes) when it expires",
        params: idParams,
        body: hotelCalendarChangeSchema,
        response: { 200: envelopeOf(hotelCalendarChangeResultSchema) },
      },
    },
    async (request) => {
      const result = await hotels.changeCalendar(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-calendar.change",
        objectType: "hotel_room_type",
        objectId: request.body.roomTypeId,
        after: { propertyId: request.params.id, ...request.body, ...result },
      });
      return ok(result);
    },
  );
}
