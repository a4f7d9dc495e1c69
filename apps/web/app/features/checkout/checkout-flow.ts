/**
 * The /add-passenger booking flow, the booking flow of order-flow.ts for a flight: submit the order
 * (SubmitFlightOrder, with an Idempotency-Key per form content), handle a price change (the customer
 * confirms the new total, which resubmits with `acceptedTotalPrice` under the same key, or goes back
 * to the results), hold the seats (ReserveFlightOrder), then save the passengers the customer asked
 * to keep (a failed save never blocks the booking) and go on to /confirm.
 */
import type { OrderDetail, ProductChannel, SubmitFlightOrderRequest } from "@safar/domain";
import { FlightMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import { isUuid } from "@safar/domain/uuid";
import { isApiError } from "../../lib/api";
import {
  type BookingFormValues,
  fieldPathOfErrorKey,
  type PassengerFormValues,
  type PlaceCategory,
  toPassengerPayload,
  toSavedPassengerPayload,
} from "./booking-form";
import {
  createOrderFlow,
  type Failure,
  formFailureOf,
  type OrderFlow,
  type OrderFlowOutcome,
  type OrderFlowSettings,
} from "./order-flow";

// ─── The chosen flight ──────────────────────────────────────────────────────────────────────────

export type BookingRefs = {
  requestId: string;
  proposalId: string;
  returningRequestId?: string;
  returningProposalId?: string;
};

/** The chosen flight from the URL the results page built; null when it names none. */
export function bookingRefsOf(params: URLSearchParams): BookingRefs | null {
  const requestId = params.get("requestId") ?? "";
  const proposalId = params.get("proposalId") ?? "";
  if (!isUuid(requestId) || !isUuid(proposalId)) return null;
  const returningRequestId = params.get("returningRequestId") ?? "";
  const returningProposalId = params.get("returningProposalId") ?? "";
  if (returningRequestId || returningProposalId) {
    if (!isUuid(returningRequestId) || !isUuid(returningProposalId)) return null;
    return { requestId, proposalId, returningRequestId, returningProposalId };
  }
  return { requestId, proposalId };
}

/** One text per chosen flight: the scope of its idempotency key (and the form's React key). */
export function bookingScopeOf(refs: BookingRefs): string {
  return `${refs.requestId}|${refs.proposalId}|${refs.returningProposalId ?? ""}`;
}

// ─── Answers of the server ──────────────────────────────────────────────────────────────────────

const UNAVAILABLE_KEYS = new Set<string>([
  UserMessageKey.FLIGHT_NOT_FOUND,
  FlightMessageKey.FLIGHT_SOLD_OUT,
  FlightMessageKey.FLIGHT_SEARCH_EXPIRED,
]);

/** The message key when an error says the flight is gone (not found, sold out, search expired). */
export function unavailableKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.firstMessages().find((key) => UNAVAILABLE_KEYS.has(key)) ?? null;
}

/** What a failed submit shows: a 400's errors on the booking form's fields, the rest for a toast. */
export function failureOf(error: unknown): Failure {
  return formFailureOf(error, fieldPathOfErrorKey);
}

// ─── The request ────────────────────────────────────────────────────────────────────────────────

export type BookingContext = {
  refs: BookingRefs;
  /** The places of the search (adults, children, infants), in the form's order. */
  places: readonly PlaceCategory[];
  isDomestic: boolean;
  /** `YYYY-MM-DD`: the departure day (saved passengers are checked on it). */
  travelDate: string;
};

/** SubmitFlightOrder's body from the form's values (trimmed contact, the passengers' payloads). */
export function submitRequestOf(
  context: BookingContext,
  values: BookingFormValues,
  productChannel: ProductChannel,
): SubmitFlightOrderRequest {
  const { refs, places, isDomestic } = context;
  return {
    requestId: refs.requestId,
    proposalId: refs.proposalId,
    ...(refs.returningRequestId
      ? { returningRequestId: refs.returningRequestId, returningProposalId: refs.returningProposalId }
      : {}),
    contact: { phoneNumber: values.contact.phoneNumber.trim(), email: values.contact.email.trim() },
    passengers: values.passengers.map((p, i) => toPassengerPayload(p, places[i] ?? 1, isDomestic)),
    productChannel,
  };
}

// ─── The flow ───────────────────────────────────────────────────────────────────────────────────

/**
 * A step's outcome: the flight is gone with the message key of spec §8 "flight not found"; once the
 * seats are held, `unsaved` lists the passengers whose saving failed (a toast each).
 */
export type CheckoutOutcome = OrderFlowOutcome<{ message: string }, { unsaved: PassengerFormValues[] }>;

export type CheckoutApi = {
  submitFlightOrder: (body: SubmitFlightOrderRequest, idempotencyKey: string) => Promise<OrderDetail>;
  reserveFlightOrder: (orderId: string) => Promise<unknown>;
  savePassenger: (passenger: Record<string, string | number>, travelDate: string) => Promise<unknown>;
};

export type CheckoutFlowOptions = BookingContext &
  OrderFlowSettings & {
    api: CheckoutApi;
    /** The results of the search behind the flight: where a declined price change goes. */
    resultsUrl: string;
  };

export type CheckoutFlow = Omit<OrderFlow<BookingFormValues, CheckoutOutcome>, "cancelNewPrice"> & {
  /** Declines the new total: the URL to go back to (the results); nothing is resubmitted. */
  cancelNewPrice: () => string;
};

export function createCheckoutFlow(options: CheckoutFlowOptions): CheckoutFlow {
  const { api, places, isDomestic, travelDate } = options;

  /** AddOrUpdatePassenger for each place marked to save; the ones that failed. */
  const savePassengers = async (values: BookingFormValues): Promise<PassengerFormValues[]> => {
    const toSave = values.passengers.flatMap((passenger, i) => {
      const category = places[i];
      return passenger.save && category ? [{ passenger, category }] : [];
    });
    const results = await Promise.allSettled(
      toSave.map(async ({ passenger, category }) =>
        api.savePassenger(toSavedPassengerPayload(passenger, category, isDomestic), travelDate),
      ),
    );
    return toSave.filter((_, i) => results[i]?.status === "rejected").map((x) => x.passenger);
  };

  const flow = createOrderFlow({
    ...options, // the settings: key storage, product channel, busy state, random bytes
    scope: bookingScopeOf(options.refs),
    requestOf: (values: BookingFormValues, productChannel) =>
      submitRequestOf(options, values, productChannel),
    submitOrder: (body, key) => api.submitFlightOrder(body, key),
    reserveOrder: (orderId) => api.reserveFlightOrder(orderId),
    unavailableOf: (error) => {
      const message = unavailableKey(error);
      return message ? { message } : null;
    },
    fieldPathOf: fieldPathOfErrorKey,
    afterReserve: async (values) => ({ unsaved: await savePassengers(values) }),
  });
  return {
    ...flow,
    cancelNewPrice: () => {
      flow.cancelNewPrice();
      return options.resultsUrl;
    },
  };
}
