import { createHash, randomInt } from "node:crypto";
import {
  AgeCategory,
  calendarDateIn,
  FlightMessageKey,
  type FlightProposal,
  FlightScope,
  flightPassengerForm,
  flightPassengerRequiredFields,
  fromCents,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderDetail,
  OrderEvent,
  OrderStatus,
  type OrderSummary,
  type PassengerCounts,
  passengerSchemaRequiring,
  RefundStatus,
  ServiceType,
  type submitFlightOrderRequestSchema,
  toCents,
  transition,
  voucherDiscountCents,
} from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { BookingMessageKey, OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { z } from "zod";
import type { Database } from "../../platform/db";
import type { EnvelopeError } from "../../platform/errors";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { SupplierError, type SupplierOffer } from "../catalog/catalog.service";
import type { OrderQueries, OrderRow, OrdersRepository } from "./orders.repository";

/** The order as the orders service hands it to other modules (its row, typed by the schema). */
export type { OrderRow };

type SubmitBody = z.output<typeof submitFlightOrderRequestSchema>;
type Holds = { provider: string; holdId: string }[];
type Offers = { provider: string; offer: SupplierOffer }[];
type Proposals = { proposal: FlightProposal; returningProposal: FlightProposal | null };

/** Statuses where seats are held and the hold's expiry counts. */
const HOLDING = [OrderStatus.Approved, OrderStatus.PaymentFailed];
/** Statuses where the price may still change (a voucher applied or removed). */
const UNPAID = [OrderStatus.Submitted, OrderStatus.Approved, OrderStatus.PaymentFailed] as string[];
const SWEEP_BATCH = 50;
const TRACKING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "quoteForBooking" | "hold" | "cancelHold">;
  holdMinutes: number;
  now?: () => Date;
}

function trackingNumber(): string {
  let out = "";
  for (let i = 0; i < 10; i++) out += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return out;
}

function requestHash(body: SubmitBody): string {
  const { idempotencyKey: _k, acceptedTotalPrice: _a, ...rest } = body;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

const statusConflict = (status: string) =>
  AppError.single("conflict", "orderId", BookingMessageKey.ORDER_STATUS_CONFLICT, `order status ${status}`);

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    orderId: row.id,
    orderAggregateId: row.id,
    orderNumber: String(row.orderNumber),
    trackingNumber: row.trackingNumber,
    type: row.type,
    status: row.status as OrderStatus,
    totalAmount: fromCents(row.totalCents),
    discountAmount: fromCents(row.discountCents),
    payableAmount: fromCents(row.payableCents),
    currencyCode: "USD",
    registrationTime: row.createdAt.toISOString(),
    refundStatus: row.refundStatus as RefundStatus,
    refundableAmount: 0,
    productChannel: row.productChannel,
    holdExpiresAt:
      row.holdExpiresAt && HOLDING.includes(row.status as never) ? row.holdExpiresAt.toISOString() : null,
  };
}

export function toOrderDetail(row: OrderRow): OrderDetail {
  const proposals = row.proposals as Proposals;
  const contact = row.contact as { phoneNumber: string; email?: string };
  return {
    ...toOrderSummary(row),
    contact: { phoneNumber: contact.phoneNumber, email: contact.email ?? null },
    discountVoucherCode: row.voucherCode,
    flightOrder: {
      productChannel: row.productChannel,
      proposal: proposals.proposal,
      returningProposal: proposals.returningProposal,
      flightPassengers: row.passengers as OrderDetail["flightOrder"]["flightPassengers"],
    },
  };
}

/**
 * Flight orders: submit (re-price, validate, idempotent create), reserve (hold seats; charters in the
 * same transaction as the move to Approved), hold expiry, the customer's orders, discount vouchers.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repository, catalog } = deps;
  const now = deps.now ?? (() => new Date());

  /** Gives an order's held seats back and rejects it (HoldExpired), inside the caller's transaction. */
  async function expireOne(
    q: OrderQueries,
    tx: Parameters<Parameters<OrdersRepository["transaction"]>[0]>[1],
    row: OrderRow,
  ) {
    for (const hold of (row.holds as Holds | null) ?? []) {
      await catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
    }
    await q.releaseRedemption(row.id);
    return q.update(row.id, {
      status: transition(row.status as OrderStatus, OrderEvent.HoldExpired),
      holds: null,
    });
  }

  async function owned(userId: string, orderId: string): Promise<OrderRow> {
    const row = await repository.findById(orderId);
    if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    // Another customer's order answers exactly as a missing one: nothing tells that it exists.
    if (row.userId !== userId) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return row;
  }

  function lockOwned(q: OrderQueries, userId: string, orderId: string) {
    return q.lock(orderId).then((row) => {
      if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      if (row.userId !== userId)
        throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      return row;
    });
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
     */
    async applyEvents(tx: Database, row: OrderRow, events: OrderEvent[]): Promise<OrderRow> {
      let status = row.status as OrderStatus;
      for (const event of events) status = transition(status, event);
      return repository.within(tx).update(row.id, { status });
    },

    /** Rejects every order whose hold ran out (optionally one customer's) and frees its seats. */
    async expireHolds(userId?: string): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await repository.transaction(async (q, tx) => {
          const rows = await q.lockExpiredHolds(HOLDING, now(), SWEEP_BATCH, userId);
          for (const row of rows) await expireOne(q, tx, row);
          return rows.length;
        });
        total += n;
        if (n < SWEEP_BATCH) return total;
      }
    },

    async submit(
      userId: string,
      body: SubmitBody,
      headerKey: string | undefined,
      locale: Locale = defaultLocale,
    ): Promise<OrderDetail> {
      const key = (headerKey ?? body.idempotencyKey ?? "").trim();
      if (!IDEMPOTENCY_KEY_PATTERN.test(key))
        throw AppError.single("validation", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_IS_INVALID);
      const hash = requestHash(body);
      const existing = await repository.findByIdempotencyKey(userId, key);
      if (existing) {
        if (existing.requestHash !== hash)
          throw AppError.single("conflict", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_REUSED);
        return toOrderDetail(existing);
      }

      const quote = await catalog.quoteForBooking(body);
      const first = quote.parts[0];
      if (!first) throw AppError.single("conflict", "proposalId", UserMessageKey.FLIGHT_NOT_FOUND);
      const departureTime = first.proposal.flightGroups[0]?.flightLegs[0]?.departureTime ?? "";
      const travelDate = calendarDateIn(departureTime) ?? departureTime.slice(0, 10);
      const isDomestic = quote.flightScope === FlightScope.DomesticFlight;
      const passengers = validatePassengers(body.passengers, quote.passengers, travelDate, isDomestic);

      const expected =
        body.acceptedTotalPrice !== undefined ? toCents(body.acceptedTotalPrice) : quote.quotedCents;
      if (expected !== quote.currentCents) {
        throw new AppError(
          "conflict",
          [{ key: "totalPrice", messages: [UserMessageKey.PRICE_CHANGED] }],
          `price changed ${expected} -> ${quote.currentCents}`,
          { oldTotalPrice: fromCents(expected), newTotalPrice: fromCents(quote.currentCents) },
        );
      }

      const proposals: Proposals = {
        proposal: first.proposal,
        returningProposal: quote.parts[1]?.proposal ?? null,
      };
      const offers: Offers = quote.parts.map((p) => ({ provider: p.provider, offer: p.offer }));
      const inserted = await repository.insert({
        trackingNumber: trackingNumber(),
        userId,
        type: isDomestic ? ServiceType.DomesticFlight : ServiceType.InternationalFlight,
        status: transition(OrderStatus.Created, OrderEvent.Submit),
        totalCents: quote.currentCents,
        payableCents: quote.currentCents,
        refundStatus: RefundStatus.None,
        productChannel: body.productChannel,
        locale,
        contact: body.contact,
        passengers,
        passengerCounts: quote.passengers,
        proposals,
        supplierOffers: offers,
        departureAt: new Date(departureTime),
        idempotencyKey: key,
        requestHash: hash,
      });
      // A concurrent submit with the same key won the insert: answer with its order.
      const row = inserted ?? (await repository.findByIdempotencyKey(userId, key));
      if (!row) throw new Error("order missing after idempotent insert");
      if (row.requestHash !== hash)
        throw AppError.single("conflict", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_REUSED);
      return toOrderDetail(row);
    },

    /**
     * Holds the order's seats. The order row is locked for the whole call, so a second reserve of
     * the same order waits and then answers the same Approved order. Charter seats are taken in
     * this same transaction (a savepoint), so the order is Approved exactly when its seats are.
     */
    async reserve(userId: string, orderId: string): Promise<OrderDetail> {
      const outcome = await repository.transaction(async (q, tx) => {
        const row = await lockOwned(q, userId, orderId);
        if (HOLDING.includes(row.status as never) && row.holdExpiresAt && row.holdExpiresAt <= now()) {
          await expireOne(q, tx, row);
          return { kind: "expired" as const };
        }
        if (row.status !== OrderStatus.Submitted) {
          if (row.holds) return { kind: "ok" as const, row };
          throw statusConflict(row.status);
        }
        const expiresAt = new Date(now().getTime() + deps.holdMinutes * 60_000);
        const held: Holds = [];
        try {
          for (const part of row.supplierOffers as Offers) {
            const hold = await catalog.hold(
              part.provider,
              part.offer,
              row.passengerCounts as PassengerCounts,
              {
                db: tx,
                expiresAt,
              },
            );
            held.push({ provider: part.provider, holdId: hold.holdId });
          }
        } catch (error) {
          for (const hold of held) await catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
          if (error instanceof SupplierError && (error.kind === "sold_out" || error.kind === "not_found")) {
            await q.update(row.id, { status: transition(OrderStatus.Submitted, OrderEvent.ReserveFailed) });
            return { kind: "sold_out" as const };
          }
          if (error instanceof SupplierError)
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          throw error;
        }
        const updated = await q.update(row.id, {
          status: transition(OrderStatus.Submitted, OrderEvent.ReserveSucceeded),
          holds: held,
          holdExpiresAt: expiresAt,
        });
        return { kind: "ok" as const, row: updated };
      });
      if (outcome.kind === "sold_out")
        throw AppError.single("conflict", "orderId", FlightMessageKey.FLIGHT_SOLD_OUT);
      if (outcome.kind === "expired")
        throw AppError.single("conflict", "orderId", OrderMessageKey.ORDER_HOLD_EXPIRED);
      return toOrderDetail(outcome.row);
    },

    async list(userId: string, filter: { status?: OrderStatus | undefined; page: number; pageSize: number }) {
      await service.expireHolds(userId);
      const { rows, totalCount } = await repository.listByUser(userId, filter);
      return { items: rows.map(toOrderSummary), page: filter.page, pageSize: filter.pageSize, totalCount };
    },

    async detail(userId: string, orderId: string): Promise<OrderDetail> {
      await owned(userId, orderId);
      await service.expireHolds(userId);
      return toOrderDetail(await owned(userId, orderId));
    },

    /**
     * Applies a voucher to an unpaid order. The order row and then the voucher row are locked, so
     * the limits hold however many customers apply the same code at once.
     */
    async applyVoucher(userId: string, orderId: string, rawCode: string): Promise<OrderDetail> {
      const code = rawCode.trim().toUpperCase();
      const row = await repository.transaction(async (q) => {
        const order = await lockOwned(q, userId, orderId);
        if (!UNPAID.includes(order.status)) throw statusConflict(order.status);
        if (order.voucherId) {
          if (order.voucherCode === code) return order;
          throw AppError.single("conflict", "code", OrderMessageKey.VOUCHER_ALREADY_APPLIED);
        }
        const voucher = await q.lockVoucherByCode(code);
        const fail = (status: "validation" | "conflict", message: string) =>
          AppError.single(status, "code", message);
        if (!voucher?.isActive) throw fail("validation", OrderMessageKey.VOUCHER_NOT_FOUND);
        if (voucher.expiresAt && voucher.expiresAt <= now())
          throw fail("validation", OrderMessageKey.VOUCHER_EXPIRED);
        if (order.totalCents < voucher.minimumOrderCents)
          throw fail("validation", OrderMessageKey.VOUCHER_MINIMUM_NOT_MET);
        if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit)
          throw fail("conflict", OrderMessageKey.VOUCHER_USAGE_LIMIT_REACHED);
        if (
          voucher.perCustomerLimit !== null &&
          (await q.countCustomerRedemptions(voucher.id, userId)) >= voucher.perCustomerLimit
        )
          throw fail("conflict", OrderMessageKey.VOUCHER_CUSTOMER_LIMIT_REACHED);
        const discount = voucherDiscountCents(
          voucher.kind === "percent"
            ? { kind: "percent", percent: voucher.percent ?? 0, maxDiscountCents: voucher.maxDiscountCents }
            : { kind: "fixed", amountCents: voucher.amountCents ?? 0 },
          order.totalCents,
        );
        await q.insertRedemption({
          voucherId: voucher.id,
          orderId: order.id,
          userId,
          discountCents: discount,
        });
        return q.update(order.id, {
          voucherId: voucher.id,
          voucherCode: voucher.code,
          discountCents: discount,
          payableCents: order.totalCents - discount,
        });
      });
      return toOrderDetail(row);
    },

    /** Removes the order's voucher; an order without one is answered as it is (a retry does no harm). */
    async removeVoucher(userId: string, orderId: string): Promise<OrderDetail> {
      const row = await repository.transaction(async (q) => {
        const order = await lockOwned(q, userId, orderId);
        if (!order.voucherId) return order;
        if (!UNPAID.includes(order.status)) throw statusConflict(order.status);
        await q.releaseRedemption(order.id);
        return q.update(order.id, {
          voucherId: null,
          voucherCode: null,
          discountCents: 0,
          payableCents: order.totalCents,
        });
      });
      return toOrderDetail(row);
    },
  };
  return service;
}

/**
 * Each passenger validated with the form its route and nationality call for (age category judged on
 * the travel date), then the categories counted against the search.
 */
function validatePassengers(
  input: Record<string, unknown>[],
  counts: PassengerCounts,
  travelDate: string,
  isDomestic: boolean,
) {
  const errors: EnvelopeError[] = [];
  const out: Record<string, unknown>[] = [];
  input.forEach((raw, index) => {
    const fields = flightPassengerRequiredFields(flightPassengerForm(isDomestic, raw.nationalityCountry));
    const result = passengerSchemaRequiring(fields, { travelDate }).safeParse(raw);
    if (!result.success) {
      const byField = new Map<string, string[]>();
      for (const issue of result.error.issues) {
        const key = `passengers[${index}].${issue.path.map(String).join(".")}`;
        const list = byField.get(key) ?? [];
        if (!list.includes(issue.message)) list.push(issue.message);
        byField.set(key, list);
      }
      for (const [key, messages] of byField) errors.push({ key, messages });
      return;
    }
    const p = result.data;
    out.push({
      firstName: p.firstName ?? "",
      lastName: p.lastName ?? "",
      firstNameFarsi: p.firstNameFarsi ?? null,
      lastNameFarsi: p.lastNameFarsi ?? null,
      genderTitle: p.genderTitle ?? "",
      birthDate: p.birthDate ?? "",
      nationalCode: p.nationalCode ?? null,
      nationalityCountry: p.nationalityCountry ?? null,
      passportIssuingCountry: p.passportIssuingCountry ?? null,
      passportType: p.passportType ?? null,
      passportNumber: p.passportNumber ?? null,
      passportExpirationDate: p.passportExpirationDate ?? null,
      type: p.type ?? AgeCategory.Unknown,
    });
  });
  if (errors.length > 0) throw new AppError("validation", errors);
  const got = { adults: 0, children: 0, infants: 0 };
  for (const p of out) {
    if (p.type === AgeCategory.Adult) got.adults++;
    else if (p.type === AgeCategory.Child) got.children++;
    else if (p.type === AgeCategory.Infant) got.infants++;
  }
  if (got.adults !== counts.adults || got.children !== counts.children || got.infants !== counts.infants)
    throw AppError.single("validation", "passengers", OrderMessageKey.PASSENGER_COUNT_MISMATCH);
  return out;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
