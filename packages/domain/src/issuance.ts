/**
 * Ticket issuance (spec §4 "ticket issuance", §7 `flight-reservation/Issue/VerifyIssueFlightTicket/{id}`):
 * what the waiting page polls after payment. The server confirms the paid booking with the supplier
 * and issues the tickets in a background job that retries with the spec's backoff (§9); when it
 * finally fails the paid amount goes back to the wallet.
 */
import { z } from "zod";
import { OrderStatus, TicketIssueState } from "./enum-values";

export { TicketIssueState };
export const ticketIssueStateSchema = z.enum(TicketIssueState);

/** Which state a status shows as. */
export function ticketIssueStateOf(status: OrderStatus): TicketIssueState {
  switch (status) {
    case OrderStatus.Paid:
    case OrderStatus.ConfirmSuccessful:
    case OrderStatus.FinalizationPending:
      return TicketIssueState.Pending;
    case OrderStatus.Successful:
      return TicketIssueState.Issued;
    case OrderStatus.ConfirmFailed:
    case OrderStatus.Failed:
    case OrderStatus.RefundSuccessful:
    case OrderStatus.RefundFailed:
      return TicketIssueState.Failed;
    default:
      return TicketIssueState.NotPaid;
  }
}

export const issuedTicketSchema = z.object({
  /** Index of the passenger in the order's `flightPassengers`. */
  passengerIndex: z.number().int().nonnegative(),
  ticketNumber: z.string(),
});
export type IssuedTicket = z.infer<typeof issuedTicketSchema>;

/** `GET flight-reservation/Issue/VerifyIssueFlightTicket/{id}`. */
export const verifyIssueFlightTicketSchema = z.object({
  orderId: z.uuid(),
  orderStatus: z.enum(OrderStatus),
  state: ticketIssueStateSchema,
  /** Issue attempts made so far. */
  attempts: z.number().int().nonnegative(),
  /** When the next attempt runs (ISO), while a retry waits. */
  nextAttemptAt: z.string().nullable(),
  /** The booking reference (PNR) once issued. */
  bookingReference: z.string().nullable(),
  tickets: z.array(issuedTicketSchema),
  /** Decimal USD put back into the wallet when issuance failed, else null. */
  refundedToWallet: z.number().nullable(),
  /** A translation key for the customer: TICKET_ISSUE_FAILED or CONFIRMATION_FAILED when failed, else null. */
  message: z.string().nullable(),
});
export type VerifyIssueFlightTicket = z.infer<typeof verifyIssueFlightTicketSchema>;
