/**
 * Hotel search rooms (spec §3 Hotel search, §5): every child in a room needs an age, at most 6
 * child ages per room, ages 0 to 17 whole years. A room is `{ adults, childAges }` where the form
 * holds one entry per child, `null` until the age is picked. Keys are invented (spec gives none):
 * PL_SELECT_CHILD_AGE (an age not picked, path `childAges.<i>`), CHILD_AGE_IS_INVALID (not a whole
 * number 0–17), TOO_MANY_CHILDREN_IN_ROOM (more than 6 children, path `childAges`), ROOM_NEEDS_ADULT
 * (a room needs at least one adult; the spec does not say so, but no hotel books a child alone),
 * TOO_MANY_ADULTS_IN_ROOM (more than MAX_ADULTS_PER_ROOM).
 */
import { z } from "zod";
import { MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM, MIN_CHILD_AGE } from "./hotel-rules";
import { ExtraMessageKey as X } from "./messages";

const childAge = z.preprocess(
  (value) => (value === undefined || value === "" ? null : value),
  z
    .number({
      error: (issue) => (issue.input === null ? X.PL_SELECT_CHILD_AGE : X.CHILD_AGE_IS_INVALID),
    })
    .int({ error: X.CHILD_AGE_IS_INVALID })
    .min(MIN_CHILD_AGE, { error: X.CHILD_AGE_IS_INVALID })
    .max(MAX_CHILD_AGE, { error: X.CHILD_AGE_IS_INVALID }),
);

export const hotelRoomSchema = z.object({
  adults: z
    .number({ error: X.ROOM_NEEDS_ADULT })
    .int({ error: X.ROOM_NEEDS_ADULT })
    .min(1, { error: X.ROOM_NEEDS_ADULT })
    .max(MAX_ADULTS_PER_ROOM, { error: X.TOO_MANY_ADULTS_IN_ROOM }),
  childAges: z
    .array(childAge, { error: X.PL_SELECT_CHILD_AGE })
    .max(MAX_CHILDREN_PER_ROOM, { error: X.TOO_MANY_CHILDREN_IN_ROOM })
    .default([]),
});
export type HotelRoom = z.output<typeof hotelRoomSchema>;

/** The rooms of a hotel search: at least one. */
export const hotelRoomsSchema = z.array(hotelRoomSchema).min(1, { error: X.ROOM_NEEDS_ADULT });
