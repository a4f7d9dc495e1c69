/**
 * The URL of a tour's booking (issue 16, the spec's /add-passenger): the tour, its departure and the
 * party by age (`tour=…&departure=…&adults=2&children=1&infants=0`), within the counts the domain
 * allows (spec §5: at least one adult, nine travellers, no more infants than adults).
 */
import { isValidPassengerCounts, type PassengerCounts } from "@safar/domain/passenger-counts";
import { isUuid } from "@safar/domain/uuid";

export type TourBookingRef = { tourId: string; departureId: string; counts: PassengerCounts };

/** Whether /add-passenger's URL names a tour's departure (the tour variant). */
export function isTourBookingUrl(params: URLSearchParams): boolean {
  return params.has("tour") && params.has("departure");
}

export function tourBookingUrl(ref: TourBookingRef): string {
  const params = new URLSearchParams({
    tour: ref.tourId,
    departure: ref.departureId,
    adults: String(ref.counts.adults),
    children: String(ref.counts.children),
    infants: String(ref.counts.infants),
  });
  return `/add-passenger?${params}`;
}

const count = (value: string | null, fallback: number) =>
  value !== null && /^\d{1,2}$/.test(value) ? Number(value) : value === null ? fallback : -1;

/** The departure and party the URL names, or null when it names none the API could take. */
export function tourBookingRefOf(params: URLSearchParams): TourBookingRef | null {
  const tourId = params.get("tour") ?? "";
  const departureId = params.get("departure") ?? "";
  if (!isUuid(tourId) || !isUuid(departureId)) return null;
  const counts = {
    adults: count(params.get("adults"), 1),
    children: count(params.get("children"), 0),
    infants: count(params.get("infants"), 0),
  };
  if (!isValidPassengerCounts(counts)) return null;
  return { tourId, departureId, counts };
}
