/**
 * Flight search of the catalog: the request normalized and checked (airports known, scope derived,
 * dates in range), the fan-out to every enabled supplier within the time budget, multi-destination
 * itineraries also joined route by route across suppliers, markup applied, and the proposals kept
 * in the search store under a new `requestId` (a round trip's returning half under its own). A
 * repeated search with the same `requestId` and query answers from the cache.
 */
import { randomUUID } from "node:crypto";
import {
  type AvailableRequest,
  type AvailableResponse,
  applyFlightFilters,
  FlightMessageKey,
  type FlightScope,
  type FlightSlice,
  flightProductType,
  MAX_DAYS_AHEAD,
  type ProductTypeInfo,
  type SupplierStatus,
  searchSlices,
} from "@safar/domain";
import { daysBetween } from "@safar/domain/time-zones";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/errors";
import { fanOut } from "../../platform/fan-out";
import { type MarkupRule, markupForOffer } from "./markup";
import {
  type NormalizedSearch,
  passengersOf,
  type SearchEntry,
  type StoredProposal,
  toProposal,
} from "./proposal-view";
import type { ReferenceData } from "./reference";
import type { SearchStore } from "./search-store";
import { combineAcrossSuppliers, type FlightSupplier, offerHash } from "./supplier";

export interface FlightSearchDeps {
  searchBudgetMs: number;
  searchTtlSeconds: number;
  suppliers: readonly FlightSupplier[];
  reference: () => Promise<ReferenceData>;
  log: FastifyBaseLogger;
  /** Records a signed-in customer's search (the interactions module). */
  recordSearch?: (userId: string, search: NormalizedSearch) => Promise<void>;
  store: SearchStore;
  markupRules: () => Promise<MarkupRule[]>;
  /** Today in Baghdad (YYYY-MM-DD). */
  today: () => string;
}

function validation(key: string, message: string): AppError {
  return AppError.single("validation", key, message);
}

export function createFlightSearch(deps: FlightSearchDeps) {
  const { store, markupRules, today } = deps;

  async function respond(
    entry: SearchEntry,
    paired: SearchEntry | null,
    fromCache: boolean,
  ): Promise<AvailableResponse> {
    const reference = await deps.reference();
    const all = [entry, ...(paired ? [paired] : [])].flatMap((e) =>
      e.proposals.map((p) => toProposal(reference, e, p)),
    );
    const ordered = applyFlightFilters(all);
    return {
      requestId: entry.requestId,
      returningRequestId: paired?.requestId ?? null,
      tripType: entry.search.tripType,
      flightScope: entry.search.flightScope,
      productType: flightProductType(entry.search.flightScope),
      isDomesticFlight: entry.search.flightScope === 2,
      proposals: [...ordered.outbound, ...ordered.returning],
      suppliers: [...entry.suppliers, ...(paired?.suppliers ?? [])],
      expiresInSeconds: deps.searchTtlSeconds,
      fromCache,
    };
  }

  /** Airports known, scope derived (or checked), dates not past and not too far. */
  async function normalize(request: AvailableRequest): Promise<NormalizedSearch> {
    const reference = await deps.reference();
    const multi = request.tripType === 3;
    const { outbound, returning } = searchSlices(request);
    const codes: [string, string][] = multi
      ? outbound.flatMap((s, i): [string, string][] => [
          [s.origin, `routes[${i}].origin`],
          [s.destination, `routes[${i}].destination`],
        ])
      : [
          [request.origin ?? "", "origin"],
          [request.destination ?? "", "destination"],
        ];
    const errors = [];
    for (const [code, key] of codes) {
      if (!reference.airport(code)) errors.push({ key, messages: [FlightMessageKey.AIRPORT_NOT_FOUND] });
    }
    const first = today();
    const dates: [string, string][] = multi
      ? outbound.map((s, i): [string, string] => [s.departureDate, `routes[${i}].departureDate`])
      : [
          [outbound[0]?.departureDate ?? "", "departureDates[0]"],
          ...(returning ? [[returning.departureDate, "departureDates[1]"] as [string, string]] : []),
        ];
    for (const [date, key] of dates) {
      if (date < first) errors.push({ key, messages: [FlightMessageKey.DEPARTURE_DATE_IN_PAST] });
      else if (daysBetween(first, date) > MAX_DAYS_AHEAD) {
        errors.push({ key, messages: [FlightMessageKey.DEPARTURE_DATE_TOO_FAR] });
      }
    }
    if (errors.length > 0) throw new AppError("validation", errors);
    const domestic = codes.every(([code]) => reference.airport(code)?.isDomestic);
    const scope: FlightScope = domestic ? 2 : 1;
    if (request.flightScope !== undefined && request.flightScope !== scope) {
      throw validation("flightScope", FlightMessageKey.FLIGHT_SCOPE_MISMATCH);
    }
    return {
      tripType: request.tripType,
      flightScope: scope,
      origin: multi ? null : (request.origin ?? null),
      destination: multi ? null : (request.destination ?? null),
      departureDates: multi ? [] : dates.map(([d]) => d),
      routes: multi ? outbound : [],
      adults: request.adults,
      children: request.children,
      infants: request.infants,
      cabinClass: request.cabinClass,
    };
  }

  /**
   * Asks every supplier for `slices`. A multi-destination trip is also asked route by route, so
   * that itineraries can join routes of different suppliers (a route only a charter flies, issue
   * 10): each supplier's own itineraries first, then the ones mixing suppliers (separate tickets).
   */
  async function runSearch(
    search: NormalizedSearch,
    slices: FlightSlice[],
    isReturning: boolean,
    rules: MarkupRule[],
    log: FastifyBaseLogger,
  ): Promise<{ proposals: StoredProposal[]; suppliers: SupplierStatus[] }> {
    const query = {
      slices,
      passengers: passengersOf(search),
      cabinClass: search.cabinClass,
      flightScope: search.flightScope,
    };
    const [outcomes, ...perRoute] = await Promise.all([
      fanOut(deps.suppliers, query, deps.searchBudgetMs, log),
      ...(slices.length > 1
        ? slices.map((slice) =>
            fanOut(deps.suppliers, { ...query, slices: [slice] }, deps.searchBudgetMs, log),
          )
        : []),
    ]);
    const offers = [
      ...outcomes.flatMap((o) => o.offers),
      ...combineAcrossSuppliers(perRoute.map((route) => route.flatMap((o) => o.offers))),
    ];
    const proposals = offers.map(
      (offer): StoredProposal => ({
        proposalId: randomUUID(),
        hash: offerHash(offer.groups),
        offer,
        fares: markupForOffer(rules, offer, search.flightScope),
      }),
    );
    return {
      proposals,
      suppliers: outcomes.map((o) => {
        // A supplier that failed or was slow on a route alone is reported so too.
        const alone = perRoute.map((route) => route.find((r) => r.provider === o.provider));
        const failed = alone.find((r) => r && r.status !== "ok");
        return {
          provider: o.provider,
          isReturning,
          status: o.status !== "ok" ? o.status : (failed?.status ?? "ok"),
          proposals: o.offers.length,
          durationMs: Math.max(o.durationMs, ...alone.map((r) => r?.durationMs ?? 0)),
        };
      }),
    };
  }

  return {
    async available(request: AvailableRequest, userId: string | null, log: FastifyBaseLogger = deps.log) {
      const search = await normalize(request);
      const queryKey = JSON.stringify(search);
      if (request.requestId) {
        const cached = await store.find(request.requestId);
        if (cached && !cached.isReturning && cached.queryKey === queryKey) {
          const paired = cached.pairedRequestId ? await store.find(cached.pairedRequestId) : undefined;
          if (!cached.pairedRequestId || paired) return respond(cached, paired ?? null, true);
        }
      }
      const rules = await markupRules();
      const { outbound, returning } = searchSlices(request);
      const [out, back] = await Promise.all([
        runSearch(search, search.tripType === 3 ? search.routes : outbound, false, rules, log),
        returning ? runSearch(search, [returning], true, rules, log) : Promise.resolve(null),
      ]);
      const requestId = randomUUID();
      const returningRequestId = back ? randomUUID() : null;
      const entry: SearchEntry = {
        requestId,
        isReturning: false,
        pairedRequestId: returningRequestId,
        queryKey,
        search,
        ...out,
      };
      const paired: SearchEntry | null =
        back && returningRequestId
          ? {
              requestId: returningRequestId,
              isReturning: true,
              pairedRequestId: requestId,
              queryKey,
              search,
              ...back,
            }
          : null;
      await Promise.all([store.save(entry), paired ? store.save(paired) : undefined]);
      if (userId && deps.recordSearch) {
        try {
          await deps.recordSearch(userId, search);
        } catch (error) {
          // The search itself succeeded; a history write that fails is logged, not shown.
          log.error({ err: error }, "recording the search history failed");
        }
      }
      return respond(entry, paired, false);
    },

    async productType(requestId: string): Promise<ProductTypeInfo> {
      const entry = await store.loadEntry(requestId);
      const outboundId = entry.isReturning ? (entry.pairedRequestId ?? entry.requestId) : entry.requestId;
      const returningId = entry.isReturning ? entry.requestId : entry.pairedRequestId;
      return {
        requestId: outboundId,
        returningRequestId: returningId,
        productType: flightProductType(entry.search.flightScope),
        flightScope: entry.search.flightScope,
        tripType: entry.search.tripType,
        isDomesticFlight: entry.search.flightScope === 2,
        isReturning: entry.isReturning,
        availableRequest: entry.search,
      };
    },
  };
}
