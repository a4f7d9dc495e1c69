import { describe, expect, it } from "vitest";
import { hotelPageUrl, hotelResultsUrl } from "../../lib/hotel-search-params";
import {
  addRoom,
  emptyHotelForm,
  fieldName,
  formFromUrl,
  type HotelSearchForm,
  removeRoom,
  setAdults,
  setChildAge,
  setChildren,
  shiftStay,
  validateHotelForm,
} from "./hotel-search-form";

const today = "2030-03-10";
const najaf = { code: "NJF", label: "Najaf" };
const valid: HotelSearchForm = {
  city: najaf,
  checkIn: "2030-03-12",
  checkOut: "2030-03-14",
  rooms: [{ adults: 2, childAges: [7] }],
};

describe("rooms", () => {
  it("adds rooms up to five and keeps one at least", () => {
    let form = emptyHotelForm();
    for (let i = 0; i < 7; i++) form = addRoom(form);
    expect(form.rooms).toHaveLength(5);
    expect(removeRoom(removeRoom(emptyHotelForm(), 0), 0).rooms).toHaveLength(1);
  });

  it("keeps adults 1 to 4 and children 0 to 6, each new child's age still to choose", () => {
    const form = emptyHotelForm();
    expect(setAdults(form, 0, 9).rooms[0]?.adults).toBe(4);
    expect(setAdults(form, 0, 0).rooms[0]?.adults).toBe(1);
    const withAge = setChildAge(setChildren(form, 0, 2), 0, 0, 5);
    expect(withAge.rooms[0]?.childAges).toEqual([5, null]);
    expect(setChildren(withAge, 0, 1).rooms[0]?.childAges).toEqual([5]);
    expect(setChildren(withAge, 0, 8).rooms[0]?.childAges).toHaveLength(6);
  });
});

describe("validateHotelForm", () => {
  it("answers the domain's query for a valid form", () => {
    expect(validateHotelForm(valid, today)).toEqual({
      ok: true,
      query: {
        cityCode: "NJF",
        checkIn: "2030-03-12",
        checkOut: "2030-03-14",
        rooms: [{ adults: 2, childAges: [7] }],
      },
    });
  });

  it("names each field's first error, in the order of the fields", () => {
    const form: HotelSearchForm = { ...emptyHotelForm(), rooms: [{ adults: 2, childAges: [4, null] }] };
    const result = validateHotelForm(form, today);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: "cityCode", key: "PL_SELECT_HOTEL_DESTINATION" },
        { field: "checkIn", key: "PL_SELECT_CHECK_IN_DATE" },
        { field: "checkOut", key: "PL_SELECT_CHECK_OUT_DATE" },
        { field: "rooms.0.childAges.1", key: "PL_SELECT_CHILD_AGE" },
      ],
    });
  });

  it("refuses a check-in in the past and a check-out not after it", () => {
    expect(validateHotelForm({ ...valid, checkIn: "2030-03-09" }, today)).toEqual({
      ok: false,
      errors: [{ field: "checkIn", key: "CHECK_IN_IS_IN_THE_PAST" }],
    });
    expect(validateHotelForm({ ...valid, checkOut: "2030-03-12" }, today)).toEqual({
      ok: false,
      errors: [{ field: "checkOut", key: "CHECK_OUT_MUST_BE_AFTER_CHECK_IN" }],
    });
    // Both at once when the rooms are wrong too.
    const both = validateHotelForm(
      { ...valid, checkIn: "2030-03-01", rooms: [{ adults: 2, childAges: [null] }] },
      today,
    );
    expect(both.ok ? [] : both.errors.map((e) => e.field)).toEqual(["checkIn", "rooms.0.childAges.0"]);
  });
});

describe("URLs", () => {
  it("writes the results and hotel URLs with the rooms as the domain does", () => {
    const query = {
      cityCode: "NJF",
      checkIn: "2030-03-12",
      checkOut: "2030-03-14",
      rooms: [
        { adults: 2, childAges: [7, 4] },
        { adults: 1, childAges: [] },
      ],
    };
    expect(hotelResultsUrl(query)).toBe("/hotels/NJF?checkIn=2030-03-12&checkOut=2030-03-14&rooms=2_7.4,1");
    expect(hotelPageUrl(query, "h 1")).toBe(
      "/hotels/NJF/h%201?checkIn=2030-03-12&checkOut=2030-03-14&rooms=2_7.4,1",
    );
  });

  it("reads a results URL into the form, bad values kept for their errors", () => {
    const params = new URLSearchParams("checkIn=2030-03-12&checkOut=bad&rooms=2_7.x,y");
    const form = formFromUrl("njf", params, (code) => (code === "NJF" ? "Najaf" : undefined));
    expect(form).toEqual({
      city: najaf,
      checkIn: "2030-03-12",
      checkOut: "bad",
      rooms: [
        { adults: 2, childAges: [7, null] },
        { adults: 0, childAges: [] },
      ],
    });
    const result = validateHotelForm(form, today);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: "checkOut", key: "PL_SELECT_CHECK_OUT_DATE" },
      { field: "rooms.0.childAges.1", key: "PL_SELECT_CHILD_AGE" },
      { field: "rooms.1.adults", key: "ROOM_NEEDS_ADULT" },
    ]);
    expect(formFromUrl("NJF", new URLSearchParams("")).rooms).toEqual([{ adults: 2, childAges: [] }]);
  });

  it("names the API's error keys like the form's fields", () => {
    expect(fieldName("rooms[0].childAges[1]")).toBe("rooms.0.childAges.1");
    expect(fieldName(["rooms", 2, "adults"])).toBe("rooms.2.adults");
  });

  it("moves a stay by days across months", () => {
    expect(shiftStay({ checkIn: "2030-02-28", checkOut: "2030-03-01" }, 1)).toEqual({
      checkIn: "2030-03-01",
      checkOut: "2030-03-02",
    });
  });
});
