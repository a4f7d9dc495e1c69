/**
 * The hotel booking flow of the guest details page, the booking flow of order-flow.ts for a hotel
 * stay (as checkout-flow.ts is for flights): submit the order (SubmitHotelOrder, with an
 * Idempotency-Key per form content), handle a price change (the customer accepts the new total,
 * which resubmits with `acceptedTotalPrice` under the same key, or goes back to the hotel page),
 * hold the rooms (ReserveHotelOrder), then go on to /confirm.
 */
import type { OrderDetail } from "@safar/domain/flight-order";
import type { SubmitHotelOrderRequest } from "@safar/domain/hotel-order";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { isApiError } from "../../lib/api";
import type { HotelRateRef } from "../../lib/hotel-search-params";
import {
  type HotelGuestsFormValues,
  hotelBookingScopeOf,
  hotelFieldPathOfErrorKey,
  submitHotelRequestOf,
} from "./hotel-guests-form";
import {
  createOrderFlow,
  formFailureOf,
  type OrderFlow,
  type OrderFlowOutcome,
  type OrderFlowSettings,
} from "./order-flow";

// ─── Answers of the server ──────────────────────────────────────────────────────────────────────

/**
 * Why the chosen rate cannot be booked: the room is gone (sold out at submit or at the hold), the
 * search is gone (or the hotel is no longer in it), or the stay or rate is not sold online.
 */
export type HotelUnavailableReason = "soldOut" | "expired" | "closed";

const UNAVAILABLE: ReadonlyMap<string, HotelUnavailableReason> = new Map([
  [HotelMessageKey.HOTEL_ROOM_SOLD_OUT, "soldOut"],
  [HotelMessageKey.HOTEL_SEARCH_EXPIRED, "expired"],
  [HotelMessageKey.HOTEL_NOT_FOUND, "expired"],
  [HotelMessageKey.HOTEL_STAY_NOT_BOOKABLE, "closed"],
  [HotelMessageKey.HOTEL_PAY_AT_HOTEL_NOT_ONLINE, "closed"],
  // A stay paid at the hotel refused at the hold: the customer's limit of open ones, or no verified phone.
  [HotelMessageKey.HOTEL_PAY_AT_HOTEL_LIMIT, "closed"],
  [HotelMessageKey.HOTEL_PAY_AT_HOTEL_NEEDS_PHONE, "closed"],
]);

/** The reason and message key when an error says the rate cannot be booked; null for any other. */
export function hotelUnavailableOf(
  error: unknown,
): { reason: HotelUnavailableReason; message: string } | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 409)) return null;
  for (const message of error.firstMessages()) {
    const reason = UNAVAILABLE.get(message);
    if (reason) return { reason, message };
  }
  return null;
}

/** What a failed submit shows: a 400's errors on the guest form's fields, the rest for a toast. */
export function hotelFailureOf(error: unknown) {
  return formFailureOf(error, hotelFieldPathOfErrorKey);
}

// ─── The flow ───────────────────────────────────────────────────────────────────────────────────

/** A step's outcome: the rate cannot be booked with why (and the way back to the hotel page). */
export type HotelCheckoutOutcome = OrderFlowOutcome<
  { reason: HotelUnavailableReason; message: string },
  Record<never, never>
>;

export type HotelCheckoutApi = {
  submitHotelOrder: (body: SubmitHotelOrderRequest, idempotencyKey: string) => Promise<OrderDetail>;
  reserveHotelOrder: (orderId: string) => Promise<unknown>;
};

export type HotelCheckoutFlowOptions = OrderFlowSettings & { ref: HotelRateRef; api: HotelCheckoutApi };

/** Declining a new total resubmits nothing: the page goes back to the hotel. */
export type HotelCheckoutFlow = OrderFlow<HotelGuestsFormValues, HotelCheckoutOutcome>;

export function createHotelCheckoutFlow(options: HotelCheckoutFlowOptions): HotelCheckoutFlow {
  const { api, ref } = options;
  return createOrderFlow({
    ...options, // the settings: key storage, product channel, busy state, random bytes
    scope: hotelBookingScopeOf(ref),
    requestOf: (values: HotelGuestsFormValues, productChannel) =>
      submitHotelRequestOf(ref, values, productChannel),
    submitOrder: (body, key) => api.submitHotelOrder(body, key),
    reserveOrder: (orderId) => api.reserveHotelOrder(orderId),
    unavailableOf: hotelUnavailableOf,
    fieldPathOf: hotelFieldPathOfErrorKey,
    afterReserve: async () => ({}),
  });
}
