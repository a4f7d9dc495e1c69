import { describe, expect, it } from "vitest";
import { hotelResultsUrl } from "../../lib/hotel-search-params";
import { reopenHotelSearch } from "./reopen-hotel-search";

const today = "2030-03-10";
const searched = {
  cityCode: "NJF",
  checkIn: "2030-03-12",
  checkOut: "2030-03-15",
  rooms: [
    { adults: 2, childAges: [7] },
    { adults: 1, childAges: [] },
  ],
};

describe("reopenHotelSearch", () => {
  it("opens a stay still ahead as it was searched", () => {
    const { query, moved } = reopenHotelSearch(searched, today);
    expect(moved).toBe(false);
    expect(query).toEqual(searched);
    expect(hotelResultsUrl(query)).toBe("/hotels/NJF?checkIn=2030-03-12&checkOut=2030-03-15&rooms=2_7,1");
  });

  it("opens a stay beginning today as it was searched", () => {
    const stay = { ...searched, checkIn: today, checkOut: "2030-03-11" };
    expect(reopenHotelSearch(stay, today)).toEqual({ query: stay, moved: false });
  });

  it("moves a stay whose check-in has passed to begin today, keeping its nights and rooms", () => {
    const past = { ...searched, checkIn: "2030-02-26", checkOut: "2030-03-01" };
    const { query, moved } = reopenHotelSearch(past, today);
    expect(moved).toBe(true);
    expect(query).toEqual({ ...searched, checkIn: "2030-03-10", checkOut: "2030-03-13" });
  });

  it("moves a stay begun yesterday and not over yet, across a year's end", () => {
    const { query, moved } = reopenHotelSearch(
      { ...searched, checkIn: "2029-12-31", checkOut: "2030-01-02" },
      "2030-01-01",
    );
    expect(moved).toBe(true);
    expect([query.checkIn, query.checkOut]).toEqual(["2030-01-01", "2030-01-03"]);
  });

  it("never shares the history's rooms (the query is the page's to change)", () => {
    const { query } = reopenHotelSearch(searched, today);
    expect(query.rooms[0]).not.toBe(searched.rooms[0]);
  });
});
