import { describe, expect, it } from "vitest";
import { MAX_STAY_NIGHTS, roomsFromParam, roomsToParam, stayDays, stayNights } from "./hotel-rules";
import { hotelSearchSchema, hotelStayIssues, penaltyAt } from "./hotel-search";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (r: Parsed) =>
  r.success ? [] : (r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? []);

const base = {
  cityCode: "NJF",
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  rooms: [{ adults: 2, childAges: [7] }],
};

describe("hotelSearchSchema", () => {
  it.each([
    [{}, []],
    [{ cityCode: " njf " }, []],
    [{ cityCode: "" }, ["cityCode:PL_SELECT_HOTEL_DESTINATION"]],
    [{ cityCode: "NAJAF" }, ["cityCode:PL_SELECT_HOTEL_DESTINATION"]],
    [{ cityCode: undefined }, ["cityCode:PL_SELECT_HOTEL_DESTINATION"]],
    [{ checkIn: "" }, ["checkIn:PL_SELECT_CHECK_IN_DATE"]],
    [{ checkIn: "2027-02-30" }, ["checkIn:PL_SELECT_CHECK_IN_DATE"]],
    [{ checkOut: null }, ["checkOut:PL_SELECT_CHECK_OUT_DATE"]],
    [{ checkOut: "2027-03-10" }, ["checkOut:CHECK_OUT_MUST_BE_AFTER_CHECK_IN"]],
    [{ checkOut: "2027-03-01" }, ["checkOut:CHECK_OUT_MUST_BE_AFTER_CHECK_IN"]],
    [{ checkOut: "2027-04-09" }, []],
    [{ checkOut: "2027-04-10" }, ["checkOut:STAY_IS_TOO_LONG"]],
    [{ rooms: [] }, ["rooms:ROOM_NEEDS_ADULT"]],
    [{ rooms: [{ adults: 2, childAges: [7, null] }] }, ["rooms.0.childAges.1:PL_SELECT_CHILD_AGE"]],
    [{ rooms: [{ adults: 5 }] }, ["rooms.0.adults:TOO_MANY_ADULTS_IN_ROOM"]],
    [
      { rooms: [{ adults: 1, childAges: [1, 2, 3, 4, 5, 6, 7] }] },
      ["rooms.0.childAges:TOO_MANY_CHILDREN_IN_ROOM"],
    ],
    [{ rooms: Array.from({ length: 6 }, () => ({ adults: 1 })) }, ["rooms:TOO_MANY_ROOMS"]],
    [
      { rooms: Array.from({ length: 5 }, () => ({ adults: 4, childAges: [3] })) },
      ["rooms:TOO_MANY_HOTEL_GUESTS"],
    ],
    [{ rooms: Array.from({ length: 5 }, () => ({ adults: 4 })) }, []],
  ])("%j -> %j", (change, expected) => {
    expect(messages(hotelSearchSchema.safeParse({ ...base, ...change }))).toEqual(expected);
  });

  it("keeps the destination's code in capitals", () => {
    expect(hotelSearchSchema.parse({ ...base, cityCode: "krb" }).cityCode).toBe("KRB");
  });
});

describe("stays", () => {
  it("counts nights and lists their days across a month's end", () => {
    expect(stayNights("2027-02-27", "2027-03-02")).toBe(3);
    expect(stayDays("2027-02-27", "2027-03-02")).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
    expect(stayNights("2027-02-27", "nope")).toBeNull();
    expect(stayDays("2027-03-02", "2027-03-01")).toEqual([]);
    expect(MAX_STAY_NIGHTS).toBe(30);
  });

  it("refuses a check-in before the hotel's today or more than a year ahead", () => {
    expect(hotelStayIssues({ checkIn: "2027-03-09" }, "2027-03-10")).toEqual([
      { path: ["checkIn"], message: "CHECK_IN_IS_IN_THE_PAST" },
    ]);
    expect(hotelStayIssues({ checkIn: "2027-03-10" }, "2027-03-10")).toEqual([]);
    expect(hotelStayIssues({ checkIn: "2028-03-09" }, "2027-03-10")).toEqual([]); // 365 days
    expect(hotelStayIssues({ checkIn: "2028-03-10" }, "2027-03-10")).toEqual([
      { path: ["checkIn"], message: "CHECK_IN_IS_TOO_FAR" },
    ]);
  });
});

describe("rooms in the URL", () => {
  it("round-trips rooms with and without children", () => {
    const rooms = [
      { adults: 2, childAges: [7, 4] },
      { adults: 1, childAges: [] },
    ];
    expect(roomsToParam(rooms)).toBe("2_7.4,1");
    expect(roomsFromParam("2_7.4,1")).toEqual(rooms);
  });

  it("reads what it cannot understand as values the schema refuses", () => {
    const rooms = roomsFromParam("x_7.y");
    expect(rooms).toEqual([{ adults: Number.NaN, childAges: [7, null] }]);
    expect(messages(hotelSearchSchema.safeParse({ ...base, rooms }))).toEqual([
      "rooms.0.adults:ROOM_NEEDS_ADULT",
      "rooms.0.childAges.1:PL_SELECT_CHILD_AGE",
    ]);
  });
});

describe("penaltyAt", () => {
  const timeline = [
    { from: "2027-03-07T15:00:00.000Z", amount: 125 },
    { from: "2027-03-09T15:00:00.000Z", amount: 405 },
  ];
  it("is free before the first deadline, then the penalty begun last", () => {
    expect(penaltyAt(timeline, new Date("2027-03-07T14:59:59Z"))).toBe(0);
    expect(penaltyAt(timeline, new Date("2027-03-07T15:00:00Z"))).toBe(125);
    expect(penaltyAt(timeline, new Date("2027-03-10T00:00:00Z"))).toBe(405);
    expect(penaltyAt([], new Date())).toBe(0);
  });
});
