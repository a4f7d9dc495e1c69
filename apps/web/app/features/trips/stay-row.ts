/**
 * How a hotel order reads where a trip's route would (a row of my trips, the overview's next trip,
 * the hotel order's head): the hotel's name, its city, the stay's days (check-in → check-out, Jalali
 * in Persian), the nights and the rooms, each in the page's language and digits.
 */
import type { OrderStay } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../../lib/counted";
import { displayIsoDate, nameIn } from "../../lib/format";

type T = (key: string, vars?: Record<string, unknown>) => string;

export type StayLine = { hotel: string; city: string; dates: string; nights: string; rooms: string };

/** A stay's day as a trip row writes a departure (weekday, day, short month, year). */
const ROW_DAY: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
};

export function stayLine(stay: OrderStay, locale: Locale, t: T): StayLine {
  return {
    hotel: nameIn(stay.hotelName, locale),
    city: nameIn(stay.cityName, locale),
    dates: t("trips.stay.dates", {
      checkIn: displayIsoDate(stay.checkIn, locale, ROW_DAY),
      checkOut: displayIsoDate(stay.checkOut, locale, ROW_DAY),
    }),
    nights: counted(t, "trips.stay.nights", stay.nights, locale),
    rooms: counted(t, "trips.stay.rooms", stay.rooms, locale),
  };
}
