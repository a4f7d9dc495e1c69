/**
 * The operator's contracted hotels in the back office (issue 14): what an operator types for a
 * property, its room types and their rate plans (board and conditions, priced by an adjustment of the
 * room type's price). A room type's calendar is in hotel-calendar-admin.ts, what the pages read in
 * hotel-admin-views.ts, the photos in hotel-photo-admin.ts. Prices are decimal USD on the wire,
 * integer cents in the tables.
 */
import { z } from "zod";
import { localizedInput, wholeNumber } from "./admin-inputs";
import { HOTEL_AMENITIES } from "./hotel-amenities";
import { MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM } from "./hotel-rules";
import {
  HOTEL_BOARDS,
  HOTEL_CITY_CODE,
  type HotelBoard,
  PROPERTY_TYPES,
  type PropertyType,
} from "./hotel-search";
import { BackOfficeMessageKey as K } from "./user-messages";

// The amenity codes live in their own module: the storefront's hotel page names them without
// loading the back office's schemas (hotel-amenities.ts).
export { HOTEL_AMENITIES, type HotelAmenity } from "./hotel-amenities";

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
