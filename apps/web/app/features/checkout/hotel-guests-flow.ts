/**
 * The hotel booking flow of the guest details page, with the API calls given as dependencies (so it
 * runs in unit tests without a browser), as checkout-flow.ts is for flights: submit the order
 * (SubmitHotelOrder, with an Idempotency-Key per form content), handle a price change (the customer
 * accepts the new total, which resubmits with `acceptedTotalPrice` under the same key, or goes back
 * to the hotel page), hold the rooms (ReserveHotelOrder), then go on to /confirm.
 *
 * Each step answers with an outcome the page shows; the flow keeps what spans steps: one submit at
 * a time, the key storage and the price change waiting for an answer.
 */

import type { ProductChannel } from "@safar/domain/enums";
import type { OrderDetail } from "@safar/domain/flight-order";
import type { SubmitHotelOrderRequest } from "@safar/domain/hotel-order";
import { HotelMessageKey, OrderMessageKey } from "@safar/domain/user-messages";
import { ApiError, isApiError } from "../../lib/api";
import type { HotelRateRef } from "../../lib/hotel-search-params";
import { currentProductChannel, type FieldError, type PriceChange, priceChangeOf } from "./checkout-flow";
import {
  type HotelGuestsFormValues,
  hotelBookingScopeOf,
  hotelFieldPathOfErrorKey,
  submitHotelRequestOf,
} from "./hotel-guests-form";
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStorage } from "./idempotency";

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

/**
 * What a failed submit shows: a 400's entries that name a form field go to that field (the first
 * message each); the rest, or any other error, is for a toast (`toast` null when nothing is left).
 */
export function hotelFailureOf(error: unknown): { fieldErrors: FieldError[]; toast: unknown | null } {
  if (!isApiError(error) || error.status !== 400) return { fieldErrors: [], toast: error };
  const fieldErrors: FieldError[] = [];
  for (const entry of error.errors) {
    const path = hotelFieldPathOfErrorKey(entry.key);
    const message = entry.messages[0];
    if (path && message) fieldErrors.push({ path, message });
  }
  const others = error.errors.filter((entry) => !hotelFieldPathOfErrorKey(entry.key));
  return {
    fieldErrors,
    toast: others.length > 0 ? new ApiError(error.status, others, error.requestId) : null,
  };
}

// ─── The flow ───────────────────────────────────────────────────────────────────────────────────

export type HotelCheckoutOutcome =
  /** Rooms held: go to `to` (/confirm). */
  | { kind: "reserved"; orderId: string; to: string }
  /** The total changed: ask the customer (acceptNewPrice, or back to the hotel page). */
  | ({ kind: "priceChanged" } & PriceChange)
  /** The rate cannot be booked: say why, with the way back to the hotel page. */
  | { kind: "unavailable"; reason: HotelUnavailableReason; message: string }
  /** Errors on fields, and what is left for a toast (null when every error found its field). */
  | { kind: "failed"; fieldErrors: FieldError[]; toast: unknown | null }
  /** Nothing done: a submit is already under way, or no price change waits. */
  | { kind: "ignored" };

export type HotelCheckoutApi = {
  submitHotelOrder: (body: SubmitHotelOrderRequest, idempotencyKey: string) => Promise<OrderDetail>;
  reserveHotelOrder: (orderId: string) => Promise<unknown>;
};

export type HotelCheckoutFlowOptions = {
  ref: HotelRateRef;
  api: HotelCheckoutApi;
  /** Where the idempotency keys are kept; asked once, on the first submit (sessionStorage in a browser). */
  storage: () => KeyStorage;
  productChannel?: () => ProductChannel;
  /** Told when a submit starts and ends (the page's busy state). */
  onBusy?: (busy: boolean) => void;
  /** Random bytes for new keys (tests). */
  randomBytes?: (n: number) => Uint8Array;
};

export type HotelCheckoutFlow = {
  /** Submits the (valid) form: the order, then the hold. */
  submit: (values: HotelGuestsFormValues) => Promise<HotelCheckoutOutcome>;
  /** Resubmits the last form at the new total (`acceptedTotalPrice`), with the same key. */
  acceptNewPrice: () => Promise<HotelCheckoutOutcome>;
  /** Declines the new total: nothing is resubmitted (the page goes back to the hotel). */
  cancelNewPrice: () => void;
};

type Pending = PriceChange & { request: SubmitHotelOrderRequest; key: string };

export function createHotelCheckoutFlow(options: HotelCheckoutFlowOptions): HotelCheckoutFlow {
  const { api, ref } = options;
  const scope = hotelBookingScopeOf(ref);
  let storage: KeyStorage | null = null;
  const keys = () => {
    storage ??= options.storage();
    return storage;
  };
  let inFlight = false;
  let pending: Pending | null = null;

  /** Runs one step unless another is under way, with the busy state around it. */
  const exclusive = async (step: () => Promise<HotelCheckoutOutcome>): Promise<HotelCheckoutOutcome> => {
    if (inFlight) return { kind: "ignored" };
    inFlight = true;
    options.onBusy?.(true);
    try {
      return await step();
    } finally {
      inFlight = false;
      options.onBusy?.(false);
    }
  };

  const place = async (request: SubmitHotelOrderRequest, key: string): Promise<HotelCheckoutOutcome> => {
    let order: OrderDetail;
    try {
      order = await api.submitHotelOrder(request, key);
    } catch (error) {
      const change = priceChangeOf(error);
      if (change) {
        pending = { ...change, request, key };
        return { kind: "priceChanged", ...change };
      }
      const gone = hotelUnavailableOf(error);
      if (gone) return { kind: "unavailable", ...gone };
      if (isApiError(error) && error.firstMessages().includes(OrderMessageKey.IDEMPOTENCY_KEY_REUSED)) {
        forgetIdempotencyKey(keys(), scope);
      }
      return { kind: "failed", ...hotelFailureOf(error) };
    }
    try {
      await api.reserveHotelOrder(order.orderId);
    } catch (error) {
      forgetIdempotencyKey(keys(), scope); // the next attempt is a new order
      const gone = hotelUnavailableOf(error);
      if (gone) return { kind: "unavailable", ...gone };
      return { kind: "failed", fieldErrors: [], toast: error };
    }
    return {
      kind: "reserved",
      orderId: order.orderId,
      to: `/confirm?orderId=${encodeURIComponent(order.orderId)}`,
    };
  };

  return {
    submit: (values) =>
      exclusive(() => {
        pending = null;
        const request = submitHotelRequestOf(
          ref,
          values,
          (options.productChannel ?? currentProductChannel)(),
        );
        const key = idempotencyKeyFor(keys(), scope, request, options.randomBytes);
        return place(request, key);
      }),
    acceptNewPrice: () => {
      const change = pending;
      if (!change || inFlight) return Promise.resolve({ kind: "ignored" });
      return exclusive(() => {
        pending = null;
        return place({ ...change.request, acceptedTotalPrice: change.newTotalPrice }, change.key);
      });
    },
    cancelNewPrice: () => {
      pending = null;
    },
  };
}
