/**
 * A rate's terms in plain words (the hotel page, the booking dialog, the WhatsApp message): the
 * cancellation deadline and the penalty timeline as days and times in Baghdad time (Intl in the
 * customer's language and calendar, Jalali in Persian), the amenities the web can name, and the
 * message a customer sends the agency to book a room with its support.
 */

import { BAGHDAD_TIME_ZONE, formatDate } from "@safar/domain/dates";
import { HOTEL_AMENITIES } from "@safar/domain/hotel-amenities";
import type { HotelPenalty, HotelRate } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";

export type Moment = { date: string; time: string };

type T = (key: string, vars?: Record<string, unknown>) => string;

/** An instant's day and time in Baghdad, e.g. { date: "Tuesday 9 December", time: "18:00" }. */
export function baghdadMoment(iso: string, locale: Locale): Moment {
  return {
    date: formatDate(iso, locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: BAGHDAD_TIME_ZONE,
    }),
    time: formatDate(iso, locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: BAGHDAD_TIME_ZONE,
    }),
  };
}

/**
 * The steps of cancelling, in order: free until the deadline (a refundable rate), then each penalty
 * from its instant (`from: null`: already due now). Steps charging nothing are left out; a step that
 * charges no more than the one before it is too.
 */
export type PenaltyStep =
  | { kind: "free"; until: Moment }
  | { kind: "charge"; from: Moment | null; amount: number };

export function penaltySteps(
  rate: Pick<HotelRate, "refundable" | "freeCancellationUntil" | "penalties">,
  locale: Locale,
  now: number = Date.now(),
): PenaltyStep[] {
  const steps: PenaltyStep[] = [];
  if (rate.refundable && rate.freeCancellationUntil)
    steps.push({ kind: "free", until: baghdadMoment(rate.freeCancellationUntil, locale) });
  const sorted: HotelPenalty[] = [...rate.penalties].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  let charged = 0;
  for (const penalty of sorted) {
    if (penalty.amount <= charged) continue;
    charged = penalty.amount;
    const started = Date.parse(penalty.from) <= now;
    const step: PenaltyStep = {
      kind: "charge",
      from: started ? null : baghdadMoment(penalty.from, locale),
      amount: penalty.amount,
    };
    // Two steps already due: the later (dearer) one is what cancelling costs now.
    const last = steps.at(-1);
    if (started && last?.kind === "charge" && last.from === null) steps[steps.length - 1] = step;
    else steps.push(step);
  }
  return steps;
}

/** The free-cancellation sentence ("… until Tuesday 9 December 18:00, Baghdad time") or "non-refundable". */
export function cancellationSentence(
  rate: Pick<HotelRate, "refundable" | "freeCancellationUntil" | "penalties">,
  locale: Locale,
  t: T,
): string {
  return rate.refundable && rate.freeCancellationUntil
    ? t("hotels.rate.freeUntil", baghdadMoment(rate.freeCancellationUntil, locale))
    : t("hotels.rate.nonRefundable");
}

/** The amenities the web names (hotels.amenity.*: the domain's list); any other code is not shown. */
export function namedAmenities(codes: readonly string[]): string[] {
  const known = new Set<string>(HOTEL_AMENITIES);
  return [...new Set(codes)].filter((code) => known.has(code));
}

/** What the customer tells the agency (already in their language, amounts formatted). */
export type BookingRequest = {
  hotel: string;
  city: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  room: string;
  board: string;
  guests: string;
  cancellation: string;
  total: string;
};

/** The message a customer sends on WhatsApp to book the room with the agency's support. */
export function bookingMessage(t: T, request: BookingRequest): string {
  return [
    t("hotels.book.message.intro"),
    t("hotels.book.message.hotel", { hotel: request.hotel, city: request.city }),
    t("hotels.book.message.dates", {
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      nights: request.nights,
    }),
    t("hotels.book.message.room", { room: request.room, board: request.board }),
    t("hotels.book.message.guests", { guests: request.guests }),
    t("hotels.book.message.cancellation", { cancellation: request.cancellation }),
    t("hotels.book.message.total", { total: request.total }),
  ].join("\n");
}
