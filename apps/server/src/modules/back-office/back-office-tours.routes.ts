/**
 * The back office's tours (issue 16, `tours:manage`: admins and operations): every tour, on sale or
 * not; add one; change one or take it off sale; its departures added, changed and removed; its
 * photos uploaded. Each change in the audit log with what it was before and after.
 */
import {
  BackOfficePermission as P,
  tourAdminSchema,
  tourDepartureAdminSchema,
  tourDepartureInputSchema,
  tourInputSchema,
  toursAdminSchema,
} from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { photoUploadRoute } from "./photo-upload-route";
import { type BackOfficeRouteDeps, noStore, tags } from "./route-parts";

/** Malformed ids are the services' 404 (TOUR_NOT_FOUND, TOUR_DEPARTURE_NOT_FOUND), not a 400. */
const tourParams = z.object({ id: z.string() });
const departureParams = z.object({ id: z.string(), departureId: z.string() });
const tour = { 200: envelopeOf(tourAdminSchema) };
const departure = { 200: envelopeOf(tourDepartureAdminSchema) };

export function tourRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, tours } = deps;
  const onRequest = requireOperator(P.ManageTours);

  app.get(
    "/api/back-office/tours",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Every tour, on sale or not, with its departures ahead and seats left; the destinations a tour may go to and the currencies it may be priced in",
        response: { 200: envelopeOf(toursAdminSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await tours.list());
    },
  );

  app.post(
    "/api/back-office/tours",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Adds a tour (its photos are uploaded after, its departures added after); the storefront's lists are cached a minute",
        body: tourInputSchema,
        response: tour,
      },
    },
    async (request) => {
      const created = await tours.create(request.body);
      await service.record(currentOperator(request).actor, {
        action: "tour.create",
        objectType: "tour",
        objectId: created.tour.id,
        after: tours.audit(created.tour),
      });
      return ok(created.tour);
    },
  );

  app.get(
    "/api/back-office/tours/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "A tour with every field and every departure, past ones too (404 TOUR_NOT_FOUND)",
        params: tourParams,
        response: tour,
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await tours.get(request.params.id));
    },
  );

  app.post(
    "/api/back-office/tours/:id",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Changes a tour or takes it off sale; photos left out of `photos` are deleted; 404 TOUR_NOT_FOUND",
        params: tourParams,
        body: tourInputSchema,
        response: tour,
      },
    },
    async (request) => {
      const changed = await tours.update(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "tour.update",
        objectType: "tour",
        objectId: changed.tour.id,
        before: changed.before,
        after: changed.after,
      });
      return ok(changed.tour);
    },
  );

  app.post(
    "/api/back-office/tours/:id/departures",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Adds a departure: its day (after today, at most two years ahead), seats and prices per adult, child and infant in the tour's currency; 409 TOUR_DEPARTURE_EXISTS",
        params: tourParams,
        body: tourDepartureInputSchema,
        response: departure,
      },
    },
    async (request) => {
      const added = await tours.addDeparture(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "tour-departure.create",
        objectType: "tour_departure",
        objectId: added.departure.id,
        after: { tourId: request.params.id, ...added.after },
      });
      return ok(added.departure);
    },
  );

  app.post(
    "/api/back-office/tours/:id/departures/:departureId",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Changes a departure under its row lock: capacity never below the seats sold and held (TOUR_CAPACITY_IS_INVALID), its day moved only while none is sold (409 TOUR_DEPARTURE_HAS_SEATS_SOLD)",
        params: departureParams,
        body: tourDepartureInputSchema,
        response: departure,
      },
    },
    async (request) => {
      const changed = await tours.updateDeparture(
        request.params.id,
        request.params.departureId,
        request.body,
      );
      await service.record(currentOperator(request).actor, {
        action: "tour-departure.update",
        objectType: "tour_departure",
        objectId: changed.departure.id,
        before: changed.before,
        after: changed.after,
      });
      return ok(changed.departure);
    },
  );

  app.post(
    "/api/back-office/tours/:id/departures/:departureId/remove",
    {
      onRequest,
      schema: {
        tags,
        summary: "Removes a departure nobody has a seat on (409 TOUR_DEPARTURE_HAS_SEATS_SOLD otherwise)",
        params: departureParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const removed = await tours.removeDeparture(request.params.id, request.params.departureId);
      await service.record(currentOperator(request).actor, {
        action: "tour-departure.remove",
        objectType: "tour_departure",
        objectId: request.params.departureId,
        before: { tourId: request.params.id, ...removed.before },
      });
      return ok(null);
    },
  );

  photoUploadRoute(app, service.record, {
    url: "/api/back-office/tours/:id/photos",
    summary:
      "Adds a photo after the tour's others (multipart, one file part: JPG, PNG or WebP by its content, at most 5 MiB; re-encoded as JPEG without metadata); at most 8 (409 TOUR_PHOTOS_ARE_INVALID)",
    onRequest,
    params: tourParams,
    photos: z.object({ photos: z.array(z.string()) }),
    add: (id, file) => tours.addPhoto(id, file),
    action: "tour-photo.add",
    objectType: "tour",
  });
}
