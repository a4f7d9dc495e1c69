/**
 * Creating an order once per idempotency key, for every product (`createOrderOnce`), and submitting
 * a flight order with it: the idempotency key checked (the same key with another request is a
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
  SpecMessageKey,
  type submitFlightOrderRequestSchema,
  toCents,
  transition,
} from "@safar/domain";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { z } from "zod";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { type FlightItem, toOrderDetail } from "./order-rows";
import type { NewOrderRow, OrdersRepository } from "./orders.repository";
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

/** The hash of a submit request without its key and accepted price: what makes two submits the same. */
function requestHash(body: { idempotencyKey?: string | undefined; acceptedTotalPrice?: number | undefined }) {
  const { idempotencyKey: _k, acceptedTotalPrice: _a, ...rest } = body;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/** A new order's row as a product's submit prices it (the rest is the same for every product). */
export type PricedOrder = Pick<
  NewOrderRow,
  "type" | "totalCents" | "productChannel" | "contact" | "item" | "startsAt"
> &
  Partial<Pick<NewOrderRow, "reseller" | "resellerRef">>;

/** The reseller marketplace a customer came through (its cookie), kept on the order. */
export type OrderSource = { reseller: string; resellerRef: string };

/**
 * Creates an order once per idempotency key (`Idempotency-Key` header or the body's field): the
 * same key with the same request answers the first order, with another request is a conflict.
 * `price` runs only for a new key: it validates and prices the product (throwing its 400 or 409).
 */
export async function createOrderOnce(
  repository: OrdersRepository,
  input: {
    userId: string;
    body: { idempotencyKey?: string | undefined; acceptedTotalPrice?: number | undefined };
    headerKey: string | undefined;
    locale: Locale;
    price: () => Promise<PricedOrder>;
  },
): Promise<OrderDetail> {
  const { userId, body } = input;
  const key = (input.headerKey ?? body.idempotencyKey ?? "").trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw AppError.single("validation", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_IS_INVALID);
  const hash = requestHash(body);
  const existing = await repository.findByIdempotencyKey(userId, key);
  if (existing) {
    if (existing.requestHash !== hash)
      throw AppError.single("conflict", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_REUSED);
    return toOrderDetail(existing);
  }
  const priced = await input.price();
  const inserted = await repository.insert({
    ...priced,
    trackingNumber: trackingNumber(),
    userId,
    status: transition(OrderStatus.Created, OrderEvent.Submit),
    payableCents: priced.totalCents,
    refundStatus: RefundStatus.None,
    locale: input.locale,
    idempotencyKey: key,
    requestHash: hash,
  });
  // A concurrent submit with the same key won the insert: answer with its order.
  const row = inserted ?? (await repository.findByIdempotencyKey(userId, key));
  if (!row) throw new Error("order missing after idempotent insert");
  if (row.requestHash !== hash)
    throw AppError.single("conflict", "idempotencyKey", OrderMessageKey.IDEMPOTENCY_KEY_REUSED);
  return toOrderDetail(row);
}

/** 409 PRICE_CHANGED with both totals when the price now is not the one the customer accepted. */
export function checkAcceptedPrice(expectedCents: number, currentCents: number): void {
  if (expectedCents === currentCents) return;
  throw new AppError(
    "conflict",
    [{ key: "totalPrice", messages: [UserMessageKey.PRICE_CHANGED] }],
    `price changed ${expectedCents} -> ${currentCents}`,
    { oldTotalPrice: fromCents(expectedCents), newTotalPrice: fromCents(currentCents) },
  );
}

export function createSubmitOrder(deps: SubmitOrderDeps) {
  const { repository, catalog } = deps;

  return {
    submit(
      userId: string,
      body: SubmitBody,
      headerKey: string | undefined,
      locale: Locale = defaultLocale,
      source: OrderSource | null = null,
    ): Promise<OrderDetail> {
      return createOrderOnce(repository, {
        userId,
        body,
        headerKey,
        locale,
        price: () => priceFlight(body, source),
      });
    },
  };

  async function priceFlight(body: SubmitBody, source: OrderSource | null): Promise<PricedOrder> {
    // Spec §5: the e-mail is required, except after a partner marketplace's redirect.
    if (!source && !body.contact.email)
      throw AppError.single("validation", "contact.email", SpecMessageKey.PL_ENTER_YOUR_EMAIL);
    const quote = await catalog.quoteForBooking(body);
    const first = quote.parts[0];
    if (!first) throw AppError.single("conflict", "proposalId", UserMessageKey.FLIGHT_NOT_FOUND);
    const departureTime = first.proposal.flightGroups[0]?.flightLegs[0]?.departureTime ?? "";
    const travelDate = calendarDateIn(departureTime) ?? departureTime.slice(0, 10);
    const isDomestic = quote.flightScope === FlightScope.DomesticFlight;
    const passengers = validatePassengers(body.passengers, quote.passengers, travelDate, isDomestic);

    const expected =
      body.acceptedTotalPrice !== undefined ? toCents(body.acceptedTotalPrice) : quote.quotedCents;
    checkAcceptedPrice(expected, quote.currentCents);

    const item: FlightItem = {
      kind: "flight",
      proposals: { proposal: first.proposal, returningProposal: quote.parts[1]?.proposal ?? null },
      supplierOffers: quote.parts.map((p) => ({ provider: p.provider, offer: p.offer })),
      passengerCounts: quote.passengers,
      passengers,
    };
    return {
      type: isDomestic ? ServiceType.DomesticFlight : ServiceType.InternationalFlight,
      totalCents: quote.currentCents,
      productChannel: body.productChannel,
      contact: { ...body.contact, email: body.contact.email ?? null },
      item,
      startsAt: new Date(departureTime),
      reseller: source?.reseller ?? null,
      resellerRef: source?.resellerRef ?? null,
    };
  }
}
