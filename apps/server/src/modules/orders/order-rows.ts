/**
 * The order row as the orders module reads it: its product item (a flight or a hotel stay, decision
 * 016) and holds, the status groups that matter (seats held, price still open), the domain views
 * handed out (summary, detail), and the owner check on a locked row (another customer's order
 * answers exactly as a missing one).
 */
import {
  type CurrencyAtRate,
  currencyAtRateSchema,
  type FlightOrderItem,
  type FlightProposal,
  fromCents,
  type HotelOrderItem,
  hotelGuestCount,
  type OrderDetail,
  type OrderHold,
  OrderStatus,
  type OrderSummary,
  type TourOrder,
  type TourOrderItem,
  tripOfProposals,
  type VisaOrder,
  type VisaOrderItem,
} from "@safar/domain";
import { BookingMessageKey, OrderMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { SupplierOffer } from "../catalog/catalog.service";
import type { OrderQueries, OrderRow } from "./orders.repository";

export type Holds = OrderHold[];
export type Offers = { provider: string; offer: SupplierOffer }[];
export type Proposals = { proposal: FlightProposal; returningProposal: FlightProposal | null };
/** A flight item with the catalog's own offers (the orders module hands them back to it). */
export type FlightItem = FlightOrderItem<SupplierOffer>;

/** The order's flight, or null when it sells another product. */
export function flightItemOf(row: Pick<OrderRow, "item">): FlightItem | null {
  return row.item.kind === "flight" ? (row.item as FlightItem) : null;
}

/** The order's hotel stay, or null when it sells another product. */
export function hotelItemOf(row: Pick<OrderRow, "item">): HotelOrderItem | null {
  return row.item.kind === "hotel" ? row.item : null;
}

/** The order's visa and travellers, or null when it sells another product. */
export function visaItemOf(row: Pick<OrderRow, "item">): VisaOrderItem | null {
  return row.item.kind === "visa" ? row.item : null;
}

/** The order's tour, departure and travellers, or null when it sells another product. */
export function tourItemOf(row: Pick<OrderRow, "item">): TourOrderItem | null {
  return row.item.kind === "tour" ? row.item : null;
}

/** Statuses where seats are held and the hold's expiry counts. */
export const HOLDING: OrderStatus[] = [OrderStatus.Approved, OrderStatus.PaymentFailed];
/** Statuses where the price may still change (a voucher applied or removed). */
export const UNPAID: OrderStatus[] = [OrderStatus.Submitted, OrderStatus.Approved, OrderStatus.PaymentFailed];

export const statusConflict = (status: string) =>
  AppError.single("conflict", "orderId", BookingMessageKey.ORDER_STATUS_CONFLICT, `order status ${status}`);

export function toOrderSummary(row: OrderRow): OrderSummary {
  const flight = flightItemOf(row);
  const hotel = hotelItemOf(row);
  const visa = visaItemOf(row);
  const tour = tourItemOf(row);
  return {
    orderId: row.id,
    orderAggregateId: row.id,
    orderNumber: String(row.orderNumber),
    trackingNumber: row.trackingNumber,
    type: row.type,
    status: row.status,
    totalAmount: fromCents(row.totalCents),
    discountAmount: fromCents(row.discountCents),
    payableAmount: fromCents(row.payableCents),
    currencyCode: "USD",
    registrationTime: row.createdAt.toISOString(),
    refundStatus: row.refundStatus,
    refundableAmount: 0,
    paidCurrency: paidCurrencyOf(row),
    productChannel: row.productChannel,
    holdExpiresAt: row.holdExpiresAt && HOLDING.includes(row.status) ? row.holdExpiresAt.toISOString() : null,
    trip: flight ? tripOfProposals(flight.proposals.proposal, flight.proposals.returningProposal) : null,
    stay: hotel
      ? {
          hotelName: hotel.hotel.name,
          cityName: hotel.hotel.cityName,
          stars: hotel.hotel.stars,
          checkIn: hotel.checkIn,
          checkOut: hotel.checkOut,
          nights: hotel.nights,
          rooms: hotel.rooms.length,
        }
      : null,
    visa: visa
      ? {
          countryCode: visa.countryCode,
          countryName: visa.countryName,
          name: visa.name,
          travelDate: visa.travelDate,
        }
      : null,
    tour: tour
      ? {
          title: tour.title,
          destination: tour.destination.name,
          date: tour.date,
          returnDate: tour.returnDate,
          days: tour.days,
          nights: tour.nights,
        }
      : null,
    travellersCount: flight
      ? flight.passengers.length
      : hotel
        ? hotelGuestCount(hotel.rooms)
        : (visa?.travellers.length ?? tour?.travellers.length ?? 0),
  };
}

/** The display currency and rate the order was paid at; null before it was paid. */
function paidCurrencyOf(row: OrderRow): CurrencyAtRate | null {
  const parsed = currencyAtRateSchema.safeParse({
    currencyCode: row.paidCurrencyCode,
    exchangeRate: Number(row.paidExchangeRate),
  });
  return parsed.success ? parsed.data : null;
}

export function toOrderDetail(row: OrderRow): OrderDetail {
  const flight = flightItemOf(row);
  const hotel = hotelItemOf(row);
  const visa = visaItemOf(row);
  return {
    ...toOrderSummary(row),
    contact: { phoneNumber: row.contact.phoneNumber, email: row.contact.email ?? null },
    discountVoucherCode: row.voucherCode,
    flightOrder: flight
      ? {
          productChannel: row.productChannel,
          proposal: flight.proposals.proposal,
          returningProposal: flight.proposals.returningProposal,
          flightPassengers: flight.passengers,
        }
      : null,
    hotelOrder: hotel
      ? {
          hotel: hotel.hotel,
          checkIn: hotel.checkIn,
          checkOut: hotel.checkOut,
          nights: hotel.nights,
          rooms: hotel.rooms,
          rate: hotel.rate,
          guests: hotel.guests,
          specialRequests: hotel.specialRequests,
        }
      : null,
    visaOrder: visa ? visaOrderOf(visa) : null,
    tourOrder: tourOrderOf(row),
  };
}

/** A tour item as the order detail shows it (the item without its kind). */
function tourOrderOf(row: Pick<OrderRow, "item">): TourOrder | null {
  const tour = tourItemOf(row);
  if (!tour) return null;
  const { kind: _kind, ...rest } = tour;
  return rest;
}

/** A visa item as the order detail shows it (the item without its kind). */
function visaOrderOf({ kind: _kind, ...visa }: VisaOrderItem): VisaOrder {
  return visa;
}

/** The order row locked (FOR UPDATE) when it belongs to `userId`; 404 otherwise. */
export function lockOwned(q: OrderQueries, userId: string, orderId: string) {
  return q.lock(orderId).then((row) => {
    if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    if (row.userId !== userId) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return row;
  });
}
