import type { HotelSearch } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import type { HotelMarkupRule } from "./hotel-markup";
import type { HotelSupplier } from "./hotel-supplier";
import type { HotelsRepository } from "./hotels.repository";

/** The time the suppliers are given: a slower one is left out of this search. */
export const HOTEL_SEARCH_BUDGET_MS = 8_000;

/** What the hotels service is given (create-hotels-module.ts wires it; tests make their own). */
export interface HotelsServiceDeps {
  repository: HotelsRepository;
  suppliers: readonly HotelSupplier[];
  cache: Cache;
  log: FastifyBaseLogger;
  now?: () => Date;
  budgetMs?: number;
  /** Keeps a signed-in customer's search (the interactions module). */
  recordSearch?: (userId: string, search: HotelSearch) => Promise<void>;
  /** The active markup rules (memoized by the module); none when absent. */
  markupRules?: () => Promise<HotelMarkupRule[]>;
}

/** The deps with their defaults, as the service's use cases read them. */
export type HotelsContext = Omit<HotelsServiceDeps, "now" | "budgetMs" | "markupRules"> & {
  now: () => Date;
  budgetMs: number;
  markupRules: () => Promise<HotelMarkupRule[]>;
};

/** Fills in the defaults: the clock, the suppliers' time budget, no markup rules. */
export function hotelsContext(deps: HotelsServiceDeps): HotelsContext {
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    budgetMs: deps.budgetMs ?? HOTEL_SEARCH_BUDGET_MS,
    markupRules: deps.markupRules ?? (async () => []),
  };
}
