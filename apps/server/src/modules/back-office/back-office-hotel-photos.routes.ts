/** The back office's routes of a contracted property's photos (the bytes kept by the image host). */
import {
  hotelPhotoCaptionAnswerSchema,
  hotelPhotoCaptionInputSchema,
  hotelPhotoOrderSchema,
  hotelPhotoRemoveSchema,
  hotelPhotosSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { photoUploadRoute } from "./photo-upload-route";
import { type BackOfficeRouteDeps, idParams, tags } from "./route-parts";

/** A property's photos: upload (photo-upload-route.ts), removal, order and captions. */
export function hotelPhotoRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, hotels } = deps;
  const onRequest = requireOperator(P.ManageCatalog);

  photoUploadRoute(app, service.record, {
    url: "/api/back-office/hotels/:id/photos",
    summary:
      "Adds a photo after the property's others (multipart, one file part: JPG, PNG or WebP by its content, at most 5 MiB; re-encoded as JPEG without metadata, at most 2400 px); at most 20 photos (409)",
    onRequest,
    params: idParams,
    photos: hotelPhotosSchema,
    add: (id, file) => hotels.addPhoto(id, file),
    action: "hotel-photo.add",
    objectType: "hotel_property",
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
