import {
  VISA_COUNTRY_CODES,
  visaCountrySchema,
  visaEnums,
  visaEnumsSchema,
  visaProductSchema,
  visaTotalPriceQuerySchema,
  visaTotalPriceSchema,
} from "@safar/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { VisasService } from "./visas.service";

const tags = ["visas"];
/** Products change when an operator edits one: a minute in shared caches is fresh enough. */
const PUBLIC_MINUTE = "public, max-age=60";

export function visasRoutes(
  app: AppInstance,
  service: VisasService,
  optionalUser: (request: FastifyRequest) => Promise<void>,
) {
  app.get(
    "/api/visa/Visa/GetVisaEnums",
    {
      schema: {
        tags,
        summary:
          "The visa enumerations (types, entries, processing, stay units, document kinds), the most travellers a request and the nationality served (Iraqi)",
        response: { 200: envelopeOf(visaEnumsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return ok(visaEnums);
    },
  );

  app.post(
    "/api/visa/country/getall",
    {
      schema: {
        tags,
        summary:
          "The visa countries (UAE, Azerbaijan, Thailand, Italy) with their page, currency and lowest price",
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(visaCountrySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_MINUTE);
      return ok(await service.countries());
    },
  );

  app.get(
    "/api/visa/Visa/GetBasePrices",
    {
      schema: {
        tags,
        summary:
          "Every visa product on sale (type, stay, validity, entries, processing and its days, price per traveller in the product's currency, the documents each traveller gives), optionally of one country",
        querystring: z.object({ countryCode: z.enum(VISA_COUNTRY_CODES).optional() }),
        response: { 200: envelopeOf(z.array(visaProductSchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_MINUTE);
      return ok(await service.products(request.query.countryCode));
    },
  );

  app.get(
    "/api/visa/Visa/GetTotalPrice",
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary:
          "A visa request's price for its travellers and processing, in the product's currency and in USD at the display rate of now (a signed-in customer's choice goes to their visa search history)",
        querystring: visaTotalPriceQuerySchema,
        response: { 200: envelopeOf(visaTotalPriceSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.totalPrice(request.query, request.userId));
    },
  );
}
