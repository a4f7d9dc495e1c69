/**
 * The back office's hotel routes (issue 14, operations): the operator's contracted properties, their
 * room types and rate plans, and the calendar of a room type (allotment, restrictions and prices
 * over a range of days), and its photos (multipart upload, removal, order, captions; the bytes kept by
 * the image host); each change in the audit log. The same permission as charter flights.
 */
import multipart from "@fastify/multipart";
import {
  hotelAdminCitiesSchema,
  hotelCalendarChangeResultSchema,
  hotelCalendarChangeSchema,
  hotelCalendarQuerySchema,
  hotelCalendarSchema,
  hotelPhotoCaptionAnswerSchema,
  hotelPhotoCaptionInputSchema,
  hotelPhotoOrderSchema,
  hotelPhotoRemoveSchema,
  hotelPhotosSchema,
  hotelPropertiesPageSchema,
  hotelPropertiesQuerySchema,
  hotelPropertyAdminSchema,
  hotelPropertyInputSchema,
  hotelRatePlanAdminSchema,
  hotelRatePlanInputSchema,
  hotelRoomTypeAdminSchema,
  hotelRoomTypeInputSchema,
  MAX_UPLOAD_BYTES,
  BackOfficePermission as P,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError, platformMessageKeys } from "../../platform/errors";
import { collectMultipart } from "../../platform/multipart";
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

  photoRoutes(app, deps);
}

/** A property's photos: upload (multipart, in a scope of its own), removal, order and captions. */
function photoRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, hotels } = deps;
  const onRequest = requireOperator(P.ManageCatalog);

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 64 },
    });
    (scope as AppInstance).post(
      "/api/back-office/hotels/:id/photos",
      {
        onRequest,
        schema: {
          tags,
          summary:
            "Adds a photo after the property's others (multipart, one file part: JPG, PNG or WebP by its content, at most 5 MiB; re-encoded as JPEG without metadata, at most 2400 px); at most 20 photos (409)",
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 200: envelopeOf(hotelPhotosSchema) },
        },
      },
      async (request) => {
        const { files } = await collectMultipart(request, {
          maxFiles: 1,
          fileKey: () => "photo",
          tooManyFiles: () => AppError.single("validation", "photo", platformMessageKeys.invalidField),
        });
        const [file] = files;
        if (!file) throw AppError.single("validation", "photo", K.HOTEL_PHOTO_FORMAT_IS_INVALID);
        const { path, before, after } = await hotels.addPhoto(request.params.id, file);
        await service.record(currentOperator(request).actor, {
          action: "hotel-photo.add",
          objectType: "hotel_property",
          objectId: request.params.id,
          before: { photos: before },
          after: { photos: after, path },
        });
        return ok({ photos: after });
      },
    );
  });

  app.post(
    "/api/back-office/hotels/:id/photos/remove",
    {
      onRequest,
      schema: {
        tags,
        summary: "Takes a photo off the property and deletes its file (404 when it is not one of its photos)",
        params: idParams,
        body: hotelPhotoRemoveSchema,
        response: { 200: envelopeOf(hotelPhotosSchema) },
      },
    },
    async (request) => {
      const { before, after } = await hotels.removePhoto(request.params.id, request.body.path);
      await service.record(currentOperator(request).actor, {
        action: "hotel-photo.remove",
        objectType: "hotel_property",
        objectId: request.params.id,
        before: { photos: before },
        after: { photos: after, path: request.body.path },
      });
      return ok({ photos: after });
    },
  );

  app.post(
    "/api/back-office/hotels/:id/photos/order",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Puts the property's photos in a new order (exactly its photos; the first is the cover the cards show); 409 when they changed meanwhile",
        params: idParams,
        body: hotelPhotoOrderSchema,
        response: { 200: envelopeOf(hotelPhotosSchema) },
      },
    },
    async (request) => {
      const { before, after } = await hotels.orderPhotos(request.params.id, request.body.photos);
      await service.record(currentOperator(request).actor, {
        action: "hotel-photo.order",
        objectType: "hotel_property",
        objectId: request.params.id,
        before: { photos: before },
        after: { photos: after },
      });
      return ok({ photos: after });
    },
  );

  app.post(
    "/api/back-office/hotels/:id/photos/caption",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Sets one photo's caption in Arabic, Persian and English (each trimmed, at most 120 characters; all three empty takes it off); 404 when it is not one of the property's photos",
        params: idParams,
        body: hotelPhotoCaptionInputSchema,
        response: { 200: envelopeOf(hotelPhotoCaptionAnswerSchema) },
      },
    },
    async (request) => {
      const { path } = request.body;
      const { before, after } = await hotels.captionPhoto(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "hotel-photo.caption",
        objectType: "hotel_property",
        objectId: request.params.id,
        before: { path, caption: before },
        after: { path, caption: after },
      });
      return ok({ path, caption: after });
    },
  );
}
