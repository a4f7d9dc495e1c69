import { describe, expect, it } from "vitest";
import { SortOption } from "./enums";
import { filterOptionsFor } from "./flight-filter-options";
import {
  applyFlightFilters,
  cheapestPerHash,
  clearFlightFilters,
  defaultFlightFilters,
  matchesFlightFilters,
} from "./flight-filters";
import { type FlightFilters, flightFiltersSchema } from "./flight-filters-schema";
import { sampleProposal as proposal } from "./flight-proposal.fixture";
import { baghdadMinuteOfDay } from "./flight-proposal-facts";
import { sortProposals } from "./flight-sort";
import type { FlightProposal } from "./flights";

const ids = (list: { proposalId: string }[]) => list.map((p) => p.proposalId);
const filters = (over: Partial<FlightFilters>): FlightFilters => ({ ...clearFlightFilters(), ...over });
const out = (list: FlightProposal[], f: Partial<FlightFilters> = {}, sort?: SortOption) =>
  ids(applyFlightFilters(list, filters(f), sort).outbound);

describe("defaults and clearing (spec §4)", () => {
  it("defaults: stops '0' (all), type 0, duplicateTickets on, nothing else", () => {
    expect(defaultFlightFilters).toEqual({
      timeRange: null,
      airlines: [],
      priceRange: null,
      stopsOutbound: "0",
      stopsReturning: "0",
      type: 0,
      durationRange: null,
      airports: [],
      ticketOptions: ["duplicateTickets"],
    });
    expect(flightFiltersSchema.parse({})).toEqual(defaultFlightFilters);
  });
  it("clearing resets every filter and gives a fresh object", () => {
    const cleared = clearFlightFilters();
    expect(cleared).toEqual(defaultFlightFilters);
    cleared.airlines.push("IA");
    expect(defaultFlightFilters.airlines).toEqual([]);
  });
  it("rejects a range with min above max", () => {
    expect(flightFiltersSchema.safeParse({ priceRange: { min: 5, max: 1 } }).success).toBe(false);
  });
});

describe("each filter", () => {
  const list = [
    proposal({ id: "a", price: 100, airline: "IA", dep: "2026-05-01T03:00:00.000Z", duration: 90 }), // 06:00 Baghdad
    proposal({
      id: "b",
      price: 200,
      airline: "IR",
      dep: "2026-05-01T09:00:00.000Z",
      duration: 200,
      charter: true,
    }), // 12:00
    proposal({
      id: "c",
      price: 300,
      airline: "TK",
      dep: "2026-05-01T20:00:00.000Z",
      via: ["NJF", "IST", "IKA"],
      duration: 400,
    }), // 23:00
    proposal({
      id: "d",
      price: 150,
      airline: "QR",
      dep: "2026-05-01T23:30:00.000Z",
      via: ["NJF", "DOH", "DXB", "IKA"],
      duration: 600,
    }), // 02:30
  ];
  it.each<[string, Partial<FlightFilters>, string[]]>([
    ["no filter (fewest legs first)", {}, ["a", "b", "c", "d"]],
    ["time range 05:00–13:00 Baghdad", { timeRange: { from: 300, to: 780 } }, ["a", "b"]],
    ["time range wrapping midnight 22:00–03:00", { timeRange: { from: 1320, to: 180 } }, ["c", "d"]],
    ["airlines IA and TK", { airlines: ["IA", "TK"] }, ["a", "c"]],
    ["adult price 150–250", { priceRange: { min: 150, max: 250 } }, ["b", "d"]],
    ["stops outbound '1' direct", { stopsOutbound: "1" }, ["a", "b"]],
    ["stops outbound '2' one stop", { stopsOutbound: "2" }, ["c"]],
    ["stops outbound '3' two or more", { stopsOutbound: "3" }, ["d"]],
    ["stops returning does not touch outbound", { stopsReturning: "1" }, ["a", "b", "c", "d"]],
    ["type 1 charter", { type: 1 }, ["b"]],
    ["type 2 system", { type: 2 }, ["a", "c", "d"]],
    ["duration 100–450", { durationRange: { min: 100, max: 450 } }, ["b", "c"]],
    ["airports: without DOH and IST", { airports: ["NJF", "IKA", "DXB"] }, ["a", "b"]],
    ["airports: every one kept", { airports: ["NJF", "IKA", "DXB", "DOH", "IST"] }, ["a", "b", "c", "d"]],
  ])("%s", (_title, f, expected) => {
    expect(out(list, f)).toEqual(expected);
  });

  it("filters on the adult fare, not the total", () => {
    const family = [
      proposal({ id: "x", price: 500, adult: 200 }),
      proposal({ id: "y", price: 250, adult: 250 }),
    ];
    expect(out(family, { priceRange: { min: 0, max: 220 } })).toEqual(["x"]);
  });

  it("stops returning applies to returning proposals only", () => {
    const rt = [
      proposal({ id: "o1", via: ["NJF", "BGW", "IKA"] }),
      proposal({ id: "r1", returning: true, via: ["IKA", "NJF"] }),
      proposal({ id: "r2", returning: true, via: ["IKA", "BGW", "NJF"] }),
    ];
    const result = applyFlightFilters(rt, filters({ stopsReturning: "1" }));
    expect(ids(result.outbound)).toEqual(["o1"]);
    expect(ids(result.returning)).toEqual(["r1"]);
  });

  it("matchesFlightFilters ignores ticket options", () => {
    expect(
      matchesFlightFilters(proposal({ id: "z", seat: 0 }), filters({ ticketOptions: ["existsTickets"] })),
    ).toBe(true);
  });
});

describe("ticket options", () => {
  const list = [
    proposal({ id: "cheap-sold-out", price: 90, seat: 0 }),
    proposal({ id: "dup-expensive", price: 120, hash: "h1" }),
    proposal({ id: "dup-cheap", price: 110, hash: "h1" }),
    proposal({ id: "single", price: 130 }),
  ];
  it.each<[string, FlightFilters["ticketOptions"], string[]]>([
    [
      "default (duplicateTickets): all, sold-out last",
      ["duplicateTickets"],
      ["dup-cheap", "dup-expensive", "single", "cheap-sold-out"],
    ],
    ["without duplicateTickets: cheapest per hash", [], ["dup-cheap", "single", "cheap-sold-out"]],
    [
      "existsTickets: sold-out hidden",
      ["duplicateTickets", "existsTickets"],
      ["dup-cheap", "dup-expensive", "single"],
    ],
    ["existsTickets without duplicates", ["existsTickets"], ["dup-cheap", "single"]],
  ])("%s", (_title, ticketOptions, expected) => {
    expect(out(list, { ticketOptions }, SortOption.Cheapest)).toEqual(expected);
  });

  it("a tie on price keeps the duplicate with seats", () => {
    const tie = [
      proposal({ id: "s0", price: 100, hash: "h", seat: 0 }),
      proposal({ id: "s5", price: 100, hash: "h" }),
    ];
    expect(ids(cheapestPerHash(tie))).toEqual(["s5"]);
  });

  it("dedupes after the other filters: a filtered-out cheapest leaves its duplicate", () => {
    const dup = [
      proposal({ id: "charter", price: 80, hash: "h", charter: true }),
      proposal({ id: "system", price: 95, hash: "h" }),
    ];
    expect(out(dup, { type: 2, ticketOptions: [] })).toEqual(["system"]);
  });
});

describe("sorting", () => {
  const list = [
    proposal({ id: "p1", price: 300, dep: "2026-05-01T10:00:00.000Z", duration: 100 }),
    proposal({
      id: "p2",
      price: 100,
      dep: "2026-05-01T12:00:00.000Z",
      duration: 300,
      via: ["NJF", "BGW", "IKA"],
    }),
    proposal({ id: "p3", price: 200, dep: "2026-05-01T08:00:00.000Z", duration: 200 }),
    proposal({ id: "p4", price: 150, dep: "2026-05-01T09:00:00.000Z", duration: 250, seat: 0 }),
  ];
  it.each<[SortOption | undefined, string[]]>([
    [undefined, ["p3", "p1", "p2", "p4"]],
    [SortOption.Direct, ["p3", "p1", "p2", "p4"]],
    [SortOption.Cheapest, ["p2", "p3", "p1", "p4"]],
    [SortOption.Promotions, ["p2", "p3", "p1", "p4"]],
    [SortOption.MostExpensive, ["p1", "p3", "p2", "p4"]],
    [SortOption.Earliest, ["p3", "p1", "p2", "p4"]],
    [SortOption.Latest, ["p2", "p1", "p3", "p4"]],
    [SortOption.Fastest, ["p1", "p3", "p2", "p4"]],
  ])("%s (sold-out last)", (sort, expected) => {
    expect(out(list, {}, sort)).toEqual(expected);
  });

  it("ties go to the cheaper, then the earlier departure, then the input order", () => {
    const tie = [
      proposal({ id: "t1", price: 100, dep: "2026-05-01T10:00:00.000Z", duration: 60 }),
      proposal({ id: "t2", price: 90, dep: "2026-05-01T11:00:00.000Z", duration: 60 }),
      proposal({ id: "t3", price: 90, dep: "2026-05-01T09:00:00.000Z", duration: 60 }),
      proposal({ id: "t4", price: 90, dep: "2026-05-01T09:00:00.000Z", duration: 60 }),
    ];
    expect(ids(sortProposals(tie, SortOption.Fastest))).toEqual(["t3", "t4", "t2", "t1"]);
  });

  it("does not change its input", () => {
    const copy = [...list];
    sortProposals(list, SortOption.Latest);
    expect(list).toEqual(copy);
  });
});

describe("baghdadMinuteOfDay", () => {
  it.each([
    ["2026-05-01T00:00:00.000Z", 180],
    ["2026-05-01T21:00:00.000Z", 0],
    ["2026-05-01T20:59:00.000Z", 1439],
  ])("%s → %i", (iso, minute) => {
    expect(baghdadMinuteOfDay(iso)).toBe(minute);
  });
});

describe("filterOptionsFor", () => {
  it("lists airlines cheapest first, price and duration bounds, airports, stops and kinds", () => {
    const options = filterOptionsFor([
      proposal({ id: "a", price: 300, airline: "TK", via: ["NJF", "IST", "IKA"], duration: 400 }),
      proposal({ id: "b", price: 100, airline: "IA", duration: 90, charter: true }),
      proposal({ id: "c", price: 200, airline: "IA", returning: true, via: ["IKA", "NJF"], duration: 95 }),
    ]);
    expect(options.airlines.map((a) => [a.code, a.count, a.minAdultPrice])).toEqual([
      ["IA", 2, 100],
      ["TK", 1, 300],
    ]);
    expect(options.adultPrice).toEqual({ min: 100, max: 300 });
    expect(options.duration).toEqual({ min: 90, max: 400 });
    expect(options.airports.map((a) => a.code)).toEqual(["IKA", "IST", "NJF"]);
    expect(options.stopsOutbound).toEqual([0, 1]);
    expect(options.stopsReturning).toEqual([0]);
    expect(options).toMatchObject({ hasCharter: true, hasSystem: true });
  });
  it("has no bounds for an empty list", () => {
    expect(filterOptionsFor([])).toMatchObject({
      adultPrice: null,
      duration: null,
      airlines: [],
      airports: [],
    });
  });
});
