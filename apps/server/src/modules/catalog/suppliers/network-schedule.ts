/**
 * The flight schedule of the `network` supplier (network-supplier.ts): which carriers of
 * network-carriers.ts fly which routes on which days and at what times, flight numbers, aircraft,
 * and the direct and one-stop itineraries of a slice. Deterministic: every choice comes from a hash
 * of the route, airline, slot and date, so the same query gives the same flights. Direct flights
 * are flown by airlines based at either end; one-stop itineraries connect at the carrier's hubs when
 * the detour is reasonable. Durations come from great-circle distance.
 */
import type { FlightSlice } from "@safar/domain";
import { localToUtc } from "@safar/domain/time-zones";
import { blockMinutes, distanceKm, type PlaceInfo, type ReferenceData } from "../reference";
import type { OfferLeg } from "../supplier";
import { CARRIERS, type CarrierPlan } from "./network-carriers";

/** A 32-bit hash of a text: the generator's only source of variation. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
/** A number in [0, 1) from a text. */
export const unit = (text: string) => hash32(text) / 0x1_0000_0000;

interface Segment {
  carrier: CarrierPlan;
  from: PlaceInfo;
  to: PlaceInfo;
  km: number;
}

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

/** Every itinerary (direct and one-stop) for one slice, before fare brands. */
export function itineraries(
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
