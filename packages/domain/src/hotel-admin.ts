/**
 * The operator's contracted hotels in the back office (issue 14): a property, its room types, their
 * rate plans (board and conditions, priced by an adjustment of the room type's price), and the
 * calendar of a room type (per day the allotment, held and sold rooms, restrictions and the price by
 * adults). Prices are decimal USD on the wire, integer cents in the tables.
 */
import { z } from "zod";
import { localizedInput, wholeNumber } from "./admin-inputs";
import { isCalendarDay } from "./date-range";
import { MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM } from "./hotel";
import { HOTEL_AMENITIES } from "./hotel-amenities";
import {
  HOTEL_BOARDS,
  HOTEL_CITY_CODE,
  type HotelBoard,
  hotelPhotoCaptionSchema,
  MAX_HOTEL_PHOTO_CAPTION,
  PROPERTY_TYPES,
  type PropertyType,
} from "./hotel-search";
import { localizedTextSchema } from "./localized-text";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";
import { addDays, daysBetween } from "./time-zones";
import { BackOfficeMessageKey as K } from "./user-messages";

// The amenity codes live in their own module: the storefront's hotel page names them without
// loading the back office's schemas (hotel-amenities.ts).
export { HOTEL_AMENITIES, type HotelAmenity } from "./hotel-amenities";

/** A calendar change spans at most this many days after its first. */
export const HOTEL_CALENDAR_MAX_SPAN_DAYS = 366;
export const HOTEL_MAX_ALLOTMENT = 500;
export const HOTEL_MAX_MIN_STAY = 30;

const money = (key: string, max: number) => z.number({ message: key }).min(0, key).max(max, key);
const clockTime = z
  .string({ message: K.HOTEL_TIME_IS_INVALID })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, K.HOTEL_TIME_IS_INVALID);

/** `POST back-office/hotels` and `POST back-office/hotels/{id}`: a property's own content. */
export const hotelPropertyInputSchema = z.object({
  cityCode: z
    .string({ message: K.HOTEL_CITY_UNKNOWN })
    .trim()
    .toUpperCase()
    .regex(HOTEL_CITY_CODE, K.HOTEL_CITY_UNKNOWN),
  name: localizedInput(K.HOTEL_NAME_IS_REQUIRED, 150, true),
  stars: wholeNumber(K.HOTEL_STARS_ARE_INVALID, 1, 5),
  propertyType: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]], {
    message: K.HOTEL_PROPERTY_TYPE_IS_INVALID,
  }),
  area: localizedInput(K.HOTEL_AREA_IS_REQUIRED, 150, true),
  address: localizedInput(K.HOTEL_ADDRESS_IS_REQUIRED, 300, true),
  latitude: z
    .number({ message: K.HOTEL_COORDINATES_ARE_INVALID })
    .min(-90, K.HOTEL_COORDINATES_ARE_INVALID)
    .max(90, K.HOTEL_COORDINATES_ARE_INVALID),
  longitude: z
    .number({ message: K.HOTEL_COORDINATES_ARE_INVALID })
    .min(-180, K.HOTEL_COORDINATES_ARE_INVALID)
    .max(180, K.HOTEL_COORDINATES_ARE_INVALID),
  checkInTime: clockTime,
  checkOutTime: clockTime,
  amenities: z
    .array(z.enum(HOTEL_AMENITIES, { message: K.HOTEL_AMENITY_UNKNOWN }), {
      message: K.HOTEL_AMENITY_UNKNOWN,
    })
    .max(HOTEL_AMENITIES.length, K.HOTEL_AMENITY_UNKNOWN)
    .default([]),
  importantInfo: localizedInput(K.HOTEL_INFO_IS_TOO_LONG, 2000, false).default({ ar: "", fa: "", en: "" }),
  isActive: z.boolean({ message: K.ACTIVE_IS_INVALID }).default(true),
});
export type HotelPropertyInput = z.output<typeof hotelPropertyInputSchema>;

/** A room type: its name and beds, and the most adults, children and people it takes. */
export const hotelRoomTypeInputSchema = z
  .object({
    name: localizedInput(K.HOTEL_ROOM_NAME_IS_REQUIRED, 150, true),
    beds: localizedInput(K.HOTEL_ROOM_BEDS_ARE_REQUIRED, 150, true),
    maxAdults: wholeNumber(K.HOTEL_ROOM_ADULTS_ARE_INVALID, 1, MAX_ADULTS_PER_ROOM),
    maxChildren: wholeNumber(K.HOTEL_ROOM_CHILDREN_ARE_INVALID, 0, MAX_CHILDREN_PER_ROOM),
    maxOccupancy: wholeNumber(
      K.HOTEL_ROOM_OCCUPANCY_IS_INVALID,
      1,
      MAX_ADULTS_PER_ROOM + MAX_CHILDREN_PER_ROOM,
    ),
  })
  .superRefine((room, ctx) => {
    const counted = (n: unknown, max: number, min = 0) =>
      Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
    if (!counted(room.maxAdults, MAX_ADULTS_PER_ROOM, 1) || !counted(room.maxChildren, MAX_CHILDREN_PER_ROOM))
      return;
    if (room.maxOccupancy < room.maxAdults || room.maxOccupancy > room.maxAdults + room.maxChildren)
      ctx.addIssue({ code: "custom", path: ["maxOccupancy"], message: K.HOTEL_ROOM_OCCUPANCY_IS_INVALID });
  });
export type HotelRoomTypeInput = z.output<typeof hotelRoomTypeInputSchema>;

export const hotelCancellationRuleSchema = z.object({
  daysBefore: wholeNumber(K.HOTEL_CANCELLATION_RULES_ARE_INVALID, 0, 365),
  nights: wholeNumber(K.HOTEL_CANCELLATION_RULES_ARE_INVALID, 1, 30),
});
export const hotelChildBandSchema = z.object({
  minAge: wholeNumber(K.HOTEL_CHILD_BANDS_ARE_INVALID, 0, MAX_CHILD_AGE),
  maxAge: wholeNumber(K.HOTEL_CHILD_BANDS_ARE_INVALID, 0, MAX_CHILD_AGE),
  /** Decimal USD a night for a child of these ages in the room (0: free). */
  pricePerNight: money(K.HOTEL_CHILD_BANDS_ARE_INVALID, 10_000),
});

/**
 * A rate plan of one of the property's room types: the board; refundable with its cancellation rules (from `daysBefore` days before
 * check-in, `nights` nights charged; `daysBefore` strictly decreasing) or not; the room type's price
 * adjusted by `adjustPercent`; paid now or at the hotel; city tax per room-night (decimal USD, paid at
 * the hotel); VAT included; the children's age bands (not overlapping, ages 0–17).
 */
export const hotelRatePlanInputSchema = z
  .object({
    roomTypeId: z.uuid({ message: K.HOTEL_ROOM_TYPE_NOT_FOUND }),
    board: z.enum(HOTEL_BOARDS as [HotelBoard, ...HotelBoard[]], { message: K.HOTEL_BOARD_IS_INVALID }),
    refundable: z.boolean({ message: K.HOTEL_CANCELLATION_RULES_ARE_INVALID }),
    cancellationRules: z
      .array(hotelCancellationRuleSchema, { message: K.HOTEL_CANCELLATION_RULES_ARE_INVALID })
      .max(6, K.HOTEL_CANCELLATION_RULES_ARE_INVALID)
      .default([]),
    adjustPercent: z
      .number({ message: K.HOTEL_ADJUST_PERCENT_IS_INVALID })
      .min(-90, K.HOTEL_ADJUST_PERCENT_IS_INVALID)
      .max(200, K.HOTEL_ADJUST_PERCENT_IS_INVALID)
      .default(0),
    payAtHotel: z.boolean().default(false),
    cityTax: money(K.HOTEL_CITY_TAX_IS_INVALID, 1_000).default(0),
    taxPercent: z
      .number({ message: K.HOTEL_TAX_PERCENT_IS_INVALID })
      .min(0, K.HOTEL_TAX_PERCENT_IS_INVALID)
      .max(50, K.HOTEL_TAX_PERCENT_IS_INVALID)
      .default(0),
    childBands: z
      .array(hotelChildBandSchema, { message: K.HOTEL_CHILD_BANDS_ARE_INVALID })
      .max(6, K.HOTEL_CHILD_BANDS_ARE_INVALID)
      .default([]),
    isActive: z.boolean({ message: K.ACTIVE_IS_INVALID }).default(true),
  })
  .superRefine((plan, ctx) => {
    for (const issue of ratePlanIssues(plan)) ctx.addIssue({ code: "custom", ...issue });
  });
export type HotelRatePlanInput = z.output<typeof hotelRatePlanInputSchema>;

/** The rules across a plan's fields (the schema's, and the form's before it sends). */
export function ratePlanIssues(plan: {
  refundable: boolean;
  cancellationRules: readonly { daysBefore: number; nights: number }[];
  childBands: readonly { minAge: number; maxAge: number }[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const rules = plan.cancellationRules;
  if (plan.refundable && rules.length === 0)
    issues.push({ path: ["cancellationRules"], message: K.HOTEL_CANCELLATION_RULES_ARE_INVALID });
  if (!plan.refundable && rules.length > 0)
    issues.push({ path: ["cancellationRules"], message: K.HOTEL_CANCELLATION_RULES_ARE_INVALID });
  rules.forEach((rule, i) => {
    const before = rules[i - 1];
    if (before && rule.daysBefore >= before.daysBefore)
      issues.push({
        path: ["cancellationRules", i, "daysBefore"],
        message: K.HOTEL_CANCELLATION_RULES_ARE_INVALID,
      });
  });
  plan.childBands.forEach((band, i) => {
    if (band.maxAge < band.minAge)
      issues.push({ path: ["childBands", i, "maxAge"], message: K.HOTEL_CHILD_BANDS_ARE_INVALID });
    else if (
      plan.childBands.some((other, j) => j < i && band.minAge <= other.maxAge && other.minAge <= band.maxAge)
    )
      issues.push({ path: ["childBands", i, "minAge"], message: K.HOTEL_CHILD_BANDS_ARE_INVALID });
  });
  return issues;
}

const calendarDay = z
  .string({ message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID })
  .trim()
  .refine(isCalendarDay, K.HOTEL_CALENDAR_DAYS_ARE_INVALID);

/** A room's price a night by the number of adults in it (`"1"`…`"4"`), decimal USD above zero. */
export const pricesByAdultsSchema = z
  .partialRecord(
    z.enum(["1", "2", "3", "4"], { message: K.HOTEL_PRICE_IS_INVALID }),
    z
      .number({ message: K.HOTEL_PRICE_IS_INVALID })
      .gt(0, K.HOTEL_PRICE_IS_INVALID)
      .max(100_000, K.HOTEL_PRICE_IS_INVALID),
    { message: K.HOTEL_PRICE_IS_INVALID },
  )
  .refine((prices) => Object.keys(prices).length > 0, {
    message: K.HOTEL_PRICE_IS_INVALID,
    when: (payload) => payload.issues.length === 0,
  });

/**
 * `POST back-office/hotels/{id}/calendar`: one change applied to every day from `from` to `to`
 * (inclusive) of one room type: what is given is set, what is left out stays. A day not opened yet
 * needs the prices of every number of adults the room takes.
 */
export const hotelCalendarChangeSchema = z
  .object({
    roomTypeId: z.uuid({ message: K.HOTEL_ROOM_TYPE_NOT_FOUND }),
    from: calendarDay,
    to: calendarDay,
    allotment: wholeNumber(K.HOTEL_ALLOTMENT_IS_INVALID, 0, HOTEL_MAX_ALLOTMENT).optional(),
    prices: pricesByAdultsSchema.optional(),
    stopSell: z.boolean().optional(),
    minStay: wholeNumber(K.HOTEL_MIN_STAY_IS_INVALID, 1, HOTEL_MAX_MIN_STAY).optional(),
    closedToArrival: z.boolean().optional(),
  })
  .superRefine((change, ctx) => {
    for (const issue of calendarChangeIssues(change)) ctx.addIssue({ code: "custom", ...issue });
  });
export type HotelCalendarChange = z.output<typeof hotelCalendarChangeSchema>;

/**
 * The rules of a calendar change that need no database: `to` not before `from`, at most 366 days
 * apart, something to change; with `today` (the property's calendar day), not in the past.
 */
export function calendarChangeIssues(
  change: {
    from: string;
    to: string;
    allotment?: number | undefined;
    prices?: Record<string, number> | undefined;
    stopSell?: boolean | undefined;
    minStay?: number | undefined;
    closedToArrival?: boolean | undefined;
  },
  today?: string,
): { path: (string | number)[]; message: string }[] {
  if (!isCalendarDay(change.from) || !isCalendarDay(change.to)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  const span = daysBetween(change.from, change.to);
  if (span < 0) issues.push({ path: ["to"], message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID });
  else if (span > HOTEL_CALENDAR_MAX_SPAN_DAYS)
    issues.push({ path: ["to"], message: K.HOTEL_CALENDAR_RANGE_IS_TOO_LONG });
  if (today && change.from < today)
    issues.push({ path: ["from"], message: K.HOTEL_CALENDAR_DAY_IS_IN_THE_PAST });
  const { allotment, prices, stopSell, minStay, closedToArrival } = change;
  if ([allotment, prices, stopSell, minStay, closedToArrival].every((v) => v === undefined))
    issues.push({ path: ["allotment"], message: K.HOTEL_CALENDAR_CHANGE_IS_EMPTY });
  return issues;
}

/** The days of a change, in order. */
export function calendarChangeDays(change: { from: string; to: string }): string[] {
  const span = daysBetween(change.from, change.to);
  return Array.from({ length: Math.max(0, span + 1) }, (_, i) => addDays(change.from, i));
}

const localizedView = localizedTextSchema;

export const hotelRoomTypeAdminSchema = z.object({
  id: z.uuid(),
  name: localizedView,
  beds: localizedView,
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
});
export type HotelRoomTypeAdmin = z.infer<typeof hotelRoomTypeAdminSchema>;

export const hotelRatePlanAdminSchema = z.object({
  id: z.uuid(),
  roomTypeId: z.uuid(),
  board: z.enum(HOTEL_BOARDS as [HotelBoard, ...HotelBoard[]]),
  refundable: z.boolean(),
  cancellationRules: z.array(z.object({ daysBefore: z.number().int(), nights: z.number().int() })),
  adjustPercent: z.number(),
  payAtHotel: z.boolean(),
  cityTax: z.number(),
  taxPercent: z.number(),
  childBands: z.array(
    z.object({ minAge: z.number().int(), maxAge: z.number().int(), pricePerNight: z.number() }),
  ),
  isActive: z.boolean(),
});
export type HotelRatePlanAdmin = z.infer<typeof hotelRatePlanAdminSchema>;

/** A property in the list. */
export const hotelPropertySummarySchema = z.object({
  id: z.uuid(),
  cityCode: z.string(),
  name: localizedView,
  stars: z.number().int(),
  propertyType: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]),
  area: localizedView,
  roomTypes: z.number().int(),
  isDemo: z.boolean(),
  isActive: z.boolean(),
});
export type HotelPropertySummary = z.infer<typeof hotelPropertySummarySchema>;
export const hotelPropertiesPageSchema = pageOf(hotelPropertySummarySchema);

/** A property with its room types and their rate plans (the property's page). */
export const hotelPropertyAdminSchema = z.object({
  id: z.uuid(),
  cityCode: z.string(),
  name: localizedView,
  stars: z.number().int(),
  propertyType: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]),
  area: localizedView,
  address: localizedView,
  latitude: z.number(),
  longitude: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  amenities: z.array(z.string()),
  importantInfo: localizedView,
  isDemo: z.boolean(),
  isActive: z.boolean(),
  /** The destination's IANA zone (its calendar days). */
  timeZone: z.string(),
  roomTypes: z.array(hotelRoomTypeAdminSchema),
  ratePlans: z.array(hotelRatePlanAdminSchema),
  /** Paths under the image base (`hotels/{id}/{name}.jpg`), in order: the first is the cover. */
  photos: z.array(z.string()),
  /** The photos' captions by path (a photo without one is not listed). */
  photoCaptions: z.record(z.string(), hotelPhotoCaptionSchema),
});
export type HotelPropertyAdmin = z.infer<typeof hotelPropertyAdminSchema>;

/** `GET back-office/hotels`: by destination and a name (any language), paged. */
export const hotelPropertiesQuerySchema = z.object({
  cityCode: z.string().trim().toUpperCase().max(3).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema(10_000),
  pageSize: pageSizeSchema(100, 20),
});
export type HotelPropertiesQuery = z.infer<typeof hotelPropertiesQuerySchema>;

/** `GET back-office/hotels/{id}/calendar`: one room type's days from `from` to `to` (at most 62). */
export const hotelCalendarQuerySchema = z
  .object({
    roomTypeId: z.uuid({ message: K.HOTEL_ROOM_TYPE_NOT_FOUND }),
    from: calendarDay,
    to: calendarDay,
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) return;
    const span = daysBetween(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID });
    else if (span > 62)
      ctx.addIssue({ code: "custom", path: ["to"], message: K.HOTEL_CALENDAR_RANGE_IS_TOO_LONG });
  });
export type HotelCalendarQuery = z.infer<typeof hotelCalendarQuerySchema>;

/** One day of a room type's calendar (null figures: the day is not open). */
export const hotelCalendarDaySchema = z.object({
  day: z.string(),
  open: z.boolean(),
  allotment: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  stopSell: z.boolean(),
  minStay: z.number().int(),
  closedToArrival: z.boolean(),
  /** Decimal USD by adults (`"1"`…), before a plan's adjustment. */
  prices: z.record(z.string(), z.number()),
});
export type HotelCalendarDay = z.infer<typeof hotelCalendarDaySchema>;
export const hotelCalendarSchema = z.object({
  roomTypeId: z.uuid(),
  from: z.string(),
  to: z.string(),
  days: z.array(hotelCalendarDaySchema),
});
export type HotelCalendar = z.infer<typeof hotelCalendarSchema>;

/** The answer of a calendar change: how many days it changed, and how many it opened. */
export const hotelCalendarChangeResultSchema = z.object({
  changed: z.number().int(),
  opened: z.number().int(),
});
export type HotelCalendarChangeResult = z.infer<typeof hotelCalendarChangeResultSchema>;

/** The destinations an operator chooses from (their codes and names). */
export const hotelAdminCitiesSchema = z.array(
  z.object({ code: z.string(), name: localizedView, timeZone: z.string() }),
);

/** The most photos a property keeps (the hotel page's gallery; the first is the cards' cover). */
export const MAX_HOTEL_PHOTOS = 20;

/** `…/hotels/{id}/photos[/order|/remove]`: the property's photos in order after the change. */
export const hotelPhotosSchema = z.object({ photos: z.array(z.string()) });
export type HotelPhotos = z.infer<typeof hotelPhotosSchema>;

const photoPath = z.string().min(1).max(200);

/** `POST …/hotels/{id}/photos/order`: the same photos in a new order (the first the cover). */
export const hotelPhotoOrderSchema = z.object({
  photos: z.array(photoPath, { error: K.HOTEL_PHOTO_ORDER_IS_INVALID }).max(MAX_HOTEL_PHOTOS, {
    error: K.HOTEL_PHOTO_ORDER_IS_INVALID,
  }),
});
export type HotelPhotoOrder = z.infer<typeof hotelPhotoOrderSchema>;

/** `POST …/hotels/{id}/photos/remove`: one of the property's photos. */
export const hotelPhotoRemoveSchema = z.object({ path: photoPath });
export type HotelPhotoRemove = z.infer<typeof hotelPhotoRemoveSchema>;

/**
 * `POST …/hotels/{id}/photos/caption`: one of the property's photos' caption in the three languages,
 * each trimmed and at most MAX_HOTEL_PHOTO_CAPTION characters (400 HOTEL_PHOTO_CAPTION_IS_TOO_LONG on
 * `caption.ar|fa|en`); all three empty takes the caption off.
 */
export const hotelPhotoCaptionInputSchema = z.object({
  path: photoPath,
  caption: localizedInput(K.HOTEL_PHOTO_CAPTION_IS_TOO_LONG, MAX_HOTEL_PHOTO_CAPTION, false),
});
export type HotelPhotoCaptionInput = z.infer<typeof hotelPhotoCaptionInputSchema>;

/** The answer: the photo's caption after the change (null: it has none). */
export const hotelPhotoCaptionAnswerSchema = z.object({
  path: z.string(),
  caption: hotelPhotoCaptionSchema.nullable(),
});
export type HotelPhotoCaptionAnswer = z.infer<typeof hotelPhotoCaptionAnswerSchema>;
