/**
 * /add-passenger serves four bookings, told apart by the URL: a visa request (`visa=1&product=…`),
 * a tour's departure, a hotel's rate, else the chosen flight. Each variant loads only its own page,
 * data and translation namespaces (decision 007): a flight's passengers download no hotel's, tour's
 * or visa's strings.
 */
import { isHotelGuestsUrl } from "../../lib/hotel-guests-params";
import type { Namespace } from "../../lib/i18n-namespaces";
import { isTourBookingUrl } from "../../lib/tour-booking-params";
import { isVisaApplicationUrl } from "../../lib/visa-application-params";

export type BookingVariant = "flight" | "hotel" | "tour" | "visa";

export function bookingVariantOf(params: URLSearchParams): BookingVariant {
  if (isVisaApplicationUrl(params)) return "visa";
  if (isTourBookingUrl(params)) return "tour";
  return isHotelGuestsUrl(params) ? "hotel" : "flight";
}

/** The namespaces each variant's page, data and frame use (i18n-namespaces.test.ts checks them). */
export const bookingVariantNamespaces = {
  flight: ["flights", "booking", "passport"],
  hotel: ["booking", "hotels"],
  tour: ["flights", "booking", "passport", "tours"],
  visa: ["booking", "passport", "visas"],
} as const satisfies Record<BookingVariant, readonly Namespace[]>;
