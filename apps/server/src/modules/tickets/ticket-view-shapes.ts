/**
 * The shape of an e-ticket view (what `toTicketView` in ticket-view.ts computes and the HTML and
 * PDF renderers lay out), the issuance it is built from and the options of building it.
 */
import type { FareRule, IssuedTicket } from "@safar/domain";
import type { TicketLocale } from "./ticket-labels";

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

/** What every document of an order shows (the e-ticket, the hotel voucher): who, which order, money. */
export interface DocumentView {
  locale: TicketLocale;
  dir: "rtl" | "ltr";
  brandName: string;
  operatorName: string;
  orderId: string;
  orderNumber: string;
  trackingNumber: string;
  bookingReference: string;
  issuedAt: string;
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
  notes: string[];
  qr: { payload: string; url: string | null };
}

/** The hotel voucher of a confirmed hotel order: what the guest shows at the front desk. */
export interface VoucherView extends DocumentView {
  hotelName: string;
  stars: number;
  /** "Karbala, Bab Al-Qibla": the city and the area. */
  place: string;
  address: string;
  checkIn: { date: string; time: string | null };
  checkOut: { date: string; time: string | null };
  /** "3 nights, 2 rooms, 4 adults, 1 child". */
  stayLine: string;
  rooms: { room: string; roomName: string; board: string; guest: string; occupancy: string }[];
  /** The cancellation policy in plain words (free until…, then the penalties; or non-refundable). */
  cancellation: string[];
  /** Whether the stay itself is paid at the hotel (nothing was paid online). */
  payAtHotel: boolean;
  /** Paid at the hotel on arrival (the stay when paid there, city tax…), when any. */
  dueAtHotel: string | null;
  specialRequests: string | null;
  importantInfo: string | null;
  /** "Times are the hotel's local time"; deadlines are in Baghdad time. */
  timesNote: string;
}

export interface TicketView extends DocumentView {
  passengers: TicketPassengerView[];
  journeys: TicketJourneyView[];
  /** One line each: refundability, then the cancellation fees. */
  fareRules: string[];
  timesNote: string;
}
