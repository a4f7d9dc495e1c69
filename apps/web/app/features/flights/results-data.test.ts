import { CabinClass, FlightScope, TripType } from "@safar/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureBrowserApi } from "../../lib/api";
import type { FlightQuery } from "../../lib/flight-search-params";
import { newest, resultsShouldRevalidate, startResultsSearch } from "./results-data";

const query: FlightQuery = {
  scope: FlightScope.DomesticFlight,
  tripType: TripType.OneWay,
  origin: "BGW",
  destination: "BSR",
  dates: ["2027-03-10"],
  routes: [],
  adults: 1,
  children: 0,
  infants: 0,
  cabinClass: CabinClass.Economy,
};

type Call = { path: string; signal: AbortSignal | null | undefined; answer: (body: unknown) => void };

describe("startResultsSearch", () => {
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal("fetch", (input: string, init: RequestInit) => {
      const path = new URL(input, "http://test").pathname;
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({
          path,
          signal: init.signal,
          answer: (data) => resolve(Response.json({ data, meta: { errors: [] } })),
        });
      });
    });
    configureBrowserApi({
      API_BASE: "/api/",
      ACCOUNT_BASE: "/account/",
      IMAGE_BASE: `/images-${Math.random()}`,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts the search and the price strip at once, and a new search aborts the one it replaces", async () => {
    const first = startResultsSearch(query);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.path).sort()).toEqual([
      "/api/flight-catalog/FlightCalendar/PlpCalendar",
      "/api/flight-catalog/FlightCatalog/Available",
    ]);
    const second = startResultsSearch({ ...query, dates: ["2027-03-11"] });
    expect(second.id).toBeGreaterThan(first.id);
    expect(calls.slice(0, 2).every((c) => c.signal?.aborted)).toBe(true);
    // The replaced search answers as failed (never thrown), and its strip as empty.
    expect((await first.outcome)?.status).toBe("error");
    expect(await first.calendar).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.slice(2).some((c) => c.signal?.aborted)).toBe(false);
  });

  it("an incomplete search starts nothing", async () => {
    const search = startResultsSearch({ ...query, origin: "" });
    expect(search.outcome).toBeNull();
    expect(await search.calendar).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("newest", () => {
  it("takes the later of the loader's search and the page's retry", () => {
    const a = { id: 3, outcome: null, calendar: Promise.resolve(null) };
    const b = { id: 4, outcome: null, calendar: Promise.resolve(null) };
    expect(newest(a, b)).toBe(b);
    expect(newest(b, a)).toBe(b);
    expect(newest(null, a)).toBe(a);
    expect(newest(a, null)).toBe(a);
  });
});

describe("resultsShouldRevalidate", () => {
  const at = (path: string) => new URL(path, "https://rahhal.test");
  const args = (from: string, to: string) =>
    ({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true }) as Parameters<
      typeof resultsShouldRevalidate
    >[0];
  it("searches again for a new day or route, not for a filter, a sort, the chosen outbound or Back to the same address", () => {
    const base = "/flight/BSR?origin=BGW&date=2027-03-10&adults=1";
    expect(resultsShouldRevalidate(args(base, "/flight/BSR?origin=BGW&date=2027-03-11&adults=1"))).toBe(true);
    expect(resultsShouldRevalidate(args(base, "/flight/EBL?origin=BGW&date=2027-03-10&adults=1"))).toBe(true);
    expect(resultsShouldRevalidate(args(base, `${base}&sort=1`))).toBe(false);
    expect(resultsShouldRevalidate(args(base, base))).toBe(false);
  });
});
