/**
 * What the customer's order pages read beyond the order itself (spec §2 my-travels/order-details and
 * flight-order-items, §7 `GetOrderPassengers`): the travellers with their ticket numbers once
 * issued, the payments made, and a timeline derived from the records that exist (the order, its
 * hold, its payments, the issue, refunds). Amounts are decimal USD.
 */
import { z } from "zod";
import { orderDetailSchema } from "./flight-order";
import { OrderStatus } from "./order-status";

/** `GetOrderPassengers/{id}?proposalId`: the order's travellers and, once issued, their tickets. */
export const orderPassengerSchema = z.object({
  passengerIndex: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string().nullable(),
  lastNameFarsi: z.string().nullable(),
  genderTitle: z.string(),
  birthDate: z.string(),
  /** Age category (spec §3): Adult=1, Child=2, Infant=3. */
  type: z.number().int(),
  /** The e-ticket number; null until issued. */
  ticketNumber: z.string().nullable(),
});
export type OrderPassenger = z.infer<typeof orderPassengerSchema>;

export const orderPassengersSchema = z.object({
  orderId: z.uuid(),
  /** The proposal asked for (or the outbound one). */
  proposalId: z.uuid(),
  /** The supplier's booking reference once issued. */
  bookingReference: z.string().nullable(),
  issuedAt: z.string().nullable(),
  items: z.array(orderPassengerSchema),
});
export type OrderPassengers = z.infer<typeof orderPassengersSchema>;

export const OrderPaymentStatus = { Pending: "pending", Succeeded: "succeeded", Failed: "failed" } as const;

/** One attempt to pay the order, as the order page lists it. */
export const orderPaymentSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(OrderPaymentStatus),
  /** "wallet" for a payment made wholly from the wallet, else the gateway's code. */
  gatewayCode: z.string(),
  amount: z.number(),
  walletAmount: z.number(),
  gatewayAmount: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** What happened to an order, each with its time (an entry per record, never invented). */
export const OrderTimelineKind = {
  /** The order was made (and submitted: re-priced and accepted). */
  Created: "Created",
  /** The seats were held with the supplier. */
  Held: "Held",
  /** The order was cancelled or its hold ran out before payment. */
  Rejected: "Rejected",
  PaymentStarted: "PaymentStarted",
  PaymentSucceeded: "PaymentSucceeded",
  PaymentFailed: "PaymentFailed",
  TicketsIssued: "TicketsIssued",
  /** Confirmation or issuance failed for good. */
  IssueFailed: "IssueFailed",
  /** The paid amount went back to the wallet after a failed issue. */
  ReturnedToWallet: "ReturnedToWallet",
  RefundRequested: "RefundRequested",
  RefundApproved: "RefundApproved",
  RefundRejected: "RefundRejected",
  Refunded: "Refunded",
} as const;
export type OrderTimelineKind = (typeof OrderTimelineKind)[keyof typeof OrderTimelineKind];

export const orderTimelineEventSchema = z.object({
  kind: z.enum(OrderTimelineKind),
  /** ISO instant. */
  at: z.string(),
  /** The amount the event moved (payments, refunds), decimal USD. */
  amount: z.number().nullable(),
  /** A reference to show: the booking reference, a refund request number, a gateway code. */
  reference: z.string().nullable(),
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEventSchema>;

/** `GetCurrentUserOrderDetails/{id}`: the order, what was paid and how, and its timeline. */
export const currentUserOrderDetailsSchema = orderDetailSchema.extend({
  /** Settled payments, decimal USD. */
  paidAmount: z.number(),
  payments: z.array(orderPaymentSchema),
  bookingReference: z.string().nullable(),
  timeline: z.array(orderTimelineEventSchema),
});
export type CurrentUserOrderDetails = z.infer<typeof currentUserOrderDetailsSchema>;

/** Oldest first; events at the same instant keep the order they were given in. */
export function sortTimeline(events: readonly OrderTimelineEvent[]): OrderTimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ event }) => event);
}

/** Whether the customer may ask for a refund of the order now (its ticket was issued). */
export function isRefundableOrder(order: { status: OrderStatus }): boolean {
  return order.status === OrderStatus.Successful;
}
