/**
 * The /add-passenger booking flow as one module, with the API calls given as dependencies (so it
 * runs in unit tests without a browser): submit the order (SubmitFlightOrder, with an
 * Idempotency-Key per form content), handle a price change (the customer confirms the new total,
 * which resubmits with `acceptedTotalPrice` under the same key, or goes back to the results), hold
 * the seats (ReserveFlightOrder), then save the passengers the customer asked to keep (a failed save
 * never blocks the booking) and go on to /confirm.
 *
 * Each step answers with an outcome the page shows; the flow keeps what spans steps: one submit at
 * a time, the key storage and the price change waiting for an answer.
 */
import {
  FlightMessageKey,
  isUuid,
  type OrderDetail,
  OrderMessageKey,
  ProductChannel,
  type SubmitFlightOrderRequest,
  UserMessageKey,
} from "@safar/domain";
import { ApiError, isApiError } from "../../lib/api";
import {
  type BookingFormValues,
  fieldPathOfErrorKey,
  type PassengerFormValues,
  type PlaceCategory,
  toPassengerPayload,
  toSavedPassengerPayload,
} from "./booking-form";
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStorage } from "./idempotency";

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

/** Spec §4: productChannel is Pwa when the app runs in standalone display mode, otherwise WebSite. */
export function currentProductChannel(): ProductChannel {
  return typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches
    ? ProductChannel.Pwa
    : ProductChannel.WebSite;
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

export type PriceChange = { oldTotalPrice: number; newTotalPrice: number };

/** The old and new totals of a 409 PRICE_CHANGED answer; null for any other error. */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!error.firstMessages().includes(UserMessageKey.PRICE_CHANGED)) return null;
  const data = error.data as Partial<PriceChange> | undefined;
  if (typeof data?.oldTotalPrice !== "number" || typeof data.newTotalPrice !== "number") return null;
  return { oldTotalPrice: data.oldTotalPrice, newTotalPrice: data.newTotalPrice };
}

export type FieldError = { path: string; message: string };

/**
 * What a failed submit shows: a 400's entries that name a form field go to that field (the first
 * message each); the rest, or any other error, is for a toast (`toast` null when nothing is left).
 */
export function failureOf(error: unknown): { fieldErrors: FieldError[]; toast: unknown | null } {
  if (!isApiError(error) || error.status !== 400) return { fieldErrors: [], toast: error };
  const fieldErrors: FieldError[] = [];
  for (const entry of error.errors) {
    const path = fieldPathOfErrorKey(entry.key);
    const message = entry.messages[0];
    if (path && message) fieldErrors.push({ path, message });
  }
  const others = error.errors.filter((entry) => !fieldPathOfErrorKey(entry.key));
  return {
    fieldErrors,
    toast: others.length > 0 ? new ApiError(error.status, others, error.requestId) : null,
  };
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

export type CheckoutOutcome =
  /** Seats held: go to `to` (/confirm). `unsaved`: passengers whose saving failed (a toast each). */
  | { kind: "reserved"; orderId: string; to: string; unsaved: PassengerFormValues[] }
  /** The total changed: ask the customer (acceptNewPrice or cancelNewPrice). */
  | ({ kind: "priceChanged" } & PriceChange)
  /** The flight is gone (at submit, or the hold was lost at reserve): spec §8 "flight not found". */
  | { kind: "unavailable"; message: string }
  /** Errors on fields, and what is left for a toast (null when every error found its field). */
  | { kind: "failed"; fieldErrors: FieldError[]; toast: unknown | null }
  /** Nothing done: a submit is already under way, or no price change waits. */
  | { kind: "ignored" };

export type CheckoutApi = {
  submitFlightOrder: (body: SubmitFlightOrderRequest, idempotencyKey: string) => Promise<OrderDetail>;
  reserveFlightOrder: (orderId: string) => Promise<unknown>;
  savePassenger: (passenger: Record<string, string | number>, travelDate: string) => Promise<unknown>;
};

export type CheckoutFlowOptions = BookingContext & {
  api: CheckoutApi;
  /** The results of the search behind the flight: where a declined price change goes. */
  resultsUrl: string;
  /** Where the idempotency keys are kept; asked once, on the first submit (sessionStorage in a browser). */
  storage: () => KeyStorage;
  productChannel?: () => ProductChannel;
  /** Told when a submit starts and ends (the page's busy state). */
  onBusy?: (busy: boolean) => void;
  /** Random bytes for new keys (tests). */
  randomBytes?: (n: number) => Uint8Array;
};

export type CheckoutFlow = {
  /** Submits the (valid) form: order, then hold, then saved passengers. */
  submit: (values: BookingFormValues) => Promise<CheckoutOutcome>;
  /** Resubmits the last form at the new total (`acceptedTotalPrice`), with the same key. */
  acceptNewPrice: () => Promise<CheckoutOutcome>;
  /** Declines the new total: the URL to go back to (the results); nothing is resubmitted. */
  cancelNewPrice: () => string;
};

type Pending = PriceChange & { request: SubmitFlightOrderRequest; key: string; values: BookingFormValues };

export function createCheckoutFlow(options: CheckoutFlowOptions): CheckoutFlow {
  const { api, refs, places, isDomestic, travelDate } = options;
  const scope = bookingScopeOf(refs);
  let storage: KeyStorage | null = null;
  const keys = () => {
    storage ??= options.storage();
    return storage;
  };
  let inFlight = false;
  let pending: Pending | null = null;

  /** Runs one step unless another is under way, with the busy state around it. */
  const exclusive = async (step: () => Promise<CheckoutOutcome>): Promise<CheckoutOutcome> => {
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

  const place = async (
    request: SubmitFlightOrderRequest,
    key: string,
    values: BookingFormValues,
  ): Promise<CheckoutOutcome> => {
    let order: OrderDetail;
    try {
      order = await api.submitFlightOrder(request, key);
    } catch (error) {
      const change = priceChangeOf(error);
      if (change) {
        pending = { ...change, request, key, values };
        return { kind: "priceChanged", ...change };
      }
      const gone = unavailableKey(error);
      if (gone) return { kind: "unavailable", message: gone };
      if (isApiError(error) && error.firstMessages().includes(OrderMessageKey.IDEMPOTENCY_KEY_REUSED)) {
        forgetIdempotencyKey(keys(), scope);
      }
      return { kind: "failed", ...failureOf(error) };
    }
    try {
      await api.reserveFlightOrder(order.orderId);
    } catch (error) {
      forgetIdempotencyKey(keys(), scope); // the next attempt is a new order
      const gone = unavailableKey(error);
      if (gone) return { kind: "unavailable", message: gone };
      return { kind: "failed", fieldErrors: [], toast: error };
    }
    const unsaved = await savePassengers(values);
    return {
      kind: "reserved",
      orderId: order.orderId,
      to: `/confirm?orderId=${encodeURIComponent(order.orderId)}`,
      unsaved,
    };
  };

  return {
    submit: (values) =>
      exclusive(() => {
        pending = null;
        const request = submitRequestOf(options, values, (options.productChannel ?? currentProductChannel)());
        const key = idempotencyKeyFor(keys(), scope, request, options.randomBytes);
        return place(request, key, values);
      }),
    acceptNewPrice: () => {
      const change = pending;
      if (!change || inFlight) return Promise.resolve({ kind: "ignored" });
      return exclusive(() => {
        pending = null;
        return place(
          { ...change.request, acceptedTotalPrice: change.newTotalPrice },
          change.key,
          change.values,
        );
      });
    },
    cancelNewPrice: () => {
      pending = null;
      return options.resultsUrl;
    },
  };
}
