import {
  AgeCategory,
  documentsFor,
  type FareRule,
  type FlightProposal,
  fromCents,
  type LocalizedText,
  type PassengerCounts,
  type PaxPrice,
  type ProductTypeInfo,
  type RouteRule,
  type SupplierStatus,
  sumCents,
} from "@safar/domain";
import type { ReferenceData } from "./reference";
import type { SupplierOffer, UnitFares } from "./supplier";

/**
 * What a search keeps (per requestId, in the cache) and how a kept offer reads as the API's
 * FlightProposal, fare rules and route rules: pure functions of the reference data.
 */

/** The search as asked, normalized: what the cache compares, the history keeps and the web rebuilds from. */
export type NormalizedSearch = ProductTypeInfo["availableRequest"];

const CHECK_IN_CLOSES = { domestic: 45, international: 60 } as const;

export interface StoredProposal {
  proposalId: string;
  hash: string;
  offer: SupplierOffer;
  /** After markup, cents per passenger of each age category. */
  fares: UnitFares;
}

export interface SearchEntry {
  requestId: string;
  isReturning: boolean;
  /** The other half of a round trip (returning for an outbound entry, outbound for a returning one). */
  pairedRequestId: string | null;
  queryKey: string;
  search: NormalizedSearch;
  proposals: StoredProposal[];
  suppliers: SupplierStatus[];
}

/**
 * The fare rules of a supplier offer, one per flight group (also printed on the e-ticket); an
 * itinerary joined across suppliers has each part's own rules.
 */
export function fareRulesOfOffer(offer: SupplierOffer): FareRule[] {
  if (offer.parts?.length) return offer.parts.flatMap(fareRulesOfOffer);
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

export const passengersOf = (search: NormalizedSearch): PassengerCounts => ({
  adults: search.adults,
  children: search.children,
  infants: search.infants,
});

export function nameOf(reference: ReferenceData, code: string): LocalizedText {
  return reference.airport(code)?.name ?? { ar: code, fa: code, en: code };
}
export function airlineName(reference: ReferenceData, code: string): LocalizedText {
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

export function totalCents(fares: UnitFares, passengers: PassengerCounts): number {
  return sumCents([
    fares.adult * passengers.adults,
    fares.child * passengers.children,
    fares.infant * passengers.infants,
  ]);
}

export function toProposal(
  reference: ReferenceData,
  entry: SearchEntry,
  stored: StoredProposal,
): FlightProposal {
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

export function routeRules(reference: ReferenceData, stored: StoredProposal): RouteRule[] {
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
