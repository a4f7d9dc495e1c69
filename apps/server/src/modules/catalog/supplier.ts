import { createHash } from "node:crypto";
import type { CabinClass, FlightScope, FlightSlice, PassengerCounts, WeightUnit } from "@safar/domain";
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
 * Multi-destination: combines one offer per slice into offers covering every slice (the cheapest
 * combinations first, each route departing at least two hours after the previous one lands).
 */
export function combineSlices(perSlice: SupplierOffer[][], provider: string, limit = 40): SupplierOffer[] {
  if (perSlice.length === 1) return perSlice[0] ?? [];
  const sorted = perSlice.map((offers) =>
    [...offers].sort((a, b) => a.fares.adult - b.fares.adult).slice(0, 6),
  );
  let combos: SupplierOffer[][] = [[]];
  for (const options of sorted) {
    const next: SupplierOffer[][] = [];
    for (const combo of combos) {
      const last = combo.at(-1)?.groups.at(-1)?.legs.at(-1);
      for (const option of options) {
        const first = option.groups[0]?.legs[0];
        if (
          last &&
          first &&
          Date.parse(first.departureTime) - Date.parse(last.arrivalTime) < MIN_ROUTE_GAP_MS
        )
          continue;
        next.push([...combo, option]);
      }
    }
    combos = next;
  }
  return combos
    .map((combo) => ({
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
    }))
    .sort((a, b) => a.fares.adult - b.fares.adult)
    .slice(0, limit);
}
