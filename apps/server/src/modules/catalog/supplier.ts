import { createHash } from "node:crypto";
import {
  type CabinClass,
  COMBINED_PROVIDER,
  type FlightScope,
  type FlightSlice,
  type PassengerCounts,
  type WeightUnit,
} from "@safar/domain";
import type { Database } from "../../platform/db";

/**
 * One interface for every flight supplier (ARCHITECTURE.md "Supply"): search, price re-check,
 * hold, issue, cancel. Money is integer cents USD before the operator's markup; times are UTC ISO.
 */
export interface SupplierQuery {
  /** Priced together: one slice, or every route of a multi-destination trip. */
  slices: FlightSlice[];
  passengers: PassengerCounts;
  cabinClass: CabinClass;
  flightScope: FlightScope;
}

export interface OfferLeg {
  origin: string;
  destination: string;
  departureTime: string;
  arrivalTime: string;
  /** "IA 123" */
  flightNumber: string;
  airlineCode: string;
  aircraft: string;
}

export interface OfferGroup {
  marketingAirlineCode: string;
  /** The first leg's flight number. */
  flightNumber: string;
  cabinClass: CabinClass;
  fareClass: string;
  baggage: { amount: number; unit: WeightUnit };
  legs: OfferLeg[];
}

export interface CancellationPenalty {
  fromHoursBeforeDeparture: number;
  penaltyPercent: number;
}

/** Fare per passenger of each age category, integer cents USD. */
export interface UnitFares {
  adult: number;
  child: number;
  infant: number;
}

export interface SupplierOffer {
  provider: string;
  /** What the supplier needs to re-price, hold and issue this offer. */
  ref: string;
  isCharter: boolean;
  /** Remaining seats (0 sold out). */
  seat: number;
  fares: UnitFares;
  groups: OfferGroup[];
  refundable: boolean;
  changeable: boolean;
  cancellationPenalties: CancellationPenalty[];
  /**
   * COMBINED_PROVIDER only: the suppliers' own offers this itinerary joins, in route order, each
   * sold as a ticket of its own.
   */
  parts?: SupplierOffer[];
}

/** The cheapest adult fare of a day (cents, before markup) and who flies it. */
export interface LowestFare {
  adult: number;
  airlineCode: string;
}

export interface SupplierHold {
  holdId: string;
  expiresAt: string;
}

/**
 * Options of a hold: `db` is the caller's open transaction, so a supplier whose stock is in our
 * database (charter) takes the seats in the same transaction as the order's move to Approved;
 * `expiresAt` is when the hold gives its seats back. Suppliers elsewhere ignore `db`.
 */
export interface HoldOptions {
  db?: Database;
  expiresAt?: Date;
}

export interface FlightSupplier {
  readonly name: string;
  search(query: SupplierQuery, signal: AbortSignal): Promise<SupplierOffer[]>;
  /** The offer as it stands now (fares, seats), or null when it is gone. */
  price(offer: SupplierOffer, passengers: PassengerCounts): Promise<SupplierOffer | null>;
  hold(offer: SupplierOffer, passengers: PassengerCounts, options?: HoldOptions): Promise<SupplierHold>;
  /**
   * Confirms a paid booking: the hold still stands (throws SupplierError when it is gone). Suppliers
   * without the call are taken as confirmed.
   */
  confirm?(holdId: string): Promise<void>;
  /** Issues the tickets of a hold. Idempotent: issuing an issued hold answers the same reference. */
  issue(holdId: string): Promise<{ ticketRef: string }>;
  cancel(holdId: string, options?: HoldOptions): Promise<void>;
  /** Cheapest adult fare per departure date for the calendar; suppliers without one are skipped. */
  lowestFares?(
    origin: string,
    destination: string,
    dates: string[],
    cabinClass: CabinClass,
  ): Promise<Map<string, LowestFare>>;
}

export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    message: string,
    readonly kind:
      | "unavailable"
      | "sold_out"
      | "price_changed"
      | "issue_failed"
      | "not_found" = "unavailable",
  ) {
    super(`${supplier}: ${message}`);
    this.name = "SupplierError";
  }
}

/**
 * The duplicate key: the same flights (airline, number, route, departure minute of every leg) in the
 * same cabin give the same hash whichever supplier sells them.
 */
export function offerHash(groups: readonly OfferGroup[]): string {
  const text = groups
    .map(
      (g) =>
        `${g.cabinClass}:${g.legs
          .map(
            (l) =>
              `${l.flightNumber.replace(/\s+/g, "")}@${l.origin}>${l.destination}@${l.departureTime.slice(0, 16)}`,
          )
          .join(",")}`,
    )
    .join("|");
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

export function durationMinutes(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** Minimum connection between the routes of a multi-destination trip. */
const MIN_ROUTE_GAP_MS = 2 * 3600_000;

/**
 * The provider of a multi-destination itinerary made of several suppliers' offers (`parts`): each
 * part is priced, held, issued and cancelled by its own supplier, as a ticket of its own.
 */
export { COMBINED_PROVIDER };

/** Whether `next` leaves at least the minimum connection after `previous` lands. */
function connects(previous: SupplierOffer | undefined, next: SupplierOffer): boolean {
  const last = previous?.groups.at(-1)?.legs.at(-1);
  const first = next.groups[0]?.legs[0];
  return (
    !last || !first || Date.parse(first.departureTime) - Date.parse(last.arrivalTime) >= MIN_ROUTE_GAP_MS
  );
}

const byAdultFare = (a: SupplierOffer, b: SupplierOffer) => a.fares.adult - b.fares.adult;
/** Offers with seats first, then the cheapest. */
const bySeatsThenFare = (a: SupplierOffer, b: SupplierOffer) =>
  Number(a.seat === 0) - Number(b.seat === 0) || byAdultFare(a, b);

/** `Map.groupBy` (Node 21+) for Node 20. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** One offer of the routes of `combo`, in order: fares summed, the fewest seats, the first route's penalties. */
export function joinOffers(combo: readonly SupplierOffer[], provider: string): SupplierOffer {
  return {
    provider,
    ref: JSON.stringify(combo.map((o) => o.ref)),
    isCharter: combo.every((o) => o.isCharter),
    seat: Math.min(...combo.map((o) => o.seat)),
    fares: {
      adult: combo.reduce((sum, o) => sum + o.fares.adult, 0),
      child: combo.reduce((sum, o) => sum + o.fares.child, 0),
      infant: combo.reduce((sum, o) => sum + o.fares.infant, 0),
    },
    groups: combo.flatMap((o) => o.groups),
    refundable: combo.every((o) => o.refundable),
    changeable: combo.every((o) => o.changeable),
    cancellationPenalties: combo[0]?.cancellationPenalties ?? [],
    ...(provider === COMBINED_PROVIDER ? { parts: [...combo] } : {}),
  };
}

/**
 * Multi-destination: combines one offer per slice into offers covering every slice (the cheapest
 * combinations first, each route departing at least two hours after the previous one lands).
 */
export function combineSlices(perSlice: SupplierOffer[][], provider: string, limit = 40): SupplierOffer[] {
  if (perSlice.length === 1) return perSlice[0] ?? [];
  const sorted = perSlice.map((offers) => [...offers].sort(byAdultFare).slice(0, 6));
  let combos: SupplierOffer[][] = [[]];
  for (const options of sorted) {
    const next: SupplierOffer[][] = [];
    for (const combo of combos) {
      for (const option of options) if (connects(combo.at(-1), option)) next.push([...combo, option]);
    }
    combos = next;
  }
  return combos
    .map((combo) => joinOffers(combo, provider))
    .sort(byAdultFare)
    .slice(0, limit);
}

/** Offers of each supplier kept per route when itineraries are combined across suppliers. */
const PER_SUPPLIER_PER_ROUTE = 4;

/**
 * Multi-destination across suppliers (issue 10): a route that only one supplier flies (a charter)
 * joined with routes that others fly. Takes each supplier's cheapest offers per slice (those with
 * seats first) and answers the itineraries that mix at least two suppliers, cheapest first, as
 * COMBINED_PROVIDER offers whose `parts` are sold as separate tickets. Itineraries of one supplier
 * alone are that supplier's own answer (`combineSlices`, or a fare it prices as one ticket).
 */
export function combineAcrossSuppliers(perSlice: SupplierOffer[][], limit = 40): SupplierOffer[] {
  if (perSlice.length < 2) return [];
  const options = perSlice.map((offers) => {
    const byProvider = groupBy(offers, (o) => o.provider);
    return [...byProvider.values()].flatMap((list) =>
      [...list].sort(bySeatsThenFare).slice(0, PER_SUPPLIER_PER_ROUTE),
    );
  });
  const providersOf = (combo: SupplierOffer[]) => [...new Set(combo.map((o) => o.provider))].sort().join(",");
  const total = (combo: SupplierOffer[]) => combo.reduce((sum, o) => sum + o.fares.adult, 0);
  let combos: SupplierOffer[][] = [[]];
  for (const slice of options) {
    const next: SupplierOffer[][] = [];
    for (const combo of combos) {
      for (const option of slice) if (connects(combo.at(-1), option)) next.push([...combo, option]);
    }
    // Bounded work: the cheapest `limit` partial itineraries of each set of suppliers go on.
    const groups = groupBy(next, providersOf);
    combos = [...groups.values()].flatMap((list) => list.sort((a, b) => total(a) - total(b)).slice(0, limit));
  }
  return combos
    .filter((combo) => new Set(combo.map((o) => o.provider)).size > 1)
    .map((combo) => joinOffers(combo, COMBINED_PROVIDER))
    .sort(bySeatsThenFare)
    .slice(0, limit);
}
