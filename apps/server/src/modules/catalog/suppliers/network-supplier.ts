import { createHash, randomUUID } from "node:crypto";
import { type CabinClass, type FlightSlice, multiplyCents, type PassengerCounts } from "@safar/domain";
import { NETWORK_FAULTS, type NetworkFault } from "@safar/domain/network-faults";
import type { Database } from "../../../platform/db";
import { blockMinutes, distanceKm, type PlaceInfo, type ReferenceData } from "../reference";
import {
  type CancellationPenalty,
  combineSlices,
  type FlightSupplier,
  type HoldOptions,
  type LowestFare,
  type OfferGroup,
  type OfferLeg,
  SupplierError,
  type SupplierOffer,
  type SupplierQuery,
} from "../supplier";
import { daysBetween, localToUtc } from "../time-zones";
import { CARRIERS, type CarrierPlan } from "./network-carriers";

/**
 * `network`: a deterministic schedule over real airports and airlines of the region, standing in
 * for a GDS in test mode. The same query gives the same flights: every choice comes from a hash of
 * the route, airline, slot and date. Direct flights are flown by airlines based at either end;
 * one-stop itineraries connect at real hubs (IST, DOH, DXB, AMM, IKA, BGW, ...) when the detour
 * is reasonable. Durations come from great-circle distance; fares from distance, cabin and demand
 * (weekday, days before departure); the child fare is 50–75 % of the adult one by airline and the
 * infant fare 10 % (spec §9).
 */

export { NETWORK_FAULTS, type NetworkFault } from "@safar/domain/network-faults";

export interface NetworkFaults {
  active: Set<NetworkFault>;
  slowMs: number;
}

const FARE_CLASSES: Record<CabinClass, [saver: string, flex: string]> = {
  1: ["Q", "Y"],
  2: ["D", "J"],
  3: ["A", "F"],
};
const CABIN_FACTOR: Record<CabinClass, string> = { 1: "1", 2: "2.6", 3: "4.2" };
/** Sunday first; Thursday and Friday are the busy days of the region. */
const WEEKDAY_FACTOR = ["0.97", "0.95", "0.94", "1.0", "1.12", "1.08", "1.0"];
const INFANT_SHARE = "0.1";

const SAVER_PENALTIES: CancellationPenalty[] = [
  { fromHoursBeforeDeparture: 72, penaltyPercent: 40 },
  { fromHoursBeforeDeparture: 3, penaltyPercent: 70 },
  { fromHoursBeforeDeparture: 0, penaltyPercent: 100 },
];
const FLEX_PENALTIES: CancellationPenalty[] = [
  { fromHoursBeforeDeparture: 72, penaltyPercent: 10 },
  { fromHoursBeforeDeparture: 24, penaltyPercent: 30 },
  { fromHoursBeforeDeparture: 3, penaltyPercent: 50 },
  { fromHoursBeforeDeparture: 0, penaltyPercent: 80 },
];

/** A 32-bit hash of a text: the generator's only source of variation. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
/** A number in [0, 1) from a text. */
const unit = (text: string) => hash32(text) / 0x1_0000_0000;

interface Segment {
  carrier: CarrierPlan;
  from: PlaceInfo;
  to: PlaceInfo;
  km: number;
}

interface NetworkRef {
  slice: FlightSlice;
  key: string;
  brand: "saver" | "flex";
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

  function basedAt(carrier: CarrierPlan, place: PlaceInfo): boolean {
    return carrier.bases.some((b) => b === place.iataCode || b === `country:${place.countryCode}`);
  }

  /** Whether `carrier` flies `from`→`to` non-stop at all (a property of the route, not the day). */
  function flies(carrier: CarrierPlan, from: PlaceInfo, to: PlaceInfo, km: number): boolean {
    if (km < 150 || km > carrier.rangeKm) return false;
    if (!basedAt(carrier, from) && !basedAt(carrier, to)) return false;
    // Not every airline flies every route: keep about two in three of the possible ones, always
    // the hub-to-hub and flag-carrier ones.
    const isHub = carrier.hubs.includes(from.iataCode) || carrier.hubs.includes(to.iataCode);
    const isHomeRoute = basedAt(carrier, from) && basedAt(carrier, to);
    return isHub || isHomeRoute || unit(`route:${carrier.code}:${from.iataCode}:${to.iataCode}`) < 0.67;
  }

  /** Frequencies (minute of day at origin) of a route on a date. */
  function departures(carrier: CarrierPlan, from: PlaceInfo, to: PlaceInfo, date: string): number[] {
    const key = `${carrier.code}:${[from.iataCode, to.iataCode].sort().join("-")}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    // Weekly pattern: busy routes daily, others four or five days a week.
    if (unit(`${key}:dow:${weekday}`) < 0.25) return [];
    const count = 1 + Math.floor(unit(`${key}:freq`) * 3);
    const times: number[] = [];
    for (let slot = 0; slot < count; slot++) {
      const minute = 5 * 60 + Math.floor(unit(`${key}:${from.iataCode}:slot:${slot}`) * 17 * 12) * 5;
      times.push(minute);
    }
    return times.sort((a, b) => a - b);
  }

  function flightNumber(carrier: CarrierPlan, from: PlaceInfo, to: PlaceInfo, slot: number): string {
    const n = 100 + (hash32(`num:${carrier.code}:${from.iataCode}:${to.iataCode}:${slot}`) % 900);
    return `${carrier.code} ${n}`;
  }

  function aircraftFor(km: number, carrier: CarrierPlan): string {
    if (km > 3500)
      return carrier.code === "EK" || carrier.code === "QR" ? "Boeing 777-300ER" : "Airbus A330-300";
    if (km > 1800) return unit(`ac:${carrier.code}`) < 0.5 ? "Boeing 737-800" : "Airbus A321neo";
    return unit(`ac:${carrier.code}`) < 0.5 ? "Boeing 737-800" : "Airbus A320";
  }

  function leg(segment: Segment, departure: Date, slot: number): OfferLeg {
    const minutes = blockMinutes(segment.km);
    return {
      origin: segment.from.iataCode,
      destination: segment.to.iataCode,
      departureTime: departure.toISOString(),
      arrivalTime: new Date(departure.getTime() + minutes * 60_000).toISOString(),
      flightNumber: flightNumber(segment.carrier, segment.from, segment.to, slot),
      airlineCode: segment.carrier.code,
      aircraft: aircraftFor(segment.km, segment.carrier),
    };
  }

  /** Adult fare in cents for flown distance, cabin and demand. */
  function adultFare(
    carrier: CarrierPlan,
    km: number,
    legs: number,
    cabin: CabinClass,
    date: string,
    key: string,
  ) {
    const perKm = legs > 1 ? 55 : 65; // tenths of a cent per km: connections sell cheaper
    const base = 3500 + Math.round((km * perKm) / 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const lead = daysBetween(options.today(), date);
    const leadFactor = lead < 3 ? "1.35" : lead < 7 ? "1.2" : lead < 14 ? "1.1" : lead > 45 ? "0.92" : "1";
    const noise = (0.9 + unit(`fare:${key}:${date}`) * 0.2).toFixed(3);
    let cents = multiplyCents(base, CABIN_FACTOR[cabin]);
    cents = multiplyCents(cents, WEEKDAY_FACTOR[weekday] ?? "1");
    cents = multiplyCents(cents, leadFactor);
    cents = multiplyCents(cents, carrier.level.toFixed(2));
    cents = multiplyCents(cents, noise);
    return Math.round(cents / 100) * 100; // whole dollars, as airlines file them
  }

  function seats(key: string, date: string): number {
    const h = hash32(`seats:${key}:${date}`);
    return h % 11 === 0 ? 0 : 1 + (h % 9);
  }

  /** Every itinerary (direct and one-stop) for one slice, before fare brands. */
  function itineraries(
    reference: ReferenceData,
    slice: FlightSlice,
  ): { key: string; carrier: CarrierPlan; legs: OfferLeg[] }[] {
    const from = reference.airport(slice.origin);
    const to = reference.airport(slice.destination);
    if (!from || !to) return [];
    const direct = distanceKm(from, to);
    const found: { key: string; carrier: CarrierPlan; legs: OfferLeg[] }[] = [];
    for (const carrier of CARRIERS) {
      if (!reference.airline(carrier.code)) continue;
      if (flies(carrier, from, to, direct)) {
        departures(carrier, from, to, slice.departureDate).forEach((minute, slot) => {
          const departure = localToUtc(slice.departureDate, minute, from.timeZone);
          found.push({
            key: `${carrier.code}:${from.iataCode}-${to.iataCode}:${slot}`,
            carrier,
            legs: [leg({ carrier, from, to, km: direct }, departure, slot)],
          });
        });
      }
      for (const hubCode of carrier.hubs) {
        if (hubCode === from.iataCode || hubCode === to.iataCode) continue;
        const hub = reference.airport(hubCode);
        if (!hub) continue;
        const first = distanceKm(from, hub);
        const second = distanceKm(hub, to);
        if (first + second > direct * 1.5 + 300) continue;
        if (!flies(carrier, from, hub, first) || !flies(carrier, hub, to, second)) continue;
        const outbound = departures(carrier, from, hub, slice.departureDate);
        outbound.forEach((minute, slot) => {
          const firstLeg = leg(
            { carrier, from, to: hub, km: first },
            localToUtc(slice.departureDate, minute, from.timeZone),
            slot,
          );
          const layover =
            75 + Math.floor(unit(`lay:${carrier.code}:${from.iataCode}:${to.iataCode}:${slot}`) * 45) * 5;
          const secondDeparture = new Date(Date.parse(firstLeg.arrivalTime) + layover * 60_000);
          const secondLeg = leg({ carrier, from: hub, to, km: second }, secondDeparture, slot + 5);
          found.push({
            key: `${carrier.code}:${from.iataCode}-${hub.iataCode}-${to.iataCode}:${slot}`,
            carrier,
            legs: [firstLeg, secondLeg],
          });
        });
      }
    }
    return found;
  }

  function offersForSlice(reference: ReferenceData, slice: FlightSlice, cabin: CabinClass): SupplierOffer[] {
    const offers: SupplierOffer[] = [];
    for (const itinerary of itineraries(reference, slice)) {
      const km = itinerary.legs.reduce((sum, l) => {
        const a = reference.airport(l.origin);
        const b = reference.airport(l.destination);
        return sum + (a && b ? distanceKm(a, b) : 0);
      }, 0);
      const saver = adultFare(
        itinerary.carrier,
        km,
        itinerary.legs.length,
        cabin,
        slice.departureDate,
        itinerary.key,
      );
      const brands: ("saver" | "flex")[] =
        unit(`flex:${itinerary.key}`) < 0.35 ? ["saver", "flex"] : ["saver"];
      for (const brand of brands) {
        const adult = brand === "flex" ? Math.round(multiplyCents(saver, "1.25") / 100) * 100 : saver;
        const penalties = brand === "flex" ? FLEX_PENALTIES : SAVER_PENALTIES;
        const [amount, baggageUnit] =
          cabin === 1 ? itinerary.carrier.baggage.economy : itinerary.carrier.baggage.business;
        const group: OfferGroup = {
          marketingAirlineCode: itinerary.carrier.code,
          flightNumber: itinerary.legs[0]?.flightNumber ?? "",
          cabinClass: cabin,
          fareClass: FARE_CLASSES[cabin][brand === "saver" ? 0 : 1],
          baggage: {
            amount: brand === "flex" && baggageUnit === "Kg" ? amount + 10 : amount,
            unit: baggageUnit,
          },
          legs: itinerary.legs,
        };
        const ref: NetworkRef = { slice, key: itinerary.key, brand };
        offers.push({
          provider: "network",
          ref: JSON.stringify(ref),
          isCharter: false,
          seat: has("sold-out") ? 0 : seats(`${itinerary.key}:${brand}`, slice.departureDate),
          fares: {
            adult,
            child: multiplyCents(adult, itinerary.carrier.childShare),
            infant: multiplyCents(adult, INFANT_SHARE),
          },
          groups: [group],
          // Refundable when some notice period refunds part of the fare (saver too, with higher fees).
          refundable: penalties.some((p) => p.penaltyPercent < 100),
          changeable: true,
          cancellationPenalties: penalties,
        });
      }
    }
    return offers;
  }

  async function generate(query: SupplierQuery): Promise<SupplierOffer[]> {
    const reference = await options.reference();
    const perSlice = query.slices.map((slice) => offersForSlice(reference, slice, query.cabinClass));
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
        const match = offersForSlice(reference, ref.slice, cabin).find(
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
    async cancel(holdId: string, holdOptions: HoldOptions = {}) {
      await bookings.move(holdId, "held", "cancelled", undefined, holdOptions.db);
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
