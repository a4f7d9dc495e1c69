import { describe, expect, it } from "vitest";
import { hotelPropertyInputSchema, hotelRatePlanInputSchema, hotelRoomTypeInputSchema } from "./hotel-admin";
import { calendarChangeDays, calendarChangeIssues, hotelCalendarChangeSchema } from "./hotel-calendar-admin";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const property = {
  cityCode: "krb",
  name: three("Safar Hotel"),
  stars: 4,
  propertyType: "Hotel",
  area: three("Bab Baghdad"),
  address: three("1 Street"),
  latitude: 32.6,
  longitude: 44.03,
  checkInTime: "14:00",
  checkOutTime: "12:00",
  amenities: ["wifi", "lift"],
};
const keysOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("hotelPropertyInputSchema", () => {
  it("takes a property, the city code upper-cased, the information empty by default", () => {
    const parsed = hotelPropertyInputSchema.parse(property);
    expect(parsed).toMatchObject({
      cityCode: "KRB",
      isActive: true,
      importantInfo: { ar: "", fa: "", en: "" },
    });
  });

  it.each([
    [{ cityCode: "KR" }, "cityCode", "HOTEL_CITY_UNKNOWN"],
    [{ name: { ...three("x"), fa: " " } }, "name.fa", "HOTEL_NAME_IS_REQUIRED"],
    [{ stars: 6 }, "stars", "HOTEL_STARS_ARE_INVALID"],
    [{ stars: 0 }, "stars", "HOTEL_STARS_ARE_INVALID"],
    [{ propertyType: "Castle" }, "propertyType", "HOTEL_PROPERTY_TYPE_IS_INVALID"],
    [{ area: { ...three("x"), ar: "" } }, "area.ar", "HOTEL_AREA_IS_REQUIRED"],
    [{ latitude: 91 }, "latitude", "HOTEL_COORDINATES_ARE_INVALID"],
    [{ longitude: -181 }, "longitude", "HOTEL_COORDINATES_ARE_INVALID"],
    [{ checkInTime: "24:00" }, "checkInTime", "HOTEL_TIME_IS_INVALID"],
    [{ checkOutTime: "9:00" }, "checkOutTime", "HOTEL_TIME_IS_INVALID"],
    [{ amenities: ["sauna"] }, "amenities.0", "HOTEL_AMENITY_UNKNOWN"],
    [
      { importantInfo: { ...three("x"), en: "x".repeat(2001) } },
      "importantInfo.en",
      "HOTEL_INFO_IS_TOO_LONG",
    ],
  ])("%j is refused on %s with %s", (change, path, key) => {
    expect(keysOf(hotelPropertyInputSchema.safeParse({ ...property, ...change }))).toEqual([[path, key]]);
  });
});

describe("hotelRoomTypeInputSchema", () => {
  const room = {
    name: three("Double"),
    beds: three("One double bed"),
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
  };
  it.each([
    [{}, []],
    [{ maxAdults: 5 }, [["maxAdults", "HOTEL_ROOM_ADULTS_ARE_INVALID"]]],
    [{ maxAdults: 0 }, [["maxAdults", "HOTEL_ROOM_ADULTS_ARE_INVALID"]]],
    [{ maxChildren: 7 }, [["maxChildren", "HOTEL_ROOM_CHILDREN_ARE_INVALID"]]],
    [{ maxOccupancy: 1 }, [["maxOccupancy", "HOTEL_ROOM_OCCUPANCY_IS_INVALID"]]],
    [{ maxOccupancy: 4 }, [["maxOccupancy", "HOTEL_ROOM_OCCUPANCY_IS_INVALID"]]],
    [{ beds: three("") }, [["beds.en", "HOTEL_ROOM_BEDS_ARE_REQUIRED"]]],
  ])("%j → %j", (change, issues) => {
    expect(keysOf(hotelRoomTypeInputSchema.safeParse({ ...room, ...change }))).toEqual(issues);
  });
});

describe("hotelRatePlanInputSchema", () => {
  const roomTypeId = "0b6c7a9e-8f51-4bd5-9d0a-3c1c2f0e1a11";
  const plan = {
    roomTypeId,
    board: "Breakfast",
    refundable: true,
    cancellationRules: [
      { daysBefore: 7, nights: 1 },
      { daysBefore: 1, nights: 2 },
    ],
    adjustPercent: 10,
    cityTax: 2.5,
    taxPercent: 10,
    childBands: [
      { minAge: 0, maxAge: 5, pricePerNight: 0 },
      { minAge: 6, maxAge: 11, pricePerNight: 15 },
    ],
  };
  it.each([
    [{}, []],
    [{ board: "Lunch" }, [["board", "HOTEL_BOARD_IS_INVALID"]]],
    [{ cancellationRules: [] }, [["cancellationRules", "HOTEL_CANCELLATION_RULES_ARE_INVALID"]]],
    [{ refundable: false }, [["cancellationRules", "HOTEL_CANCELLATION_RULES_ARE_INVALID"]]],
    [
      {
        cancellationRules: [
          { daysBefore: 3, nights: 1 },
          { daysBefore: 3, nights: 2 },
        ],
      },
      [["cancellationRules.1.daysBefore", "HOTEL_CANCELLATION_RULES_ARE_INVALID"]],
    ],
    [
      { cancellationRules: [{ daysBefore: -1, nights: 1 }] },
      [["cancellationRules.0.daysBefore", "HOTEL_CANCELLATION_RULES_ARE_INVALID"]],
    ],
    [
      { cancellationRules: [{ daysBefore: 2, nights: 0 }] },
      [["cancellationRules.0.nights", "HOTEL_CANCELLATION_RULES_ARE_INVALID"]],
    ],
    [{ adjustPercent: -91 }, [["adjustPercent", "HOTEL_ADJUST_PERCENT_IS_INVALID"]]],
    [{ adjustPercent: 201 }, [["adjustPercent", "HOTEL_ADJUST_PERCENT_IS_INVALID"]]],
    [{ cityTax: -1 }, [["cityTax", "HOTEL_CITY_TAX_IS_INVALID"]]],
    [{ taxPercent: 51 }, [["taxPercent", "HOTEL_TAX_PERCENT_IS_INVALID"]]],
    [
      {
        childBands: [
          { minAge: 0, maxAge: 6, pricePerNight: 0 },
          { minAge: 6, maxAge: 11, pricePerNight: 1 },
        ],
      },
      [["childBands.1.minAge", "HOTEL_CHILD_BANDS_ARE_INVALID"]],
    ],
    [
      { childBands: [{ minAge: 8, maxAge: 6, pricePerNight: 0 }] },
      [["childBands.0.maxAge", "HOTEL_CHILD_BANDS_ARE_INVALID"]],
    ],
    [
      { childBands: [{ minAge: 0, maxAge: 18, pricePerNight: 0 }] },
      [["childBands.0.maxAge", "HOTEL_CHILD_BANDS_ARE_INVALID"]],
    ],
  ])("%j → %j", (change, issues) => {
    expect(keysOf(hotelRatePlanInputSchema.safeParse({ ...plan, ...change }))).toEqual(issues);
  });

  it("takes a non-refundable plan without rules", () => {
    expect(
      hotelRatePlanInputSchema.safeParse({ roomTypeId, board: "RoomOnly", refundable: false }).success,
    ).toBe(true);
  });
});

describe("hotelCalendarChangeSchema", () => {
  const change = {
    roomTypeId: "0b6c7a9e-8f51-4bd5-9d0a-3c1c2f0e1a11",
    from: "2027-01-10",
    to: "2027-01-19",
    allotment: 3,
    prices: { "1": 80, "2": 100 },
  };
  it.each([
    [{}, []],
    [{ to: "2027-01-09" }, [["to", "HOTEL_CALENDAR_DAYS_ARE_INVALID"]]],
    [{ to: "2028-01-12" }, [["to", "HOTEL_CALENDAR_RANGE_IS_TOO_LONG"]]],
    [{ from: "2027-02-30" }, [["from", "HOTEL_CALENDAR_DAYS_ARE_INVALID"]]],
    [{ allotment: 501 }, [["allotment", "HOTEL_ALLOTMENT_IS_INVALID"]]],
    [{ allotment: -1 }, [["allotment", "HOTEL_ALLOTMENT_IS_INVALID"]]],
    [{ prices: { "2": 0 } }, [["prices.2", "HOTEL_PRICE_IS_INVALID"]]],
    [{ prices: { "5": 10 } }, [["prices", "HOTEL_PRICE_IS_INVALID"]]],
    [{ prices: {} }, [["prices", "HOTEL_PRICE_IS_INVALID"]]],
    [{ minStay: 31 }, [["minStay", "HOTEL_MIN_STAY_IS_INVALID"]]],
    [{ allotment: undefined, prices: undefined }, [["allotment", "HOTEL_CALENDAR_CHANGE_IS_EMPTY"]]],
    [{ roomTypeId: "x" }, [["roomTypeId", "HOTEL_ROOM_TYPE_NOT_FOUND"]]],
  ])("%j → %j", (patch, issues) => {
    expect(
      keysOf(hotelCalendarChangeSchema.safeParse({ ...change, ...patch })).map(([p, m]) => [p, m]),
    ).toEqual(issues);
  });

  it("takes 366 days after the first, not 367; a first day before today is past", () => {
    expect(calendarChangeIssues({ from: "2027-01-01", to: "2028-01-02", stopSell: true })).toEqual([]);
    expect(calendarChangeIssues({ from: "2027-01-01", to: "2028-01-03", stopSell: true })).toHaveLength(1);
    expect(
      calendarChangeIssues({ from: "2027-01-01", to: "2027-01-02", stopSell: true }, "2027-01-02"),
    ).toEqual([{ path: ["from"], message: "HOTEL_CALENDAR_DAY_IS_IN_THE_PAST" }]);
    expect(
      calendarChangeIssues({ from: "2027-01-02", to: "2027-01-02", stopSell: true }, "2027-01-02"),
    ).toEqual([]);
  });

  it("lists the days of a change across a month's end", () => {
    expect(calendarChangeDays({ from: "2027-02-27", to: "2027-03-02" })).toEqual([
      "2027-02-27",
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
    ]);
  });
});
