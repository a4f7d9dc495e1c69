/**
 * The booking flow behind a product's details page, a flight's (checkout-flow.ts) or a hotel's
 * (hotel-guests-flow.ts) or a visa's (visa-application-flow.ts, no hold), with the API calls given as dependencies (so it runs in unit tests without
 * a browser): submit the order (with an Idempotency-Key per form content), handle a price change
 * (the customer accepts the new total, which resubmits with `acceptedTotalPrice` under the same key,
 * or declines it), hold the order (reserve), then the product's own last step and /confirm.
 *
 * Each step answers with an outcome the page shows; the flow keeps what spans steps: one submit at
 * a time, the key storage and the price change waiting for an answer.
 */
import { ProductChannel } from "@safar/domain/enum-values";
import type { OrderDetail } from "@safar/domain/flight-order";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import { ApiError, isApiError } from "../../lib/api";
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStorage } from "./idempotency";

/** Spec §4: productChannel is Pwa when the app runs in standalone display mode, otherwise WebSite. */
export function currentProductChannel(): ProductChannel {
  return typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches
    ? ProductChannel.Pwa
    : ProductChannel.WebSite;
}

// ─── Answers of the server ──────────────────────────────────────────────────────────────────────

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

export type Failure = { fieldErrors: FieldError[]; toast: unknown | null };

/**
 * What a failed submit shows: a 400's entries that name a form field (`fieldPathOf` the entry's
 * key) go to that field (the first message each); the rest, or any other error, is for a toast
 * (`toast` null when nothing is left).
 */
export function formFailureOf(error: unknown, fieldPathOf: (key: string) => string | null): Failure {
  if (!isApiError(error) || error.status !== 400) return { fieldErrors: [], toast: error };
  const fieldErrors: FieldError[] = [];
  for (const entry of error.errors) {
    const path = fieldPathOf(entry.key);
    const message = entry.messages[0];
    if (path && message) fieldErrors.push({ path, message });
  }
  const others = error.errors.filter((entry) => !fieldPathOf(entry.key));
  return {
    fieldErrors,
    toast: others.length > 0 ? new ApiError(error.status, others, error.requestId) : null,
  };
}

// ─── The flow ───────────────────────────────────────────────────────────────────────────────────

/**
 * What a step of the flow answers; `Unavailable` says why the product cannot be booked, `Reserved`
 * is what the product's last step adds once the order is held.
 */
export type OrderFlowOutcome<Unavailable, Reserved> =
  /** The order is held: go to `to` (/confirm). */
  | ({ kind: "reserved"; orderId: string; to: string } & Reserved)
  /** The total changed: ask the customer (acceptNewPrice or cancelNewPrice). */
  | ({ kind: "priceChanged" } & PriceChange)
  /** The product is gone (at submit, or the hold was lost at reserve). */
  | ({ kind: "unavailable" } & Unavailable)
  /** Errors on fields, and what is left for a toast (null when every error found its field). */
  | ({ kind: "failed" } & Failure)
  /** Nothing done: a submit is already under way, or no price change waits. */
  | { kind: "ignored" };

/** What every booking flow is given by its page, whatever the product. */
export type OrderFlowSettings = {
  /** Where the idempotency keys are kept; asked once, on the first submit (sessionStorage in a browser). */
  storage: () => KeyStorage;
  productChannel?: () => ProductChannel;
  /** Told when a submit starts and ends (the page's busy state). */
  onBusy?: (busy: boolean) => void;
  /** Random bytes for new keys (tests). */
  randomBytes?: (n: number) => Uint8Array;
};

/** The product's side of the flow. */
export type OrderFlowOptions<Values, Request, Unavailable, Reserved> = OrderFlowSettings & {
  /** The scope of the idempotency keys: one text per chosen product. */
  scope: string;
  /** The submit's body from the form's values. */
  requestOf: (values: Values, productChannel: ProductChannel) => Request;
  submitOrder: (body: Request, idempotencyKey: string) => Promise<OrderDetail>;
  /** Holds the submitted order; a product whose submit answers a payable order (a visa) has none. */
  reserveOrder?: (orderId: string) => Promise<unknown>;
  /** Why an error says the product cannot be booked; null for any other error. */
  unavailableOf: (error: unknown) => Unavailable | null;
  /** The form field an error's key names; null when it names none. */
  fieldPathOf: (key: string) => string | null;
  /** The product's last step once the order is held (it never fails the booking). */
  afterReserve: (values: Values) => Promise<Reserved>;
};

export type OrderFlow<Values, Outcome> = {
  /** Submits the (valid) form: the order, then the hold, then the product's last step. */
  submit: (values: Values) => Promise<Outcome>;
  /** Resubmits the last form at the new total (`acceptedTotalPrice`), with the same key. */
  acceptNewPrice: () => Promise<Outcome>;
  /** Declines the new total: nothing is resubmitted. */
  cancelNewPrice: () => void;
};

export function createOrderFlow<
  Values,
  Request extends { acceptedTotalPrice?: number },
  Unavailable,
  Reserved,
>(
  options: OrderFlowOptions<Values, Request, Unavailable, Reserved>,
): OrderFlow<Values, OrderFlowOutcome<Unavailable, Reserved>> {
  type Outcome = OrderFlowOutcome<Unavailable, Reserved>;
  type Pending = PriceChange & { request: Request; key: string; values: Values };
  const { scope } = options;
  let storage: KeyStorage | null = null;
  const keys = () => {
    storage ??= options.storage();
    return storage;
  };
  let inFlight = false;
  let pending: Pending | null = null;

  /** Runs one step unless another is under way, with the busy state around it. */
  const exclusive = async (step: () => Promise<Outcome>): Promise<Outcome> => {
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

  const place = async (request: Request, key: string, values: Values): Promise<Outcome> => {
    let order: OrderDetail;
    try {
      order = await options.submitOrder(request, key);
    } catch (error) {
      const change = priceChangeOf(error);
      if (change) {
        pending = { ...change, request, key, values };
        return { kind: "priceChanged", ...change };
      }
      const gone = options.unavailableOf(error);
      if (gone) return { kind: "unavailable", ...gone };
      if (isApiError(error) && error.firstMessages().includes(OrderMessageKey.IDEMPOTENCY_KEY_REUSED)) {
        forgetIdempotencyKey(keys(), scope);
      }
      return { kind: "failed", ...formFailureOf(error, options.fieldPathOf) };
    }
    try {
      await options.reserveOrder?.(order.orderId);
    } catch (error) {
      forgetIdempotencyKey(keys(), scope); // the next attempt is a new order
      const gone = options.unavailableOf(error);
      if (gone) return { kind: "unavailable", ...gone };
      return { kind: "failed", fieldErrors: [], toast: error };
    }
    const added = await options.afterReserve(values);
    return {
      kind: "reserved",
      orderId: order.orderId,
      to: `/confirm?orderId=${encodeURIComponent(order.orderId)}`,
      ...added,
    };
  };

  return {
    submit: (values) =>
      exclusive(() => {
        pending = null;
        const request = options.requestOf(values, (options.productChannel ?? currentProductChannel)());
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
    },
  };
}
