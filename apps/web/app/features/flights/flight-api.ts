/**
 * The flight catalog calls of the results page (spec §7), parsed with the domain's schemas. The
 * search box's light calls (airports, history) live in airport-api.ts so the home page does not load
 * the schemas; this module does not import them either. The search's and the price strip's answers
 * and a proposal's fare rules are parsed and checked in a worker (decisions 030, 031,
 * lib/off-thread-check.ts); where no worker runs, they load their schemas when their answer comes and
 * are checked in the page (decision 029).
 */

import type { CalendarDay } from "@safar/domain/flight-search";
import type { AvailableRequestInput, AvailableResponse, FareRule, ProposalRef } from "@safar/domain/flights";
import { api, type Parser } from "../../lib/api";
import { parsedWhenUsed } from "../../lib/lazy-parser";
import { offThreadReader, startWorker } from "../../lib/off-thread-check";
import type { FlightAnswerName } from "./flight-answers";

type FlightSchemas = typeof import("./flight-api-schemas");
const schemas = () => import("./flight-api-schemas");

/** A parser whose schema module loads only if it is used (the worker's fallback). */
const parsedLaterBy = <T>(pick: (s: FlightSchemas) => Parser<T>) =>
  parsedWhenUsed(() => schemas().then(pick));

const checkedOffThread = offThreadReader<FlightAnswerName>(() =>
  startWorker(
    () =>
      new Worker(new URL("./answer-check.worker.ts", import.meta.url), {
        type: "module",
        name: "answer-checks",
      }),
  ),
);

export function searchAvailable(request: AvailableRequestInput, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/Available", {
    body: request,
    signal,
    read: checkedOffThread<AvailableResponse>(
      "available",
      parsedLaterBy((schemas) => schemas.availableParser),
    ),
  });
}

export function plpCalendar(
  body: { origin: string; destination: string; departureDate: string; range?: number; cabinClass?: number },
  signal?: AbortSignal,
) {
  return api().request("flight-catalog/FlightCalendar/PlpCalendar", {
    body,
    signal,
    read: checkedOffThread<CalendarDay[]>(
      "calendar",
      parsedLaterBy((schemas) => schemas.calendarSchema),
    ),
  });
}

export function getFareRules(ref: ProposalRef, signal?: AbortSignal) {
  return api().request("flight-reservation/FareRules/GetFareRules", {
    body: ref,
    signal,
    read: checkedOffThread<FareRule[]>(
      "fareRules",
      parsedLaterBy((schemas) => schemas.fareRulesSchema),
    ),
  });
}
