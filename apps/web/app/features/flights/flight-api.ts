/**
 * The flight catalog calls of the results page (spec §7), parsed with the domain's schemas. The
 * search box's light calls (airports, history) live in airport-api.ts so the home page does not load
 * the schemas; this module does not import them either: each call starts loading them beside its
 * request, and parses the answer once both are in (decision 028).
 */
import type { AvailableRequestInput, ProposalRef } from "@safar/domain/flights";
import { api, type Parser } from "../../lib/api";

type FlightSchemas = typeof import("./flight-api-schemas");

/** A parser whose schema module starts loading now, beside the call it parses. */
function parsedBy<T>(pick: (schemas: FlightSchemas) => Parser<T>): Parser<T> {
  const loading = import("./flight-api-schemas");
  // A call that fails first never parses; its schemas' failed load is not an unhandled rejection.
  loading.catch(() => undefined);
  return { parse: async (input) => pick(await loading).parse(input) };
}

export function searchAvailable(request: AvailableRequestInput, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/Available", {
    body: request,
    signal,
    schema: parsedBy((schemas) => schemas.availableParser),
  });
}

export function plpCalendar(
  body: { origin: string; destination: string; departureDate: string; range?: number; cabinClass?: number },
  signal?: AbortSignal,
) {
  return api().request("flight-catalog/FlightCalendar/PlpCalendar", {
    body,
    signal,
    schema: parsedBy((schemas) => schemas.calendarSchema),
  });
}

export function getFareRules(ref: ProposalRef, signal?: AbortSignal) {
  return api().request("flight-reservation/FareRules/GetFareRules", {
    body: ref,
    signal,
    schema: parsedBy((schemas) => schemas.fareRulesSchema),
  });
}
