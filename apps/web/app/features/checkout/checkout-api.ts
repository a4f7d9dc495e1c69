/**
 * The booking calls (spec §7 flight catalog, flight reservation, orders, payments, wallet), each
 * parsed with the domain's schema: one definition of every shape.
 */
import {
  balanceDifferenceSchema,
  countrySchema,
  createPaymentResponseSchema,
  orderDetailSchema,
  type ProposalRef,
  paymentGatewaysPageSchema,
  paymentSchema,
  plpProposalDetailsSchema,
  productTypeSchema,
  type SubmitFlightOrderRequest,
  savedPassengerSchema,
  verifyFlightOrderSchema,
  verifyIssueFlightTicketSchema,
} from "@safar/domain";
import { z } from "zod";
import { api } from "../../lib/api";

// ─── Catalog: the chosen flight ─────────────────────────────────────────────────────────────────

export function getProposalDetails(ref: ProposalRef, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/GetPlpProposalDetails", {
    body: ref,
    signal,
    schema: plpProposalDetailsSchema,
  });
}

export function getProductType(requestId: string, signal?: AbortSignal) {
  return api().request("flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest", {
    body: { requestId },
    signal,
    schema: productTypeSchema,
  });
}

const countriesSchema = z.array(countrySchema);

/** Every country (nationality, passport issuing country); a failed load is the caller's to swallow (§8). */
export function getCountries(signal?: AbortSignal) {
  return api().request("flight-configuration/Country/GetAllCountries", {
    signal,
    schema: countriesSchema,
    auth: false,
  });
}

// ─── Saved passengers ───────────────────────────────────────────────────────────────────────────

const savedPassengersSchema = z.array(savedPassengerSchema);

export function getSavedPassengers(signal?: AbortSignal) {
  return api().request("flight-reservation/Passenger/GetCurrentUserPassengers", {
    body: {},
    signal,
    schema: savedPassengersSchema,
  });
}

export function savePassenger(passenger: Record<string, string | number>, travelDate: string) {
  return api().request("flight-reservation/Passenger/AddOrUpdatePassenger", {
    body: { passenger, travelDate },
    schema: savedPassengerSchema,
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
    schema: orderDetailSchema,
  });
}

export function reserveFlightOrder(orderId: string) {
  return api().request("flight-reservation/Reserve/ReserveFlightOrder", {
    body: { orderId },
    schema: orderDetailSchema,
  });
}

export function getOrder(orderId: string, signal?: AbortSignal) {
  return api().request(`orders/Order/GetCurrentUserOrderDetails/${encodeURIComponent(orderId)}`, {
    signal,
    schema: orderDetailSchema,
  });
}

export function applyVoucher(orderId: string, code: string) {
  return api().request("orders/Order/ApplyDiscountVoucher", {
    body: { orderId, code },
    schema: orderDetailSchema,
  });
}

export function removeVoucher(orderId: string) {
  return api().request("orders/Order/RemoveDiscountVoucher", {
    body: { orderId },
    schema: orderDetailSchema,
  });
}

// ─── Wallet ─────────────────────────────────────────────────────────────────────────────────────

export function getBalanceDifference(totalPrice: number, signal?: AbortSignal) {
  return api().request("wallet/wallet/CurrentUserBalanceDifference", {
    body: { totalPrice },
    signal,
    schema: balanceDifferenceSchema,
  });
}

/** `currencyCode`: the display currency the customer saw the price in (the order keeps its rate). */
export function confirmOrderFromWallet(orderId: string, currencyCode: string) {
  return api().request("wallet/wallet/ConfirmOrder", {
    body: { orderId, currencyCode },
    schema: paymentSchema,
  });
}

// ─── Payments ───────────────────────────────────────────────────────────────────────────────────

/** The gateways, named in the page's language (the server reads Accept-Language). */
export function getGateways(locale: string, signal?: AbortSignal) {
  return api().request("payment/Gateway/Paged", {
    signal,
    headers: { "Accept-Language": locale },
    schema: paymentGatewaysPageSchema,
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
    schema: createPaymentResponseSchema,
  });
}

export function getPayment(paymentId: string, signal?: AbortSignal) {
  return api().request("payment/Pay/ById", { query: { id: paymentId }, signal, schema: paymentSchema });
}

export function verifyFlightOrder(orderId: string, signal?: AbortSignal) {
  return api().request(`flight-reservation/Submit/VerifyFlightOrder/${encodeURIComponent(orderId)}`, {
    signal,
    schema: verifyFlightOrderSchema,
  });
}

export function verifyIssueFlightTicket(orderId: string, signal?: AbortSignal) {
  return api().request(`flight-reservation/Issue/VerifyIssueFlightTicket/${encodeURIComponent(orderId)}`, {
    signal,
    schema: verifyIssueFlightTicketSchema,
  });
}
