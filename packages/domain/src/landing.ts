/**
 * City landing pages (issue 16, spec §7 `front-api/LandingPages/GetLandingPageContent` and
 * `GetLandingPageFlights` {cityCode}): the operator's own words about a city in the three languages
 * (a title, a meta description, sections of text, a hero photo), and the cheapest upcoming flights
 * to it from the market's airports. `/landing` lists the published cities (`GetLandingPages`),
 * `/landing/{cityCode}` shows one. The back office (`landing-pages:manage`) edits and publishes them.
 */
import { z } from "zod";
import { localizedInput } from "./admin-inputs";
import { flightScopeSchema } from "./enums";
import { localizedTextSchema } from "./localized-text";
import { LandingMessageKey as K } from "./user-messages";

/** A landing page's city is a hotel destination's code: three letters (NJF, KRB, MHD, …). */
const CITY_CODE = /^[A-Z]{3}$/;
/** Sections of text a page may have. */
export const MAX_LANDING_SECTIONS = 12;
/** The flights a city page shows: the cheapest from each of the market's airports, cheapest first. */
export const LANDING_FLIGHT_DAYS = 30;

export const landingCityCodeSchema = z
  .string({ message: K.LANDING_CITY_CODE_IS_INVALID })
  .trim()
  .toUpperCase()
  .regex(CITY_CODE, K.LANDING_CITY_CODE_IS_INVALID);

/** `GetLandingPageContent` and `GetLandingPageFlights`: `{ cityCode }`. */
export const landingPageRequestSchema = z.object(
  { cityCode: landingCityCodeSchema },
  { message: K.LANDING_CITY_CODE_IS_INVALID },
);
export type LandingPageRequest = z.output<typeof landingPageRequestSchema>;

export const landingSectionSchema = z.object({ heading: localizedTextSchema, body: localizedTextSchema });
export type LandingSection = z.infer<typeof landingSectionSchema>;

/** A published city on `/landing` (`GetLandingPages`). */
export const landingPageSummarySchema = z.object({
  cityCode: z.string(),
  /** The city's and its country's names (the hotels module's destination). */
  name: localizedTextSchema,
  country: localizedTextSchema.nullable(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  /** A path under the image base, or null. */
  heroPhoto: z.string().nullable(),
  updatedAt: z.string(),
});
export type LandingPageSummary = z.infer<typeof landingPageSummarySchema>;
export const landingPageListSchema = z.array(landingPageSummarySchema);

/** A city's page (`GetLandingPageContent`). */
export const landingPageContentSchema = landingPageSummarySchema.extend({
  /** The airport that serves the city (Karbala's is Najaf). */
  airportCode: z.string(),
  sections: z.array(landingSectionSchema),
});
export type LandingPageContent = z.infer<typeof landingPageContentSchema>;

/** One of the cheapest upcoming flights to the city (one adult, economy, one way). */
export const landingFlightSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  flightScope: flightScopeSchema,
  /** The day of the cheapest fare in the next LANDING_FLIGHT_DAYS days. */
  departureDate: z.string(),
  /** One adult's fare, USD. */
  lowestPrice: z.number(),
});
export type LandingFlight = z.infer<typeof landingFlightSchema>;
export const landingFlightsSchema = z.array(landingFlightSchema);

/** What an operator types for a city's page (`POST back-office/landing-pages/{cityCode}`). */
export const landingPageInputSchema = z.object({
  title: localizedInput(K.LANDING_TITLE_IS_INVALID, 120, true),
  description: localizedInput(K.LANDING_DESCRIPTION_IS_INVALID, 300, true),
  sections: z
    .array(
      z.object(
        {
          heading: localizedInput(K.LANDING_SECTIONS_ARE_INVALID, 120, true),
          body: localizedInput(K.LANDING_SECTIONS_ARE_INVALID, 4000, true),
        },
        { message: K.LANDING_SECTIONS_ARE_INVALID },
      ),
      { message: K.LANDING_SECTIONS_ARE_INVALID },
    )
    .max(MAX_LANDING_SECTIONS, K.LANDING_SECTIONS_ARE_INVALID),
  /** A path under the image base (`landing/…`, `hotels/…`, `tours/…`), or null. */
  heroPhoto: z
    .string({ message: K.LANDING_HERO_PHOTO_IS_INVALID })
    .trim()
    .regex(/^[a-z]+\/[A-Za-z0-9._/-]{1,200}$/, K.LANDING_HERO_PHOTO_IS_INVALID)
    .refine((path) => !path.includes(".."), K.LANDING_HERO_PHOTO_IS_INVALID)
    .nullable(),
  published: z.boolean({ message: K.LANDING_PUBLISHED_IS_INVALID }),
});
export type LandingPageInput = z.output<typeof landingPageInputSchema>;

/** A city's page as the back office sees it: published or not, the demo mark. */
export const landingPageAdminSchema = landingPageContentSchema.extend({
  published: z.boolean(),
  isDemo: z.boolean(),
});
export type LandingPageAdmin = z.infer<typeof landingPageAdminSchema>;
export const landingPagesAdminSchema = z.array(landingPageAdminSchema);
