import { describe, expect, it } from "vitest";
import { hotelRoomSchema, hotelRoomsSchema } from "./hotel";
import { countHotelGuests } from "./hotel-rules";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (r: Parsed) =>
  r.success ? [] : (r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? []);

describe("hotelRoomSchema", () => {
  it.each([
    [{ adults: 2, childAges: [] }, []],
    [{ adults: 1 }, []],
    [{ adults: 2, childAges: [0, 17] }, []],
    [{ adults: 2, childAges: [0, 1, 2, 3, 4, 5] }, []],
    [{ adults: 2, childAges: [0, 1, 2, 3, 4, 5, 6] }, ["childAges:TOO_MANY_CHILDREN_IN_ROOM"]],
    [{ adults: 2, childAges: [null] }, ["childAges.0:PL_SELECT_CHILD_AGE"]],
    [{ adults: 2, childAges: [5, undefined] }, ["childAges.1:PL_SELECT_CHILD_AGE"]],
    [{ adults: 2, childAges: [""] }, ["childAges.0:PL_SELECT_CHILD_AGE"]],
    [{ adults: 2, childAges: [18] }, ["childAges.0:CHILD_AGE_IS_INVALID"]],
    [{ adults: 2, childAges: [-1] }, ["childAges.0:CHILD_AGE_IS_INVALID"]],
    [{ adults: 2, childAges: [2.5] }, ["childAges.0:CHILD_AGE_IS_INVALID"]],
    [{ adults: 2, childAges: ["5"] }, ["childAges.0:CHILD_AGE_IS_INVALID"]],
    [{ adults: 0, childAges: [5] }, ["adults:ROOM_NEEDS_ADULT"]],
    [{ childAges: [] }, ["adults:ROOM_NEEDS_ADULT"]],
    [{ adults: 1.5 }, ["adults:ROOM_NEEDS_ADULT"]],
    [{ adults: 1, childAges: "3" }, ["childAges:PL_SELECT_CHILD_AGE"]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(hotelRoomSchema.safeParse(input))).toEqual(expected);
  });

  it("defaults childAges to an empty list", () => {
    expect(hotelRoomSchema.parse({ adults: 1 })).toEqual({ adults: 1, childAges: [] });
  });
});

describe("hotelRoomsSchema", () => {
  it.each([
    [[{ adults: 1 }], []],
    [[{ adults: 1 }, { adults: 2, childAges: [3] }], []],
    [[], [":ROOM_NEEDS_ADULT"]],
    [[{ adults: 1 }, { adults: 2, childAges: [null] }], ["1.childAges.0:PL_SELECT_CHILD_AGE"]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(hotelRoomsSchema.safeParse(input))).toEqual(expected);
  });
});

describe("countHotelGuests", () => {
  it.each([
    [[], { adults: 0, children: 0 }],
    [[{ adults: 2, childAges: [1, 2] }], { adults: 2, children: 2 }],
    [
      [
        { adults: 2, childAges: [1] },
        { adults: 1, childAges: [] },
      ],
      { adults: 3, children: 1 },
    ],
    [
      [
        { adults: Number.NaN, childAges: [4] },
        { adults: 2, childAges: [] },
      ],
      { adults: 2, children: 1 },
    ],
  ])("%j -> %j", (rooms, expected) => {
    expect(countHotelGuests(rooms)).toEqual(expected);
  });
});
