import { fromCents, TicketIssueState, ticketIssueStateOf, type VerifyIssueFlightTicket } from "@safar/domain";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { FulfilmentDeps } from "./fulfilment-deps";

/** `Issue/VerifyIssueFlightTicket/{id}`: where the customer's paid order stands. */
export function createVerifyTicketIssue(deps: Pick<FulfilmentDeps, "repository" | "orders">) {
  const { repository, orders } = deps;
  return async function verify(userId: string, orderId: string): Promise<VerifyIssueFlightTicket> {
    const order = await orders.findById(orderId);
    if (!order) throw AppError.single("not_found", "id", OrderMessageKey.ORDER_NOT_FOUND);
    if (order.userId !== userId) throw AppError.single("not_found", "id", OrderMessageKey.ORDER_NOT_FOUND);
    const row = await repository.find(orderId);
    const status = order.status;
    const state = ticketIssueStateOf(status);
    const failedFor = state === TicketIssueState.Failed;
    return {
      orderId,
      orderStatus: status,
      state,
      attempts: row?.attempts ?? 0,
      nextAttemptAt: state === TicketIssueState.Pending ? (row?.nextAttemptAt?.toISOString() ?? null) : null,
      bookingReference: row?.bookingReference ?? null,
      tickets: state === TicketIssueState.Issued ? (row?.tickets ?? []) : [],
      refundedToWallet: row?.refundedCents != null ? fromCents(row.refundedCents) : null,
      message: failedFor
        ? row?.failedStep === "confirm"
          ? UserMessageKey.CONFIRMATION_FAILED
          : UserMessageKey.TICKET_ISSUE_FAILED
        : null,
    };
  };
}
