/**
 * Shapes of the reference-data API (countries, airports, agencies), shared by the server
 * (response schemas) and the web client (types). One definition each.
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";

/** A name in the three languages (the one shape, localized-text.ts). */
export const localizedNameSchema = localizedTextSchema;
export const partialLocalizedNameSchema = z.object({
  ar: z.string().nullable(),
  fa: z.string().nullable(),
  en: z.string(),
});

export const countrySchema = z.object({
  id: z.number().int(),
  isoCode: z.string().length(2),
  iso3: z.string().length(3),
  name: localizedNameSchema,
  dialingCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const airportSchema = z.object({
  iataCode: z.string().length(3),
  cityCode: z.string(),
  name: partialLocalizedNameSchema,
  cityName: partialLocalizedNameSchema,
  countryCode: z.string().length(2),
  countryName: partialLocalizedNameSchema,
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
  isDomestic: z.boolean(),
});
export type Airport = z.infer<typeof airportSchema>;

/** Optional filter of the airport lists: a part of a name in any language, or an IATA code. */
export const airportQuerySchema = z
  .object({
    search: z.string().trim().max(60, "FIELD_IS_INVALID").optional(),
    take: z.number().int().min(1, "FIELD_IS_INVALID").max(5000, "FIELD_IS_INVALID").optional(),
  })
  .strict()
  .nullish();

export const agencySchema = z.object({
  id: z.uuid(),
  name: localizedNameSchema,
  cityCode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: localizedNameSchema,
});
export type Agency = z.infer<typeof agencySchema>;
