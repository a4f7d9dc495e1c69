/**
 * The tour booking flow of /add-passenger (issue 16), the booking flow of order-flow.ts for a tour's
 * departure: submit the order (SubmitTourOrder with the total the page showed, an Idempotency-Key
 * per form content), handle a price change (accept the new total, or go back to the tour), hold
 * the seats (ReserveTourOrder), then go on to /confirm. A departure that filled meanwhile is
 * "unavailable" with the way back to the tour's other dates.
 */
import { AgeCategory, type ProductChannel } from "@safar/domain/enums";
import type { OrderDetail } from "@safar/domain/flight-order";
import type { PassengerCounts } from "@safar/domain/passenger-counts";
import type { TourDeparture } from "@safar/domain/tour";
import { tourUsdCents } from "@safar/domain/tour";
import { type SubmitTourOrderRequest, type TourOrder, tourPartyUsdCents } from "@safar/domain/tour-order";
import { TourMessageKey } from "@safar/domain/user-messages";
import { isApiError } from "../../lib/api";
import type { TourBookingRef } from "../../lib/tour-booking-params";
import {
  type BookingFormValues,
  fieldPathOfErrorKey,
  type PlaceCategory,
  toPassengerPayload,
} from "./booking-form";
import type { PriceRow } from "./checkout-rules";
import { createOrderFlow, type OrderFlow, type OrderFlowOutcome, type OrderFlowSettings } from "./order-flow";

const GONE: readonly string[] = [
  TourMessageKey.TOUR_NOT_ENOUGH_SEATS,
  TourMessageKey.TOUR_NOT_FOUND,
  TourMessageKey.TOUR_DEPARTURE_NOT_FOUND,
];

/** The message key when an error says the departure cannot be booked; null for any other. */
export function tourUnavailableOf(error: unknown): { message: string } | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 409)) return null;
  const message = error.firstMessages().find((m) => GONE.includes(m));
  return message ? { message } : null;
}

/** A form field from a server error key: `travellers[0].passportNumber` → `passengers.0.passportNumber`. */
export function tourFieldPathOfErrorKey(key: string): string | null {
  return fieldPathOfErrorKey(key.replace(/^travellers\[/, "passengers["));
}

/** One text per departure and party: the scope of its idempotency key (and the form's React key). */
export function tourBookingScopeOf(ref: TourBookingRef): string {
  const { adults, children, infants } = ref.counts;
  return `tour|${ref.tourId}|${ref.departureId}|${adults}-${children}-${infants}`;
}

/** SubmitTourOrder's body: each traveller of its place's category, with the total the page showed. */
export function submitTourRequestOf(
  ref: TourBookingRef,
  places: readonly PlaceCategory[],
  values: BookingFormValues,
  total: number,
  productChannel: ProductChannel,
): SubmitTourOrderRequest {
  return {
    tourId: ref.tourId,
    departureId: ref.departureId,
    travellers: values.passengers.map((p, i) => toPassengerPayload(p, places[i] ?? 1, false)),
    contact: { phoneNumber: values.contact.phoneNumber.trim(), email: values.contact.email.trim() },
    productChannel,
    acceptedTotalPrice: total,
  };
}

export type TourCheckoutOutcome = OrderFlowOutcome<{ message: string }, Record<never, never>>;

export function createTourCheckoutFlow(
  options: OrderFlowSettings & {
    ref: TourBookingRef;
    places: readonly PlaceCategory[];
    total: number;
    api: {
      submitTourOrder: (body: SubmitTourOrderRequest, key: string) => Promise<OrderDetail>;
      reserveTourOrder: (orderId: string) => Promise<unknown>;
    };
  },
): OrderFlow<BookingFormValues, TourCheckoutOutcome> {
  const { ref, places, total, api } = options;
  return createOrderFlow({
    ...options,
    scope: tourBookingScopeOf(ref),
    requestOf: (values: BookingFormValues, channel) =>
      submitTourRequestOf(ref, places, values, total, channel),
    submitOrder: (body, key) => api.submitTourOrder(body, key),
    reserveOrder: (orderId) => api.reserveTourOrder(orderId),
    unavailableOf: tourUnavailableOf,
    fieldPathOf: tourFieldPathOfErrorKey,
    afterReserve: async () => ({}),
  });
}

/** The price rows of a party on a departure (USD at the page's rate) and their total, in cents summed. */
export function tourPriceRows(departure: Pick<TourDeparture, "pricesUsd">, counts: PassengerCounts) {
  const rows: PriceRow[] = (
    [
      [AgeCategory.Adult, counts.adults, departure.pricesUsd.adult],
      [AgeCategory.Child, counts.children, departure.pricesUsd.child],
      [AgeCategory.Infant, counts.infants, departure.pricesUsd.infant],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([paxType, count, unitPrice]) => ({
      paxType,
      count,
      unitPrice,
      totalPrice: (Math.round(unitPrice * 100) * count) / 100,
    }));
  return { rows, total: tourPartyUsdCents(departure.pricesUsd, counts) / 100 };
}

/** The price rows of a tour order (its places at their USD prices, from the order's own rate). */
export function tourOrderPriceRows(tour: Pick<TourOrder, "places" | "prices" | "exchangeRate" | "currency">) {
  const usd = (amount: number) =>
    tour.currency === "USD" ? amount : tourUsdCents(Math.round(amount * 100), tour.exchangeRate) / 100;
  const pricesUsd = {
    adult: usd(tour.prices.adult),
    child: usd(tour.prices.child),
    infant: usd(tour.prices.infant),
  };
  return tourPriceRows(
    { pricesUsd },
    { adults: tour.places.adult, children: tour.places.child, infants: tour.places.infant },
  ).rows;
}
