/**
 * The fares of the `network` supplier (network-supplier.ts): the offers of one slice built from the
 * itineraries of network-schedule.ts, with fare brands (saver, and flex on about a third), fare
 * classes, baggage, cancellation penalties and remaining seats. The adult fare comes from distance,
 * cabin and demand (weekday, days before departure) at the carrier's price level; the child fare is
 * 50–75 % of the adult one by airline and the infant fare 10 % (spec §9).
 */
import { type CabinClass, type FlightSlice, multiplyCents } from "@safar/domain";
import { daysBetween } from "@safar/domain/time-zones";
import { distanceKm, type ReferenceData } from "../reference";
import type { CancellationPenalty, OfferGroup, SupplierOffer } from "../supplier";
import type { CarrierPlan } from "./network-carriers";
import { hash32, itineraries, unit } from "./network-schedule";

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

/** What an offer's `ref` holds: the slice, the itinerary and the fare brand, to price it again. */
export interface NetworkRef {
  slice: FlightSlice;
  key: string;
  brand: "saver" | "flex";
}

/** What the fares depend on besides the query: today's date (demand pricing) and the sold-out switch. */
export interface FareConditions {
  /** Today's date (YYYY-MM-DD, Baghdad). */
  today: () => string;
  /** Whether every offer is to show no seats left (the `sold-out` fault). */
  soldOut: () => boolean;
}

/** Adult fare in cents for flown distance, cabin and demand. */
function adultFare(
  carrier: CarrierPlan,
  km: number,
  legs: number,
  cabin: CabinClass,
  date: string,
  key: string,
  today: string,
) {
  const perKm = legs > 1 ? 55 : 65; // tenths of a cent per km: connections sell cheaper
  const base = 3500 + Math.round((km * perKm) / 10);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const lead = daysBetween(today, date);
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

export function offersForSlice(
  reference: ReferenceData,
  slice: FlightSlice,
  cabin: CabinClass,
  conditions: FareConditions,
): SupplierOffer[] {
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
      conditions.today(),
    );
    const brands: ("saver" | "flex")[] = unit(`flex:${itinerary.key}`) < 0.35 ? ["saver", "flex"] : ["saver"];
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
        seat: conditions.soldOut() ? 0 : seats(`${itinerary.key}:${brand}`, slice.departureDate),
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
