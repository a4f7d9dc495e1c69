/**
 * What an e-ticket shows, computed once from the order and its issuance and formatted for one
 * language: the HTML and the PDF renderers only lay these strings out. Dates and times go through
 * the domain's date helpers (Baghdad time zone, Arabic-Indic digits in Arabic, Jalali in Persian),
 * money through its money helpers (decimal USD); the wording helpers are in ticket-view-text.ts
 * and the view's shape in ticket-view-shapes.ts.
 */
import {
  AgeCategory,
  BAGHDAD_TIME_ZONE,
  type FlightGroup,
  type FlightLeg,
  type FlightOrderPassenger,
  type FlightProposal,
  formatDate,
  type LocalizedText,
  type OrderDetail,
  WeightUnit,
} from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { type TicketLabels, type TicketLocale, ticketLabels } from "./ticket-labels";
import type {
  TicketIssuance,
  TicketJourneyView,
  TicketLegView,
  TicketPassengerView,
  TicketView,
  TicketViewOptions,
} from "./ticket-view-shapes";
import {
  cabinText,
  dayAndDate,
  durationText,
  fareRuleSummary,
  localized,
  moneyIn,
  numberIn,
  paymentLines,
  timeOf,
  typeText,
} from "./ticket-view-text";

export type { TicketLocale } from "./ticket-labels";

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
  if (!detail.flightOrder) throw new RangeError(`order ${detail.orderId} is not a flight`);
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
