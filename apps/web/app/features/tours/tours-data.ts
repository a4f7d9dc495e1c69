/** What the tour pages' loaders answer (tours-data.server.ts), for the pages that show it. */
import type { TourDetail, TourList } from "@safar/domain/tour";
import type { TourFilters } from "./tour-filters";

export type TourHomeData = {
  filters: TourFilters;
  /** The answer, or the message keys of its failure. */
  list: { ok: true; value: TourList } | { ok: false; keys: string[] };
};

export type TourPageData = { tour: TourDetail } | { tour: null; keys: string[] };
