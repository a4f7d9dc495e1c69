/**
 * What a hotel voucher shows, computed once from a confirmed hotel order and formatted for one
 * language (the PDF renderer only lays the strings out): the property, the stay with the
 * property's own check-in and check-out times, each room with its lead guest, the cancellation
 * policy in plain words (deadlines in Baghdad time, as the web shows them), what is paid at the
 * hotel, and the order's references and payment.
 */
import {
  amountDueAtHotel,
  BAGHDAD_TIME_ZONE,
  formatDate,
  type HotelOrder,
  hotelReferenceForGuests,
  type OrderDetail,
  penaltyAt,
} from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { localToUtc } from "@safar/domain/time-zones";
import { fillLabel, type TicketLocale } from "./ticket-labels";
import type { TicketIssuance, VoucherView } from "./ticket-view-shapes";
import { dayAndDate, localized, moneyIn, numberIn, timeOf } from "./ticket-view-text";
import { type VoucherLabels, voucherLabels } from "./voucher-labels";

/** The voucher's own page, where its QR code leads (the customer signs in to see it). */
export function voucherUrl(siteUrl: string, orderId: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}/profile/my-travels/order-details/HotelOrderDetails?orderId=${encodeURIComponent(orderId)}`;
}

/** A calendar day at the property and its wall-clock time there, in the document's language. */
function dayAt(day: string, hhmm: string | null, timeZone: string, locale: TicketLocale) {
  const [h, m] = (hhmm ?? "12:00").split(":").map(Number);
  const instant = localToUtc(day, (h ?? 12) * 60 + (m ?? 0), timeZone).toISOString();
  return {
    date: dayAndDate(instant, locale, timeZone),
    time: hhmm ? timeOf(instant, locale, timeZone) : null,
  };
}

/** An instant as the customer's deadline: date and time in Baghdad. */
function deadline(iso: string, locale: TicketLocale): string {
  const date = formatDate(iso, locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: BAGHDAD_TIME_ZONE,
  });
  return `${date}${locale === "en" ? "," : "،"} ${timeOf(iso, locale, BAGHDAD_TIME_ZONE)}`;
}

/** The rate's cancellation policy as sentences: free until…, then each penalty from its instant. */
export function cancellationLines(stay: HotelOrder, locale: TicketLocale, labels: VoucherLabels): string[] {
  const { rate } = stay;
  if (!rate.refundable) return [labels.nonRefundable];
  const lines: string[] = [];
  if (rate.freeCancellationUntil)
    lines.push(fillLabel(labels.freeUntil, { when: deadline(rate.freeCancellationUntil, locale) }));
  for (const step of [...rate.penalties].sort((a, b) => Date.parse(a.from) - Date.parse(b.from))) {
    // The amount in force from this step on (a later step never lowers it: penaltyAt's rule).
    const amount = penaltyAt(rate.penalties, new Date(step.from));
    lines.push(
      fillLabel(labels.penaltyFrom, { when: deadline(step.from, locale), amount: moneyIn(locale, amount) }),
    );
  }
  return lines;
}

/** The hotel voucher of a confirmed hotel order in one language. */
export function toVoucherView(
  detail: OrderDetail,
  issuance: TicketIssuance,
  locale: TicketLocale,
  options: { siteUrl?: string | undefined } = {},
): VoucherView {
  const stay = detail.hotelOrder;
  if (!stay) throw new RangeError(`order ${detail.orderId} is not a hotel order`);
  const labels = voucherLabels(locale);
  const { hotel } = stay;
  const adults = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = stay.rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  const separator = locale === "en" ? " · " : " · ";
  const stayLine = [
    `${labels.nights}: ${numberIn(locale, stay.nights)}`,
    `${labels.rooms}: ${numberIn(locale, stay.rooms.length)}`,
    `${labels.adults}: ${numberIn(locale, adults)}`,
    ...(children > 0 ? [`${labels.children}: ${numberIn(locale, children)}`] : []),
  ].join(separator);
  const url = options.siteUrl ? voucherUrl(options.siteUrl, detail.orderId) : null;
  const discount = detail.discountAmount > 0 ? moneyIn(locale, detail.discountAmount) : null;
  const area = localized(hotel.area, locale);
  const city = localized(hotel.cityName, locale);
  return {
    locale,
    dir: locale === "en" ? "ltr" : "rtl",
    brandName: siteConfig.brandName[locale],
    operatorName: siteConfig.operator[locale],
    orderId: detail.orderId,
    orderNumber: detail.orderNumber,
    trackingNumber: detail.trackingNumber,
    bookingReference: hotelReferenceForGuests(issuance.bookingReference),
    issuedAt: deadline(issuance.issuedAt.toISOString(), locale),
    hotelName: localized(hotel.name, locale),
    stars: hotel.stars,
    place: area && area !== city ? `${city}${locale === "en" ? ", " : "، "}${area}` : city,
    address: localized(hotel.address, locale),
    checkIn: dayAt(stay.checkIn, hotel.checkInTime, hotel.timeZone, locale),
    checkOut: dayAt(stay.checkOut, hotel.checkOutTime, hotel.timeZone, locale),
    stayLine,
    rooms: stay.rooms.map((room, index) => {
      const guest = stay.guests[index];
      const ages = room.childAges.map((age) => numberIn(locale, age)).join(locale === "en" ? ", " : "، ");
      const occupancy = [
        `${labels.adults}: ${numberIn(locale, room.adults)}`,
        ...(room.childAges.length > 0
          ? [
              `${labels.children}: ${numberIn(locale, room.childAges.length)} (${fillLabel(labels.childAges, { ages })})`,
            ]
          : []),
      ].join(separator);
      return {
        room: numberIn(locale, index + 1),
        roomName: localized(stay.rate.roomName, locale),
        board: labels.boards[stay.rate.board],
        guest: guest ? `${guest.firstName} ${guest.lastName}`.toUpperCase() : "",
        occupancy,
      };
    }),
    cancellation: cancellationLines(stay, locale, labels),
    // A rate paid at the hotel: the whole stay is paid there (decision 022), with its city tax.
    payAtHotel: stay.rate.payAtHotel,
    dueAtHotel: amountDueAtHotel(stay.rate) > 0 ? moneyIn(locale, amountDueAtHotel(stay.rate)) : null,
    specialRequests: stay.specialRequests,
    importantInfo: localized(hotel.importantInfo, locale) || null,
    payment: {
      lines: [],
      total: moneyIn(locale, detail.totalAmount),
      discount,
      voucherCode: discount ? detail.discountVoucherCode : null,
      paid: moneyIn(locale, detail.payableAmount),
    },
    contact: { phone: detail.contact.phoneNumber, email: detail.contact.email },
    support: {
      phone: siteConfig.supportShortNumber,
      whatsapp: siteConfig.whatsappNumber,
      email: siteConfig.email,
    },
    timesNote: labels.timesNote,
    notes: labels.notes,
    qr: {
      payload:
        url ?? `HOTEL:${issuance.bookingReference};ORDER:${detail.orderId};TRACKING:${detail.trackingNumber}`,
      url,
    },
  };
}
