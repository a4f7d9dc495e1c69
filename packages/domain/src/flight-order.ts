/**
 * Flight orders: the request and response shapes of SubmitFlightOrder, ReserveFlightOrder, the
 * customer's orders and the discount voucher calls (spec §3 order, §4 flow, §7 flight reservation and
 * orders), the passenger form variant chosen by route and nationality, and the voucher arithmetic in
 * integer cents. Money crosses the API as decimal USD.
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { currencyAtRateSchema } from "./currency";
import { dateOrInstantSchema } from "./date-range";
import { CurrencyCode, productChannelSchema, ServiceType } from "./enums";
import { type FlightGroup, type FlightProposal, flightProposalSchema } from "./flights";
import { hotelOrderSchema } from "./hotel-order";
import { localizedTextSchema } from "./localized-text";
import { multiplyCents } from "./money";
import { OrderStatus, orderStatusSchema } from "./order-status";
import { pageNumberSchema, pageSizeSchema } from "./paging";
import { bookedPassengerSchema } from "./passenger";
import { normalizeDigits } from "./text";
import { orderTourSummarySchema, tourOrderSchema } from "./tour-order";
import { UserMessageKey } from "./user-messages";
import { visaOrderSchema } from "./visa-order";

const moneyOut = z.number();
const optionalUuid = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional());

export const submitFlightOrderRequestSchema = z.object({
  requestId: z.uuid(),
  proposalId: z.uuid(),
  returningRequestId: optionalUuid,
  returningProposalId: optionalUuid,
  /**
   * The e-mail is optional here: the server requires it unless the customer came through a partner
   * marketplace (the SafarMarket cookie; spec §5), and checks it is valid whenever given.
   */
  contact: contactSchema({ fromPartnerMarketplace: true }),
  /** Validated by the server with the form of each passenger (route and nationality). */
  passengers: z.array(z.record(z.string(), z.unknown())).min(1).max(9),
  productChannel: productChannelSchema.default(1),
  /** Or the `Idempotency-Key` header. */
  idempotencyKey: z.string().optional(),
  /** The new total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice: z.number().nonnegative().optional(),
});
export type SubmitFlightOrderRequest = z.input<typeof submitFlightOrderRequestSchema>;

export const orderIdRequestSchema = z.object({ orderId: z.uuid() });

/** wallet ConfirmOrder: the order, and the display currency the customer saw it in (its rate is kept). */
export const confirmOrderRequestSchema = orderIdRequestSchema.extend({
  currencyCode: z.enum(CurrencyCode).default(CurrencyCode.USD),
});

export const RefundStatus = {
  None: "None",
  /** A refund request is open (waiting for a decision or a bank payout). */
  Requested: "Requested",
  /** Every item of the order was refunded. */
  Refunded: "Refunded",
  /** Some items were refunded, the others are still travelling. */
  PartiallyRefunded: "PartiallyRefunded",
  /** The last request was rejected. */
  Rejected: "Rejected",
  Failed: "Failed",
} as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
export const refundStatusSchema = z.enum(RefundStatus);

export const flightOrderPassengerSchema = bookedPassengerSchema;
export type FlightOrderPassenger = z.infer<typeof flightOrderPassengerSchema>;

/** The route of a flight order as a trip row shows it: first origin → last destination, the dates. */
export const orderTripSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  isRoundTrip: z.boolean(),
  /** ISO instant of the first flight. */
  departureTime: z.string(),
  /** ISO instant of the way back's first flight; null one way. */
  returnTime: z.string().nullable(),
});
export type OrderTrip = z.infer<typeof orderTripSchema>;

/** The trip of an order's proposals: the outbound's route, round trip when a way back was booked. */
export function tripOfProposals(
  proposal: FlightProposal,
  returningProposal: FlightProposal | null,
): OrderTrip {
  const groups = proposal.flightGroups;
  const first = groups[0] as FlightGroup;
  const last = groups[groups.length - 1] as FlightGroup;
  // The way back: a returning proposal, or a second group of the same proposal that comes home.
  const back =
    returningProposal?.flightGroups[0] ??
    (groups.length === 2 && last.destination === first.origin ? last : undefined);
  const outboundEnd = back && !returningProposal ? first : last;
  return {
    origin: first.origin,
    destination: outboundEnd.destination,
    originName: first.originName,
    destinationName: outboundEnd.destinationName,
    isRoundTrip: back !== undefined,
    departureTime: first.departureTime,
    returnTime: back?.departureTime ?? null,
  };
}

/** The stay of a hotel order as a trip row shows it. */
export const orderStaySchema = z.object({
  hotelName: localizedTextSchema,
  cityName: localizedTextSchema,
  stars: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
});
export type OrderStay = z.infer<typeof orderStaySchema>;

/** What a visa order's row shows: the country, the visa and the day of travel. */
export const orderVisaSummarySchema = z.object({
  countryCode: z.string(),
  countryName: localizedTextSchema,
  name: localizedTextSchema,
  travelDate: z.string(),
});
export type OrderVisaSummary = z.infer<typeof orderVisaSummarySchema>;

export const orderSummarySchema = z.object({
  orderId: z.uuid(),
  orderAggregateId: z.uuid(),
  orderNumber: z.string(),
  trackingNumber: z.string(),
  type: z.string(),
  status: orderStatusSchema,
  /** Before the discount. */
  totalAmount: moneyOut,
  discountAmount: moneyOut,
  /** What the customer pays: totalAmount − discountAmount. */
  payableAmount: moneyOut,
  currencyCode: z.literal("USD"),
  registrationTime: z.string(),
  refundStatus: refundStatusSchema,
  refundableAmount: moneyOut,
  /** The display currency it was paid in, at the rate of then (null until paid). */
  paidCurrency: currencyAtRateSchema.nullable(),
  productChannel: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  /** What a trip row shows: the route (null for a product without one). */
  trip: orderTripSchema.nullable(),
  /** What a hotel order's row shows: the property and the stay (null for other products). */
  stay: orderStaySchema.nullable(),
  /** What a visa order's row shows (null for other products). */
  visa: orderVisaSummarySchema.nullable(),
  /** What a tour order's row shows (null for other products). */
  tour: orderTourSummarySchema.nullable(),
  /** How many travellers the order is for. */
  travellersCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  contact: z.object({ phoneNumber: z.string(), email: z.string().nullable() }),
  discountVoucherCode: z.string().nullable(),
  /** A flight order's proposals and passengers (null for other products). */
  flightOrder: z
    .object({
      productChannel: z.number().int(),
      proposal: flightProposalSchema,
      returningProposal: flightProposalSchema.nullable(),
      flightPassengers: z.array(flightOrderPassengerSchema),
    })
    .nullable(),
  /** A hotel order's stay (null for other products). */
  hotelOrder: hotelOrderSchema.nullable(),
  /** A visa order's visa and travellers (null for other products). */
  visaOrder: visaOrderSchema.nullable(),
  /** A tour order's tour, departure and travellers (null for other products). */
  tourOrder: tourOrderSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A flight order's proposals, outbound first; none for another product's order. */
export function orderProposals(order: Pick<OrderDetail, "flightOrder">): FlightProposal[] {
  const flight = order.flightOrder;
  if (!flight) return [];
  return flight.returningProposal ? [flight.proposal, flight.returningProposal] : [flight.proposal];
}

export const ORDERS_MAX_PAGE_SIZE = 50;
/** The last page a client may ask for (10,000 pages of 50 cover any customer). */
export const ORDERS_MAX_PAGE = 10_000;

/** Statuses of an order whose trip will happen: paid, being issued, or issued. */
export const UPCOMING_TRIP_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
  OrderStatus.Successful,
];

const FIELD = UserMessageKey.FIELD_IS_INVALID;
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * `GetCurrentUserOrders` filter: productType (spec §3 service types), status (spec §4), from and to
 * (the trip's departure: `YYYY-MM-DD` calendar days in Baghdad, both included, or ISO instants;
 * `from` after `to` is 400 DATE_RANGE_IS_INVALID), orderNumber (exact; Arabic-Indic and Persian
 * digits accepted), upcoming (only trips still to come, paid or issued, soonest first), page (from
 * 1) and pageSize (1..50, default 10). Paging out of bounds is 400 PAGE_IS_INVALID /
 * PAGE_SIZE_IS_INVALID.
 */
export const ordersFilterSchema = z.object({
  productType: z.preprocess(emptyToUndefined, z.enum(ServiceType, { error: FIELD }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(OrderStatus, { error: FIELD }).optional()),
  from: z.preprocess(emptyToUndefined, dateOrInstantSchema.optional()),
  to: z.preprocess(emptyToUndefined, dateOrInstantSchema.optional()),
  orderNumber: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : emptyToUndefined(value)),
    z
      .string({ error: FIELD })
      .trim()
      .transform((value) => normalizeDigits(value))
      .refine((value) => /^\d{1,12}$/.test(value), { error: FIELD })
      .optional(),
  ),
  upcoming: z.boolean({ error: FIELD }).optional(),
  page: pageNumberSchema(ORDERS_MAX_PAGE),
  pageSize: pageSizeSchema(ORDERS_MAX_PAGE_SIZE, 10),
});
export type OrdersFilter = z.infer<typeof ordersFilterSchema>;
export type OrdersFilterInput = z.input<typeof ordersFilterSchema>;
export const ordersPageSchema = z.object({
  items: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

export const applyDiscountVoucherRequestSchema = z.object({
  orderId: z.uuid(),
  code: z.string().trim().min(1).max(64),
  discountVoucherProviderExtraData: z.unknown().optional(),
});

/** A voucher's value: a percent of the order total or a fixed amount, in integer cents. */
export type VoucherValue =
  | { kind: "percent"; percent: number; maxDiscountCents: number | null }
  | { kind: "fixed"; amountCents: number };

/** The discount in cents on a total: never more than the total, never negative. */
export function voucherDiscountCents(value: VoucherValue, totalCents: number): number {
  const raw =
    value.kind === "percent"
      ? Math.min(
          multiplyCents(totalCents, String(value.percent / 100)),
          value.maxDiscountCents ?? Number.MAX_SAFE_INTEGER,
        )
      : value.amountCents;
  return Math.max(0, Math.min(totalCents, raw));
}
