import { randomUUID } from "node:crypto";
import {
  type AvailableRequest,
  type AvailableResponse,
  applyFlightFilters,
  calendarDateIn,
  type FareRule,
  type FlightDetail,
  type FlightDetailRequest,
  FlightMessageKey,
  type FlightProposal,
  type FlightScope,
  type FlightSlice,
  flightProductType,
  fromCents,
  MAX_DAYS_AHEAD,
  type PassengerCounts,
  type PlpProposalDetails,
  type ProductTypeInfo,
  type ProposalRef,
  type RouteRule,
  type SupplierStatus,
  searchSlices,
  sumCents,
} from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import { AppError } from "../../platform/errors";
import type { CatalogRepository } from "./catalog.repository";
import { fanOut } from "./fan-out";
import { createFareCalendar } from "./fare-calendar";
import { applyMarkup, type MarkupRule, memoizedMarkupRules, pickMarkupRule } from "./markup";
import {
  fareRulesOfOffer,
  type NormalizedSearch,
  passengersOf,
  routeRules,
  type SearchEntry,
  type StoredProposal,
  toProposal,
  totalCents,
} from "./proposal-view";
import type { ReferenceData } from "./reference";
import {
  COMBINED_PROVIDER,
  combineAcrossSuppliers,
  type FlightSupplier,
  type HoldOptions,
  offerHash,
  SupplierError,
  type SupplierOffer,
  type UnitFares,
} from "./supplier";
import { createCombinedSupplier } from "./suppliers/combined-supplier";

export { POPULAR_ROUTES } from "./fare-calendar";
/** The fare rules of an offer (the tickets module prints them). */
export { fareRulesOfOffer } from "./proposal-view";
/** What other modules (orders, fulfilment) know of a supplier: its offer and its error. */
export { SupplierError, type SupplierOffer };

import { daysBetween } from "./time-zones";

export type { NormalizedSearch } from "./proposal-view";

/** A proposal (and its returning half) re-priced for a booking; cents USD after markup. */
export interface BookingQuote {
  parts: {
    provider: string;
    offer: SupplierOffer;
    quotedCents: number;
    currentCents: number;
    proposal: FlightProposal;
  }[];
  passengers: PassengerCounts;
  flightScope: FlightScope;
  quotedCents: number;
  currentCents: number;
}

export interface CatalogServiceDeps {
  searchBudgetMs: number;
  searchTtlSeconds: number;
  cache: Cache;
  repository: CatalogRepository;
  suppliers: readonly FlightSupplier[];
  reference: () => Promise<ReferenceData>;
  log: FastifyBaseLogger;
  /** Records a signed-in customer's search (the interactions module). */
  recordSearch?: (userId: string, search: NormalizedSearch) => Promise<void>;
  now?: () => Date;
}

const MARKUP_MEMO_MS = 60_000;

const searchKey = (requestId: string) => `catalog:search:${requestId}`;

function validation(key: string, message: string): AppError {
  return AppError.single("validation", key, message);
}

/**
 * The proposal(s) a booking request names: the outbound one, and the returning one when both its ids
 * are given (one without the other is 400 FIELD_IS_INVALID). `prefix` names the fields in errors.
 */
function requestedProposals(request: FlightDetailRequest): { ref: ProposalRef; prefix: string }[] {
  const refs = [{ ref: { requestId: request.requestId, proposalId: request.proposalId }, prefix: "" }];
  if (request.returningRequestId || request.returningProposalId) {
    if (!request.returningRequestId) throw validation("returningRequestId", UserMessageKey.FIELD_IS_INVALID);
    if (!request.returningProposalId)
      throw validation("returningProposalId", UserMessageKey.FIELD_IS_INVALID);
    refs.push({
      ref: { requestId: request.returningRequestId, proposalId: request.returningProposalId },
      prefix: "returning",
    });
  }
  return refs;
}

export function createCatalogService(deps: CatalogServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => calendarDateIn(now()) ?? now().toISOString().slice(0, 10);
  const byName = new Map(deps.suppliers.map((s) => [s.name, s]));
  // Multi-destination itineraries joined across suppliers are booked part by part through it.
  byName.set(
    COMBINED_PROVIDER,
    createCombinedSupplier((name) => byName.get(name)),
  );
  const markupRules = memoizedMarkupRules(() => deps.repository.listActiveMarkupRules(), MARKUP_MEMO_MS);
  const fareCalendar = createFareCalendar({ ...deps, markupRules, today });

  function markupFor(rules: MarkupRule[], offer: SupplierOffer, scope: FlightScope): UnitFares {
    const first = offer.groups[0];
    const last = offer.groups.at(-1)?.legs.at(-1);
    return applyMarkup(
      offer.fares,
      pickMarkupRule(rules, {
        flightScope: scope,
        origin: first?.legs[0]?.origin ?? "",
        destination: last?.destination ?? "",
        airlineCode: first?.marketingAirlineCode ?? "",
      }),
    );
  }

  async function loadEntry(requestId: string, key = "requestId"): Promise<SearchEntry> {
    const entry = await deps.cache.touch<SearchEntry>(searchKey(requestId), deps.searchTtlSeconds);
    if (!entry) throw AppError.single("not_found", key, FlightMessageKey.FLIGHT_SEARCH_EXPIRED);
    return entry;
  }

  async function loadProposal(ref: ProposalRef, prefix = "") {
    const entry = await loadEntry(ref.requestId, prefix ? `${prefix}RequestId` : "requestId");
    const stored = entry.proposals.find((p) => p.proposalId === ref.proposalId);
    if (!stored)
      throw AppError.single(
        "not_found",
        prefix ? `${prefix}ProposalId` : "proposalId",
        UserMessageKey.FLIGHT_NOT_FOUND,
      );
    return { entry, stored };
  }

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
        fares: markupFor(rules, offer, search.flightScope),
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
        const cached = await deps.cache.touch<SearchEntry>(
          searchKey(request.requestId),
          deps.searchTtlSeconds,
        );
        if (cached && !cached.isReturning && cached.queryKey === queryKey) {
          const paired = cached.pairedRequestId
            ? await deps.cache.touch<SearchEntry>(searchKey(cached.pairedRequestId), deps.searchTtlSeconds)
            : undefined;
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
      await Promise.all([
        deps.cache.set(searchKey(requestId), entry, deps.searchTtlSeconds),
        paired ? deps.cache.set(searchKey(paired.requestId), paired, deps.searchTtlSeconds) : undefined,
      ]);
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

    async plpProposalDetails(ref: ProposalRef): Promise<PlpProposalDetails> {
      const { entry, stored } = await loadProposal(ref);
      const reference = await deps.reference();
      return {
        proposal: toProposal(reference, entry, stored),
        fareRules: fareRulesOfOffer(stored.offer),
        routeRules: routeRules(reference, stored),
      };
    },

    async fareRules(ref: ProposalRef): Promise<FareRule[]> {
      const { stored } = await loadProposal(ref);
      return fareRulesOfOffer(stored.offer);
    },

    async routeRules(ref: ProposalRef): Promise<RouteRule[]> {
      const { stored } = await loadProposal(ref);
      return routeRules(await deps.reference(), stored);
    },

    /** Re-checks the chosen proposal(s) with their supplier and keeps the answer for the booking. */
    async flightDetail(request: FlightDetailRequest): Promise<FlightDetail> {
      const reference = await deps.reference();
      const rules = await markupRules();
      const refs = requestedProposals(request);
      let previous = 0;
      let total = 0;
      let available = true;
      const proposals: FlightProposal[] = [];
      const rulesOut: FareRule[] = [];
      for (const { ref, prefix } of refs) {
        const { entry, stored } = await loadProposal(ref, prefix);
        const supplier = byName.get(stored.offer.provider);
        const passengers = passengersOf(entry.search);
        previous += totalCents(stored.fares, passengers);
        let current: SupplierOffer | null;
        try {
          current = supplier ? await supplier.price(stored.offer, passengers) : null;
        } catch (error) {
          if (error instanceof SupplierError) {
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          }
          throw error;
        }
        const updated: StoredProposal = current
          ? { ...stored, offer: current, fares: markupFor(rules, current, entry.search.flightScope) }
          : { ...stored, offer: { ...stored.offer, seat: 0 } };
        if (updated.offer.seat < passengers.adults + passengers.children) available = false;
        total += totalCents(updated.fares, passengers);
        entry.proposals = entry.proposals.map((p) => (p.proposalId === stored.proposalId ? updated : p));
        await deps.cache.set(searchKey(entry.requestId), entry, deps.searchTtlSeconds);
        proposals.push(toProposal(reference, entry, updated));
        rulesOut.push(...fareRulesOfOffer(updated.offer));
      }
      return {
        proposal: proposals[0] as FlightProposal,
        returningProposal: proposals[1] ?? null,
        priceChanged: previous !== total,
        previousTotalPrice: fromCents(previous),
        totalPrice: fromCents(total),
        isAvailable: available,
        fareRules: rulesOut,
      };
    },

    /**
     * The chosen proposal(s) re-priced with their supplier for a booking, without touching the
     * cached search: the price quoted to the customer (cached), the price now, the supplier offers
     * a hold needs and the snapshots the order keeps. Throws FLIGHT_NOT_FOUND when the supplier no
     * longer sells it or has too few seats.
     */
    async quoteForBooking(request: FlightDetailRequest): Promise<BookingQuote> {
      const reference = await deps.reference();
      const rules = await markupRules();
      const refs = requestedProposals(request);
      const parts: BookingQuote["parts"] = [];
      let search: NormalizedSearch | undefined;
      for (const { ref, prefix } of refs) {
        const { entry, stored } = await loadProposal(ref, prefix);
        search ??= entry.search;
        const supplier = byName.get(stored.offer.provider);
        const passengers = passengersOf(entry.search);
        let current: SupplierOffer | null;
        try {
          current = supplier ? await supplier.price(stored.offer, passengers) : null;
        } catch (error) {
          if (error instanceof SupplierError) {
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          }
          throw error;
        }
        if (!current || current.seat < passengers.adults + passengers.children) {
          throw AppError.single(
            "conflict",
            prefix ? `${prefix}ProposalId` : "proposalId",
            UserMessageKey.FLIGHT_NOT_FOUND,
          );
        }
        const updated: StoredProposal = {
          ...stored,
          offer: current,
          fares: markupFor(rules, current, entry.search.flightScope),
        };
        parts.push({
          provider: stored.offer.provider,
          offer: current,
          quotedCents: totalCents(stored.fares, passengers),
          currentCents: totalCents(updated.fares, passengers),
          proposal: toProposal(reference, entry, updated),
        });
      }
      const first = search as NormalizedSearch;
      return {
        parts,
        passengers: passengersOf(first),
        flightScope: first.flightScope,
        quotedCents: sumCents(parts.map((p) => p.quotedCents)),
        currentCents: sumCents(parts.map((p) => p.currentCents)),
      };
    },

    /** Holds an offer with its supplier (inside the caller's transaction when `options.db` is given). */
    async hold(provider: string, offer: SupplierOffer, passengers: PassengerCounts, options: HoldOptions) {
      const supplier = byName.get(provider);
      if (!supplier) throw new SupplierError(provider, "supplier not enabled", "not_found");
      return supplier.hold(offer, passengers, options);
    },

    /** Gives a hold's seats back (inside the caller's transaction when `options.db` is given). */
    async cancelHold(provider: string, holdId: string, options: HoldOptions = {}) {
      await byName.get(provider)?.cancel(holdId, options);
    },

    async productType(requestId: string): Promise<ProductTypeInfo> {
      const entry = await loadEntry(requestId);
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

    ...fareCalendar,

    /** The supplier by name (reservation flows hold and issue through it). */
    supplier(name: string): FlightSupplier | undefined {
      return byName.get(name);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
