import {
  HOTEL_TRENDING_TAKE,
  HotelBoard,
  hotelCardSchema,
  hotelCitySchema,
  hotelDetailSchema,
  hotelSearchAnswerSchema,
  hotelSearchSchema,
  PropertyType,
  rateRecheckSchema,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { HotelsService } from "./hotels.service";

const tags = ["hotels"];

export function hotelsRoutes(
  app: AppInstance,
  service: HotelsService,
  optionalUser: (request: FastifyRequest) => Promise<void>,
) {
  app.post(
    "/api/hotel-configuration/Cities/GetAllCities",
    {
      schema: {
        tags,
        summary: "Hotel destinations (pilgrimage cities first), all or those matching a name or code",
        body: z
          .object({ filter: z.string().max(80).optional(), iataCode: z.string().max(3).optional() })
          .nullish(),
        response: { 200: envelopeOf(z.array(hotelCitySchema)) },
      },
    },
    async (request) => {
      const { filter, iataCode } = request.body ?? {};
      const cities = await service.cities(filter);
      return ok(iataCode ? cities.filter((city) => city.cityCode === iataCode.toUpperCase()) : cities);
    },
  );

  app.post(
    "/api/hotel-catalog/HotelCatalog/Available",
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          "Hotel search: a destination, check-in and check-out, rooms with each child's age; one card per property with its cheapest rate (a signed-in customer's search goes to their history)",
        body: hotelSearchSchema,
        response: { 200: envelopeOf(hotelSearchAnswerSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.search(request.body, request.userId));
    },
  );

  const hotelRef = z.object({ requestId: z.uuid(), hotelId: z.string().min(1).max(120) });

  app.post(
    "/api/hotel-catalog/HotelCatalog/HotelDetail",
    {
      schema: {
        tags,
        summary: "A hotel of a live search: its content and every rate of the stay, grouped by room type",
        body: hotelRef,
        response: { 200: envelopeOf(hotelDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.detail(request.body.requestId, request.body.hotelId));
    },
  );

  app.post(
    "/api/hotel-catalog/HotelCatalog/HotelDetailForStay",
    {
      schema: {
        tags,
        summary:
          "The hotel page in one call: the stay's search (from the cache while it lives) and the hotel in it, as HotelDetail answers",
        body: hotelSearchSchema.and(z.object({ hotelId: z.string().min(1).max(120) })),
        response: { 200: envelopeOf(hotelDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { hotelId, ...query } = request.body;
      return ok(await service.detailForStay(query, hotelId));
    },
  );

  app.post(
    "/api/hotel-catalog/HotelCatalog/Recheck",
    {
      schema: {
        tags,
        summary: "Prices a rate again with its supplier: Available, PriceChanged (the new rate) or SoldOut",
        body: hotelRef.extend({ rateKey: z.string().min(1).max(2000) }),
        response: { 200: envelopeOf(rateRecheckSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.recheck(request.body));
    },
  );

  app.post(
    "/api/front-api/HotelTrending/GetHotelsAvailableByDestination",
    {
      schema: {
        tags,
        summary:
          "Trending hotels of a destination (a night a week ahead for two adults), cached with sliding expiry",
        body: z.object({
          slidingExpiration: z.boolean().default(true),
          reValidate: z.boolean().default(true),
          cityCode: z.string().min(1).max(3),
          take: z.number().int().min(1).max(50).default(HOTEL_TRENDING_TAKE),
        }),
        response: { 200: envelopeOf(z.array(hotelCardSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.trending({
          cityCode: request.body.cityCode.toUpperCase(),
          take: request.body.take,
          reValidate: request.body.reValidate,
          slidingExpiration: request.body.slidingExpiration,
        }),
      ),
  );
}

/**
 * Development only: adds a contracted hotel with one room type (up to 4 adults and 6 children) on
 * sale for `nights` nights from `checkIn` with `allotment` rooms a night, and two plans (breakfast,
 * free cancellation until 3 days before; room only, non-refundable; with `payAtHotel`, a third: half
 * board paid at the hotel, the same free cancellation, a city tax of 2 USD a room-night): inventory a
 * test or a demo makes for itself, whatever the calendar day.
 */
export function hotelsDevRoutes(app: AppInstance, service: HotelsService) {
  app.post(
    "/api/dev/hotels/properties",
    {
      schema: {
        tags: ["dev"],
        summary: "Adds a contracted hotel with its own allotment (not in production)",
        body: z.object({
          cityCode: z.string().regex(/^[A-Z]{3}$/),
          name: z.string().min(1).max(80),
          checkIn: z.iso.date(),
          nights: z.number().int().min(1).max(60),
          allotment: z.number().int().min(0).max(500),
          /** A room for two adults a night, cents. */
          doubleCents: z.number().int().min(100).max(10_000_000),
          popularity: z.number().int().optional(),
          payAtHotel: z.boolean().optional(),
        }),
        response: { 200: envelopeOf(z.object({ hotelId: z.string() })) },
      },
    },
    async (request) => {
      const input = request.body;
      const name = { ar: input.name, fa: input.name, en: input.name };
      const common = {
        cityTaxCents: 0,
        taxPercent: "0",
        childBands: [{ minAge: 0, maxAge: 17, centsPerNight: 1000 }],
      };
      const hotelId = await service.addContractedProperty({
        cityCode: input.cityCode,
        name,
        stars: 4,
        propertyType: PropertyType.Hotel,
        area: name,
        ...(input.popularity !== undefined ? { popularity: input.popularity } : {}),
        roomTypes: [
          {
            name: { ar: "غرفة عائلية", fa: "اتاق خانوادگی", en: "Family Room" },
            maxAdults: 4,
            maxChildren: 6,
            maxOccupancy: 10,
            ratePlans: [
              {
                board: HotelBoard.Breakfast,
                refundable: true,
                cancellationRules: [
                  { daysBefore: 3, nights: 1 },
                  { daysBefore: 1, nights: 99 },
                ],
                adjustPercent: "0",
                payAtHotel: false,
                ...common,
              },
              {
                board: HotelBoard.RoomOnly,
                refundable: false,
                cancellationRules: [],
                adjustPercent: "-10",
                payAtHotel: false,
                ...common,
              },
              ...(input.payAtHotel
                ? [
                    {
                      board: HotelBoard.HalfBoard,
                      refundable: true,
                      cancellationRules: [
                        { daysBefore: 3, nights: 1 },
                        { daysBefore: 1, nights: 99 },
                      ],
                      adjustPercent: "20",
                      payAtHotel: true,
                      ...common,
                      cityTaxCents: 200,
                    },
                  ]
                : []),
            ],
            nights: Array.from({ length: input.nights }, (_, i) => ({
              day: addDays(input.checkIn, i),
              allotment: input.allotment,
              centsByAdults: centsByAdultsOf(input.doubleCents),
            })),
          },
        ],
      });
      return ok({ hotelId });
    },
  );

  app.post(
    "/api/dev/hotels/properties/:hotelId/nights",
    {
      schema: {
        tags: ["dev"],
        summary: "Sets the allotment or the price of every night of a contracted hotel (not in production)",
        params: z.object({ hotelId: z.uuid() }),
        body: z.object({
          allotment: z.number().int().min(0).max(500).optional(),
          doubleCents: z.number().int().min(100).max(10_000_000).optional(),
        }),
        response: { 200: envelopeOf(z.object({ nights: z.number() })) },
      },
    },
    async (request) => {
      const { allotment, doubleCents } = request.body;
      const nights = await service.setContractedNights(request.params.hotelId, {
        ...(allotment !== undefined ? { allotment } : {}),
        ...(doubleCents !== undefined ? { centsByAdults: centsByAdultsOf(doubleCents) } : {}),
      });
      return ok({ nights });
    },
  );
}

/** A room's price by adults from the price of a double: one adult 85 %, three 130 %, four 155 %. */
function centsByAdultsOf(doubleCents: number): Record<string, number> {
  return {
    "1": Math.round(doubleCents * 0.85),
    "2": doubleCents,
    "3": Math.round(doubleCents * 1.3),
    "4": Math.round(doubleCents * 1.55),
  };
}
