/**
 * The hotel search box's state and rules (issue 14): rooms with their adults and children, each
 * child's age still to be chosen (`null`), the checks made before leaving for the results (the
 * domain's `hotelSearchSchema` and `hotelStayIssues`, so the keys are the API's), and the results URL
 * (`/hotels/{CITY}?checkIn=&checkOut=&rooms=`, rooms as the domain writes them).
 */
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_HOTEL_ROOMS,
  roomsFromParam,
} from "@safar/domain/hotel-rules";
import { type HotelSearch, hotelSearchSchema, hotelStayIssues } from "@safar/domain/hotel-search";
import { isApiError } from "../../lib/api";

export type RoomForm = { adults: number; childAges: (number | null)[] };
export type CityChoice = { code: string; label: string };
export type HotelSearchForm = {
  city: CityChoice | null;
  checkIn: string;
  checkOut: string;
  rooms: RoomForm[];
};

/** A field's error: `field` is the name of the control that shows it (`rooms.0.childAges.1`). */
export type FormError = { field: string; key: string };

export const DEFAULT_ROOM: RoomForm = { adults: 2, childAges: [] };

export function emptyHotelForm(): HotelSearchForm {
  return { city: null, checkIn: "", checkOut: "", rooms: [{ ...DEFAULT_ROOM }] };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function addRoom(form: HotelSearchForm): HotelSearchForm {
  if (form.rooms.length >= MAX_HOTEL_ROOMS) return form;
  return { ...form, rooms: [...form.rooms, { adults: 1, childAges: [] }] };
}

export function removeRoom(form: HotelSearchForm, index: number): HotelSearchForm {
  if (form.rooms.length <= 1) return form;
  return { ...form, rooms: form.rooms.filter((_, i) => i !== index) };
}

function updateRoom(form: HotelSearchForm, index: number, change: (room: RoomForm) => RoomForm) {
  return { ...form, rooms: form.rooms.map((room, i) => (i === index ? change(room) : room)) };
}

export function setAdults(form: HotelSearchForm, index: number, adults: number): HotelSearchForm {
  return updateRoom(form, index, (room) => ({ ...room, adults: clamp(adults, 1, MAX_ADULTS_PER_ROOM) }));
}

/** More children add ages still to choose; fewer drop the last ones. */
export function setChildren(form: HotelSearchForm, index: number, children: number): HotelSearchForm {
  const count = clamp(children, 0, MAX_CHILDREN_PER_ROOM);
  return updateRoom(form, index, (room) => ({
    ...room,
    childAges: Array.from({ length: count }, (_, i) => room.childAges[i] ?? null),
  }));
}

export function setChildAge(
  form: HotelSearchForm,
  index: number,
  child: number,
  age: number | null,
): HotelSearchForm {
  return updateRoom(form, index, (room) => ({
    ...room,
    childAges: room.childAges.map((a, i) => (i === child ? age : a)),
  }));
}

/** `["rooms", 0, "childAges", 1]` and the API's `rooms[0].childAges[1]` both name `rooms.0.childAges.1`. */
export function fieldName(path: readonly PropertyKey[] | string): string {
  if (typeof path === "string") return path.replace(/\[(\d+)\]/g, ".$1");
  return path.map(String).join(".");
}

/** The box's field errors of an API's 400 answer to a hotel search (its first message each), or null. */
export function badRequestErrors(error: unknown): FormError[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = error.errors.flatMap((entry) =>
    entry.messages[0] ? [{ field: fieldName(entry.key), key: entry.messages[0] }] : [],
  );
  return errors.length ? errors : null;
}

const FIELD_ORDER = ["cityCode", "checkIn", "checkOut", "rooms"];
function fieldRank(field: string): number[] {
  const [head = "", ...rest] = field.split(".");
  const rank = FIELD_ORDER.indexOf(head);
  const parts = rest.map((p) =>
    /^\d+$/.test(p) ? Number(p) : p === "adults" ? -3 : p === "childAges" ? -2 : -1,
  );
  return [rank < 0 ? FIELD_ORDER.length : rank, ...parts];
}

/** Errors in the order of the fields on screen, one per field (its first). */
export function orderErrors(errors: readonly FormError[]): FormError[] {
  const seen = new Set<string>();
  const unique = errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
  return unique
    .map((error, i) => ({ error, rank: fieldRank(error.field), i }))
    .sort((a, b) => {
      for (let k = 0; k < Math.max(a.rank.length, b.rank.length); k++) {
        const d = (a.rank[k] ?? -9) - (b.rank[k] ?? -9);
        if (d !== 0) return d;
      }
      return a.i - b.i;
    })
    .map((x) => x.error);
}

/** The form as the domain's query input. */
export function formInput(form: HotelSearchForm) {
  return {
    cityCode: form.city?.code ?? "",
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    rooms: form.rooms,
  };
}

/**
 * The domain's checks of a search: the schema (destination, dates, rooms and ages, nights, guests),
 * then check-in not before `today` (the clock rule, `hotelStayIssues`).
 */
export function validateHotelForm(
  form: HotelSearchForm,
  today: string,
): { ok: true; query: HotelSearch } | { ok: false; errors: FormError[] } {
  const parsed = hotelSearchSchema.safeParse(formInput(form));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: fieldName(issue.path), key: issue.message }));
    // The clock rule too, when the check-in day itself could be read.
    if (!errors.some((e) => e.field === "checkIn"))
      for (const issue of hotelStayIssues({ checkIn: form.checkIn }, today))
        errors.push({ field: fieldName(issue.path), key: issue.message });
    return { ok: false, errors: orderErrors(errors) };
  }
  const stay = hotelStayIssues(parsed.data, today).map((issue) => ({
    field: fieldName(issue.path),
    key: issue.message,
  }));
  return stay.length ? { ok: false, errors: stay } : { ok: true, query: parsed.data };
}

/**
 * The form of a results URL, as written (a bad value stays, so its error can be shown): rooms through
 * the domain's `roomsFromParam` (an unreadable count is 0, an unreadable age is still to choose); no
 * `rooms` at all is one room of two adults.
 */
export function formFromUrl(
  cityCode: string,
  params: URLSearchParams,
  cityLabel: (code: string) => string | undefined = () => undefined,
): HotelSearchForm {
  const code = cityCode.trim().toUpperCase();
  const roomsParam = params.get("rooms");
  const rooms =
    roomsParam === null
      ? [{ ...DEFAULT_ROOM }]
      : roomsFromParam(roomsParam).map((room) => ({
          adults: Number.isFinite(room.adults) ? room.adults : 0,
          childAges: room.childAges,
        }));
  return {
    city: code ? { code, label: cityLabel(code) ?? code } : null,
    checkIn: params.get("checkIn") ?? "",
    checkOut: params.get("checkOut") ?? "",
    rooms,
  };
}

/** Moves both days of a stay by whole days (the empty results' "a day earlier / later"). */
export function shiftStay<T extends { checkIn: string; checkOut: string }>(query: T, days: number): T {
  const shift = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { ...query, checkIn: shift(query.checkIn), checkOut: shift(query.checkOut) };
}

/** A calendar day plus whole days. */
export function addDays(iso: string, days: number): string {
  return shiftStay({ checkIn: iso, checkOut: iso }, days).checkIn;
}
