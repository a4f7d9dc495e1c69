/**
 * What the customer's order pages show beyond the order row (spec §2 order-details and
 * flight-order-items, §7 GetOrderPassengers): the travellers with their ticket numbers, the
 * payments, and a timeline derived from the records that exist: the order (made, held, rejected),
 * its payments (started, succeeded or failed), its issue (tickets, or the give-up and the money
 * back in the wallet) and its refund requests. Each of those lives in another module, asked through
 * its service: they are wired after this module, so they register themselves (`historyWith`).
 */
import {
  type CurrentUserOrderDetails,
  fromCents,
  type HotelOrderPassengers,
  type IssuedTicket,
  type OrderDetail,
  type OrderPassengers,
  type OrderPayment,
  OrderStatus,
  type OrderTimelineEvent,
  OrderTimelineKind,
  type RefundRequestView,
  sortTimeline,
  toCents,
} from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import { flightItemOf, hotelItemOf } from "./order-rows";
import type { OrderRow } from "./orders.repository";

/** What fulfilment knows of an order after payment (null before payment). */
export type FulfilmentRecord = {
  bookingReference: string | null;
  tickets: IssuedTicket[];
  issuedAt: Date | null;
  failedStep: "confirm" | "issue" | null;
  refundedCents: number | null;
  refundedAt: Date | null;
};

/** The other modules' services the history reads (each registers itself once the app is wired). */
export type OrderHistorySources = {
  fulfilment(orderId: string): Promise<FulfilmentRecord | null>;
  payments(orderId: string): Promise<OrderPayment[]>;
  refunds(orderId: string): Promise<RefundRequestView[]>;
};

const noSources: OrderHistorySources = {
  fulfilment: async () => null,
  payments: async () => [],
  refunds: async () => [],
};

const event = (
  kind: OrderTimelineEvent["kind"],
  at: Date | string,
  amount: number | null = null,
  reference: string | null = null,
): OrderTimelineEvent => ({
  kind,
  at: typeof at === "string" ? at : at.toISOString(),
  amount,
  reference,
});

export function createOrderHistory(deps: { holdMinutes: number }) {
  let sources = noSources;

  /** The timeline of an order from its row and the other modules' records, oldest first. */
  function timelineOf(
    row: OrderRow,
    payments: OrderPayment[],
    fulfilment: FulfilmentRecord | null,
    refunds: RefundRequestView[],
  ): OrderTimelineEvent[] {
    const events: OrderTimelineEvent[] = [event(OrderTimelineKind.Created, row.createdAt)];
    // A hold's start is its expiry less the hold's length (the row keeps the expiry after payment).
    if (row.holdExpiresAt)
      events.push(
        event(OrderTimelineKind.Held, new Date(row.holdExpiresAt.getTime() - deps.holdMinutes * 60_000)),
      );
    for (const payment of payments) {
      events.push(
        event(OrderTimelineKind.PaymentStarted, payment.createdAt, payment.amount, payment.gatewayCode),
      );
      if (payment.settledAt && payment.status !== "pending")
        events.push(
          event(
            payment.status === "succeeded"
              ? OrderTimelineKind.PaymentSucceeded
              : OrderTimelineKind.PaymentFailed,
            payment.settledAt,
            payment.amount,
            payment.gatewayCode,
          ),
        );
    }
    if (row.status === OrderStatus.Rejected) events.push(event(OrderTimelineKind.Rejected, row.updatedAt));
    if (fulfilment?.issuedAt)
      events.push(
        event(OrderTimelineKind.TicketsIssued, fulfilment.issuedAt, null, fulfilment.bookingReference),
      );
    if (fulfilment?.failedStep)
      events.push(event(OrderTimelineKind.IssueFailed, fulfilment.refundedAt ?? row.updatedAt));
    if (fulfilment?.refundedAt && fulfilment.refundedCents !== null)
      events.push(
        event(OrderTimelineKind.ReturnedToWallet, fulfilment.refundedAt, fromCents(fulfilment.refundedCents)),
      );
    for (const request of refunds) {
      events.push(
        event(
          OrderTimelineKind.RefundRequested,
          request.createdAt,
          request.refundAmount,
          request.requestNumber,
        ),
      );
      if (request.status === "Rejected" && request.decidedAt)
        events.push(event(OrderTimelineKind.RefundRejected, request.decidedAt, null, request.requestNumber));
      if (request.status === "Approved" && request.decidedAt)
        events.push(
          event(
            OrderTimelineKind.RefundApproved,
            request.decidedAt,
            request.refundAmount,
            request.requestNumber,
          ),
        );
      if (request.refundedAt)
        events.push(
          event(OrderTimelineKind.Refunded, request.refundedAt, request.refundAmount, request.requestNumber),
        );
    }
    return sortTimeline(events);
  }

  return {
    /** Called once by the app's wiring with the fulfilment, payments and refunds services. */
    historyWith(given: OrderHistorySources) {
      sources = given;
    },

    /** The order's detail with what was paid, its payments and its timeline. */
    async detailsOf(row: OrderRow, detail: OrderDetail): Promise<CurrentUserOrderDetails> {
      const [payments, fulfilment, refunds] = await Promise.all([
        sources.payments(row.id),
        sources.fulfilment(row.id),
        sources.refunds(row.id),
      ]);
      const paidCents = payments
        .filter((payment) => payment.status === "succeeded")
        .reduce((sum, payment) => sum + toCents(payment.amount), 0);
      return {
        ...detail,
        paidAmount: fromCents(paidCents),
        payments,
        bookingReference: fulfilment?.bookingReference ?? null,
        timeline: timelineOf(row, payments, fulfilment, refunds),
      };
    },

    /** A hotel order's rooms with their lead guests (404 for another product's order). */
    async hotelPassengersOf(row: OrderRow): Promise<HotelOrderPassengers> {
      const hotel = hotelItemOf(row);
      if (!hotel) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      const fulfilment = await sources.fulfilment(row.id);
      const confirmed = fulfilment?.issuedAt ? fulfilment : null;
      return {
        orderId: row.id,
        bookingReference: confirmed?.bookingReference ?? null,
        confirmedAt: confirmed?.issuedAt?.toISOString() ?? null,
        rooms: hotel.rooms.map((room, roomIndex) => ({
          roomIndex,
          roomName: hotel.rate.roomName,
          adults: room.adults,
          childAges: room.childAges,
          firstName: hotel.guests[roomIndex]?.firstName ?? "",
          lastName: hotel.guests[roomIndex]?.lastName ?? "",
        })),
      };
    },

    /**
     * The order's travellers for one of its proposals (the outbound one when none is named; a
     * proposal that is not the order's answers 404), each with the ticket number once issued.
     */
    async passengersOf(row: OrderRow, proposalId?: string): Promise<OrderPassengers> {
      const flight = flightItemOf(row);
      // A hotel's guests are read by GetHotelPassengersByOrderId: this call knows flight orders only.
      if (!flight) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      const { proposal, returningProposal } = flight.proposals;
      const ids = [proposal.proposalId, returningProposal?.proposalId].filter(Boolean);
      if (proposalId && !ids.includes(proposalId))
        throw AppError.single("not_found", "proposalId", OrderMessageKey.ORDER_NOT_FOUND);
      const fulfilment = await sources.fulfilment(row.id);
      const issued = fulfilment?.issuedAt ? fulfilment : null;
      const passengers = flight.passengers;
      return {
        orderId: row.id,
        proposalId: proposalId ?? proposal.proposalId,
        bookingReference: issued?.bookingReference ?? null,
        issuedAt: issued?.issuedAt?.toISOString() ?? null,
        items: passengers.map((passenger, passengerIndex) => ({
          passengerIndex,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          firstNameFarsi: passenger.firstNameFarsi ?? null,
          lastNameFarsi: passenger.lastNameFarsi ?? null,
          genderTitle: passenger.genderTitle,
          birthDate: passenger.birthDate,
          type: passenger.type,
          ticketNumber:
            issued?.tickets.find((ticket) => ticket.passengerIndex === passengerIndex)?.ticketNumber ?? null,
        })),
      };
    },
  };
}
