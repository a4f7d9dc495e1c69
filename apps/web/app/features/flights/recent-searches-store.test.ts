import { createMemoryStorage, FlightScope, TripType } from "@safar/domain";
import { describe, expect, it } from "vitest";
import type { FlightQuery } from "../../lib/flight-search-params";
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_TTL_MS,
  readRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
} from "./recent-searches-store";

const query = (date: string): FlightQuery => ({
  scope: FlightScope.DomesticFlight,
  tripType: TripType.OneWay,
  origin: "BGW",
  destination: "BSR",
  dates: [date],
  routes: [],
  adults: 1,
  children: 0,
  infants: 0,
  cabinClass: 1,
});

describe("recent searches in local storage", () => {
  it("keeps the newest few, once each, and forgets them after the expiry", () => {
    const storage = createMemoryStorage();
    let now = 1_000;
    const clock = () => now;
    for (let day = 1; day <= MAX_RECENT_SEARCHES + 2; day++) {
      saveRecentSearch(
        storage,
        { query: query(`2026-12-0${day}`), originLabel: "a", destinationLabel: "b" },
        clock,
      );
    }
    saveRecentSearch(storage, { query: query("2026-12-08"), originLabel: "a", destinationLabel: "b" }, clock);
    const list = readRecentSearches(storage, clock);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.query.dates).toEqual(["2026-12-08"]);
    expect(removeRecentSearch(storage, list[0]?.id ?? "", clock)).toHaveLength(MAX_RECENT_SEARCHES - 1);
    now += RECENT_SEARCHES_TTL_MS;
    expect(readRecentSearches(storage, clock)).toEqual([]);
  });
});
