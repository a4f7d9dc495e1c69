import { randomUUID } from "node:crypto";
import {
  AgeCategory,
  type AvailableRequest,
  type AvailableResponse,
  applyFlightFilters,
  type CabinClass,
  type CalendarDay,
  calendarDateIn,
  documentsFor,
  type FareRule,
  type FlightDetail,
  type FlightDetailRequest,
  FlightMessageKey,
  type FlightProposal,
  type FlightScope,
  type FlightSlice,
  flightProductType,
  fromCents,
  type HomePageCalendarRequest,
  type LocalizedText,
  MAX_DAYS_AHEAD,
  type PassengerCounts,
  type PaxPrice,
  type PlpCalendarRequest,
  type PlpProposalDetails,
  type ProductTypeInfo,
  type ProposalRef,
  type QuickSearchInfo,
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
import { applyMarkup, type MarkupRule, pickMarkupRule } from "./markup";
import type { ReferenceData } from "./reference";
import {
  type FlightSupplier,
  type HoldOptions,
  offerHash,
  SupplierError,
  type SupplierOffer,
  type UnitFares,
} from "./supplier";

/** What other modules (orders, fulfilment) know of a supplier: its offer and its error. */
export { SupplierError, type SupplierOffer };

import { addDays, daysBetween } from "./time-zones";

/** The search as asked, normalized: what the cache compares, the history keeps and the web rebuilds from. */
export type NormalizedSearch = ProductTypeInfo["availableRequest"];

interface StoredProposal {
  proposalId: string;
  hash: string;
  offer: SupplierOffer;
  /** After markup, cents per passenger of each age category. */
  fares: UnitFares;
}

interface SearchEntry {
  requestId: string;
  isReturning: boolean;
  /** The other half of a round trip (returning for an outbound entry, outbound for a returning one). */
  pairedRequestId: string | null;
  queryKey: string;
  search: NormalizedSearch;
  proposals: StoredProposal[];
  suppliers: SupplierStatus[];
}

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

/** Popular routes of the market for the home page (spec §7 GetQuickSearchInfos). */
export const POPULAR_ROUTES: readonly [string, string][] = [
  ["NJF", "IKA"],
  ["NJF", "MHD"],
  ["BGW", "IST"],
  ["BSR", "DXB"],
  ["EBL", "IST"],
  ["BGW", "DXB"],
  ["BGW", "AMM"],
  ["BGW", "BSR"],
  ["BGW", "EBL"],
  ["BSR", "EBL"],
  ["NJF", "EBL"],
  ["BGW", "ISU"],
];

const CHECK_IN_CLOSES = { domestic: 45, international: 60 } as const;
const QUICK_SEARCH_DAYS = 30;
const QUICK_SEARCH_TTL_SECONDS = 600;
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

/** The fare rules of a supplier offer, one per flight group (also printed on the e-ticket). */
export function fareRulesOfOffer(offer: SupplierOffer): FareRule[] {
  return offer.groups.map((group) => ({
    origin: group.legs[0]?.origin ?? "",
    destination: group.legs.at(-1)?.destination ?? "",
    airlineCode: group.marketingAirlineCode,
    flightNumber: group.flightNumber,
    cabinClass: group.cabinClass,
    fareClass: group.fareClass,
    baggage: group.baggage,
    refundable: offer.refundable,
    changeable: offer.changeable,
    cancellationPenalties: offer.cancellationPenalties,
    provider: offer.provider,
  }));
}

export function createCatalogService(deps: CatalogServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => calendarDateIn(now()) ?? now().toISOString().slice(0, 10);
  const byName = new Map(deps.suppliers.map((s) => [s.name, s]));

  let markupMemo: { at: number; rules: Promise<MarkupRule[]> } | undefined;
  function markupRules(): Promise<MarkupRule[]> {
    if (!markupMemo || Date.now() - markupMemo.at > MARKUP_MEMO_MS) {
      const rules = deps.repository.listActiveMarkupRules().then((rows) =>
        rows.map((r) => ({
          flightScope: r.flightScope,
          origin: r.origin,
          destination: r.destination,
          airlineCode: r.airlineCode,
          percent: r.percent,
          fixedCents: r.fixedCents,
          priority: r.priority,
        })),
      );
      markupMemo = { at: Date.now(), rules };
      rules.catch(() => {
        markupMemo = undefined;
      });
    }
    return markupMemo.rules;
  }

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

  const passengersOf = (search: NormalizedSearch): PassengerCounts => ({
    adults: search.adults,
    children: search.children,
    infants: search.infants,
  });

  function nameOf(reference: ReferenceData, code: string): LocalizedText {
    return reference.airport(code)?.name ?? { ar: code, fa: code, en: code };
  }
  function airlineName(reference: ReferenceData, code: string): LocalizedText {
    return reference.airline(code)?.name ?? { ar: code, fa: code, en: code };
  }

  function prices(fares: UnitFares, passengers: PassengerCounts): PaxPrice[] {
    const rows: [AgeCategory, number, number][] = [
      [AgeCategory.Adult, passengers.adults, fares.adult],
      [AgeCategory.Child, passengers.children, fares.child],
      [AgeCategory.Infant, passengers.infants, fares.infant],
    ];
    return rows
      .filter(([paxType, count]) => count > 0 || paxType === AgeCategory.Adult)
      .map(([paxType, count, unitCents]) => ({
        paxType,
        count,
        unitPrice: fromCents(unitCents),
        totalPrice: fromCents(unitCents * count),
      }));
  }

  function totalCents(fares: UnitFares, passengers: PassengerCounts): number {
    return sumCents([
      fares.adult * passengers.adults,
      fares.child * passengers.children,
      fares.infant * passengers.infants,
    ]);
  }

  function toProposal(reference: ReferenceData, entry: SearchEntry, stored: StoredProposal): FlightProposal {
    const passengers = passengersOf(entry.search);
    const groups = stored.offer.groups.map((group) => {
      const firstLeg = group.legs[0];
      const lastLeg = group.legs.at(-1);
      const origin = firstLeg?.origin ?? "";
      const destination = lastLeg?.destination ?? "";
      const departureTime = firstLeg?.departureTime ?? "";
      const arrivalTime = lastLeg?.arrivalTime ?? "";
      return {
        origin,
        destination,
        originName: nameOf(reference, origin),
        destinationName: nameOf(reference, destination),
        departureTime,
        arrivalTime,
        marketingAirlineCode: group.marketingAirlineCode,
        marketingAirlineName: airlineName(reference, group.marketingAirlineCode),
        flightNumber: group.flightNumber,
        cabinClass: group.cabinClass,
        fareClass: group.fareClass,
        baggage: group.baggage,
        stops: group.legs.length - 1,
        durationMinutes: Math.round((Date.parse(arrivalTime) - Date.parse(departureTime)) / 60_000),
        flightLegs: group.legs.map((leg) => ({
          origin: leg.origin,
          destination: leg.destination,
          originName: nameOf(reference, leg.origin),
          destinationName: nameOf(reference, leg.destination),
          departureTime: leg.departureTime,
          arrivalTime: leg.arrivalTime,
          flightNumber: leg.flightNumber,
          airlineCode: leg.airlineCode,
          aircraft: leg.aircraft,
          durationMinutes: Math.round((Date.parse(leg.arrivalTime) - Date.parse(leg.departureTime)) / 60_000),
        })),
      };
    });
    return {
      proposalId: stored.proposalId,
      requestId: entry.requestId,
      isReturning: entry.isReturning,
      isCharter: stored.offer.isCharter,
      flightKind: stored.offer.isCharter ? "charter" : "system",
      provider: stored.offer.provider,
      seat: stored.offer.seat,
      hash: stored.hash,
      totalPrice: fromCents(totalCents(stored.fares, passengers)),
      adultPrice: fromCents(stored.fares.adult),
      currencyCode: "USD",
      totalDurationMinutes: groups.reduce((sum, g) => sum + g.durationMinutes, 0),
      prices: prices(stored.fares, passengers),
      flightGroups: groups,
      captchaUrl: null,
    };
  }

  function fareRules(stored: StoredProposal): FareRule[] {
    return fareRulesOfOffer(stored.offer);
  }

  function routeRules(reference: ReferenceData, stored: StoredProposal): RouteRule[] {
    return stored.offer.groups.map((group) => {
      const origin = group.legs[0]?.origin ?? "";
      const destination = group.legs.at(-1)?.destination ?? "";
      const isInternational = !group.legs.every(
        (l) => reference.airport(l.origin)?.isDomestic && reference.airport(l.destination)?.isDomestic,
      );
      return {
        origin,
        destination,
        originName: nameOf(reference, origin),
        destinationName: nameOf(reference, destination),
        isInternational,
        documents: documentsFor(isInternational),
        checkInClosesMinutesBeforeDeparture: isInternational
          ? CHECK_IN_CLOSES.international
          : CHECK_IN_CLOSES.domestic,
        baggage: group.baggage,
      };
    });
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

  async function runSearch(
    search: NormalizedSearch,
    slices: FlightSlice[],
    isReturning: boolean,
    rules: MarkupRule[],
    log: FastifyBaseLogger,
  ): Promise<{ proposals: StoredProposal[]; suppliers: SupplierStatus[] }> {
    const outcomes = await fanOut(
      deps.suppliers,
      {
        slices,
        passengers: passengersOf(search),
        cabinClass: search.cabinClass,
        flightScope: search.flightScope,
      },
      deps.searchBudgetMs,
      log,
    );
    const proposals: StoredProposal[] = [];
    for (const outcome of outcomes) {
      for (const offer of outcome.offers) {
        proposals.push({
          proposalId: randomUUID(),
          hash: offerHash(offer.groups),
          offer,
          fares: markupFor(rules, offer, search.flightScope),
        });
      }
    }
    return {
      proposals,
      suppliers: outcomes.map((o) => ({
        provider: o.provider,
        isReturning,
        status: o.status,
        proposals: o.offers.length,
        durationMs: o.durationMs,
      })),
    };
  }

  async function lowestFares(
    origin: string,
    destination: string,
    dates: string[],
    cabinClass: CabinClass,
    log: FastifyBaseLogger,
  ): Promise<Map<string, number>> {
    const reference = await deps.reference();
    const from = reference.airport(origin);
    const to = reference.airport(destination);
    if (!from) throw validation("origin", FlightMessageKey.AIRPORT_NOT_FOUND);
    if (!to) throw validation("destination", FlightMessageKey.AIRPORT_NOT_FOUND);
    const scope: FlightScope = from.isDomestic && to.isDomestic ? 2 : 1;
    const rules = await markupRules();
    const result = new Map<string, number>();
    const answers = await Promise.all(
      deps.suppliers.map(async (supplier) => {
        if (!supplier.lowestFares) return new Map();
        try {
          return await supplier.lowestFares(origin, destination, dates, cabinClass);
        } catch (error) {
          log.error({ err: error, supplier: supplier.name }, "supplier calendar failed");
          return new Map();
        }
      }),
    );
    for (const answer of answers) {
      for (const [date, fare] of answer as Map<string, { adult: number; airlineCode: string }>) {
        const rule = pickMarkupRule(rules, {
          flightScope: scope,
          origin,
          destination,
          airlineCode: fare.airlineCode,
        });
        const adult = applyMarkup({ adult: fare.adult, child: 0, infant: 0 }, rule).adult;
        const current = result.get(date);
        if (current === undefined || adult < current) result.set(date, adult);
      }
    }
    return result;
  }

  function calendarDays(dates: string[], fares: Map<string, number>, selected: string | null): CalendarDay[] {
    return dates.map((date) => {
      const cents = fares.get(date);
      return {
        date,
        lowestPrice: cents === undefined ? null : fromCents(cents),
        isSelected: date === selected,
      };
    });
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
        fareRules: fareRules(stored),
        routeRules: routeRules(reference, stored),
      };
    },

    async fareRules(ref: ProposalRef): Promise<FareRule[]> {
      const { stored } = await loadProposal(ref);
      return fareRules(stored);
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
        rulesOut.push(...fareRules(updated));
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

    async homePageCalendar(
      request: HomePageCalendarRequest,
      log: FastifyBaseLogger = deps.log,
    ): Promise<CalendarDay[]> {
      const start = request.fromDate && request.fromDate > today() ? request.fromDate : today();
      const dates = Array.from({ length: request.days }, (_, i) => addDays(start, i));
      const fares = await lowestFares(request.origin, request.destination, dates, request.cabinClass, log);
      return calendarDays(dates, fares, null);
    },

    async plpCalendar(
      request: PlpCalendarRequest,
      log: FastifyBaseLogger = deps.log,
    ): Promise<CalendarDay[]> {
      const first = today();
      const all = Array.from({ length: request.range * 2 + 1 }, (_, i) =>
        addDays(request.departureDate, i - request.range),
      );
      const future = all.filter((d) => d >= first);
      const fares =
        future.length > 0
          ? await lowestFares(request.origin, request.destination, future, request.cabinClass, log)
          : new Map<string, number>();
      return calendarDays(all, fares, request.departureDate);
    },

    async quickSearchInfos(
      scope: FlightScope | undefined,
      log: FastifyBaseLogger = deps.log,
    ): Promise<QuickSearchInfo[]> {
      const key = `catalog:quick:${today()}:${scope ?? 0}`;
      const cached = await deps.cache.get<QuickSearchInfo[]>(key);
      if (cached) return cached;
      const reference = await deps.reference();
      const start = addDays(today(), 1);
      const dates = Array.from({ length: QUICK_SEARCH_DAYS }, (_, i) => addDays(start, i));
      const infos: QuickSearchInfo[] = [];
      for (const [origin, destination] of POPULAR_ROUTES) {
        const from = reference.airport(origin);
        const to = reference.airport(destination);
        if (!from || !to) continue;
        const routeScope: FlightScope = from.isDomestic && to.isDomestic ? 2 : 1;
        if (scope !== undefined && scope !== routeScope) continue;
        const fares = await lowestFares(origin, destination, dates, 1, log);
        let best: [string, number] | null = null;
        for (const [date, cents] of fares) if (!best || cents < best[1]) best = [date, cents];
        infos.push({
          origin,
          destination,
          originName: from.name,
          destinationName: to.name,
          flightScope: routeScope,
          lowestPrice: best ? fromCents(best[1]) : null,
          departureDate: best?.[0] ?? null,
        });
      }
      await deps.cache.set(key, infos, QUICK_SEARCH_TTL_SECONDS);
      return infos;
    },

    /** The supplier by name (reservation flows hold and issue through it). */
    supplier(name: string): FlightSupplier | undefined {
      return byName.get(name);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
