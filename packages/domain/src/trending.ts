/**
 * Trending destinations (spec §7 `GET front-api/Trending/GetTrendingList`): the destinations
 * customers searched most lately (flights and hotels), topped up from the market's own list.
 */
import { z } from "zod";
import { flightScopeSchema } from "./enums";
import { localizedTextSchema } from "./localized-text";

/** Destinations the home page shows. */
export const TRENDING_TAKE = 8;
/** Searches of the last this many days count. */
export const TRENDING_WINDOW_DAYS = 30;

export const trendingDestinationSchema = z.object({
  /** The destination's code: an IATA city or airport code, or a hotel destination's (KRB). */
  cityCode: z.string(),
  name: localizedTextSchema,
  /** Its country, when it is one of our hotel destinations; else null. */
  country: localizedTextSchema.nullable(),
  /** Searches for it in the last TRENDING_WINDOW_DAYS days (0: from the market's list). */
  searches: z.number().int().min(0),
  /** A flight search to it (the origin most searched with it, else Baghdad); null without an airport. */
  flight: z
    .object({ origin: z.string(), originName: localizedTextSchema, flightScope: flightScopeSchema })
    .nullable(),
  /** Whether it is one of our hotel destinations (its hotel search is then `/hotels/{cityCode}`). */
  hotels: z.boolean(),
});
export type TrendingDestination = z.infer<typeof trendingDestinationSchema>;

export const trendingListSchema = z.array(trendingDestinationSchema);
