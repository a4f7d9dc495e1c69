/**
 * `network`: a deterministic schedule over real airports and airlines of the region, standing in
 * for a GDS in test mode. The same query gives the same flights: every choice comes from a hash of
 * the route, airline, slot and date. This file holds the supplier's protocol (search, price, hold,
 * confirm, issue, cancel, lowest fares), its bookings and its fault switches; the schedule is
 * generated in network-schedule.ts over the carriers of network-carriers.ts, and the fares in
 * network-fares.ts.
 */
import { createHash, randomUUID } from "node:crypto";
import { type CabinClass, multiplyCents, type PassengerCounts } from "@safar/domain";
import { NETWORK_FAULTS, type NetworkFault } from "@safar/domain/network-faults";
import type { Database } from "../../../platform/db";
import type { ReferenceData } from "../reference";
import {
  combineSlices,
  type FlightSupplier,
  type HoldOptions,
  type LowestFare,
  SupplierError,
  type SupplierOffer,
  type SupplierQuery,
} from "../supplier";
import { type FareConditions, type NetworkRef, offersForSlice } from "./network-fares";

export { NETWORK_FAULTS, type NetworkFault } from "@safar/domain/network-faults";

export interface NetworkFaults {
  active: Set<NetworkFault>;
  slowMs: number;
}

export interface NetworkSupplierOptions {
  reference: () => Promise<ReferenceData>;
  /** Today's date (YYYY-MM-DD, Baghdad) for demand pricing; injectable for tests. */
  today: () => string;
  faults: NetworkFaults;
  /** Where the simulated GDS keeps its bookings (a table: they outlive the process, as a GDS's do). */
  bookings: NetworkBookingStore;
}

export interface NetworkBooking {
  holdId: string;
  offer: SupplierOffer;
  status: "held" | "issued" | "cancelled";
  ticketRef: string | null;
  expiresAt: Date;
}

/**
 * `on` is the caller's open transaction when there is one: on PGlite (one connection) a write from
 * outside an open transaction would wait for it forever.
 */
export interface NetworkBookingStore {
  insert(booking: NetworkBooking, on?: Database): Promise<void>;
  find(holdId: string): Promise<NetworkBooking | undefined>;
  /** Moves a booking from `from` to `to` (with its ticket reference); false when it was not in `from`. */
  move(
    holdId: string,
    from: NetworkBooking["status"],
    to: NetworkBooking["status"],
    ticketRef?: string,
    on?: Database,
  ): Promise<boolean>;
}

export function createNetworkSupplier(options: NetworkSupplierOptions): FlightSupplier & {
  faults: NetworkFaults;
} {
  const { faults } = options;
  const has = (fault: NetworkFault) => faults.active.has(fault);
  const conditions: FareConditions = { today: () => options.today(), soldOut: () => has("sold-out") };

  async function generate(query: SupplierQuery): Promise<SupplierOffer[]> {
    const reference = await options.reference();
    const perSlice = query.slices.map((slice) =>
      offersForSlice(reference, slice, query.cabinClass, conditions),
    );
    return combineSlices(perSlice, "network");
  }

  function refsOf(offer: SupplierOffer): NetworkRef[] {
    const parsed = JSON.parse(offer.ref) as NetworkRef | string[];
    return Array.isArray(parsed) ? parsed.map((r) => JSON.parse(r) as NetworkRef) : [parsed];
  }

  const { bookings } = options;
  const ticketRefOf = (holdId: string) =>
    createHash("sha1").update(holdId).digest("hex").slice(0, 6).toUpperCase();
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  const supplier = {
    name: "network",
    faults,
    async search(query: SupplierQuery, signal: AbortSignal) {
      if (has("slow")) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, faults.slowMs);
          signal.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (signal.aborted) throw new SupplierError("network", "aborted");
      }
      if (has("error")) throw new SupplierError("network", "injected search error");
      return generate(query);
    },
    async price(offer: SupplierOffer, _passengers: PassengerCounts) {
      const refs = refsOf(offer);
      const reference = await options.reference();
      const cabin = offer.groups[0]?.cabinClass ?? 1;
      const parts: SupplierOffer[] = [];
      for (const ref of refs) {
        const match = offersForSlice(reference, ref.slice, cabin, conditions).find(
          (o) =>
            (JSON.parse(o.ref) as NetworkRef).key === ref.key &&
            (JSON.parse(o.ref) as NetworkRef).brand === ref.brand,
        );
        if (!match) return null;
        parts.push(match);
      }
      const current =
        parts.length === 1
          ? (parts[0] as SupplierOffer)
          : combineSlices(
              parts.map((p) => [p]),
              "network",
              1,
            )[0];
      if (!current) return null;
      if (!has("price-change")) return { ...current, ref: offer.ref };
      const bump = (cents: number) => Math.round(multiplyCents(cents, "1.08") / 100) * 100;
      return {
        ...current,
        ref: offer.ref,
        fares: {
          adult: bump(current.fares.adult),
          child: bump(current.fares.child),
          infant: bump(current.fares.infant),
        },
      };
    },
    async hold(offer: SupplierOffer, passengers: PassengerCounts, holdOptions: HoldOptions = {}) {
      const current = await supplier.price(offer, passengers);
      const needed = passengers.adults + passengers.children;
      if (!current || current.seat < needed) throw new SupplierError("network", "sold out", "sold_out");
      const holdId = randomUUID();
      const expiresAt = new Date(Date.now() + 20 * 60_000);
      await bookings.insert(
        { holdId, offer: current, status: "held", ticketRef: null, expiresAt },
        holdOptions.db,
      );
      return { holdId, expiresAt: expiresAt.toISOString() };
    },
    /** The booking is still held (or already ticketed): the paid order may go on to issuance. */
    async confirm(holdId: string) {
      if (has("confirm-failure")) throw new SupplierError("network", "injected confirm failure", "not_found");
      const booking = await bookings.find(holdId);
      if (booking?.status !== "held" && booking?.status !== "issued")
        throw new SupplierError("network", "no such booking", "not_found");
    },
    /** Idempotent: issuing a ticketed booking again answers the same ticket reference. */
    async issue(holdId: string): Promise<{ ticketRef: string }> {
      if (has("issue-slow")) await pause(faults.slowMs);
      const booking = await bookings.find(holdId);
      if (booking?.status === "issued") return { ticketRef: booking.ticketRef ?? ticketRefOf(holdId) };
      if (booking?.status !== "held") throw new SupplierError("network", "no such hold", "not_found");
      if (has("issue-failure")) throw new SupplierError("network", "injected issue failure", "issue_failed");
      const ticketRef = ticketRefOf(holdId);
      if (!(await bookings.move(holdId, "held", "issued", ticketRef))) return supplier.issue(holdId);
      return { ticketRef };
    },
    /** Cancels a hold, or voids an issued booking (a refund): its ticket is no longer valid. */
    async cancel(holdId: string, holdOptions: HoldOptions = {}) {
      if (await bookings.move(holdId, "held", "cancelled", undefined, holdOptions.db)) return;
      await bookings.move(holdId, "issued", "cancelled", undefined, holdOptions.db);
    },
    async lowestFares(origin: string, destination: string, dates: string[], cabinClass: CabinClass) {
      const reference = await options.reference();
      const result = new Map<string, LowestFare>();
      for (const date of dates) {
        let lowest: LowestFare | undefined;
        for (const offer of offersForSlice(
          reference,
          { origin, destination, departureDate: date },
          cabinClass,
          conditions,
        )) {
          if (offer.seat > 0 && (lowest === undefined || offer.fares.adult < lowest.adult)) {
            lowest = { adult: offer.fares.adult, airlineCode: offer.groups[0]?.marketingAirlineCode ?? "" };
          }
        }
        if (lowest !== undefined) result.set(date, lowest);
      }
      return result;
    },
  };
  return supplier;
}

/** `NETWORK_SUPPLIER_FAULTS` parsed ("slow,error"). */
export function parseFaults(text: string | undefined): Set<NetworkFault> {
  const set = new Set<NetworkFault>();
  for (const part of (text ?? "").split(",")) {
    const name = part.trim() as NetworkFault;
    if ((NETWORK_FAULTS as readonly string[]).includes(name)) set.add(name);
  }
  return set;
}
