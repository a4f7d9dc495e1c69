/**
 * Submitting a flight order: the idempotency key checked (the same key with another request is a
 * conflict, with the same request answers the first order), the chosen proposals re-priced with
 * their suppliers, the passengers validated, the price the customer accepted compared with the
 * price now (PRICE_CHANGED with both), and the order created as Submitted with a tracking number.
 */
import { createHash, randomInt } from "node:crypto";
import {
  calendarDateIn,
  FlightScope,
  fromCents,
  IDEMPOTENCY_KEY_PATTERN,
  type OrderDetail,
  OrderEvent,
  OrderStatus,
  RefundStatus,
  ServiceType,
  type submitFlightOrderRequestSchema,
  toCents,
  transition,
} from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { z } from "zod";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { type Offers, type Proposals, toOrderDetail } from "./order-rows";
import type { OrdersRepository } from "./orders.repository";
import { validatePassengers } from "./validate-passengers";

export type SubmitBody = z.output<typeof submitFlightOrderRequestSchema>;

const TRACKING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export interface SubmitOrderDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "quoteForBooking">;
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

export function createSubmitOrder(deps: SubmitOrderDeps) {
  const { repository, catalog } = deps;

  return {
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
  };
}
