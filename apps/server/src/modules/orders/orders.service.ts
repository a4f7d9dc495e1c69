/**
 * Orders, the orders module's service: submit a flight or a hotel (re-price, validate, idempotent
 * create: submit-order.ts, submit-hotel-order.ts, submit-tour-order.ts; a visa is priced by the visas module), reserve and hold expiry (order-holds.ts), discount vouchers (order-vouchers.ts),
 * the customer's orders (their travellers, payments and timeline: order-history.ts), and what the
 * payments, fulfilment and tickets modules ask of an order.
 */
import {
  type BackOfficeOrder,
  type BackOfficeOrderDetails,
  type CurrencyAtRate,
  type CurrentUserOrderDetails,
  calendarDayRange,
  fromCents,
  type HotelOrderPassengers,
  type OrderDetail,
  type OrderEvent,
  type OrderPassengers,
  type OrderSearchTerms,
  type OrderStatus,
  type OrdersFilter,
  type RefundStatus,
  transition,
  UPCOMING_TRIP_STATUSES,
} from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { BookingMessageKey, OrderMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { AccountsService } from "../accounts/accounts.service";
import type { CatalogService } from "../catalog/catalog.service";
import type { HotelsService } from "../hotels/hotels.service";
import type { TourBookings } from "../tours/tours.service";
import { createOrderHistory } from "./order-history";
import { createOrderHolds } from "./order-holds";
import { type Holds, lockOwned, toOrderDetail, toOrderSummary } from "./order-rows";
import { createOrderVouchers } from "./order-vouchers";
import type { OrderRow, OrdersRepository } from "./orders.repository";
import { createSubmitHotelOrder } from "./submit-hotel-order";
import { checkAcceptedPrice, createOrderOnce, createSubmitOrder } from "./submit-order";
import { createSubmitTourOrder } from "./submit-tour-order";

export type { FulfilmentRecord, OrderHistorySources } from "./order-history";
/**
 * The domain views of an order row (the tickets module prints the detail), and its product item
 * read by kind (null when the order sells another product).
 */
export {
  flightItemOf,
  hotelItemOf,
  toOrderDetail,
  toOrderSummary,
  tourItemOf,
  visaItemOf,
} from "./order-rows";
export type { PricedOrder } from "./submit-order";
/** The order as the orders service hands it to other modules (its row, typed by the schema). */
export type { OrderRow };

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "quoteForBooking" | "hold" | "cancelHold">;
  hotels: Pick<HotelsService, "quoteForOrder" | "booksPayAtHotelOnline" | "holdRooms" | "releaseRooms">;
  tours: Pick<TourBookings, "quoteForOrder" | "holdSeats" | "releaseSeats">;
  /** The accounts service: the customer's row locked for the guarantee of a stay paid at the hotel. */
  customers: Pick<AccountsService, "lockCustomer">;
  holdMinutes: number;
  now?: () => Date;
}

/** The orders service: its own queries and the use cases of the files named above, in one object. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repository, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  const submit = createSubmitOrder({ repository, catalog });
  const submitHotel = createSubmitHotelOrder({ repository, hotels: deps.hotels });
  const submitTour = createSubmitTourOrder({ repository, tours: deps.tours });
  const holds = createOrderHolds({ ...deps, now });
  const vouchers = createOrderVouchers({ repository, now });
  const history = createOrderHistory({ holdMinutes: deps.holdMinutes });
  let refundableCents: (row: OrderRow) => Promise<number> = async () => 0;

  async function owned(userId: string, orderId: string): Promise<OrderRow> {
    const row = await repository.findById(orderId);
    if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    // Another customer's order answers exactly as a missing one: nothing tells that it exists.
    if (row.userId !== userId) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return row;
  }

  const service = {
    /** The order, for the fulfilment and tickets modules (no owner check: they act for the system). */
    async findById(orderId: string): Promise<OrderRow | undefined> {
      return repository.findById(orderId);
    },

    /**
     * For the payments module, inside its transaction `tx`: the order row locked (FOR UPDATE), checked
     * to belong to `userId` when one is given. 404/403 as the other order calls.
     */
    async lockForPayment(tx: Database, orderId: string, userId?: string): Promise<OrderRow> {
      const q = repository.within(tx);
      if (userId) return lockOwned(q, userId, orderId);
      const row = await q.lock(orderId);
      if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      return row;
    },

    /** True while the order's seat hold has not run out. */
    holdAlive(row: OrderRow): boolean {
      return row.holdExpiresAt !== null && row.holdExpiresAt > now();
    },

    /**
     * Moves a locked order through `events` in turn, each by `transition()` (an event its status does
     * not accept throws OrderTransitionError and the caller's transaction rolls back), in one UPDATE.
     * `paidIn`, with a successful payment: the display currency and rate it was started at, which the
     * order keeps.
     */
    async applyEvents(
      tx: Database,
      row: OrderRow,
      events: OrderEvent[],
      paidIn?: CurrencyAtRate,
    ): Promise<OrderRow> {
      let status = row.status;
      for (const event of events) status = transition(status, event);
      return repository.within(tx).update(row.id, {
        status,
        ...(paidIn
          ? { paidCurrencyCode: paidIn.currencyCode, paidExchangeRate: String(paidIn.exchangeRate) }
          : {}),
      });
    },

    /**
     * For the fulfilment module, inside its transaction `tx`: what the supplier now knows the order
     * by (a hotel's booking reference), kept as the order's holds so that a cancellation finds it.
     */
    async recordSupplierBooking(tx: Database, orderId: string, holds: Holds): Promise<void> {
      await repository.within(tx).update(orderId, { holds });
    },

    /**
     * For the refunds module, inside its transaction `tx`: sets the order's refund status and, when
     * `event` is given (RefundSucceeded once every item is refunded), moves its status by it.
     */
    async setRefundState(
      tx: Database,
      row: OrderRow,
      refundStatus: RefundStatus,
      event?: OrderEvent,
    ): Promise<OrderRow> {
      const status = event ? transition(row.status, event) : row.status;
      return repository.within(tx).update(row.id, { status, refundStatus });
    },

    ...holds,
    ...submit,
    ...submitHotel,
    ...submitTour,

    /**
     * Creates an order once per idempotency key for a product another module prices (visas): the
     * same key with the same request answers the first order; `price` runs only for a new key.
     */
    createOnce(input: Omit<Parameters<typeof createOrderOnce>[1], "locale"> & { locale?: Locale }) {
      return createOrderOnce(repository, { ...input, locale: input.locale ?? defaultLocale });
    },

    /** 409 PRICE_CHANGED with both totals when the price now is not the one the customer accepted. */
    checkAcceptedPrice,

    /**
     * How much of an order could be refunded now, in cents: the refunds module answers it (it is
     * wired after this one, so it registers itself here); 0 until it does.
     */
    refundableWith(quote: (row: OrderRow) => Promise<number>) {
      refundableCents = quote;
    },

    /**
     * The customer's orders the filter selects (GetCurrentUserOrders), newest first, or the trips
     * still to come soonest first (`upcoming`). A date range with `from` after `to` is 400.
     */
    async list(userId: string, filter: OrdersFilter) {
      const range = calendarDayRange(filter);
      if (!range) throw AppError.single("validation", "to", BookingMessageKey.DATE_RANGE_IS_INVALID);
      await service.expireHolds(userId);
      const departsFrom = filter.upcoming && (!range.from || range.from < now()) ? now() : range.from;
      const { rows, totalCount } = await repository.listByUser(userId, {
        status: filter.status,
        statuses: filter.upcoming ? UPCOMING_TRIP_STATUSES : undefined,
        productType: filter.productType,
        orderNumber: filter.orderNumber !== undefined ? Number(filter.orderNumber) : undefined,
        departsFrom,
        departsBefore: range.toExclusive,
        soonestFirst: filter.upcoming,
        page: filter.page,
        pageSize: filter.pageSize,
      });
      const items = await Promise.all(
        rows.map(async (row) => ({
          ...toOrderSummary(row),
          refundableAmount: fromCents(await refundableCents(row)),
        })),
      );
      return { items, page: filter.page, pageSize: filter.pageSize, totalCount };
    },

    async detail(userId: string, orderId: string): Promise<OrderDetail> {
      await owned(userId, orderId);
      await service.expireHolds(userId);
      const row = await owned(userId, orderId);
      return { ...toOrderDetail(row), refundableAmount: fromCents(await refundableCents(row)) };
    },

    /** GetCurrentUserOrderDetails: the order with what was paid, its payments and its timeline. */
    async details(userId: string, orderId: string): Promise<CurrentUserOrderDetails> {
      await owned(userId, orderId);
      await service.expireHolds(userId);
      const row = await owned(userId, orderId);
      const detail = { ...toOrderDetail(row), refundableAmount: fromCents(await refundableCents(row)) };
      return history.detailsOf(row, detail);
    },

    /** GetCurrentUserHotelOrderDetails: a hotel order's details (404 for another product's order). */
    async hotelDetails(userId: string, orderId: string): Promise<CurrentUserOrderDetails> {
      const details = await service.details(userId, orderId);
      if (!details.hotelOrder) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      return details;
    },

    /** GetHotelPassengersByOrderId: a hotel order's rooms and their lead guests. */
    async hotelPassengers(userId: string, orderId: string): Promise<HotelOrderPassengers> {
      return history.hotelPassengersOf(await owned(userId, orderId));
    },

    /** GetOrderPassengers: the order's travellers with their ticket numbers once issued. */
    async passengers(userId: string, orderId: string, proposalId?: string): Promise<OrderPassengers> {
      return history.passengersOf(await owned(userId, orderId), proposalId);
    },

    /**
     * For the back office (no owner check; its routes check the operator's role): orders matching the
     * search box's terms or the given order ids (a PNR's, a ticket's) or owners (an account's phone),
     * narrowed by status, product and registration days; and one order as its customer sees it.
     */
    operator: {
      async search(filter: {
        terms: OrderSearchTerms;
        orderIds?: readonly string[];
        userIds?: readonly string[];
        searched: boolean;
        status?: OrderStatus | undefined;
        type?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        page: number;
        pageSize: number;
      }): Promise<{ items: BackOfficeOrder[]; total: number; page: number; pageSize: number }> {
        const range = calendarDayRange(filter);
        if (!range) throw AppError.single("validation", "to", BookingMessageKey.DATE_RANGE_IS_INVALID);
        const { terms } = filter;
        const { rows, total } = await repository.searchForOperators({
          searched: filter.searched,
          match: {
            ...(terms.orderNumber !== undefined ? { orderNumber: terms.orderNumber } : {}),
            ...(terms.reference ? { trackingNumber: terms.reference } : {}),
            ...(terms.phoneTail ? { phoneTail: terms.phoneTail } : {}),
            ...(terms.email ? { email: terms.email } : {}),
            ...(filter.orderIds ? { orderIds: filter.orderIds } : {}),
            ...(filter.userIds ? { userIds: filter.userIds } : {}),
          },
          status: filter.status,
          type: filter.type,
          createdFrom: range.from,
          createdBefore: range.toExclusive,
          page: filter.page,
          pageSize: filter.pageSize,
        });
        const items = rows.map((row) => {
          const { refundableAmount: _, ...summary } = toOrderSummary(row);
          return {
            ...summary,
            userId: row.userId,
            contact: { phoneNumber: row.contact.phoneNumber, email: row.contact.email ?? null },
          };
        });
        return { items, total, page: filter.page, pageSize: filter.pageSize };
      },

      /** 404 ORDER_NOT_FOUND unless the order exists. */
      async exists(orderId: string): Promise<void> {
        if (!(await repository.findById(orderId)))
          throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      },

      async details(orderId: string): Promise<BackOfficeOrderDetails> {
        const row = await repository.findById(orderId);
        if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
        const detail = { ...toOrderDetail(row), refundableAmount: fromCents(await refundableCents(row)) };
        return { ...(await history.detailsOf(row, detail)), userId: row.userId };
      },
    },

    /** The fulfilment, payments and refunds services the order pages read (set by the app's wiring). */
    historyWith: history.historyWith,

    ...vouchers,
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
