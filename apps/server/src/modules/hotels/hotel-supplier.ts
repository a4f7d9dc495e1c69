import type { HotelContent, HotelRate, HotelSearch, LocalizedText, PropertyType } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { SearchableSupplier } from "../../platform/fan-out";

/**
 * One hotel supplier (issue 14), shaped after the real hotel APIs (Hotelbeds APItude, Expedia Rapid,
 * RateHawk): a search by destination, dates and rooms with child ages answers properties with their
 * rates, each rate with an opaque key that the later steps (re-check, book) take back.
 */
export interface HotelSupplier extends SearchableSupplier<SupplierQuery, SupplierHotel> {
  /** The property's content with its room types' names (null when the supplier no longer has it). */
  content(supplierHotelId: string): Promise<SupplierContent | null>;
  /**
   * Prices a rate again for the stay it was found for: the rate as it is now, or null when its room
   * is no longer on sale (the price may have changed).
   */
  recheck(rateKey: string, now: Date): Promise<HotelRate | null>;
  /**
   * Holds the rooms of a rate until `expiresAt` while the customer pays (suppliers with their own
   * allotment only; an API supplier books after payment instead). Null when no room is left.
   */
  hold?(rateKey: string, expiresAt: Date, options?: HotelHoldOptions): Promise<string | null>;
  /**
   * Whether it books a rate paid at the hotel with nothing paid and no card guarantee (the operator's
   * own contracts: the customer's account is the guarantee, decision 022). Absent: it needs a card,
   * and the booking desk takes those rates.
   */
  booksPayAtHotelWithoutCard?: boolean;
  /** Ends a hold once: released when the order ends unpaid (a booking sells it). */
  endHold?(holdId: string, outcome: "sold" | "released", options?: HotelHoldOptions): Promise<boolean>;
  /**
   * Books a re-checked rate for the guests (after payment). The supplier may answer Pending (then
   * `readBooking` until it is Confirmed). Throws `HotelSupplierError` sold_out when the room is gone,
   * price_changed when the supplier's price moved (nothing booked).
   */
  book(booking: SupplierBooking): Promise<SupplierBookingState & { totalPrice: number }>;
  readBooking(reference: string): Promise<SupplierBookingState | null>;
  /** What cancelling the booking costs now (the rate's timeline, or the supplier's own quote). */
  quoteCancellation(booking: { reference: string; rate: HotelRate }, now: Date): Promise<{ penalty: number }>;
  cancel(
    booking: { reference: string; rate: HotelRate },
    now: Date,
    options?: HotelHoldOptions,
  ): Promise<SupplierBookingState & { penalty: number }>;
}

/**
 * `db`: the caller's open transaction, so a supplier whose allotment is in our database takes the
 * rooms in the same transaction as the order's move to Approved (suppliers elsewhere ignore it).
 */
export type HotelHoldOptions = { db?: Database | undefined };

export type SupplierBookingStatus = "Confirmed" | "Pending" | "Cancelled";
export type SupplierBookingState = { reference: string; status: SupplierBookingStatus };

/** A guest as the supplier records them: Latin letters, an adult or a child of an age, in a room. */
export type SupplierGuest = {
  /** 0-based index of the room in the rate's rooms. */
  room: number;
  type: "Adult" | "Child";
  age: number | null;
  firstName: string;
  lastName: string;
};

export type SupplierBooking = {
  rateKey: string;
  /** The contracted rooms held for this order (suppliers with their own allotment). */
  holdId: string | null;
  holder: { firstName: string; lastName: string };
  guests: SupplierGuest[];
  /** The total the customer paid for (base currency): the supplier may not charge more. */
  totalPrice: number;
  /** Our order number, kept by the supplier with the booking. */
  clientReference: string;
  remark: string;
};

/** A supplier's refusal the booking flow acts on; anything else is a failure to retry or report. */
export class HotelSupplierError extends Error {
  constructor(
    readonly kind: "sold_out" | "price_changed" | "not_found" | "unavailable",
    message: string,
  ) {
    super(message);
    this.name = "HotelSupplierError";
  }
}

/** A property's content as a supplier tells it (the destination's time zone is ours). */
export type SupplierContent = Omit<HotelContent, "timeZone">;

export type SupplierQuery = HotelSearch & {
  /** The destination's IANA zone: deadlines are its wall clock. */
  timeZone: string;
  now: Date;
};

/** A property as one supplier offers it for the stay. */
export type SupplierHotel = {
  supplier: string;
  /** The supplier's own id of the property. */
  supplierHotelId: string;
  /**
   * What names the same building at every supplier (GIATA-style): the English name's search form
   * and the coordinates to about 100 m. Two suppliers' cards with one key become one card.
   */
  matchKey: string;
  name: LocalizedText;
  stars: number;
  propertyType: PropertyType;
  cityCode: string;
  area: LocalizedText;
  photo: string | null;
  latitude: number;
  longitude: number;
  /** The supplier's "recommended" weight: higher first. */
  rank: number;
  rates: HotelRate[];
};
