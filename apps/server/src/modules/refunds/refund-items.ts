/**
 * The refundable items of a flight order: one per traveller per flight (outbound, and return for a
 * round trip). What each paid is the order's payable amount (after its discount) shared out by the
 * travellers' fares; the penalty comes from the fare's cancellation tiers booked with the supplier
 * (`supplierOffers[i]` belongs to proposal i and to hold i) by the hours left before that flight.
 */
import {
  AgeCategory,
  type FlightProposal,
  fromCents,
  type HotelOrderItem,
  OrderStatus,
  penaltyAt,
  penaltyCents,
  penaltyPercentAt,
  type RefundableItem,
  RefundBlock,
  type RefundRequestStatus,
  splitCents,
  toCents,
} from "@safar/domain";
import { flightItemOf, hotelItemOf, type OrderRow } from "../orders/orders.service";

/** An item with its amounts in cents, as the service keeps them. */
export interface ItemQuote {
  itemId: string;
  /** Index of the flight (0 outbound, 1 return): also the index of its supplier offer and hold. */
  part: number;
  proposalId: string;
  direction: "go" | "back";
  passengerIndex: number;
  passengerName: string;
  passengerType: number;
  origin: string;
  destination: string;
  departureTime: string;
  paidCents: number;
  penaltyPercent: number | null;
  penaltyCents: number;
  refundCents: number;
  blockedBy: RefundBlock | null;
  refundRequestId: string | null;
  refundStatus: RefundRequestStatus | null;
}

export const itemKey = (proposalId: string, passengerIndex: number) => `${proposalId}:${passengerIndex}`;

/** The order statuses whose tickets may be refunded by a customer's request. */
export const REFUNDABLE_ORDER_STATUSES: readonly string[] = [OrderStatus.Successful];

export function quoteItems(
  order: OrderRow,
  live: readonly { itemId: string; requestId: string; status: RefundRequestStatus }[],
  now: Date,
): ItemQuote[] {
  const hotel = hotelItemOf(order);
  if (hotel) return [stayItem(order, hotel, live, now)];
  const flight = flightItemOf(order);
  if (!flight) return [];
  const { proposal, returningProposal } = flight.proposals;
  const parts = returningProposal ? [proposal, returningProposal] : [proposal];
  const offers = flight.supplierOffers;
  const passengers = flight.passengers;
  const unitCents = (p: FlightProposal, type: number) =>
    Math.round((p.prices.find((price) => price.paxType === type)?.unitPrice ?? 0) * 100);
  const weights = parts.flatMap((p) => passengers.map((pax) => unitCents(p, pax.type)));
  const paid = splitCents(order.payableCents, weights);
  const byItem = new Map(live.map((l) => [l.itemId, l]));
  const orderOpen = REFUNDABLE_ORDER_STATUSES.includes(order.status);

  return parts.flatMap((p, part) => {
    const legs = p.flightGroups.flatMap((g) => g.flightLegs);
    const first = legs[0];
    const last = legs[legs.length - 1];
    const departureTime = first?.departureTime ?? "";
    const hoursLeft = (Date.parse(departureTime) - now.getTime()) / 3_600_000;
    const offer = offers[part]?.offer;
    const percent = offer ? penaltyPercentAt(offer.cancellationPenalties, offer.refundable, hoursLeft) : null;
    return passengers.map((pax, passengerIndex) => {
      const itemId = itemKey(p.proposalId, passengerIndex);
      const paidCents = paid[part * passengers.length + passengerIndex] ?? 0;
      const taken = byItem.get(itemId);
      const blockedBy: RefundBlock | null = taken
        ? RefundBlock.AlreadyRequested
        : !orderOpen
          ? RefundBlock.OrderNotRefundable
          : hoursLeft < 0
            ? RefundBlock.Departed
            : percent === null
              ? RefundBlock.NotRefundableFare
              : null;
      const penalty = percent === null ? paidCents : penaltyCents(paidCents, percent);
      return {
        itemId,
        part,
        proposalId: p.proposalId,
        direction: part === 0 ? "go" : "back",
        passengerIndex,
        passengerName: `${pax.firstName} ${pax.lastName}`,
        passengerType: pax.type,
        origin: first?.origin ?? "",
        destination: last?.destination ?? "",
        departureTime,
        paidCents,
        penaltyPercent: percent,
        penaltyCents: penalty,
        refundCents: paidCents - penalty,
        blockedBy,
        refundRequestId: taken?.requestId ?? null,
        refundStatus: taken?.status ?? null,
      } satisfies ItemQuote;
    });
  });
}

/**
 * A hotel order's one refundable item: the whole stay, under the lead guest's name (its id is the
 * order's: the stay is the order's one "proposal"). Its penalty is the rate's timeline at `now`
 * (what cancelling costs from each instant), never more than was paid; a non-refundable rate is
 * NotRefundableFare, a stay whose check-in has passed is Departed.
 */
function stayItem(
  order: OrderRow,
  hotel: HotelOrderItem,
  live: readonly { itemId: string; requestId: string; status: RefundRequestStatus }[],
  now: Date,
): ItemQuote {
  const itemId = itemKey(order.id, 0);
  const taken = live.find((l) => l.itemId === itemId);
  const paidCents = order.payableCents;
  const started = order.startsAt.getTime() <= now.getTime();
  const penalty = hotel.rate.refundable
    ? Math.min(paidCents, toCents(penaltyAt(hotel.rate.penalties, now)))
    : paidCents;
  const blockedBy: RefundBlock | null = taken
    ? RefundBlock.AlreadyRequested
    : !REFUNDABLE_ORDER_STATUSES.includes(order.status)
      ? RefundBlock.OrderNotRefundable
      : started
        ? RefundBlock.Departed
        : !hotel.rate.refundable
          ? RefundBlock.NotRefundableFare
          : null;
  const lead = hotel.guests[0];
  return {
    itemId,
    part: 0,
    proposalId: order.id,
    direction: "go",
    passengerIndex: 0,
    passengerName: lead ? `${lead.firstName} ${lead.lastName}` : "",
    passengerType: AgeCategory.Adult,
    origin: hotel.hotel.cityCode,
    destination: hotel.hotel.cityCode,
    departureTime: order.startsAt.toISOString(),
    paidCents,
    penaltyPercent: hotel.rate.refundable
      ? paidCents > 0
        ? Math.round((penalty * 100) / paidCents)
        : 0
      : null,
    penaltyCents: penalty,
    refundCents: paidCents - penalty,
    blockedBy,
    refundRequestId: taken?.requestId ?? null,
    refundStatus: taken?.status ?? null,
  };
}

export function toRefundableItem(q: ItemQuote): RefundableItem {
  return {
    itemId: q.itemId,
    proposalId: q.proposalId,
    direction: q.direction,
    passengerIndex: q.passengerIndex,
    passengerName: q.passengerName,
    passengerType: q.passengerType,
    origin: q.origin,
    destination: q.destination,
    departureTime: q.departureTime,
    paidAmount: fromCents(q.paidCents),
    penaltyPercent: q.penaltyPercent,
    penaltyAmount: fromCents(q.penaltyCents),
    refundableAmount: q.blockedBy === null ? fromCents(q.refundCents) : 0,
    isRefundable: q.blockedBy === null,
    blockedBy: q.blockedBy,
    refundRequestId: q.refundRequestId,
    refundStatus: q.refundStatus,
  };
}

/** The ledger reference of a refund request's money (its payout to a bank: `<reference>:payout`). */
export const refundLedgerReference = (requestId: string) => `refund:request:${requestId}`;
