import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { sendStaticJson } from "../../platform/static-json";
import type { AppInstance } from "../../platform/types";
import { agencySchema, airportQuerySchema, airportSchema, countrySchema } from "./configuration.schema";
import type { ConfigurationService } from "./configuration.service";

export function configurationRoutes(app: AppInstance, service: ConfigurationService) {
  app.get(
    "/api/flight-configuration/Country/GetAllCountries",
    {
      schema: {
        tags: ["configuration"],
        summary: "Every country that has a dialing code, with Arabic, Persian and English names",
        response: { 200: envelopeOf(z.array(countrySchema)) },
      },
    },
    async (request, reply) => sendStaticJson(request, reply, await service.getAllCountries()),
  );

  for (const [path, scope] of [
    ["/api/flight-configuration/Airport/GetDomesticPlpAirports", "domestic"],
    ["/api/flight-configuration/Airport/GetInternationalPlpAirports", "international"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["configuration"],
          summary: `${scope === "domestic" ? "Iraq's" : "International"} airports, optionally filtered by name or IATA code`,
          body: airportQuerySchema,
          response: { 200: envelopeOf(z.array(airportSchema)) },
        },
      },
      async (request) => {
        const query = request.body ?? {};
        return ok(
          await service.getAirports(scope, {
            ...(query.search ? { search: query.search } : {}),
            ...(query.take ? { take: query.take } : {}),
          }),
        );
      },
    );
  }

  app.post(
    "/api/flight-configuration/Agency/GetAgencies",
    {
      schema: {
        tags: ["configuration"],
        summary: "Active partner agencies",
        response: { 200: envelopeOf(z.array(agencySchema)) },
      },
    },
    async () => ok(await service.getAgencies()),
  );
}
