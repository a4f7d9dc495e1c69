/**
 * The charter flights screen's rules: the list's filters in the URL (route and departure days), and
 * the create form's values turned into the API's body. The form asks for each time as the airport's
 * own clock shows it (what an airline's schedule says): the departure at the origin, the arrival at
 * the destination, each made an instant with its offset from the airport's time zone. Numbers may be
 * typed in Arabic-Indic or Persian digits. Every refusal is the domain schema's message key, on the
 * field the server would name (`fares.adult`, `departureAt`…), so the server's answers land there too.
 */
import {
  BAGHDAD_TIME_ZONE,
  CHARTER_MAX_STOPS,
  type CharterReferences,
  charterRouteIssues,
  createCharterFlightSchema,
  normalizeDigits,
  parseAmountInput,
  pathToKey,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { z } from "zod";
import type { FieldErrors } from "../../lib/form-errors";
import { pageFromParam } from "./back-office-query";

export const CHARTERS_PAGE_SIZE = 20;

export type ChartersFilter = { origin: string; destination: string; from: string; to: string; page: number };
export const noChartersFilter: ChartersFilter = { origin: "", destination: "", from: "", to: "", page: 1 };

const code = (value: string | null) => {
  const text = (value ?? "").trim().toUpperCase();
  return /^[A-Z]{3}$/.test(text) ? text : "";
};
const day = (value: string | null) => (/^\d{4}-\d{2}-\d{2}$/.test(value ?? "") ? (value as string) : "");

export function chartersFilterFromParams(params: URLSearchParams): ChartersFilter {
  return {
    origin: code(params.get("origin")),
    destination: code(params.get("destination")),
    from: day(params.get("from")),
    to: day(params.get("to")),
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromChartersFilter(filter: ChartersFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["origin", "destination", "from", "to"] as const)
    if (filter[key]) params.set(key, filter[key]);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function chartersQuery(filter: ChartersFilter): Record<string, string | number | undefined> {
  return {
    origin: filter.origin || undefined,
    destination: filter.destination || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
    pageSize: CHARTERS_PAGE_SIZE,
  };
}

export function isChartersFiltered(filter: ChartersFilter): boolean {
  return Boolean(filter.origin || filter.destination || filter.from || filter.to);
}

/** Minutes the zone's clock is ahead of UTC at `utcMs`. */
function offsetMinutes(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(utcMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/**
 * A wall-clock day and time in a time zone as an ISO instant with that zone's offset then
 * (`2026-12-20T08:30:00+03:30`); null when the day or time is not one, or the zone is unknown.
 */
export function localInstant(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da || h > 23 || mi > 59) return null;
  let offset: number;
  try {
    offset = offsetMinutes(timeZone, wall);
    offset = offsetMinutes(timeZone, wall - offset * 60_000);
  } catch {
    return null;
  }
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${date}T${time}:00${sign}${hh}:${mm}`;
}

export const CHARTER_FIELDS = [
  "airlineCode",
  "flightNumber",
  "origin",
  "destination",
  "departureAt",
  "arrivalAt",
  "aircraftCode",
  "seats",
  "cabinClass",
  "fareClass",
  "baggageAmount",
  "baggageUnit",
  "cancellationRuleSet",
  "fares.adult",
  "fares.child",
  "fares.infant",
  "stops",
  "stops[0].airport",
  "stops[0].arrivalAt",
  "stops[0].departureAt",
  "stops[1].airport",
  "stops[1].arrivalAt",
  "stops[1].departureAt",
] as const;
export type CharterField = (typeof CHARTER_FIELDS)[number];

/** The form's stop slots (CHARTER_MAX_STOPS of them); `stopCount` says how many are in use. */
export type StopSlot = 0 | 1;
export const STOP_SLOTS: readonly StopSlot[] = [0, 1];
type StopValue =
  `stops[${StopSlot}].${"airport" | "arrivalDate" | "arrivalTime" | "departureDate" | "departureTime"}`;

/**
 * What the form holds: each field as typed, each time as a day and a clock time; the stops in use
 * (`stopCount`, "0" to "2"), each an airport and its landing and leaving times.
 */
export type CharterFormValues = Record<
  Exclude<CharterField, "departureAt" | "arrivalAt" | "stops" | `stops[${StopSlot}].${string}`>,
  string
> &
  Record<StopValue, string> & {
    departureDate: string;
    departureTime: string;
    arrivalDate: string;
    arrivalTime: string;
    stopCount: string;
  };

const emptyStops = Object.fromEntries(
  STOP_SLOTS.flatMap((i) =>
    ["airport", "arrivalDate", "arrivalTime", "departureDate", "departureTime"].map((f) => [
      `stops[${i}].${f}`,
      "",
    ]),
  ),
) as Record<StopValue, string>;

export const emptyCharterForm: CharterFormValues = {
  airlineCode: "",
  flightNumber: "",
  origin: "",
  destination: "",
  departureDate: "",
  departureTime: "",
  arrivalDate: "",
  arrivalTime: "",
  aircraftCode: "",
  seats: "",
  cabinClass: "1",
  fareClass: "Y",
  baggageAmount: "20",
  baggageUnit: "Kg",
  cancellationRuleSet: "",
  "fares.adult": "",
  "fares.child": "",
  "fares.infant": "",
  ...emptyStops,
  stopCount: "0",
};

/** How many stop slots the values use (0 to CHARTER_MAX_STOPS). */
export function stopsInUse(values: Pick<CharterFormValues, "stopCount">): StopSlot[] {
  const n = Math.min(CHARTER_MAX_STOPS, Math.max(0, Number(values.stopCount) || 0));
  return STOP_SLOTS.slice(0, n);
}

export type CreateCharterBody = z.output<typeof createCharterFlightSchema>;

/** A whole number typed in any digits; NaN otherwise. */
function wholeNumber(text: string): number {
  const plain = normalizeDigits(text).trim();
  return /^\d{1,6}$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An empty child or infant fare is zero (no such fare asked for); the adult fare must be typed. */
function fare(text: string, required: boolean): number {
  return !required && text.trim() === "" ? 0 : parseAmountInput(text);
}

/**
 * The form's values as the API's body, or the first message key per field. `zones`: each airport's
 * time zone as the airport list gives it (undefined while unknown; null: the list has none, Baghdad's
 * clock is used); `now` to refuse a departure in the past.
 */
export function checkCharter(
  values: CharterFormValues,
  context: {
    zones: {
      origin: string | null | undefined;
      destination: string | null | undefined;
      stops?: readonly (string | null | undefined)[];
    };
    aircraft: CharterReferences["aircraft"];
    now: number;
  },
): { ok: true; data: CreateCharterBody } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const { zones } = context;
  // An airport the list does not know has no clock: its time waits until the airport is right.
  const instant = (zone: string | null | undefined, date: string, time: string) =>
    zone === undefined ? undefined : (localInstant(date, time, zone ?? BAGHDAD_TIME_ZONE) ?? "");
  for (const end of ["origin", "destination"] as const)
    if (zones[end] === undefined && /^[A-Za-z]{3}$/.test(values[end].trim()))
      errors[end] = K.CHARTER_AIRPORT_UNKNOWN;
  const departureAt = instant(zones.origin, values.departureDate, values.departureTime);
  const arrivalAt = instant(zones.destination, values.arrivalDate, values.arrivalTime);
  // A stop's times wait for its airport's clock, like the ends'.
  const waiting = new Set<string>();
  if (departureAt === undefined) waiting.add("departureAt");
  if (arrivalAt === undefined) waiting.add("arrivalAt");
  const stops = stopsInUse(values).map((i) => {
    const zone = zones.stops?.[i];
    const airport = values[`stops[${i}].airport`];
    if (zone === undefined) {
      waiting.add(`stops[${i}].arrivalAt`).add(`stops[${i}].departureAt`);
      if (/^[A-Za-z]{3}$/.test(airport.trim())) errors[`stops[${i}].airport`] = K.CHARTER_STOP_IS_INVALID;
    }
    return {
      airport,
      arrivalAt: instant(zone, values[`stops[${i}].arrivalDate`], values[`stops[${i}].arrivalTime`]) ?? "",
      departureAt:
        instant(zone, values[`stops[${i}].departureDate`], values[`stops[${i}].departureTime`]) ?? "",
    };
  });
  const input = {
    airlineCode: values.airlineCode,
    flightNumber: normalizeDigits(values.flightNumber),
    origin: values.origin,
    destination: values.destination,
    departureAt: departureAt ?? "",
    arrivalAt: arrivalAt ?? "",
    stops,
    aircraftCode: values.aircraftCode,
    cabinClass: Number(values.cabinClass),
    fareClass: values.fareClass,
    baggageAmount: wholeNumber(values.baggageAmount),
    baggageUnit: values.baggageUnit,
    seats: wholeNumber(values.seats),
    cancellationRuleSet: values.cancellationRuleSet,
    fares: {
      adult: fare(values["fares.adult"], true),
      child: fare(values["fares.child"], false),
      infant: fare(values["fares.infant"], false),
    },
  };
  const parsed = createCharterFlightSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = pathToKey(issue.path);
      const field = (CHARTER_FIELDS as readonly string[]).includes(key)
        ? key
        : String(issue.path[0] ?? "form");
      if (waiting.has(field)) continue;
      errors[field] ??= /^[A-Z][A-Z0-9_]*$/.test(issue.message) ? issue.message : "FIELD_IS_INVALID";
    }
  // The schema's rules across fields run only once every field passes: checked here for all at once.
  const upper = (code: string) => code.trim().toUpperCase();
  const route = {
    origin: upper(input.origin),
    destination: upper(input.destination),
    departureAt: input.departureAt,
    arrivalAt: input.arrivalAt,
    stops: stops.map((stop) => ({ ...stop, airport: upper(stop.airport) })),
  };
  // A time not made an instant is "" here, which no rule compares; two empty ends are left to their
  // own fields' errors.
  for (const issue of charterRouteIssues(route)) {
    const field = pathToKey(issue.path);
    if (!(field === "destination" && !route.origin)) errors[field] ??= issue.message;
  }
  if (input.departureAt && !errors.departureAt && Date.parse(input.departureAt) <= context.now)
    errors.departureAt = K.CHARTER_TIMES_ARE_INVALID;
  const plane = context.aircraft.find((a) => a.code === values.aircraftCode);
  if (plane && Number.isInteger(input.seats) && input.seats > plane.seatCount)
    errors.seats ??= K.CHARTER_SEATS_ARE_INVALID;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
