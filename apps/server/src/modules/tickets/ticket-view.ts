/**
 * What an e-ticket shows, computed once from the order and its issuance and formatted for one
 * language: the HTML and the PDF renderers only lay these strings out. Dates and times go through
 * the domain's date helpers (Baghdad time zone, Arabic-Indic digits in Arabic, Jalali in Persian),
 * money through its money helpers (decimal USD).
 */
import {
  AgeCategory,
  BAGHDAD_TIME_ZONE,
  CabinClass,
  type FareRule,
  type FlightGroup,
  type FlightLeg,
  type FlightOrderPassenger,
  type FlightProposal,
  formatDate,
  formatMoney,
  fromCents,
  type IssuedTicket,
  intlLocaleFor,
  type LocalizedText,
  type OrderDetail,
  sumCents,
  toCents,
  WeightUnit,
} from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { fillLabel, type TicketLabels, type TicketLocale, ticketLabels } from "./ticket-labels";

export type { TicketLocale } from "./ticket-labels";

/** What the issuance job keeps for an issued order. */
export interface TicketIssuance {
  /** The supplier's booking reference (PNR). */
  bookingReference: string;
  tickets: IssuedTicket[];
  issuedAt: Date;
}

export interface TicketViewOptions {
  /** The site's public base URL (`PUBLIC_URL`): the QR code then holds a link to the ticket. */
  siteUrl?: string | undefined;
  /** The fare rules of the booked fares; the order's proposal snapshot carries none. */
  fareRules?: FareRule[] | undefined;
  /** Only this proposal of the order (one direction of a round trip), as `?proposalId` asks. */
  proposalId?: string | undefined;
  /**
   * The time zone of an airport (IANA name). When given, times print in each airport's local
   * time; otherwise every time prints in Baghdad time, as the rest of the storefront shows them.
   */
  timeZoneOf?: ((iata: string) => string | undefined) | undefined;
}

export interface TicketPassengerView {
  /** The name to show first: the Farsi name in Persian when the passenger has one, else Latin. */
  name: string;
  /** The Latin name as on the passport (upper case), when `name` is not already it. */
  latinName: string | null;
  title: string;
  type: string;
  ticketNumbers: string[];
  /** The passport number or national code, all but its last 4 characters masked. */
  document: string | null;
}

export interface TicketPlaceView {
  code: string;
  name: string;
  date: string;
  time: string;
}

export interface TicketLegView {
  airline: string;
  flightNumber: string;
  aircraft: string;
  departure: TicketPlaceView;
  arrival: TicketPlaceView;
  duration: string;
}

export interface TicketJourneyView {
  proposalId: string;
  title: string;
  /** "Najaf (NJF) - Tehran (IKA)". */
  route: string;
  airline: string;
  cabin: string;
  fareClass: string;
  baggage: string;
  stops: string;
  duration: string;
  legs: TicketLegView[];
}

export interface TicketView {
  locale: TicketLocale;
  dir: "rtl" | "ltr";
  brandName: string;
  operatorName: string;
  orderId: string;
  orderNumber: string;
  trackingNumber: string;
  bookingReference: string;
  issuedAt: string;
  passengers: TicketPassengerView[];
  journeys: TicketJourneyView[];
  /** One line each: refundability, then the cancellation fees. */
  fareRules: string[];
  payment: {
    /** Fare per age category: "Adult × 2" and its amount, when they add up to the total. */
    lines: { label: string; amount: string }[];
    total: string;
    discount: string | null;
    voucherCode: string | null;
    paid: string;
  };
  contact: { phone: string; email: string | null };
  support: { phone: string; whatsapp: string; email: string };
  timesNote: string;
  notes: string[];
  qr: { payload: string; url: string | null };
}

const USD = { currencyCode: "USD" } as const;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: TicketLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleFor(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function numberIn(locale: TicketLocale, value: number): string {
  return numberFormat(locale, { useGrouping: false }).format(value);
}

function moneyIn(locale: TicketLocale, amount: number): string {
  return formatMoney(amount, USD, { locale: intlLocaleFor(locale) });
}

function localized(text: LocalizedText, locale: TicketLocale): string {
  return text[locale] || text.en;
}

function dayAndDate(instant: string, locale: TicketLocale, timeZone: string): string {
  const weekday = formatDate(instant, locale, { weekday: "long", timeZone });
  const date = formatDate(instant, locale, { year: "numeric", month: "long", day: "numeric", timeZone });
  return `${weekday}${locale === "en" ? "," : "،"} ${date}`;
}

function timeOf(instant: string, locale: TicketLocale, timeZone: string): string {
  return formatDate(instant, locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
}

function durationText(minutes: number, locale: TicketLocale, labels: TicketLabels): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${numberIn(locale, h)} ${labels.hours}`);
  if (m > 0 || h === 0) parts.push(`${numberIn(locale, m)} ${labels.minutes}`);
  return parts.join(" ");
}

function cabinText(cabin: FlightGroup["cabinClass"], labels: TicketLabels): string {
  if (cabin === CabinClass.Business) return labels.business;
  if (cabin === CabinClass.First) return labels.first;
  return labels.economy;
}

function typeText(type: number, labels: TicketLabels): string {
  if (type === AgeCategory.Child) return labels.child;
  if (type === AgeCategory.Infant) return labels.infant;
  return labels.adult;
}

function maskDocument(value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  const visible = text.slice(-4);
  return `${"•".repeat(Math.max(0, Math.min(text.length - 4, 6)))}${visible}`;
}

function passengerView(
  passenger: FlightOrderPassenger,
  tickets: string[],
  locale: TicketLocale,
  labels: TicketLabels,
): TicketPassengerView {
  const latin = `${passenger.firstName} ${passenger.lastName}`.trim().toUpperCase();
  const farsi = [passenger.firstNameFarsi, passenger.lastNameFarsi]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  const useFarsi = locale === "fa" && farsi !== "";
  const adult = passenger.type === AgeCategory.Adult;
  return {
    name: useFarsi ? farsi : latin,
    latinName: useFarsi ? latin : null,
    title: adult ? (passenger.genderTitle === "Female" ? labels.mrs : labels.mr) : "",
    type: typeText(passenger.type, labels),
    ticketNumbers: tickets,
    document: maskDocument(passenger.passportNumber ?? passenger.nationalCode),
  };
}

function placeName(name: LocalizedText, code: string, locale: TicketLocale): string {
  const text = localized(name, locale);
  return text && text !== code ? text : code;
}

function legView(
  leg: FlightLeg,
  group: FlightGroup,
  locale: TicketLocale,
  labels: TicketLabels,
  zoneOf: (iata: string) => string,
): TicketLegView {
  const fromZone = zoneOf(leg.origin);
  const toZone = zoneOf(leg.destination);
  const airline =
    leg.airlineCode === group.marketingAirlineCode
      ? localized(group.marketingAirlineName, locale)
      : leg.airlineCode;
  return {
    airline,
    flightNumber: leg.flightNumber,
    aircraft: leg.aircraft,
    departure: {
      code: leg.origin,
      name: placeName(leg.originName, leg.origin, locale),
      date: dayAndDate(leg.departureTime, locale, fromZone),
      time: timeOf(leg.departureTime, locale, fromZone),
    },
    arrival: {
      code: leg.destination,
      name: placeName(leg.destinationName, leg.destination, locale),
      date: dayAndDate(leg.arrivalTime, locale, toZone),
      time: timeOf(leg.arrivalTime, locale, toZone),
    },
    duration: durationText(leg.durationMinutes, locale, labels),
  };
}

function journeyViews(
  proposal: FlightProposal,
  title: (index: number, count: number) => string,
  locale: TicketLocale,
  labels: TicketLabels,
  zoneOf: (iata: string) => string,
): TicketJourneyView[] {
  const count = proposal.flightGroups.length;
  return proposal.flightGroups.map((group, index) => ({
    proposalId: proposal.proposalId,
    title: title(index, count),
    route: `${placeName(group.originName, group.origin, locale)} (${group.origin}) - ${placeName(group.destinationName, group.destination, locale)} (${group.destination})`,
    airline: localized(group.marketingAirlineName, locale),
    cabin: cabinText(group.cabinClass, labels),
    fareClass: group.fareClass,
    baggage:
      group.baggage.amount > 0
        ? `${numberIn(locale, group.baggage.amount)} ${group.baggage.unit === WeightUnit.Kg ? labels.kg : labels.pieces}`
        : "-",
    stops: group.stops === 0 ? labels.direct : numberIn(locale, group.stops),
    duration: durationText(group.durationMinutes, locale, labels),
    legs: group.flightLegs.map((leg) => legView(leg, group, locale, labels, zoneOf)),
  }));
}

function percentIn(locale: TicketLocale, percent: number): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** The rules of one fare, one line each. */
function ruleLines(rule: FareRule, locale: TicketLocale, labels: TicketLabels): string[] {
  const lines = [
    `${rule.refundable ? labels.refundable : labels.nonRefundable} · ${rule.changeable ? labels.changeable : labels.notChangeable}`,
  ];
  // A non-refundable fare has no fees to list: nothing is refunded whenever it is cancelled.
  if (!rule.refundable) return lines;
  const penalties = [...rule.cancellationPenalties].sort(
    (a, b) => b.fromHoursBeforeDeparture - a.fromHoursBeforeDeparture,
  );
  penalties.forEach((penalty, index) => {
    const percent = percentIn(locale, penalty.penaltyPercent);
    if (penalty.fromHoursBeforeDeparture > 0) {
      lines.push(
        fillLabel(labels.penaltyFrom, { hours: numberIn(locale, penalty.fromHoursBeforeDeparture), percent }),
      );
    } else if (index > 0) {
      const previous = penalties[index - 1]?.fromHoursBeforeDeparture ?? 0;
      lines.push(fillLabel(labels.penaltyUntil, { hours: numberIn(locale, previous), percent }));
    } else {
      lines.push(fillLabel(labels.penaltyAny, { percent }));
    }
  });
  lines.push(labels.noRefundAfterDeparture);
  return lines;
}

function fareRuleSummary(
  rules: FareRule[] | undefined,
  journeys: TicketJourneyView[],
  groups: FlightGroup[],
  locale: TicketLocale,
  labels: TicketLabels,
): string[] {
  if (!rules || rules.length === 0) return [labels.rulesNotAvailable];
  // Rules of the groups on this ticket (matched by route and flight number), else all given.
  const matching = rules.filter((rule) =>
    groups.some(
      (g) =>
        g.origin === rule.origin &&
        g.destination === rule.destination &&
        g.flightNumber === rule.flightNumber,
    ),
  );
  const shown = matching.length > 0 ? matching : rules;
  const key = (rule: FareRule) =>
    JSON.stringify([rule.refundable, rule.changeable, rule.cancellationPenalties]);
  const distinct = new Set(shown.map(key));
  if (distinct.size === 1 && shown[0]) return ruleLines(shown[0], locale, labels);
  return shown.flatMap((rule) => {
    const title =
      journeys.find((j) => j.route.includes(`(${rule.origin})`) && j.route.includes(`(${rule.destination})`))
        ?.title ?? `${rule.origin} - ${rule.destination}`;
    return ruleLines(rule, locale, labels).map((line, index) => (index === 0 ? `${title}: ${line}` : line));
  });
}

function paymentLines(
  proposals: FlightProposal[],
  totalAmount: number,
  locale: TicketLocale,
  labels: TicketLabels,
) {
  const byType = new Map<number, { count: number; cents: number }>();
  for (const proposal of proposals) {
    for (const price of proposal.prices) {
      if (price.count <= 0) continue;
      const entry = byType.get(price.paxType) ?? { count: price.count, cents: 0 };
      entry.count = Math.max(entry.count, price.count);
      entry.cents += toCents(price.totalPrice);
      byType.set(price.paxType, entry);
    }
  }
  const entries = [...byType].sort(([a], [b]) => a - b);
  // Shown only when they add up to what was charged (a re-priced order keeps just the total).
  if (sumCents(entries.map(([, e]) => e.cents)) !== toCents(totalAmount)) return [];
  return entries.map(([type, entry]) => ({
    label: `${labels.fare}: ${typeText(type, labels)} × ${numberIn(locale, entry.count)}`,
    amount: moneyIn(locale, fromCents(entry.cents)),
  }));
}

/** The site's link to this ticket, held by the QR code. */
export function ticketUrl(siteUrl: string, orderId: string, bookingReference: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}/api/flight-reservation/Tickets/FlightTicketHtml/${encodeURIComponent(orderId)}?pnr=${encodeURIComponent(bookingReference)}`;
}

/**
 * The e-ticket of an issued order in one language. Throws a RangeError when `options.proposalId`
 * names no proposal of the order (the caller answers 404 before that).
 */
export function toTicketView(
  detail: OrderDetail,
  issuance: TicketIssuance,
  locale: TicketLocale,
  options: TicketViewOptions = {},
): TicketView {
  const labels = ticketLabels(locale);
  const { proposal, returningProposal, flightPassengers } = detail.flightOrder;
  const zoneOf = (iata: string) => options.timeZoneOf?.(iata) ?? BAGHDAD_TIME_ZONE;

  let proposals: { proposal: FlightProposal; returning: boolean }[] = [
    { proposal, returning: false },
    ...(returningProposal ? [{ proposal: returningProposal, returning: true }] : []),
  ];
  if (options.proposalId) {
    proposals = proposals.filter((p) => p.proposal.proposalId === options.proposalId);
    if (proposals.length === 0) throw new RangeError(`no proposal ${options.proposalId} in the order`);
  }

  const journeys = proposals.flatMap(({ proposal: p, returning }) =>
    journeyViews(
      p,
      (index, count) => {
        if (returning) return labels.returning;
        return count > 1 ? `${labels.route} ${numberIn(locale, index + 1)}` : labels.outbound;
      },
      locale,
      labels,
      zoneOf,
    ),
  );

  const ticketsOf = (index: number) =>
    issuance.tickets.filter((t) => t.passengerIndex === index).map((t) => t.ticketNumber);

  const url = options.siteUrl ? ticketUrl(options.siteUrl, detail.orderId, issuance.bookingReference) : null;
  const discount = detail.discountAmount > 0 ? moneyIn(locale, detail.discountAmount) : null;

  return {
    locale,
    dir: locale === "en" ? "ltr" : "rtl",
    brandName: siteConfig.brandName[locale],
    operatorName: siteConfig.operator[locale],
    orderId: detail.orderId,
    orderNumber: detail.orderNumber,
    trackingNumber: detail.trackingNumber,
    bookingReference: issuance.bookingReference,
    issuedAt: `${formatDate(issuance.issuedAt, locale, { year: "numeric", month: "long", day: "numeric" })}${locale === "en" ? "," : "،"} ${timeOf(issuance.issuedAt.toISOString(), locale, BAGHDAD_TIME_ZONE)}`,
    passengers: flightPassengers.map((p, index) => passengerView(p, ticketsOf(index), locale, labels)),
    journeys,
    fareRules: fareRuleSummary(
      options.fareRules,
      journeys,
      proposals.flatMap((p) => p.proposal.flightGroups),
      locale,
      labels,
    ),
    payment: {
      lines: options.proposalId
        ? []
        : paymentLines(
            proposals.map((p) => p.proposal),
            detail.totalAmount,
            locale,
            labels,
          ),
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
    timesNote: options.timeZoneOf ? labels.timesNoteLocal : labels.timesNoteBaghdad,
    notes: labels.notes,
    qr: {
      payload:
        url ?? `PNR:${issuance.bookingReference};ORDER:${detail.orderId};TRACKING:${detail.trackingNumber}`,
      url,
    },
  };
}
