/**
 * Pure rules of the confirm, redirect and result pages: price details per passenger type, the seat
 * hold countdown, where a payment may send the browser, the gateway preselected, what a refused
 * payment shows, which view the result page shows, and the results URL to search again from.
 */

import type {
  FlightProposal,
  OrderDetail,
  PaymentGateway,
  PaymentStatus,
  ProductTypeInfo,
  VerifyFlightOrder,
  VerifyIssueFlightTicket,
} from "@safar/domain";
import { calendarDateIn } from "@safar/domain/dates";
import {
  AgeCategory,
  CabinClass,
  FlightScope,
  OrderStatus,
  ServiceType,
  TicketIssueState,
  TripType,
} from "@safar/domain/enum-values";
import { numberFormat } from "@safar/domain/intl";
import { fromCents, toCents } from "@safar/domain/money";
import { safeRedirect } from "@safar/domain/redirect";
import {
  BookingMessageKey,
  OrderMessageKey,
  PaymentMessageKey,
  UserMessageKey,
} from "@safar/domain/user-messages";
import { VISA_COUNTRY_SLUGS, type VisaCountryCode } from "@safar/domain/visa-rules";
import { type FlightQuery, resultsUrl } from "../../lib/flight-search-params";
import { hotelResultsUrl } from "../../lib/hotel-search-params";

// ─── Price details ──────────────────────────────────────────────────────────────────────────────

export type PriceRow = {
  paxType: typeof AgeCategory.Adult | typeof AgeCategory.Child | typeof AgeCategory.Infant;
  count: number;
  /** One passenger of this type over every flight of the order (outbound plus return). */
  unitPrice: number;
  totalPrice: number;
};

const PAX_ORDER = [AgeCategory.Adult, AgeCategory.Child, AgeCategory.Infant] as const;

/** The fares per passenger type of the order's flights, summed in integer cents; empty types left out. */
export function priceRows(proposals: readonly (FlightProposal | null | undefined)[]): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const paxType of PAX_ORDER) {
    let count = 0;
    let unitCents = 0;
    let totalCents = 0;
    for (const proposal of proposals) {
      const price = proposal?.prices.find((p) => p.paxType === paxType);
      if (!price || price.count === 0) continue;
      count = Math.max(count, price.count);
      unitCents += toCents(price.unitPrice);
      totalCents += toCents(price.totalPrice);
    }
    if (count > 0) {
      rows.push({ paxType, count, unitPrice: fromCents(unitCents), totalPrice: fromCents(totalCents) });
    }
  }
  return rows;
}

// ─── Seat hold ──────────────────────────────────────────────────────────────────────────────────

/** Whole seconds left on the hold (0 once it ran out), or null when the order holds no seats. */
export function holdSecondsLeft(holdExpiresAt: string | null, now: number): number | null {
  if (!holdExpiresAt) return null;
  const end = Date.parse(holdExpiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** `m:ss` (or `h:mm:ss`) in the locale's digits. */
export function formatCountdown(seconds: number, intlLocale: string): string {
  const digits = numberFormat(intlLocale, { minimumIntegerDigits: 2, useGrouping: false });
  const plain = numberFormat(intlLocale, { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0
    ? `${plain.format(h)}:${digits.format(m)}:${digits.format(s)}`
    : `${plain.format(m)}:${digits.format(s)}`;
}

/** Statuses in which the customer may (still) pay the order. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = [OrderStatus.Approved, OrderStatus.PaymentFailed];

/** Statuses a hotel order names in its own words (its confirmation is the hotel's, not a ticket). */
const HOTEL_WORDED_STATUSES: readonly OrderStatus[] = [OrderStatus.FinalizationPending];

/** The translation key of an order's status: a hotel order's own words where a flight's say "ticket". */
export function bookingStatusKey(status: OrderStatus, isHotel: boolean): string {
  return isHotel && HOTEL_WORDED_STATUSES.includes(status)
    ? `booking.hotelStatus.${status}`
    : `booking.status.${status}`;
}

/** Whether the order can be paid now: a payable status and a hold that has not run out. */
export function canPay(order: Pick<OrderDetail, "status" | "holdExpiresAt">, now: number): boolean {
  const left = holdSecondsLeft(order.holdExpiresAt, now);
  return PAYABLE_STATUSES.includes(order.status) && left !== null && left > 0;
}

// ─── Gateways and redirects ─────────────────────────────────────────────────────────────────────

/** Spec §4: the first active gateway becomes the active one; none active: nothing is set. */
export function firstActiveGateway(items: readonly PaymentGateway[]): PaymentGateway | null {
  return items.find((g) => g.isActive) ?? null;
}

/**
 * Where Pay/Create may send the browser: a same-site path (through the domain's `safeRedirect`),
 * or an absolute https URL of a gateway's own page. Anything else (javascript:, http:, //host,
 * backslashes, ...) is refused: null.
 */
export function paymentRedirectTarget(redirectUrl: string): string | null {
  if (redirectUrl.startsWith("/")) {
    const safe = safeRedirect(redirectUrl, "");
    return safe === "" ? null : safe;
  }
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return null;
  return url.href;
}

/**
 * What a refused payment start shows, from the error's message keys: a wallet that cannot pay (the
 * toggle goes off), an order whose hold ran out or whose status moved (the order is read again), no
 * gateway to pay through (each an inline error with the first key), or anything else (a toast).
 */
export type PayFailure =
  | { kind: "walletShort"; message: string }
  | { kind: "orderChanged"; message: string }
  | { kind: "noGateway"; message: string }
  | { kind: "toast" };

export function payFailureOf(keys: readonly string[]): PayFailure {
  const first = keys[0] ?? UserMessageKey.GENERIC_ERROR;
  if (keys.includes(UserMessageKey.NOT_ENOUGH_WALLET_BALANCE)) {
    return { kind: "walletShort", message: UserMessageKey.NOT_ENOUGH_WALLET_BALANCE };
  }
  if (
    keys.includes(OrderMessageKey.ORDER_HOLD_EXPIRED) ||
    keys.includes(BookingMessageKey.ORDER_STATUS_CONFLICT)
  ) {
    return { kind: "orderChanged", message: first };
  }
  if (
    keys.includes(UserMessageKey.NO_ACTIVE_PAYMENT_GATEWAY) ||
    keys.includes(PaymentMessageKey.PAYMENT_GATEWAY_NOT_AVAILABLE)
  ) {
    return { kind: "noGateway", message: first };
  }
  return { kind: "toast" };
}

// ─── Result page ────────────────────────────────────────────────────────────────────────────────

export type ResultView =
  /** The payment is still with the gateway (or not asked yet). */
  | { kind: "paymentPending" }
  /** No payment made (or none that succeeded): back to /confirm. */
  | { kind: "notPaid"; canRetry: boolean }
  | { kind: "paymentFailed"; canRetry: boolean; message: string }
  /** Paid; the ticket is being issued (retries wait for `nextAttemptAt`). */
  | { kind: "issuing"; attempts: number; nextAttemptAt: string | null }
  | { kind: "issued"; issue: VerifyIssueFlightTicket }
  | { kind: "issueFailed"; message: string; refundedToWallet: number | null };

/**
 * What /payment/{orderId} shows, from VerifyFlightOrder, the issue state (null until asked) and
 * whether the order's hold still lets the customer pay again.
 */
export function resultView(
  verify: Pick<VerifyFlightOrder, "isPaid" | "paymentStatus" | "orderStatus" | "message">,
  issue: VerifyIssueFlightTicket | null,
  holdAlive: boolean,
): ResultView {
  if (issue && issue.state === TicketIssueState.Issued) return { kind: "issued", issue };
  if (issue && issue.state === TicketIssueState.Failed) {
    return {
      kind: "issueFailed",
      message: issue.message ?? "TICKET_ISSUE_FAILED",
      refundedToWallet: issue.refundedToWallet,
    };
  }
  if (verify.isPaid) {
    return issue && issue.state === TicketIssueState.Pending
      ? { kind: "issuing", attempts: issue.attempts, nextAttemptAt: issue.nextAttemptAt }
      : { kind: "issuing", attempts: 0, nextAttemptAt: null };
  }
  const status: PaymentStatus | null = verify.paymentStatus;
  if (status === "pending") return { kind: "paymentPending" };
  const canRetry = holdAlive && PAYABLE_STATUSES.includes(verify.orderStatus);
  if (status === "failed" || verify.orderStatus === OrderStatus.PaymentFailed) {
    return { kind: "paymentFailed", canRetry, message: verify.message ?? "PAYMENT_FAILED" };
  }
  return { kind: "notPaid", canRetry };
}

/** How long the result page waits before asking again, by what it shows (ms). */
export function pollDelayMs(view: ResultView, now: number): number | null {
  if (view.kind === "paymentPending") return 2000;
  if (view.kind !== "issuing") return null;
  if (view.nextAttemptAt) {
    const wait = Date.parse(view.nextAttemptAt) - now;
    // Ask again shortly after the next attempt, never sooner than 2 s nor later than 30 s.
    if (!Number.isNaN(wait)) return Math.min(30_000, Math.max(2000, wait + 1000));
  }
  return 2500;
}

// ─── Search again ───────────────────────────────────────────────────────────────────────────────

/** The results URL of the search a chosen flight came from (GetProductTypeByAvailableRequest). */
export function resultsUrlOfSearch(info: ProductTypeInfo): string {
  const search = info.availableRequest;
  const query: FlightQuery = {
    scope: search.flightScope,
    tripType: search.tripType,
    origin: search.origin ?? "",
    destination: search.destination ?? "",
    dates: search.departureDates,
    routes: search.routes,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabinClass: search.cabinClass,
  };
  return resultsUrl(query);
}

/**
 * A results URL for the same trip as an order, to search again: its flights, passengers and cabin,
 * or its hotel's city, dates and rooms; a visa's country page to apply again; a tour's page.
 */
export function resultsUrlOfOrder(order: OrderDetail): string {
  if (order.visaOrder) {
    const slug = VISA_COUNTRY_SLUGS[order.visaOrder.countryCode as VisaCountryCode];
    return slug ? `/${slug}` : "/visa-home";
  }
  if (order.tourOrder) return `/tour/${order.tourOrder.tourId}`;
  if (order.hotelOrder) {
    const { hotel, checkIn, checkOut, rooms } = order.hotelOrder;
    return hotelResultsUrl({ cityCode: hotel.cityCode, checkIn, checkOut, rooms });
  }
  if (!order.flightOrder) return "/";
  const outbound = order.flightOrder.proposal;
  const back = order.flightOrder.returningProposal;
  const groups = outbound.flightGroups;
  const first = groups[0];
  const last = groups[groups.length - 1];
  const day = (iso: string) => calendarDateIn(iso) ?? iso.slice(0, 10);
  const count = (type: number) => outbound.prices.find((p) => p.paxType === type)?.count ?? 0;
  const multi = groups.length > 1;
  const query: FlightQuery = {
    scope:
      order.type === ServiceType.DomesticFlight
        ? FlightScope.DomesticFlight
        : FlightScope.InternationalFlight,
    tripType: multi ? TripType.MultiDestination : back ? TripType.RoundTrip : TripType.OneWay,
    origin: first?.origin ?? "",
    destination: multi ? (last?.destination ?? "") : (first?.destination ?? ""),
    dates: multi
      ? []
      : [day(first?.departureTime ?? ""), ...(back ? [day(back.flightGroups[0]?.departureTime ?? "")] : [])],
    routes: multi
      ? groups.map((g) => ({
          origin: g.origin,
          destination: g.destination,
          departureDate: day(g.departureTime),
        }))
      : [],
    adults: Math.max(1, count(AgeCategory.Adult)),
    children: count(AgeCategory.Child),
    infants: count(AgeCategory.Infant),
    cabinClass: first?.cabinClass ?? CabinClass.Economy,
  };
  return resultsUrl(query);
}
