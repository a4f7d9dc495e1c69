import type { HotelCard } from "@safar/domain/hotel-search";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applyHotelView,
  HotelSort,
  type HotelView,
  hotelFilterOptions,
  noHotelFilters,
  parseHotelView,
  sameHotelSearch,
  withHotelView,
} from "./hotel-results-view";

const text = (en: string) => ({ ar: en, fa: en, en });

function card(
  hotelId: string,
  patch: { price: number; stars: number } & Partial<Omit<HotelCard, "cheapest">> & {
      refundable?: boolean;
    },
): HotelCard {
  const { price, refundable = false, ...rest } = patch;
  return {
    hotelId,
    name: text(hotelId),
    propertyType: "Hotel",
    cityCode: "NJF",
    area: text("Old city"),
    photo: null,
    latitude: 0,
    longitude: 0,
    cheapest: {
      rateKey: `${hotelId}-rate`,
      supplier: "s",
      roomTypeId: "r",
      roomName: text("Double"),
      board: "RoomOnly",
      refundable,
      freeCancellationUntil: null,
      penalties: [],
      payAtHotel: false,
      dueAtHotel: 0,
      taxes: 0,
      totalPrice: price,
      perNight: price / 2,
      roomsLeft: null,
    },
    boards: ["RoomOnly"],
    anyRefundable: refundable,
    anyPayAtHotel: false,
    suppliers: ["s"],
    ...rest,
  };
}

const cards = [
  card("a", { price: 120, stars: 3 }),
  card("b", { price: 80, stars: 5, refundable: true, boards: ["RoomOnly", "Breakfast"] }),
  card("c", { price: 200, stars: 4, anyPayAtHotel: true, propertyType: "Apartment" }),
  card("d", { price: 80, stars: 3.5, refundable: true }),
];
const ids = (list: HotelCard[]) => list.map((c) => c.hotelId);
const view = (
  patch: Partial<HotelView["filters"]> = {},
  sort: HotelSort = HotelSort.Recommended,
): HotelView => ({
  sort,
  filters: { ...noHotelFilters, ...patch },
});

describe("applyHotelView", () => {
  it("keeps the API's order when recommended", () => {
    expect(ids(applyHotelView(cards, view()))).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts by the stay's price low to high, ties in the API's order", () => {
    expect(ids(applyHotelView(cards, view({}, HotelSort.Price)))).toEqual(["b", "d", "a", "c"]);
  });

  it("sorts by stars high to low, then the cheaper first", () => {
    expect(ids(applyHotelView(cards, view({}, HotelSort.Stars)))).toEqual(["b", "c", "d", "a"]);
  });

  it("filters by free cancellation, pay at the hotel, board, type, stars and price", () => {
    expect(ids(applyHotelView(cards, view({ refundable: true })))).toEqual(["b", "d"]);
    expect(ids(applyHotelView(cards, view({ payAtHotel: true })))).toEqual(["c"]);
    expect(ids(applyHotelView(cards, view({ boards: ["Breakfast"] })))).toEqual(["b"]);
    expect(ids(applyHotelView(cards, view({ types: ["Apartment"] })))).toEqual(["c"]);
    expect(ids(applyHotelView(cards, view({ stars: [3] })))).toEqual(["a", "d"]);
    expect(ids(applyHotelView(cards, view({ priceMin: 100, priceMax: 150 })))).toEqual(["a"]);
    expect(ids(applyHotelView(cards, view({ refundable: true }, HotelSort.Stars)))).toEqual(["b", "d"]);
  });
});

describe("the view in the URL", () => {
  const search = "checkIn=2030-01-10&checkOut=2030-01-12&rooms=2_7,1";

  it("reads what it wrote, and keeps the search's keys", () => {
    const written = view(
      {
        priceMin: 50,
        priceMax: 300,
        stars: [5, 3],
        boards: ["Breakfast"],
        types: ["Hotel"],
        refundable: true,
        payAtHotel: true,
      },
      HotelSort.Price,
    );
    const params = withHotelView(new URLSearchParams(search), written);
    expect(params.get("rooms")).toBe("2_7,1");
    expect(params.get("stars")).toBe("3,5");
    expect(parseHotelView(params)).toEqual({ ...written, filters: { ...written.filters, stars: [3, 5] } });
  });

  it("writes nothing for the default view and drops a previous one", () => {
    const params = withHotelView(new URLSearchParams(`${search}&sort=price&refundable=1`), view());
    expect(params.toString()).toBe(new URLSearchParams(search).toString());
  });

  it("leaves out what it cannot read", () => {
    expect(
      parseHotelView(
        new URLSearchParams(
          "sort=cheap&stars=9,x,4&board=Lunch,HalfBoard&priceMin=-3&priceMax=abc&refundable=yes",
        ),
      ),
    ).toEqual(view({ stars: [4], boards: ["HalfBoard"] }));
  });

  it("tells a change of the view from a new search", () => {
    const a = new URLSearchParams(search);
    expect(sameHotelSearch(a, withHotelView(a, view({ refundable: true })))).toBe(true);
    expect(sameHotelSearch(a, new URLSearchParams(search.replace("2_7,1", "2")))).toBe(false);
  });

  it("counts the active filters", () => {
    expect(activeFilterCount(noHotelFilters)).toBe(0);
    expect(
      activeFilterCount(view({ priceMin: 1, priceMax: 2, stars: [4, 5], refundable: true }).filters),
    ).toBe(4);
  });
});

describe("hotelFilterOptions", () => {
  it("offers only what some property has", () => {
    expect(hotelFilterOptions(cards)).toEqual({
      price: { min: 80, max: 200 },
      stars: [5, 4, 3],
      boards: ["RoomOnly", "Breakfast"],
      types: ["Hotel", "Apartment"],
      anyRefundable: true,
      anyPayAtHotel: true,
    });
    expect(hotelFilterOptions([cards[0] as HotelCard]).price).toBeNull();
  });
});
