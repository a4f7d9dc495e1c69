/**
 * The back office's catalog routes (issue 13, operations): charter flights, created, listed with
 * their seats, and their sales opened or closed; each change in the audit log.
 */
import {
  charterFlightAdminSchema,
  charterFlightsPageSchema,
  charterFlightsQuerySchema,
  charterReferencesSchema,
  charterSalesSchema,
  createCharterFlightSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

export function catalogRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, charters } = deps;
  const sendCsv = csvExporter(service.record);

  app.get(
    "/api/back-office/charter-flights",
    {
      onRequest: requireOperator(P.ManageCatalog),
      schema: {
        tags,
        summary:
          "Charter flights by route and departure days (the origin's calendar days), soonest first, with seats sold and held",
        querystring: charterFlightsQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(charterFlightsPageSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "charter-flights",
          (page, pageSize) => charters.list({ ...query, page, pageSize }),
          csvColumns.charterFlights,
        );
      reply.headers(noStore);
      return ok(await charters.list(query));
    },
  );

  app.get(
    "/api/back-office/charter-flights/references",
    {
      onRequest: requireOperator(P.ManageCatalog),
      schema: {
        tags,
        summary: "What a new charter flight chooses from: aircraft (with seats) and cancellation rule sets",
        response: { 200: envelopeOf(charterReferencesSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await charters.references());
    },
  );

  app.post(
    "/api/back-office/charter-flights",
    {
      onRequest: requireOperator(P.ManageCatalog),
      schema: {
        tags,
        summary:
          "Creates a direct charter flight on sale at once (customers' searches see it): leg, aircraft, seats, fares per age category, baggage, fare class, cancellation rules",
        body: createCharterFlightSchema,
        response: { 200: envelopeOf(charterFlightAdminSchema) },
      },
    },
    async (request) => {
      const flight = await charters.create(request.body);
      await service.record(currentOperator(request).actor, {
        action: "charter-flight.create",
        objectType: "charter_flight",
        objectId: flight.id,
        after: flight,
      });
      return ok(flight);
    },
  );

  app.post(
    "/api/back-office/charter-flights/:id/sales",
    {
      onRequest: requireOperator(P.ManageCatalog),
      schema: {
        tags,
        summary: "Opens or closes a charter flight's sales (closed: left out of searches; seats held stay)",
        params: idParams,
        body: charterSalesSchema,
        response: { 200: envelopeOf(charterSalesSchema) },
      },
    },
    async (request) => {
      const { before, after } = await charters.setSales(request.params.id, request.body.open);
      await service.record(currentOperator(request).actor, {
        action: after ? "charter-flight.open" : "charter-flight.close",
        objectType: "charter_flight",
        objectId: request.params.id,
        before: { open: before },
        after: { open: after },
      });
      return ok({ open: after });
    },
  );
}
