/**
 * Recent searches of a visitor who is not signed in: kept in local storage through the domain's
 * expiring store (spec §3: values carry an expiry and are removed once expired).
 */
import { createExpiringStore, type StorageLike } from "@safar/domain/expiring-store";
import { type FlightQuery, resultsUrl } from "../../lib/flight-search-params";

export const RECENT_SEARCHES_KEY = "flightSearches";
export const RECENT_SEARCHES_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_RECENT_SEARCHES = 6;

export type RecentSearch = {
  id: string;
  query: FlightQuery;
  originLabel: string;
  destinationLabel: string;
  savedAt: number;
};

export function readRecentSearches(storage: StorageLike, now = Date.now): RecentSearch[] {
  const list = createExpiringStore(storage, { now }).get<RecentSearch[]>(RECENT_SEARCHES_KEY);
  return Array.isArray(list) ? list : [];
}

/** Adds a search at the front (the same results URL only once), keeping the newest few. */
export function saveRecentSearch(
  storage: StorageLike,
  entry: Omit<RecentSearch, "id" | "savedAt">,
  now = Date.now,
): RecentSearch[] {
  const id = resultsUrl(entry.query);
  const list = [
    { ...entry, id, savedAt: now() },
    ...readRecentSearches(storage, now).filter((item) => item.id !== id),
  ].slice(0, MAX_RECENT_SEARCHES);
  createExpiringStore(storage, { now }).set(RECENT_SEARCHES_KEY, list, { ttlMs: RECENT_SEARCHES_TTL_MS });
  return list;
}

export function removeRecentSearch(storage: StorageLike, id: string, now = Date.now): RecentSearch[] {
  const list = readRecentSearches(storage, now).filter((item) => item.id !== id);
  createExpiringStore(storage, { now }).set(RECENT_SEARCHES_KEY, list, { ttlMs: RECENT_SEARCHES_TTL_MS });
  return list;
}
