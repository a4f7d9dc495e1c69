import {
  availableRequestSchema,
  availableResponseSchema,
  calendarDateSchema,
  calendarDaySchema,
  fareRuleSchema,
  flightDetailRequestSchema,
  flightDetailSchema,
  homePageCalendarRequestSchema,
  iataCodeSchema,
  plpCalendarRequestSchema,
  plpProposalDetailsSchema,
  productTypeRequestSchema,
  productTypeSchema,
  proposalRefSchema,
  quickSearchListSchema,
  quickSearchRequestSchema,
  routeRuleSchema,
} from "@safar/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { AppInstance } from "../../platform/types";
import type { CatalogService } from "./catalog.service";
import { NETWORK_FAULTS, type NetworkFaults } from "./suppliers/network-supplier";

const tags = ["flight-catalog"];

/** Server time of the handler, for the load benchmark and the browser's dev tools. */
function serverTiming(reply: FastifyReply, started: number) {
  reply.header("server-timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
}

export function catalogRoutes(
  app: AppInstance,
  service: CatalogService,
  optionalUser: (request: FastifyRequest) => Promise<void>,
) {
  app.post(
    "/api/flight-catalog/FlightCatalog/Available",
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          "Flight search: one-way, round trip (outbound and returning proposals apart by isReturning) or multi-destination (2 to 4 routes)",
        body: availableRequestSchema,
        response: { 200: envelopeOf(availableResponseSchema) },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const result = await service.available(request.body, request.userId, request.log);
      serverTiming(reply, started);
      reply.header("cache-control", "no-store");
      return ok(result);
    },
  );

  app.post(
    "/api/flight-catalog/FlightCatalog/FlightDetail",
    {
      schema: {
        tags,
        summary:
          "The chosen proposal (and the returning one) re-checked with its supplier: price change, seats",
        body: flightDetailRequestSchema,
        response: { 200: envelopeOf(flightDetailSchema) },
      },
    },
    async (request) => ok(await service.flightDetail(request.body)),
  );

  app.post(
    "/api/flight-catalog/FlightCatalog/GetPlpProposalDetails",
    {
      schema: {
        tags,
        summary: "One proposal of the results with its fare and route rules (from the search cache)",
        body: proposalRefSchema,
        response: { 200: envelopeOf(plpProposalDetailsSchema) },
      },
    },
    async (request) => ok(await service.plpProposalDetails(request.body)),
  );

  app.post(
    "/api/flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest",
    {
      schema: {
        tags,
        summary: "Product type, scope, trip type and the search itself of a requestId",
        body: productTypeRequestSchema,
        response: { 200: envelopeOf(productTypeSchema) },
      },
    },
    async (request) => ok(await service.productType(request.body.requestId)),
  );

  app.post(
    "/api/flight-catalog/FlightCalendar/HomePageCalendar",
    {
      schema: {
        tags,
        summary: "Cheapest adult fare per day from fromDate (default today) for `days` days",
        body: homePageCalendarRequestSchema,
        response: { 200: envelopeOf(z.array(calendarDaySchema)) },
      },
    },
    async (request) => ok(await service.homePageCalendar(request.body, request.log)),
  );

  app.post(
    "/api/flight-catalog/FlightCalendar/PlpCalendar",
    {
      schema: {
        tags,
        summary: "Cheapest adult fare per day `range` days either side of the chosen date",
        body: plpCalendarRequestSchema,
        response: { 200: envelopeOf(z.array(calendarDaySchema)) },
      },
    },
    async (request) => ok(await service.plpCalendar(request.body, request.log)),
  );

  app.post(
    "/api/flight-catalog/HomePage/GetQuickSearchInfos",
    {
      schema: {
        tags,
        summary: "Popular routes with their lowest fare in the next 30 days",
        body: quickSearchRequestSchema,
        response: { 200: envelopeOf(quickSearchListSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return ok(await service.quickSearchInfos(request.body?.flightScope, request.log));
    },
  );

  app.post(
    "/api/flight-reservation/FareRules/GetFareRules",
    {
      schema: {
        tags: ["flight-reservation"],
        summary: "Fare rules of a proposal: fare class, baggage, refund and change, cancellation penalties",
        body: proposalRefSchema,
        response: { 200: envelopeOf(z.array(fareRuleSchema)) },
      },
    },
    async (request) => ok(await service.fareRules(request.body)),
  );

  app.post(
    "/api/flight-reservation/FareRules/GetRouteRules",
    {
      schema: {
        tags: ["flight-reservation"],
        summary: "Route rules of a proposal: documents, check-in closing time, baggage",
        body: proposalRefSchema,
        response: { 200: envelopeOf(z.array(routeRuleSchema)) },
      },
    },
    async (request) => ok(await service.routeRules(request.body)),
  );
}

/** Adds a charter flight with free seats (see `addCharterFlight` in db/seed-catalog). */
export type AddCharterFlight = (input: {
  origin: string;
  destination: string;
  date: string;
  seats: number;
}) => Promise<{ flightNumber: string; departureTime: string } | undefined>;

/**
 * Development and test only: switch the network supplier's faults at run time; add a charter
 * flight with free seats, so that a test books inventory it made itself, whatever the calendar day.
 */
export function catalogDevRoutes(
  app: AppInstance,
  faults: NetworkFaults,
  addCharterFlight: AddCharterFlight,
) {
  const state = z.object({ faults: z.array(z.enum(NETWORK_FAULTS)), slowMs: z.number().int() });
  app.post(
    "/api/dev/catalog/faults",
    {
      schema: {
        tags: ["dev"],
        summary: "Sets the network supplier's injected faults (not in production)",
        body: z.object({
          faults: z.array(z.enum(NETWORK_FAULTS)),
          slowMs: z.number().int().min(0).max(60_000).optional(),
        }),
        response: { 200: envelopeOf(state) },
      },
    },
    async (request) => {
      faults.active = new Set(request.body.faults);
      if (request.body.slowMs !== undefined) faults.slowMs = request.body.slowMs;
      return ok({ faults: [...faults.active], slowMs: faults.slowMs });
    },
  );

  app.post(
    "/api/dev/catalog/charter-flights",
    {
      schema: {
        tags: ["dev"],
        summary: "Adds a charter flight with free seats on a demo charter route (not in production)",
        body: z.object({
          origin: iataCodeSchema(),
          destination: iataCodeSchema(),
          date: calendarDateSchema(),
          seats: z.number().int().min(1).max(500),
        }),
        response: { 200: envelopeOf(z.object({ flightNumber: z.string(), departureTime: z.string() })) },
      },
    },
    async (request) => {
      const added = await addCharterFlight(request.body);
      if (!added)
        throw AppError.single("validation", "destination", "FIELD_IS_INVALID", "no demo charter route there");
      return ok(added);
    },
  );
}
