/**
 * The orders' calls (`/api/back-office/orders…`), each answer parsed with the domain's schema: the
 * search, one order with what its timeline does not show the customer (its activity) and its internal
 * notes, and the actions on it (retry the issue, tickets issued by hand, resend the e-ticket).
 */
import {
  backOfficeOrderDetailsSchema,
  backOfficeOrdersPageSchema,
  type OfflineTickets,
  type OperatorRefundRequest,
  orderActivitySchema,
  orderNoteSchema,
  refundReasonSchema,
  refundRequestSchema,
} from "@safar/domain";
import { z } from "zod";
import { api } from "../../lib/api";
import { get, post } from "./back-office-api";
import { type OrdersFilter, ordersQuery } from "./orders-query";

const id = (value: string) => encodeURIComponent(value);

export const listOrders = (filter: OrdersFilter, signal?: AbortSignal) =>
  get("orders", backOfficeOrdersPageSchema, signal, ordersQuery(filter));

/** The order's page: the order, its activity and its notes, asked at once. */
export async function getOrderPage(orderId: string, signal?: AbortSignal) {
  const [order, activity, notes] = await Promise.all([
    get(`orders/${id(orderId)}`, backOfficeOrderDetailsSchema, signal),
    get(`orders/${id(orderId)}/activity`, orderActivitySchema, signal),
    get(`orders/${id(orderId)}/notes`, z.array(orderNoteSchema), signal),
  ]);
  return { order, activity, notes };
}
export type OrderPageData = Awaited<ReturnType<typeof getOrderPage>>;

export const addOrderNote = (orderId: string, text: string) =>
  post(`orders/${id(orderId)}/notes`, { text }, orderNoteSchema);

export const resendTicket = (orderId: string) =>
  post(`orders/${id(orderId)}/resend-ticket`, {}, z.object({ sent: z.literal(true) }));

export const retryIssuance = (orderId: string) =>
  post(`orders/${id(orderId)}/retry-issuance`, {}, backOfficeOrderDetailsSchema);

export const recordOfflineTickets = (orderId: string, body: OfflineTickets) =>
  post(`orders/${id(orderId)}/offline-tickets`, body, backOfficeOrderDetailsSchema);

/** Cancel and refund for the customer: their refund request, made by the operator. */
export const cancelAndRefund = (orderId: string, body: OperatorRefundRequest) =>
  post(`orders/${id(orderId)}/cancel-and-refund`, body, refundRequestSchema);

/** The refund reasons customers pick from (the storefront's public list, no token). */
export const getRefundReasons = (signal?: AbortSignal) =>
  api().request("refund/RefundReason/GetAll", {
    method: "GET",
    auth: false,
    signal,
    schema: z.array(refundReasonSchema),
  });
