import { describe, expect, it } from "vitest";
import {
  calendarChangeValues,
  checkCalendarChange,
  checkProperty,
  checkRatePlan,
  checkRoomType,
  hotelsFilterFromParams,
  laterDay,
  monthRange,
  monthWeeks,
  movePhoto,
  numberOf,
  paramsFromHotelsFilter,
  propertyValues,
  ratePlanValues,
  roomTypeValues,
  shiftMonth,
} from "./hotel-admin-rules";

const ROOM = "0b6c7a9e-8f51-4bd5-9d0a-3c1c2f0e1a11";

describe("the list's filters in the URL", () => {
  it("reads a destination, a name and a page, and writes them back without defaults", () => {
    const filter = hotelsFilterFromParams(new URLSearchParams("cityCode=krb&q=%20Rawda%20&page=٢"));
    expect(filter).toEqual({ cityCode: "KRB", q: "Rawda", page: 2 });
    expect(paramsFromHotelsFilter(filter).toString()).toBe("cityCode=KRB&q=Rawda&page=2");
    expect(hotelsFilterFromParams(new URLSearchParams("cityCode=Karbala&page=x"))).toEqual({
      cityCode: "",
      q: "",
      page: 1,
    });
  });
});

describe("numberOf", () => {
  it.each([
    ["12", 12],
    ["١٢٫٥", 12.5],
    ["۳۲,۶", 32.6],
    ["-12", -12],
    ["−12", -12],
    ["", Number.NaN],
    ["1e3", Number.NaN],
  ])("%s → %s", (text, value) => {
    expect(numberOf(text)).toBe(value);
  });
});

describe("the property's form", () => {
  const filled = () => {
    const values = propertyValues(undefined, "KRB");
    for (const name of ["name", "area", "address"])
      for (const lang of ["ar", "fa", "en"]) values.text[`${name}.${lang}`] = `${name} ${lang}`;
    values.text.latitude = "٣٢٫٦";
    values.text.longitude = "44.03";
    values.amenities = ["wifi"];
    return values;
  };
  it("turns its text into the API's body (any digits)", () => {
    const checked = checkProperty(filled());
    expect(checked.ok && checked.data).toMatchObject({
      cityCode: "KRB",
      stars: 3,
      latitude: 32.6,
      checkInTime: "14:00",
      amenities: ["wifi"],
      importantInfo: { ar: "", fa: "", en: "" },
    });
  });
  it("names each refusal by the server's key", () => {
    const values = filled();
    values.text["name.fa"] = "";
    values.text.latitude = "north";
    values.text.checkOutTime = "noon";
    const checked = checkProperty(values);
    expect(checked.ok ? null : checked.errors).toEqual({
      "name.fa": "HOTEL_NAME_IS_REQUIRED",
      latitude: "HOTEL_COORDINATES_ARE_INVALID",
      checkOutTime: "HOTEL_TIME_IS_INVALID",
    });
  });
});

describe("a room type's and a rate plan's forms", () => {
  it("checks the room's counts", () => {
    const values = roomTypeValues();
    for (const name of ["name", "beds"])
      for (const lang of ["ar", "fa", "en"]) values[`${name}.${lang}`] = "x";
    expect(checkRoomType(values).ok).toBe(true);
    expect(checkRoomType({ ...values, maxOccupancy: "1" })).toEqual({
      ok: false,
      errors: { maxOccupancy: "HOTEL_ROOM_OCCUPANCY_IS_INVALID" },
    });
  });

  it("sends a refundable plan's rules and bands, each row's refusal on its own field", () => {
    const values = ratePlanValues(undefined, ROOM);
    values.rules = [
      { daysBefore: "7", nights: "1" },
      { daysBefore: "٢", nights: "2" },
    ];
    values.bands = [{ minAge: "0", maxAge: "5", pricePerNight: "0" }];
    const checked = checkRatePlan(values);
    expect(checked.ok && checked.data).toMatchObject({
      roomTypeId: ROOM,
      board: "Breakfast",
      cancellationRules: [
        { daysBefore: 7, nights: 1 },
        { daysBefore: 2, nights: 2 },
      ],
      childBands: [{ minAge: 0, maxAge: 5, pricePerNight: 0 }],
    });
    values.rules[1] = { daysBefore: "9", nights: "1" };
    expect(checkRatePlan(values)).toEqual({
      ok: false,
      errors: { "cancellationRules[1].daysBefore": "HOTEL_CANCELLATION_RULES_ARE_INVALID" },
    });
  });

  it("sends a non-refundable plan without its rules", () => {
    const values = { ...ratePlanValues(undefined, ROOM), refundable: false };
    const checked = checkRatePlan(values);
    expect(checked.ok && checked.data.cancellationRules).toEqual([]);
  });
});

describe("a calendar change's form", () => {
  it("sends only what is filled or chosen", () => {
    const values = {
      ...calendarChangeValues("2027-01-10", "2027-01-19"),
      allotment: "٣",
      prices: { "2": "100", "1": "" },
    };
    const checked = checkCalendarChange(values, ROOM);
    expect(checked.ok && checked.data).toEqual({
      roomTypeId: ROOM,
      from: "2027-01-10",
      to: "2027-01-19",
      allotment: 3,
      prices: { "2": 100 },
    });
    const stop = checkCalendarChange(
      { ...calendarChangeValues("2027-01-10", "2027-01-10"), stopSell: "on" },
      ROOM,
    );
    expect(stop.ok && stop.data).toMatchObject({ stopSell: true });
  });
  it("refuses a change of nothing, and a last day before the first", () => {
    expect(checkCalendarChange(calendarChangeValues("2027-01-10", "2027-01-09"), ROOM)).toEqual({
      ok: false,
      errors: { to: "HOTEL_CALENDAR_DAYS_ARE_INVALID", allotment: "HOTEL_CALENDAR_CHANGE_IS_EMPTY" },
    });
  });
});

describe("the calendar's month", () => {
  it("knows its days and the months around it", () => {
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(laterDay("2027-01-05", "2027-01-01")).toBe("2027-01-05");
  });
  it("lays its days out in weeks from Saturday", () => {
    // 1 January 2027 is a Friday: six empty cells, then the first.
    const weeks = monthWeeks("2027-01");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2027-01-01"]);
    expect(weeks[1]?.[0]).toBe("2027-01-02");
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe("movePhoto", () => {
  const photos = ["a", "b", "c"];
  it.each([
    [0, 1, ["b", "a", "c"]],
    [2, -1, ["a", "c", "b"]],
    [1, -1, ["b", "a", "c"]],
    [0, -1, ["a", "b", "c"]],
    [2, 1, ["a", "b", "c"]],
    [5, 1, ["a", "b", "c"]],
  ] as const)("moves %i by %i", (index, by, expected) => {
    expect(movePhoto(photos, index, by)).toEqual(expected);
    expect(photos).toEqual(["a", "b", "c"]);
  });
});
