/**
 * The catalog's service, the only door other modules use: flight search (flight-search.ts), the
 * details, re-check and booking quote of a chosen proposal (proposal-quote.ts), the fare calendars
 * (fare-calendar.ts), and holds with the suppliers. It wires them over one search store (the cache,
 * search-store.ts), the memoized markup rules and the suppliers by name.
 */
import { calendarDateIn, type PassengerCounts } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import { memoizedRead } from "../../platform/memo";
import type { CatalogRepository } from "./catalog.repository";
import { createFareCalendar } from "./fare-calendar";
import { createFlightSearch } from "./flight-search";
import { createProposalQuotes } from "./proposal-quote";
import type { NormalizedSearch } from "./proposal-view";
import type { ReferenceData } from "./reference";
import { createSearchStore } from "./search-store";
import {
  COMBINED_PROVIDER,
  type FlightSupplier,
  type HoldOptions,
  SupplierError,
  type SupplierOffer,
} from "./supplier";
import { createCombinedSupplier } from "./suppliers/combined-supplier";

export { POPULAR_ROUTES } from "./fare-calendar";
/** A proposal (and its returning half) re-priced for a booking. */
export type { BookingQuote } from "./proposal-quote";
export type { NormalizedSearch } from "./proposal-view";
/** The fare rules of an offer (the tickets module prints them). */
export { fareRulesOfOffer } from "./proposal-view";
/** What other modules (orders, fulfilment) know of a supplier: its offer and its error. */
export { SupplierError, type SupplierOffer };

export interface CatalogServiceDeps {
  searchBudgetMs: number;
  searchTtlSeconds: number;
  cache: Cache;
  repository: CatalogRepository;
  suppliers: readonly FlightSupplier[];
  reference: () => Promise<ReferenceData>;
  log: FastifyBaseLogger;
  /** Records a signed-in customer's search (the interactions module). */
  recordSearch?: (userId: string, search: NormalizedSearch) => Promise<void>;
  now?: () => Date;
}

const MARKUP_MEMO_MS = 60_000;

export function createCatalogService(deps: CatalogServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => calendarDateIn(now()) ?? now().toISOString().slice(0, 10);
  const byName = new Map(deps.suppliers.map((s) => [s.name, s]));
  // Multi-destination itineraries joined across suppliers are booked part by part through it.
  byName.set(
    COMBINED_PROVIDER,
    createCombinedSupplier((name) => byName.get(name)),
  );
  const markupRules = memoizedRead(() => deps.repository.listActiveMarkupRules(), MARKUP_MEMO_MS);
  const fareCalendar = createFareCalendar({ ...deps, markupRules, today });
  const store = createSearchStore(deps);
  const search = createFlightSearch({ ...deps, store, markupRules, today });
  const quotes = createProposalQuotes({ reference: deps.reference, store, markupRules, byName });

  return {
    ...search,
    ...quotes,

    /** This instance's searches price with the markup rules as they are now (others within a minute). */
    forgetMarkupRules: () => markupRules.forget(),

    /** Holds an offer with its supplier (inside the caller's transaction when `options.db` is given). */
    async hold(provider: string, offer: SupplierOffer, passengers: PassengerCounts, options: HoldOptions) {
      const supplier = byName.get(provider);
      if (!supplier) throw new SupplierError(provider, "supplier not enabled", "not_found");
      return supplier.hold(offer, passengers, options);
    },

    /** Gives a hold's seats back (inside the caller's transaction when `options.db` is given). */
    async cancelHold(provider: string, holdId: string, options: HoldOptions = {}) {
      await byName.get(provider)?.cancel(holdId, options);
    },

    ...fareCalendar,

    /** The supplier by name (reservation flows hold and issue through it). */
    supplier(name: string): FlightSupplier | undefined {
      return byName.get(name);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
