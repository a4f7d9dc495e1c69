/**
 * The data of /add-passenger for a tour's departure (issue 16, decision 012), read by its route's
 * client loader in parallel: the tour with its open departures (`GetTour`), the countries (a failed
 * load is swallowed, spec §8) and the customer's saved travellers. States as data: ready, a
 * departure that cannot be booked (gone, full for the party, or a link that names none) with the
 * way back to the tour, or a failure (retry).
 */
import type { Country, SavedPassenger } from "@safar/domain";
import type { TourDeparture, TourDetail } from "@safar/domain/tour";
import { seatsOf } from "@safar/domain/tour-order";
import { TourMessageKey } from "@safar/domain/user-messages";
import { api, isApiError } from "../../lib/api";
import { settle } from "../../lib/page-data";
import { type TourBookingRef, tourBookingRefOf } from "../../lib/tour-booking-params";
import { getTour } from "../../lib/tours-api";
import { getCountries, getSavedPassengers } from "./checkout-api";

export type TourBookingData =
  | {
      status: "ready";
      ref: TourBookingRef;
      tour: TourDetail;
      departure: TourDeparture;
      /** Empty when the list did not come (Iraq and Iran stay). */
      countries: Country[];
      /** Null when the list did not come. */
      saved: SavedPassenger[] | null;
    }
  | { status: "unavailable"; message: string; backUrl: string }
  | { status: "error" };

export async function loadTourBooking(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<TourBookingData> {
  const ref = tourBookingRefOf(params);
  if (!ref) return { status: "unavailable", message: TourMessageKey.TOUR_NOT_FOUND, backUrl: "/tour-home" };
  const countries = getCountries(signal).catch(() => []);
  const saved = getSavedPassengers(signal).catch(() => null);
  const found = await settle(getTour(api(), ref.tourId, signal));
  if (!found.ok) {
    if (isApiError(found.error) && found.error.status === 404)
      return { status: "unavailable", message: TourMessageKey.TOUR_NOT_FOUND, backUrl: "/tour-home" };
    return { status: "error" };
  }
  const tour = found.value;
  const backUrl = `/tour/${tour.id}`;
  const departure = tour.departures.find((d) => d.id === ref.departureId);
  const party = seatsOf({ adult: ref.counts.adults, child: ref.counts.children, infant: ref.counts.infants });
  if (!departure || departure.seatsLeft < party)
    return { status: "unavailable", message: TourMessageKey.TOUR_NOT_ENOUGH_SEATS, backUrl };
  return { status: "ready", ref, tour, departure, countries: await countries, saved: await saved };
}
