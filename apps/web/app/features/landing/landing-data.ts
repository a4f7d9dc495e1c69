/** What the landing pages' loaders answer (landing-data.server.ts), for the pages that show them. */
import type { HotelCard } from "@safar/domain/hotel-search";
import type { LandingFlight, LandingPageContent, LandingPageSummary } from "@safar/domain/landing";
import type { TourCard } from "@safar/domain/tour";

/** An answer, or the message keys of its failure (the page says so; the rest still shows). */
export type Part<T> = { ok: true; value: T } | { ok: false; keys: string[] };

export type LandingListData = { pages: Part<LandingPageSummary[]> };

export type LandingCityData = {
  page: LandingPageContent;
  flights: Part<LandingFlight[]>;
  hotels: Part<HotelCard[]>;
  tours: Part<TourCard[]>;
  /** Today in Baghdad: the hotels' stay (a night a week ahead) starts from it. */
  today: string;
};
