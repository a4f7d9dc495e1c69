/**
 * The flight catalog calls of the results page (spec §7), parsed with the domain's schemas.
 * The search box's light calls (airports, history) live in airport-api.ts so the home page does
 * not load the schemas.
 */
import {
  type AvailableRequestInput,
  availableResponseSchema,
  calendarDaySchema,
  fareRuleSchema,
  type ProposalRef,
} from "@safar/domain";
import { sliced } from "@safar/domain/schema-runtime";
import { api } from "../../lib/api";
import { yieldToBrowser } from "../../lib/yield-to-browser";

/**
 * 2,000 proposals take ~100 ms to check on a fast CPU (400 ms on Lighthouse's phone), so the list
 * is checked 25 at a time with the browser's turn before each slice, the first one included: the
 * JSON's parse is a task of its own (issue 9: the results' TBT).
 */
const availableParser = sliced(availableResponseSchema, "proposals", yieldToBrowser);

export function searchAvailable(request: AvailableRequestInput, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/Available", {
    body: request,
    signal,
    schema: availableParser,
  });
}

const calendarSchema = calendarDaySchema.array();

export function plpCalendar(
  body: { origin: string; destination: string; departureDate: string; range?: number; cabinClass?: number },
  signal?: AbortSignal,
) {
  return api().request("flight-catalog/FlightCalendar/PlpCalendar", {
    body,
    signal,
    schema: calendarSchema,
  });
}

const fareRulesSchema = fareRuleSchema.array();

export function getFareRules(ref: ProposalRef, signal?: AbortSignal) {
  return api().request("flight-reservation/FareRules/GetFareRules", {
    body: ref,
    signal,
    schema: fareRulesSchema,
  });
}
