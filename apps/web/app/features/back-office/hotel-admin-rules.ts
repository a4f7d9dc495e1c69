/**
 * The contracted hotels screens' rules (issue 14): the list's filters in the URL (destination, name,
 * page); each form's text values turned into the API's body and checked with the domain's schema,
 * every refusal on the field the server would name (`name.ar`, `cancellationRules[1].daysBefore`),
 * so the server's answers land there too; numbers may be typed in Arabic-Indic or Persian digits;
 * the calendar's month (its days, its weeks from Saturday, as in Iraq and Iran).
 */
import {
  type HotelPropertyAdmin,
  type HotelRatePlanAdmin,
  type HotelRoomTypeAdmin,
  hotelCalendarChangeSchema,
  hotelPropertyInputSchema,
  hotelRatePlanInputSchema,
  hotelRoomTypeInputSchema,
  normalizeDigits,
  pathToKey,
} from "@safar/domain";
import { addDays, daysBetween } from "@safar/domain/time-zones";
import type { FieldErrors } from "../../lib/form-errors";
import { pageFromParam } from "./back-office-query";

export const HOTELS_PAGE_SIZE = 20;
export const LANGUAGES = ["ar", "fa", "en"] as const;

export type HotelsFilter = { cityCode: string; q: string; page: number };

export function hotelsFilterFromParams(params: URLSearchParams): HotelsFilter {
  const city = (params.get("cityCode") ?? "").trim().toUpperCase();
  return {
    cityCode: /^[A-Z]{3}$/.test(city) ? city : "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromHotelsFilter(filter: HotelsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.cityCode) params.set("cityCode", filter.cityCode);
  if (filter.q) params.set("q", filter.q);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The list call's query. */
export function hotelsQuery(filter: HotelsFilter): Record<string, string> {
  return {
    ...(filter.cityCode ? { cityCode: filter.cityCode } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    page: String(filter.page),
    pageSize: String(HOTELS_PAGE_SIZE),
  };
}

/** A form's values: text by field name (the API's key), booleans and lists apart. */
export type TextValues = Record<string, string>;

/** A number typed in any digits (`,` or `٫` as the decimal point, a leading minus); NaN when none. */
export function numberOf(text: string | undefined): number {
  const plain = normalizeDigits((text ?? "").trim())
    .replace(/[\u066C\s]/g, "")
    .replace(/[\u066B,]/g, ".")
    .replace(/^[\u2212]/, "-");
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };
type Parser<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** Parses `body` with the domain's schema: the data, or the first message key per field (the server's key). */
export function checked<T>(schema: Parser<T>, body: unknown): Checked<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[pathToKey(issue.path) || "form"] ??= issue.message;
  return { ok: false, errors };
}

/** The three languages' inputs of `name` (`name.ar`…) as one localized text. */
export const localized = (values: TextValues, name: string) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? ""])) as Record<
    (typeof LANGUAGES)[number],
    string
  >;
/** A localized text as its three inputs' values (`name.ar`…). */
export const localizedValues = (name: string, text: Record<string, string>) =>
  Object.fromEntries(LANGUAGES.map((lang) => [`${name}.${lang}`, text[lang] ?? ""]));

export const PROPERTY_TEXT_FIELDS = [
  "cityCode",
  ...LANGUAGES.map((lang) => `name.${lang}`),
  "stars",
  "propertyType",
  ...LANGUAGES.map((lang) => `area.${lang}`),
  ...LANGUAGES.map((lang) => `address.${lang}`),
  "latitude",
  "longitude",
  "checkInTime",
  "checkOutTime",
  ...LANGUAGES.map((lang) => `importantInfo.${lang}`),
];
export type PropertyValues = { text: TextValues; amenities: string[]; isActive: boolean };

export function propertyValues(property?: HotelPropertyAdmin, cityCode = ""): PropertyValues {
  if (!property)
    return {
      text: { cityCode, stars: "3", propertyType: "Hotel", checkInTime: "14:00", checkOutTime: "12:00" },
      amenities: [],
      isActive: true,
    };
  return {
    text: {
      cityCode: property.cityCode,
      stars: String(property.stars),
      propertyType: property.propertyType,
      latitude: String(property.latitude),
      longitude: String(property.longitude),
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      ...localizedValues("name", property.name),
      ...localizedValues("area", property.area),
      ...localizedValues("address", property.address),
      ...localizedValues("importantInfo", property.importantInfo),
    },
    amenities: property.amenities,
    isActive: property.isActive,
  };
}

export function checkProperty(values: PropertyValues) {
  const { text } = values;
  return checked(hotelPropertyInputSchema, {
    cityCode: text.cityCode ?? "",
    name: localized(text, "name"),
    stars: numberOf(text.stars),
    propertyType: text.propertyType,
    area: localized(text, "area"),
    address: localized(text, "address"),
    latitude: numberOf(text.latitude),
    longitude: numberOf(text.longitude),
    checkInTime: normalizeDigits(text.checkInTime ?? ""),
    checkOutTime: normalizeDigits(text.checkOutTime ?? ""),
    amenities: values.amenities,
    importantInfo: localized(text, "importantInfo"),
    isActive: values.isActive,
  });
}

export const ROOM_TEXT_FIELDS = [
  ...LANGUAGES.map((lang) => `name.${lang}`),
  ...LANGUAGES.map((lang) => `beds.${lang}`),
  "maxAdults",
  "maxChildren",
  "maxOccupancy",
];

export function roomTypeValues(room?: HotelRoomTypeAdmin): TextValues {
  if (!room) return { maxAdults: "2", maxChildren: "1", maxOccupancy: "3" };
  return {
    ...localizedValues("name", room.name),
    ...localizedValues("beds", room.beds),
    maxAdults: String(room.maxAdults),
    maxChildren: String(room.maxChildren),
    maxOccupancy: String(room.maxOccupancy),
  };
}

export function checkRoomType(text: TextValues) {
  return checked(hotelRoomTypeInputSchema, {
    name: localized(text, "name"),
    beds: localized(text, "beds"),
    maxAdults: numberOf(text.maxAdults),
    maxChildren: numberOf(text.maxChildren),
    maxOccupancy: numberOf(text.maxOccupancy),
  });
}

/** A rate plan's form: text fields, the rules and bands as rows of text. */
export type RatePlanValues = {
  text: TextValues;
  refundable: boolean;
  payAtHotel: boolean;
  isActive: boolean;
  rules: { daysBefore: string; nights: string }[];
  bands: { minAge: string; maxAge: string; pricePerNight: string }[];
};
export const RATE_PLAN_TEXT_FIELDS = ["roomTypeId", "board", "adjustPercent", "cityTax", "taxPercent"];

export function ratePlanValues(plan?: HotelRatePlanAdmin, roomTypeId = ""): RatePlanValues {
  if (!plan)
    return {
      text: { roomTypeId, board: "Breakfast", adjustPercent: "0", cityTax: "0", taxPercent: "0" },
      refundable: true,
      payAtHotel: false,
      isActive: true,
      rules: [{ daysBefore: "3", nights: "1" }],
      bands: [],
    };
  return {
    text: {
      roomTypeId: plan.roomTypeId,
      board: plan.board,
      adjustPercent: String(plan.adjustPercent),
      cityTax: String(plan.cityTax),
      taxPercent: String(plan.taxPercent),
    },
    refundable: plan.refundable,
    payAtHotel: plan.payAtHotel,
    isActive: plan.isActive,
    rules: plan.cancellationRules.map((rule) => ({
      daysBefore: String(rule.daysBefore),
      nights: String(rule.nights),
    })),
    bands: plan.childBands.map((band) => ({
      minAge: String(band.minAge),
      maxAge: String(band.maxAge),
      pricePerNight: String(band.pricePerNight),
    })),
  };
}

export function checkRatePlan(values: RatePlanValues) {
  return checked(hotelRatePlanInputSchema, {
    roomTypeId: values.text.roomTypeId ?? "",
    board: values.text.board,
    refundable: values.refundable,
    cancellationRules: values.refundable
      ? values.rules.map((rule) => ({ daysBefore: numberOf(rule.daysBefore), nights: numberOf(rule.nights) }))
      : [],
    adjustPercent: numberOf(values.text.adjustPercent),
    payAtHotel: values.payAtHotel,
    cityTax: numberOf(values.text.cityTax),
    taxPercent: numberOf(values.text.taxPercent),
    childBands: values.bands.map((band) => ({
      minAge: numberOf(band.minAge),
      maxAge: numberOf(band.maxAge),
      pricePerNight: numberOf(band.pricePerNight),
    })),
    isActive: values.isActive,
  });
}

/** A calendar change's form: each part applied only when its box is ticked or its field filled. */
export type CalendarChangeValues = {
  from: string;
  to: string;
  allotment: string;
  prices: Record<string, string>;
  /** "" leaves it as it is. */
  stopSell: "" | "on" | "off";
  minStay: string;
  closedToArrival: "" | "on" | "off";
};
export const CALENDAR_TEXT_FIELDS = [
  "from",
  "to",
  "allotment",
  "prices[1]",
  "prices[2]",
  "prices[3]",
  "prices[4]",
  "prices",
  "minStay",
];

export function calendarChangeValues(from: string, to: string): CalendarChangeValues {
  return { from, to, allotment: "", prices: {}, stopSell: "", minStay: "", closedToArrival: "" };
}

export function checkCalendarChange(values: CalendarChangeValues, roomTypeId: string) {
  const filled = (text: string | undefined) => (text ?? "").trim() !== "";
  const prices = Object.fromEntries(
    Object.entries(values.prices)
      .filter(([, text]) => filled(text))
      .map(([adults, text]) => [adults, numberOf(text)]),
  );
  const toggle = (value: "" | "on" | "off") => (value === "" ? undefined : value === "on");
  return checked(hotelCalendarChangeSchema, {
    roomTypeId,
    from: values.from,
    to: values.to,
    ...(filled(values.allotment) ? { allotment: numberOf(values.allotment) } : {}),
    ...(Object.keys(prices).length > 0 ? { prices } : {}),
    ...(toggle(values.stopSell) !== undefined ? { stopSell: toggle(values.stopSell) } : {}),
    ...(filled(values.minStay) ? { minStay: numberOf(values.minStay) } : {}),
    ...(toggle(values.closedToArrival) !== undefined
      ? { closedToArrival: toggle(values.closedToArrival) }
      : {}),
  });
}

/** `YYYY-MM` of a calendar day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first and last day of a month (`YYYY-MM`). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(next, -1) };
}

/** The later of two calendar days. */
export const laterDay = (a: string, b: string) => (a < b ? b : a);

/** The month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Whether `text` is a month `YYYY-MM`. */
export const isMonth = (text: string | null): text is string => /^\d{4}-(0[1-9]|1[0-2])$/.test(text ?? "");

/**
 * A month's days as weeks from Saturday (the week of Iraq and Iran): each week seven cells, a day
 * or null outside the month.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  // 2000-01-01 was a Saturday.
  const lead = ((daysBetween("2000-01-01", from) % 7) + 7) % 7;
  const days = daysBetween(from, to) + 1;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => addDays(from, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * The photos (or any list's rows) with the one at `index` moved `by` places (−1 earlier, +1 later);
 * the same list when it cannot move that way. The first photo is the cover the customers' cards show.
 */
export function movePhoto<T>(photos: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= photos.length || to < 0 || to >= photos.length) return [...photos];
  const moved = [...photos];
  [moved[index], moved[to]] = [moved[to] as T, moved[index] as T];
  return moved;
}
