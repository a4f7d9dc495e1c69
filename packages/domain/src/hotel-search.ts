/**
 * A hotel search and its answer (issue 14; spec §3 Hotel search: city, arrival and departure, rooms,
 * guests, child ages; §5 child ages). The query is what the search box sends, the results URL holds
 * and the suppliers receive: a destination (a hotel city's code), check-in and check-out calendar
 * days at the hotel, and the rooms (`hotel.ts`). The answer is one card per property with its
 * cheapest rate; the rates of one property come with its page.
 *
 * Limits (keys invented, spec gives none): at most MAX_HOTEL_ROOMS rooms and MAX_HOTEL_GUESTS
 * guests, stays of 1 to MAX_STAY_NIGHTS nights, check-in not before today at the hotel (a rule
 * with a clock: `hotelStayIssues` takes today).
 */
import { z } from "zod";
import { isCalendarDay } from "./calendar-day";
import { hotelRoomsSchema } from "./hotel";
import {
  countHotelGuests,
  MAX_CHECK_IN_DAYS_AHEAD,
  MAX_HOTEL_GUESTS,
  MAX_HOTEL_ROOMS,
  MAX_STAY_NIGHTS,
  stayNights,
} from "./hotel-rules";
import { localizedTextSchema } from "./localized-text";
import { ExtraMessageKey as X } from "./messages";

/** Meal plans, as every hotel API names them (APItude board codes RO, BB, HB, FB, AI). */
export const HotelBoard = {
  RoomOnly: "RoomOnly",
  Breakfast: "Breakfast",
  HalfBoard: "HalfBoard",
  FullBoard: "FullBoard",
  AllInclusive: "AllInclusive",
} as const;
export type HotelBoard = (typeof HotelBoard)[keyof typeof HotelBoard];
export const HOTEL_BOARDS: readonly HotelBoard[] = Object.values(HotelBoard);

export const PropertyType = {
  Hotel: "Hotel",
  Apartment: "Apartment",
  Resort: "Resort",
  GuestHouse: "GuestHouse",
} as const;
export type PropertyType = (typeof PropertyType)[keyof typeof PropertyType];
export const PROPERTY_TYPES: readonly PropertyType[] = Object.values(PropertyType);

/** A hotel city's code: three capital letters (IATA city codes where the city has one). */
export const HOTEL_CITY_CODE = /^[A-Z]{3}$/;

const calendarDay = (missing: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ error: missing })
      .trim()
      .refine((value) => value !== "", { error: missing })
      .refine((value) => value === "" || isCalendarDay(value), { error: missing }),
  );

export const hotelSearchSchema = z
  .object({
    cityCode: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z
        .string({ error: X.PL_SELECT_HOTEL_DESTINATION })
        .regex(HOTEL_CITY_CODE, { error: X.PL_SELECT_HOTEL_DESTINATION }),
    ),
    checkIn: calendarDay(X.PL_SELECT_CHECK_IN_DATE),
    checkOut: calendarDay(X.PL_SELECT_CHECK_OUT_DATE),
    rooms: hotelRoomsSchema.max(MAX_HOTEL_ROOMS, { error: X.TOO_MANY_ROOMS }),
  })
  .superRefine((query, ctx) => {
    const nights = stayNights(query.checkIn, query.checkOut);
    if (nights !== null && nights < 1)
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: X.CHECK_OUT_MUST_BE_AFTER_CHECK_IN });
    else if (nights !== null && nights > MAX_STAY_NIGHTS)
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: X.STAY_IS_TOO_LONG });
    const guests = countHotelGuests(query.rooms);
    if (guests.adults + guests.children > MAX_HOTEL_GUESTS)
      ctx.addIssue({ code: "custom", path: ["rooms"], message: X.TOO_MANY_HOTEL_GUESTS });
  });
export type HotelSearch = z.output<typeof hotelSearchSchema>;
export type HotelSearchInput = z.input<typeof hotelSearchSchema>;

/**
 * The rules with a clock: check-in from today (`today` is the hotel's calendar day) up to
 * MAX_CHECK_IN_DAYS_AHEAD days ahead (hotels load their allotments about a year ahead).
 */
export function hotelStayIssues(query: Pick<HotelSearch, "checkIn">, today: string) {
  if (query.checkIn < today) return [{ path: ["checkIn"], message: X.CHECK_IN_IS_IN_THE_PAST }];
  if ((stayNights(today, query.checkIn) ?? 0) > MAX_CHECK_IN_DAYS_AHEAD)
    return [{ path: ["checkIn"], message: X.CHECK_IN_IS_TOO_FAR }];
  return [];
}

/** The penalty of cancelling from an instant on (the rate's timeline; before the first: free). */
export const hotelPenaltySchema = z.object({
  /** ISO instant from which this penalty applies. */
  from: z.string(),
  /** Base currency, for the whole stay. */
  amount: z.number(),
});
export type HotelPenalty = z.infer<typeof hotelPenaltySchema>;

/** One bookable rate: a room type, a board and its conditions, priced for the whole stay and rooms. */
export const hotelRateSchema = z.object({
  /** Opaque: what re-check and booking take back. */
  rateKey: z.string(),
  supplier: z.string(),
  roomTypeId: z.string(),
  roomName: localizedTextSchema,
  board: z.enum(HOTEL_BOARDS as [HotelBoard, ...HotelBoard[]]),
  refundable: z.boolean(),
  /** ISO instant until which cancelling costs nothing; null for a non-refundable rate. */
  freeCancellationUntil: z.string().nullable(),
  penalties: z.array(hotelPenaltySchema),
  /** Paid at the hotel instead of now (the total is then due there). */
  payAtHotel: z.boolean(),
  /** Taxes and fees paid at the hotel (city tax), base currency; 0 when none. */
  dueAtHotel: z.number(),
  /** Taxes included in `totalPrice`, base currency. */
  taxes: z.number(),
  /** For the whole stay and every room, base currency. */
  totalPrice: z.number(),
  perNight: z.number(),
  /** Rooms left at this rate when few (the supplier's figure); null when not told. */
  roomsLeft: z.number().nullable(),
});
export type HotelRate = z.infer<typeof hotelRateSchema>;

/** A property on the results: what a card shows, with its cheapest rate. */
export const hotelCardSchema = z.object({
  hotelId: z.string(),
  name: localizedTextSchema,
  stars: z.number(),
  propertyType: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]),
  cityCode: z.string(),
  area: localizedTextSchema,
  /** A path under the image base, or null. */
  photo: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  cheapest: hotelRateSchema,
  /** The boards on offer over all rates. */
  boards: z.array(z.enum(HOTEL_BOARDS as [HotelBoard, ...HotelBoard[]])),
  /** Whether any rate can be cancelled for free / paid at the hotel. */
  anyRefundable: z.boolean(),
  anyPayAtHotel: z.boolean(),
  /** The suppliers whose rates were merged into this card. */
  suppliers: z.array(z.string()),
});
export type HotelCard = z.infer<typeof hotelCardSchema>;

export const hotelSearchAnswerSchema = z.object({
  requestId: z.string(),
  nights: z.number(),
  hotels: z.array(hotelCardSchema),
});
export type HotelSearchAnswer = z.infer<typeof hotelSearchAnswerSchema>;

/** A hotel city (GetAllCities). */
export const hotelCitySchema = z.object({
  cityCode: z.string(),
  name: localizedTextSchema,
  country: localizedTextSchema,
  countryCode: z.string(),
  /** Pilgrimage cities come first in the box's suggestions. */
  pilgrimage: z.boolean(),
  hotelCount: z.number(),
});
export type HotelCity = z.infer<typeof hotelCitySchema>;

/** The most characters of a photo's caption in each language. */
export const MAX_HOTEL_PHOTO_CAPTION = 120;

/** A photo's caption in the three languages (an empty language: none in that one). */
export const hotelPhotoCaptionSchema = localizedTextSchema;
export type HotelPhotoCaption = z.infer<typeof hotelPhotoCaptionSchema>;

/** A photo of a property: its path under the image base and, when it has one, its caption. */
export const hotelPhotoSchema = z.object({ path: z.string(), caption: hotelPhotoCaptionSchema.optional() });
export type HotelPhoto = z.infer<typeof hotelPhotoSchema>;

/** A property's own content, as its supplier describes it (the hotel page). */
export const hotelContentSchema = z.object({
  address: localizedTextSchema,
  /** Local wall-clock times at the property, `HH:MM` (null when the supplier does not say). */
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  /** Amenity codes (`wifi`, `restaurant`, …), named by the web. */
  amenities: z.array(z.string()),
  /** In order (the first the cover), each with its caption when it has one. */
  photos: z.array(hotelPhotoSchema),
  importantInfo: localizedTextSchema,
  /**
   * The property's IANA zone: its check-in and check-out times are its wall clock. The customer's
   * deadlines are shown in Baghdad time, said so (one clock for customers in Iraq and Iran).
   */
  timeZone: z.string(),
});
export type HotelContent = z.infer<typeof hotelContentSchema>;

/** The hotel page: the card, the content and every rate of the stay grouped by room type. */
export const hotelDetailSchema = hotelCardSchema.extend({
  requestId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  content: hotelContentSchema,
  roomGroups: z.array(
    z.object({
      roomTypeId: z.string(),
      name: localizedTextSchema,
      /** Cheapest first. */
      rates: z.array(hotelRateSchema),
    }),
  ),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

/** What a re-check of a rate found: still the same, a new price, or no room left. */
export const RecheckStatus = {
  Available: "Available",
  PriceChanged: "PriceChanged",
  SoldOut: "SoldOut",
} as const;
export type RecheckStatus = (typeof RecheckStatus)[keyof typeof RecheckStatus];

export const rateRecheckSchema = z.object({
  status: z.enum([RecheckStatus.Available, RecheckStatus.PriceChanged, RecheckStatus.SoldOut]),
  /** The rate as it is now (null when sold out). */
  rate: hotelRateSchema.nullable(),
  /** The total the customer saw before (base currency). */
  previousTotal: z.number(),
});
export type RateRecheck = z.infer<typeof rateRecheckSchema>;

/** What cancelling costs at `now` under a rate's timeline: the last penalty begun by then, else 0. */
export function penaltyAt(penalties: readonly HotelPenalty[], now: Date): number {
  let amount = 0;
  for (const step of penalties)
    if (Date.parse(step.from) <= now.getTime()) amount = Math.max(amount, step.amount);
  return amount;
}

/** A signed-in customer's recent hotel search (GetHotelSearchHistories). */
export const hotelSearchHistorySchema = z.object({
  id: z.uuid(),
  cityCode: z.string(),
  cityName: localizedTextSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
  searchedAt: z.string(),
});
export type HotelSearchHistory = z.infer<typeof hotelSearchHistorySchema>;
