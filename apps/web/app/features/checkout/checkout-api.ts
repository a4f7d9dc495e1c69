/**
 * The booking calls (spec §7 flight catalog, flight reservation, orders, payments, wallet), each
 * parsed with the domain's schema: one definition of every shape. No schema is in the page's first
 * code (decision 031): the booking page's data (the flight, the search, countries, saved travellers)
 * is checked in a worker (booking-answers.ts), and every other call loads its schema beside it
 * (checkout-api-schemas.ts).
 */
import type { ProposalRef, SubmitFlightOrderRequest } from "@safar/domain";
import { api, type Parser } from "../../lib/api";
import { parsedBeside, parsedWhenUsed } from "../../lib/lazy-parser";
import { offThreadReader, startWorker } from "../../lib/off-thread-check";
import type { BookingAnswerName } from "./booking-answers";

type Schemas = typeof import("./checkout-api-schemas");
const schemas = () => import("./checkout-api-schemas");

/** A parser whose schema module starts loading now, beside the call it parses. */
const parsedBy = <T>(pick: (s: Schemas) => Parser<T>) => parsedBeside(() => schemas().then(pick));

const checkedOffThread = offThreadReader<BookingAnswerName>(() =>
  startWorker(
    () =>
      new Worker(new URL("./booking-answer.worker.ts", import.meta.url), {
        type: "module",
        name: "booking-answers",
      }),
  ),
);

/** An answer checked in the booking worker as `name`, or in the page with `pick`'s schema. */
const checkedAs = <T>(name: BookingAnswerName, pick: (s: Schemas) => Parser<T>) =>
  checkedOffThread(
    name,
    parsedWhenUsed(() => schemas().then(pick)),
  );

// ─── Catalog: the chosen flight ─────────────────────────────────────────────────────────────────

export function getProposalDetails(ref: ProposalRef, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/GetPlpProposalDetails", {
    body: ref,
    signal,
    read: checkedAs("proposalDetails", (s) => s.plpProposalDetailsSchema),
  });
}

export function getProductType(requestId: string, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest", {
    body: { requestId },
    signal,
    read: checkedAs("productType", (s) => s.productTypeSchema),
  });
}

/** Every country (nationality, passport issuing country); a failed load is the caller's to swallow (§8). */
export function getCountries(signal?: AbortSignal) {
  return api().request("flight-configuration/Country/GetAllCountries", {
    signal,
    read: checkedAs("countries", (s) => s.countriesSchema),
    auth: false,
  });
}

// ─── Saved passengers ───────────────────────────────────────────────────────────────────────────

export function getSavedPassengers(signal?: AbortSignal) {
  return api().request("flight-reservation/Passenger/GetCurrentUserPassengers", {
    body: {},
    signal,
    read: checkedAs("savedPassengers", (s) => s.savedPassengersSchema),
  });
}

export function savePassenger(passenger: Record<string, string | number>, travelDate: string) {
  return api().request("flight-reservation/Passenger/AddOrUpdatePassenger", {
    body: { passenger, travelDate },
    schema: parsedBy((s) => s.savedPassengerSchema),
  });
}

export function deleteSavedPassenger(id: string) {
  return api().request(`flight-reservation/Passenger/DeletePassenger/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────

export function submitFlightOrder(body: SubmitFlightOrderRequest, idempotencyKey: string) {
  return api().request("flight-reservation/Submit/SubmitFlightOrder", {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: parsedBy((s) => s.orderDetailSchema),
  });
}

export function reserveFlightOrder(orderId: string) {
  return api().request("flight-reservation/Reserve/ReserveFlightOrder", {
    body: { orderId },
    schema: parsedBy((s) => s.orderDetailSchema),
  });
}

export function getOrder(orderId: string, signal?: AbortSignal) {
  return api().request(`orders/Order/GetCurrentUserOrderDetails/${encodeURIComponent(orderId)}`, {
    signal,
    schema: parsedBy((s) => s.orderDetailSchema),
  });
}

export function applyVoucher(orderId: string, code: string) {
  return api().request("orders/Order/ApplyDiscountVoucher", {
    body: { orderId, code },
    schema: parsedBy((s) => s.orderDetailSchema),
  });
}

export function removeVoucher(orderId: string) {
  return api().request("orders/Order/RemoveDiscountVoucher", {
    body: { orderId },
    schema: parsedBy((s) => s.orderDetailSchema),
  });
}

// ─── Wallet ─────────────────────────────────────────────────────────────────────────────────────

export function getBalanceDifference(totalPrice: number, signal?: AbortSignal) {
  return api().request("wallet/wallet/CurrentUserBalanceDifference", {
    body: { totalPrice },
    signal,
    schema: parsedBy((s) => s.balanceDifferenceSchema),
  });
}

/** `currencyCode`: the display currency the customer saw the price in (the order keeps its rate). */
export function confirmOrderFromWallet(orderId: string, currencyCode: string) {
  return api().request("wallet/wallet/ConfirmOrder", {
    body: { orderId, currencyCode },
    schema: parsedBy((s) => s.paymentSchema),
  });
}

// ─── Payments ───────────────────────────────────────────────────────────────────────────────────

/** The gateways, named in the page's language (the server reads Accept-Language). */
export function getGateways(locale: string, signal?: AbortSignal) {
  return api().request("payment/Gateway/Paged", {
    signal,
    headers: { "Accept-Language": locale },
    schema: parsedBy((s) => s.paymentGatewaysPageSchema),
    auth: false,
  });
}

export function createPayment(body: {
  orderId: string;
  gatewayId: number;
  isMobile: boolean;
  useWallet: boolean;
  /** The display currency the customer saw the price in (the order keeps its rate once paid). */
  currencyCode: string;
}) {
  return api().request("payment/Pay/Create", {
    body: { ...body, walletType: "Cache" },
    schema: parsedBy((s) => s.createPaymentResponseSchema),
  });
}

export function getPayment(paymentId: string, signal?: AbortSignal) {
  return api().request("payment/Pay/ById", {
    query: { id: paymentId },
    signal,
    schema: parsedBy((s) => s.paymentSchema),
  });
}

export function verifyFlightOrder(orderId: string, signal?: AbortSignal) {
  return api().request(`flight-reservation/Submit/VerifyFlightOrder/${encodeURIComponent(orderId)}`, {
    signal,
    schema: parsedBy((s) => s.verifyFlightOrderSchema),
  });
}

export function verifyIssueFlightTicket(orderId: string, signal?: AbortSignal) {
  return api().request(`flight-reservation/Issue/VerifyIssueFlightTicket/${encodeURIComponent(orderId)}`, {
    signal,
    schema: parsedBy((s) => s.verifyIssueFlightTicketSchema),
  });
}
