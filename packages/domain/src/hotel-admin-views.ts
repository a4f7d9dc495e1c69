/** What the back office reads of contracted hotels: a property, its room types and rate plans, the list. */
import { z } from "zod";
import {
  HOTEL_BOARDS,
  type HotelBoard,
  hotelPhotoCaptionSchema,
  PROPERTY_TYPES,
  type PropertyType,
} from "./hotel-search";
import { localizedTextSchema } from "./localized-text";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";

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

/** The destinations an operator chooses from (their codes and names). */
export const hotelAdminCitiesSchema = z.array(
  z.object({ code: z.string(), name: localizedView, timeZone: z.string() }),
);
