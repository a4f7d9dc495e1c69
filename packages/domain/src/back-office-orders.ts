/**
 * The back office's orders (issue 13): the search box and its terms, the list's rows, an order's
 * details and its activity (supplier calls, messages sent, ledger movements, where the issue stands),
 * operators' notes, and the tickets issued by hand.
 */
import { z } from "zod";
import { dateOrInstantSchema } from "./date-range";
import { orderSummarySchema } from "./flight-order";
import { orderStatusSchema } from "./order-status";
import { currentUserOrderDetailsSchema } from "./order-views";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";
import { refundRequestSchema } from "./refund";
import { normalizeDigits } from "./text";
import { BackOfficeMessageKey as K } from "./user-messages";

const page = pageNumberSchema(10_000);
const pageSize = pageSizeSchema(100, 20);

/**
 * `GET back-office/orders`: one search box (`q`: an order number, a tracking number, a PNR, a ticket
 * number, a phone number in any form or an e-mail address) with status, product and registration
 * dates (Baghdad calendar days), newest first.
 */
export const backOfficeOrdersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: orderStatusSchema.optional(),
  type: z.string().trim().max(40).optional(),
  from: dateOrInstantSchema.optional(),
  to: dateOrInstantSchema.optional(),
  page,
  pageSize,
});
export type BackOfficeOrdersQuery = z.infer<typeof backOfficeOrdersQuerySchema>;

/** What a search box's text may be; the orders matching any of them are found. */
export type OrderSearchTerms = {
  orderNumber?: number;
  /** The last 10 digits of a phone number: the national number in Iraq and Iran, whatever the prefix. */
  phoneTail?: string;
  email?: string;
  /** A tracking number, a PNR or a ticket number, as typed. */
  reference?: string;
};

/** How the back office's search box is read ("٠٧٨٠ ١٢٣ ٤٥٦٧" is a phone, "A1B2C3" a PNR…). */
export function orderSearchTerms(text: string): OrderSearchTerms {
  const q = normalizeDigits(text).trim();
  if (!q) return {};
  if (q.includes("@")) return { email: q.toLowerCase() };
  const digits = q.replace(/[\s()+-]/g, "");
  if (/^\d+$/.test(digits)) {
    return {
      ...(digits.length <= 9 ? { orderNumber: Number(digits) } : {}),
      ...(digits.length >= 10 ? { phoneTail: digits.slice(-10) } : {}),
      reference: digits,
    };
  }
  return { reference: q };
}

/** A row of the back office's order list: the order and who to reach about it. */
export const backOfficeOrderSchema = orderSummarySchema.omit({ refundableAmount: true }).extend({
  userId: z.uuid(),
  contact: z.object({ phoneNumber: z.string(), email: z.string().nullable() }),
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrderSchema>;
export const backOfficeOrdersPageSchema = pageOf(backOfficeOrderSchema);

/** `GET back-office/orders/{id}`: the order as the customer's page shows it, with its owner. */
export const backOfficeOrderDetailsSchema = currentUserOrderDetailsSchema.extend({ userId: z.uuid() });
export type BackOfficeOrderDetails = z.infer<typeof backOfficeOrderDetailsSchema>;

/** One call the fulfilment made to a supplier for an order. */
export const supplierCallSchema = z.object({
  at: z.string(),
  provider: z.string(),
  operation: z.enum(["confirm", "issue", "cancel"]),
  holdId: z.string(),
  ok: z.boolean(),
  /** The supplier's error, as it came. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type SupplierCall = z.infer<typeof supplierCallSchema>;

/** One message sent about an order. */
export const orderMessageSchema = z.object({
  at: z.string(),
  channel: z.enum(["sms", "email", "push", "whatsapp"]),
  recipient: z.string(),
  /** What it was: `ticket`, `refund.requested`, `refund.refunded`… */
  kind: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** One ledger transaction of an order (its payments, refunds, the amount returned after a failed issue). */
export const ledgerMovementSchema = z.object({
  at: z.string(),
  reference: z.string(),
  reason: z.string(),
  description: z.string().nullable(),
  /** Each account's leg, decimal USD (signed: into the account is positive); they sum to zero. */
  entries: z.array(z.object({ account: z.string(), amount: z.number() })),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

/** Where a paid order's confirmation and ticket issue stand (null before payment). */
export const fulfilmentStateSchema = z.object({
  /** A confirmation or issue waits for its next try by the backoff: "retry now" may run it. */
  waiting: z.boolean(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** The last failure, as the supplier gave it. */
  lastError: z.string().nullable(),
  /** The step that failed for good (the paid amount then goes back to the wallet). */
  failedStep: z.enum(["confirm", "issue"]).nullable(),
  bookingReference: z.string().nullable(),
  /** One per traveller once issued (the traveller's index in the order). */
  tickets: z.array(z.object({ passengerIndex: z.number().int(), ticketNumber: z.string() })),
  issuedAt: z.string().nullable(),
  ticketSentAt: z.string().nullable(),
});
export type FulfilmentState = z.infer<typeof fulfilmentStateSchema>;

/** `GET back-office/orders/{id}/activity`: what the order's timeline does not show the customer. */
export const orderActivitySchema = z.object({
  fulfilment: fulfilmentStateSchema.nullable(),
  supplierCalls: z.array(supplierCallSchema),
  messages: z.array(orderMessageSchema),
  ledger: z.array(ledgerMovementSchema),
  refunds: z.array(refundRequestSchema),
});
export type OrderActivity = z.infer<typeof orderActivitySchema>;

/** An operator's internal note on an order (never shown to the customer). */
export const orderNoteSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  operatorEmail: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;
export const addOrderNoteSchema = z.object({
  text: z.string().trim().min(1, K.ORDER_NOTE_IS_REQUIRED).max(2000, K.ORDER_NOTE_IS_TOO_LONG),
});

/**
 * `POST back-office/orders/{id}/offline-tickets`: tickets issued by hand (on the airline's or GDS's
 * own system) for an order waiting for its issue: the booking reference and one 13-digit ticket
 * number per traveller, in the order's order.
 */
export const offlineTicketsSchema = z.object({
  bookingReference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,8}$/, K.OFFLINE_BOOKING_REFERENCE_IS_INVALID),
  ticketNumbers: z
    .array(
      z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(/^\d{13}$/, K.OFFLINE_TICKET_NUMBER_IS_INVALID)),
    )
    .min(1, K.OFFLINE_TICKETS_COUNT_IS_WRONG)
    .max(9, K.OFFLINE_TICKETS_COUNT_IS_WRONG),
});
export type OfflineTickets = z.infer<typeof offlineTicketsSchema>;
