/**
 * Hotel orders (issue 14): the request of SubmitHotelOrder (a re-checked rate of a live search, one
 * lead guest per room, the contact, special requests), and the hotel an order keeps (its item): the
 * property as it was shown, the stay, the rooms searched, the rate as it was priced, the guests.
 *
 * A lead guest per room is what hotel suppliers need (APItude's `paxes` ask one holder per room; the
 * others travel under that name). Names are in Latin letters: the supplier's systems and the
 * property's front desk read them.
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { productChannelSchema } from "./enums";
import type { HotelRoom } from "./hotel";
import { type HotelRate, hotelRateSchema } from "./hotel-search";
import { localizedTextSchema } from "./localized-text";
import { SpecMessageKey as K } from "./messages";
import { fromCents, toCents } from "./money";
import { isLatinName } from "./passenger";
import { collapseWhitespace } from "./text";
import { HotelMessageKey } from "./user-messages";

/**
 * Hotels in this country are DomesticHotel orders, the others InternationalHotel (spec §3 service
 * types): Iraq is the storefront's home market, as for its domestic flights.
 */
export const DOMESTIC_HOTEL_COUNTRY = "IQ";

/** Special requests to the property (late arrival, adjoining rooms…): at most this many characters. */
export const MAX_SPECIAL_REQUESTS_LENGTH = 500;

const latinName = (missing: string, notLatin: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? collapseWhitespace(value) : value),
    z
      .string({ error: missing })
      .min(1, { error: missing, abort: true })
      .max(40, { error: notLatin, abort: true })
      .refine(isLatinName, { error: notLatin }),
  );

/** The guest a room is booked under (Latin letters). */
export const hotelGuestSchema = z.object({
  firstName: latinName(K.PL_ENTER_YOUR_FIRST_NAME, K.PL_ENTER_YOUR_EN_FIRST_NAME),
  lastName: latinName(K.PL_ENTER_YOUR_LAST_NAME, K.PL_ENTER_YOUR_EN_LAST_NAME),
});
export type HotelGuest = z.output<typeof hotelGuestSchema>;

/**
 * `hotel-reservation/Submit/SubmitHotelOrder`: a rate of a live search (requestId, hotelId,
 * rateKey), one lead guest per searched room (in the rooms' order; another count is
 * HOTEL_GUESTS_DO_NOT_MATCH_ROOMS), the contact, and optional special requests. The price the
 * customer accepted after a PRICE_CHANGED answer comes back as `acceptedTotalPrice`.
 */
export const submitHotelOrderRequestSchema = z.object({
  requestId: z.string().min(1).max(64),
  hotelId: z.string().min(1).max(200),
  rateKey: z.string().min(1).max(2000),
  guests: z
    .array(hotelGuestSchema)
    .min(1, { error: HotelMessageKey.HOTEL_GUESTS_DO_NOT_MATCH_ROOMS })
    .max(10),
  contact: contactSchema(),
  specialRequests: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string()
      .max(MAX_SPECIAL_REQUESTS_LENGTH, { error: HotelMessageKey.SPECIAL_REQUESTS_TOO_LONG })
      .optional(),
  ),
  productChannel: productChannelSchema.default(1),
  /** Or the `Idempotency-Key` header. */
  idempotencyKey: z.string().optional(),
  /** The new total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice: z.number().nonnegative().optional(),
});
export type SubmitHotelOrderRequest = z.input<typeof submitHotelOrderRequestSchema>;

/** The property as the order keeps it (what the customer saw when booking). */
export const orderedHotelSchema = z.object({
  hotelId: z.string(),
  name: localizedTextSchema,
  stars: z.number(),
  cityCode: z.string(),
  cityName: localizedTextSchema,
  area: localizedTextSchema,
  address: localizedTextSchema,
  photo: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  importantInfo: localizedTextSchema,
  timeZone: z.string(),
});
export type OrderedHotel = z.infer<typeof orderedHotelSchema>;

/** A hotel order's stay: the property, the dates, the rooms searched, the rate, the guests. */
export const hotelOrderSchema = z.object({
  hotel: orderedHotelSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  // Plain shapes (no parsing steps): this schema describes answers.
  rooms: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
  rate: hotelRateSchema,
  guests: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  specialRequests: z.string().nullable(),
});
export type HotelOrder = z.infer<typeof hotelOrderSchema>;

/**
 * Stays paid at the hotel one customer may have open at once (held or booked, check-in not passed):
 * with a signed-in account and a verified phone, the guarantee of booking one online with nothing
 * paid now (decision 022).
 */
export const PAY_AT_HOTEL_OPEN_LIMIT = 2;

/**
 * What the guest pays at the hotel, base currency: the whole stay and its taxes due there for a rate
 * paid at the hotel, else only the taxes and fees due there (city tax).
 */
export function amountDueAtHotel(rate: Pick<HotelRate, "payAtHotel" | "totalPrice" | "dueAtHotel">): number {
  return rate.payAtHotel ? fromCents(toCents(rate.totalPrice) + toCents(rate.dueAtHotel)) : rate.dueAtHotel;
}

/** Adults and children of a hotel order's rooms. */
export function hotelGuestCount(rooms: readonly HotelRoom[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
}

/** `HotelOrder/GetHotelPassengersByOrderId`: each room with its lead guest and who stays in it. */
export const hotelOrderPassengersSchema = z.object({
  orderId: z.uuid(),
  /** The supplier's booking reference once confirmed (the voucher's). */
  bookingReference: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  rooms: z.array(
    z.object({
      roomIndex: z.number().int(),
      roomName: localizedTextSchema,
      adults: z.number().int(),
      childAges: z.array(z.number().int()),
      firstName: z.string(),
      lastName: z.string(),
    }),
  ),
});
export type HotelOrderPassengers = z.infer<typeof hotelOrderPassengersSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hotel booking's reference as the guest reads it out (voucher, my trips, confirmation page): a
 * supplier's own code as it is; a contracted booking's (its hold's UUID) by its first eight
 * characters, upper-case.
 */
export function hotelReferenceForGuests(reference: string): string {
  return UUID.test(reference) ? reference.slice(0, 8).toUpperCase() : reference;
}
